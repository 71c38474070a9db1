//===- Propagation.h - Move transforms through layout-agnostic ops -*- C++ -*-//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PROPAGATION_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PROPAGATION_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace layout {

/// Patterns that sink layout.transform below element-wise ops (named and
/// generic linalg element-wise ops, linalg.map, linalg.fill, arith and math
/// on tensors), hoist it above them in the mirrored case, turn
/// linalg.transpose into a zero-copy layout.relabel plus at most one
/// transform, and sink transforms below relabels. Each rewrite keeps the
/// padding sound and never increases the bytes moved by transforms. Add
/// the canonicalization patterns of layout.transform so that the transforms
/// brought together fold. With `target`, no op is retyped to layouts the
/// target does not take for it (unless it took none of the op's layouts
/// before); views, concats, relabels and transposes are not asked.
void populateLayoutPropagationPatterns(RewritePatternSet &patterns,
                                       TargetAttrInterface target = {});

/// Patterns that hoist layout.transform above trees of element-wise ops
/// where that moves strictly fewer bytes, counting the transforms it
/// cancels and leaves dead (part of populateLayoutPropagationPatterns).
void populateHoistPropagationPatterns(RewritePatternSet &patterns,
                                      TargetAttrInterface target = {});

/// Whether the transforms consuming `op`'s result could be hoisted above
/// the tree of element-wise ops feeding it, the pattern refuses it (it moves
/// at least as many bytes as it saves), and it cancels uses of a transform
/// that other ops still read, whose hoists could kill it.
bool mayHoistPayWithOthers(Operation *op, TargetAttrInterface target = {});

/// Hoists the transforms consuming `op`'s result above the tree of
/// element-wise ops feeding it, whatever the bytes; fails where they cannot
/// move.
LogicalResult hoistTransformsAbove(RewriterBase &rewriter, Operation *op,
                                   TargetAttrInterface target = {});

/// Tries each hoist in function `func` that the price refuses on a copy of
/// the function, runs `propagate` on the copy (which should fail quietly:
/// a trial that does not converge is only not taken), and keeps the copy's
/// body
/// where all its transforms together move strictly fewer bytes (a bounded
/// number of trials; large functions are left alone).
void hoistWhereFunctionGains(
    Operation *func, TargetAttrInterface target,
    function_ref<LogicalResult(Operation *)> propagate);

/// Patterns that sink layout.transform below tensor.collapse_shape and
/// tensor.expand_shape where a layout of the result keeps every element of
/// the source in place, and hoist one above an expanded pad (a grouped
/// convolution's image) where `target` (when not null) takes the pad in
/// that layout (part of populateLayoutPropagationPatterns).
void populateViewPropagationPatterns(RewritePatternSet &patterns,
                                     TargetAttrInterface target);

/// Patterns that drop a transform that only raises `base_align` of a fresh
/// result (an op in destination style writing into a tensor.empty, through
/// relabels), giving the empty that alignment instead (part of
/// populateLayoutPropagationPatterns). With `target`, as above.
void populateAlignmentPropagationPatterns(RewritePatternSet &patterns,
                                          TargetAttrInterface target = {});

/// Patterns that sink layout.transform below tensor.concat where every
/// operand is a transform out of one untiled layout (part of
/// populateLayoutPropagationPatterns).
void populateConcatPropagationPatterns(RewritePatternSet &patterns);

/// Moves the transforms that every call of a private function applies to
/// an operand (out of one type, each used only by the call) into the
/// function, at its entry, and the transforms that every call applies to a
/// result (into one type, its only uses) into the function, before its
/// returns. The same bytes move per call; inside the callee the transforms
/// meet what they feed. Functions in a cycle of calls are left alone.
/// Returns whether anything moved.
bool moveTransformsAcrossCalls(ModuleOp module);

/// Makes each input of an op with per-operand requirements under `target`
/// that is a layout.transform of a value whose layout already meets the
/// input's requirement read that value (the op reads it by logical index),
/// and erases the transforms left without users. Fails, with an error at
/// the op, where the target's answer does not fit the op.
LogicalResult bypassAcceptedTransforms(Operation *root,
                                       TargetAttrInterface target);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PROPAGATION_H
