//===- LayoutOps.td - layout dialect operations ------------*- tablegen -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_TD
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_TD

include "tensor-layout/Dialect/Layout/IR/LayoutBase.td"
// Attributes are included so that the generated dialect doc lists them.
include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Layout_TransformOp : Layout_Op<"transform", [Pure]> {
  let summary = "Change the layout of a tensor, and nothing else";
  let description = [{
    `layout.transform` returns a tensor with the same shape, element type and
    logical contents as its operand, stored in the layout of the result type.
    A type without an encoding has the canonical packed row-major layout.

    Padding of the result holds the result layout's pad value; nothing else
    about the padding of the operand is observable.

    ```mlir
    %nhwc = layout.transform %x
        : tensor<1x3x8x8xf32> to tensor<1x3x8x8xf32, #layout.encoding<order = [0, 2, 3, 1]>>
    ```

    Folds: a transform to its operand's own type is the operand; a transform
    of a transform (or of a `layout.relabel` that keeps the dims in place)
    reads the first op's operand directly, and is that operand when the
    layouts come back to where they started; a transform of a dense or splat
    constant is that constant in the new layout.

    Canonicalization: a transform between layouts that place every element
    of its shape identically becomes a `layout.relabel`, which moves no
    data; a transform of a `tensor.empty` is a `tensor.empty` in the new
    layout, and a transform of a `linalg.fill` into one is that fill in the
    new layout.
  }];

  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";

  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;

  let extraClassDeclaration = [{
    RankedTensorType getSourceType() { return getSource().getType(); }
    RankedTensorType getResultType() { return getResult().getType(); }
    /// Bytes read plus bytes written (physical sizes, padding included), or
    /// std::nullopt when a size is dynamic.
    std::optional<int64_t> getBytesMoved() {
      return getBytesMoved(getSourceType(), getResultType());
    }
    /// Bytes a transform from `source` to `result` reads plus writes.
    static std::optional<int64_t> getBytesMoved(RankedTensorType source,
                                                RankedTensorType result);
    /// What changing a value of type `source` to `result` costs in bytes
    /// moved: nothing for the same type (no transform), otherwise
    /// getBytesMoved.
    static std::optional<int64_t> getCost(RankedTensorType source,
                                          RankedTensorType result) {
      if (source == result)
        return 0;
      return getBytesMoved(source, result);
    }
  }];
}

def Layout_RelabelOp : Layout_Op<"relabel", [Pure]> {
  let summary = "View a tensor's buffer as its transpose, moving no data";
  let description = [{
    `layout.relabel` returns the transpose of its operand, like
    `linalg.transpose`: dim `k` of the result is dim `permutation[k]` of the
    operand. Its result layout stores every element exactly where the
    operand's layout stores it, so the op moves no data: it only renames the
    dims of the same physical buffer. This is "a transpose is just a layout".

    The verifier requires the result layout to place every element where
    the operand layout relabelled by the permutation does (for the result's
    shape). With the identity permutation the op relabels a tensor between
    two layouts that place every element of its shape identically, e.g. an
    alignment that the shape already meets.

    ```mlir
    // A 4x8 row-major buffer seen as its 8x4 transpose, stored column-major.
    %t = layout.relabel %x permutation = [1, 0]
        : tensor<4x8xf32> to tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
    ```

    Folds: the identity relabelling to the same type is the operand; a
    relabel of a relabel is one relabel.
  }];

  let arguments = (ins AnyRankedTensor:$source,
                       DenseI64ArrayAttr:$permutation);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `permutation` `=` $permutation attr-dict `:` type($source) `to`
    type($result)
  }];

  let hasVerifier = 1;
  let hasFolder = 1;

  let builders = [
    // The relabelling of `source` by `permutation` in its own layout,
    // relabelled.
    OpBuilder<(ins "Value":$source, "ArrayRef<int64_t>":$permutation)>,
    // The identity relabelling of `source` as `resultType`.
    OpBuilder<(ins "Type":$resultType, "Value":$source), [{
      auto rank = ::llvm::cast<RankedTensorType>(resultType).getRank();
      build($_builder, $_state, resultType, source,
            ::llvm::to_vector(::llvm::seq<int64_t>(0, rank)));
    }]>,
  ];

  let extraClassDeclaration = [{
    RankedTensorType getSourceType() { return getSource().getType(); }
    RankedTensorType getResultType() { return getResult().getType(); }
    bool isIdentity() {
      return ::llvm::all_of(::llvm::enumerate(getPermutation()), [](auto it) {
        return it.value() == static_cast<int64_t>(it.index());
      });
    }
  }];
}

