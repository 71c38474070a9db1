//===- ScalarFunctions.h - Activations as frontends write them --*- C++ -*-===//
//
// Frontends spell an activation as a few scalar ops in a linalg.generic's
// body: torch-mlir's ReLU is a compare and a select, its SiLU
// x / (1 + exp(-x)), its hardswish x * clamp(x + 3, 0, 6) / 6. These
// matchers recognise such spellings so that the epilogue after a kernel
// can run as oneDNN's post-op of the same function (PostOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_SCALARFUNCTIONS_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_SCALARFUNCTIONS_H

#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include "mlir/IR/Operation.h"

#include <optional>
#include <utility>

namespace mlir {
namespace layout {

/// The f32 constant `value` holds, if it is one.
std::optional<float> getConstantF32(Value value);

/// The bounds (lower, upper) that `op` clips `value` to: a maximum (ReLU)
/// or minimum (ReLU6's upper bound) with a constant, as `maximumf` or
/// `minimumf`, or as torch-mlir writes it, a compare of `value` and the
/// constant and a select of either (`6 < x ? 6 : x`; NaNs aside); nothing
/// for another op.
std::optional<std::pair<float, float>> getClampBound(Operation &op,
                                                     Value value);

/// From the negation `op` of `value` on: the logistic function (`logistic`)
/// or, multiplied by `value`, SiLU (`swish`); the post-op and the ops it
/// computes, the last yielding its result.
std::optional<std::pair<TensorLayoutOneDNNPostOp, SmallVector<Operation *>>>
matchLogistic(Operation &op, Value value);

/// From the addition `op` of 3 to `value` on: hardswish, the ops it
/// computes, the last yielding its result.
std::optional<SmallVector<Operation *>> matchHardswish(Operation &op,
                                                       Value value);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_SCALARFUNCTIONS_H
