//===- UnitBroadcasts.cpp - Broadcasts as frontends write them ------------===//

#include "Dialect/Layout/Utils/UnitBroadcasts.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::layout;

/// The positions of `map`'s results that are a constant 0 on a dim of
/// `type` of extent 1.
static SmallVector<int64_t> getUnitBroadcastDims(AffineMap map,
                                                 RankedTensorType type) {
  SmallVector<int64_t> dims;
  for (auto [position, expr] : llvm::enumerate(map.getResults())) {
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (constant && constant.getValue() == 0 && type.getDimSize(position) == 1)
      dims.push_back(position);
  }
  return dims;
}

/// The reassociation that collapses the dims `dropped` (of extent 1) of a
/// tensor of rank `rank` into their neighbours: each kept dim with the
/// dropped ones before it, trailing dropped ones with the last kept dim.
static SmallVector<ReassociationIndices>
getCollapsingReassociation(int64_t rank, ArrayRef<int64_t> dropped) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices pending;
  for (int64_t dim = 0; dim < rank; ++dim) {
    pending.push_back(dim);
    if (!llvm::is_contained(dropped, dim)) {
      groups.push_back(pending);
      pending.clear();
    }
  }
  if (!pending.empty() && !groups.empty())
    llvm::append_range(groups.back(), pending);
  return groups;
}

bool mlir::layout::simplifyUnitBroadcasts(Operation *root) {
  bool changed = false;
  root->walk([&](linalg::GenericOp generic) {
    if (!generic.hasPureTensorSemantics())
      return;
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    bool simplified = false;
    for (OpOperand *input : generic.getDpsInputOperands()) {
      auto type = dyn_cast<RankedTensorType>(input->get().getType());
      if (!type || type.getEncoding() || !type.hasStaticShape())
        continue;
      AffineMap &map = maps[input->getOperandNumber()];
      SmallVector<int64_t> dropped = getUnitBroadcastDims(map, type);
      // All dims dropped would make a rank-0 tensor: left as it is.
      if (dropped.empty() || dropped.size() == (size_t)type.getRank())
        continue;
      OpBuilder builder(generic);
      Value collapsed = tensor::CollapseShapeOp::create(
          builder, generic.getLoc(), input->get(),
          getCollapsingReassociation(type.getRank(), dropped));
      input->set(collapsed);
      llvm::SmallBitVector unused(map.getNumResults());
      for (int64_t dim : dropped)
        unused.set(dim);
      map = map.dropResults(unused);
      simplified = true;
    }
    if (!simplified)
      return;
    generic.setIndexingMapsAttr(
        Builder(generic.getContext()).getAffineMapArrayAttr(maps));
    changed = true;
  });
  return changed;
}
