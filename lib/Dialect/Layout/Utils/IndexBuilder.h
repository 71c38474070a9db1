//===- IndexBuilder.h - Index arithmetic for generated code -----*- C++ -*-===//
//
// Every code generator of the project (copies on the CPU and the GPU, the
// loops over tiled tensors) computes positions from induction variables and
// constants. This builder makes that arithmetic with the constants folded
// in where they are known (x * 1, x + 0), so that the generated IR reads as
// the position it computes.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_INDEXBUILDER_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_INDEXBUILDER_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace layout {

/// Builds `index` arithmetic at the builder's insertion point.
struct IndexBuilder {
  OpBuilder &b;
  Location loc;

  Value constant(int64_t value) const;
  Value add(Value x, Value y) const;
  Value add(Value x, int64_t value) const;
  Value sub(Value x, int64_t value) const;
  Value mul(Value x, int64_t value) const;
  Value mul(Value x, Value y) const;
  Value div(Value x, int64_t value) const;
  Value rem(Value x, int64_t value) const;
  Value cmp(arith::CmpIPredicate predicate, Value x, int64_t value) const;
  /// x < value, unsigned: also false for a negative x (which wraps around).
  Value below(Value x, int64_t value) const;
  Value below(Value x, Value bound) const;
  /// x && y, where a null condition is true.
  Value both(Value x, Value y) const;
  /// base + sum(ivs[i] * strides[i]).
  Value linear(int64_t base, ValueRange ivs, ArrayRef<int64_t> strides) const;

  /// The value `thenValue` builds where `condition` holds and `elseValue`
  /// builds elsewhere, as an scf.if (each built only in its branch, so a
  /// load out of bounds is never executed). A null condition is true.
  Value select(Value condition, function_ref<Value(OpBuilder &)> thenValue,
               function_ref<Value(OpBuilder &)> elseValue) const;
  /// Builds `body` where `condition` holds.
  void when(Value condition, function_ref<void()> body) const;
};

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_INDEXBUILDER_H
