//===- PhysicalPositions.cpp - Logical and physical indices ---------------===//

#include "Dialect/Layout/Utils/PhysicalPositions.h"

using namespace mlir;
using namespace mlir::layout;

DecodedPosition mlir::layout::decodePhysicalPosition(const IndexBuilder &ib,
                                                     EncodingAttr layout,
                                                     ArrayRef<int64_t> shape,
                                                     ValueRange ivs) {
  int64_t rank = shape.size();
  SmallVector<Value> outer(rank), tile(rank);
  for (auto [k, d] : llvm::enumerate(layout.getOrderOrIdentity(rank)))
    outer[d] = ivs[k];
  for (auto [j, d] : llvm::enumerate(layout.getTileDims()))
    tile[d] = ivs[rank + j];

  // Only dims with padding need a test: unsigned l < S also rejects l < 0.
  DecodedPosition decoded;
  decoded.logical.resize(rank);
  for (int64_t d = 0; d < rank; ++d) {
    int64_t t = layout.getTileSize(d);
    Value position = t > 1 ? ib.add(ib.mul(outer[d], t), tile[d]) : outer[d];
    decoded.logical[d] = ib.sub(position, layout.getLowPadding(d));
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
  for (int64_t d : layout.getOrderOrIdentity(rank))
    physical.push_back(ib.div(position[d], layout.getTileSize(d)));
  for (auto [dim, size] :
       llvm::zip(layout.getTileDims(), layout.getTileSizes()))
    physical.push_back(ib.rem(position[dim], size));
  return physical;
}
