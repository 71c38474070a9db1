//===- LayoutFolds.cpp - Folds of layout dialect operations ---------------===//
//
// A transform only changes where elements live, so transforms compose:
// T(A->A) = id and T(B->C)(T(A->B)(x)) = T(A->C)(x). The padding of the
// intermediate layout is never observable through the second transform.
// A relabel moves no data, so relabels compose like the transposes they are.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"

using namespace mlir;
using namespace mlir::layout;

/// The operand of a transform or identity relabel producing `value`: both
/// only change the layout of their operand.
static Value getLayoutChangeSource(Value value) {
  if (auto transform = value.getDefiningOp<TransformOp>())
    return transform.getSource();
  if (auto relabel = value.getDefiningOp<RelabelOp>())
    if (relabel.isIdentity())
      return relabel.getSource();
  return {};
}

OpFoldResult TransformOp::fold(FoldAdaptor adaptor) {
  if (getSourceType() == getResultType())
    return getSource();

  // A constant holds logical values; its layout is only its type. One copy
  // of the raw data at most (none for splats).
  if (auto constant =
          dyn_cast_or_null<DenseIntOrFPElementsAttr>(adaptor.getSource()))
    return constant.reshape(getResultType());

  Value start = getLayoutChangeSource(getSource());
  if (!start)
    return {};
  if (start.getType() == getResultType())
    return start;
  // Read the producer's operand directly; the producer dies if unused.
  getSourceMutable().assign(start);
  return getResult();
}

OpFoldResult RelabelOp::fold(FoldAdaptor) {
  if (isIdentity() && getSourceType() == getResultType())
    return getSource();
  auto producer = getSource().getDefiningOp<RelabelOp>();
  if (!producer)
    return {};
  // Result dim k is producer dim p2[k], which is source dim p1[p2[k]].
  SmallVector<int64_t> composed =
      applyPermutation(producer.getPermutation(), getPermutation());
  getSourceMutable().assign(producer.getSource());
  setPermutation(composed);
  if (isIdentity() && getSourceType() == getResultType())
    return getSource();
  return getResult();
}
