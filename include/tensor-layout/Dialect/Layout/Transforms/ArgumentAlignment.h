//===- ArgumentAlignment.h - Base alignment as a function's contract -*- C++
//-*-===//
//
// A target that wants a buffer aligned to 64 bytes would have an argument
// copied into an aligned buffer on every call, although most callers pass
// aligned buffers already. The alignment becomes part of the function's
// contract instead: the argument's type carries `base_align`, and the
// lowering checks it once per call and tells LLVM. A caller that breaks it
// (a C caller's buffer 4 bytes off) pays for the copy it saved, at entry.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_ARGUMENTALIGNMENT_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_ARGUMENTALIGNMENT_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace layout {

/// The larger `base_align` that `to` has than `from`, where that is all
/// they differ in (a transform between them moves bytes only to move the
/// buffer's start), else std::nullopt.
std::optional<int64_t> getRaisedBaseAlign(EncodingAttr from, EncodingAttr to);

/// Gives each argument of `func` that is transformed to a layout differing
/// from its own only by a larger `base_align` the largest such alignment in
/// its type, and makes those transforms (and its other uses) views of it.
/// For functions whose callers are outside the module: their signature
/// changes, the memrefs they take do not.
void alignArgumentsByContract(func::FuncOp func);

/// What an argument's tensor type promises its buffer, recorded before
/// bufferization (memref types do not carry it).
struct ArgumentAlignment {
  /// The `base_align` of its layout (0: none, or not a tensor).
  int64_t baseAlign;
  /// The tensor type (null where the argument is no ranked tensor).
  RankedTensorType type;
};

/// What each argument of `func` promises, for
/// insertArgumentAlignmentChecks.
SmallVector<ArgumentAlignment> getArgumentAlignments(func::FuncOp func);

/// After bufferization: at the entry of `func`, for each memref argument
/// whose tensor had a `base_align`, a check that its aligned pointer is
/// aligned, then a `memref.assume_alignment` that the uses read. A
/// misaligned buffer is copied into an aligned one of its layout's physical
/// size (padding included), which the function uses instead, and where the
/// function may write through it, copied back before each return
/// (`copyMisaligned`); otherwise the caller gets a message on stderr and an
/// abort (the strict contract), not a misaligned vector load.
void insertArgumentAlignmentChecks(func::FuncOp func,
                                   ArrayRef<ArgumentAlignment> alignments,
                                   bool copyMisaligned);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_ARGUMENTALIGNMENT_H
