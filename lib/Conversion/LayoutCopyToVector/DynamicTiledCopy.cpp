//===- DynamicTiledCopy.cpp - layout.copy of dynamic tiled layouts --------===//
//
// A tiled layout of dynamic shape has no untiled view at compile time: its
// padding depends on the extents. Where the extents turn out to fill whole
// aligned blocks (no padding at all: 64 channels in NCHW16c), the copy is
// the one the static exact tilings get (UntiledCopy.cpp), an untiled copy
// of higher rank, here on views of run-time sizes and strides, which the
// dynamic vector kernels (DynamicCopy.cpp) take. A run-time test picks it;
// other extents take the scalar loops.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToVector/CpuCopyKernels.h"

#include "Dialect/Layout/Utils/IndexBuilder.h"
#include "Dialect/Layout/Utils/PhysicalPositions.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
/// A stride or extent known at compile time, or the value that holds it.
struct Extent {
  int64_t known = ShapedType::kDynamic;
  Value value;
};
} // namespace

/// A view of `buffer` from element `offset` with `sizes` and `strides`
/// (static where known).
static Value view(OpBuilder &b, Location loc, Value buffer, Extent offset,
                  ArrayRef<Extent> sizes, ArrayRef<Extent> strides) {
  auto type = cast<MemRefType>(buffer.getType());
  SmallVector<int64_t> staticSizes, staticStrides;
  SmallVector<OpFoldResult> mixedSizes, mixedStrides;
  auto mixed = [&](const Extent &e) -> OpFoldResult {
    if (ShapedType::isDynamic(e.known))
      return e.value;
    return b.getIndexAttr(e.known);
  };
  for (const Extent &size : sizes) {
    staticSizes.push_back(size.known);
    mixedSizes.push_back(mixed(size));
  }
  for (const Extent &stride : strides) {
    staticStrides.push_back(stride.known);
    mixedStrides.push_back(mixed(stride));
  }
  auto viewType = MemRefType::get(
      staticSizes, type.getElementType(),
      StridedLayoutAttr::get(b.getContext(), offset.known, staticStrides),
      type.getMemorySpace());
  return memref::ReinterpretCastOp::create(
      b, loc, viewType, buffer, mixed(offset), mixedSizes, mixedStrides);
}

/// The strides and offset of `buffer`, static where its type says them.
static std::pair<SmallVector<Extent>, Extent>
getStridesAndOffset(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  auto [strides, offset] = type.getStridesAndOffset();
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, buffer);
  SmallVector<Extent> result;
  for (auto [known, value] : llvm::zip_equal(strides, metadata.getStrides()))
    result.push_back({known, value});
  return {result, Extent{offset, metadata.getOffset()}};
}

/// `a * factor`, static where `a` is.
static Extent scaled(const IndexBuilder &ib, Extent a, int64_t factor) {
  if (!ShapedType::isDynamic(a.known))
    return {a.known * factor, ib.constant(a.known * factor)};
  return {ShapedType::kDynamic, ib.mul(a.value, factor)};
}

/// Row-major strides over `sizes`, the innermost 1.
static SmallVector<Extent> getRowMajorStrides(const IndexBuilder &ib,
                                              ArrayRef<Extent> sizes) {
  SmallVector<Extent> strides(sizes.size());
  Extent stride{1, ib.constant(1)};
  for (int64_t i = static_cast<int64_t>(sizes.size()) - 1; i >= 0; --i) {
    strides[i] = stride;
    bool known = !ShapedType::isDynamic(stride.known) &&
                 !ShapedType::isDynamic(sizes[i].known);
    stride = {known ? stride.known * sizes[i].known : ShapedType::kDynamic,
              ib.mul(stride.value, sizes[i].value)};
  }
  return strides;
}

