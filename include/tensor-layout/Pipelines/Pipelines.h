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
  Option<int64_t> threads{
      *this, "threads",
      llvm::cl::desc("Threads running each transform and large element-wise "
                     "op or reduction: 1 sequential, N > 1 at most N of the "
                     "OpenMP threads of oneDNN's kernels (with onednn=false, "
                     "OpenMP's own: link libomp), 0 all of them; -1, the "
                     "default: 0 with onednn, 1 without"),
      llvm::cl::init(-1)};
  Option<int64_t> parallelBytes{
      *this, "parallel-bytes",
      llvm::cl::desc("With threads != 1: element-wise ops and reductions "
                     "over at least this many bytes run on the threads too "
                     "(layout-vectorize-elementwise, "
                     "layout-vectorize-reductions; 0: transforms only)"),
      llvm::cl::init(32768)};
  Option<int64_t> nontemporalBytes{
      *this, "nontemporal-bytes",
      llvm::cl::desc("Transforms writing at least this many bytes use "
                     "non-temporal stores (0: never)"),
      llvm::cl::init(16 << 20)};
  Option<int64_t> prefetchDistance{
      *this, "prefetch-distance",
      llvm::cl::desc("Transposing copies of sources over 1 MiB prefetch "
                     "each source row this many bytes ahead, into L2 (0: "
                     "never)"),
      llvm::cl::init(128)};
  // On by default: every CPU target's layouts (and none) are for oneDNN's
  // kernels, and the runtime is built with the project; as loops, a
  // network runs 100-1000x slower.
  Option<bool> onednn{
      *this, "onednn",
      llvm::cl::desc("Run convolutions, matmuls, poolings and softmaxes "
                     "that oneDNN takes as its kernels, on the buffers' "
                     "layouts (convert-linalg-to-onednn; the program calls "
                     "libtensor_layout_onednn_runtime.so); false: loops"),
      llvm::cl::init(true)};
  Option<int64_t> onednnReorderBytes{
      *this, "onednn-reorder-bytes",
      llvm::cl::desc("With onednn: f32 transforms of at least this many "
                     "bytes run as oneDNN reorders, on its kernels' threads "
                     "(convert-layout-copy-to-onednn; 0: never, the "
                     "default: on two cores one thread of our copies is as "
                     "fast)"),
      llvm::cl::init(0)};
  Option<int64_t> maxConstantLayoutBytes{
      *this, "max-constant-layout-bytes",
      llvm::cl::desc("Constants in a layout whose physical data has more "
                     "bytes are laid out at run time, by a transform from "
                     "their logical data (0: no limit)"),
      llvm::cl::init(0)};
  Option<bool> strictArgumentAlignment{
      *this, "strict-argument-alignment",
      llvm::cl::desc("A caller that passes an argument whose layout has a "
                     "base_align misaligned gets an abort with a message, "
                     "instead of the argument being copied into an aligned "
                     "buffer at entry (layout-bufferize's option)"),
      llvm::cl::init(false)};
  Option<bool> emulateGpu{
      *this, "emulate-gpu",
      llvm::cl::desc("Generate transforms as the GPU kernels of "
                     "--layout-lower-to-nvvm and run them as host loops "
                     "(layout-emulate-gpu-launches): checks the kernels' "
                     "results on a machine without a GPU; slow"),
      llvm::cl::init(false)};
  Option<unsigned> transformWorkPerThread{
      *this, "transform-work-per-thread",
      llvm::cl::desc("With emulate-gpu: the GPU transform kernels' work per "
                     "thread, as --layout-lower-to-nvvm's option"),
      llvm::cl::init(2)};
  Option<unsigned> transformWorkMinBlocks{
      *this, "transform-work-min-blocks",
      llvm::cl::desc("With emulate-gpu: as --layout-lower-to-nvvm's option"),
      llvm::cl::init(4096)};
  Option<bool> hostMemorySpaces{
      *this, "host-memory-spaces",
      llvm::cl::desc("Put buffers that layouts or alloc_tensor place in "
                     "other memory spaces (a device's SRAM, GPU shared "
                     "memory) in host memory (layout-host-memory-spaces); "
                     "without it such a buffer is an error at its first "
                     "use"),
      llvm::cl::init(false)};
  Option<bool> reportLoops{
      *this, "report-loops",
      llvm::cl::desc("Remark on every op that reaches neither a library "
                     "kernel nor vector loops, with its share of the "
                     "function's FLOPs (layout-report-loops)"),
      llvm::cl::init(false)};
};

/// From tensors with layouts (after assignment and optimization) to the
/// LLVM dialect: linalg.pack/unpack as layout transforms, softmax
/// decomposed, layout-keeping one-shot bufferization
/// (transforms as layout.copy, generated as fast copy loops), compute ops
/// on oneDNN (unless `onednn=false`), then upstream lowering of linalg, memref,
/// scf, vector, arith, math and func to LLVM; fails at any op left outside it.
/// The result runs under `mlir-runner` with `libmlir_c_runner_utils` and the
/// project's `libtensor_layout_onednn_runtime`, whose OpenMP threads run
/// the copies too with threads != 1 (with onednn=false, libomp's).
void buildLayoutLowerToLLVMPipeline(OpPassManager &pm,
                                    const LayoutLowerToLLVMOptions &options);
