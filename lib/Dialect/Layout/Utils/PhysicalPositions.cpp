//===- PhysicalPositions.cpp - Logical and physical indices ---------------===//

#include "Dialect/Layout/Utils/PhysicalPositions.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"

using namespace mlir;
using namespace mlir::layout;

SmallVector<Value> mlir::layout::getLogicalExtents(const IndexBuilder &ib,
                                                   ArrayRef<int64_t> shape,
                                                   ValueRange dynamicSizes) {
  SmallVector<Value> extents;
  auto next = dynamicSizes.begin();
  for (int64_t extent : shape)
    extents.push_back(ShapedType::isDynamic(extent) ? *next++
                                                    : ib.constant(extent));
  return extents;
}

/// The physical extents, null where static.
static SmallVector<Value> buildDynamicExtents(const IndexBuilder &ib,
                                              EncodingAttr layout,
                                              ArrayRef<int64_t> shape,
                                              ValueRange dynamicSizes) {
  int64_t rank = shape.size();
  SmallVector<Value> outer(rank);
  auto next = dynamicSizes.begin();
  for (int64_t d = 0; d < rank; ++d) {
    if (!ShapedType::isDynamic(shape[d]))
      continue;
    // The padded extent over the tile (which the verifier makes divide
    // the alignment).
    Value padded = getValueOrCreateConstantIndexOp(
        ib.b, ib.loc, getPaddedExtent(ib.b, ib.loc, layout, d, *next++));
    outer[d] = ib.div(padded, layout.getTileSize(d));
  }
  SmallVector<Value> physical;
  for (int64_t entry : layout.getPhysicalOrder(rank))
    physical.push_back(entry < rank ? outer[entry] : Value());
  return physical;
}

SmallVector<Value> mlir::layout::getPhysicalExtents(const IndexBuilder &ib,
                                                    EncodingAttr layout,
                                                    ArrayRef<int64_t> shape,
                                                    ValueRange dynamicSizes) {
  SmallVector<Value> extents =
      buildDynamicExtents(ib, layout, shape, dynamicSizes);
  for (auto [extent, size] :
       llvm::zip_equal(extents, layout.getPhysicalShape(shape)))
    if (!extent)
      extent = ib.constant(size);
  return extents;
}

SmallVector<Value> mlir::layout::getDynamicPhysicalExtents(
    const IndexBuilder &ib, EncodingAttr layout, ArrayRef<int64_t> shape,
    ValueRange dynamicSizes) {
  SmallVector<Value> extents =
      buildDynamicExtents(ib, layout, shape, dynamicSizes);
  llvm::erase(extents, Value());
  return extents;
}

DecodedPosition mlir::layout::decodePhysicalPosition(const IndexBuilder &ib,
                                                     EncodingAttr layout,
                                                     ArrayRef<int64_t> shape,
                                                     ValueRange ivs,
                                                     ValueRange dynamicSizes) {
  int64_t rank = shape.size();
  auto nextSize = dynamicSizes.begin();
  SmallVector<Value> outer(rank), tile(rank);
  for (auto [k, entry] : llvm::enumerate(layout.getPhysicalOrder(rank))) {
    if (entry < rank)
      outer[entry] = ivs[k];
    else
      tile[layout.getTileDims()[entry - rank]] = ivs[k];
  }

  // Only dims with padding need a test: unsigned l < S also rejects l < 0.
  DecodedPosition decoded;
  decoded.logical.resize(rank);
  for (int64_t d = 0; d < rank; ++d) {
    int64_t t = layout.getTileSize(d);
    Value position = t > 1 ? ib.add(ib.mul(outer[d], t), tile[d]) : outer[d];
    decoded.logical[d] = ib.sub(position, layout.getLowPadding(d));
    if (ShapedType::isDynamic(shape[d])) {
      Value extent = *nextSize++;
      if (layout.getLowPadding(d) == 0 && layout.getHighPadding(d) == 0 &&
          layout.getAlignment(d) == 1)
        continue;
      decoded.inBounds =
          ib.both(decoded.inBounds, ib.below(decoded.logical[d], extent));
      continue;
    }
    if (layout.getLowPadding(d) == 0 &&
        layout.getPaddedExtent(shape, d) == shape[d])
      continue;
    decoded.inBounds =
        ib.both(decoded.inBounds, ib.below(decoded.logical[d], shape[d]));
  }
  return decoded;
}

SmallVector<Value> mlir::layout::getPhysicalIndex(const IndexBuilder &ib,
                                                  EncodingAttr layout,
                                                  ValueRange logical) {
  int64_t rank = logical.size();
  SmallVector<Value> position;
  for (int64_t d = 0; d < rank; ++d)
    position.push_back(ib.add(logical[d], layout.getLowPadding(d)));
  SmallVector<Value> physical;
  for (int64_t entry : layout.getPhysicalOrder(rank)) {
    if (entry < rank) {
      physical.push_back(ib.div(position[entry], layout.getTileSize(entry)));
      continue;
    }
    int64_t dim = layout.getTileDims()[entry - rank];
    physical.push_back(ib.rem(position[dim], layout.getTileSize(dim)));
  }
  return physical;
}
