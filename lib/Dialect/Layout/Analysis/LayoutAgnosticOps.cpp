//===- LayoutAgnosticOps.cpp - Ops that run in any layout -----------------===//

#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
#include "tensor-layout/Dialect/Layout/Analysis/PadValueEvaluation.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::layout;

/// Whether `op` computes every result element from the operand elements at
/// the same logical index, with no other effect: the ops a layout can move
/// through. All tensor operands and results have one shape.
bool mlir::layout::isLayoutAgnostic(Operation *op) {
  if (op->getNumResults() == 0 || !isPure(op))
    return false;
  auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!resultType)
    return false;
  auto sameShape = [&](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.getShape() == resultType.getShape();
  };
  if (!llvm::all_of(op->getResultTypes(), sameShape))
    return false;

  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (!linalgOp.hasPureTensorSemantics() || !linalgOp.isAllParallelLoops())
      return false;
    // Tensors are indexed by the identity; scalars (a fill's value) may come
    // in as rank-0 operands.
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isa<RankedTensorType>(operand.get().getType()))
        continue;
      if (!sameShape(operand.get().getType()) ||
          !linalgOp.getMatchingIndexingMap(&operand).isIdentity())
        return false;
    }
    return true;
  }

  if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() != 0)
    return false;
  return llvm::all_of(op->getOperandTypes(), sameShape);
}

/// Whether `operand` of `op` is indexed like its first result: by the
/// identity, with the result's shape.
static bool isIndexedLikeResult(linalg::LinalgOp op, OpOperand &operand) {
  auto type = cast<RankedTensorType>(operand.get().getType());
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  return op.getMatchingIndexingMap(&operand).isIdentity() &&
         type.getShape() == resultType.getShape();
}

bool mlir::layout::isBroadcastInto(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      !linalgOp.isAllParallelLoops() || !isPure(op) ||
      op->getNumResults() == 0 ||
      linalgOp.getBlock()
          ->walk([](linalg::IndexOp) { return WalkResult::interrupt(); })
          .wasInterrupted())
    return false;
  if (!isa<RankedTensorType>(op->getResult(0).getType()))
    return false;
  bool broadcasts = false;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    bool isFull = isIndexedLikeResult(linalgOp, operand);
    if (linalgOp.isDpsInit(&operand) && !isFull)
      return false;
    if (!isFull &&
        !linalgOp.getMatchingIndexingMap(&operand).isProjectedPermutation())
      return false;
    if (linalgOp.isDpsInput(&operand))
      broadcasts |= !isFull;
  }
  // (No full input: linalg.broadcast, whose only full tensor is its init.)
  return broadcasts;
}

bool mlir::layout::followsLayout(OpOperand &operand) {
  Operation *op = operand.getOwner();
  if (!isa<RankedTensorType>(operand.get().getType()))
    return false;
  if (isLayoutAgnostic(op))
    return true;
  if (!isBroadcastInto(op))
    return false;
  return isIndexedLikeResult(cast<linalg::LinalgOp>(op), operand);
}

/// `layout` with the pad value an op leaves in its result's padding when
/// all its tensor operands are in `layout`.
EncodingAttr mlir::layout::getResultLayout(Operation *op, EncodingAttr layout) {
  // No op but layout.fuse_metadata writes row metadata.
  if (layout.getRowMetadata())
    return layout.withoutPadValue();
  if (!layout.mayHavePadding() || layout.getPadKind() == PadKind::Undefined)
    return layout;
  Type elementType = getElementTypeOrSelf(op->getResult(0).getType());
  Attribute pad = layout.getPadKind() == PadKind::Zero
                      ? Builder(op->getContext()).getZeroAttr(elementType)
                      : Attribute(layout.getPadConstant());
  Attribute result = evaluateOnPadding(op, pad);
  Attribute resultPad = isZeroPadValue(result)
                            ? Attribute(UnitAttr::get(op->getContext()))
                            : Attribute();
  return EncodingAttr::get(op->getContext(), layout.getOrder(),
                           layout.getAlign(), layout.getPadLow(),
                           layout.getPadHigh(), resultPad, layout.getTileDims(),
                           layout.getTileSizes(), layout.getBaseAlign(),
                           layout.getTilePositions(), layout.getMemorySpace());
}

/// Whether `op` needs all its operands and results of one type, encoding
/// included, as upstream element-wise ops do, or of one encoding, as casts
/// (arith.extf, fptosi, bitcast, ...) do.
bool mlir::layout::needsOneType(Operation *op) {
  return op->hasTrait<OpTrait::SameOperandsAndResultType>() ||
         op->hasTrait<OpTrait::SameTypeOperands>() || isa<CastOpInterface>(op);
}

bool mlir::layout::isMovablePad(tensor::PadOp pad) {
  return pad.getSourceType().hasStaticShape() &&
         pad.getResultType().hasStaticShape() &&
         pad.getSourceType().getEncoding() == pad.getResultType().getEncoding();
}

bool mlir::layout::canPadRunIn(tensor::PadOp pad, EncodingAttr layout) {
  if (layout.hasPadding(pad.getSourceType().getShape()) ||
      layout.hasPadding(pad.getResultType().getShape()))
    return false;
  if (!layout.isTiled())
    return true;
  // Tiled, the pad runs on the physical tensor (TiledLayouts.cpp), which
  // takes static shapes and one pad value. Tiled dims must keep their
  // extent: operand and result then have the same tiles, and the pad pads
  // whole physical dims.
  if (!pad.getSourceType().hasStaticShape() ||
      !pad.getResultType().hasStaticShape() || !pad.getConstantPaddingValue())
    return false;
  for (int64_t dim : layout.getTileDims())
    if (pad.getStaticLow()[dim] != 0 || pad.getStaticHigh()[dim] != 0)
      return false;
  return true;
}

EncodingAttr mlir::layout::getCastLayout(EncodingAttr layout,
                                         EncodingAttr resultLayout) {
  // Zero is zero of every type; a constant has the type of one side only.
  if (layout.getPadKind() == PadKind::Zero &&
      resultLayout.getPadKind() == PadKind::Zero)
    return layout;
  return layout.withoutPadValue();
}
