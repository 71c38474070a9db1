//===- LayoutMath.cpp - Physical placement of a layout --------------------===//
//
// Pure functions from a layout and a logical shape to the physical buffer:
// its shape, strides, offsets and padding positions. The physical buffer is
// packed row-major over the physical shape, which lists the outer part of
// every logical dim in `order` and then the tiles, in the order listed.
//
//===----------------------------------------------------------------------===//

#include "AttrSyntax.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::layout;

static bool isDynamic(int64_t value) { return ShapedType::isDynamic(value); }

/// a * b, dynamic when either is (but 0 * anything is 0).
static int64_t mulDynamic(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return 0;
  if (isDynamic(a) || isDynamic(b))
    return ShapedType::kDynamic;
  return a * b;
}

SmallVector<int64_t> EncodingAttr::getPhysicalOrder(int64_t rank) const {
  return syntax::getPhysicalOrder(getOrderOrIdentity(rank),
                                  getTileDims().size(), getTilePositions());
}

/// Where each logical dim's outer part sits in the physical shape.
static SmallVector<int64_t> getOuterSlots(EncodingAttr layout, int64_t rank) {
  SmallVector<int64_t> positions(rank);
  for (auto [position, entry] : llvm::enumerate(layout.getPhysicalOrder(rank)))
    if (entry < rank)
      positions[entry] = position;
  return positions;
}

/// Where each logical dim's tile sits in the physical shape, or -1.
static SmallVector<int64_t> getTileSlots(EncodingAttr layout, int64_t rank) {
  SmallVector<int64_t> positions(rank, -1);
  for (auto [position, entry] : llvm::enumerate(layout.getPhysicalOrder(rank)))
    if (entry >= rank)
      positions[layout.getTileDims()[entry - rank]] = position;
  return positions;
}

int64_t EncodingAttr::getPaddedExtent(ArrayRef<int64_t> shape,
                                      int64_t dim) const {
  if (isDynamic(shape[dim]))
    return ShapedType::kDynamic;
  int64_t extent = getLowPadding(dim) + shape[dim] + getHighPadding(dim);
  return llvm::alignTo(extent, getAlignment(dim));
}

SmallVector<int64_t>
EncodingAttr::getPhysicalShape(ArrayRef<int64_t> shape) const {
  int64_t rank = shape.size();
  SmallVector<int64_t> physical;
  for (int64_t entry : getPhysicalOrder(rank)) {
    if (entry >= rank) {
      physical.push_back(getTileSizes()[entry - rank]);
      continue;
    }
    int64_t extent = getPaddedExtent(shape, entry);
    physical.push_back(isDynamic(extent) ? extent
                                         : extent / getTileSize(entry));
  }
  return physical;
}

/// Row-major strides of a physical shape.
static SmallVector<int64_t> getRowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size());
  int64_t stride = 1;
  for (int64_t i = static_cast<int64_t>(shape.size()) - 1; i >= 0; --i) {
    strides[i] = stride;
    stride = mulDynamic(stride, shape[i]);
  }
  return strides;
}

SmallVector<int64_t>
EncodingAttr::getPhysicalStrides(ArrayRef<int64_t> shape) const {
  return getRowMajorStrides(getPhysicalShape(shape));
}

std::optional<SmallVector<int64_t>>
EncodingAttr::getLogicalStrides(ArrayRef<int64_t> shape) const {
  if (isTiled())
    return std::nullopt;
  int64_t rank = shape.size();
  SmallVector<int64_t> physicalStrides = getPhysicalStrides(shape);
  SmallVector<int64_t> strides;
  for (int64_t position : getOuterSlots(*this, rank))
    strides.push_back(physicalStrides[position]);
  return strides;
}

SmallVector<int64_t>
EncodingAttr::getPhysicalIndex(ArrayRef<int64_t> shape,
                               ArrayRef<int64_t> index) const {
  int64_t rank = shape.size();
  SmallVector<int64_t> physical(rank + getTileDims().size(), 0);
  SmallVector<int64_t> outer = getOuterSlots(*this, rank);
  SmallVector<int64_t> tile = getTileSlots(*this, rank);
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t position = getLowPadding(dim) + index[dim];
    int64_t size = getTileSize(dim);
    physical[outer[dim]] = position / size;
    if (tile[dim] >= 0)
      physical[tile[dim]] = position % size;
  }
  return physical;
}

int64_t EncodingAttr::getLinearOffset(ArrayRef<int64_t> shape,
                                      ArrayRef<int64_t> index) const {
  SmallVector<int64_t> physical = getPhysicalIndex(shape, index);
  SmallVector<int64_t> strides = getPhysicalStrides(shape);
  int64_t offset = 0;
  for (auto [i, stride] : llvm::zip_equal(physical, strides)) {
    int64_t term = mulDynamic(i, stride);
    if (isDynamic(term))
      return ShapedType::kDynamic;
    offset += term;
  }
  return offset;
}

