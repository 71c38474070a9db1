//===- LayoutFolds.cpp - Folds of layout dialect operations ---------------===//
//
// A transform only changes where elements live, so transforms compose:
// T(A->A) = id and T(B->C)(T(A->B)(x)) = T(A->C)(x). The padding of the
// intermediate layout is never observable through the second transform.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

using namespace mlir;
using namespace mlir::layout;

OpFoldResult TransformOp::fold(FoldAdaptor) {
  if (getSourceType() == getResultType())
    return getSource();
  auto producer = getSource().getDefiningOp<TransformOp>();
  if (!producer)
    return {};
  if (producer.getSourceType() == getResultType())
    return producer.getSource();
  // Read the producer's operand directly; the producer dies if unused.
  getSourceMutable().assign(producer.getSource());
  return getResult();
}
