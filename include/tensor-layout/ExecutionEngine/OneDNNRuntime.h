//===- OneDNNRuntime.h - Compute ops on oneDNN's kernels --------*- C++ -*-===//
//
// The functions that code lowered by convert-linalg-to-onednn calls
// (libtensor_layout_onednn_runtime.so). Each takes the memref descriptors
// of the op's buffers, in whatever layout they are, builds the oneDNN
// primitive for those shapes and strides once (cached), and runs it on the
// buffers. Link the library, or pass it to mlir-runner's -shared-libs.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNRUNTIME_H
#define TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNRUNTIME_H

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cstring>

/// Whether the oneDNN kernel named `implementation` applies element-wise
/// post-ops slowly: oneDNN 2.6's GEMM-based convolutions and matmuls run
/// them in a separate scalar pass (a 1x1 convolution, 64 -> 144 channels at
/// 56x56: 0.16 ms, with a bias and a ReLU6 as post-ops 1.7 ms), and the
/// reference kernels anyway. The runtime then runs the kernel without them
/// and eltwise primitives after it; the onednn target tells layout
/// assignment that such a kernel runs no epilogue.
inline bool tensorLayoutOneDNNRunsPostOpsApart(const char *implementation) {
  return std::strstr(implementation, "gemm:") != nullptr ||
         std::strncmp(implementation, "ref", 3) == 0;
}

extern "C" {

/// The post-ops a kernel description may list after the kernel, applied to
/// each result element x in order: `linear` makes alpha * x + beta, `clip`
/// min(max(x, alpha), beta), `add operand` x + y for the element y at the
/// same place in the kernel's operand buffer (at most once; alpha and beta
/// unused; only the `_binary` and `_epilogue` kernels take an operand),
/// `channel affine` scale[c] * x + shift[c] for the element's index c in
/// dim 1 of the result (a convolution's channel, a matmul's column), with
/// scale and shift the two rows of the `_epilogue` kernels' 2 x C channels
/// buffer (at most once; alpha and beta unused): an inference batch norm
/// and a bias; `add result` x + y for the element y the result buffer held
/// before the kernel (oneDNN's sum: a residual added in place; at most
/// once, alpha and beta unused); `logistic` 1 / (1 + exp(-x)) and `swish`
/// x / (1 + exp(-x)) (SiLU), `hardswish` x * min(max(x + 3, 0), 6) / 6
/// (alpha and beta unused).
enum TensorLayoutOneDNNPostOp {
  TL_ONEDNN_LINEAR = 0,
  TL_ONEDNN_CLIP = 1,
  TL_ONEDNN_ADD_OPERAND = 2,
  TL_ONEDNN_CHANNEL_AFFINE = 3,
  TL_ONEDNN_ADD_RESULT = 4,
  TL_ONEDNN_LOGISTIC = 5,
  TL_ONEDNN_SWISH = 6,
  TL_ONEDNN_HARDSWISH = 7
};

/// linalg.matmul on f32: C += A * B, each operand a 2-D strided memref
/// (any strides: row-major, column-major, padded rows).
void _mlir_ciface_tensor_layout_onednn_matmul_f32(
    StridedMemRefType<float, 2> *a, StridedMemRefType<float, 2> *b,
    StridedMemRefType<float, 2> *c);

/// A convolution (linalg's conv_2d_nchw_fchw, depthwise_conv_2d_nchw_chw)
/// on f32 buffers in any layout oneDNN can describe. `spec` is a version
/// (1), the number of spatial dims S, S strides, S dilations (linalg's),
/// S low and S high paddings, whether the result is added to what `dst`
/// holds, the number P of post-ops, P post-ops as (algorithm, alpha, beta)
/// with alpha and beta f32 bit patterns, then src, weights and dst (oneDNN's
/// dims: weights with a group dim first when grouped), each as: rank R,
/// R dims, R padded dims, R outer strides (elements), the number of inner
/// blocks B, and B (dim, size) pairs, outermost first. The buffers' data
/// start at their aligned pointer plus offset.
void _mlir_ciface_tensor_layout_onednn_conv_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, StridedMemRefType<int64_t, 1> *spec);

/// The convolution with an `add operand` post-op: `operand` is a buffer of
/// dst's type (the same description, which `spec` repeats after dst).
void _mlir_ciface_tensor_layout_onednn_conv_binary_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, UnrankedMemRefType<float> *operand,
    StridedMemRefType<int64_t, 1> *spec);