int64_t EncodingAttr::getOffset(ArrayRef<int64_t> shape) const {
  SmallVector<int64_t> origin(shape.size(), 0);
  return getLinearOffset(shape, origin);
}

int64_t EncodingAttr::getNumPhysicalElements(ArrayRef<int64_t> shape) const {
  int64_t count = 1;
  for (int64_t extent : getPhysicalShape(shape))
    count = mulDynamic(count, extent);
  return count;
}

std::optional<int64_t> EncodingAttr::getAllocationSize(ArrayRef<int64_t> shape,
                                                       Type elementType) const {
  std::optional<int64_t> elementSize = getElementByteSize(elementType);
  int64_t count = getNumPhysicalElements(shape);
  if (!elementSize || isDynamic(count))
    return std::nullopt;
  return count * *elementSize;
}

bool EncodingAttr::isPadding(ArrayRef<int64_t> shape,
                             ArrayRef<int64_t> physicalIndex,
                             SmallVectorImpl<int64_t> *logical) const {
  int64_t rank = shape.size();
  SmallVector<int64_t> outer = getOuterSlots(*this, rank);
  SmallVector<int64_t> tile = getTileSlots(*this, rank);
  if (logical)
    logical->assign(rank, 0);
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t position = physicalIndex[outer[dim]];
    if (tile[dim] >= 0)
      position = position * getTileSize(dim) + physicalIndex[tile[dim]];
    int64_t index = position - getLowPadding(dim);
    if (index < 0 || index >= shape[dim])
      return true;
    if (logical)
      (*logical)[dim] = index;
  }
  return false;
}

bool EncodingAttr::hasPadding(ArrayRef<int64_t> shape) const {
  for (int64_t dim = 0, rank = shape.size(); dim < rank; ++dim) {
    if (getLowPadding(dim) > 0 || getHighPadding(dim) > 0)
      return true;
    if (isDynamic(shape[dim]) ? getAlignment(dim) > 1
                              : getPaddedExtent(shape, dim) != shape[dim])
      return true;
  }
  return false;
}

EncodingAttr EncodingAttr::relabel(ArrayRef<int64_t> permutation) const {
  int64_t rank = permutation.size();
  // Result dim k is source dim permutation[k]; source dim d is result dim
  // inverse[d].
  SmallVector<int64_t> inverse(rank);
  for (auto [k, dim] : llvm::enumerate(permutation))
    inverse[dim] = k;
  auto permuted = [&](ArrayRef<int64_t> perDim) {
    SmallVector<int64_t> result;
    if (!perDim.empty())
      for (int64_t dim : permutation)
        result.push_back(perDim[dim]);
    return result;
  };
  auto renamed = [&](ArrayRef<int64_t> dims) {
    return llvm::map_to_vector(dims, [&](int64_t dim) { return inverse[dim]; });
  };
  return EncodingAttr::get(
      getContext(), renamed(getOrderOrIdentity(rank)), permuted(getAlign()),
      permuted(getPadLow()), permuted(getPadHigh()), getPadValue(),
      renamed(getTileDims()), getTileSizes(), getBaseAlign(),
      getTilePositions(), getMemorySpace());
}

//===----------------------------------------------------------------------===//
// Equivalence
//===----------------------------------------------------------------------===//

