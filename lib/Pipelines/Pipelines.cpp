//===- Pipelines.cpp - Lowering pipelines of tensor-layout ----------------===//
//
// Each pipeline is built from typed passes and options, so that a wrong
// option is a compile error here and the pipeline a user runs is the one
// documented in Pipelines.h.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Pipelines/Pipelines.h"

#include "tensor-layout/Conversion/Passes.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::layout;

/// Tensors with layouts to buffers: packs and unpacks as transforms into
/// and out of tiled layouts, element-wise ops as linalg, chains of them
/// fused, padded tensors stored in halos, ops that no lowering takes
/// decomposed, then the layout-keeping bufferization, which leaves each
/// transform a layout.copy.
static void addBufferization(OpPassManager &pm, bool onednn,
                             int64_t maxConstantLayoutBytes,
                             bool strictArgumentAlignment,
                             bool cudaLibraries = false) {
  // Upstream bufferizes no pack or unpack: those without a layout form are
  // decomposed, and any left is an error at the op.
  pm.addPass(createLayoutConvertPackUnpack(
      LayoutConvertPackUnpackOptions{/*decomposeRest=*/true}));
  pm.addNestedPass<func::FuncOp>(createLayoutConvertElementwiseToLinalg());
  pm.addPass(createLayoutFuseElementwiseOps());
  // Dynamic extents that disagree stop the program before the op runs.
  pm.addPass(createLayoutCheckDynamicExtents());
  // oneDNN and cuDNN pad convolutions' images themselves
  // (convert-linalg-to-onednn, convert-linalg-to-cudnn).
  pm.addPass(createLayoutFoldPadIntoHalo(LayoutFoldPadIntoHaloOptions{
      /*convolutionPadding=*/onednn || cudaLibraries}));
  // Softmaxes that run on oneDNN or cuDNN stay whole.
  pm.addPass(
      createLayoutDecomposeAggregatedOps(LayoutDecomposeAggregatedOpsOptions{
          /*keepLibrarySoftmax=*/onednn || cudaLibraries}));
  LayoutBufferizeOptions bufferize;
  bufferize.maxConstantLayoutBytes = maxConstantLayoutBytes;
  bufferize.strictArgumentAlignment = strictArgumentAlignment;
  pm.addPass(createLayoutBufferize(bufferize));
}

/// Buffers freed where they die, then the bufferization ops gone. Run after
/// the copies are generated: the tile kernel's per-thread buffers are freed
/// here too.
static void addDeallocation(OpPassManager &pm) {
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());
}

/// Host loops (linalg ops, the copies' loops) mapped to GPU launches, each
/// host loop one dim tiled by a block first (layout-gpu-flatten-parallel-
/// loops says why). Element-wise loops run in their output's memory order
/// first: consecutive threads then touch consecutive elements of a
/// permuted buffer (an NHWC bias add), coalesced. Ops with reductions keep
/// their parallel loops outside the reductions: each output a thread's.
static void addGpuLoopMapping(OpPassManager &pm) {
  OpPassManager &func = pm.nest<func::FuncOp>();
  func.addPass(createLayoutLoopsInMemoryOrder(
      LayoutLoopsInMemoryOrderOptions{/*reductions=*/false}));
  func.addPass(createConvertLinalgToParallelLoopsPass());
  func.addPass(createLayoutGpuFlattenParallelLoops());
  func.addPass(createGpuMapParallelLoopsPass());
  func.addPass(createConvertParallelLoopToGpuPass());
}

