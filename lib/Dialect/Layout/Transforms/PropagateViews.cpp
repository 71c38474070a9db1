//===- PropagateViews.cpp - Move transforms below reshapes and slices -----===//
//
// tensor.collapse_shape and tensor.expand_shape rename dims without moving
// an element, and tensor.extract_slice keeps the elements it selects where
// they are: each is a view of its source's buffer. So a transform before
// one moves the same elements after it: view(T(x: A -> B)) = T(view(x):
// A' -> R), where A' is the layout in which the view keeps x's elements in
// place (EncodingAttr::collapse / expand / slice). The transform then meets
// what follows the view (element-wise ops, another transform it cancels
// with), and below a slice it moves only the slice. Never hoisted: a hoist
// would be undone by this sink, and sinking already joins a transform
// before a view with one after it.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Propagation.h"

#include "Dialect/Layout/Utils/ViewLayouts.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

/// view(T(x: A -> B)) : R -> T(view(x) : A' -> R). The bytes moved do not
/// grow: A' places x's elements where A does (the same buffer), and the
/// result still gets layout R, which the original view needed a copy for
/// too where R is not B viewed. A slice's transform reads only the slice.
template <typename ViewOp>
struct SinkTransformBelowView : public OpRewritePattern<ViewOp> {
  using OpRewritePattern<ViewOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ViewOp op,
                                PatternRewriter &rewriter) const override {
    auto transform = op->getOperand(0).template getDefiningOp<TransformOp>();
    if (!transform || !transform->hasOneUse())
      return rewriter.notifyMatchFailure(op, "no transform to sink");
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    EncodingAttr viewLayout =
        getViewLayout(op, EncodingAttr::getOrPacked(transform.getSourceType()));
    // A tiled view would be bufferized through the packed layout.
    if (!viewLayout || viewLayout.isTiled())
      return rewriter.notifyMatchFailure(
          op, "no untiled layout of the result keeps the source in place");
    Operation *view = rewriter.clone(*op);
    view->setOperand(0, transform.getSource());
    view->getResult(0).setType(EncodingAttr::withLayout(
        RankedTensorType::get(resultType.getShape(),
                              resultType.getElementType()),
        viewLayout));
    rewriter.replaceOp(op, createLayoutCast(rewriter, op.getLoc(),
                                            view->getResult(0), resultType));
    return success();
  }
};

} // namespace

void mlir::layout::populateViewPropagationPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SinkTransformBelowView<tensor::CollapseShapeOp>,
               SinkTransformBelowView<tensor::ExpandShapeOp>,
               SinkTransformBelowView<tensor::ExtractSliceOp>>(
      patterns.getContext());
}
