//===- PropagateViews.cpp - Move transforms below reshapes and slices -----===//
//
// tensor.collapse_shape and tensor.expand_shape rename dims without moving
// an element: each is a view of its source's buffer. So a transform before
// one moves the same elements after it: view(T(x: A -> B)) = T(view(x):
// A' -> R), where A' is the layout in which the view keeps x's elements in
// place (EncodingAttr::collapse / expand). The transform then meets what
// follows the view (element-wise ops, another transform it cancels with).
// Never hoisted alone: a hoist would be undone by this sink, and sinking
// already joins a transform before a view with one after it. Hoisted with
// the pad an expansion views (a grouped convolution's padded image), in one
// step.
//
// Not sunk below tensor.extract_slice as a view, although a slice is one
// (EncodingAttr::slice): the slice's layout spans its source's whole
// buffer, and element-wise ops the transform would sink below next, priced
// by buffer sizes, would then run in it and allocate that whole buffer for
// a small slice. A slice reads logical elements and has a layout of its
// own, though, so it needs no transform before it at all: it slices the
// transform's source straight into its result layout (a copy of the slice
// alone, where one is needed). tensor.insert_slice likewise writes its
// source's logical elements into its destination's layout whatever the
// source's layout is.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Propagation.h"

#include "Dialect/Layout/Transforms/PropagationCost.h"
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
    if (!transform)
      return rewriter.notifyMatchFailure(op, "no transform to sink");
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    EncodingAttr viewLayout =
        getViewLayout(op, EncodingAttr::getOrPacked(transform.getSourceType()));
    // A tiled view would be bufferized through the packed layout.
    if (!viewLayout || viewLayout.isTiled())
      return rewriter.notifyMatchFailure(
          op, "no untiled layout of the result keeps the source in place");
    RankedTensorType viewType = EncodingAttr::withLayout(
        RankedTensorType::get(resultType.getShape(),
                              resultType.getElementType()),
        viewLayout);
    // A transform with other users stays for them; the view moves only
    // where its users transform it into A' already (they cancel: the
    // mirror case, a transform hoisted above the view).
    Value result = op->getResult(0);
    if (!transform->hasOneUse() && !isOnlyTransformedInto(result, viewType))
      return rewriter.notifyMatchFailure(op, "a shared transform that stays");
    Operation *view = rewriter.clone(*op);
    view->setOperand(0, transform.getSource());
    view->getResult(0).setType(viewType);
    rewriter.replaceOp(op, createLayoutCast(rewriter, op.getLoc(),
                                            view->getResult(0), resultType));
    return success();
  }
};

/// Whether bufferization reads or writes slices of a buffer in `layout` in
/// place: untiled, without row metadata.
static bool hasSlicesInPlace(EncodingAttr layout) {
  return !layout.isTiled() && !layout.getRowMetadata();
}

/// The transform producing operand `operand` of `op` when it has no other
/// user and comes from a static layout a slice can view.
static TransformOp getSliceableTransform(Operation *op, unsigned operand) {
  auto transform = op->getOperand(operand).getDefiningOp<TransformOp>();
  if (!transform || !transform->hasOneUse())
    return {};
  RankedTensorType source = transform.getSourceType();
  if (!source.hasStaticShape() ||
      !hasSlicesInPlace(EncodingAttr::getOrPacked(source)))
    return {};
  return transform;
}

/// extract_slice(T(x: A -> B)) : R -> extract_slice(x) : R, for a slice
/// that views x in A (unit strides, static, no dropped dims). Moves no
/// more: T moved all of x; the slice of x in R is a view where R is A's
/// slice layout, else a copy of the slice alone, which the original slice
/// into R needed too where R is not B's slice layout.
struct SliceTransformSource : public OpRewritePattern<tensor::ExtractSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExtractSliceOp op,
                                PatternRewriter &rewriter) const override {
    TransformOp transform = getSliceableTransform(op, 0);
    // (A slice that is no view of the source would go through the whole
    // packed source: no cheaper than the transform.)
    if (!transform || !getViewLayout(op, EncodingAttr::getOrPacked(
                                             transform.getSourceType())))
      return rewriter.notifyMatchFailure(op, "no transform to slice through");
    rewriter.modifyOpInPlace(
        op, [&] { op.getSourceMutable().assign(transform.getSource()); });
    rewriter.eraseOp(transform);
    return success();
  }
};

