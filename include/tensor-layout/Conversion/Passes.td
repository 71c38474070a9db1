//===- Passes.td - tensor-layout conversion passes ---------*- tablegen -*-===//
//
// Buffer-level code generation: `layout.copy` to CPU or GPU code, compute
// ops to library calls, and the GPU and LLVM passes that the lowering
// pipelines need around them.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_PASSES_TD
#define TENSOR_LAYOUT_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// LayoutCopyToVector
//===----------------------------------------------------------------------===//

def ConvertLayoutCopyToVector : Pass<"convert-layout-copy-to-vector"> {
  let summary = "Lower layout.copy to vectorized, cache-blocked CPU loops";
  let description = [{
    Generates each `layout.copy` as code that runs at memory bandwidth:
    loops contiguous on both sides fused; rows copied with vectors of
    `vector-bytes`, the destination row's padding written in the same
    sweep; transposes as tiles of vectors transposed in registers with
    shuffles (or interleaved, for a short innermost dimension);
    non-temporal stores when the destination has at least
    `nontemporal-bytes`; software prefetches `prefetch-distance` bytes
    ahead along the source rows of transposes (whose many streams the
    hardware prefetcher cannot follow); the outermost loop an
    `scf.parallel` with `parallel` (lower it with `convert-scf-to-openmp`
    to run it on threads). Copies to or from tiled layouts that place
    elements as an untiled layout of higher rank (exact tilings, tilings of
    one padded tile) are generated as such; what fits none of these, and
    every copy with `vector-bytes=0`, is a scalar loop nest in the
    destination's memory order. Copies of dynamic shapes get the row and
    tile kernels with loops to their run-time extents, and a run-time
    check of a source stride that is only known then (docs/Lowering.md,
    "Dynamic shapes"). See docs/performance.md.

    `--layout-lower-to-llvm` runs it with its own `vector-bytes`,
    `nontemporal-bytes` and `prefetch-distance`, and `parallel` for
    `threads` other than 1.

    Embedders get the pattern from
    `populateLayoutCopyToVectorConversionPatterns`.
  }];
  let options = [
    Option<"vectorBytes", "vector-bytes", "int64_t", "64",
           "Bytes per vector (a power of two; 0: scalar loops)">,
    Option<"parallel", "parallel", "bool", "false",
           "Make the outermost loop of each copy an scf.parallel">,
    Option<"nontemporalBytes", "nontemporal-bytes", "int64_t", "0",
           "Copies writing at least this many bytes use non-temporal "
           "stores (0: never)">,
    Option<"prefetchDistance", "prefetch-distance", "int64_t", "0",
           "Transposing copies of sources over 1 MiB prefetch each source "
           "row this many bytes ahead, into L2 (0: never)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

//===----------------------------------------------------------------------===//
// LayoutCopyToGPU
//===----------------------------------------------------------------------===//

def ConvertLayoutCopyToGPU : Pass<"convert-layout-copy-to-gpu"> {
  let summary = "Lower layout.copy to GPU kernels";
  let description = [{
    Generates each `layout.copy` as one `gpu.launch` over the destination's
    physical buffer, padding included, so that every byte is written once
    with coalesced stores: a row kernel where the destination's innermost
    dimension is contiguous in the source (16-byte vector accesses where
    the layouts' alignment allows them), a tile kernel where it is not
    (32x32 tiles through shared memory), and for tiled layouts that place
    elements as no untiled layout does, a gather kernel with a thread per
    destination position. Padding is written with the pad value (zero
    where it is undefined). Outlined, the kernels are named
    `__layout_transform_<function>`. See docs/GPU.md.

    `work-per-thread=N` (1, 2, 4 or 8) gives each thread of the row and
    tile kernels N times the work (N 16-byte chunks; tiles N times as
    long), all its loads issued before its first store, so that more bytes
    are in flight per thread; a launch that would then have fewer than
    `work-min-blocks` blocks (4096: about four waves of 8 blocks on an
    H100's 132 SMs) takes half the factor, and so on down to 1.
    `--layout-lower-to-nvvm` sets both from its `transform-work-per-thread`
    (default 2) and `transform-work-min-blocks`.

    Embedders get the pattern from
    `populateLayoutCopyToGPUConversionPatterns`.
  }];
  let options = [
    Option<"workPerThread", "work-per-thread", "unsigned", /*default=*/"1",
           "Work per thread of the row and tile kernels, as a factor of "
           "the default (1, 2, 4 or 8): chunks of 16 bytes, tiles as "
           "long, loads in flight before the first store">,
    Option<"workMinBlocks", "work-min-blocks", "unsigned",
           /*default=*/"4096",
           "Launches keep at least this many blocks: the factor is halved "
           "until they do (0: always the full factor)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

//===----------------------------------------------------------------------===//
// LinalgMemoryOrder
//===----------------------------------------------------------------------===//

def LayoutLoopsInMemoryOrder : Pass<"layout-loops-in-memory-order"> {
  let summary = "Interchange the loops of linalg ops left to loops into the "
                "memory order of their buffers";
  let description = [{
    A linalg op's loops follow its logical dims; on a buffer in a permuted
    layout (NHWC storage of an NCHW tensor) the innermost loop then strides
    across memory. This pass interchanges the loops of linalg ops on static
    strided buffers, generalizing named ops where loops move:

    - element-wise ops and `linalg.fill` (all loops parallel, the output
      indexed by a permutation) run from the output's largest stride to its
      smallest;
    - ops with reductions (a convolution, a matmul or a pooling that no
      library takes) get as their innermost loop the parallel loop that
      steps at most two elements in every operand (NHWC's output channels,
      NCHW's output columns, a matmul's columns), which LLVM's loop
      vectorizer then vectorizes; the other parallel loops go outside the
      reductions in the output's memory order. The reductions keep their
      relative order, so each output sums its terms as before and results
      do not change by a bit. Where no parallel loop walks every operand so,
      the loops stay. `reductions=false` leaves ops with reductions as
      they are (the GPU pipelines: each output stays a thread's).

    Run it before `convert-linalg-to-loops`. `--layout-lower-to-llvm` runs
    it, and `--layout-lower-to-nvvm` with `reductions=false` before mapping
    loops to the GPU (consecutive threads then take consecutive elements).

    Embedders get the pattern from `populateLoopsInMemoryOrderPatterns`.
  }];
  let options = [
    Option<"reductions", "reductions", "bool", /*default=*/"true",
           "Also interchange ops with reductions (for CPU loops; a GPU "
           "mapping wants every parallel loop outside the reductions, each "
           "output a thread's)">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

//===----------------------------------------------------------------------===//
// ElementwiseToVector
//===----------------------------------------------------------------------===//

def LayoutVectorizeElementwise : Pass<"layout-vectorize-elementwise"> {
  let summary = "Run element-wise linalg ops on buffers of one strided "
                "layout as vector loops";
  let description = [{
    A bias add, a ReLU or a residual add lowered by `convert-linalg-to-loops`
    is a scalar loop nest (LLVM's loop vectorizer leaves these loops
    alone). Where the full-size buffers of an all-parallel linalg op (a
    generic, or a named op such as `linalg.add`, `fill` or `copy`) have one
    static shape and one strided layout with a dim of stride 1, and their
    maps are the identity, element `i` of one buffer in memory is element
    `i` of all: over each contiguous run of elements (the whole buffer for
    any permutation of a packed layout: NCHW, NHWC, a packed tiled buffer;
    each row where rows are padded to an alignment or have a halo, with
    loops over the other dims) the op becomes one loop of `vector-bytes`
    vectors (loads, the body on vectors, stores) and a scalar loop for the
    last few. A smaller operand read through a projected permutation (batch
    norm's per-channel vector) is, over each run, one element splat into
    vectors, or a run of its own where it moves as the output does: the run
    is cut to the longest one where every operand is one or the other (over
    NHWC, a per-channel vector gives runs of one pixel's channels). Scalar
    operands are splats. Padding between runs is not touched. Bodies of
    element-wise arith and math ops only. Other ops are left to the loops.
    Run it before `convert-linalg-to-loops`; `--layout-lower-to-llvm` does
    (with `vector-bytes` above 0).

    With `parallel-bytes` above 0, an op over at least that many bytes (its
    elements times its widest element type) runs its outermost loop that
    has more than one iteration (an outer dim, else the vector loop) as an
    `scf.parallel`, which `convert-parallel-loops-to-onednn-threads` or
    `convert-scf-to-openmp` then runs on threads. `--layout-lower-to-llvm`
    sets it with `threads` other than 1: a SiLU or squeeze-excitation
    multiply left beside oneDNN's kernels ran on one core while the
    kernels' second thread waited.

    Embedders get the pattern from `populateVectorizeElementwisePatterns`.
  }];
  let options = [
    Option<"vectorBytes", "vector-bytes", "int64_t", "64",
           "Bytes per vector (a power of two)">,
    Option<"parallelBytes", "parallel-bytes", "int64_t", "0",
           "Ops over at least this many bytes run their outermost loop as "
           "an scf.parallel (0: never)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def LayoutVectorizeReductions : Pass<"layout-vectorize-reductions"> {
  let summary = "Run float reductions over contiguous elements as vector "
                "accumulators";
  let description = [{
    A squeeze-excitation's global mean, a LayerNorm's mean and variance and
    a global pooling reduce elements that lie next to each other in memory
    (H and W of NCHW, the channels of NHWC, a row). `convert-linalg-to-loops`
    makes each output a chain of dependent scalar adds that LLVM keeps in
    order: EfficientNet-B0's 16 squeeze-excitations took about 3 ms of a
    22 ms call that way.

    This pass takes linalg ops on static strided buffers with one output,
    indexed by parallel dims alone, whose body of element-wise arith and
    math ops yields an `arith.addf`, `maximumf` or `minimumf` of a term and
    the output (which it uses nowhere else), and whose inputs either do not
    move over the reduced dims (a per-row mean in a variance: loaded once
    per output) or move over them through one contiguous run, the same in
    all. Per output, the term is computed on vectors of `vector-bytes` and
    combined into four accumulators, then across them and their lanes
    (`vector.reduction`); the last elements are combined one by one, and
    the output's initial value last. The order of the sum changes (as in
    any vectorized library's reduction): results differ from the loops' in
    the last bits. With `parallel-bytes` above 0, an op over at least that
    many bytes runs its outermost loop over the outputs as an
    `scf.parallel`. Other reductions are left to the loops.

    `--layout-lower-to-llvm` runs it beside `layout-vectorize-elementwise`
    (with `vector-bytes` above 0, and `parallel-bytes` with `threads` other
    than 1). Embedders get the pattern from
    `populateVectorizeReductionsPatterns`.
  }];
  let options = [
    Option<"vectorBytes", "vector-bytes", "int64_t", "64",
           "Bytes per vector (a power of two)">,
    Option<"parallelBytes", "parallel-bytes", "int64_t", "0",
           "Ops over at least this many bytes run their outermost loop over "
           "the outputs as an scf.parallel (0: never)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

//===----------------------------------------------------------------------===//
// LinalgToOneDNN
//===----------------------------------------------------------------------===//

def ConvertLinalgToOneDNN
    : Pass<"convert-linalg-to-onednn", "::mlir::ModuleOp"> {
  let summary = "Run compute ops on buffers as oneDNN's kernels, on the "
                "buffers' own layouts";
  let description = [{
    Replaces compute ops on f32 buffers by calls into the project's oneDNN
    runtime (`libtensor_layout_onednn_runtime.so`), on the buffers' own
    layouts: the layouts a target chose reach oneDNN's kernels with no copy.

    - `linalg.matmul` (2-D, any strides: row-major, column-major, rows
      padded to an alignment) becomes a call to
      `tensor_layout_onednn_matmul_f32`, which describes each buffer to
      oneDNN by its sizes and strides, builds the primitive once for them
      and runs it. The call takes memref descriptors
      (`llvm.emit_c_interface`).
    - 2-D convolutions on static buffers (`linalg.conv_2d_nchw_fchw`,
      `linalg.depthwise_conv_2d_nchw_chw`, the grouped
      `linalg.conv_2d_ngchw_gfchw`, the channels-last
      `linalg.conv_2d_nhwc_hwcf` and `conv_2d_nhwc_fhwc`) become calls to
      `tensor_layout_onednn_conv_f32` with a constant description of the
      kernel: each strided buffer by its sizes and strides, and each
      blocked buffer (the `linalg.generic` over physical dims that
      `layout-bufferize` makes of a convolution on tiled layouts, recorded
      in its `layout.logical_op` attribute) by its outer strides and inner
      blocks, as oneDNN describes `nChw16c` or `OIhw16i16o`. A 1x1
      convolution from NCHW into NHWC or back, which oneDNN has no
      convolution kernel for, runs as its matmul over the pixels.
    - Batch matmuls, and (batch) matmuls on blocked buffers (B in oneDNN's
      16x64 blocks), become calls to
      `tensor_layout_onednn_blocked_matmul_f32` described the same way.
    - Max poolings (`linalg.pooling_nchw_max`, `pooling_nhwc_max`) started
      from a fill with the lowest float or -inf become
      `tensor_layout_onednn_pooling_f32`; `linalg.softmax`,
      `tensor_layout_onednn_softmax_f32`.

    Each call is built at compile time first, with the runtime's own code,
    on this CPU: where oneDNN refuses the description, or has only its
    reference kernel for it, the op stays loops, so a valid program never
    aborts inside the runtime. An image larger than the windows reach, and
    a ceil-mode pooling's padding, are fitted to oneDNN's geometry.

    An element-wise epilogue right after a kernel (a bias, a ReLU or ReLU6,
    a residual add of a buffer of the result's type; an inference batch
    norm or bias read along the channels, folded into one scale and shift
    per channel; a residual added in place, as oneDNN's sum; SiLU, the
    logistic function and hardswish) becomes the
    kernel's post-ops, and a zero-padded image (a `tensor.pad` that
    `layout-fold-pad-into-halo=convolution-padding` kept) the kernel's own
    padding, so the producer writes a dense result the next kernel reads in
    place. Ops it does not take (other element types, broadcast or
    transposed indexing maps, buffers in other memory spaces) are left for
    the loop lowering.

    `--layout-lower-to-llvm` runs it before `convert-linalg-to-loops` (its
    `onednn` option, on by default; `onednn=false` leaves these ops to
    loops). The program then calls the runtime: link it
    (`tensor-layout-compile --shared` does), or give it to `mlir-runner`
    with `-shared-libs`. docs/Lowering.md ("Compute ops on oneDNN") has
    the details.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect"];
}

//===----------------------------------------------------------------------===//
// LinalgToCudaLibraries
//===----------------------------------------------------------------------===//

def ConvertLinalgToCublasLt
    : Pass<"convert-linalg-to-cublaslt", "::mlir::ModuleOp"> {
  let summary = "Run matmuls on buffers as cuBLASLt's kernels, on the "
                "buffers' own layouts";
  let description = [{
    Replaces `linalg.matmul` and `linalg.batch_matmul` on static f32 buffers
    (default indexing maps, each buffer with unit stride along one of its
    two matrix dims: row-major, column-major, rows padded to an alignment)
    by a call to `tensor_layout_cublaslt_matmul_f32` of the project's CUDA
    runtime, `libtensor_layout_cuda_runtime.so`, which opens cuBLASLt 13 at
    run time (`tensor_layout_cublaslt_matmul_bf16` for bf16 operands into
    an f32 result, whose products linalg sums in f32 as cuBLASLt does).
    The call's last argument is a null stream, which
    `layout-gpu-async-launches` replaces by the function's. cuBLASLt
    multiplies column-major matrices, each possibly
    transposed; every such buffer is one, so the layouts a target chose
    reach the kernel with no copy (a row-major result is computed as its
    transpose, B^T A^T).

    A zero `linalg.fill` of the result right before the matmul is dropped
    (beta = 0). After it, an element-wise `linalg.generic` that scales the
    product, then adds a buffer of the result's type (a bias or a residual,
    as C with beta = 1) and a constant (a full-size splat bias, which
    canonicalization makes a scalar: cuBLASLt's bias epilogue on a vector
    of it; a constant on each side of the buffer is one, their sum), then
    applies a ReLU, each optional, is folded into the call as cuBLASLt's
    epilogue. Operands that are
    constants are marked so: the runtime copies them to device memory once,
    which GPUs without HMM need. Other matmuls (other element types,
    transposed or broadcast maps, dynamic shapes, buffers with no unit
    stride) are left for the loops mapped to the GPU.

    f32 products are computed in f32 (CUBLAS_COMPUTE_32F), as PyTorch's
    matmuls by default, unless the matmul carries the unit attribute
    `layout.allow_tf32`: then in TF32 on tensor cores
    (CUBLAS_COMPUTE_32F_FAST_TF32, about 1e-3 relative error). bf16
    products are exact in f32 either way. The matmuls
    `layout-pointwise-conv-to-matmul` makes of 1x1 convolutions run here
    too, marked so where the convolutions may run in TF32. Any other value
    of `layout.allow_tf32` is an error.

    `--layout-lower-to-nvvm=libraries=true` runs it after bufferization,
    before the allocations become GPU allocations (docs/GPU.md, "Compute
    ops on cuBLASLt and cuDNN").
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def LayoutPointwiseConvToMatmul : Pass<"layout-pointwise-conv-to-matmul"> {
  let summary = "Rewrite 1x1 convolutions between NCHW and NHWC buffers, "
                "or with epilogues cuBLASLt computes, as matmuls on views "
                "of them";
  let description = [{
    A `linalg.conv_2d_nchw_fchw` on static strided buffers, 1x1 at stride 1
    on one image, whose image and result keep their channels on different
    sides of the pixels (NCHW into NHWC, or back) is the matmul
    filter (F, C) x pixels (C, H * W) = result (F, H * W): it becomes a
    `linalg.matmul` on `memref.reinterpret_cast` views of its buffers (an
    image's pixels must be one strided dim: no rows padded apart), its zero
    fill moved onto the result's view. cuDNN's convolution kernels take an
    image and a result in one order; cuBLASLt reads and writes those
    matrices in any order, so at a network's NCHW edges such a
    convolution takes the place of a transform, which the `cuda-libraries`
    target offers as an alternative. Other convolutions are left as they
    are. `--layout-lower-to-nvvm=libraries=true` runs it before
    `convert-linalg-to-cublaslt`, with the pipeline's `allow-tf32`.

    The element-wise op right after such a convolution, where it is an
    epilogue cuBLASLt computes (a scale, a bias, a residual of the result's
    type, a ReLU; into a fresh allocation: the epilogues
    `convert-linalg-to-cublaslt` folds), moves onto the same views of its
    buffers (pixel (c, h, w) is (c, h * W + w) in each, whatever its
    order), so that the call computes it. Other epilogues (a ReLU6) stay
    as they are.

    With such an epilogue, a 1x1 convolution whose image and result are in
    one order (NCHW or NHWC both) becomes a matmul too, its epilogue
    cuBLASLt's: cuDNN would run it as a GEMM as well, but its epilogue as
    a kernel of ours (convert-linalg-to-cudnn folds none by default).
    `in-one-order=false` leaves those to cuDNN.

    An f32 matmul made of a convolution carries `layout.allow_tf32`, so
    that cuBLASLt computes it in TF32 as cuDNN computes the convolutions
    around it (and the convolution itself, had it stayed one);
    `allow-tf32=false` keeps it in f32, as `convert-linalg-to-cudnn`'s
    option of that name keeps the convolutions.
  }];
  let options = [
    Option<"allowTF32", "allow-tf32", "bool", /*default=*/"true",
           "Mark the f32 matmuls made of convolutions `layout.allow_tf32`, "
           "as cuDNN computes convolutions in TF32">,
    Option<"inOneOrder", "in-one-order", "bool", /*default=*/"true",
           "Also rewrite those with the image and result in one order "
           "whose epilogue cuBLASLt computes (cuDNN leaves it a kernel)">
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect"];
}

def ConvertLinalgToCudnn
    : Pass<"convert-linalg-to-cudnn", "::mlir::ModuleOp"> {
  let summary = "Run convolutions, max poolings and softmaxes on buffers as "
                "cuDNN's kernels, on the buffers' own layouts";
  let description = [{
    Replaces `linalg.conv_2d_nchw_fchw` on static f32 buffers whose image,
    filter and result are each packed in NCHW order, or each in NHWC order
    (the logical dims' strides of a dense NCHW or NHWC buffer), and
    `linalg.depthwise_conv_2d_nchw_chw` with such an image and result and a
    dense filter (cuDNN's grouped filter, C groups), by a call to
    `tensor_layout_cudnn_conv_f32` of the project's CUDA runtime, which
    opens cuDNN 9 at run time and builds, once per shape, layout and
    alignment, a graph of one convolution, and queues the engine cuDNN's
    heuristics rank first that accepts it on the call's stream (its last
    argument: null, which the runtime waits for, until
    `layout-gpu-async-launches` gives it the function's stream). The logical
    dims and strides of each buffer are its cuDNN tensor: NHWC buffers reach
    cuDNN's tensor-core kernels with no transform.

    The result's size must be the one the image, window, strides and
    dilations give (linalg accepts a smaller one; cuDNN does not). A zero
    `linalg.fill` of the result right before the convolution is dropped
    (beta = 0); without one, the convolution adds to the result (beta =
    1). Constant filters are marked so: the runtime copies them to
    device memory once. An image that is a zero-padded copy of another
    buffer (a `tensor.pad`, bufferized) is replaced by that buffer, which
    cuDNN pads itself.

    A bf16 image and filter into a zero-filled f32 result (linalg extends
    each element to f32 and sums in f32, as cuDNN's bf16 kernels do)
    become `tensor_layout_cudnn_conv_bf16`. With `fuse-epilogues=true`,
    the element-wise op after an f32 convolution into a zero-filled
    result, where it scales the product, adds a constant bias and a buffer
    of the result's type (a residual) and applies a ReLU, each optional, is
    folded into a call to `tensor_layout_cudnn_conv_bias_act_f32`, cuDNN's
    fused convolution (padding alike on both sides only). By default, and
    for other epilogues, the element-wise op stays a GPU loop, one kernel
    after the convolution: the fused convolution is cuDNN's legacy
    `cudnnConvolutionBiasActivationForward`, whose host time per call (about
    45 us on an H200, against the few microseconds of the kernel it saves)
    made the ResNet blocks slower.
    Other convolutions (other element types or ops, bf16 results, dynamic
    shapes, buffers with gaps or mixed orders) are left for the loops
    mapped to the GPU.

    `linalg.pooling_nchw_max` on an image and result packed in one order
    (NCHW or NHWC), started from a fill with the lowest float or -inf,
    becomes a call to `tensor_layout_cudnn_max_pooling_f32` (cuDNN's max
    pooling, NaNs propagated) and the fill goes; an image padded with the
    lowest float alike on both sides, by less than the window, is read
    unpadded, cuDNN padding it.
    Dilated windows and asymmetric padding stay loops.

    `linalg.softmax` on static f32 buffers of any positive strides (dynamic
    ones checked at run time), its output not a view of its input, becomes
    a call to `tensor_layout_cudnn_softmax_f32` (cuDNN's softmax along C,
    the other dims merged into N, H and W as their strides allow,
    `ExecutionEngine/ChannelSoftmax.h`): padded or permuted buffers are
    read and written as they are. `layout-decompose-aggregated-ops=
    keep-library-softmax` keeps such softmaxes whole for it.

    cuDNN's fastest f32 engines on tensor cores compute in TF32 (inputs
    rounded to 10 mantissa bits, about 1e-3 relative error), as PyTorch
    lets them by default; `allow-tf32=false` keeps to engines that compute
    in f32 throughout.

    `--layout-lower-to-nvvm=libraries=true` runs it with
    `convert-linalg-to-cublaslt`.
  }];
  let options = [
    Option<"allowTF32", "allow-tf32", "bool", /*default=*/"true",
           "Let cuDNN run the convolutions on engines that compute in TF32">,
    Option<"fuseEpilogues", "fuse-epilogues", "bool", /*default=*/"false",
           "Fold an f32 convolution's bias, residual and ReLU into cuDNN's "
           "(legacy) fused convolution">
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def ConvertLayoutCopyToOneDNN
    : Pass<"convert-layout-copy-to-onednn", "::mlir::ModuleOp"> {
  let summary = "Run large layout copies as oneDNN reorders";
  let description = [{
    Replaces `layout.copy` of at least `min-bytes` between f32 buffers in
    the default memory space that oneDNN can describe (strided buffers of
    untiled layouts, packed buffers of tiled ones, as
    `convert-linalg-to-onednn` describes them) by a call to
    `tensor_layout_onednn_reorder_f32` of the project's oneDNN runtime,
    which builds oneDNN's reorder once per pair of descriptions and runs
    it. A program on oneDNN's kernels then transforms on the threads its
    kernels use. Copies whose destination has padding that a reorder would
    not fill with the pad value (padding outside blocks, or in blocks with
    a pad value other than zero; oneDNN zeroes its blocks' padding) are
    left for `convert-layout-copy-to-vector`, as are smaller copies, other
    element types and other memory spaces.

    `--layout-lower-to-llvm=onednn-reorder-bytes=N` (N > 0, with `onednn`,
    the default) runs it before `convert-layout-copy-to-vector` with N as
    `min-bytes`. The pipeline's default is 0, off: on two cores, one thread
    of our copies already moved NCHW <-> NHWC as fast (docs/Lowering.md).
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", "262144",
           "Copies of at least this many bytes become reorders (at least 1)">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect"];
}

def ConvertParallelLoopsToOneDNNThreads
    : Pass<"convert-parallel-loops-to-onednn-threads", "::mlir::ModuleOp"> {
  let summary = "Run scf.parallel loops on the OpenMP threads of oneDNN's "
                "kernels";
  let description = [{
    A program whose kernels are oneDNN's runs them on oneDNN's OpenMP
    threads (GNU OpenMP for Debian's oneDNN). Loops that
    `convert-scf-to-openmp` hands to LLVM's OpenMP runtime get a team of
    their own, and on a machine with as many threads as cores the two
    teams spin against each other. This pass runs each outermost
    `scf.parallel` without reductions through
    `tensor_layout_parallel_for` of the project's oneDNN runtime, which
    splits the loop's first dim over the team oneDNN's kernels use (the
    same threads, woken from their wait; `threads` bounds how many of them
    get a share, and a team of oneDNN's size runs whatever it is, so that
    no thread is started or stopped).

    The loop's body is outlined into a private function
    `(!llvm.ptr, i64, i64)` that runs the iterations from `begin` to `end`
    (its other dims stay an `scf.parallel`, lowered sequentially). The
    values the body uses from above travel in a struct on the caller's
    stack, each in its LLVM type (memref descriptors as
    `finalize-memref-to-llvm` makes them); constants and globals are
    remade in the body. A loop whose values have no LLVM type, or with
    reductions, is left as it is.

    With `only-with-onednn-calls`, a module that calls no function of the
    runtime (`tensor_layout_onednn_*`) keeps its loops, which
    `convert-scf-to-cf` then runs in sequence: a program of transforms
    alone needs no runtime.

    `--layout-lower-to-llvm=threads=N` (N != 1) runs it in place of
    `convert-scf-to-openmp`, unless `onednn=false`: the program then needs
    the oneDNN runtime, not libomp. By default (`threads=-1`, with
    `onednn`) it runs with `threads=0 only-with-onednn-calls=true`.
  }];
  let options = [
    Option<"threads", "threads", "unsigned", "0",
           "At most this many of oneDNN's threads per loop (0: all)">,
    Option<"onlyWithOneDNNCalls", "only-with-onednn-calls", "bool", "false",
           "Leave the loops of modules that call no function of the oneDNN "
           "runtime">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::scf::SCFDialect"];
}

//===----------------------------------------------------------------------===//
// GPUCommon
//===----------------------------------------------------------------------===//

def LayoutGpuAllocations : Pass<"layout-gpu-allocations", "::mlir::ModuleOp"> {
  let summary = "Allocate host code's buffers as GPU memory the host can "
                "also read";
  let description = [{
    For programs lowered to the GPU (`--layout-lower-to-nvvm`): every
    `memref.alloc` outside GPU kernels becomes `gpu.alloc host_shared`
    (CUDA managed memory: the kernels read and write it at device speed
    once resident, host code and the caller read it too) and every
    `memref.dealloc` of one becomes `gpu.dealloc`. Run after buffer
    deallocation and before `gpu-to-llvm`. Allocations inside kernels and
    `memref.alloca` are left alone.

    With `host-shared=false` the buffers are plain device memory instead
    (`gpu.alloc` on a stream): faster to allocate and never migrated, for
    programs whose every access to them happens in kernels (benchmarks,
    functions that only transform layouts). Host code that reads such a
    buffer faults.
  }];
  let options = [
    Option<"hostShared", "host-shared", "bool", /*default=*/"true",
           "Allocate managed memory, readable by host code (otherwise "
           "device memory)">
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def LayoutGpuAsyncLaunches
    : Pass<"layout-gpu-async-launches", "::mlir::ModuleOp"> {
  let summary = "Run each block's GPU work in order on one stream, waiting "
                "only where the host needs it";
  let description = [{
    For host code lowered to the GPU (`--layout-lower-to-nvvm`), after
    `gpu-kernel-outlining`: in each block of a host function, the kernel
    launches, allocations, frees, copies and library calls between two
    points where the host must wait run in program order on one stream
    (one `gpu.wait async` token chain), and the host waits for it once
    (`gpu.wait`), right before the next op that may read or write memory
    (a host load or store, a call, a region holding such ops) and before
    the block's terminator. Without it, `gpu-to-llvm` waits for every
    launch, allocation and free on a stream of its own: a few microseconds
    of host latency each, more than a small network's kernels.

    Like upstream's `gpu-async-region`, but:
    - managed (`host_shared`) allocations stay synchronous (`gpu-to-llvm`
      lowers no other form); they order nothing;
    - the short chains `layout-gpu-allocations` makes for a free
      (`gpu.wait async`, `gpu.dealloc async`, `gpu.wait`) join the block's
      chain: the free runs on its stream, after the launches that use the
      buffer;
    - calls to runtime functions marked `layout.stream_argument` (the
      cuBLASLt and cuDNN calls of `convert-linalg-to-cublaslt` and
      `convert-linalg-to-cudnn`), whose last argument is a null stream,
      get the chain's stream instead and join the chain: the runtime
      enqueues the library's kernels on it without waiting.

    Ops already on a chain of the block's tokens (or a fresh stream) join
    it, with the chain's last token as their one dependency (gpu-to-llvm
    lowers one); an op that depends on a token from elsewhere (an
    argument) starts a new chain after the host waited for the block's.
    Running the pass twice changes nothing more. Run before `gpu-to-llvm`,
    after every GPU op is an outlined `gpu.launch_func`.
    `--layout-lower-to-nvvm` runs it unless `async-launches=false`.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def LayoutGpuDeviceConstants
    : Pass<"layout-gpu-device-constants", "::mlir::ModuleOp"> {
  let summary = "Give GPU kernels the constants they read as device globals";
  let description = [{
    For programs lowered to the GPU (`--layout-lower-to-nvvm`), before
    `gpu-kernel-outlining`: each `memref.get_global` of a constant global
    that a `gpu.launch` reads (directly or through views: a layout's
    strided view, a reshape, a cast) is cloned into the launch, with its
    views and their index constants, so that outlining copies the global
    into the kernels' `gpu.module` and the kernel reads a device global
    instead of a host pointer. A GPU without HMM (`nvidia-smi -q`:
    "Addressing Mode: None") cannot read host globals; the driver uploads
    the kernels' module, with its globals, once when it loads it. Host code
    keeps reading the host global. Mutable globals are left alone.
    `--layout-lower-to-nvvm` runs it.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def LayoutGpuFlattenParallelLoops
    : Pass<"layout-gpu-flatten-parallel-loops"> {
  let summary = "Make each host scf.parallel one dim tiled by a GPU block, "
                "for gpu-map-parallel-loops";
  let description = [{
    `gpu-map-parallel-loops` maps the dims of an outermost `scf.parallel`
    to the grid and those of a parallel loop nested in it to a block's
    threads. The loops that `convert-linalg-to-parallel-loops` makes of
    element-wise code and fills are single `scf.parallel`s: mapped as they
    are, they launch one thread per block, and a dim beyond 65535 in the
    grid's y or z cannot launch at all. This pass collapses each such loop
    (an `scf.parallel` in host code, not nested in another) into one dim
    and tiles it by `block-size`: the outer loop becomes a 1-D grid (up to
    2^31 - 1 blocks), the inner one the block's threads, the last block's
    extra threads doing nothing. Run before `gpu-map-parallel-loops`;
    `--layout-lower-to-nvvm` does.
  }];
  let options = [
    Option<"blockSize", "block-size", "int64_t", /*default=*/"256",
           "Threads per block">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def LayoutEmulateGpuLaunches
    : Pass<"layout-emulate-gpu-launches", "::mlir::ModuleOp"> {
  let summary = "Run gpu.launch kernels on the host as loops, to check GPU "
                "kernels without a GPU";
  let description = [{
    Replaces each `gpu.launch` by loops over its grid's blocks and, inside
    them, over the block's threads: one thread loop per stretch of the
    body between `gpu.barrier`s. A barrier makes every thread of a block
    finish the stretch before it, so running the stretch for all threads
    before the next one computes what the GPU computes. Values that a later
    stretch uses from an earlier one are recomputed in its loop; their ops
    must be free of side effects. Memory in the GPU's workgroup address
    space (globals, workgroup attributions) becomes host memory.

    With it, `--layout-lower-to-llvm=emulate-gpu=true` builds the GPU
    transform kernels of `convert-layout-copy-to-gpu` for the CPU, so
    their indexing, edges and padding run in every test, on machines
    without a GPU. It says nothing of speed, coalescing or vector widths,
    and a missing barrier goes unnoticed (threads run one after another).

    Refused, each with a diagnostic: a barrier inside a region of the body,
    a value with side effects used across a barrier, private
    attributions, asynchronous launches, clusters, and GPU ops other than
    barriers and thread, block and dimension ids.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

//===----------------------------------------------------------------------===//
// LLVMCommon
//===----------------------------------------------------------------------===//

def LayoutExpandShapeAsReinterpretCast
    : Pass<"layout-expand-shape-as-reinterpret-cast"> {
  let summary = "A memref.expand_shape with several dynamic extents in one "
                "group as a memref.reinterpret_cast";
  let description = [{
    MLIR 22's `expand-strided-metadata` crashes on a `memref.expand_shape`
    that splits a dim into more than one dynamic extent (llvm-project
    issue 186830, fixed after the release): a dynamic reshape of a tensor
    with a layout bufferizes to one. This pass rewrites each such op into
    the `memref.reinterpret_cast` the fixed pass makes: the source's
    offset, the `output_shape` extents, and strides that grow from the
    source dim's stride by the extents inside the group. Other expansions
    are left to `expand-strided-metadata`. The lowering pipelines
    (`--layout-lower-to-llvm`, `--layout-lower-to-nvvm`) run it right
    before that pass.

    ```mlir
    %e = memref.expand_shape %m [[0, 1]] output_shape [%a, %b]
        : memref<?xf32> into memref<?x?xf32>
    // becomes
    %base, %offset, %size, %stride = memref.extract_strided_metadata %m ...
    %s = arith.muli %stride, %b : index
    %e = memref.reinterpret_cast %m to offset: [%offset], sizes: [%a, %b],
        strides: [%s, %stride] : memref<?xf32> to memref<?x?xf32>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def LayoutLegalizeMath : Pass<"layout-legalize-math"> {
  let summary = "Rewrite math ops that LLVM has no intrinsic for, or calls "
                "libm for lane by lane, into arithmetic";
  let description = [{
    `convert-to-llvm` lowers most of the math dialect to LLVM intrinsics,
    but not `math.erf` and `math.erfc`, which frontends emit for GELU
    (torch-mlir's ConvNeXt, BERT and ViT): a pipeline then stopped with
    `'math.erf' was not lowered to the LLVM dialect`, and a libm call would
    not take the vectors that element-wise loops make. And on vectors, the
    intrinsics of `exp`, `expm1`, `log`, `log1p`, `log2` and `tanh` become
    one libm call per lane: a sigmoid or SiLU loop of 16-lane vectors spent
    its time in scalar `expf` calls (EfficientNet-B0: 17% of its samples).

    This pass rewrites erf and erfc everywhere, and the others on vectors,
    into upstream's polynomial approximations (the math dialect's
    `populateMathPolynomialApproximationPatterns`; f32 and vectors of f32,
    within 2 ulp of the f64 result; subnormal results of exp flush to
    zero). Scalars of the others keep their libm call. Other float types
    are left; erf on them is reported by `layout-check-lowered-to-llvm`.
    `--layout-lower-to-llvm` runs it before `convert-to-llvm`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::vector::VectorDialect"];
}

def LayoutReportLoops : Pass<"layout-report-loops"> {
  let summary = "Name every linalg op on buffers that will run as scalar "
                "loops, with its FLOPs";
  let description = [{
    Run on buffers after the library conversions and the element-wise
    vectorization, this pass sees what is left for `convert-linalg-to-loops`:
    ops that reach neither a kernel nor vector loops. It emits a remark on
    each, at its location, naming the op (a `linalg.generic` by its payload's
    ops) and its FLOPs (iterations times the arithmetic ops of its payload; a
    multiply-add counts 2), and one remark per function with the count and
    their FLOPs. `--layout-lower-to-llvm="report-loops=true"` runs it at that
    point and gives each op's share of the function's FLOPs as counted on
    tensors before lowering (linalg ops as above, and one FLOP per element
    of arith and math ops on tensors):

    ```
    remark: 'linalg.generic' (arith.mulf, arith.addf) runs as scalar loops: 3211264 FLOPs, 0.9% of @forward's 371716096
    remark: @forward: 4 ops run as scalar loops: 5017600 of its 371716096 FLOPs (1.3%)
    ```

    Ops with dynamic extents have an unknown count, and say so.
  }];
}

def LayoutLegalizeNontemporalStores
    : Pass<"layout-legalize-nontemporal-stores"> {
  let summary = "Keep non-temporal stores of vectors of 16-bit floats "
                "non-temporal";
  let description = [{
    LLVM's x86 back end has no non-temporal store of vectors of `bf16` or
    `f16`: an `llvm.store ... {nontemporal}` of one becomes an ordinary
    store that goes through the caches, which costs a large layout
    transform up to a third of its bandwidth. A bitcast to integers right
    before the store is folded away by instruction selection, so this pass
    rebuilds the loads and shuffles that produce the stored value on
    integers of the same width (a bitcast where the value comes from
    anything else): the same bits move, and the store keeps its hint.
    Other users of a rebuilt load or shuffle (an ordinary store of the same
    row) take a bitcast of the integer value, so nothing is computed twice.
    Run on the LLVM dialect, after `convert-to-llvm`;
    `--layout-lower-to-llvm` does.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def LayoutHostMemorySpaces
    : Pass<"layout-host-memory-spaces", "::mlir::ModuleOp"> {
  let summary = "Put buffers of every memory space in host memory, or fail "
                "at the first op that uses one";
  let description = [{
    A layout (`#layout.encoding<..., memory_space = 1>`) or an
    `alloc_tensor {memory_space = 1}` puts a buffer in a memory space of a
    device (an accelerator's SRAM, GPU shared memory). On the CPU no
    lowering places such buffers: upstream's lowering makes them pointers
    of an LLVM address space that the x86 back end gives other meanings,
    and its `free` takes only the default one. With `to-host` (the
    default) this pass rewrites every memory space of every memref type in
    the module (values, function signatures, globals) to the default one,
    so that a program written for a device with several memories runs on
    the host with the same layouts; a `memref.memory_space_cast` between
    spaces that become one is dropped. With `to-host=false` it changes
    nothing and fails, at the first op (or function) that uses a buffer in
    another space than the default one, naming the space.

    `--layout-lower-to-llvm` runs it right after bufferization:
    `host-memory-spaces=true` maps, the default refuses (so that a memory
    space is never lost silently). `--layout-lower-to-nvvm` refuses.
  }];
  let options = [
    Option<"toHost", "to-host", "bool", /*default=*/"true",
           "Rewrite every memory space to the default one; false: fail "
           "where one is used">,
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def LayoutCheckLoweredToLLVM
    : Pass<"layout-check-lowered-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Fail, at the op, where a lowering left anything outside the "
                "LLVM dialect";
  let description = [{
    Upstream conversions leave the ops they have no pattern for in place,
    and succeed: a program would then fail only later, in `mlir-runner` or
    in the translation to LLVM IR, far from its cause. This pass, the last
    of `--layout-lower-to-llvm` and `--layout-lower-to-nvvm`, reports each
    kind of op left outside the LLVM dialect at its first location, and
    fails. `builtin.module` passes, and so does what `allowed` names: ops
    (`gpu.binary`) or whole dialects (`omp`) that the translation to LLVM
    IR handles (the NVVM pipeline allows `gpu.binary` and
    `gpu.launch_func`, the LLVM pipeline with threads the `omp` dialect).
  }];
  let options = [
    ListOption<"allowed", "allowed", "std::string",
               "Ops (dialect.op) or dialects allowed besides the LLVM "
               "dialect">,
  ];
}

#endif // TENSOR_LAYOUT_CONVERSION_PASSES_TD
