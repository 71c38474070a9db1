//===- ElementwiseBody.cpp - Element-wise linalg bodies on vectors --------===//

#include "Conversion/ElementwiseToVector/ElementwiseBody.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::layout;

FailureOr<OperandAccess> mlir::layout::getStridedAccess(linalg::LinalgOp op,
                                                        OpOperand &operand) {
  auto type = cast<MemRefType>(operand.get().getType());
  AffineMap map = op.getMatchingIndexingMap(&operand);
  SmallVector<int64_t> strides;
  OperandAccess access{OperandAccess::Run, {}, 0, 1};
  if (!type.hasStaticShape() ||
      !map.isProjectedPermutation(/*allowZeroInResults=*/true) ||
      failed(type.getStridesAndOffset(strides, access.offset)) ||
      ShapedType::isDynamic(access.offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return failure();
  access.strides.assign(op.getNumLoops(), 0);
  for (auto [result, stride, size] :
       llvm::zip(map.getResults(), strides, type.getShape())) {
    if (size == 0)
      return failure();
    auto dim = dyn_cast<AffineDimExpr>(result);
    if (!dim) {
      // The constant 0 (a kept reduced dim): only a dim of one element.
      if (size != 1)
        return failure();
      continue;
    }
    access.strides[dim.getPosition()] = size == 1 ? 0 : stride;
    access.span += (size - 1) * stride;
  }
  return access;
}

bool mlir::layout::isVectorElementType(Type type) {
  return type.isIntOrFloat() && type.getIntOrFloatBitWidth() % 8 == 0;
}

/// The exponent of `power` where it is a constant from 1 to 16: LLVM's
/// powi takes no vector of exponents, and such a power is a few products.
static std::optional<int64_t> getSmallExponent(math::FPowIOp power) {
  APInt exponent;
  if (!matchPattern(power.getRhs(), m_ConstantInt(&exponent)) ||
      exponent.getBitWidth() > 64)
    return std::nullopt;
  int64_t value = exponent.getSExtValue();
  if (value < 1 || value > 16)
    return std::nullopt;
  return value;
}

/// `base` to the power `exponent` by squaring, in the order of
/// compiler-rt's `__powisf2` (the same bits as LLVM's scalar powi).
static Value buildPower(OpBuilder &builder, Location loc, Value base,
                        int64_t exponent) {
  Value result;
  while (true) {
    if (exponent & 1)
      result =
          result ? arith::MulFOp::create(builder, loc, result, base) : base;
    exponent >>= 1;
    if (!exponent)
      return result;
    base = arith::MulFOp::create(builder, loc, base, base);
  }
}

bool mlir::layout::isElementwiseBody(Block *body) {
  return llvm::all_of(body->without_terminator(), [](Operation &inner) {
    if (auto power = dyn_cast<math::FPowIOp>(inner))
      return getSmallExponent(power).has_value();
    return inner.getNumRegions() == 0 && inner.getNumResults() == 1 &&
           (isa<arith::ConstantOp>(inner) ||
            (inner.hasTrait<OpTrait::Elementwise>() &&
             inner.hasTrait<OpTrait::Vectorizable>())) &&
           llvm::all_of(inner.getResultTypes(),
                        [](Type type) { return type.isIntOrFloat(); });
  });
}

Value mlir::layout::splat(OpBuilder &builder, Location loc, Value value,
                          int64_t lanes) {
  if (!lanes)
    return value;
  return vector::BroadcastOp::create(
      builder, loc, VectorType::get({lanes}, value.getType()), value);
}

SmallVector<Value> mlir::layout::cloneElementwiseBody(
    OpBuilder &builder, Location loc, Block *body, IRMapping &mapping,
    int64_t lanes, ValueRange results, function_ref<bool(Operation *)> skip) {
  auto vectorOf = [&](Type type) -> Type {
    return lanes ? VectorType::get({lanes}, type) : type;
  };
  // Values from outside the body, constants and splat operands are the
  // same in every lane.
  auto lookup = [&](Value value) -> Value {
    if (Value mapped = mapping.lookupOrNull(value))
      return mapped;
    Value lanesOfValue = splat(builder, loc, value, lanes);
    mapping.map(value, lanesOfValue);
    return lanesOfValue;
  };
  for (Operation &inner : body->without_terminator()) {
    if (skip && skip(&inner))
      continue;
    if (isa<arith::ConstantOp>(inner)) {
      Operation *scalar = builder.clone(inner);
      mapping.map(inner.getResult(0), lookup(scalar->getResult(0)));
      continue;
    }
    if (auto power = dyn_cast<math::FPowIOp>(inner)) {
      mapping.map(power.getResult(),
                  buildPower(builder, loc, lookup(power.getLhs()),
                             *getSmallExponent(power)));
      continue;
    }
    for (Value operand : inner.getOperands())
      lookup(operand);
    Operation *clone = builder.clone(inner, mapping);
    for (Value result : clone->getResults())
      result.setType(vectorOf(result.getType()));
  }
  return llvm::map_to_vector(results, lookup);
}

void mlir::layout::buildLoop(OpBuilder &builder, Location loc, int64_t size,
                             int64_t step, bool parallel,
                             function_ref<void(OpBuilder &, Value)> body) {
  Value lower = arith::ConstantIndexOp::create(builder, loc, 0);
  Value upper = arith::ConstantIndexOp::create(builder, loc, size);
  Value stepValue = arith::ConstantIndexOp::create(builder, loc, step);
  if (parallel) {
    scf::ParallelOp::create(
        builder, loc, lower, upper, stepValue,
        [&](OpBuilder &b, Location, ValueRange ivs) { body(b, ivs[0]); });
    return;
  }
  scf::ForOp::create(builder, loc, lower, upper, stepValue, ValueRange(),
                     [&](OpBuilder &b, Location loc, Value i, ValueRange) {
                       body(b, i);
                       scf::YieldOp::create(b, loc);
                     });
}

SmallVector<Value>
mlir::layout::buildFlatViews(OpBuilder &builder, Location loc,
                             ValueRange operands,
                             ArrayRef<OperandAccess> accesses) {
  SmallVector<Value> views;
  for (auto [operand, access] : llvm::zip(operands, accesses)) {
    if (access.kind == OperandAccess::Scalar) {
      views.push_back(Value());
      continue;
    }
    auto operandType = cast<MemRefType>(operand.getType());
    auto flatType = MemRefType::get(
        {access.span}, operandType.getElementType(),
        StridedLayoutAttr::get(builder.getContext(), access.offset, {1}),
        operandType.getMemorySpace());
    views.push_back(memref::ReinterpretCastOp::create(
        builder, loc, flatType, operand, access.offset, {access.span}, {1}));
  }
  return views;
}

SmallVector<Value> mlir::layout::advanceStarts(OpBuilder &builder, Location loc,
                                               ArrayRef<Value> starts,
                                               ArrayRef<OperandAccess> accesses,
                                               int64_t dim, Value i) {
  SmallVector<Value> next(starts);
  for (auto [k, access] : llvm::enumerate(accesses))
    if (access.kind != OperandAccess::Scalar && access.strides[dim] != 0)
      next[k] = arith::AddIOp::create(
          builder, loc, starts[k],
          arith::MulIOp::create(builder, loc, i,
                                arith::ConstantIndexOp::create(
                                    builder, loc, access.strides[dim])));
  return next;
}

LogicalResult mlir::layout::verifyVectorOptions(MLIRContext *context,
                                                StringRef pass,
                                                int64_t vectorBytes,
                                                int64_t parallelBytes) {
  if (vectorBytes <= 0 || !llvm::isPowerOf2_64(vectorBytes))
    return emitError(UnknownLoc::get(context))
           << pass << ": vector-bytes must be a power of two, got "
           << vectorBytes;
  if (parallelBytes < 0)
    return emitError(UnknownLoc::get(context))
           << pass << ": parallel-bytes must be at least 0, got "
           << parallelBytes;
  return success();
}
