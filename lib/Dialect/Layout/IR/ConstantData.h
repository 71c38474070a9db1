//===- ConstantData.h - Moving the raw data of constants --------*- C++ -*-===//
//
// Folding a transpose of a constant and laying a constant out in a layout
// both move each element's raw bytes to a new place, once, without an
// Attribute per element.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_IR_CONSTANTDATA_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_IR_CONSTANTDATA_H

#include "mlir/IR/BuiltinAttributes.h"

namespace mlir {
namespace layout {

/// Copies every element of `constant` (a dense or a dense_resource
/// constant) into `data` (elements of the same byte size): the element at
/// logical index `index` (each visited once, in row-major order) to element
/// offset `offsetOf(index)`. A splat's one element goes everywhere. Fails,
/// copying nothing, for elements that are not whole bytes, other kinds of
/// constants, and a resource whose data is not loaded or not of the size
/// the type says.
LogicalResult
scatterConstantElements(ElementsAttr constant,
                        function_ref<int64_t(ArrayRef<int64_t>)> offsetOf,
                        MutableArrayRef<char> data);

/// Whether `constant` is one whose raw data the functions here read.
bool hasRawConstantData(Attribute constant);

/// `constant` (a dense or a dense_resource constant) as a constant of
/// `type`, which holds the same elements in the same logical order (in
/// another layout, or reshaped): the same data retyped, one copy at most
/// (none for a splat or a resource's blob); null for other constants.
TypedAttr retypeConstant(Attribute constant, ShapedType type);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_IR_CONSTANTDATA_H
