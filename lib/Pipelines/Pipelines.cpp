//===- Pipelines.cpp - Lowering pipelines of tensor-layout ----------------===//

#include "tensor-layout/Pipelines/Pipelines.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

// The upstream part is written as a textual pipeline: it names upstream
// passes exactly as `mlir-opt` users know them.
static constexpr const char *kLowerToLLVM =
    "func.func(convert-elementwise-to-linalg),"
    "layout-bufferize,"
    "buffer-deallocation-pipeline,"
    "convert-bufferization-to-memref,"
    "convert-linalg-to-loops,"
    "expand-strided-metadata,"
    "lower-affine,"
    "convert-scf-to-cf,"
    "convert-vector-to-llvm,"
    "finalize-memref-to-llvm,"
    "convert-to-llvm,"
    "reconcile-unrealized-casts";

void mlir::layout::buildLayoutLowerToLLVMPipeline(OpPassManager &pm) {
  std::string errors;
  llvm::raw_string_ostream os(errors);
  if (failed(parsePassPipeline(kLowerToLLVM, pm, os)))
    llvm::report_fatal_error(llvm::Twine("invalid built-in pipeline: ") +
                             errors);
}

void mlir::layout::registerLayoutPipelines() {
  PassPipelineRegistration<>(
      "layout-lower-to-llvm",
      "Lower a program on tensors with layouts to the LLVM dialect "
      "(layout-keeping bufferization, then upstream lowering)",
      buildLayoutLowerToLLVMPipeline);
}
