//===- LayoutAgnosticOps.h - Ops that run in any layout ---------*- C++ -*-===//
//
// An element-wise op computes each element from the elements at the same
// logical index, so it can run in any layout shared by its tensors. Both
// propagation and assignment move layouts through such ops; this is what
// they agree on.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_LAYOUTAGNOSTICOPS_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_LAYOUTAGNOSTICOPS_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Operation.h"

namespace mlir {
namespace layout {

/// Whether `op` computes every result element from the operand elements at
/// the same logical index, with no other effect: named and generic linalg
/// element-wise ops, linalg.map, linalg.fill, and arith/math on tensors.
/// All its tensor operands and results have one shape.
bool isLayoutAgnostic(Operation *op);

/// Whether `op` is a linalg op on tensors with only parallel loops whose
/// results, inits and inputs indexed by the identity are the "full" tensors
/// and whose other inputs (at least one) are broadcast into them: a bias, a
/// BatchNorm scale, linalg.broadcast's input (projected permutations of
/// fewer dims). The body does not ask for its index. The full tensors can run
/// in any layout they share; the broadcast ones are read logically, in their
/// own.
bool isBroadcastInto(Operation *op);

/// Whether the operand follows its op's layout: any tensor operand of a
/// layout-agnostic op, a full tensor of an op that broadcasts into it.
bool followsLayout(OpOperand &operand);

/// `layout` with the pad value `op` leaves in its result's padding when all
/// its tensor operands are in `layout` (f of the pad values, folded).
EncodingAttr getResultLayout(Operation *op, EncodingAttr layout);

/// Whether `op` needs all its operands and results of one type, encoding
/// included, as upstream element-wise ops do.
bool needsOneType(Operation *op);

/// Whether `pad` may run in another layout than it is written in: static
/// shapes, one layout on its operand and result.
bool isMovablePad(tensor::PadOp pad);

/// Whether `pad` can run in `layout`, operand and result alike: a layout
/// without padding of its own for either shape (tensor.pad is defined on
/// logical indices and writes its own border, so it keeps no pad value a
/// layout would promise) that tiles no dim the pad pads; tiled, only for a
/// static pad of one value (what the physical tensor is padded with).
bool canPadRunIn(tensor::PadOp pad, EncodingAttr layout);

/// The one layout a cast runs in, operands and results, given the layout
/// its operand is in and the one its result would have: `layout` without a
/// pad constant, which would have one side's element type only.
EncodingAttr getCastLayout(EncodingAttr layout, EncodingAttr resultLayout);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_LAYOUTAGNOSTICOPS_H
