//===- ScalarFunctions.cpp - Activations as frontends write them ----------===//

#include "Conversion/LinalgToOneDNN/ScalarFunctions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

#include <algorithm>
#include <limits>

using namespace mlir;
using namespace mlir::layout;

/// The f32 constant `value` holds, if it is one.
std::optional<float> mlir::layout::getConstantF32(Value value) {
  FloatAttr constant;
  if (!matchPattern(value, m_Constant(&constant)) ||
      !constant.getType().isF32())
    return std::nullopt;
  return constant.getValue().convertToFloat();
}

std::optional<std::pair<float, float>>
mlir::layout::getClampBound(Operation &op, Value value) {
  const float infinity = std::numeric_limits<float>::infinity();
  if (isa<arith::MaximumFOp, arith::MinimumFOp>(op)) {
    std::optional<float> c =
        getConstantF32(op.getOperand(op.getOperand(0) == value));
    if (!c || !llvm::is_contained(op.getOperands(), value))
      return std::nullopt;
    return isa<arith::MaximumFOp>(op) ? std::make_pair(*c, infinity)
                                      : std::make_pair(-infinity, *c);
  }
  // A compare of `value` and c, then a select of one of them or the other.
  auto select = dyn_cast<arith::SelectOp>(op);
  auto compare = select ? select.getCondition().getDefiningOp<arith::CmpFOp>()
                        : arith::CmpFOp();
  if (!compare || !compare->hasOneUse())
    return std::nullopt;
  Value bound = compare.getLhs() == value ? compare.getRhs() : compare.getLhs();
  std::optional<float> c = getConstantF32(bound);
  Value picked = select.getTrueValue(), other = select.getFalseValue();
  if (!c || !llvm::is_contained(compare.getOperands(), value) ||
      !((picked == value && other == bound) ||
        (picked == bound && other == value)))
    return std::nullopt;
  // As `x p c`, p one of >, <.
  bool greater;
  switch (compare.getPredicate()) {
  case arith::CmpFPredicate::OGT:
  case arith::CmpFPredicate::UGT:
  case arith::CmpFPredicate::OGE:
  case arith::CmpFPredicate::UGE:
    greater = true;
    break;
  case arith::CmpFPredicate::OLT:
  case arith::CmpFPredicate::ULT:
  case arith::CmpFPredicate::OLE:
  case arith::CmpFPredicate::ULE:
    greater = false;
    break;
  default:
    return std::nullopt;
  }
  if (compare.getLhs() != value)
    greater = !greater;
  // x > c ? x : c and x < c ? c : x are the maximum; the others the minimum.
  if (greater == (picked == value))
    return std::make_pair(*c, infinity);
  return std::make_pair(-infinity, *c);
}

/// The single user of `value`, where it has one and it is an `OpTy`.
template <typename OpTy> static OpTy getOnlyUser(Value value) {
  return value.hasOneUse() ? dyn_cast<OpTy>(*value.getUsers().begin()) : OpTy();
}

/// Whether `op` takes `value` and the f32 constant `constant`.
static bool takesConstant(Operation *op, Value value, float constant) {
  return op && op->getNumOperands() == 2 &&
         llvm::is_contained(op->getOperands(), value) &&
         getConstantF32(op->getOperand(op->getOperand(0) == value)) == constant;
}

