//===- CublasLtRuntime.h - Matmuls on cuBLASLt ------------------*- C++ -*-===//
//
// The functions that code lowered by convert-linalg-to-cublaslt calls, in
// libtensor_layout_cuda_runtime (with the mgpu* functions). It opens
// cuBLASLt 13 (libcublasLt.so.13) at its first call.
//
// Each call's last argument is the stream its kernels run on: the
// program's (`layout-gpu-async-launches` passes it), where the call only
// queues them, or null, where the runtime runs them on a stream of its own
// and returns when they are done.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_EXECUTIONENGINE_CUBLASLTRUNTIME_H
#define TENSOR_LAYOUT_EXECUTIONENGINE_CUBLASLTRUNTIME_H

#include "mlir/ExecutionEngine/CRunnerUtils.h"

extern "C" {

/// D = epilogue(alpha * A * B + beta * C + bias) on f32 buffers of rank 2
/// (a matmul) or 3 (a batch matmul), each with unit stride along one of its
/// two matrix dims (ColumnMajorMatmul.h), C of D's sizes and strides (D
/// itself to accumulate into it, or to ignore it with beta = 0). `spec` is
/// a version (4), alpha and beta as f32 bit patterns, the epilogue (0:
/// none, 1: ReLU), a mask of the operands that are constants (bit 0: A, 1:
/// B, 2: C, 3: D), which the runtime copies to device memory once where the
/// GPU cannot read them, whether a constant bias is added to every element
/// (0 or 1), that bias as f32 bits, and whether the products may be
/// computed in TF32 (1: CUBLAS_COMPUTE_32F_FAST_TF32) or not (0:
/// CUBLAS_COMPUTE_32F). Runs on the device the mgpu* functions use, on
/// `stream`.
void _mlir_ciface_tensor_layout_cublaslt_matmul_f32(
    UnrankedMemRefType<float> *a, UnrankedMemRefType<float> *b,
    UnrankedMemRefType<float> *c, UnrankedMemRefType<float> *d,
    StridedMemRefType<int64_t, 1> *spec, struct CUstream_st *stream);

/// The same with A and B of bf16 elements (their bits), C and D f32: the
/// products of bf16 values summed in f32, as linalg.matmul of bf16
/// operands into an f32 result computes (no rounding to bf16 between
/// steps). `spec` as above (TF32 changes nothing: bf16 products are exact
/// in f32).
void _mlir_ciface_tensor_layout_cublaslt_matmul_bf16(
    UnrankedMemRefType<uint16_t> *a, UnrankedMemRefType<uint16_t> *b,
    UnrankedMemRefType<float> *c, UnrankedMemRefType<float> *d,
    StridedMemRefType<int64_t, 1> *spec, struct CUstream_st *stream);

} // extern "C"

#endif // TENSOR_LAYOUT_EXECUTIONENGINE_CUBLASLTRUNTIME_H
