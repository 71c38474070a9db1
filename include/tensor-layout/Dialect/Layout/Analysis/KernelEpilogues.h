//===- KernelEpilogues.h - Ops a kernel runs as post-ops --------*- C++ -*-===//
//
// A kernel library runs the element-wise ops that map a kernel's result (a
// bias, an activation, a residual added) inside the kernel, on each block
// of the result while it is in registers (oneDNN's post-ops), but only in
// the layout the kernel writes. A transform between the kernel and those
// ops leaves them to run as a loop of their own: layout assignment prices
// that loop as well as the transform.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_ANALYSIS_KERNELEPILOGUES_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_ANALYSIS_KERNELEPILOGUES_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>

namespace mlir {
namespace layout {

/// What a transform of `value` keeps from running in a kernel, in bytes:
/// where `value` is read by one op only, a sum, difference, product,
/// maximum or minimum, and is the result of an op that `runsEpilogue` says
/// runs such ops itself, computed into a zero-filled init (or of a chain of
/// such readers from one: `conv -> add bias`), the bytes one loop moves
/// that runs that reader and those after it (each the only reader of the
/// value before it): the value and their other inputs read (but splat
/// constants, scalars in the loop) and the last result written. 0
/// otherwise, or where a shape is dynamic. An upper bound: the kernel
/// library may still refuse an epilogue (a second full-size operand).
int64_t
getBrokenEpilogueBytes(Value value,
                       llvm::function_ref<bool(Operation *)> runsEpilogue);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_ANALYSIS_KERNELEPILOGUES_H
