//===- EmptyCopy.cpp - Copies of tensors without elements -----------------===//

#include "Conversion/LayoutCopyCommon/EmptyCopy.h"
#include "Dialect/Layout/Utils/LayoutBuffers.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
struct LowerEmptyCopy : public OpRewritePattern<CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CopyOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType destType = op.getDestTensorType();
    if (!destType.hasStaticShape() || destType.getNumElements() != 0)
      return rewriter.notifyMatchFailure(op, "the tensor has elements");
    EncodingAttr layout = EncodingAttr::getOrPacked(destType);
    // fillPadding addresses untiled layouts; a tiled buffer of no element
    // has no padding to fill.
    if (layout.isTiled() &&
        layout.getNumPhysicalElements(destType.getShape()) != 0)
      return rewriter.notifyMatchFailure(op, "tiled padding to fill");
    if (!layout.isTiled())
      fillPadding(rewriter, op.getLoc(), op.getDest(), destType);
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void mlir::layout::populateEmptyCopyPatterns(RewritePatternSet &patterns) {
  // Before the kernels, which need an element to index.
  patterns.add<LowerEmptyCopy>(patterns.getContext(), /*benefit=*/2);
}
