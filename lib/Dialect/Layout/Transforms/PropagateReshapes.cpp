//===- PropagateReshapes.cpp - Move transforms through reshapes -----------===//
//
// tensor.collapse_shape and tensor.expand_shape rename dims without moving
// an element, so a transform before one moves the same elements after it:
// reshape(T(x: A -> B)) = T(reshape(x): A' -> R), where A' is the layout
// that keeps x's elements in place (EncodingAttr::collapse / expand). The
// transform then meets what follows the reshape (element-wise ops, another
// transform it cancels with). Never hoisted: a hoist would be undone by this
// sink, and sinking already joins a transform before a reshape with one
// after it.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Propagation.h"

#include "Dialect/Layout/Utils/ReshapeLayouts.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

/// reshape(T(x: A -> B)) : R -> T(reshape(x) : A' -> R). The bytes moved
/// do not grow: A' places x's elements where A does (the same buffer size),
/// and the result still gets layout R, which the original reshape needed a
/// copy for too where R is not B reshaped.
template <typename ReshapeOp>
struct SinkTransformBelowReshape : public OpRewritePattern<ReshapeOp> {
  using OpRewritePattern<ReshapeOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto transform = op.getSrc().template getDefiningOp<TransformOp>();
    if (!transform || !transform->hasOneUse())
      return rewriter.notifyMatchFailure(op, "no transform to sink");
    RankedTensorType resultType = op.getResultType();
    EncodingAttr sourceLayout =
        EncodingAttr::getOrPacked(transform.getSourceType());
    EncodingAttr reshaped = getReshapedLayout(op, sourceLayout);
    // A tiled view would be bufferized through the packed layout.
    if (!reshaped || reshaped.isTiled())
      return rewriter.notifyMatchFailure(
          op, "no untiled layout of the result keeps the source in place");
    RankedTensorType viewType = EncodingAttr::withLayout(
        RankedTensorType::get(resultType.getShape(),
                              resultType.getElementType()),
        reshaped);
    Value view =
        ReshapeOp::create(rewriter, op.getLoc(), viewType,
                          transform.getSource(), op.getReassociationIndices());
    rewriter.replaceOp(
        op, createLayoutCast(rewriter, op.getLoc(), view, resultType));
    return success();
  }
};

} // namespace

void mlir::layout::populateReshapePropagationPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SinkTransformBelowReshape<tensor::CollapseShapeOp>,
               SinkTransformBelowReshape<tensor::ExpandShapeOp>>(
      patterns.getContext());
}
