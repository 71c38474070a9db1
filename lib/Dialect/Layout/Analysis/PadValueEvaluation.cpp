//===- PadValueEvaluation.cpp - What an op leaves in padding --------------===//

#include "tensor-layout/Dialect/Layout/Analysis/PadValueEvaluation.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace mlir::layout;

/// A scalar attribute for `value`: the splat value of a splat constant.
static Attribute toScalar(Attribute value) {
  if (auto splat = dyn_cast_or_null<SplatElementsAttr>(value))
    return splat.getSplatValue<Attribute>();
  if (isa_and_nonnull<IntegerAttr, FloatAttr>(value))
    return value;
  return {};
}

bool mlir::layout::isZeroPadValue(Attribute value) {
  value = toScalar(value);
  if (auto intAttr = dyn_cast_or_null<IntegerAttr>(value))
    return intAttr.getValue().isZero();
  if (auto floatAttr = dyn_cast_or_null<FloatAttr>(value))
    return floatAttr.getValue().isPosZero();
  return false;
}

bool mlir::layout::isLowestFloatPadValue(Attribute value) {
  auto floatAttr = dyn_cast_or_null<FloatAttr>(toScalar(value));
  if (!floatAttr)
    return false;
  const APFloat &x = floatAttr.getValue();
  return x.isNegInfinity() || x.bitwiseIsEqual(APFloat::getLargest(
                                  x.getSemantics(), /*Negative=*/true));
}

/// Folds the scalar form of the element-wise op `op` on constant operands.
/// The scalar form is a fresh op of the same kind (same attributes and
/// properties) on scalar operands: folding it never touches `op`, and its
/// folder sees scalars whatever the shape of `op`'s tensors.
static Attribute foldScalarized(Operation *op, ArrayRef<Attribute> operands) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0)
    return {};
  Block scratch;
  OperationState state(op->getLoc(), op->getName());
  for (Value operand : op->getOperands())
    state.operands.push_back(scratch.addArgument(
        getElementTypeOrSelf(operand.getType()), op->getLoc()));
  state.addTypes(getElementTypeOrSelf(op->getResult(0).getType()));
  state.addAttributes(op->getAttrs());
  state.propertiesAttr = op->getPropertiesAsAttribute();
  Operation *scalar = Operation::create(state);

  SmallVector<OpFoldResult> results;
  Attribute result;
  if (succeeded(scalar->fold(operands, results)) && results.size() == 1) {
    if (auto attr = dyn_cast<Attribute>(results.front()))
      result = attr;
    else if (auto arg = dyn_cast<BlockArgument>(cast<Value>(results.front())))
      result = operands[arg.getArgNumber()];
  }
  scalar->destroy();
  return toScalar(result);
}

/// A constant for `value`, from `known` or from a constant-like producer.
static Attribute lookupConstant(Value value,
                                const DenseMap<Value, Attribute> &known) {
  if (Attribute attr = known.lookup(value))
    return attr;
  Attribute attr;
  if (matchPattern(value, m_Constant(&attr)))
    return toScalar(attr);
  return {};
}

/// Runs the scalar payload of a linalg op on constants.
static Attribute evaluatePayload(linalg::LinalgOp op, Attribute tensorPad) {
  Block *body = op.getBlock();
  DenseMap<Value, Attribute> known;
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(&operand);
    if (!op.payloadUsesValueFromOperand(&operand))
      continue;
    Attribute value = isa<RankedTensorType>(operand.get().getType())
                          ? tensorPad
                          : lookupConstant(operand.get(), known);
    if (!value)
      return {};
    known[arg] = value;
  }
  for (Operation &payloadOp : body->without_terminator()) {
    SmallVector<Attribute> operands;
    for (Value operand : payloadOp.getOperands())
      operands.push_back(lookupConstant(operand, known));
    if (llvm::is_contained(operands, Attribute()))
      return {};
    Attribute result = foldScalarized(&payloadOp, operands);
    if (!result)
      return {};
    known[payloadOp.getResult(0)] = result;
  }
  Operation *yield = body->getTerminator();
  if (yield->getNumOperands() < 1)
    return {};
  return lookupConstant(yield->getOperand(0), known);
}

Attribute mlir::layout::evaluateOnPadding(Operation *op,
                                          Attribute tensorPadValue) {
  tensorPadValue = toScalar(tensorPadValue);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return evaluatePayload(linalgOp, tensorPadValue);

  // An element-wise op on tensors (arith, math) folded as a scalar op.
  DenseMap<Value, Attribute> known;
  SmallVector<Attribute> operands;
  for (Value operand : op->getOperands()) {
    Attribute scalar = isa<RankedTensorType>(operand.getType())
                           ? tensorPadValue
                           : lookupConstant(operand, known);
    if (!scalar)
      return {};
    operands.push_back(scalar);
  }
  return foldScalarized(op, operands);
}
