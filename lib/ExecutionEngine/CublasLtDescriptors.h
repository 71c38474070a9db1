//===- CublasLtDescriptors.h - A matmul as cuBLASLt describes it -*- C++
//-*-===//
//
// cuBLASLt 13, opened at run time, and the descriptors of one matmul that
// the runtime's cuBLASLt calls run (CublasLtMatmul.cpp): the operation and
// the three matrix layouts of a ColumnMajorMatmul. Creating them needs no
// device, so the unit tests check them on machines without one.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUBLASLTDESCRIPTORS_H
#define TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUBLASLTDESCRIPTORS_H

#include "tensor-layout/ExecutionEngine/ColumnMajorMatmul.h"

#include <cublasLt.h>

#include <string>

namespace tensor_layout_cuda {

#define CUBLASLT_FUNCTIONS(X)                                                  \
  X(cublasLtCreate)                                                            \
  X(cublasLtGetStatusString)                                                   \
  X(cublasLtMatmulDescCreate)                                                  \
  X(cublasLtMatmulDescSetAttribute)                                            \
  X(cublasLtMatmulDescGetAttribute)                                            \
  X(cublasLtMatrixLayoutCreate)                                                \
  X(cublasLtMatrixLayoutSetAttribute)                                          \
  X(cublasLtMatrixLayoutGetAttribute)                                          \
  X(cublasLtMatmulPreferenceCreate)                                            \
  X(cublasLtMatmulPreferenceSetAttribute)                                      \
  X(cublasLtMatmulPreferenceDestroy)                                           \
  X(cublasLtMatmulAlgoGetHeuristic)                                            \
  X(cublasLtMatmulAlgoCapGetAttribute)                                         \
  X(cublasLtMatmul)

struct CublasLt {
#define DECLARE_POINTER(name) decltype(&::name) name = nullptr;
  CUBLASLT_FUNCTIONS(DECLARE_POINTER)
#undef DECLARE_POINTER
  /// Why cuBLASLt cannot be used, if so.
  std::string error;
};

/// cuBLASLt 13, opened at the first call, from the loader's path or the
/// CUDA toolkit's usual place; else cuBLASLt 12 (PyTorch's wheels for CUDA
/// 12), whose functions and enums used here are the same.
const CublasLt &getCublasLt();

/// cuBLASLt, or exit with the reason it cannot be used.
const CublasLt &cublasLt();

/// Exits with what failed unless `status` is CUBLAS_STATUS_SUCCESS.
void checkCublas(cublasStatus_t status, const char *call);

#define CUBLAS_CHECK(call)                                                     \
  ::tensor_layout_cuda::checkCublas(::tensor_layout_cuda::cublasLt().call,     \
                                    #call)

/// D = epilogue(alpha * op(first) * op(second) + beta * C), computed in
/// f32 (no TF32, as PyTorch's default for matmuls) or, where allowed, in
/// TF32, `batch` times: the operation and the layouts of the operands and
/// of C and D.
struct MatmulDescriptors {
  cublasLtMatmulDesc_t operation = nullptr;
  cublasLtMatrixLayout_t first = nullptr, second = nullptr, result = nullptr;
};

/// The epilogue is a ReLU where `relu`, after adding `bias` (a device
/// vector of one f32 per row of D, the same for every matrix of a batch)
/// where it is not null. The operands are of `inputType` (f32 or bf16),
/// C and D f32. Where `tf32`, f32 operands are multiplied in TF32 on
/// tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32, as cuDNN's convolutions by
/// default); bf16 ones are exact in either.
MatmulDescriptors
createMatmulDescriptors(const mlir::layout::ColumnMajorMatmul &matmul,
                        int64_t batch, bool relu, const void *bias = nullptr,
                        cudaDataType inputType = CUDA_R_32F, bool tf32 = false);

} // namespace tensor_layout_cuda

#endif // TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUBLASLTDESCRIPTORS_H
