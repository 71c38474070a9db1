//===- LayoutOps.h - layout dialect operations ------------------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutDialect.h"

#define GET_OP_CLASSES
#include "tensor-layout/Dialect/Layout/IR/LayoutOps.h.inc"

namespace mlir {
class OpBuilder;
namespace layout {

/// Whether `value` can be had in any layout with no data moved at run time:
/// a dense constant (a transform of it folds at compile time), a
/// tensor.empty, or a linalg.fill of one (both made anew in the layout).
bool isFreeInAnyLayout(Value value);

/// `value`, which must be free in any layout, made in `type` at the
/// builder's insertion point.
Value createInLayout(OpBuilder &builder, Value value, RankedTensorType type);

/// `value` as a value of `type` (same shape, another layout): itself, a
/// layout.relabel where its buffer already places every element as `type`
/// does, otherwise a layout.transform.
Value createLayoutCast(OpBuilder &builder, Location loc, Value value,
                       RankedTensorType type);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_H
