//===- ConcatAsInsertSlices.h - A concatenation, decomposed -----*- C++ -*-===//
//
// tensor.concat of tensors in layouts is written as a new tensor in the
// result's layout and one tensor.insert_slice per operand: the new tensor
// is allocated with its padding (filled with the layout's pad value) like
// any other, and each operand is copied into its slice from whatever layout
// it has. Upstream bufferizes tensor.concat by allocating its result by
// type, which a layout's padding does not fit, and canonicalizes it by
// inferring operand and result types without their encodings (casts that
// would drop the layouts); the decomposed form has neither problem.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_CONCATASINSERTSLICES_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_CONCATASINSERTSLICES_H

#include "mlir/IR/Builders.h"

namespace mlir {
namespace layout {

/// The concatenation of `inputs` along `dim` as a value of `resultType`
/// (its encoding included): a tensor.empty of that type (dynamic extents
/// from the inputs' sizes) and one tensor.insert_slice per input at its
/// offset along `dim`.
Value buildConcatAsInsertSlices(OpBuilder &builder, Location loc, int64_t dim,
                                ValueRange inputs, RankedTensorType resultType);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_CONCATASINSERTSLICES_H
