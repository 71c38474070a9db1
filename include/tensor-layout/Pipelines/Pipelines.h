//===- Pipelines.h - Lowering pipelines of tensor-layout --------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_PIPELINES_PIPELINES_H
#define TENSOR_LAYOUT_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace layout {

/// From tensors with layouts (after assignment and optimization) to the
/// LLVM dialect: layout-keeping one-shot bufferization, then upstream
/// lowering of linalg, memref, scf, arith, math and func to LLVM. The
/// result runs under `mlir-runner` with `libmlir_c_runner_utils`.
void buildLayoutLowerToLLVMPipeline(OpPassManager &pm);

/// Registers `--layout-lower-to-llvm` for command-line tools.
void registerLayoutPipelines();

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_PIPELINES_PIPELINES_H
