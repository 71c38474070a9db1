//===- LayoutViews.cpp - Layouts of reshaped and sliced tensors -----------===//
//
// tensor.collapse_shape and tensor.expand_shape rename the logical dims of a
// tensor without moving an element. A layout of the reshaped tensor that
// keeps every element where it is exists when each group of merged dims is
// one run of the physical order whose dims after the first hold no padding:
// then the merged dim has a single stride, and the first dim's padding,
// scaled by the extent of the dims after it, is the merged dim's halo. Dims
// of extent 1 have no stride that matters and may sit anywhere. A slice of
// an untiled layout is a view too: the rest of the buffer is its halo.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::layout;

using Reassociation = ArrayRef<SmallVector<int64_t, 2>>;

static bool hasStaticNonZeroShape(ArrayRef<int64_t> shape) {
  return llvm::all_of(shape, [](int64_t extent) {
    return !ShapedType::isDynamic(extent) && extent > 0;
  });
}

/// The position in a group of the expanded dim that takes the collapsed
/// dim's padding: the first one wider than 1 (the first when none is).
static int64_t getHeadIndex(ArrayRef<int64_t> groupExtents) {
  for (auto [index, extent] : llvm::enumerate(groupExtents))
    if (extent > 1)
      return index;
  return 0;
}

EncodingAttr EncodingAttr::collapse(ArrayRef<int64_t> shape,
                                    Reassociation reassociation) const {
  // The reshaped tensor's rows are others: its view drops the metadata.
  if (getRowMetadata())
    return withoutPadValue().collapse(shape, reassociation);
  // (A reshape view of tiles among the outer dims is not worked out.)
  if (hasPlacedTiles())
    return {};
  int64_t rank = shape.size();
  // Rank 0 has no dim to hold a padded element's offset.
  if (!hasStaticNonZeroShape(shape) || reassociation.empty())
    return {};
  SmallVector<int64_t> groupOf(rank);
  for (auto [group, dims] : llvm::enumerate(reassociation))
    for (int64_t dim : dims)
      groupOf[dim] = group;
  // A dim of physical extent 1 that is not tiled is placed by nothing.
  auto isUnit = [&](int64_t dim) {
    return getPaddedExtent(shape, dim) == 1 && getTileSize(dim) == 1;
  };

  // The wider dims of each group must be one increasing run of the order.
  SmallVector<int64_t> order = getOrderOrIdentity(rank);
  SmallVector<bool> seen(reassociation.size(), false);
  int64_t previous = -1;
  for (int64_t dim : order) {
    if (isUnit(dim))
      continue;
    if (previous >= 0 && groupOf[previous] == groupOf[dim]) {
      if (previous > dim)
        return {};
    } else if (seen[groupOf[dim]]) {
      return {};
    }
    seen[groupOf[dim]] = true;
    previous = dim;
  }

  int64_t collapsedRank = reassociation.size();
  SmallVector<int64_t> padLow(collapsedRank, 0), padHigh(collapsedRank, 0);
  SmallVector<int64_t> headOf(collapsedRank);
  for (auto [group, dims] : llvm::enumerate(reassociation)) {
    // The first dim that is not a unit places the group's elements.
    auto headIt =
        llvm::find_if(dims, [&](int64_t dim) { return !isUnit(dim); });
    int64_t headIndex = headIt == dims.end() ? 0 : headIt - dims.begin();
    int64_t head = dims[headIndex];
    // A group of one element takes the stride of its first dim in
    // upstream's collapse_shape (it drops trailing dims of extent 1), which
    // a padded later dim would not give.
    bool oneElement =
        llvm::all_of(dims, [&](int64_t dim) { return shape[dim] == 1; });
    if (oneElement && headIndex != 0)
      return {};
    headOf[group] = head;
    ArrayRef<int64_t> rest = ArrayRef<int64_t>(dims).drop_front(headIndex + 1);
    int64_t inner = 1;
    for (int64_t dim : rest) {
      bool padded =
          getLowPadding(dim) > 0 || getPaddedExtent(shape, dim) != shape[dim];
      if (padded || getTileSize(dim) != 1)
        return {};
      // Only a unit may follow a tiled head: the tile is innermost.
      if (getTileSize(head) != 1 && !isUnit(dim))
        return {};
      inner *= shape[dim];
    }
    padLow[group] = getLowPadding(head) * inner;
    padHigh[group] =
        (getPaddedExtent(shape, head) - getLowPadding(head) - shape[head]) *
        inner;
  }

  // Groups in the order of their heads (distinct dims: no ties).
  SmallVector<int64_t> positions(rank);
  for (auto [position, dim] : llvm::enumerate(order))
    positions[dim] = position;
  SmallVector<int64_t> collapsedOrder =
      llvm::to_vector(llvm::seq<int64_t>(0, collapsedRank));
  llvm::sort(collapsedOrder, [&](int64_t a, int64_t b) {
    return positions[headOf[a]] < positions[headOf[b]];
  });
  SmallVector<int64_t> tileDims = llvm::map_to_vector(
      getTileDims(), [&](int64_t dim) { return groupOf[dim]; });
  return EncodingAttr::get(getContext(), collapsedOrder, /*align=*/{}, padLow,
                           padHigh, getPadValue(), tileDims, getTileSizes(),
                           getBaseAlign(), /*tilePositions=*/{},
                           getMemorySpace());
}

