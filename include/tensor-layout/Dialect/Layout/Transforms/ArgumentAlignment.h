//===- ArgumentAlignment.h - Base alignment as a function's contract -*- C++
//-*-===//
//
// A target that wants a buffer aligned to 64 bytes would have an argument
// copied into an aligned buffer on every call, although most callers pass
// aligned buffers already. The alignment becomes part of the function's
// contract instead: the argument's type carries `base_align`, and the
// lowering checks it once per call and tells LLVM.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_ARGUMENTALIGNMENT_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_ARGUMENTALIGNMENT_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace layout {

/// Gives each argument of `func` that is transformed to a layout differing
/// from its own only by a larger `base_align` the largest such alignment in
/// its type, and makes those transforms (and its other uses) views of it.
/// For functions whose callers are outside the module: their signature
/// changes, the memrefs they take do not.
void alignArgumentsByContract(func::FuncOp func);

/// The `base_align` of the layout of each tensor argument of `func` (0 for
/// none), recorded before bufferization for insertArgumentAlignmentChecks.
SmallVector<int64_t> getArgumentBaseAlignments(func::FuncOp func);

/// After bufferization: at the entry of `func`, for each memref argument
/// whose tensor had `baseAlignments[i] > 0`, a check that its aligned
/// pointer is aligned (a caller that breaks the contract gets a message on
/// stderr and an abort, not a misaligned vector load) and a
/// `memref.assume_alignment` that the uses read.
void insertArgumentAlignmentChecks(func::FuncOp func,
                                   ArrayRef<int64_t> baseAlignments);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_ARGUMENTALIGNMENT_H
