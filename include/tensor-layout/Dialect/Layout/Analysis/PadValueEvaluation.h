//===- PadValueEvaluation.h - What an op leaves in padding ------*- C++ -*-===//
//
// An element-wise op that runs over the whole physical buffer of a padded
// layout computes f(pad values) in the padding of its result. Moving a
// transform through such an op is sound for the padding only if the result's
// layout claims no more than that: this file computes f(pad values) by
// constant folding.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PADVALUEEVALUATION_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PADVALUEEVALUATION_H

#include "mlir/IR/Operation.h"

namespace mlir {
namespace layout {

/// The scalar held in the padding of the (first) result of the element-wise
/// op `op` when each of its ranked-tensor operands holds `tensorPadValue`
/// in its padding (null: undefined). Scalar operands take their constant
/// value. Returns null when the value is unknown: an operand is not
/// constant, a payload op does not fold, or the op reads an undefined value.
/// `op` is not modified.
Attribute evaluateOnPadding(Operation *op, Attribute tensorPadValue);

/// Whether `value` is a scalar (or splat) zero: integer 0 or float +0.0.
bool isZeroPadValue(Attribute value);

/// Whether `value` is a scalar (or splat) float -inf or the lowest finite
/// float: padding that a maximum never picks (a max pooling's).
bool isLowestFloatPadValue(Attribute value);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PADVALUEEVALUATION_H
