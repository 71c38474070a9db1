//===- Pipelines.cpp - Lowering pipelines of tensor-layout ----------------===//

#include "tensor-layout/Pipelines/Pipelines.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

// The upstream part is written as a textual pipeline: it names upstream
// passes exactly as `mlir-opt` users know them.
static std::string
getLowerToLLVMPipeline(const layout::LayoutLowerToLLVMOptions &options) {
  // threads=1: sequential loops; otherwise the transforms' outer loops are
  // scf.parallel, run by OpenMP (num-threads=0: the runtime's default).
  bool threaded = options.threads != 1;
  return llvm::formatv(
      "func.func(convert-elementwise-to-linalg),"
      "layout-bufferize{{vector-bytes={0} parallel={1} "
      "nontemporal-bytes={2} prefetch-distance={4} gpu={5}},"
      "buffer-deallocation-pipeline,"
      "convert-bufferization-to-memref,"
      "{6}"
      "convert-linalg-to-loops,"
      "{3}"
      "expand-strided-metadata,"
      "lower-affine,"
      "convert-scf-to-cf,"
      "convert-vector-to-llvm,"
      "finalize-memref-to-llvm,"
      "convert-to-llvm,"
      "layout-legalize-nontemporal-stores,"
      "reconcile-unrealized-casts",
      int64_t(options.vectorBytes), threaded ? "true" : "false",
      int64_t(options.nontemporalBytes),
      threaded ? llvm::formatv("convert-scf-to-openmp{{num-threads={0}},"
                               // Inlines the alloca scopes it makes.
                               "canonicalize,",
                               unsigned(options.threads))
                     .str()
               : std::string(),
      int64_t(options.prefetchDistance), options.emulateGpu ? "true" : "false",
      // As --layout-lower-to-nvvm maps loops to the GPU, then back.
      options.emulateGpu
          ? "func.func(convert-linalg-to-parallel-loops,"
            "layout-gpu-flatten-parallel-loops,gpu-map-parallel-loops,"
            "convert-parallel-loops-to-gpu),"
            "layout-emulate-gpu-launches,"
          : "");
}

/// Adds the textual `pipeline` to `pm`; built-in pipelines always parse.
static void addPipeline(OpPassManager &pm, const std::string &pipeline) {
  std::string errors;
  llvm::raw_string_ostream os(errors);
  if (failed(parsePassPipeline(pipeline, pm, os)))
    llvm::report_fatal_error(llvm::Twine("invalid built-in pipeline: ") +
                             errors);
}

void mlir::layout::buildLayoutLowerToLLVMPipeline(
    OpPassManager &pm, const LayoutLowerToLLVMOptions &options) {
  addPipeline(pm, getLowerToLLVMPipeline(options));
}

void mlir::layout::buildLayoutLowerToLLVMPipeline(OpPassManager &pm) {
  buildLayoutLowerToLLVMPipeline(pm, LayoutLowerToLLVMOptions());
}

static std::string
getLowerToNVVMPipeline(const layout::LayoutLowerToNVVMOptions &options) {
  return llvm::formatv(
      "func.func(convert-elementwise-to-linalg),"
      "layout-bufferize{{gpu=true},"
      "buffer-deallocation-pipeline,"
      "convert-bufferization-to-memref,"
      "layout-gpu-allocations{{host-shared={4}},"
      "func.func(convert-linalg-to-parallel-loops,"
      "layout-gpu-flatten-parallel-loops,gpu-map-parallel-loops,"
      "convert-parallel-loops-to-gpu),"
      // Outlined here so that the shared-memory globals the kernels copy
      // can be dropped from the host module.
      "gpu-kernel-outlining,"
      "symbol-dce,"
      "gpu-lower-to-nvvm-pipeline{{cubin-chip={0} cubin-features={1} "
      "cubin-format={2} opt-level={3}}",
      std::string(options.chip), std::string(options.features),
      std::string(options.format), unsigned(options.optLevel),
      options.hostShared ? "true" : "false");
}

void mlir::layout::buildLayoutLowerToNVVMPipeline(
    OpPassManager &pm, const LayoutLowerToNVVMOptions &options) {
  addPipeline(pm, getLowerToNVVMPipeline(options));
}

void mlir::layout::registerLayoutPipelines() {
  PassPipelineRegistration<LayoutLowerToNVVMOptions>(
      "layout-lower-to-nvvm",
      "Lower a program on tensors with layouts to LLVM dialect host code "
      "and NVIDIA GPU kernels (transforms as coalesced row or shared-memory "
      "tile kernels, buffers in managed memory)",
      [](OpPassManager &pm, const LayoutLowerToNVVMOptions &options) {
        buildLayoutLowerToNVVMPipeline(pm, options);
      });
  PassPipelineRegistration<LayoutLowerToLLVMOptions>(
      "layout-lower-to-llvm",
      "Lower a program on tensors with layouts to the LLVM dialect "
      "(layout-keeping bufferization with fast transform copies, then "
      "upstream lowering)",
      [](OpPassManager &pm, const LayoutLowerToLLVMOptions &options) {
        buildLayoutLowerToLLVMPipeline(pm, options);
      });
}
