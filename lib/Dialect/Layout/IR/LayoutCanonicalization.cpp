//===- LayoutCanonicalization.cpp - Canonicalization patterns -------------===//
//
// Rewrites of layout.transform that create ops, so cannot be folds. Each
// removes data movement: none ever adds a byte moved. The tensors that can
// be had in any layout for free are defined here too, for the passes.
//
//===----------------------------------------------------------------------===//

#include "ConstantData.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::layout;

bool mlir::layout::isFreeInAnyLayout(Value value) {
  Attribute constant;
  if (matchPattern(value, m_Constant(&constant)))
    return isa<DenseIntOrFPElementsAttr>(constant);
  if (value.getDefiningOp<tensor::EmptyOp>())
    return true;
  if (auto fill = value.getDefiningOp<linalg::FillOp>())
    return fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>() != nullptr;
  return false;
}

Value mlir::layout::createInLayout(OpBuilder &builder, Value value,
                                   RankedTensorType type) {
  Location loc = value.getLoc();
  if (auto empty = value.getDefiningOp<tensor::EmptyOp>())
    return tensor::EmptyOp::create(builder, loc, type, empty.getDynamicSizes());
  if (auto fill = value.getDefiningOp<linalg::FillOp>()) {
    Value init = createInLayout(builder, fill.getOutputs()[0], type);
    return linalg::FillOp::create(builder, loc, fill.getInputs(), init)
        .getResult(0);
  }
  return builder.createOrFold<TransformOp>(loc, type, value);
}

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

/// T(A -> B)(tensor.empty : A) is tensor.empty : B, and T(A -> B) of a
/// fill of one is the fill in B: writing a value in B costs less than
/// writing it in A and moving it. (Transforms of constants are folds.)
struct TransformOfFreshTensor : public OpRewritePattern<TransformOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    Value source = op.getSource();
    if (!isFreeInAnyLayout(source) || matchPattern(source, m_Constant()))
      return rewriter.notifyMatchFailure(
          op, "source is not a tensor.empty or a fill of one");
    rewriter.replaceOp(op,
                       createInLayout(rewriter, source, op.getResultType()));
    return success();
  }
};

/// The layout change of a reshaped constant (torch-mlir's depthwise filter,
/// (C, 1, kh, kw) collapsed to (C, kh, kw)): one constant of the change's
/// type, laid out at compile time. Upstream folds no reshape of an
/// imported (`dense_resource`) weight; a reshape keeps the elements'
/// logical order, so the same blob serves.
struct TransformOfReshapedConstant : public OpRewritePattern<TransformOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    Operation *reshape = op.getSource().getDefiningOp();
    Attribute constant;
    if (!isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
            reshape) ||
        !matchPattern(reshape->getOperand(0), m_Constant(&constant)))
      return failure();
    TypedAttr folded = retypeConstant(constant, op.getResultType());
    if (!folded)
      return failure();
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, folded);
    return success();
  }
};

/// from_physical(to_physical(x)) sees x's buffer again; where the result's
/// layout places elements as x's does but forgets its pad value (an unpack
/// of a padded pack), that is the identity relabelling of x.
struct FromPhysicalOfToPhysical : public OpRewritePattern<FromPhysicalOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FromPhysicalOp op,
                                PatternRewriter &rewriter) const override {
    auto toPhysical = op.getSource().getDefiningOp<ToPhysicalOp>();
    if (!toPhysical)
      return rewriter.notifyMatchFailure(op, "source is not a to_physical");
    Value tiled = toPhysical.getSource();
    auto type = cast<RankedTensorType>(tiled.getType());
    // One physical shape holds several logical ones (2x5 and 2x6 in rows
    // aligned to 8): a relabel keeps the shape.
    if (type.getShape() != op.getType().getShape())
      return rewriter.notifyMatchFailure(op, "another logical shape");
    if (!EncodingAttr::canViewAs(EncodingAttr::get(type),
                                 EncodingAttr::get(op.getType()),
                                 type.getShape()))
      return rewriter.notifyMatchFailure(op, "layouts place elements apart");
    rewriter.replaceOpWithNewOp<RelabelOp>(op, op.getType(), tiled);
    return success();
  }
};

/// split_metadata(fuse_metadata(d, m)) is d, in the data result's layout,
/// and m, in the metadata result's memory space.
struct SplitOfFuse : public OpRewritePattern<SplitMetadataOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SplitMetadataOp op,
                                PatternRewriter &rewriter) const override {
    auto fuse = op.getSource().getDefiningOp<FuseMetadataOp>();
    if (!fuse)
      return rewriter.notifyMatchFailure(op, "source is not a fuse_metadata");
    Value data = fuse.getData();
    if (data.getType() != op.getData().getType())
      data = TransformOp::create(rewriter, op.getLoc(), op.getData().getType(),
                                 data);
    Value metadata = fuse.getMetadata();
    if (metadata.getType() != op.getMetadata().getType())
      metadata = TransformOp::create(rewriter, op.getLoc(),
                                     op.getMetadata().getType(), metadata);
    rewriter.replaceOp(op, {data, metadata});
    return success();
  }
};

} // namespace

void SplitMetadataOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                                  MLIRContext *context) {
  patterns.add<SplitOfFuse>(context);
}

void FromPhysicalOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                                 MLIRContext *context) {
  patterns.add<FromPhysicalOfToPhysical>(context);
}

void TransformOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                              MLIRContext *context) {
  patterns.add<TransformBetweenEquivalentLayouts, TransformOfFreshTensor,
               TransformOfReshapedConstant>(context);
}