/// The logistic function of `value` as torch-mlir writes it, from the
/// negation `op` of `value` on: 1 / (1 + exp(-x)), and with a
/// multiplication by `value` after it, SiLU (oneDNN's swish). Returns the
/// post-op and the ops it computes, the last yielding its result; nothing
/// for any other op.
std::optional<std::pair<TensorLayoutOneDNNPostOp, SmallVector<Operation *>>>
mlir::layout::matchLogistic(Operation &op, Value value) {
  auto negate = dyn_cast<arith::NegFOp>(op);
  if (!negate || negate.getOperand() != value)
    return std::nullopt;
  auto exp = getOnlyUser<math::ExpOp>(negate.getResult());
  auto add =
      exp ? getOnlyUser<arith::AddFOp>(exp.getResult()) : arith::AddFOp();
  auto divide =
      add ? getOnlyUser<arith::DivFOp>(add.getResult()) : arith::DivFOp();
  if (!divide || !takesConstant(add, exp.getResult(), 1.0f) ||
      divide.getRhs() != add.getResult() ||
      getConstantF32(divide.getLhs()) != 1.0f)
    return std::nullopt;
  SmallVector<Operation *> ops = {negate, exp, add, divide};
  auto multiply = getOnlyUser<arith::MulFOp>(divide.getResult());
  if (!multiply || !llvm::is_contained(multiply->getOperands(), value))
    return std::make_pair(TL_ONEDNN_LOGISTIC, ops);
  ops.push_back(multiply);
  return std::make_pair(TL_ONEDNN_SWISH, ops);
}

/// Whether `op` divides `value` by `divisor`, or multiplies it by the
/// divisor's reciprocal.
static bool dividesBy(Operation *op, Value value, float divisor) {
  if (auto divide = dyn_cast_or_null<arith::DivFOp>(op))
    return divide.getLhs() == value &&
           getConstantF32(divide.getRhs()) == divisor;
  return isa_and_nonnull<arith::MulFOp>(op) &&
         takesConstant(op, value, 1.0f / divisor);
}

/// Hardswish of `value` as torch-mlir writes it, from the addition `op` of
/// 3 to `value` on: x * clamp(x + 3, 0, 6) / 6, the clamp as compares and
/// selects or as maximum and minimum, the division before or after the
/// multiplication by x (oneDNN's hardswish). Returns the ops it computes,
/// the last yielding its result; nothing for any other op.
std::optional<SmallVector<Operation *>>
mlir::layout::matchHardswish(Operation &op, Value value) {
  if (!isa<arith::AddFOp>(op) || !takesConstant(&op, value, 3.0f))
    return std::nullopt;
  SmallVector<Operation *> ops = {&op};
  Value clamped = op.getResult(0);
  float lower = -std::numeric_limits<float>::infinity();
  float upper = std::numeric_limits<float>::infinity();
  // Each step: a maximum or minimum, or a compare and the select it feeds
  // (the clamped value's only other user).
  while (true) {
    SmallVector<Operation *> users(clamped.getUsers());
    auto step = llvm::find_if(users, [](Operation *user) {
      return isa<arith::MaximumFOp, arith::MinimumFOp, arith::SelectOp>(user);
    });
    if (step == users.end() ||
        users.size() != (isa<arith::SelectOp>(*step) ? 2u : 1u))
      break;
    std::optional<std::pair<float, float>> bound =
        getClampBound(**step, clamped);
    if (!bound)
      break;
    lower = std::max(lower, bound->first);
    upper = std::min(upper, bound->second);
    if (auto select = dyn_cast<arith::SelectOp>(*step))
      ops.push_back(select.getCondition().getDefiningOp());
    ops.push_back(*step);
    clamped = (*step)->getResult(0);
  }
  if (lower != 0.0f || upper != 6.0f || !clamped.hasOneUse())
    return std::nullopt;
  auto multipliesByValue = [&](Operation *user, Value by) {
    return isa_and_nonnull<arith::MulFOp>(user) &&
           llvm::is_contained(user->getOperands(), value) &&
           llvm::is_contained(user->getOperands(), by);
  };
  Operation *next = *clamped.getUsers().begin();
  if (next->getNumResults() != 1)
    return std::nullopt;
  Value nextResult = next->getResult(0);
  Operation *last =
      nextResult.hasOneUse() ? *nextResult.getUsers().begin() : nullptr;
  // x * c / 6, or x * (c / 6).
  if (!(multipliesByValue(next, clamped) &&
        dividesBy(last, nextResult, 6.0f)) &&
      !(dividesBy(next, clamped, 6.0f) && multipliesByValue(last, nextResult)))
    return std::nullopt;
  ops.append({next, last});
  return ops;
}