/// The convolution with a `channel affine` post-op: `channels` is a
/// contiguous 2 x C buffer (C the result's channels), scale then shift;
/// `operand` is read only where the post-ops add it (else any buffer).
void _mlir_ciface_tensor_layout_onednn_conv_epilogue_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, UnrankedMemRefType<float> *operand,
    UnrankedMemRefType<float> *channels, StridedMemRefType<int64_t, 1> *spec);

/// linalg.matmul or batch_matmul on f32 buffers in any layout oneDNN can
/// describe (B blocked as oneDNN's `any` picks it: 16x64 blocks). `spec`
/// is a version (1), whether the result is added to what `c` holds,
/// post-ops, then A, B and C as for the convolution.
void _mlir_ciface_tensor_layout_onednn_blocked_matmul_f32(
    UnrankedMemRefType<float> *a, UnrankedMemRefType<float> *b,
    UnrankedMemRefType<float> *c, StridedMemRefType<int64_t, 1> *spec);

/// The matmul with an `add operand` post-op, as for the convolution.
void _mlir_ciface_tensor_layout_onednn_blocked_matmul_binary_f32(
    UnrankedMemRefType<float> *a, UnrankedMemRefType<float> *b,
    UnrankedMemRefType<float> *c, UnrankedMemRefType<float> *operand,
    StridedMemRefType<int64_t, 1> *spec);

/// The 2-D matmul with a `channel affine` post-op (per column of C), as
/// for the convolution.
void _mlir_ciface_tensor_layout_onednn_blocked_matmul_epilogue_f32(
    UnrankedMemRefType<float> *a, UnrankedMemRefType<float> *b,
    UnrankedMemRefType<float> *c, UnrankedMemRefType<float> *operand,
    UnrankedMemRefType<float> *channels, StridedMemRefType<int64_t, 1> *spec);

/// linalg.softmax on f32 buffers described by their strides. `spec` is a
/// version (1), the reduced dim, then src and dst as for the convolution.
void _mlir_ciface_tensor_layout_onednn_softmax_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *dst,
    StridedMemRefType<int64_t, 1> *spec);

/// Max pooling (linalg's pooling_nchw_max, pooling_nhwc_max as NCHW dims)
/// on f32 buffers in any layout oneDNN can describe. `spec` is a version
/// (1), the algorithm (0: max), the number of spatial dims S, S strides, S
/// window extents, S dilations (linalg's), S low and S high paddings (as
/// if with the lowest float), then src and dst as for the convolution. The
/// result is the maximum of each window: the caller's starting value is the
/// lowest float.
void _mlir_ciface_tensor_layout_onednn_pooling_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *dst,
    StridedMemRefType<int64_t, 1> *spec);

/// layout.copy between f32 buffers in layouts oneDNN can describe, as its
/// reorder: every element of `src` at the same logical index of `dst`,
/// padding in dst's blocks zeroed. `spec` is a version (1), then src and
/// dst as for the convolution.
void _mlir_ciface_tensor_layout_onednn_reorder_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *dst,
    StridedMemRefType<int64_t, 1> *spec);

/// A loop body outlined by convert-parallel-loops-to-onednn-threads: runs
/// the iterations of induction variable values begin, begin + step, ...
/// below end, with the values it needs in `context`.
typedef void (*TensorLayoutLoopBody)(void *context, int64_t begin, int64_t end);

/// Runs the iterations lower, lower + step, ... below upper of `body` (step
/// > 0) in contiguous shares on the team of OpenMP threads oneDNN's kernels
/// use (the runtime oneDNN links), on at most `threads` of them (0: all);
/// inside a parallel region already, or with a oneDNN without OpenMP, on
/// the calling thread.
void tensor_layout_parallel_for(int64_t lower, int64_t upper, int64_t step,
                                int64_t threads, TensorLayoutLoopBody body,
                                void *context);

/// Seconds spent in tensor_layout_parallel_for since the library was
/// loaded (the calling thread's wall time: with onednn=true and threads !=
/// 1, the transforms' copy loops).
double tensor_layout_parallel_for_seconds(void);

/// Seconds spent running compute kernels (all threads' calls, summed; not
/// reorders) since the library was loaded: benchmarks take differences to
/// split a program's time into kernels and the rest (layout transforms,
/// element-wise code).
double tensor_layout_onednn_kernel_seconds(void);

} // extern "C"

#endif // TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNRUNTIME_H
