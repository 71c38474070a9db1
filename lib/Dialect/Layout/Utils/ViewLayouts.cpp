//===- ViewLayouts.cpp - Layouts of tensor views --------------------------===//

#include "Dialect/Layout/Utils/ViewLayouts.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::layout;

bool mlir::layout::isTensorView(Operation *op) {
  return isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
             tensor::ExtractSliceOp>(op);
}

EncodingAttr mlir::layout::getViewLayout(Operation *view,
                                         EncodingAttr sourceLayout) {
  auto sourceType = cast<RankedTensorType>(view->getOperand(0).getType());
  auto resultType = cast<RankedTensorType>(view->getResult(0).getType());
  if (!sourceType.hasStaticShape() || !resultType.hasStaticShape())
    return {};
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(view))
    return sourceLayout.collapse(sourceType.getShape(),
                                 collapse.getReassociationIndices());
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(view))
    return sourceLayout.expand(sourceType.getShape(), resultType.getShape(),
                               expand.getReassociationIndices());
  auto slice = cast<tensor::ExtractSliceOp>(view);
  bool unitStrides = llvm::all_of(slice.getStaticStrides(),
                                  [](int64_t stride) { return stride == 1; });
  if (!unitStrides || ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
      resultType.getRank() != sourceType.getRank())
    return {};
  return sourceLayout.slice(sourceType.getShape(), slice.getStaticOffsets(),
                            slice.getStaticSizes());
}
