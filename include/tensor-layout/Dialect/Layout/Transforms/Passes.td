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
    moves (reads plus writes, padding included: twice a tensor's size for an
    unpadded one), which value it moves (a
    function argument, or an op's result with its position), from which
    layout to which (as `#layout.encoding`s, `row-major` for none), and which
    ops read the result: the reason it is there. A note gives each side's
    bytes, strides per logical dim (physical shape and strides for tiled
    layouts) and offset. Each function with a body gets a remark with the
    number of transforms and the bytes they move in total. `layout.relabel`
    moves no data and is not counted. Remarks are emitted at locations, so
    they never print the op's IR. Running it before and after an
    optimization pipeline shows what the pipeline saved:

    ```
    tensor-opt in.mlir --layout-report --canonicalize --layout-report
    ```

    Sizes of tensors with dynamic extents are reported as unknown and left
    out of the totals, which then say so.
  }];
  let dependentDialects = ["::mlir::layout::LayoutDialect"];
}

// The passes that ask a target find it the same way.
defvar TargetOptions = [
  Option<"targetName", "target", "std::string", /*default=*/"\"\"",
         "Target: generic-cpu, x86-avx512, onednn, nvidia-sm90, "
         "cuda-libraries, or a target attribute in MLIR syntax (e.g. "
         "'#layout.target<...>')">,
  Option<"targetFile", "target-file", "std::string", /*default=*/"\"\"",
         "MLIR file whose module carries the target as its 'layout.target' "
         "attribute">,
];