void mlir::layout::buildLayoutLowerToLLVMPipeline(
    OpPassManager &pm, const LayoutLowerToLLVMOptions &options) {
  // Each function's FLOPs, counted before any op becomes a call, for the
  // report of what is left as loops.
  auto flops = std::make_shared<FunctionFlops>();
  if (options.reportLoops)
    pm.addPass(createLayoutCountFlops(flops));
  // By default, the threads oneDNN's kernels run on, which wait between
  // kernels anyway, where the program calls oneDNN (a program of transforms
  // alone then needs no runtime); without oneDNN, one (OpenMP would need
  // libomp).
  bool defaultThreads = options.threads < 0;
  unsigned threads = !defaultThreads  ? unsigned(options.threads)
                     : options.onednn ? 0
                                      : 1;
  addBufferization(pm, options.onednn, options.maxConstantLayoutBytes,
                   options.strictArgumentAlignment);
  // Before any pass of ours adds buffers of its own spaces (the emulated
  // GPU kernels' shared memory).
  pm.addPass(createLayoutHostMemorySpaces(
      LayoutHostMemorySpacesOptions{options.hostMemorySpaces}));
  if (options.emulateGpu) {
    pm.addPass(createConvertLayoutCopyToGPU(ConvertLayoutCopyToGPUOptions{
        options.transformWorkPerThread, options.transformWorkMinBlocks}));
  } else {
    // Large transforms on oneDNN's threads, as its kernels run (off by
    // default: on two cores our copies were as fast).
    if (options.onednn && options.onednnReorderBytes > 0)
      pm.addPass(createConvertLayoutCopyToOneDNN(
          ConvertLayoutCopyToOneDNNOptions{options.onednnReorderBytes}));
    ConvertLayoutCopyToVectorOptions copy;
    copy.vectorBytes = options.vectorBytes;
    // threads=1: sequential loops; otherwise the copies' outer loops are
    // scf.parallel, run by OpenMP.
    copy.parallel = threads != 1;
    copy.nontemporalBytes = options.nontemporalBytes;
    copy.prefetchDistance = options.prefetchDistance;
    pm.addPass(createConvertLayoutCopyToVector(copy));
  }
  addDeallocation(pm);
  // Before any loop lowering, which would take the ops first.
  if (options.onednn)
    pm.addPass(createConvertLinalgToOneDNN());
  if (options.emulateGpu) {
    // As --layout-lower-to-nvvm maps loops to the GPU, then back.
    addGpuLoopMapping(pm);
    pm.addPass(createLayoutEmulateGpuLaunches());
  }
  // Element-wise ops and reductions over contiguous elements as vector
  // loops, the rest as loops in memory order.
  if (!options.emulateGpu && options.vectorBytes > 0) {
    int64_t parallelBytes = threads != 1 ? options.parallelBytes : 0;
    pm.addPass(createLayoutVectorizeElementwise(
        LayoutVectorizeElementwiseOptions{options.vectorBytes, parallelBytes}));
    pm.addPass(createLayoutVectorizeReductions(
        LayoutVectorizeReductionsOptions{options.vectorBytes, parallelBytes}));
  }
  if (options.reportLoops)
    pm.addPass(createLayoutReportLoops(flops));
  pm.addPass(createLayoutLoopsInMemoryOrder());
  pm.addPass(createConvertLinalgToLoopsPass());
  // Our parallel loops (copies, large element-wise ops and reductions):
  // beside oneDNN's kernels on their threads
  // (a second OpenMP team fights theirs for the cores), else on LLVM's
  // OpenMP; num-threads=0: the runtime's default.
  bool ownOpenMP = threads != 1 && !options.onednn;
  if (threads != 1 && options.onednn) {
    pm.addPass(createConvertParallelLoopsToOneDNNThreads(
        ConvertParallelLoopsToOneDNNThreadsOptions{threads, defaultThreads}));
  } else if (ownOpenMP) {
    pm.addPass(
        createConvertSCFToOpenMPPass(ConvertSCFToOpenMPPassOptions{threads}));
    // Inlines the alloca scopes it makes.
    pm.addPass(createCanonicalizerPass());
  }
  pm.addPass(createLayoutExpandShapeAsReinterpretCast());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  // erf and erfc (GELU) have no LLVM intrinsic.
  pm.addPass(createLayoutLegalizeMath());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createLayoutLegalizeNontemporalStores());
  pm.addPass(createReconcileUnrealizedCastsPass());
  // The translation to LLVM IR takes the OpenMP dialect as it is.
  LayoutCheckLoweredToLLVMOptions check;
  if (ownOpenMP)
    check.allowed = {"omp"};
  pm.addPass(createLayoutCheckLoweredToLLVM(check));
}

