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