def LayoutTuneOneDNN : Pass<"layout-tune-onednn", "::mlir::ModuleOp"> {
  let summary = "Time the oneDNN kernels the onednn target compares and "
                "write them to a tuning cache";
  let description = [{
    The `onednn` target compares some of oneDNN's kernels for a
    convolution (its own formats, plain NCHW, untiled images, 1x1
    convolutions as matmuls) by a cost model, so that a compile is
    deterministic. This pass is the explicit tuning step: it times those
    kernels for every `linalg.conv_2d_nchw_fchw` of the module on this CPU
    and writes them to `cache`, adding to the cache `layout-assign` loaded
    (`tuning-cache`) in the same process. `layout-assign` then answers
    from that file, as XLA's autotuning cache or TVM's tuning logs are
    used. The IR is left unchanged.

    A compile never times anything: without a cache the target answers
    from its cost model, so the same input and options always give the
    same output. Tuning is this step, run once per CPU:

    ```
    tensor-opt net.mlir --layout-tune-onednn=cache=net.tuning -o /dev/null
    tensor-opt net.mlir --layout-assign="target=onednn tuning-cache=net.tuning" ...
    ```

    docs/Targets.md ("Costs: a model and a tuning cache") has the model
    and the file's format.
  }];
  let options = [
    Option<"cache", "cache", "std::string", /*default=*/"\"\"",
           "File to write the measured times to (required)">,
  ];
  // The onednn target's model is attached when the layout dialect loads.
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
    merge, and fold into constants. Transforms also sink below
    reductions, broadcasts of small operands (a bias; and hoist above
    them), all users at once where that narrows the moved data (an f32
    transform before int8 quantizations becomes int8 transforms), casts,
    concatenations (of tiled sources too), and
    `tensor.collapse_shape`/`expand_shape` where a layout of the result
    keeps every element in place; they hoist above `tensor.pad`, and above
    reductions and reshapes where the result's transform then cancels. A
    sink reads a transform the program already has (a residual connection
    reads the block's input, which the first layer transformed), also
    through a cast (the f32 extension of a bf16 input). A transform whose
    only user is a `tensor.extract_slice` that views its source, or a
    `tensor.insert_slice`, is dropped (both read logical elements into a
    layout of their own), and a slice whose only user is a transform is
    taken straight into that transform's layout. A transform that only
    raises the `base_align` of a fresh result (an op writing into a
    `tensor.empty`, through relabels) is dropped: the empty gets the
    alignment. The rules and their proofs are in docs/Optimization.md.

    Element-wise ops are named linalg element-wise ops, `linalg.generic`
    with identity indexing maps and parallel iterators, `linalg.map`,
    `linalg.fill`, and `arith`/`math` ops on tensors. Constants,
    `tensor.empty` and fills of it follow any layout for free.

    A hoist moves a transform above a whole tree of single-use element-wise
    ops, counting the transforms it kills. Hoists that the price refuses
    alone but that kill a transform together with the hoists after them
    are tried on a copy of each function and kept where all its transforms
    together move fewer bytes.

    Run on a module, transforms that every call of a private function
    applies to an operand or to a result move into the function, where
    they meet what they feed (the same bytes per call).

    Padding is tracked: an op that runs in a zero-padded layout leaves
    f(0, ..., 0) in its result's padding, so the result layout keeps
    `pad_value = zero` only when that folds to zero (add, mul, relu, ...)
    and has an undefined pad value otherwise. A transform is hoisted above
    an op only when the op leaves the pad value its consumers' layout
    promises.

    Each rewrite is priced in bytes moved by transforms (physical sizes,
    padding included); the pass never increases the total. Tensors with
    dynamic shapes, whose sizes are unknown, are left alone.

    With a target (the `target` or `target-file` option, or the module's
    `layout.target` attribute), an input of an op with per-operand
    requirements that is a transform of a value whose layout already meets
    the requirement reads that value instead: the op reads it by logical
    index, and the transform only cost bytes. A transpose feeding a matmul
    whose kernel takes any strides keeps no copy. Without one, nothing is
    assumed of what kernels take.

    Embedders get the patterns from `populateLayoutPropagationPatterns`,
    and the target-aware step from `bypassAcceptedTransforms`.
  }];
  let options = TargetOptions;
  let dependentDialects = ["::mlir::layout::LayoutDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def LayoutConvertElementwiseToLinalg
    : Pass<"layout-convert-elementwise-to-linalg"> {
  let summary = "convert-elementwise-to-linalg that keeps the layouts of "
                "results";
  let description = [{
    Upstream's `convert-elementwise-to-linalg`, with one case of ours first:
    a result in a layout that no operand has (an `arith.truncf` or
    `arith.fptosi` of a tensor in a layout, which `layout-propagate` makes
    when it moves a transform past one) gets a `tensor.empty` of its full
    type as its destination. Upstream's pattern makes that empty tensor
    without the encoding, and the `linalg.generic` it builds does not
    verify. `--layout-lower-to-llvm` and `--layout-lower-to-nvvm` run this
    pass instead of upstream's.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def LayoutFuseElementwiseOps : Pass<"layout-fuse-elementwise-ops"> {
  let summary = "Fuse chains of element-wise linalg ops on tensors in one "
                "layout";
  let description = [{
    Upstream's fusion of element-wise `linalg.generic`s
    (`linalg::fuseElementwiseOps`, as `linalg-fuse-elementwise-ops` does),
    limited to producers and consumers whose tensors are all in one
    layout, plain tensors read through a broadcast aside (a batch norm's
    per-channel vectors after an NHWC convolution: one generic)
    (in a tiled layout with padding, a producer no other op reads,
    so that the fused op has one result, all the tiled lowering computes
    there): a bias add, a ReLU and a residual add become one loop nest,
    one sweep over memory, instead of three, and the fused loops walk one
    buffer order. A producer that other ops read too is fused (and so
    computed twice) only where it reads no tensor as large as its results
    (a broadcast): otherwise the fused op would read more than the result,
    and down a chain of residual blocks each block's epilogue would re-read
    every convolution output before it (upstream's pass fuses only
    producers with one use). Only the fusion itself: upstream's pattern set also
    re-creates destinations as `tensor.empty` of the element type, which
    would drop their layouts. Splat constants a generic reads become
    scalar constants in its body (a ReLU's zeros are no tensor to read),
    and results no one reads are dropped (upstream's
    `populateEraseUnusedOperandsAndResultsPatterns`). No folding.
    `--layout-lower-to-llvm` and `--layout-lower-to-nvvm` run it after
    `layout-convert-elementwise-to-linalg`. Embedders reuse the control function
    `isFusionWithinOneLayout`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def LayoutConvertPackUnpack : Pass<"layout-convert-pack-unpack"> {
  let summary = "Rewrite linalg.pack and linalg.unpack as layout transforms "
                "into and out of tiled layouts";
  let description = [{
    `linalg.pack` stores a tensor blocked: its result is the physical buffer
    of a tiled `#layout.encoding` (the packed dims as `tiles`, in
    `inner_dims_pos` order, `outer_dims_perm` as `order`, a dim that its
    tile does not divide aligned to the tile, the padding holding the
    padding value). So

    ```mlir
    %p = linalg.pack %x padding_value(%zero : f32) inner_dims_pos = [1]
        inner_tiles = [16] into %d : tensor<1x3x5x5xf32> -> tensor<1x1x5x5x16xf32>
    ```

    becomes `layout.to_physical(layout.transform %x)` into
    `#layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>`,
    and `linalg.unpack` the inverse, `layout.transform(layout.from_physical)`
    with an undefined pad value. The transforms then take part in
    propagation, folding (a pack followed by the unpack of the same tiling
    cancels) and the lowering's fast copies.

    Left alone: dynamic shapes or tiles, a padding value that is not an
    `arith.constant` where there is padding, tiles of size 1 and packs
    without tiles (which a layout does not spell as a dim of their own),
    and unpacks that drop more than the padding. With `decompose-rest`
    (what `--layout-lower-to-llvm` and `--layout-lower-to-nvvm` set), those
    become upstream's `tensor.pad`, `tensor.expand_shape` and
    `linalg.transpose` (`linalg::lowerPack`, `lowerUnPack`) instead, and
    the pass fails, at the op, on any that neither rewrite takes.
    Embedders get the rewrite from `populateConvertPackUnpackPatterns`.
  }];
  let options = [
    Option<"decomposeRest", "decompose-rest", "bool", "false",
           "Lower the packs and unpacks that have no layout form with "
           "upstream's decomposition, and fail on any left">,
  ];
  let dependentDialects = ["::mlir::layout::LayoutDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def LayoutFoldPadIntoHalo : Pass<"layout-fold-pad-into-halo"> {
  let summary = "Store padded tensors in halo layouts, so that tensor.pad "
                "moves no data";
  let description = [{
    A `tensor.pad` with a constant pad value and static amounts becomes
    `layout.expand_halo` of its operand stored in a layout whose halo is the
    padding and holds the pad value (the padded tensor's layout, or the
    layout of a `layout.transform` that is the pad's only use, plus the
    halo). Where the operand is made by an all-parallel linalg op into a
    `tensor.empty` used only there (an element-wise producer such as a fused
    bias add and ReLU), that op writes the halo layout itself: its buffer's
    border is filled once when it is allocated, and the pad copies nothing.
    Otherwise a `layout.transform` into the halo layout replaces the pad (and
    the transform after it, if any): one copy, as before. So
    `conv(tensor.pad(relu(x)))` reads its zero border from the halo the ReLU
    wrote. Pads with `nofold`, dynamic amounts, a non-constant value, or a
    result layout that already has a halo or pads with another value are
    left alone. No folding. `--layout-lower-to-llvm` and
    `--layout-lower-to-nvvm` run it after `layout-fuse-elementwise-ops`.

    With `convolution-padding` (what `--layout-lower-to-llvm` sets unless
    `onednn=false`, and `--layout-lower-to-nvvm` with `libraries=true`), a
    zero pad of the spatial dims read only by 2-D convolutions
    (`linalg.conv_2d_nchw_fchw`, `linalg.depthwise_conv_2d_nchw_chw`), or a
    pad with the lowest float (or -inf) read only by max poolings
    (`linalg.pooling_nchw_max`), in an untiled layout or a tiled one the
    pad can run in (nChw8c: no padding of its own, no spatial dim tiled)
    stays a pad, for `convert-linalg-to-onednn` to make it
    the kernel's own padding: oneDNN's fast kernels read the unpadded
    tensor and take no strided (halo) results, so its producer, a kernel
    with its epilogue as post-ops, can write it densely. A transform after
    such a pad moves before it (`pad(transform(x))`, the pad in the
    convolution's layout).
  }];
  let options = [
    Option<"convolutionPadding", "convolution-padding", "bool", "false",
           "Keep zero pads that only 2-D convolutions read (lowest-float "
           "pads that only max poolings read), in their layout, as the "
           "kernels' padding">,
  ];
  let dependentDialects = ["::mlir::layout::LayoutDialect",
                           "::mlir::tensor::TensorDialect"];
}

def LayoutDecomposeAggregatedOps
    : Pass<"layout-decompose-aggregated-ops"> {
  let summary = "Decompose linalg ops that no lowering takes (linalg.softmax) "
                "into ones that have one";
  let description = [{
    Upstream lowers no `linalg.softmax` (nor the other ops implementing
    `AggregatedOpInterface`) to loops: `convert-linalg-to-loops` leaves it in
    place. This pass replaces each such op by the ops its
    `decomposeOperation` builds (for softmax along dim d: a max reduction
    along d, the exponential of the difference, a sum reduction, and a
    division, all `linalg.generic`s and fills), on tensors, so that the
    rest of the pipeline lowers them like any other; the result keeps the
    op's destination, so its layout. `--layout-lower-to-llvm` and
    `--layout-lower-to-nvvm` run it before bufferization; with
    `keep-library-softmax`, softmaxes that a library runs once bufferized
    (f32, static shapes: `convert-linalg-to-onednn` on oneDNN,
    `convert-linalg-to-cudnn` on cuDNN) are kept (`--layout-lower-to-llvm`
    unless `onednn=false`, `--layout-lower-to-nvvm` with `libraries=true`).
    An input in another layout than the output's is transformed into the
    output's first (upstream's decomposition gives its steps the input's
    type).
  }];
  let options = [
    Option<"keepLibrarySoftmax", "keep-library-softmax", "bool", "false",
           "Keep f32 softmaxes of static shape for convert-linalg-to-onednn "
           "or convert-linalg-to-cudnn">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::layout::LayoutDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::tensor::TensorDialect"];
}

def LayoutPrepareBufferization
    : Pass<"layout-prepare-bufferization", "::mlir::ModuleOp"> {
  let summary = "Make a program on tensors with layouts ready for one-shot "
                "bufferization";
  let description = [{
    The first step of `layout-bufferize`, as a pass of its own to test and
    to run before other bufferizations. Upstream one-shot bufferization
    allocates and copies by memref type alone, which says neither how large
    a layout's padding is nor what it holds, and has no form for tiled
    layouts. So, on tensors:

    - destinations in a layout that an op does not read get a
      `tensor.empty` of their own, constants it reads an explicit
      `layout.transform`; a returned argument or constant in a layout is
      returned through a `layout.transform`;
    - tensors in tiled layouts become tensors of their physical shape;
      transforms to and from them become `layout.copy` between buffers;
    - `tensor.empty` in a layout becomes an allocation of the physical size
      and base alignment with its padding filled, `arith.constant` a
      global holding the physical bytes, each handed on as
      `bufferization.to_tensor` of a view with the layout's strides. A
      constant whose physical data exceeds `max-constant-layout-bytes`
      stays a global of its logical data, laid out at run time by a
      `layout.transform` per use (the compiler then writes no laid-out
      copy of a large weight; the program pays a transform per call).

    Running it again changes nothing.
  }];
  let options = [
    Option<"bufferAlignment", "buffer-alignment", "unsigned", "64",
           "Minimum alignment in bytes of new buffers">,
    Option<"maxConstantLayoutBytes", "max-constant-layout-bytes", "int64_t",
           "0",
           "Constants in a layout whose physical data has more bytes are "
           "laid out at run time, by a transform from their logical data "
           "(0: no limit)">,
  ];
  let dependentDialects = ["::mlir::layout::LayoutDialect",
                           "::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def LayoutBufferize : Pass<"layout-bufferize", "::mlir::ModuleOp"> {
  let summary = "One-shot bufferization that keeps layouts as strided memrefs";
  let description = [{
    Runs `layout-prepare-bufferization`, then upstream one-shot module
    bufferization, function boundaries included, so that a tensor with a layout becomes a memref of its logical
    shape whose static strides and offset come from the layout. Upstream ops
    on such tensors (linalg, tensor, arith, ...) bufferize in the same run
    and index them logically; plain tensors become identity-layout memrefs.

    `tensor.empty` with a layout becomes an allocation of the layout's
    physical size and base alignment with its padding holding the pad value;
    `arith.constant` with a layout becomes a global holding the physical
    bytes, padding included; `layout.transform` becomes such an allocation
    plus a `layout.copy` into it, which `convert-layout-copy-to-vector` or
    `convert-layout-copy-to-gpu` then generates; `layout.relabel` becomes
    a `memref.reinterpret_cast` of its operand's buffer. A function
    argument whose layout has a `base_align` gets its alignment checked at
    the function's entry: a misaligned buffer (a C caller's, 4 bytes off) is
    copied into an aligned one, padding included, and copied back before
    each return where the function may write it; with
    `strict-argument-alignment` the program aborts with a message naming
    the argument instead (docs/Lowering.md, "Alignment is the caller's
    promise").

    Tensors in tiled layouts, which have no strided form, become tensors of
    their physical shape first (the buffer the layout describes, packed
    row-major): transforms to and from them become `layout.copy` too,
    element-wise ops and fills on them loops over the physical buffer.

    Dynamic shapes in untiled layouts get their extents, strides, offsets
    and allocation sizes computed at run time (docs/Lowering.md, "Dynamic
    shapes"). Not lowered yet, each with a diagnostic: tiled layouts on
    dynamic shapes, ops that index a tiled tensor logically, and copies of
    buffers with layouts that bufferization would insert (write them as
    `layout.transform`).
  }];
  let options = [
    Option<"bufferAlignment", "buffer-alignment", "unsigned", "64",
           "Minimum alignment in bytes of new buffers">,
    Option<"maxConstantLayoutBytes", "max-constant-layout-bytes", "int64_t",
           "0",
           "Constants in a layout whose physical data has more bytes are "
           "laid out at run time, by a transform from their logical data "
           "(0: no limit)">,
    Option<"strictArgumentAlignment", "strict-argument-alignment", "bool",
           "false",
           "A caller that passes an argument whose layout has a base_align "
           "misaligned gets an abort with a message, instead of the "
           "argument being copied into an aligned buffer at entry">,
  ];
  let dependentDialects = ["::mlir::layout::LayoutDialect",
                           "::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

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
    - Where the target offers several kernels for an op (alternative sets
      of requirements at a cost: the `onednn` target's 1x1 convolutions on
      plain NCHW, or as matmuls from NCHW into NHWC and back), the pass
      chooses one together with the layouts, switching the ops around a
      group of values together where only that pays (a residual stream
      kept in NCHW).
    - A transform that would separate a kernel from the bias, residual or
      activation it runs as post-ops also costs the loop they would then
      run.
    - With `align-arguments` (the default), an argument of a function
      without callers that needs nothing but a larger `base_align` gets it
      in its type instead of a copy: a promise of its caller, which the
      lowering checks at the function's entry (docs/Lowering.md).
      `align-arguments=false` keeps the copy.
    - With `tuning-cache`, the `onednn` target answers from the kernel
      times `layout-tune-onednn` measured.

    Run `layout-propagate` and `canonicalize` afterwards to merge what
    remains, and `layout-verify` to check the result:

    ```
    tensor-opt net.mlir --layout-assign=target=generic-cpu \
      --layout-propagate --canonicalize --layout-verify=target=generic-cpu
    ```
  }];
  let options = !listconcat(TargetOptions, [
    Option<"assignSignatures", "assign-signatures", "bool", /*default=*/"false",
           "Let the pass choose the layouts of the arguments and results of "
           "functions that have no callers in the module">,
    Option<"alignArguments", "align-arguments", "bool", /*default=*/"true",
           "Arguments of functions without callers in the module that need "
           "only a larger base_align get it in their type, a promise of the "
           "caller checked at run time, instead of a copy">,
    Option<"alternatives", "alternatives", "bool", /*default=*/"true",
           "Let ops run on the target's alternative requirement sets (other "
           "kernels at a modelled cost: plain layouts, where the target's own "
           "do not pay for their transforms); false gives every op the "
           "target's first set">,
    Option<"tuningCache", "tuning-cache", "std::string", /*default=*/"\"\"",
           "File of measured kernel times written by layout-tune-onednn: the "
           "onednn target answers from it where it has a convolution, and "
           "from its cost model elsewhere">,
  ]);
  let dependentDialects = ["::mlir::layout::LayoutDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def LayoutCheckDynamicExtents : Pass<"layout-check-dynamic-extents",
                                     "::mlir::ModuleOp"> {
  let summary = "Check at run time that the dynamic extents of each linalg "
                "op agree, before it runs";
  let description = [{
    A linalg op whose operands have dynamic dims trusts its caller that the
    extents agree (a matmul's K in A and B, the shapes of an element-wise
    op's operands). Where they do not, the loops read out of bounds and
    return a wrong result, and a library kernel refuses the call from
    inside the library. This pass puts a check before each such op: for
    every loop dim, every operand dim that spans it must equal the first
    one; otherwise the program writes to stderr which op (and where) has
    which extents that disagree, and aborts, before the op runs. Not
    `cf.assert`, whose message goes to stdout's buffer, which the abort
    drops when stdout is a pipe. Checks between static dims are not
    emitted (the verifier has seen them). No wrong result, and no failure
    inside a library. `--layout-lower-to-llvm` and `--layout-lower-to-nvvm`
    run it on tensors, before bufferization.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::memref::MemRefDialect"];
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

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PASSES_TD
