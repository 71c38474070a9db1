//===- PropagateConcat.cpp - Move transforms below concatenations ---------===//
//
// tensor.concat is defined on logical indices: each operand's elements go
// to the same logical place in the result, whatever the layouts. So
// concatenating tensors that were all transformed out of one layout A is
// concatenating them in A and transforming the result: concat(T(a: A ->
// B1), T(b: A -> B2)) : R = T(concat(a, b) : A -> R). The one transform
// then meets what follows (element-wise ops, a transform it cancels with).
// Never hoisted: the sink needs no more bytes, so a hoist would undo it.
//
// The concatenation in A is written decomposed, as a new tensor in A and an
// insert_slice per operand (ConcatAsInsertSlices.h): upstream's
// canonicalization of tensor.concat infers its types without encodings and
// would cast A away again.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Propagation.h"

#include "Dialect/Layout/Utils/ConcatAsInsertSlices.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

/// concat(T(a: A -> B1), ..., T(z: A -> Bn)) : R -> T(concat(a, ..., z) :
/// A -> R), where every operand is a transform used only here out of one
/// untiled layout A (the concatenation writes its result into a new buffer
/// in A, with A's pad value in its padding, and copies each operand into
/// its slice). Bytes: the operands' transforms move at least as many bytes
/// as the result's; equal when nothing is padded, since the result holds
/// exactly the operands' elements.
struct SinkTransformsBelowConcat : public OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ConcatOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType resultType = op.getResultType();
    if (!resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shape");
    SmallVector<Value> sources;
    std::optional<EncodingAttr> common;
    std::optional<int64_t> saved = 0;
    for (Value input : op.getInputs()) {
      auto transform = input.getDefiningOp<TransformOp>();
      if (!transform || !transform->hasOneUse())
        return rewriter.notifyMatchFailure(op, "an operand is no transform "
                                               "used only here");
      EncodingAttr layout =
          EncodingAttr::getOrPacked(transform.getSourceType());
      if (common && *common != layout)
        return rewriter.notifyMatchFailure(op, "operands from other layouts");
      common = layout;
      sources.push_back(transform.getSource());
      std::optional<int64_t> bytes = transform.getBytesMoved();
      if (!saved || !bytes)
        saved = std::nullopt;
      else
        *saved += *bytes;
    }
    if (!common || common->isTiled())
      return rewriter.notifyMatchFailure(op, "tiled source layout");
    // (Rows of another length: the operands' metadata is not the result's.)
    EncodingAttr concatLayout =
        common->getRowMetadata() ? common->withoutPadValue() : *common;
    RankedTensorType concatType =
        EncodingAttr::withLayout(resultType.dropEncoding(), concatLayout);
    std::optional<int64_t> spent = TransformOp::getCost(concatType, resultType);
    if (!saved || !spent || *spent > *saved)
      return rewriter.notifyMatchFailure(op, "the result's transform would "
                                             "move more bytes");
    Value concat = buildConcatAsInsertSlices(rewriter, op.getLoc(), op.getDim(),
                                             sources, concatType);
    rewriter.replaceOp(
        op, createLayoutCast(rewriter, op.getLoc(), concat, resultType));
    return success();
  }
};

} // namespace

void mlir::layout::populateConcatPropagationPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SinkTransformsBelowConcat>(patterns.getContext());
}
