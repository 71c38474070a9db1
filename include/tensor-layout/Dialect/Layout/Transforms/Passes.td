//===- Passes.td - layout dialect passes -------------------*- tablegen -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PASSES_TD
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def LayoutReport : Pass<"layout-report"> {
  let summary = "Report the layout transforms of each function and the bytes "
                "they move";
  let description = [{
    Emits a remark on every `layout.transform` (and every `linalg.transpose`
    on tensors, a transform that also renames dims) saying how many bytes it
    reads and writes (physical sizes of both layouts, padding included) with
    the physical shape, strides and offset of each side, and a remark on
    every function-like op with the number of these transforms and the bytes
    they move in total. `layout.relabel` moves no data and is not counted. Running it before and after an optimization pipeline
    shows what the pipeline saved:

    ```
    tensor-opt in.mlir --layout-report --canonicalize --layout-report
    ```

    Sizes of tensors with dynamic extents are reported as unknown and left
    out of the totals, which then say so.
  }];
  let dependentDialects = ["::mlir::layout::LayoutDialect"];
}

def LayoutPropagate : Pass<"layout-propagate"> {
  let summary = "Move layout transforms through layout-agnostic ops so that "
                "they cancel, merge and fold";
  let description = [{
    Sinks `layout.transform` below element-wise ops when all their tensor
    operands come from transforms out of one layout (the op then runs in
    that layout and one transform follows it), hoists transforms above them
    in the mirrored case, rewrites `linalg.transpose` into a zero-copy
    `layout.relabel` followed by at most one transform, and canonicalizes
    transforms as it goes, so that transforms brought together cancel,
    merge, and fold into constants.

    Element-wise ops are named linalg element-wise ops, `linalg.generic`
    with identity indexing maps and parallel iterators, `linalg.map`,
    `linalg.fill`, and `arith`/`math` ops on tensors. Constants,
    `tensor.empty` and fills of it follow any layout for free.

    Padding is tracked: an op that runs in a zero-padded layout leaves
    f(0, ..., 0) in its result's padding, so the result layout keeps
    `pad_value = zero` only when that folds to zero (add, mul, relu, ...)
    and has an undefined pad value otherwise. A transform is hoisted above
    an op only when the op leaves the pad value its consumers' layout
    promises.

    Each rewrite is priced in bytes moved by transforms (physical sizes,
    padding included); the pass never increases the total. Tensors with
    dynamic shapes, whose sizes are unknown, are left alone.

    Embedders get the patterns from `populateLayoutPropagationPatterns`.
  }];
  let dependentDialects = ["::mlir::layout::LayoutDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def LayoutBufferize : Pass<"layout-bufferize", "::mlir::ModuleOp"> {
  let summary = "One-shot bufferization that keeps layouts as strided memrefs";
  let description = [{
    Runs upstream one-shot module bufferization, function boundaries
    included, so that a tensor with a layout becomes a memref of its logical
    shape whose static strides and offset come from the layout. Upstream ops
    on such tensors (linalg, tensor, arith, ...) bufferize in the same run
    and index them logically; plain tensors become identity-layout memrefs.

    `tensor.empty` with a layout becomes an allocation of the layout's
    physical size and base alignment with its padding holding the pad value;
    `arith.constant` with a layout becomes a global holding the physical
    bytes, padding included; `layout.transform` becomes such an allocation
    plus a copy of the elements; `layout.relabel` becomes a
    `memref.reinterpret_cast` of its operand's buffer.

    The copy of a transform is generated to run at memory bandwidth: loops
    contiguous on both sides fused; rows copied with vectors of
    `vector-bytes`, the destination row's padding written in the same sweep;
    transposes as tiles of vectors transposed in registers with shuffles
    (or interleaved, for a short innermost dimension); non-temporal stores
    when the destination has at least `nontemporal-bytes`; software
    prefetches `prefetch-distance` bytes ahead along the source rows of
    transposes (whose many streams the hardware prefetcher cannot follow);
    the outermost
    loop an `scf.parallel` with `parallel` (lower it with
    `convert-scf-to-openmp` to run it on threads). What fits none of these
    is a scalar loop nest in the destination's memory order. See
    docs/performance.md.

    Tensors in tiled layouts become tensors of their physical shape first;
    their transforms are loops over the destination's physical positions.

    Not lowered yet, each with a diagnostic: allocations of
    tensors with layouts and dynamic shapes, and copies of buffers with
    layouts that bufferization would insert (write them as
    `layout.transform`).
  }];
  let options = [
    Option<"bufferAlignment", "buffer-alignment", "unsigned", "64",
           "Minimum alignment in bytes of new buffers">,
    Option<"vectorBytes", "vector-bytes", "int64_t", "64",
           "Bytes per vector in the copies of layout.transform (a power of "
           "two; 0: scalar loops)">,
    Option<"parallel", "parallel", "bool", "false",
           "Make the outermost loop of each transform an scf.parallel">,
    Option<"nontemporalBytes", "nontemporal-bytes", "int64_t", "0",
           "Transforms writing at least this many bytes use non-temporal "
           "stores (0: never)">,
    Option<"prefetchDistance", "prefetch-distance", "int64_t", "0",
           "Transposing copies of sources over 1 MiB prefetch each source "
           "row this many bytes ahead, into L2 (0: never)">,
    Option<"gpu", "gpu", "bool", "false",
           "Generate each transform as a gpu.launch over the destination's "
           "physical buffer (row or shared-memory tile kernel) instead of "
           "CPU loops">,
  ];
  let dependentDialects = ["::mlir::layout::LayoutDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

// Both passes find the target the same way.
defvar TargetOptions = [
  Option<"targetName", "target", "std::string", /*default=*/"\"\"",
         "Target: generic-cpu, x86-avx512, nvidia-sm90, or a target "
         "attribute in MLIR syntax (e.g. '#layout.target<...>')">,
  Option<"targetFile", "target-file", "std::string", /*default=*/"\"\"",
         "MLIR file whose module carries the target as its 'layout.target' "
         "attribute">,
];

def LayoutAssign : Pass<"layout-assign", "::mlir::ModuleOp"> {
  let summary = "Choose a layout for every tensor value from what the target "
                "needs, inserting the fewest bytes of layout transforms";
  let description = [{
    Asks the target (see `target`, `target-file`, or the module's
    `layout.target` attribute) what each operation needs of each tensor
    operand and result, chooses a layout for every tensor value of every
    function, retypes the values, and inserts `layout.transform` where a
    value's layout does not satisfy what its user needs.

    - Arguments and results of functions keep their declared layouts,
      unless `assign-signatures` lets the pass choose them for functions
      without callers in the module.
    - Ops that run in any layout (element-wise ops, or what the target
      declares `all_alike`) take the layout chosen for their result, so a
      chosen layout flows through chains of them without transforms.
    - Ops the target says nothing about and that are not element-wise keep
      their types as written; values flowing into them are transformed back
      if needed.
    - The choice minimizes the bytes moved by all transforms of a function
      together: it is optimal when the element-wise ops form trees and
      chains, and never worse than inserting transforms around each op
      (docs/Assignment.md has the algorithm, its proof and complexity).
    - Constants take their layouts at compile time (the transform folds
      into the constant); `tensor.empty` is created in its layout.

    Run `layout-propagate` and `canonicalize` afterwards to merge what
    remains, and `layout-verify` to check the result.
  }];
  let options = !listconcat(TargetOptions, [
    Option<"assignSignatures", "assign-signatures", "bool", /*default=*/"false",
           "Let the pass choose the layouts of the arguments and results of "
           "functions that have no callers in the module">,
  ]);
  let dependentDialects = ["::mlir::layout::LayoutDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def LayoutVerify : Pass<"layout-verify", "::mlir::ModuleOp"> {
  let summary = "Check that every operation gets the layouts its target needs";
  let description = [{
    Asks the target (as `layout-assign` does) what each operation needs and
    reports every operand and result whose layout does not satisfy it, at
    the operation, naming the operand, the required and the actual layout
    and the part that fails. Ops that run in any layout must have one
    layout for all their tensors (up to a pad value the result drops), and
    a result must not claim a pad value the op does not leave in its
    padding. The pass fails if anything is reported; a program produced by
    `layout-assign` always verifies.
  }];
  let options = TargetOptions;
  let dependentDialects = ["::mlir::layout::LayoutDialect"];
}

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
    transform kernels of `layout-bufferize{gpu=true}` for the CPU, so
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

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PASSES_TD