/// Whether a tiled `layout` can place `shape` without padding for some
/// extents: no halo, and every static dim a whole number of aligned blocks.
static bool canBeExact(EncodingAttr layout, ArrayRef<int64_t> shape) {
  for (int64_t d = 0, rank = shape.size(); d < rank; ++d) {
    if (layout.getLowPadding(d) || layout.getHighPadding(d))
      return false;
    if (!ShapedType::isDynamic(shape[d]) &&
        shape[d] % layout.getAlignment(d) != 0)
      return false;
  }
  return true;
}

/// Whether the dynamic extents `sizes` are whole aligned blocks of
/// `layout`: then it has no padding.
static Value isExact(const IndexBuilder &ib, EncodingAttr layout,
                     ArrayRef<int64_t> shape, ValueRange sizes) {
  Value exact;
  auto next = sizes.begin();
  for (int64_t d = 0, rank = shape.size(); d < rank; ++d) {
    if (!ShapedType::isDynamic(shape[d]))
      continue;
    Value size = *next++;
    if (layout.getAlignment(d) > 1)
      exact = ib.both(exact, ib.cmp(arith::CmpIPredicate::eq,
                                    ib.rem(size, layout.getAlignment(d)), 0));
  }
  // (Every dynamic dim unaligned: always exact.)
  return exact ? exact : arith::ConstantIntOp::create(ib.b, ib.loc, 1, 1);
}

/// The sizes of `shape`, static where known.
static SmallVector<Extent> getSizes(const IndexBuilder &ib,
                                    ArrayRef<int64_t> shape, ValueRange sizes) {
  SmallVector<Value> values = getLogicalExtents(ib, shape, sizes);
  SmallVector<Extent> result;
  for (auto [known, value] : llvm::zip_equal(shape, values))
    result.push_back({known, value});
  return result;
}

/// Builds the exact copy into (from) the tiled side of `op`, whose extents
/// are whole blocks: an untiled copy of the physical (split) shape.
static void buildExactCopy(OpBuilder &b, CopyOp op,
                           const CpuCopyOptions &options) {
  Location loc = op.getLoc();
  IndexBuilder ib{b, loc};
  RankedTensorType sourceType = op.getSourceTensorType();
  RankedTensorType destType = op.getDestTensorType();
  ArrayRef<int64_t> shape = destType.getShape();
  int64_t rank = shape.size();
  Type elementType = destType.getElementType();
  EncodingAttr destLayout = EncodingAttr::getOrPacked(destType);
  bool toTiled = destLayout.isTiled();
  EncodingAttr tiled =
      toTiled ? destLayout : EncodingAttr::getOrPacked(sourceType);
  SmallVector<int64_t> physicalOrder = tiled.getPhysicalOrder(rank);
  ArrayRef<int64_t> tileDims = tiled.getTileDims();
  SmallVector<Extent> logical = getSizes(ib, shape, op.getSizes());
  // Without padding, a dim's outer extent is its extent over its tile.
  auto outerExtent = [&](int64_t d) -> Extent {
    int64_t tile = tiled.getTileSize(d);
    if (!ShapedType::isDynamic(logical[d].known))
      return {logical[d].known / tile, ib.constant(logical[d].known / tile)};
    return {ShapedType::kDynamic, ib.div(logical[d].value, tile)};
  };
  auto tileExtent = [&](int64_t entry) -> Extent {
    int64_t tile = tiled.getTileSizes()[entry - rank];
    return {tile, ib.constant(tile)};
  };

  if (toTiled) {
    // The source viewed in the destination's physical shape: block dims
    // step over whole tiles, lane dims over elements.
    auto [untiledStrides, offset] = getStridesAndOffset(b, loc, op.getSource());
    SmallVector<Extent> sizes, strides;
    for (int64_t entry : physicalOrder) {
      if (entry < rank) {
        sizes.push_back(outerExtent(entry));
        strides.push_back(
            scaled(ib, untiledStrides[entry], tiled.getTileSize(entry)));
        continue;
      }
      sizes.push_back(tileExtent(entry));
      strides.push_back(untiledStrides[tileDims[entry - rank]]);
    }
    Value source = view(b, loc, op.getSource(), offset, sizes, strides);
    auto physicalType = RankedTensorType::get(
        llvm::map_to_vector(sizes, [](Extent e) { return e.known; }),
        elementType);
    buildCpuCopy(b, loc, source, op.getKnownSourceAlignment(), op.getDest(),
                 physicalType, op.getKnownDestAlignment(), options);
    return;
  }

  // From a tiled layout into a packed destination: both viewed with every
  // tiled dim split into (blocks, lanes) in place.
  SmallVector<Extent> physicalSizes;
  for (int64_t entry : physicalOrder)
    physicalSizes.push_back(entry < rank ? outerExtent(entry)
                                         : tileExtent(entry));
  SmallVector<Extent> physicalStrides = getRowMajorStrides(ib, physicalSizes);
  auto positionOf = [&](int64_t entry) {
    return llvm::find(physicalOrder, entry) - physicalOrder.begin();
  };
  SmallVector<Extent> splitSizes, splitStrides;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t block = positionOf(d);
    splitSizes.push_back(physicalSizes[block]);
    splitStrides.push_back(physicalStrides[block]);
    auto lane = llvm::find(tileDims, d);
    if (lane == tileDims.end())
      continue;
    int64_t lanePosition = positionOf(rank + (lane - tileDims.begin()));
    splitSizes.push_back(physicalSizes[lanePosition]);
    splitStrides.push_back(physicalStrides[lanePosition]);
  }
  // (Both buffers start at their first element: no padding.)
  Extent origin{0, ib.constant(0)};
  Value source = view(b, loc, op.getSource(), origin, splitSizes, splitStrides);
  Value dest = view(b, loc, op.getDest(), origin, splitSizes,
                    getRowMajorStrides(ib, splitSizes));
  auto splitType = RankedTensorType::get(
      llvm::map_to_vector(splitSizes, [](Extent e) { return e.known; }),
      elementType);
  buildCpuCopy(b, loc, source, op.getKnownSourceAlignment(), dest, splitType,
               op.getKnownDestAlignment(), options);
}

