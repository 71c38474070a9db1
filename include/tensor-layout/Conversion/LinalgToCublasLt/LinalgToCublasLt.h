//===- LinalgToCublasLt.h - Matmuls as cuBLASLt kernels ---------*- C++ -*-===//
//
// On NVIDIA GPUs, matmuls on buffers in their layouts run on cuBLASLt's
// kernels (see the pass `convert-linalg-to-cublaslt` and
// ExecutionEngine/CublasLtRuntime.h).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_LINALGTOCUBLASLT_LINALGTOCUBLASLT_H
#define TENSOR_LAYOUT_CONVERSION_LINALGTOCUBLASLT_LINALGTOCUBLASLT_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace layout {

#define GEN_PASS_DECL_CONVERTLINALGTOCUBLASLT
#include "tensor-layout/Conversion/Passes.h.inc"

/// Adds the patterns that replace (batch) matmuls on buffers by calls into
/// the CUDA runtime's cuBLASLt matmul (declaring it in the enclosing
/// module).
void populateLinalgToCublasLtConversionPatterns(RewritePatternSet &patterns);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_LINALGTOCUBLASLT_LINALGTOCUBLASLT_H
