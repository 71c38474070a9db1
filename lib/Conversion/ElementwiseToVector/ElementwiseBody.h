//===- ElementwiseBody.h - Element-wise linalg bodies on vectors -*- C++
//-*-===//
//
// What the vector loops of element-wise ops and of reductions share: how a
// linalg op reads each buffer (its stride per loop dim), whether its body
// is element-wise arithmetic, and the body cloned on vectors or scalars.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_ELEMENTWISETOVECTOR_ELEMENTWISEBODY_H
#define TENSOR_LAYOUT_LIB_CONVERSION_ELEMENTWISETOVECTOR_ELEMENTWISEBODY_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"

namespace mlir {
namespace layout {

/// How a loop reads one operand.
struct OperandAccess {
  enum Kind {
    /// A run of its own: vector loads at the run's positions.
    Run,
    /// One element for the whole run, splat into vectors.
    Splat,
    /// A scalar operand, the same everywhere.
    Scalar
  } kind;
  /// Per loop dim, the stride of the operand's buffer (0 where it is
  /// broadcast); for Run and Splat.
  SmallVector<int64_t> strides;
  int64_t offset = 0;
  /// Elements from the operand's first to one past its last.
  int64_t span = 1;
};

/// Per loop dim of `op`, the stride of `operand`'s buffer (0 for the dims
/// its map broadcasts along, and for its dims of size 1, which the map may
/// index by the constant 0), its offset and span; failure for dynamic
/// ones, empty buffers and maps that are not projected permutations.
FailureOr<OperandAccess> getStridedAccess(linalg::LinalgOp op,
                                          OpOperand &operand);

/// Whether `type` is an element type a body can run on as vectors and
/// buffers can be loaded and stored as.
bool isVectorElementType(Type type);

/// Whether every op of `body` but its terminator is a constant or an
/// element-wise, vectorizable op with one integer or float result.
bool isElementwiseBody(Block *body);

/// `value` in each of `lanes` lanes (itself where `lanes` is 0).
Value splat(OpBuilder &builder, Location loc, Value value, int64_t lanes);

/// Clones the ops of `body` at `builder`, on vectors of `lanes` elements
/// (scalars where `lanes` is 0), where `mapping` maps its arguments; values
/// from outside the body and constants are splat. Ops for which `skip`
/// holds are not cloned. Returns the clones' values of `results`.
SmallVector<Value>
cloneElementwiseBody(OpBuilder &builder, Location loc, Block *body,
                     IRMapping &mapping, int64_t lanes, ValueRange results,
                     function_ref<bool(Operation *)> skip = nullptr);

/// Each operand of `operands` but scalars as the 1-D range of memory its
/// access spans (a null value for scalars).
SmallVector<Value> buildFlatViews(OpBuilder &builder, Location loc,
                                  ValueRange operands,
                                  ArrayRef<OperandAccess> accesses);

/// `starts` moved by `i` steps along loop dim `dim`: each operand's by its
/// stride there.
SmallVector<Value> advanceStarts(OpBuilder &builder, Location loc,
                                 ArrayRef<Value> starts,
                                 ArrayRef<OperandAccess> accesses, int64_t dim,
                                 Value i);

/// Checks the options of the vector passes (`pass` names one in errors).
LogicalResult verifyVectorOptions(MLIRContext *context, StringRef pass,
                                  int64_t vectorBytes, int64_t parallelBytes);

/// A loop from 0 to `size` by `step`, whose body `body` builds at the
/// induction variable: an scf.parallel where `parallel` holds, else an
/// scf.for.
void buildLoop(OpBuilder &builder, Location loc, int64_t size, int64_t step,
               bool parallel, function_ref<void(OpBuilder &, Value)> body);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_ELEMENTWISETOVECTOR_ELEMENTWISEBODY_H
