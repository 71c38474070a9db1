//===- IndexBuilder.cpp - Index arithmetic for generated code -------------===//

#include "Dialect/Layout/Utils/IndexBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::layout;

Value IndexBuilder::constant(int64_t value) const {
  return arith::ConstantIndexOp::create(b, loc, value);
}

Value IndexBuilder::add(Value x, Value y) const {
  return arith::AddIOp::create(b, loc, x, y);
}

Value IndexBuilder::add(Value x, int64_t value) const {
  return value == 0 ? x : add(x, constant(value));
}

Value IndexBuilder::sub(Value x, int64_t value) const {
  return value == 0
             ? x
             : arith::SubIOp::create(b, loc, x, constant(value)).getResult();
}

Value IndexBuilder::mul(Value x, int64_t value) const {
  return value == 1
             ? x
             : arith::MulIOp::create(b, loc, x, constant(value)).getResult();
}

Value IndexBuilder::mul(Value x, Value y) const {
  return arith::MulIOp::create(b, loc, x, y);
}

Value IndexBuilder::div(Value x, int64_t value) const {
  return value == 1
             ? x
             : arith::DivUIOp::create(b, loc, x, constant(value)).getResult();
}

Value IndexBuilder::rem(Value x, int64_t value) const {
  return value == 1
             ? constant(0)
             : arith::RemUIOp::create(b, loc, x, constant(value)).getResult();
}

Value IndexBuilder::cmp(arith::CmpIPredicate predicate, Value x,
                        int64_t value) const {
  return arith::CmpIOp::create(b, loc, predicate, x, constant(value));
}

Value IndexBuilder::below(Value x, int64_t value) const {
  return cmp(arith::CmpIPredicate::ult, x, value);
}

Value IndexBuilder::below(Value x, Value bound) const {
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, bound);
}

Value IndexBuilder::both(Value x, Value y) const {
  if (!x)
    return y;
  return y ? arith::AndIOp::create(b, loc, x, y).getResult() : x;
}

Value IndexBuilder::linear(int64_t base, ValueRange ivs,
                           ArrayRef<int64_t> strides) const {
  Value result = constant(base);
  for (auto [iv, stride] : llvm::zip(ivs, strides))
    if (stride != 0)
      result = add(result, mul(iv, stride));
  return result;
}

Value IndexBuilder::select(Value condition,
                           function_ref<Value(OpBuilder &)> thenValue,
                           function_ref<Value(OpBuilder &)> elseValue) const {
  if (!condition)
    return thenValue(b);
  auto branch = scf::IfOp::create(
      b, loc, condition,
      [&](OpBuilder &nested, Location) {
        scf::YieldOp::create(nested, loc, thenValue(nested));
      },
      [&](OpBuilder &nested, Location) {
        scf::YieldOp::create(nested, loc, elseValue(nested));
      });
  return branch.getResult(0);
}

void IndexBuilder::when(Value condition, function_ref<void()> body) const {
  if (!condition)
    return body();
  auto branch = scf::IfOp::create(b, loc, condition, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&branch.getThenRegion().front());
  body();
}