def Layout_ExpandHaloOp : Layout_Op<"expand_halo", [Pure]> {
  let summary = "A tensor with its halo as elements: a tensor.pad moving no data";
  let description = [{
    `layout.expand_halo` returns its operand padded by the halo of its
    layout: dim `d` grows by `pad_low[d]` elements before and `pad_high[d]`
    after, and the new elements hold the layout's pad value. It is
    `tensor.pad` with those amounts and that constant, but it moves no data:
    the layout's padding already holds the value, so the result is the same
    buffer seen without a halo. This is the seed's "padded convolution": a
    convolution reads its zero border from the halo its producer wrote,
    rather than from a padded copy (`layout-fold-pad-into-halo` makes these).

    The verifier requires a layout with a halo and a defined pad value, the
    result shape grown by the halo, and a result layout that stores every
    element where the operand's layout without its halo does.

    ```mlir
    #halo = #layout.encoding<order = [0, 2, 3, 1], pad_low = [0, 0, 1, 1],
                             pad_high = [0, 0, 1, 1], pad_value = zero>
    #nhwc = #layout.encoding<order = [0, 2, 3, 1]>
    %p = layout.expand_halo %x
        : tensor<1x64x56x56xf32, #halo> to tensor<1x64x58x58xf32, #nhwc>
    ```
  }];

  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;

  let builders = [
    // The expansion of `source` in the layout without its halo.
    OpBuilder<(ins "Value":$source)>,
  ];

  let extraClassDeclaration = [{
    RankedTensorType getSourceType() { return getSource().getType(); }
    RankedTensorType getResultType() { return getResult().getType(); }
    /// The type `expand_halo` makes of `source`: the shape grown by the
    /// halo, the layout without it.
    static RankedTensorType inferResultType(RankedTensorType source);
  }];
}

