//===- UntiledCopy.cpp - Copies of tiled layouts as untiled ones ----------===//

#include "Conversion/LayoutCopyCommon/UntiledCopy.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::layout;

/// Whether `layout` places the elements of `shape` without any padding and
/// with whole tiles: its buffer is then the logical tensor with every tiled
/// dim split in two (blocks, lanes) and the dims permuted.
static bool isExactTiling(EncodingAttr layout, ArrayRef<int64_t> shape) {
  for (auto [d, size] : llvm::zip(layout.getTileDims(), layout.getTileSizes()))
    if (shape[d] % size != 0)
      return false;
  return layout.getNumPhysicalElements(shape) ==
             ShapedType::getNumElements(shape) &&
         layout.getOffset(shape) == 0;
}

/// The untiled layout that places the elements of `shape` where tiled
/// `layout` does, padding included, when every tiled dim fits in one tile
/// (3 channels padded to a tile of 16: NCHW16c is then NHWC with channels
/// padded to 16), or null. Each tiled dim takes its tile's place.
static EncodingAttr getSingleTileEquivalent(EncodingAttr layout,
                                            ArrayRef<int64_t> shape) {
  int64_t rank = shape.size();
  ArrayRef<int64_t> tileDims = layout.getTileDims();
  SmallVector<int64_t> order, align;
  for (int64_t entry : layout.getPhysicalOrder(rank))
    if (entry >= rank)
      order.push_back(tileDims[entry - rank]);
    else if (!llvm::is_contained(tileDims, entry))
      order.push_back(entry);
  for (int64_t d = 0; d < rank; ++d) {
    if (layout.getLowPadding(d) || layout.getHighPadding(d))
      return {};
    bool tiledDim = llvm::is_contained(tileDims, d);
    if (tiledDim && layout.getPaddedExtent(shape, d) != layout.getTileSize(d))
      return {};
    align.push_back(tiledDim ? layout.getTileSize(d) : layout.getAlignment(d));
  }
  auto equivalent =
      EncodingAttr::get(layout.getContext(), order, align, /*padLow=*/{},
                        /*padHigh=*/{}, layout.getPadValue(), /*tileDims=*/{},
                        /*tileSizes=*/{}, layout.getBaseAlign(),
                        /*tilePositions=*/{}, layout.getMemorySpace());
  if (equivalent.getNumPhysicalElements(shape) !=
      layout.getNumPhysicalElements(shape))
    return {};
  return equivalent;
}

/// A view of `buffer` with `sizes` and `strides` from element `offset`.
static Value view(OpBuilder &b, Location loc, Value buffer, int64_t offset,
                  ArrayRef<int64_t> sizes, ArrayRef<int64_t> strides) {
  auto type = cast<MemRefType>(buffer.getType());
  auto viewType =
      MemRefType::get(sizes, type.getElementType(),
                      StridedLayoutAttr::get(b.getContext(), offset, strides),
                      type.getMemorySpace());
  return memref::ReinterpretCastOp::create(b, loc, viewType, buffer, offset,
                                           sizes, strides);
}

std::optional<std::pair<SmallVector<int64_t>, int64_t>>
mlir::layout::getStaticStridesAndOffset(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return std::nullopt;
  return std::make_pair(strides, offset);
}