EncodingAttr EncodingAttr::expand(ArrayRef<int64_t> shape,
                                  ArrayRef<int64_t> expandedShape,
                                  Reassociation reassociation) const {
  if (getRowMetadata())
    return withoutPadValue().expand(shape, expandedShape, reassociation);
  if (hasPlacedTiles())
    return {};
  if (!hasStaticNonZeroShape(shape) || !hasStaticNonZeroShape(expandedShape) ||
      reassociation.empty())
    return {};
  int64_t expandedRank = expandedShape.size();
  SmallVector<int64_t> padLow(expandedRank, 0), padHigh(expandedRank, 0);
  SmallVector<int64_t> headOf(reassociation.size());
  for (auto [dim, group] : llvm::enumerate(reassociation)) {
    SmallVector<int64_t> extents = llvm::map_to_vector(
        group, [&](int64_t expanded) { return expandedShape[expanded]; });
    int64_t headIndex = getHeadIndex(extents);
    int64_t head = group[headIndex];
    headOf[dim] = head;
    // A tile stays whole only on a dim that is the only one wider than 1.
    if (getTileSize(dim) != 1 &&
        llvm::count_if(extents, [](int64_t extent) { return extent > 1; }) > 1)
      return {};
    // The dims before the head have extent 1: its padding must be whole
    // rows of the dims after it.
    int64_t inner =
        computeProduct(ArrayRef<int64_t>(extents).drop_front(headIndex + 1));
    int64_t low = getLowPadding(dim);
    int64_t padded = getPaddedExtent(shape, dim);
    if (low % inner != 0 || (padded - low) % inner != 0)
      return {};
    // Upstream strides a unit dim before the head by the head's logical
    // extent, the layout by its padded one: the memref types would differ.
    if (headIndex > 0 && padded != shape[dim])
      return {};
    padLow[head] = low / inner;
    padHigh[head] = (padded - low) / inner - expandedShape[head];
  }

  SmallVector<int64_t> expandedOrder;
  for (int64_t dim : getOrderOrIdentity(shape.size()))
    llvm::append_range(expandedOrder, reassociation[dim]);
  SmallVector<int64_t> tileDims = llvm::map_to_vector(
      getTileDims(), [&](int64_t dim) { return headOf[dim]; });
  return EncodingAttr::get(getContext(), expandedOrder, /*align=*/{}, padLow,
                           padHigh, getPadValue(), tileDims, getTileSizes(),
                           getBaseAlign(), /*tilePositions=*/{},
                           getMemorySpace());
}

EncodingAttr EncodingAttr::slice(ArrayRef<int64_t> shape,
                                 ArrayRef<int64_t> offsets,
                                 ArrayRef<int64_t> sizes) const {
  if (isTiled() || ShapedType::isDynamicShape(shape))
    return {};
  int64_t rank = shape.size();
  SmallVector<int64_t> padLow(rank), padHigh(rank);
  for (int64_t dim = 0; dim < rank; ++dim) {
    if (offsets[dim] < 0 || sizes[dim] < 0 ||
        offsets[dim] + sizes[dim] > shape[dim])
      return {};
    padLow[dim] = getLowPadding(dim) + offsets[dim];
    padHigh[dim] = getPaddedExtent(shape, dim) - padLow[dim] - sizes[dim];
  }
  return EncodingAttr::get(getContext(), getOrder(), /*align=*/{}, padLow,
                           padHigh, /*padValue=*/{}, /*tileDims=*/{},
                           /*tileSizes=*/{}, getBaseAlign(),
                           /*tilePositions=*/{}, getMemorySpace());
}
