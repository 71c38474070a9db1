//===- PropagateConcat.cpp - Move transforms below concatenations ---------===//
//
// tensor.concat is defined on logical indices: each operand's elements go
// to the same logical place in the result, whatever the layouts. So
// concatenating tensors that were all transformed out of one layout A is
// concatenating them in A and transforming the result: concat(T(a: A ->
// B1), T(b: A -> B2)) : R = T(concat(a, b) : A -> R). The one transform
// then meets what follows (element-wise ops, a transform it cancels with).
// And a concatenation whose only user transforms it into C is one in C:
// T(concat(a, b) : R -> C) = concat(a, b) : C, each operand copied into its
// slice of the result in C once, instead of into R and then all of R into
// C. (The sink does not undo it: a concatenation in a layout is written
// decomposed, below.)
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
/// layout A (the concatenation writes its result into a new buffer in A,
/// with A's pad value in its padding, and copies each operand into its
/// slice; out of a tiled A it is built packed in A's memory space, and T
/// transforms that). Bytes: the operands' transforms move at least as
/// many bytes as the result's; equal when nothing is padded, since the result
/// holds exactly the operands' elements.
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
    if (!common)
      return rewriter.notifyMatchFailure(op, "no operands");
    // (Rows of another length: the operands' metadata is not the result's.
    // Into tiles, an insert would run on plain tensors between two
    // transforms: the concatenation is built packed, in A's memory space,
    // and transformed once, straight into R.)
    EncodingAttr concatLayout =
        common->isTiled()          ? common->getPackedInSameSpace()
        : common->getRowMetadata() ? common->withoutPadValue()
                                   : *common;
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

/// T(concat(a, ..., z) : R -> C) -> concat(a, ..., z) : C, the
/// concatenation used only by the transform and C untiled without row
/// metadata (the new tensor in C gets C's pad value in its padding, and
/// each operand is copied into its slice from its own layout). Bytes: the
/// operands' elements are copied once, as before; the transform's copy of
/// all of R is gone.
struct HoistTransformAboveConcat : public OpRewritePattern<TransformOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    // (In one block: built where the transform is, a concatenation outside
    // a loop would run in every iteration.)
    auto concat = op.getSource().getDefiningOp<tensor::ConcatOp>();
    if (!concat || !concat->hasOneUse() || concat->getBlock() != op->getBlock())
      return rewriter.notifyMatchFailure(op, "no concatenation used only here");
    RankedTensorType resultType = op.getResultType();
    EncodingAttr layout = EncodingAttr::getOrPacked(resultType);
    if (!resultType.hasStaticShape() || layout.isTiled() ||
        layout.getRowMetadata())
      return rewriter.notifyMatchFailure(
          op, "dynamic shape, tiled layout or row metadata");
    rewriter.replaceOp(op, buildConcatAsInsertSlices(
                               rewriter, concat.getLoc(), concat.getDim(),
                               concat.getInputs(), resultType));
    return success();
  }
};

} // namespace

void mlir::layout::populateConcatPropagationPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SinkTransformsBelowConcat, HoistTransformAboveConcat>(
      patterns.getContext());
}