/// A copy between an untiled layout and an exact tiling (isExactTiling) as
/// an untiled copy of higher rank: the tiled dims split in two on both
/// sides (NCHW -> NCHW16c is a transpose of 16 x (H*W) tiles). From a tiled
/// layout, only into a packed destination.
static FailureOr<UntiledCopy> getExactTilingCopy(OpBuilder &b, CopyOp op) {
  Location loc = op.getLoc();
  RankedTensorType sourceType = op.getSourceTensorType();
  RankedTensorType destType = op.getDestTensorType();
  ArrayRef<int64_t> shape = destType.getShape();
  int64_t rank = shape.size();
  Type elementType = destType.getElementType();
  EncodingAttr sourceLayout = EncodingAttr::getOrPacked(sourceType);
  EncodingAttr destLayout = EncodingAttr::getOrPacked(destType);
  bool toTiled = destLayout.isTiled();
  EncodingAttr tiled = toTiled ? destLayout : sourceLayout;
  if (sourceLayout.isTiled() == toTiled || !isExactTiling(tiled, shape))
    return failure();
  SmallVector<int64_t> physicalOrder = tiled.getPhysicalOrder(rank);
  ArrayRef<int64_t> tileDims = tiled.getTileDims();
  ArrayRef<int64_t> tileSizes = tiled.getTileSizes();
  SmallVector<int64_t> physicalShape = tiled.getPhysicalShape(shape);
  int64_t sourceAlign = op.getKnownSourceAlignment();
  int64_t destAlign = op.getKnownDestAlignment();

  if (toTiled) {
    // The source viewed in the destination's physical shape: block dims
    // step over whole tiles, lane dims over elements.
    auto source =
        getStaticStridesAndOffset(cast<MemRefType>(op.getSource().getType()));
    if (!source)
      return failure();
    ArrayRef<int64_t> untiledStrides = source->first;
    int64_t offset = source->second;
    SmallVector<int64_t> strides;
    for (int64_t entry : physicalOrder)
      strides.push_back(entry < rank
                            ? untiledStrides[entry] * tiled.getTileSize(entry)
                            : untiledStrides[tileDims[entry - rank]]);
    Value sourceView =
        view(b, loc, op.getSource(), offset, physicalShape, strides);
    return UntiledCopy{sourceView, sourceAlign, op.getDest(),
                       RankedTensorType::get(physicalShape, elementType),
                       destAlign};
  }

  // From a tiled layout into a packed destination: both viewed with every
  // tiled dim split into (blocks, lanes) in place.
  auto destBuffer = cast<MemRefType>(op.getDest().getType());
  auto sourceBuffer = cast<MemRefType>(op.getSource().getType());
  if (!destBuffer.getLayout().isIdentity() ||
      !sourceBuffer.getLayout().isIdentity() ||
      destLayout.getNumPhysicalElements(shape) != destType.getNumElements())
    return failure();
  SmallVector<int64_t> physicalStrides = tiled.getPhysicalStrides(shape);
  SmallVector<int64_t> splitShape, splitStrides;
  SmallVector<ReassociationIndices> reassociation;
  auto positionOf = [&](int64_t entry) {
    return llvm::find(physicalOrder, entry) - physicalOrder.begin();
  };
  for (int64_t d = 0; d < rank; ++d) {
    int64_t block = positionOf(d);
    reassociation.emplace_back();
    reassociation.back().push_back(splitShape.size());
    auto lane = llvm::find(tileDims, d);
    if (lane == tileDims.end()) {
      splitShape.push_back(shape[d]);
      splitStrides.push_back(physicalStrides[block]);
      continue;
    }
    int64_t tile = lane - tileDims.begin();
    int64_t size = tileSizes[tile];
    reassociation.back().push_back(splitShape.size() + 1);
    splitShape.append({shape[d] / size, size});
    splitStrides.append(
        {physicalStrides[block], physicalStrides[positionOf(rank + tile)]});
  }
  Value sourceView = view(b, loc, op.getSource(), 0, splitShape, splitStrides);
  Value destView = memref::ExpandShapeOp::create(b, loc, splitShape,
                                                 op.getDest(), reassociation);
  return UntiledCopy{sourceView, sourceAlign, destView,
                     RankedTensorType::get(splitShape, elementType), destAlign};
}