EncodingAttr EncodingAttr::specialize(ArrayRef<int64_t> shape) const {
  int64_t rank = shape.size();
  SmallVector<int64_t> align = llvm::to_vector(getAlign());
  for (int64_t dim = 0; dim < static_cast<int64_t>(align.size()); ++dim) {
    if (isDynamic(shape[dim]))
      continue;
    int64_t extent = getLowPadding(dim) + shape[dim] + getHighPadding(dim);
    if (extent % align[dim] == 0)
      align[dim] = 1;
  }

  // The physical order, as entries: dim d's outer part (d < rank) or the
  // tile of dim d (rank + d).
  SmallVector<int64_t> entries;
  for (int64_t entry : getPhysicalOrder(rank))
    entries.push_back(entry < rank ? entry
                                   : rank + getTileDims()[entry - rank]);
  // A tile that covers its whole dim stores the dim where the tile is, as
  // if it were untiled there; its outer part has extent 1.
  auto coversDim = [&](int64_t dim) {
    return getTileSize(dim) > 1 &&
           getPaddedExtent(shape, dim) == getTileSize(dim);
  };
  SmallVector<int64_t> merged;
  for (int64_t entry : entries) {
    if (entry < rank && coversDim(entry))
      continue;
    merged.push_back(entry >= rank && coversDim(entry - rank) ? entry - rank
                                                              : entry);
  }
  entries = std::move(merged);
  auto isTileEntry = [&](int64_t entry) { return entry >= rank; };
  auto tiledDim = [&](int64_t dim) {
    return llvm::is_contained(entries, rank + dim);
  };

  // Dims of physical extent 1 (never tiled: tiles divide the extent) may
  // sit anywhere in the order. Merge them, sorted, into the other dims so
  // that an order that is increasing apart from them becomes the identity
  // (each before the first larger dim, or after the last dim).
  auto isUnit = [&](int64_t entry) {
    return !isTileEntry(entry) && getPaddedExtent(shape, entry) == 1 &&
           !tiledDim(entry);
  };
  SmallVector<int64_t> units, others;
  for (int64_t entry : entries)
    (isUnit(entry) ? units : others).push_back(entry);
  llvm::sort(units);
  SmallVector<int64_t> canonical;
  auto unit = units.begin();
  int64_t lastDim = -1;
  for (auto [index, entry] : llvm::enumerate(others))
    if (!isTileEntry(entry))
      lastDim = index;
  for (auto [index, entry] : llvm::enumerate(others)) {
    if (!isTileEntry(entry))
      while (unit != units.end() && *unit < entry)
        canonical.push_back(*unit++);
    canonical.push_back(entry);
    if (static_cast<int64_t>(index) == lastDim)
      canonical.append(unit, units.end()), unit = units.end();
  }
  canonical.append(unit, units.end());

  // Tiles listed in the order they are placed in.
  SmallVector<int64_t> order, tileDims, tileSizes, tilePositions;
  for (auto [position, entry] : llvm::enumerate(canonical)) {
    if (!isTileEntry(entry)) {
      order.push_back(entry);
      continue;
    }
    tileDims.push_back(entry - rank);
    tileSizes.push_back(getTileSize(entry - rank));
    tilePositions.push_back(position);
  }

  Attribute padValue = hasPadding(shape) ? getPadValue() : Attribute();
  return EncodingAttr::get(getContext(), order, align, getPadLow(),
                           getPadHigh(), padValue, tileDims, tileSizes,
                           getBaseAlign(), tilePositions, getMemorySpace());
}

bool EncodingAttr::isEquivalent(EncodingAttr a, EncodingAttr b,
                                ArrayRef<int64_t> shape) {
  if (a == b)
    return true;
  MLIRContext *context = a ? a.getContext() : b.getContext();
  EncodingAttr packed = EncodingAttr::get(context);
  return (a ? a : packed).specialize(shape) ==
         (b ? b : packed).specialize(shape);
}

EncodingAttr EncodingAttr::withoutPadValue() const {
  return EncodingAttr::get(getContext(), getOrder(), getAlign(), getPadLow(),
                           getPadHigh(), Attribute(), getTileDims(),
                           getTileSizes(), getBaseAlign(), getTilePositions(),
                           getMemorySpace());
}

EncodingAttr EncodingAttr::withBaseAlign(int64_t baseAlign) const {
  return EncodingAttr::get(getContext(), getOrder(), getAlign(), getPadLow(),
                           getPadHigh(), getPadValue(), getTileDims(),
                           getTileSizes(), baseAlign, getTilePositions(),
                           getMemorySpace());
}

EncodingAttr EncodingAttr::getPackedInSameSpace() const {
  return EncodingAttr::get(getContext()).withMemorySpace(getMemorySpace());
}

EncodingAttr EncodingAttr::withMemorySpace(Attribute memorySpace) const {
  return EncodingAttr::get(getContext(), getOrder(), getAlign(), getPadLow(),
                           getPadHigh(), getPadValue(), getTileDims(),
                           getTileSizes(), getBaseAlign(), getTilePositions(),
                           memorySpace);
}

EncodingAttr EncodingAttr::withHalo(ArrayRef<int64_t> padLow,
                                    ArrayRef<int64_t> padHigh,
                                    Attribute padValue) const {
  return EncodingAttr::get(getContext(), getOrder(), getAlign(), padLow,
                           padHigh, padValue, getTileDims(), getTileSizes(),
                           getBaseAlign(), getTilePositions(),
                           getMemorySpace());
}

bool EncodingAttr::canViewAs(EncodingAttr from, EncodingAttr to,
                             ArrayRef<int64_t> shape) {
  if (from == to)
    return true;
  MLIRContext *context = from ? from.getContext() : to.getContext();
  EncodingAttr packed = EncodingAttr::get(context);
  from = from ? from : packed;
  to = to ? to : packed;
  // (Row metadata is not undefined padding: only a buffer that holds it is
  // one in a layout that has it.)
  if (to.getPadKind() == PadKind::Undefined && !to.getRowMetadata())
    from = from.withoutPadValue();
  // A buffer aligned to 64 bytes is aligned to any power of two below.
  if (to.getBaseAlign() <= from.getBaseAlign())
    from = from.withBaseAlign(to.getBaseAlign());
  if (ShapedType::isDynamicShape(shape))
    return from == to;
  return isEquivalent(from, to, shape);
}
