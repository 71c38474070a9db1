//===- CublasLtDescriptors.cpp - A matmul as cuBLASLt describes it --------===//

#include "CublasLtDescriptors.h"

#include "CudaDriver.h"
#include "LibraryCalls.h"

#include <dlfcn.h>

using mlir::layout::ColumnMajorMatmul;
using mlir::layout::ColumnMajorMatrix;

namespace tensor_layout_cuda {

namespace {
CublasLt openCublasLt() {
  CublasLt library;
  void *handle = openLibrary(
      {"libcublasLt.so.13", "/usr/local/cuda/lib64/libcublasLt.so.13",
       "libcublasLt.so.12"},
      "cuBLASLt (libcublasLt.so.13 or .12)", library.error);
  if (!handle)
    return library;
#define LOOK_UP(name)                                                          \
  library.name =                                                               \
      reinterpret_cast<decltype(library.name)>(dlsym(handle, #name));          \
  if (!library.name) {                                                         \
    library.error = "cuBLASLt lacks " #name;                                   \
    return library;                                                            \
  }
  CUBLASLT_FUNCTIONS(LOOK_UP)
#undef LOOK_UP
  return library;
}

cublasLtMatrixLayout_t createLayout(const ColumnMajorMatrix &matrix,
                                    int64_t batch, cudaDataType type) {
  cublasLtMatrixLayout_t layout;
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&layout, type, matrix.rows,
                                          matrix.cols, matrix.ld));
  if (batch > 1) {
    int32_t count = batch;
    int64_t stride = matrix.batchStride;
    CUBLAS_CHECK(cublasLtMatrixLayoutSetAttribute(
        layout, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count)));
    CUBLAS_CHECK(cublasLtMatrixLayoutSetAttribute(
        layout, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
        sizeof(stride)));
  }
  return layout;
}
} // namespace

const CublasLt &getCublasLt() {
  static const CublasLt *library = new CublasLt(openCublasLt());
  return *library;
}

const CublasLt &cublasLt() { return requireUsable(getCublasLt()); }

void checkCublas(cublasStatus_t status, const char *call) {
  if (status != CUBLAS_STATUS_SUCCESS)
    fail(std::string(call) +
         " failed: " + cublasLt().cublasLtGetStatusString(status));
}

MatmulDescriptors createMatmulDescriptors(const ColumnMajorMatmul &matmul,
                                          int64_t batch, bool relu,
                                          const void *bias,
                                          cudaDataType inputType, bool tf32) {
  MatmulDescriptors descriptors;
  cublasComputeType_t compute = tf32 && inputType == CUDA_R_32F
                                    ? CUBLAS_COMPUTE_32F_FAST_TF32
                                    : CUBLAS_COMPUTE_32F;
  CUBLAS_CHECK(
      cublasLtMatmulDescCreate(&descriptors.operation, compute, CUDA_R_32F));
  for (auto [attribute, matrix] :
       {std::make_pair(CUBLASLT_MATMUL_DESC_TRANSA, &matmul.first),
        std::make_pair(CUBLASLT_MATMUL_DESC_TRANSB, &matmul.second)}) {
    cublasOperation_t operation =
        matrix->transposed ? CUBLAS_OP_T : CUBLAS_OP_N;
    CUBLAS_CHECK(cublasLtMatmulDescSetAttribute(
        descriptors.operation, attribute, &operation, sizeof(operation)));
  }
  cublasLtEpilogue_t epilogue =
      bias ? (relu ? CUBLASLT_EPILOGUE_RELU_BIAS : CUBLASLT_EPILOGUE_BIAS)
           : (relu ? CUBLASLT_EPILOGUE_RELU : CUBLASLT_EPILOGUE_DEFAULT);
  CUBLAS_CHECK(cublasLtMatmulDescSetAttribute(descriptors.operation,
                                              CUBLASLT_MATMUL_DESC_EPILOGUE,
                                              &epilogue, sizeof(epilogue)));
  if (bias)
    CUBLAS_CHECK(cublasLtMatmulDescSetAttribute(
        descriptors.operation, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias,
        sizeof(bias)));
  descriptors.first = createLayout(matmul.first, batch, inputType);
  descriptors.second = createLayout(matmul.second, batch, inputType);
  descriptors.result = createLayout(matmul.result, batch, CUDA_R_32F);
  return descriptors;
}

} // namespace tensor_layout_cuda