/// A copy between an untiled layout and a tiling whose tiled dims are one
/// tile each (getSingleTileEquivalent): a copy between untiled layouts, the
/// tiled side's physical buffer viewed in the equivalent layout.
static FailureOr<UntiledCopy> getSingleTileCopy(OpBuilder &b, CopyOp op) {
  Location loc = op.getLoc();
  RankedTensorType sourceType = op.getSourceTensorType();
  RankedTensorType destType = op.getDestTensorType();
  ArrayRef<int64_t> shape = destType.getShape();
  EncodingAttr sourceLayout = EncodingAttr::getOrPacked(sourceType);
  EncodingAttr destLayout = EncodingAttr::getOrPacked(destType);
  bool toTiled = destLayout.isTiled();
  if (sourceLayout.isTiled() == toTiled)
    return failure();
  Value tiledBuffer = toTiled ? op.getDest() : op.getSource();
  EncodingAttr equivalent =
      getSingleTileEquivalent(toTiled ? destLayout : sourceLayout, shape);
  if (!equivalent ||
      !cast<MemRefType>(tiledBuffer.getType()).getLayout().isIdentity())
    return failure();
  auto equivalentType =
      RankedTensorType::get(shape, destType.getElementType(), equivalent);
  FailureOr<MemRefType> equivalentMemRef = getLayoutMemRefType(equivalentType);
  if (failed(equivalentMemRef))
    return failure();
  Value equivalentView = view(b, loc, tiledBuffer, 0, shape,
                              equivalentMemRef->getStridesAndOffset().first);
  if (toTiled)
    return UntiledCopy{op.getSource(), op.getKnownSourceAlignment(),
                       equivalentView, equivalentType,
                       op.getKnownDestAlignment()};
  return UntiledCopy{equivalentView, op.getKnownSourceAlignment(), op.getDest(),
                     destType, op.getKnownDestAlignment()};
}

FailureOr<UntiledCopy> mlir::layout::getUntiledCopy(OpBuilder &b, CopyOp op) {
  bool sourceTiled =
      EncodingAttr::getOrPacked(op.getSourceTensorType()).isTiled();
  bool destTiled = EncodingAttr::getOrPacked(op.getDestTensorType()).isTiled();
  if (!sourceTiled && !destTiled)
    return UntiledCopy{op.getSource(), op.getKnownSourceAlignment(),
                       op.getDest(), op.getDestTensorType(),
                       op.getKnownDestAlignment()};
  FailureOr<UntiledCopy> copy = getExactTilingCopy(b, op);
  if (failed(copy))
    copy = getSingleTileCopy(b, op);
  return copy;
}

