//===- LayoutAttrs.td - Layout encoding attribute ----------*- tablegen -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTATTRS_TD
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTATTRS_TD

include "tensor-layout/Dialect/Layout/IR/LayoutBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/TensorEncoding.td"

def Layout_EncodingAttr : AttrDef<Layout_Dialect, "Encoding", [
    DeclareAttrInterfaceMethods<VerifiableTensorEncoding>,
    DeclareAttrInterfaceMethods<OpAsmAttrInterface, ["getAlias"]>]> {
  let mnemonic = "encoding";
  let summary = "Physical layout of a ranked tensor";
  let description = [{
    A layout maps the logical index space of a tensor (shape `S`, rank `n`)
    onto a physical buffer. Every part is optional; omitted parts take the
    value of the canonical packed row-major layout.

    | part | syntax | meaning |
    |---|---|---|
    | dimension order | `order = [0, 2, 3, 1]` | physical major-to-minor order of the logical dims (NHWC storage of an NCHW tensor) |
    | alignment | `align = [1, 1, 1, 16]` | physical extent of dim `d` rounded up to a multiple of `align[d]` elements |
    | halo padding | `pad_low = [...]`, `pad_high = [...]` | elements added before / after dim `d` |
    | pad value | `pad_value = undef \| zero \| 1.0 : f32` | what padding holds; `undef` padding is never read nor written |
    | inner tiles | `tiles = [1 : 16]` | dim 1 split into `extent/16` x `16`, the tile innermost (NCHW16c) |
    | tile placement | `order = [0, 1, t0, 2, 3]` | tile 0 placed among the outer dims (TVM's `NC4cHW`); `t0` first: distributed across banks |
    | base alignment | `base_align = 64` | byte alignment of the buffer start |
    | row metadata | `row_metadata = tensor<2xf32>` | the last bytes of every row (innermost dim in `order`) hold that tensor instead of a pad value |
    | memory space | `memory_space = 1`, `memory_space = #gpu.address_space<workgroup>` | the buffer lives in that memory space (a memref memory space; none: the default one) |

    Physical extent of logical dim `d`:
    `P[d] = roundUp(pad_low[d] + S[d] + pad_high[d], align[d])`. Element `i`
    of dim `d` sits at physical position `p = pad_low[d] + i`. A tiled dim
    stores `p / t` in its outer position (given by `order`) and `p % t` in a
    tile position after all outer dims, tiles in the order listed, unless
    `order` places tile K as `tK` among the dims. The physical buffer is packed row-major over that physical shape. Tiles never
    add padding of their own: the padded extent must be a multiple of the
    tile size, so all padding is spelled by `align` or the halo.

    The attribute is kept normalized so that layouts that place every element
    identically for any shape compare equal: an identity order, alignments of
    1, zero halos, tiles of size 1 and a base alignment of 1 are dropped, and
    the pad value is dropped when the layout has no padding at all. A constant
    pad value that is zero (integer 0 or +0.0) is stored as `zero`.

    Examples:

    ```mlir
    // NHWC storage of an NCHW tensor.
    #nhwc = #layout.encoding<order = [0, 2, 3, 1]>
    // Rows padded to a 64-byte cache line of f32, zero-filled.
    #rows = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 64>
    // One-pixel zero halo around each image.
    #halo = #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1],
                             pad_value = zero>
    // Blocked channels: NCHW16c.
    #nchw16c = #layout.encoding<tiles = [1 : 16]>
    ```
  }];

  let parameters = (ins
    OptionalArrayRefParameter<"int64_t", "physical order of logical dims">:$order,
    OptionalArrayRefParameter<"int64_t", "alignment in elements per dim">:$align,
    OptionalArrayRefParameter<"int64_t", "low halo padding per dim">:$padLow,
    OptionalArrayRefParameter<"int64_t", "high halo padding per dim">:$padHigh,
    OptionalParameter<"::mlir::Attribute",
        "pad value: null = undef, UnitAttr = zero, else a constant">:$padValue,
    OptionalArrayRefParameter<"int64_t", "tiled logical dims">:$tileDims,
    OptionalArrayRefParameter<"int64_t", "tile sizes">:$tileSizes,
    DefaultValuedParameter<"int64_t", "0", "base alignment in bytes">:$baseAlign,
    OptionalArrayRefParameter<"int64_t",
        "position of each tile in the physical shape; empty = after all "
        "outer dims, in the order listed">:$tilePositions,
    OptionalParameter<"::mlir::Attribute",
        "memref memory space of the buffer; null = the default one">:$memorySpace
  );

  let skipDefaultBuilders = 1;
  let builders = [
    // Every construction goes through normalization, so that two attributes
    // describing the same placement are the same uniqued attribute.
    AttrBuilder<(ins
        CArg<"::llvm::ArrayRef<int64_t>", "{}">:$order,
        CArg<"::llvm::ArrayRef<int64_t>", "{}">:$align,
        CArg<"::llvm::ArrayRef<int64_t>", "{}">:$padLow,
        CArg<"::llvm::ArrayRef<int64_t>", "{}">:$padHigh,
        CArg<"::mlir::Attribute", "{}">:$padValue,
        CArg<"::llvm::ArrayRef<int64_t>", "{}">:$tileDims,
        CArg<"::llvm::ArrayRef<int64_t>", "{}">:$tileSizes,
        CArg<"int64_t", "0">:$baseAlign,
        CArg<"::llvm::ArrayRef<int64_t>", "{}">:$tilePositions,
        CArg<"::mlir::Attribute", "{}">:$memorySpace), [{
      ::mlir::layout::detail::NormalizedLayoutParams p(order, align, padLow,
          padHigh, padValue, tileDims, tileSizes, baseAlign, tilePositions,
          memorySpace);
      return $_get($_ctxt, p.order, p.align, p.padLow, p.padHigh, p.padValue,
                   p.tileDims, p.tileSizes, p.baseAlign, p.tilePositions,
                   p.memorySpace);
    }]>
  ];

  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;

  let extraClassDeclaration = [{
    //===------------------------------------------------------------------===//
    // Parts, with the defaults of omitted ones filled in for a given rank.
    //===------------------------------------------------------------------===//

    /// The rank the layout is written for, or std::nullopt when it only has
    /// rank-independent parts (and so fits any rank).
    std::optional<int64_t> getRank() const;
    /// The physical order, major to minor, for a tensor of rank `rank`.
    ::llvm::SmallVector<int64_t> getOrderOrIdentity(int64_t rank) const;
    int64_t getAlignment(int64_t dim) const;
    int64_t getLowPadding(int64_t dim) const;
    int64_t getHighPadding(int64_t dim) const;
    /// Tile size of logical dim `dim`, or 1 when the dim is not tiled.
    int64_t getTileSize(int64_t dim) const;
    bool isTiled() const { return !getTileDims().empty(); }
    /// Whether some tile sits elsewhere than after all outer dims.
    bool hasPlacedTiles() const { return !getTilePositions().empty(); }
    /// What each dim of the physical shape holds, major to minor: `d <
    /// rank` the outer part of logical dim `d`, `rank + k` tile `k`.
    ::llvm::SmallVector<int64_t> getPhysicalOrder(int64_t rank) const;

    PadKind getPadKind() const;
    /// The constant pad value (IntegerAttr or FloatAttr) when the pad kind
    /// is PadKind::Constant, null otherwise.
    ::mlir::TypedAttr getPadConstant() const;
    /// Whether some shape gives this layout padding positions.
    bool mayHavePadding() const;

    //===------------------------------------------------------------------===//
    // Row metadata (see RowMetadata.cpp): a companion tensor kept in the
    // last bytes of every row's padding. Its pad kind is Undefined: no
    // producer fills that padding, only layout.fuse_metadata and transforms
    // between layouts with the same metadata write it.
    //===------------------------------------------------------------------===//

    /// What each row holds at its end (a static rank-1 tensor type such as
    /// `tensor<2xf32>`), or null when the layout has no row metadata.
    ::mlir::RankedTensorType getRowMetadata() const;
    /// The logical dim whose rows carry the metadata: innermost in `order`.
    int64_t getRowMetadataDim(int64_t rank) const;
    /// The companion tensor of a tensor of `shape`: its shape without the
    /// row dim, then the metadata's extent.
    ::mlir::RankedTensorType
    getRowMetadataTensorType(::llvm::ArrayRef<int64_t> shape) const;
    /// Strides and offset, in metadata elements, of the companion tensor
    /// within the buffer of a tensor of static `shape` (bytes elements).
    std::pair<::llvm::SmallVector<int64_t>, int64_t>
    getRowMetadataStridesAndOffset(::llvm::ArrayRef<int64_t> shape) const;
    /// Whether a transform from `from` to `to` for a tensor of `shape` keeps
    /// the metadata: both carry the same metadata on the same rows.
    static bool keepsRowMetadata(EncodingAttr from, EncodingAttr to,
                                 ::llvm::ArrayRef<int64_t> shape);

    //===------------------------------------------------------------------===//
    // Physical placement for a logical shape (see LayoutMath.cpp). Dynamic
    // extents give ShapedType::kDynamic where a result depends on them.
    //===------------------------------------------------------------------===//

    /// Extent of logical dim `dim` after halo and alignment, before tiling.
    int64_t getPaddedExtent(::llvm::ArrayRef<int64_t> shape, int64_t dim) const;
    /// Shape of the packed physical buffer: outer dims in `order`, then tiles.
    ::llvm::SmallVector<int64_t> getPhysicalShape(::llvm::ArrayRef<int64_t> shape) const;
    /// Row-major strides, in elements, of the physical shape.
    ::llvm::SmallVector<int64_t> getPhysicalStrides(::llvm::ArrayRef<int64_t> shape) const;
    /// Stride, in elements, of each logical dim; std::nullopt for tiled
    /// layouts, whose logical dims have no single stride.
    std::optional<::llvm::SmallVector<int64_t>> getLogicalStrides(::llvm::ArrayRef<int64_t> shape) const;
    /// Offset, in elements, of logical element (0, ..., 0) in the buffer.
    int64_t getOffset(::llvm::ArrayRef<int64_t> shape) const;
    /// Number of elements of the physical buffer, padding included.
    int64_t getNumPhysicalElements(::llvm::ArrayRef<int64_t> shape) const;
    /// Allocation size in bytes; std::nullopt for dynamic shapes or element
    /// types without a fixed size.
    std::optional<int64_t> getAllocationSize(::llvm::ArrayRef<int64_t> shape,
                                             ::mlir::Type elementType) const;
    /// Physical index of a logical index.
    ::llvm::SmallVector<int64_t> getPhysicalIndex(::llvm::ArrayRef<int64_t> shape,
                                                  ::llvm::ArrayRef<int64_t> index) const;
    /// Linear offset, in elements, of a logical index.
    int64_t getLinearOffset(::llvm::ArrayRef<int64_t> shape,
                            ::llvm::ArrayRef<int64_t> index) const;
    /// Whether a physical index holds padding rather than an element; the
    /// logical index it holds is written to `logical` otherwise.
    bool isPadding(::llvm::ArrayRef<int64_t> shape,
                   ::llvm::ArrayRef<int64_t> physicalIndex,
                   ::llvm::SmallVectorImpl<int64_t> *logical = nullptr) const;
    /// Whether some position of the physical buffer is padding.
    bool hasPadding(::llvm::ArrayRef<int64_t> shape) const;

    /// The layout of the transposed tensor (dim `k` of it is dim
    /// `permutation[k]` of this one) that stores every element in the same
    /// place of the same buffer.
    EncodingAttr relabel(::llvm::ArrayRef<int64_t> permutation) const;
    /// The layout of this tensor (static `shape`) collapsed by
    /// `reassociation` (tensor.collapse_shape's groups of consecutive dims)
    /// that stores every element in the same place of the same buffer, or
    /// null when there is none: the dims of a group must follow each other
    /// in `order`, only the first of them wider than 1 may be padded, and a
    /// tile only on a group with one dim wider than 1 (LayoutViews.cpp).
    EncodingAttr collapse(::llvm::ArrayRef<int64_t> shape,
                          ::llvm::ArrayRef<::llvm::SmallVector<int64_t, 2>>
                              reassociation) const;
    /// The layout of this tensor (static `shape`) expanded into
    /// `expandedShape` by `reassociation` that stores every element in the
    /// same place of the same buffer, or null when there is none (a dim's
    /// padding must divide among whole rows of the dims after the first,
    /// with no unit dim before the first wider one).
    EncodingAttr expand(::llvm::ArrayRef<int64_t> shape,
                        ::llvm::ArrayRef<int64_t> expandedShape,
                        ::llvm::ArrayRef<::llvm::SmallVector<int64_t, 2>>
                            reassociation) const;
    /// The layout of the slice of this tensor (static `shape`) at
    /// `offsets` with `sizes` and unit strides that views the same buffer:
    /// the rest of the buffer becomes its halo, with an undefined pad value
    /// (it holds the tensor's other elements); null for tiled layouts.
    EncodingAttr slice(::llvm::ArrayRef<int64_t> shape,
                       ::llvm::ArrayRef<int64_t> offsets,
                       ::llvm::ArrayRef<int64_t> sizes) const;

    //===------------------------------------------------------------------===//
    // Equivalence.
    //===------------------------------------------------------------------===//

    /// This layout normalized for one static shape: parts that place no
    /// element differently for `shape` are dropped (alignments already met,
    /// the position of size-1 dims in the order, a pad value when there is
    /// no padding). Two layouts place every element of a tensor of `shape`
    /// identically iff their specializations are equal.
    EncodingAttr specialize(::llvm::ArrayRef<int64_t> shape) const;
    /// Whether `a` and `b` (null means the packed layout) place every
    /// element and hold the same padding for a tensor of `shape`.
    static bool isEquivalent(EncodingAttr a, EncodingAttr b,
                             ::llvm::ArrayRef<int64_t> shape);
    /// Whether a buffer in layout `from` is, unchanged, a buffer in layout
    /// `to` for a tensor of `shape`: the layouts are equivalent, except
    /// that `to` may leave undefined a pad value that `from` defines and
    /// may promise a smaller base alignment (a divisor of `from`'s).
    static bool canViewAs(EncodingAttr from, EncodingAttr to,
                          ::llvm::ArrayRef<int64_t> shape);
    /// This layout with an undefined pad value.
    EncodingAttr withoutPadValue() const;
    /// This layout with base alignment `baseAlign` (0: natural).
    EncodingAttr withBaseAlign(int64_t baseAlign) const;
    /// This layout in memory space `memorySpace` (null: the default one).
    EncodingAttr withMemorySpace(::mlir::Attribute memorySpace) const;
    /// The packed row-major layout in this layout's memory space: what a
    /// plain view of its buffer has (the physical tensor, a row metadata
    /// companion, a packed stand-in).
    EncodingAttr getPackedInSameSpace() const;
    /// This layout with halo `padLow`/`padHigh` (replacing its own) whose
    /// padding holds `padValue` (null: undefined).
    EncodingAttr withHalo(::llvm::ArrayRef<int64_t> padLow,
                          ::llvm::ArrayRef<int64_t> padHigh,
                          ::mlir::Attribute padValue) const;
    /// Whether the layout adds a halo to some dim.
    bool hasHalo() const { return !getPadLow().empty() || !getPadHigh().empty(); }
    /// The layout of a tensor type (null when it has none).
    static EncodingAttr get(::mlir::RankedTensorType type);
    /// The layout of a tensor type, the packed layout when it has none.
    static EncodingAttr getOrPacked(::mlir::RankedTensorType type);
    /// `type` in layout `layout`; the packed layout is spelled without an
    /// encoding.
    static ::mlir::RankedTensorType withLayout(::mlir::RankedTensorType type,
                                               EncodingAttr layout);
  }];
}

def Layout_RequirementAttr : AttrDef<Layout_Dialect, "Requirement"> {
  let mnemonic = "requirement";
  let summary = "A partial constraint on the layout of an operand or result";
  let description = [{
    What a backend needs of one tensor: every part is optional, and an
    omitted part accepts anything. A layout *satisfies* the requirement for
    a tensor type when each given part holds:

    | part | syntax | satisfied when |
    |---|---|---|
    | dimension order | `order = [0, 2, 3, 1]` | the layout stores the logical dims in this major-to-minor order (size-1 dims may sit anywhere) |
    | alignment, elements | `align = [1, 1, 1, 16]` | the physical extent of dim `d` is a multiple of `align[d]` |
    | alignment, bytes | `align_bytes = [1, 1, 1, 64]` | the physical extent of dim `d`, in bytes, is a multiple of `align_bytes[d]` |
    | halo padding | `pad_low = [...]`, `pad_high = [...]` | at least that many padding elements before / after dim `d` |
    | pad value | `pad_value = zero \| <constant>` | every padding position holds it (a layout without padding satisfies any pad value) |
    | tiles | `tiles = [1 : 16]` | the layout has exactly these tiles (`tiles = []`: untiled), after the outer dims or where `order` places them (`order = [t0, 0, 1]`) |
    | base alignment | `base_align = 64` | the buffer start is aligned to at least that many bytes |
    | memory space | `memory_space = 1` | the buffer lives in that memory space (`memory_space = 0`: the default one) |

    Aligning the physical extent of a dim makes the stride of every dim
    stored outside it a multiple of the alignment, so with a base
    alignment `align_bytes = [1, 64]` means "every row starts on a 64-byte
    boundary".

    `#layout.requirement<>` accepts every layout. Two requirements
    intersect into one that exactly the layouts satisfying both satisfy:
    alignments combine by lcm, halos and base alignments by max; different
    orders, pad values or tiles are incompatible. The smallest layout
    satisfying a requirement (`getMinimalLayout`) is what layout assignment
    inserts transforms to.

    ```mlir
    // NHWC storage with cache-line aligned channel rows.
    #layout.requirement<order = [0, 2, 3, 1], align_bytes = [1, 1, 1, 64],
                        base_align = 64>
    ```
  }];
  let parameters = (ins
    OptionalArrayRefParameter<"int64_t", "required order, empty = any">:$order,
    OptionalArrayRefParameter<"int64_t", "alignment in elements per dim">:$align,
    OptionalArrayRefParameter<"int64_t", "alignment in bytes per dim">:$alignBytes,
    OptionalArrayRefParameter<"int64_t", "minimum low halo per dim">:$padLow,
    OptionalArrayRefParameter<"int64_t", "minimum high halo per dim">:$padHigh,
    OptionalParameter<"::mlir::Attribute",
        "pad value: null = any, UnitAttr = zero, else a constant">:$padValue,
    DefaultValuedParameter<"bool", "false",
        "whether the tiles are required exactly">:$exactTiles,
    OptionalArrayRefParameter<"int64_t", "tiled logical dims">:$tileDims,
    OptionalArrayRefParameter<"int64_t", "tile sizes">:$tileSizes,
    DefaultValuedParameter<"int64_t", "0", "minimum base alignment in bytes">:$baseAlign,
    OptionalArrayRefParameter<"int64_t",
        "required position of each tile in the physical shape; empty = after "
        "all outer dims">:$tilePositions,
    OptionalParameter<"::mlir::Attribute",
        "required memory space; null = any, integer 0 = the default "
        "one">:$memorySpace
  );
  let builders = [
    // Tiles after the outer dims: what embedders built before tiles could
    // be placed.
    AttrBuilder<(ins "::llvm::ArrayRef<int64_t>":$order,
        "::llvm::ArrayRef<int64_t>":$align,
        "::llvm::ArrayRef<int64_t>":$alignBytes,
        "::llvm::ArrayRef<int64_t>":$padLow,
        "::llvm::ArrayRef<int64_t>":$padHigh, "::mlir::Attribute":$padValue,
        "bool":$exactTiles, "::llvm::ArrayRef<int64_t>":$tileDims,
        "::llvm::ArrayRef<int64_t>":$tileSizes, "int64_t":$baseAlign), [{
      return $_get($_ctxt, order, align, alignBytes, padLow, padHigh, padValue,
                   exactTiles, tileDims, tileSizes, baseAlign,
                   ::llvm::ArrayRef<int64_t>(), ::mlir::Attribute());
    }]>,
    // Any memory space: what embedders built before layouts had one.
    AttrBuilder<(ins "::llvm::ArrayRef<int64_t>":$order,
        "::llvm::ArrayRef<int64_t>":$align,
        "::llvm::ArrayRef<int64_t>":$alignBytes,
        "::llvm::ArrayRef<int64_t>":$padLow,
        "::llvm::ArrayRef<int64_t>":$padHigh, "::mlir::Attribute":$padValue,
        "bool":$exactTiles, "::llvm::ArrayRef<int64_t>":$tileDims,
        "::llvm::ArrayRef<int64_t>":$tileSizes, "int64_t":$baseAlign,
        "::llvm::ArrayRef<int64_t>":$tilePositions), [{
      return $_get($_ctxt, order, align, alignBytes, padLow, padHigh, padValue,
                   exactTiles, tileDims, tileSizes, baseAlign, tilePositions,
                   ::mlir::Attribute());
    }]>
  ];
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// The requirement that every layout satisfies.
    static RequirementAttr getAny(::mlir::MLIRContext *context);
    bool isAny() const;
    /// The rank the requirement is written for, if it has per-dim parts.
    std::optional<int64_t> getRank() const;
    /// Alignment, in elements, that dim `dim` needs for elements of
    /// `elementBytes` bytes (both alignments combined).
    int64_t getAlignmentInElements(int64_t dim, int64_t elementBytes) const;

    /// Whether `type` (its encoding, or the packed layout) satisfies this
    /// requirement; when not, `whyNot` (if given) says which part fails.
    bool isSatisfiedBy(::mlir::RankedTensorType type,
                       std::string *whyNot = nullptr) const;
    /// The layout with the least padding that satisfies this requirement
    /// for `type` (identity order and undefined pad value where free), or
    /// failure when none can (wrong rank, a pad constant of another type).
    ::mlir::FailureOr<EncodingAttr>
    getMinimalLayout(::mlir::RankedTensorType type) const;
    /// Whether the requirement can apply to `type`, with a diagnostic.
    ::mlir::LogicalResult
    verifyForType(::mlir::RankedTensorType type,
                  ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) const;

    /// The requirement satisfied exactly by the layouts satisfying both, or
    /// failure (with the reason in `whyNot`) when no layout can.
    static ::mlir::FailureOr<RequirementAttr>
    intersect(RequirementAttr lhs, RequirementAttr rhs,
              std::string *whyNot = nullptr);
  }];
}

include "tensor-layout/Dialect/Layout/IR/LayoutTargetAttrs.td"

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTATTRS_TD
