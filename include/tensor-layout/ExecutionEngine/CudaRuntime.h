//===- CudaRuntime.h - The project's CUDA host runtime ----------*- C -*-===//
//
// libtensor_layout_cuda_runtime implements the `mgpu*` functions that host
// code lowered by `--layout-lower-to-nvvm` calls (module load, kernel
// launch, streams, events, memory), on the CUDA driver API, which it opens
// at first use. This header declares what it offers beyond them: whether a
// device is there, and timings for benchmarks. Plain C, for C and C++
// callers and for ctypes.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_EXECUTIONENGINE_CUDARUNTIME_H
#define TENSOR_LAYOUT_EXECUTIONENGINE_CUDARUNTIME_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The number of CUDA devices, or -1 when the driver cannot be used; then
/// `tensorLayoutCudaError` says why. Never exits.
int tensorLayoutCudaDeviceCount(void);

/// Why the last failed call failed ("" when none failed).
const char *tensorLayoutCudaError(void);

/// Writes the name and compute capability of `device` ("NVIDIA H100 80GB
/// HBM3, sm_90") into `buffer`; returns 0, or -1 when there is no such
/// device.
int tensorLayoutCudaDescribeDevice(int device, char *buffer, size_t size);

/// Opens cuBLASLt 13 (which the matmuls of programs lowered with
/// `libraries=true` call, CublasLtRuntime.h): 0 when it can be used, -1
/// when not; then `tensorLayoutCudaError` says why. Needs no device.
int tensorLayoutCudaOpenCublasLt(void);

/// The same for cuDNN 9 (the convolutions of such programs,
/// CudnnRuntime.h).
int tensorLayoutCudaOpenCudnn(void);

/// Kernel timing: between `Begin` and `End`, every kernel launch is
/// bracketed by CUDA events on its stream, as is every library call; `End`
/// waits for them and returns the kernels' total time in milliseconds.
/// `EndWithTransforms` also writes the part of it that layout transforms
/// took (kernels whose name starts with
/// TENSOR_LAYOUT_TRANSFORM_KERNEL_PREFIX) to `transformMilliseconds`.
void tensorLayoutCudaProfileBegin(void);
double tensorLayoutCudaProfileEnd(void);
double tensorLayoutCudaProfileEndWithTransforms(double *transformMilliseconds);

/// What the names of the kernels of layout transforms begin with
/// (convert-layout-copy-to-gpu names them so, after the function they are
/// in: `__layout_transform_f`), and whether `name` is one of them.
#define TENSOR_LAYOUT_TRANSFORM_KERNEL_PREFIX "__layout_transform_"
int tensorLayoutCudaIsTransformKernel(const char *name);

/// The time in milliseconds of a device-to-device copy of `bytes` bytes,
/// measured with CUDA events (the baseline of the GPU benchmark).
double tensorLayoutCudaCopyMilliseconds(void *dst, const void *src,
                                        size_t bytes);

#ifdef __cplusplus
}
#endif

#endif // TENSOR_LAYOUT_EXECUTIONENGINE_CUDARUNTIME_H