FailureOr<SmallVector<UntiledCopy>>
mlir::layout::getPaddedTilingCopies(OpBuilder &b, CopyOp op) {
  Location loc = op.getLoc();
  RankedTensorType destType = op.getDestTensorType();
  ArrayRef<int64_t> shape = destType.getShape();
  int64_t rank = shape.size();
  EncodingAttr sourceLayout =
      EncodingAttr::getOrPacked(op.getSourceTensorType());
  EncodingAttr destLayout = EncodingAttr::getOrPacked(destType);
  bool toTiled = destLayout.isTiled();
  EncodingAttr tiled = toTiled ? destLayout : sourceLayout;
  EncodingAttr untiled = toTiled ? sourceLayout : destLayout;
  Value tiledBuffer = toTiled ? op.getDest() : op.getSource();
  Value untiledBuffer = toTiled ? op.getSource() : op.getDest();
  // Out of a tiling, the destination's elements must be all it holds.
  if (untiled.isTiled() || !tiled.isTiled() || tiled.getRowMetadata() ||
      !destType.hasStaticShape() || (!toTiled && untiled.hasPadding(shape)) ||
      !cast<MemRefType>(tiledBuffer.getType()).getLayout().isIdentity())
    return failure();
  auto untiledView =
      getStaticStridesAndOffset(cast<MemRefType>(untiledBuffer.getType()));
  if (!untiledView)
    return failure();
  ArrayRef<int64_t> untiledStrides = untiledView->first;
  ArrayRef<int64_t> tileDims = tiled.getTileDims();
  ArrayRef<int64_t> tileSizes = tiled.getTileSizes();

  // The runs of each tiled dim: its whole tiles, then its partial last one.
  // A halo before a tiled dim would shift its tiles: not taken.
  struct Run {
    int64_t firstBlock, blocks, lanes;
  };
  SmallVector<SmallVector<Run, 2>> runs;
  for (auto [k, dim] : llvm::enumerate(tileDims)) {
    if (tiled.getLowPadding(dim) != 0 || llvm::count(tileDims, dim) != 1)
      return failure();
    int64_t size = tileSizes[k];
    runs.emplace_back();
    if (int64_t whole = shape[dim] / size)
      runs.back().push_back({0, whole, size});
    if (int64_t rest = shape[dim] % size)
      runs.back().push_back({shape[dim] / size, 1, rest});
  }

  SmallVector<int64_t> physicalOrder = tiled.getPhysicalOrder(rank);
  SmallVector<int64_t> physicalShape = tiled.getPhysicalShape(shape);
  // A piece's dims are the tiled buffer's physical dims. Its place in that
  // buffer is an untiled layout whose halos are the rest of the buffer; in
  // the untiled buffer, a view. Every piece is checked before any view is
  // built.
  struct Piece {
    SmallVector<int64_t> shape, untiledStrides;
    int64_t untiledOffset;
    EncodingAttr tiledPlace;
  };
  SmallVector<Piece> pieces;
  SmallVector<size_t> choice(runs.size(), 0);
  for (bool more = true; more;) {
    Piece piece;
    piece.untiledOffset = untiledView->second;
    SmallVector<int64_t> padLow, padHigh;
    for (auto [position, entry] : llvm::enumerate(physicalOrder)) {
      int64_t extent, low = 0;
      if (entry >= rank) {
        // The lanes of tile k.
        int64_t k = entry - rank;
        extent = runs[k][choice[k]].lanes;
        piece.untiledStrides.push_back(untiledStrides[tileDims[k]]);
      } else if (auto *tile = llvm::find(tileDims, entry);
                 tile != tileDims.end()) {
        // The blocks of a tiled dim.
        int64_t k = tile - tileDims.begin();
        const Run &run = runs[k][choice[k]];
        extent = run.blocks;
        low = run.firstBlock;
        piece.untiledStrides.push_back(untiledStrides[entry] * tileSizes[k]);
        piece.untiledOffset +=
            run.firstBlock * tileSizes[k] * untiledStrides[entry];
      } else {
        extent = shape[entry];
        low = tiled.getLowPadding(entry);
        piece.untiledStrides.push_back(untiledStrides[entry]);
      }
      piece.shape.push_back(extent);
      padLow.push_back(low);
      padHigh.push_back(physicalShape[position] - low - extent);
    }
    // Into the tiling, the first piece writes the destination's padding,
    // which covers the other pieces' elements: those come after, leaving
    // theirs undefined.
    Attribute padValue =
        toTiled && pieces.empty() ? tiled.getPadValue() : Attribute();
    piece.tiledPlace = EncodingAttr::get(
        b.getContext(), /*order=*/{}, /*align=*/{}, padLow, padHigh, padValue,
        /*tileDims=*/{}, /*tileSizes=*/{}, tiled.getBaseAlign(),
        /*tilePositions=*/{}, tiled.getMemorySpace());
    if (piece.tiledPlace.getNumPhysicalElements(piece.shape) !=
        tiled.getNumPhysicalElements(shape))
      return failure();
    pieces.push_back(std::move(piece));
    // The next combination of runs, the last tiled dim fastest.
    int64_t k = runs.size() - 1;
    for (; k >= 0; --k) {
      if (++choice[k] < runs[k].size())
        break;
      choice[k] = 0;
    }
    more = k >= 0;
  }

  SmallVector<UntiledCopy> copies;
  Type elementType = destType.getElementType();
  for (const Piece &piece : pieces) {
    Value tiledView =
        view(b, loc, tiledBuffer, piece.tiledPlace.getOffset(piece.shape),
             piece.shape, *piece.tiledPlace.getLogicalStrides(piece.shape));
    Value untiledPart = view(b, loc, untiledBuffer, piece.untiledOffset,
                             piece.shape, piece.untiledStrides);
    if (toTiled)
      copies.push_back(UntiledCopy{
          untiledPart, op.getKnownSourceAlignment(), tiledView,
          RankedTensorType::get(piece.shape, elementType, piece.tiledPlace),
          op.getKnownDestAlignment()});
    else
      copies.push_back(
          UntiledCopy{tiledView, op.getKnownSourceAlignment(), untiledPart,
                      RankedTensorType::get(piece.shape, elementType),
                      op.getKnownDestAlignment(), /*destIsView=*/true});
  }
  return copies;
}
