//===- PropagateViews.cpp - Move transforms below reshapes ----------------===//
//
// tensor.collapse_shape and tensor.expand_shape rename dims without moving
// an element: each is a view of its source's buffer. So a transform before
// one moves the same elements after it: view(T(x: A -> B)) = T(view(x):
// A' -> R), where A' is the layout in which the view keeps x's elements in
// place (EncodingAttr::collapse / expand). The transform then meets what
// follows the view (element-wise ops, another transform it cancels with).
// Never hoisted: a hoist would be undone by this sink, and sinking already
// joins a transform before a view with one after it.
//
// Not below tensor.extract_slice, although a slice is a view too
// (EncodingAttr::slice): the slice's layout spans its source's whole
// buffer, and element-wise ops the transform would sink below next, priced
// by buffer sizes, would then run in it and allocate that whole buffer for
// a small slice.
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
/// too where R is not B viewed.
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
               SinkTransformBelowView<tensor::ExpandShapeOp>>(
      patterns.getContext());
}