/// insert_slice(T(s: A -> B), d) -> insert_slice(s, d): the elements of s
/// are copied into d's buffer in d's layout either way; T moved them once
/// more.
struct InsertTransformSource : public OpRewritePattern<tensor::InsertSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::InsertSliceOp op,
                                PatternRewriter &rewriter) const override {
    TransformOp transform = getSliceableTransform(op, 0);
    if (!transform ||
        !hasSlicesInPlace(EncodingAttr::getOrPacked(op.getDestType())))
      return rewriter.notifyMatchFailure(op, "no transform to insert through");
    rewriter.modifyOpInPlace(
        op, [&] { op.getSourceMutable().assign(transform.getSource()); });
    rewriter.eraseOp(transform);
    return success();
  }
};

/// T(extract_slice(y) : R -> C) -> extract_slice(y) : C: a slice gives its
/// result a layout of its own whatever its source's, so it can give the
/// one its only user wants. Moves no more: the slice into C is a view of y
/// where C is y's slice layout, else a copy of the slice alone, which T
/// was too (and the slice into R, unless a view).
struct SliceIntoTransformLayout : public OpRewritePattern<TransformOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    auto slice = op.getSource().getDefiningOp<tensor::ExtractSliceOp>();
    RankedTensorType sourceType = slice ? slice.getSourceType() : nullptr;
    if (!slice || !slice->hasOneUse() || !sourceType.hasStaticShape() ||
        !op.getResultType().hasStaticShape() ||
        !hasSlicesInPlace(EncodingAttr::getOrPacked(sourceType)) ||
        !getViewLayout(slice, EncodingAttr::getOrPacked(sourceType)) ||
        !hasSlicesInPlace(EncodingAttr::getOrPacked(op.getResultType())))
      return rewriter.notifyMatchFailure(op, "no slice to write in place");
    rewriter.modifyOpInPlace(
        slice, [&] { slice.getResult().setType(op.getResultType()); });
    rewriter.replaceOp(op, slice.getResult());
    return success();
  }
};

/// T(expand(pad(x)): P -> P#A) -> expand(pad(T(x: X -> X#L))), where L is
/// A collapsed back, in which the expansion keeps the padded image's
/// elements in place (a grouped convolution's image: (N, G, C, H, W) in
/// N, H, W, G, C order is NHWC of G * C channels). The pad runs in L, and
/// the transform moves the unpadded image, which a producer in L cancels,
/// as HoistTransformAbovePad does for an image that is not expanded. In
/// one step: a transform hoisted above the expansion alone would sink
/// back below it.
struct HoistTransformAboveExpandedPad : public OpRewritePattern<TransformOp> {
  HoistTransformAboveExpandedPad(MLIRContext *context,
                                 TargetAttrInterface machine)
      : OpRewritePattern(context), machine(machine) {}

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    auto expand = op.getSource().getDefiningOp<tensor::ExpandShapeOp>();
    auto pad = expand ? expand.getSrc().getDefiningOp<tensor::PadOp>()
                      : tensor::PadOp();
    if (!pad || !expand->hasOneUse() || !pad->hasOneUse() ||
        !op.getResultType().hasStaticShape())
      return rewriter.notifyMatchFailure(op, "no expanded pad used only here");
    EncodingAttr expanded = EncodingAttr::getOrPacked(op.getResultType());
    SmallVector<ReassociationIndices> groups = expand.getReassociationIndices();
    SmallVector<SmallVector<int64_t, 2>> reassociation(groups.begin(),
                                                       groups.end());
    EncodingAttr collapsed =
        expanded.collapse(op.getResultType().getShape(), reassociation);
    // The expansion of the pad's result in L must be A again.
    if (!collapsed || collapsed.isTiled() ||
        getViewLayout(expand, collapsed) != expanded)
      return rewriter.notifyMatchFailure(op, "no layout A expands from");
    FailureOr<Value> newPad =
        createPadInLayout(rewriter, op.getLoc(), pad, collapsed, machine);
    if (failed(newPad))
      return rewriter.notifyMatchFailure(op, "a pad that cannot run there");
    Operation *newExpand = rewriter.clone(*expand);
    newExpand->setOperand(0, *newPad);
    newExpand->getResult(0).setType(op.getResultType());
    rewriter.replaceOp(op, newExpand->getResults());
    return success();
  }

  TargetAttrInterface machine;
};

} // namespace

void mlir::layout::populateViewPropagationPatterns(RewritePatternSet &patterns,
                                                   TargetAttrInterface target) {
  patterns
      .add<SinkTransformBelowView<tensor::CollapseShapeOp>,
           SinkTransformBelowView<tensor::ExpandShapeOp>, SliceTransformSource,
           InsertTransformSource, SliceIntoTransformLayout>(
          patterns.getContext());
  patterns.add<HoistTransformAboveExpandedPad>(patterns.getContext(), target);
}