void mlir::layout::buildLayoutLowerToLLVMPipeline(OpPassManager &pm) {
  buildLayoutLowerToLLVMPipeline(pm, LayoutLowerToLLVMOptions());
}

void mlir::layout::buildLayoutLowerToNVVMPipeline(
    OpPassManager &pm, const LayoutLowerToNVVMOptions &options) {
  // Strict: the host code may not read a misaligned argument to copy it
  // (device memory with host-shared=false).
  addBufferization(pm, /*onednn=*/false, /*maxConstantLayoutBytes=*/0,
                   /*strictArgumentAlignment=*/true,
                   /*cudaLibraries=*/options.libraries);
  // Host code's buffers become managed memory: none may be in a space of
  // its own (the kernels' shared memory comes after).
  pm.addPass(createLayoutHostMemorySpaces(
      LayoutHostMemorySpacesOptions{/*toHost=*/false}));
  pm.addPass(createConvertLayoutCopyToGPU(ConvertLayoutCopyToGPUOptions{
      options.transformWorkPerThread, options.transformWorkMinBlocks}));
  addDeallocation(pm);
  // Before any loop mapping, which would take the ops first, and while
  // allocations are memref.alloc (how it finds a result it may redirect).
  if (options.libraries) {
    pm.addPass(
        createLayoutPointwiseConvToMatmul(LayoutPointwiseConvToMatmulOptions{
            options.allowTF32,
            /*inOneOrder=*/options.pointwiseEpilogueMatmuls &&
                !options.cudnnFuseEpilogues}));
    pm.addPass(createConvertLinalgToCublasLt());
    ConvertLinalgToCudnnOptions cudnn;
    cudnn.allowTF32 = options.allowTF32;
    cudnn.fuseEpilogues = options.cudnnFuseEpilogues;
    pm.addPass(createConvertLinalgToCudnn(cudnn));
  }
  pm.addPass(createLayoutGpuAllocations(
      LayoutGpuAllocationsOptions{options.hostShared}));
  addGpuLoopMapping(pm);
  // Constants become the kernels' own globals, outlined with them: a GPU
  // without HMM cannot read host globals.
  pm.addPass(createLayoutGpuDeviceConstants());
  // Outlined here so that the shared-memory globals the kernels copy can
  // be dropped from the host module.
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createSymbolDCEPass());
  if (options.asyncLaunches)
    pm.addPass(createLayoutGpuAsyncLaunches());
  gpu::GPUToNVVMPipelineOptions nvvm;
  nvvm.cubinChip = options.chip;
  nvvm.cubinFeatures = options.features;
  nvvm.cubinFormat = options.format;
  nvvm.optLevel = options.optLevel;
  pm.addPass(createLayoutExpandShapeAsReinterpretCast());
  gpu::buildLowerToNVVMPassPipeline(pm, nvvm);
  // The translation to LLVM IR embeds the kernels and lowers their launches.
  LayoutCheckLoweredToLLVMOptions check;
  check.allowed = {gpu::BinaryOp::getOperationName().str(),
                   gpu::LaunchFuncOp::getOperationName().str()};
  pm.addPass(createLayoutCheckLoweredToLLVM(check));
}

