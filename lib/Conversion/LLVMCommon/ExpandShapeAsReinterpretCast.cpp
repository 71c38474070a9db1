//===- ExpandShapeAsReinterpretCast.cpp - Dynamic expansions --------------===//
//
// MLIR 22's expand-strided-metadata assumes at most one dynamic extent per
// group of a memref.expand_shape and dereferences a null size otherwise
// (llvm-project issue 186830). The expansion is a view: its strides follow
// from the source dim's stride and the extents inside the group, which
// output_shape gives. So it is written as the reinterpret_cast the fixed
// upstream pass makes.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LLVMCommon/ExpandShapeAsReinterpretCast.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTEXPANDSHAPEASREINTERPRETCAST
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// Whether a group of `op` splits a dim into more than one dynamic extent.
static bool hasSeveralDynamicExtentsInAGroup(memref::ExpandShapeOp op) {
  ArrayRef<int64_t> shape = op.getResultType().getShape();
  return llvm::any_of(op.getReassociationIndices(), [&](const auto &group) {
    return llvm::count_if(group, [&](int64_t dim) {
             return ShapedType::isDynamic(shape[dim]);
           }) > 1;
  });
}

namespace {
struct ExpandShapeAsReinterpretCast
    : public OpRewritePattern<memref::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::ExpandShapeOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasSeveralDynamicExtentsInAGroup(op))
      return rewriter.notifyMatchFailure(op, "expand-strided-metadata's case");
    MemRefType resultType = op.getResultType();
    SmallVector<int64_t> resultStrides;
    int64_t resultOffset;
    if (failed(resultType.getStridesAndOffset(resultStrides, resultOffset)))
      return rewriter.notifyMatchFailure(op, "no strided result");
    Location loc = op.getLoc();
    auto metadata =
        memref::ExtractStridedMetadataOp::create(rewriter, loc, op.getSrc());
    SmallVector<OpFoldResult> sizes = op.getMixedOutputShape();
    SmallVector<OpFoldResult> strides(resultType.getRank());
    for (auto [sourceDim, group] :
         llvm::enumerate(op.getReassociationIndices())) {
      // Innermost first: each dim steps over the extents inside it.
      Value stride = metadata.getStrides()[sourceDim];
      for (int64_t dim : llvm::reverse(group)) {
        strides[dim] = asTypeExpects(rewriter, loc, stride, resultStrides[dim]);
        if (dim != group.front())
          stride = arith::MulIOp::create(
              rewriter, loc, stride,
              getValueOrCreateConstantIndexOp(rewriter, loc, sizes[dim]));
      }
    }
    rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
        op, resultType, op.getSrc(),
        asTypeExpects(rewriter, loc, metadata.getOffset(), resultOffset), sizes,
        strides);
    return success();
  }
};

struct LayoutExpandShapeAsReinterpretCastPass
    : public layout::impl::LayoutExpandShapeAsReinterpretCastBase<
          LayoutExpandShapeAsReinterpretCastPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateExpandShapeAsReinterpretCastPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateExpandShapeAsReinterpretCastPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ExpandShapeAsReinterpretCast>(patterns.getContext());
}