void buildLayoutLowerToLLVMPipeline(OpPassManager &pm);

/// Options of `--layout-lower-to-nvvm`.
struct LayoutLowerToNVVMOptions
    : public PassPipelineOptions<LayoutLowerToNVVMOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("GPU architecture (NVVM target)"),
                           llvm::cl::init("sm_90")};
  Option<std::string> features{*this, "features",
                               llvm::cl::desc("PTX features (ISA version)"),
                               llvm::cl::init("+ptx80")};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Kernel binary format: fatbin (assembled by the CUDA "
                     "toolkit's ptxas, which must be found), bin (cubin) or "
                     "isa (PTX text, no toolkit needed; the driver compiles "
                     "it when the module is loaded)"),
      llvm::cl::init("isa")};
  Option<unsigned> optLevel{*this, "opt-level",
                            llvm::cl::desc("Optimization level of the kernels"),
                            llvm::cl::init(3)};
  Option<bool> hostShared{
      *this, "host-shared",
      llvm::cl::desc("Buffers in managed memory that host code can read "
                     "(otherwise device memory: every access must be in a "
                     "kernel)"),
      llvm::cl::init(true)};
  Option<bool> libraries{
      *this, "libraries",
      llvm::cl::desc("Matmuls and convolutions as calls to cuBLASLt and "
                     "cuDNN through the project's CUDA runtime "
                     "(convert-linalg-to-cublaslt, convert-linalg-to-cudnn), "
                     "on their buffers' layouts; otherwise loops mapped to "
                     "the GPU"),
      llvm::cl::init(false)};
  Option<bool> allowTF32{
      *this, "allow-tf32",
      llvm::cl::desc("With libraries=true: let cuDNN compute convolutions in "
                     "TF32 on tensor cores, as PyTorch does by default, and "
                     "cuBLASLt the 1x1 ones it runs as matmuls"),
      llvm::cl::init(true)};
  Option<bool> pointwiseEpilogueMatmuls{
      *this, "pointwise-epilogue-matmuls",
      llvm::cl::desc("With libraries=true: run 1x1 convolutions whose image "
                     "and result are in one order as cuBLASLt matmuls where "
                     "cuBLASLt computes their epilogue "
                     "(layout-pointwise-conv-to-matmul's in-one-order); "
                     "otherwise on cuDNN. Off with cudnn-fuse-epilogues, "
                     "whose fused convolutions compute f32 epilogues "
                     "(bf16 ones stay kernels)"),
      llvm::cl::init(true)};
  Option<bool> cudnnFuseEpilogues{
      *this, "cudnn-fuse-epilogues",
      llvm::cl::desc("With libraries=true: fold f32 convolutions' bias, "
                     "residual and ReLU into cuDNN's legacy fused "
                     "convolution (convert-linalg-to-cudnn's "
                     "fuse-epilogues); otherwise they are one GPU kernel "
                     "after the convolution"),
      llvm::cl::init(false)};
  Option<bool> asyncLaunches{
      *this, "async-launches",
      llvm::cl::desc("Run each block's launches, frees and library calls "
                     "in order on one stream, waiting only before host "
                     "memory accesses and returns "
                     "(layout-gpu-async-launches); otherwise wait for each"),
      llvm::cl::init(true)};
  Option<unsigned> transformWorkPerThread{
      *this, "transform-work-per-thread",
      llvm::cl::desc("Work per thread of the transform kernels' row and "
                     "tile kernels, as a factor of the default (1, 2, 4 or "
                     "8; convert-layout-copy-to-gpu's work-per-thread). 2: "
                     "the best geometric mean on an H200 "
                     "(docs/performance-gpu.md)"),
      llvm::cl::init(2)};
  Option<unsigned> transformWorkMinBlocks{
      *this, "transform-work-min-blocks",
      llvm::cl::desc("Transform launches keep at least this many blocks: "
                     "the work factor is halved until they do (0: always "
                     "the full factor)"),
      llvm::cl::init(4096)};
};

/// From tensors with layouts to LLVM dialect host code plus `gpu.binary`
/// kernels for NVIDIA GPUs: linalg.pack/unpack as layout transforms, each
/// layout.transform a kernel
/// (convert-layout-copy-to-gpu), other loops mapped to the GPU, buffers in
/// managed memory (layout-gpu-allocations), then upstream's
/// `gpu-lower-to-nvvm-pipeline`. The host code calls the `mgpu*` runtime
/// functions.
void buildLayoutLowerToNVVMPipeline(OpPassManager &pm,
                                    const LayoutLowerToNVVMOptions &options);

/// Registers `--layout-lower-to-llvm` and `--layout-lower-to-nvvm` for
/// command-line tools.
void registerLayoutPipelines();

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_PIPELINES_PIPELINES_H
