//===- Pipelines.h - Lowering pipelines of tensor-layout --------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_PIPELINES_PIPELINES_H
#define TENSOR_LAYOUT_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace layout {

/// Options of `--layout-lower-to-llvm` (see docs/performance.md).
struct LayoutLowerToLLVMOptions
    : public PassPipelineOptions<LayoutLowerToLLVMOptions> {
  Option<int64_t> vectorBytes{
      *this, "vector-bytes",
      llvm::cl::desc("Bytes per vector in transform copies (0: scalar)"),
      llvm::cl::init(64)};
  Option<unsigned> threads{
      *this, "threads",
      llvm::cl::desc("Threads running each transform: 1 sequential, N > 1 "
                     "through OpenMP (link libomp), 0 OpenMP's default"),
      llvm::cl::init(1)};
  Option<int64_t> nontemporalBytes{
      *this, "nontemporal-bytes",
      llvm::cl::desc("Transforms writing at least this many bytes use "
                     "non-temporal stores (0: never)"),
      llvm::cl::init(64 << 20)};
};

/// From tensors with layouts (after assignment and optimization) to the
/// LLVM dialect: layout-keeping one-shot bufferization (transforms as fast
/// copy loops), then upstream lowering of linalg, memref, scf, vector,
/// arith, math and func to LLVM. The result runs under `mlir-runner` with
/// `libmlir_c_runner_utils` (and libomp with threads != 1).
void buildLayoutLowerToLLVMPipeline(OpPassManager &pm,
                                    const LayoutLowerToLLVMOptions &options);
void buildLayoutLowerToLLVMPipeline(OpPassManager &pm);

/// Registers `--layout-lower-to-llvm` for command-line tools.
void registerLayoutPipelines();

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_PIPELINES_PIPELINES_H
