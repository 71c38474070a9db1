//===- LayoutCanonicalization.cpp - Canonicalization patterns -------------===//
//
// Rewrites of layout.transform that create ops, so cannot be folds. Each
// removes data movement: none ever adds a byte moved.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

/// T(A -> B)(x) where A and B place every element of x's shape identically
/// (an alignment the shape already meets, the order of size-1 dims, ...)
/// and B promises no padding contents that A does not, moves nothing: it is
/// the identity relabelling.
struct TransformBetweenEquivalentLayouts
    : public OpRewritePattern<TransformOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType source = op.getSourceType(), result = op.getResultType();
    if (!EncodingAttr::canViewAs(EncodingAttr::get(source),
                                 EncodingAttr::get(result), source.getShape()))
      return rewriter.notifyMatchFailure(op, "layouts place elements apart");
    rewriter.replaceOpWithNewOp<RelabelOp>(op, result, op.getSource());
    return success();
  }
};

/// T(A -> B)(tensor.empty : A) is tensor.empty : B: nothing to move.
struct TransformOfEmpty : public OpRewritePattern<TransformOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    auto empty = op.getSource().getDefiningOp<tensor::EmptyOp>();
    if (!empty)
      return rewriter.notifyMatchFailure(op, "source is not tensor.empty");
    rewriter.replaceOpWithNewOp<tensor::EmptyOp>(op, op.getResultType(),
                                                 empty.getDynamicSizes());
    return success();
  }
};

/// T(A -> B)(linalg.fill(v, tensor.empty : A)) is linalg.fill(v,
/// tensor.empty : B): writing v in B costs less than writing it in A and
/// moving it.
struct TransformOfFill : public OpRewritePattern<TransformOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    auto fill = op.getSource().getDefiningOp<linalg::FillOp>();
    if (!fill)
      return rewriter.notifyMatchFailure(op, "source is not linalg.fill");
    auto empty = fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>();
    if (!empty)
      return rewriter.notifyMatchFailure(op, "fill does not fill an empty");
    Value init = tensor::EmptyOp::create(
        rewriter, op.getLoc(), op.getResultType(), empty.getDynamicSizes());
    rewriter.replaceOpWithNewOp<linalg::FillOp>(op, fill.getInputs(), init);
    return success();
  }
};

} // namespace

void TransformOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                              MLIRContext *context) {
  patterns.add<TransformBetweenEquivalentLayouts, TransformOfEmpty,
               TransformOfFill>(context);
}
