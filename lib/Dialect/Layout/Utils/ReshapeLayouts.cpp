//===- ReshapeLayouts.cpp - Layouts through tensor reshapes ---------------===//

#include "Dialect/Layout/Utils/ReshapeLayouts.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::layout;

bool mlir::layout::isTensorReshape(Operation *op) {
  return isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op);
}

EncodingAttr mlir::layout::getReshapedLayout(Operation *reshape,
                                             EncodingAttr sourceLayout) {
  auto sourceType = cast<RankedTensorType>(reshape->getOperand(0).getType());
  auto resultType = cast<RankedTensorType>(reshape->getResult(0).getType());
  if (!sourceType.hasStaticShape() || !resultType.hasStaticShape())
    return {};
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(reshape))
    return sourceLayout.collapse(sourceType.getShape(),
                                 collapse.getReassociationIndices());
  auto expand = cast<tensor::ExpandShapeOp>(reshape);
  return sourceLayout.expand(sourceType.getShape(), resultType.getShape(),
                             expand.getReassociationIndices());
}