def Layout_ToPhysicalOp : Layout_Op<"to_physical", [Pure]> {
  let summary = "The whole buffer of a tensor in a layout, padding included";
  let description = [{
    `layout.to_physical` returns the buffer of a tensor in a layout as a
    tensor of the layout's physical shape (outer dims in the layout's
    order, padded, then the tiles), packed row-major, padding included.
    Code that works on blocks, such as a blocked convolution written as a
    `linalg.generic` over the physical dims, reads it; so does a kernel
    that reads its border from a halo (a stencil over the whole buffer of a
    `pad_low = [1, 1], pad_high = [1, 1], pad_value = zero` layout), and
    tests that look at padding. Undefined padding holds unspecified values.
    Static shapes.

    Lowering moves no data: a tiled tensor is represented by exactly this
    tensor from bufferization on; an untiled one's buffer is viewed from
    its start with the physical shape.

    ```mlir
    %p = layout.to_physical %x
        : tensor<1x3x5x5xf32, #layout.encoding<align = [1, 16, 1, 1],
                                               pad_value = zero,
                                               tiles = [1 : 16]>>
          to tensor<1x1x5x5x16xf32>
    ```
  }];

  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Layout_FromPhysicalOp : Layout_Op<"from_physical", [Pure]> {
  let summary = "A tensor in a layout, given its whole buffer";
  let description = [{
    `layout.from_physical` is the inverse of `layout.to_physical`: it returns
    the tensor in the layout of its result type whose physical buffer
    (outer dims in the layout's order, padded, then the tiles, packed
    row-major, padding included) is its operand. The operand's padding
    positions must hold the layout's pad value when the layout defines one;
    with an undefined pad value they may hold anything and are never read.
    For a tiled layout this is `linalg.unpack` up to the final layout
    change (`layout-convert-pack-unpack` makes it). Static shapes.

    Lowering moves no data: a tiled tensor is represented by exactly this
    tensor from bufferization on; an untiled one is the layout's strided
    view of the operand's buffer (an operand that is itself a strided view,
    such as a slice, is first copied into a buffer of its own).

    ```mlir
    %t = layout.from_physical %p
        : tensor<1x1x5x5x16xf32>
          to tensor<1x3x5x5xf32, #layout.encoding<align = [1, 16, 1, 1],
                                                  tiles = [1 : 16]>>
    ```

    Folds: `from_physical(to_physical(x))` is `x` when the types agree,
    and `to_physical(from_physical(p))` is `p`. Canonicalization: where
    `x`'s layout defines a pad value that the result's leaves undefined,
    `from_physical(to_physical(x))` is a `layout.relabel` of `x`, which
    moves no data.
  }];

  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Layout_FuseMetadataOp : Layout_Op<"fuse_metadata", [Pure]> {
  let summary = "Store a companion tensor in the row padding of a tensor";
  let description = [{
    `layout.fuse_metadata` returns `data` in the layout of the result type,
    whose `row_metadata` part says that the last bytes of every row hold a
    small tensor of their own, and writes `metadata` there: row `r`'s
    elements go to the end of row `r`. A row is a line along the
    innermost dim of the layout's `order`; `metadata`'s shape is `data`'s
    without that dim, then the metadata's extent. This is how Glow stores
    a rowwise-quantized matrix (`UInt8FusedQTy`: each row's scale and
    offset in its last 8 bytes), so that a kernel reads a row and how to
    dequantize it from one buffer.

    The logical value of the result is `data`. `layout.split_metadata`
    reads both back, and a `layout.transform` between two layouts with the
    same metadata on the same rows moves the metadata with its rows. Any
    other producer of a tensor in such a layout (an element-wise op, a
    transform from a layout without that metadata) leaves the metadata
    undefined, as it leaves undefined padding.

    Lowering: a buffer in the result layout, `data` copied into it like a
    transform, then `metadata` copied into the strided view of the rows'
    ends.

    ```mlir
    #fused = #layout.encoding<align = [1, 4], pad_high = [0, 8],
                              row_metadata = tensor<2xf32>>
    %w = layout.fuse_metadata %q, %scale_offset
        : tensor<5x13xi8>, tensor<5x2xf32> to tensor<5x13xi8, #fused>
    ```
  }];

  let arguments = (ins AnyRankedTensor:$data, AnyRankedTensor:$metadata);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $data `,` $metadata attr-dict `:` type($data) `,` type($metadata) `to`
    type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Layout_SplitMetadataOp : Layout_Op<"split_metadata", [Pure]> {
  let summary = "The data and the row metadata of a tensor";
  let description = [{
    `layout.split_metadata` is the inverse of `layout.fuse_metadata`: it
    returns the tensor's data, in the same layout without the metadata
    (that padding undefined), and the companion tensor its rows' ends hold.
    Both results are views of the operand's buffer and move no data: a
    kernel that reads both reads one buffer.

    ```mlir
    %q, %scale_offset = layout.split_metadata %w
        : tensor<5x13xi8, #fused>
          to tensor<5x13xi8, #layout.encoding<align = [1, 4],
                                              pad_high = [0, 8]>>,
             tensor<5x2xf32>
    ```

    Canonicalization: `split_metadata(fuse_metadata(d, m))` is `d` (in the
    data result's layout) and `m`; `fuse_metadata(split_metadata(x))` is `x`.
  }];

  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$data, AnyRankedTensor:$metadata);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `to` type($data) `,` type($metadata)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Layout_CopyOp : Layout_Op<"copy"> {
  let summary = "Copy a buffer's elements into a buffer in another layout";
  let description = [{
    `layout.copy` is `layout.transform` on buffers. Bufferization and the
    lowering of tiled layouts emit it; code generation turns it into loops
    (`convert-layout-copy-to-vector`) or GPU kernels
    (`convert-layout-copy-to-gpu`), so the copies can be generated and
    tested on their own.

    Each buffer is given with the tensor type it holds (after `as`): the
    buffer of an untiled layout is a memref of the logical shape with the
    layout's strides and offset, that of a tiled layout the memref of its
    physical shape. The op writes every element of the source at the same
    logical index of the destination, and every padding position of the
    destination with its layout's pad value (undefined padding may be
    written with anything or left alone). The destination's base is the
    start of its layout's physical buffer, as an allocation for the layout
    gives it: the padding before the first element is written there.

    With a dynamic shape, the extents are those of the buffers at run time
    (equal on both sides) where both layouts are untiled: their strides and
    offset are the layouts' for those extents. The buffer of a tiled layout
    does not hold its logical extents (a tile of 8 over 13 elements and
    over 16 fill the same two tiles), so where a side is tiled the extents
    of the dynamic dims are the `sizes` operands, one per dynamic dim in
    order, and the buffers' extents are the layouts' for them.

    `source_alignment` and `dest_alignment` are byte alignments known of
    the two base addresses (when absent, the layouts' `base_align`); code
    generation makes vector accesses as aligned as they allow.

    ```mlir
    layout.copy %src, %dst
        : memref<4x8xf32> as tensor<4x8xf32>
       to memref<4x8xf32, strided<[1, 4]>>
          as tensor<4x8xf32, #layout.encoding<order = [1, 0]>>
    layout.copy %src, %dst sizes(%n)
        : memref<?xf32> as tensor<?xf32>
       to memref<?x8xf32>
          as tensor<?xf32, #layout.encoding<align = [8], tiles = [0 : 8]>>
    ```
  }];

  let arguments = (ins Arg<AnyMemRef, "the buffer read", [MemRead]>:$source,
                       Arg<AnyMemRef, "the buffer written", [MemWrite]>:$dest,
                       Variadic<Index>:$sizes,
                       TypeAttrOf<AnyRankedTensor>:$source_type,
                       TypeAttrOf<AnyRankedTensor>:$dest_type,
                       OptionalAttr<I64Attr>:$source_alignment,
                       OptionalAttr<I64Attr>:$dest_alignment);
  let assemblyFormat = [{
    $source `,` $dest (`sizes` `(` $sizes^ `)`)? attr-dict `:` type($source)
    `as` $source_type `to` type($dest) `as` $dest_type
  }];

  let hasVerifier = 1;

  let extraClassDeclaration = [{
    /// Whether a side is tiled with a dynamic shape: the extents of its
    /// dynamic dims are then `sizes`.
    bool hasDynamicTiledSide();
    RankedTensorType getSourceTensorType() {
      return ::llvm::cast<RankedTensorType>(getSourceType());
    }
    RankedTensorType getDestTensorType() {
      return ::llvm::cast<RankedTensorType>(getDestType());
    }
    /// The byte alignment known of the source's base address.
    int64_t getKnownSourceAlignment();
    /// The byte alignment known of the destination's base address.
    int64_t getKnownDestAlignment();
  }];
}

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_TD