LogicalResult
mlir::layout::buildDynamicTiledCopy(OpBuilder &b, CopyOp op,
                                    const CpuCopyOptions &options) {
  RankedTensorType sourceType = op.getSourceTensorType();
  RankedTensorType destType = op.getDestTensorType();
  EncodingAttr sourceLayout = EncodingAttr::getOrPacked(sourceType);
  EncodingAttr destLayout = EncodingAttr::getOrPacked(destType);
  bool toTiled = destLayout.isTiled();
  EncodingAttr tiled = toTiled ? destLayout : sourceLayout;
  ArrayRef<int64_t> shape = destType.getShape();
  // One side tiled, in a whole buffer of its own (the views below are
  // made from its start, row-major); from a tiled layout, only into a
  // packed destination (as for static exact tilings).
  Value tiledBuffer = toTiled ? op.getDest() : op.getSource();
  if (options.vectorBytes == 0 || sourceLayout.isTiled() == toTiled ||
      !cast<MemRefType>(tiledBuffer.getType()).getLayout().isIdentity() ||
      !canBeExact(tiled, shape) ||
      (!toTiled &&
       !(cast<MemRefType>(op.getDest().getType()).getLayout().isIdentity() &&
         !destLayout.hasPadding(shape) &&
         destLayout.getOrderOrIdentity(shape.size()) ==
             llvm::to_vector(llvm::seq<int64_t>(0, shape.size())))))
    return failure();
  Location loc = op.getLoc();
  IndexBuilder ib{b, loc};
  Value exact = isExact(ib, tiled, shape, op.getSizes());
  auto branch = scf::IfOp::create(b, loc, exact, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(branch.thenBlock());
  buildExactCopy(b, op, options);
  b.setInsertionPointToStart(branch.elseBlock());
  buildScalarCopy(b, loc, op.getSource(), sourceType, op.getDest(), destType,
                  op.getSizes());
  return success();
}
