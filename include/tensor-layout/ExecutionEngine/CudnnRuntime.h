//===- CudnnRuntime.h - Compute ops on cuDNN --------------------*- C++ -*-===//
//
// The functions that code lowered by convert-linalg-to-cudnn calls, in
// libtensor_layout_cuda_runtime (with the mgpu* functions). It opens
// cuDNN 9 (libcudnn.so.9) at its first call.
//
// Each call's last argument is the stream its kernels run on: the
// program's (`layout-gpu-async-launches` passes it), where the call only
// queues them, or null, where the runtime runs them on a stream of its own
// and returns when they are done.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_EXECUTIONENGINE_CUDNNRUNTIME_H
#define TENSOR_LAYOUT_EXECUTIONENGINE_CUDNNRUNTIME_H

#include "mlir/ExecutionEngine/CRunnerUtils.h"

extern "C" {

/// y = conv(pad(x), w) + beta * y, a 2-D convolution (linalg's
/// conv_2d_nchw_fchw, the image padded with zeros) on f32 buffers of rank
/// 4 whose logical dims are (N, C, H, W), (F, C, KH, KW) and (N, F, OH,
/// OW), each packed in one order: NCHW, or NHWC; or a depthwise one
/// (depthwise_conv_2d_nchw_chw), whose filter (C, KH, KW), dense, is the
/// grouped filter (C, 1, KH, KW): cuDNN runs C groups. `spec` is a version
/// (4), beta as f32 bits (0 or 1), a mask of the operands that are
/// constants (bit 0: x, 1: w, 2: y), the order (0: NCHW, 1: NHWC), whether
/// engines that compute in TF32 may run it (1, as PyTorch allows for cuDNN
/// by default; 0: f32 throughout), the number of spatial dims (2), then
/// the strides, the dilations, and the low and high paddings of H and W.
/// Runs on the device the mgpu* functions use, on `stream`.
void _mlir_ciface_tensor_layout_cudnn_conv_f32(
    UnrankedMemRefType<float> *x, UnrankedMemRefType<float> *w,
    UnrankedMemRefType<float> *y, StridedMemRefType<int64_t, 1> *spec,
    struct CUstream_st *stream);

/// The same with x and w of bf16 elements (their bits) and y f32, not
/// added to (beta 0): the products of bf16 values summed in f32, as linalg's
/// convolutions of bf16 operands into an f32 result compute them.
void _mlir_ciface_tensor_layout_cudnn_conv_bf16(
    UnrankedMemRefType<uint16_t> *x, UnrankedMemRefType<uint16_t> *w,
    UnrankedMemRefType<float> *y, StridedMemRefType<int64_t, 1> *spec,
    struct CUstream_st *stream);

/// y = relu?(alpha1 * conv(pad(x), w) + alpha2 * z + bias), bias a
/// constant per output channel: cuDNN's fused convolution
/// (cudnnConvolutionBiasActivationForward), on f32 buffers as
/// tensor_layout_cudnn_conv_f32 takes them, z of y's shape and order (y
/// itself where alpha2 is 0), the image padded alike on both sides.
/// `spec` is a version (2), alpha1 and alpha2 as f32 bits, whether a ReLU
/// follows (1) or nothing (0), whether there is a bias and its f32 bits, a
/// mask of the operands that are constants (bit 0: x, 1: w, 2: z, 3: y),
/// the order (0: NCHW, 1: NHWC), whether TF32 may compute it, then the
/// strides, the dilations and the padding of H and W. Runs on the device
/// the mgpu* functions use, on `stream`.
void _mlir_ciface_tensor_layout_cudnn_conv_bias_act_f32(
    UnrankedMemRefType<float> *x, UnrankedMemRefType<float> *w,
    UnrankedMemRefType<float> *z, UnrankedMemRefType<float> *y,
    StridedMemRefType<int64_t, 1> *spec, struct CUstream_st *stream);

/// y = the maximum of each window of x (linalg's pooling_nchw_max started
/// from the lowest float), x padded alike on both sides by windows that
/// never win, on f32 buffers of rank 4 whose logical dims are (N, C, H, W),
/// both packed in one order. `spec` is a version (2), a mask of the
/// operands that are constants (bit 0: x), the order (0: NCHW, 1: NHWC),
/// then the window's extents, the strides and the padding of H and W.
/// Runs on the device the mgpu* functions use, on `stream`.
void _mlir_ciface_tensor_layout_cudnn_max_pooling_f32(
    UnrankedMemRefType<float> *x, UnrankedMemRefType<float> *y,
    StridedMemRefType<int64_t, 1> *spec, struct CUstream_st *stream);

/// y = softmax of x along one dim (linalg.softmax: the exponentials of x
/// less its maximum, over their sum), on f32 buffers of one shape and any
/// strides, each read and written as it is laid out. `spec` is a version
/// (2), the dim, and a mask of the operands that are constants (bit 0: x).
/// Runs on the device the mgpu* functions use, on `stream`.
void _mlir_ciface_tensor_layout_cudnn_softmax_f32(
    UnrankedMemRefType<float> *x, UnrankedMemRefType<float> *y,
    StridedMemRefType<int64_t, 1> *spec, struct CUstream_st *stream);

} // extern "C"

#endif // TENSOR_LAYOUT_EXECUTIONENGINE_CUDNNRUNTIME_H
