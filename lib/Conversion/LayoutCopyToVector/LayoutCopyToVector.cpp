//===- LayoutCopyToVector.cpp - layout.copy to CPU loops ------------------===//
//
// Each layout.copy becomes the fastest CPU kernel its layouts allow
// (CpuCopyKernels.cpp), on views that make a copy of a tiled layout an
// untiled one where there are such views (UntiledCopy.h), or several
// untiled ones into a padded tiling, and scalar loops otherwise
// (ScalarCopy.cpp).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LayoutCopyToVector/LayoutCopyToVector.h"

#include "Conversion/LayoutCopyCommon/EmptyCopy.h"
#include "Conversion/LayoutCopyCommon/UntiledCopy.h"
#include "Conversion/LayoutCopyToVector/CpuCopyKernels.h"
#include "Dialect/Layout/Utils/RewriteOnly.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_CONVERTLAYOUTCOPYTOVECTOR
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {

struct CopyToVector : public OpRewritePattern<CopyOp> {
  CopyToVector(MLIRContext *context, const CpuCopyOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(CopyOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // Scalar copies of tiled layouts (vector-bytes=0) walk the buffers as
    // they are, not as the views of a vector kernel.
    bool tiled =
        EncodingAttr::getOrPacked(op.getSourceTensorType()).isTiled() ||
        EncodingAttr::getOrPacked(op.getDestTensorType()).isTiled();
    // A tiled side of dynamic shape has an untiled view only for extents
    // that leave no padding, which a run-time test picks.
    if (op.hasDynamicTiledSide() &&
        succeeded(buildDynamicTiledCopy(rewriter, op, options))) {
      rewriter.eraseOp(op);
      return success();
    }
    FailureOr<UntiledCopy> copy = failure();
    if ((options.vectorBytes > 0 || !tiled) && !op.hasDynamicTiledSide())
      copy = getUntiledCopy(rewriter, op);
    FailureOr<SmallVector<UntiledCopy>> pieces = failure();
    if (failed(copy) && options.vectorBytes > 0 && !op.hasDynamicTiledSide())
      pieces = getPaddedTilingCopies(rewriter, op);
    if (succeeded(copy))
      buildCpuCopy(rewriter, loc, copy->source, copy->sourceAlign, copy->dest,
                   copy->destType, copy->destAlign, options);
    else if (succeeded(pieces))
      for (const UntiledCopy &piece : *pieces) {
        if (piece.destIsView)
          buildStridedCpuCopy(rewriter, loc, piece.source, piece.sourceAlign,
                              piece.dest, piece.destAlign, options);
        else
          buildCpuCopy(rewriter, loc, piece.source, piece.sourceAlign,
                       piece.dest, piece.destType, piece.destAlign, options);
      }
    else
      buildScalarCopy(rewriter, loc, op.getSource(), op.getSourceTensorType(),
                      op.getDest(), op.getDestTensorType(), op.getSizes());
    rewriter.eraseOp(op);
    return success();
  }

  CpuCopyOptions options;
};

struct ConvertLayoutCopyToVectorPass
    : public layout::impl::ConvertLayoutCopyToVectorBase<
          ConvertLayoutCopyToVectorPass> {
  using ConvertLayoutCopyToVectorBase::ConvertLayoutCopyToVectorBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (vectorBytes < 0 || (vectorBytes && !llvm::isPowerOf2_64(vectorBytes)))
      return emitError(UnknownLoc::get(context))
             << "convert-layout-copy-to-vector: vector-bytes must be 0 or a "
                "power of two, got "
             << int64_t(vectorBytes);
    if (nontemporalBytes < 0 || prefetchDistance < 0)
      return emitError(UnknownLoc::get(context))
             << "convert-layout-copy-to-vector: nontemporal-bytes and "
                "prefetch-distance must not be negative";
    return success();
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLayoutCopyToVectorConversionPatterns(
        patterns, CpuCopyOptions{vectorBytes, parallel, nontemporalBytes,
                                 prefetchDistance});
    if (failed(rewriteOnly<CopyOp>(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::layout::populateLayoutCopyToVectorConversionPatterns(
    RewritePatternSet &patterns,
    const ConvertLayoutCopyToVectorOptions &options) {
  patterns.add<CopyToVector>(patterns.getContext(), options);
  populateEmptyCopyPatterns(patterns);
}