/// Registers a pipeline whose options are checked before it is built, so
/// that a bad option fails where upstream's own do (`failed to add ...`),
/// before any IR is read or printed.
template <typename Options>
static void registerCheckedPipeline(
    StringRef argument, StringRef description,
    std::function<std::string(const Options &)> findProblem,
    std::function<void(OpPassManager &, const Options &)> build) {
  registerPassPipeline(
      argument, description,
      [=](OpPassManager &pm, StringRef text,
          function_ref<LogicalResult(const Twine &)> errorHandler) {
        Options options;
        if (failed(options.parseFromString(text)))
          return failure();
        std::string problem = findProblem(options);
        if (!problem.empty())
          return errorHandler(argument + ": " + problem);
        build(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> printHelp) {
        printHelp(Options());
      });
}

static std::string findProblem(const LayoutLowerToLLVMOptions &options) {
  std::string problem;
  llvm::raw_string_ostream os(problem);
  if (options.vectorBytes < 0 ||
      (options.vectorBytes != 0 && !llvm::isPowerOf2_64(options.vectorBytes)))
    os << "vector-bytes must be 0 or a power of two, got "
       << options.vectorBytes;
  else if (options.nontemporalBytes < 0 || options.prefetchDistance < 0 ||
           options.onednnReorderBytes < 0 ||
           options.maxConstantLayoutBytes < 0 || options.parallelBytes < 0)
    os << "nontemporal-bytes, prefetch-distance, onednn-reorder-bytes, "
          "max-constant-layout-bytes and parallel-bytes must not be negative";
  else if (options.threads < -1)
    os << "threads must be -1 (the default), 0 (all) or a count, got "
       << options.threads;
  else if (!isValidGpuCopyWorkPerThread(options.transformWorkPerThread))
    os << "transform-work-per-thread must be 1, 2, 4 or 8, got "
       << options.transformWorkPerThread;
  else if ((options.transformWorkPerThread.getNumOccurrences() ||
            options.transformWorkMinBlocks.getNumOccurrences()) &&
           !options.emulateGpu)
    os << "transform-work-per-thread and transform-work-min-blocks apply "
          "only with emulate-gpu=true";
  return problem;
}

static std::string findProblem(const LayoutLowerToNVVMOptions &options) {
  std::string problem;
  llvm::raw_string_ostream os(problem);
  StringRef chip = options.chip;
  if (!llvm::is_contained({"isa", "bin", "fatbin"}, options.format.getValue()))
    os << "format must be isa, bin or fatbin, got '" << options.format << "'";
  else if (!chip.consume_front("sm_") || chip.empty() ||
           !llvm::all_of(chip.drop_back(chip.ends_with("a")), llvm::isDigit))
    os << "chip must name an NVIDIA architecture (sm_90, sm_90a, ...), got '"
       << options.chip << "'";
  else if (options.optLevel > 3)
    os << "opt-level must be 0 to 3, got " << options.optLevel;
  else if (!isValidGpuCopyWorkPerThread(options.transformWorkPerThread))
    os << "transform-work-per-thread must be 1, 2, 4 or 8, got "
       << options.transformWorkPerThread;
  else if ((options.allowTF32.getNumOccurrences() ||
            options.cudnnFuseEpilogues.getNumOccurrences() ||
            options.pointwiseEpilogueMatmuls.getNumOccurrences()) &&
           !options.libraries)
    os << "allow-tf32, cudnn-fuse-epilogues and pointwise-epilogue-matmuls "
          "apply only with libraries=true";
  else if (options.pointwiseEpilogueMatmuls.getNumOccurrences() &&
           options.pointwiseEpilogueMatmuls && options.cudnnFuseEpilogues)
    os << "pointwise-epilogue-matmuls=true and cudnn-fuse-epilogues=true "
          "exclude each other: cuDNN's fused convolutions compute the "
          "epilogues";
  return problem;
}

void mlir::layout::registerLayoutPipelines() {
  registerCheckedPipeline<LayoutLowerToNVVMOptions>(
      "layout-lower-to-nvvm",
      "Lower a program on tensors with layouts to LLVM dialect host code "
      "and NVIDIA GPU kernels (transforms as coalesced row or shared-memory "
      "tile kernels, buffers in managed memory)",
      [](const LayoutLowerToNVVMOptions &options) {
        return findProblem(options);
      },
      [](OpPassManager &pm, const LayoutLowerToNVVMOptions &options) {
        buildLayoutLowerToNVVMPipeline(pm, options);
      });
  registerCheckedPipeline<LayoutLowerToLLVMOptions>(
      "layout-lower-to-llvm",
      "Lower a program on tensors with layouts to the LLVM dialect "
      "(layout-keeping bufferization, layout.copy as fast CPU loops, then "
      "upstream lowering)",
      [](const LayoutLowerToLLVMOptions &options) {
        return findProblem(options);
      },
      [](OpPassManager &pm, const LayoutLowerToLLVMOptions &options) {
        buildLayoutLowerToLLVMPipeline(pm, options);
      });
}
