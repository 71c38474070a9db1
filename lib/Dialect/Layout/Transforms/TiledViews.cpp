//===- TiledViews.cpp - Tiled tensors' views as physical tensors ----------===//
//
// Ops that move no data keep a tiled tensor's physical tensor: a
// relabelling or a halo expansion between tiled layouts (the physical
// tensors are the same; the dynamic extents permute or grow),
// layout.to_physical and layout.from_physical, bufferization.to_buffer,
// and tensor.dim (an extent beside the physical tensor).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "Dialect/Layout/Utils/PhysicalPositions.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::layout;

/// The dynamic extents of a relabelling's result: its source's, permuted.
static SmallVector<Value> getResultSizes(const IndexBuilder &ib, RelabelOp op,
                                         ValueRange sourceSizes) {
  SmallVector<Value> extents =
      getLogicalExtents(ib, op.getSource().getType().getShape(), sourceSizes);
  SmallVector<Value> sizes;
  for (auto [dim, sourceDim] : llvm::enumerate(op.getPermutation()))
    if (op.getType().isDynamicDim(dim))
      sizes.push_back(extents[sourceDim]);
  return sizes;
}

/// The dynamic extents of a halo expansion's result: its source's grown by
/// the halo.
static SmallVector<Value> getResultSizes(const IndexBuilder &ib,
                                         ExpandHaloOp op,
                                         ValueRange sourceSizes) {
  RankedTensorType source = op.getSourceType();
  EncodingAttr layout = EncodingAttr::getOrPacked(source);
  SmallVector<Value> sizes;
  auto next = sourceSizes.begin();
  for (int64_t dim = 0, rank = source.getRank(); dim < rank; ++dim)
    if (source.isDynamicDim(dim))
      sizes.push_back(ib.add(*next++, layout.getLowPadding(dim) +
                                          layout.getHighPadding(dim)));
  return sizes;
}

/// A relabelling or a halo expansion between tiled layouts moves no data:
/// the physical tensors are the same.
bool mlir::layout::isPhysicalReshape(Type source, Type result) {
  // (An untiled tensor is its logical tensor here, not a buffer.)
  if (!getTiledLayout(source) || !getTiledLayout(result))
    return false;
  auto from = cast<RankedTensorType>(getPhysicalType(source));
  auto to = cast<RankedTensorType>(getPhysicalType(result));
  auto withoutUnitDims = [](RankedTensorType type) {
    SmallVector<int64_t> shape;
    llvm::copy_if(type.getShape(), std::back_inserter(shape),
                  [](int64_t extent) { return extent != 1; });
    return shape;
  };
  return from.hasStaticShape() && to.hasStaticShape() &&
         withoutUnitDims(from) == withoutUnitDims(to);
}

namespace {
template <typename ViewOp>
struct TiledViewLowering : public OpConversionPattern<ViewOp> {
  using OpConversionPattern<ViewOp>::OpConversionPattern;
  using OneToNOpAdaptor =
      typename ViewOp::template GenericAdaptor<ArrayRef<ValueRange>>;

  LogicalResult
  matchAndRewrite(ViewOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange source = adaptor.getSource();
    auto resultType = cast<RankedTensorType>(op.getType());
    if (!getTiledLayout(resultType))
      return rewriter.notifyMatchFailure(op, "an untiled result");
    Value physical = source.front();
    RankedTensorType physicalType = getPhysicalTensorType(resultType);
    if (physical.getType() != physicalType) {
      // The same elements in the same order, in another physical shape
      // (1x2x8 and 2x1x8: a relabelling that moves a unit dim): the
      // buffer reshaped.
      auto sourceType = cast<RankedTensorType>(physical.getType());
      if (!isPhysicalReshape(op.getSource().getType(), resultType))
        return rewriter.notifyMatchFailure(op, "physical tensors differ");
      Location loc = op.getLoc();
      auto flatType = RankedTensorType::get({sourceType.getNumElements()},
                                            sourceType.getElementType(),
                                            sourceType.getEncoding());
      auto all = [](int64_t rank) {
        return SmallVector<ReassociationIndices>{
            llvm::to_vector(llvm::seq<int64_t>(0, rank))};
      };
      Value flat = tensor::CollapseShapeOp::create(
          rewriter, loc, flatType, physical, all(sourceType.getRank()));
      physical = tensor::ExpandShapeOp::create(
          rewriter, loc, physicalType, flat, all(physicalType.getRank()));
    }
    SmallVector<Value> sizes = getResultSizes(
        IndexBuilder{rewriter, op.getLoc()}, op, source.drop_front());
    rewriter.replaceOpWithMultiple(op, {getTiledValues(physical, sizes)});
    return success();
  }
};

/// layout.to_physical and layout.from_physical: the physical tensor is what
/// the tiled one has become.
template <typename PhysicalOp>
struct PhysicalViewLowering : public OpConversionPattern<PhysicalOp> {
  using OpConversionPattern<PhysicalOp>::OpConversionPattern;
  using OpAdaptor = typename PhysicalOp::Adaptor;

  LogicalResult
  matchAndRewrite(PhysicalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getSource());
    return success();
  }
};

/// bufferization.to_buffer of a tiled tensor: the buffer is the physical
/// one (tests and callers spell its physical memref type).
struct TiledToBufferLowering
    : public OpConversionPattern<bufferization::ToBufferOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(bufferization::ToBufferOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value tensor = adaptor.getTensor().front();
    auto physical = dyn_cast<RankedTensorType>(tensor.getType());
    auto memrefType = dyn_cast<MemRefType>(op.getType());
    if (!physical || !memrefType ||
        memrefType.getShape() != physical.getShape())
      return rewriter.notifyMatchFailure(op, "not the physical memref type");
    rewriter.replaceOpWithNewOp<bufferization::ToBufferOp>(
        op, op.getType(), tensor, op.getReadOnly());
    return success();
  }
};

/// tensor.dim of a tiled tensor: a static extent, or the one beside its
/// physical tensor.
struct TiledDimLowering : public OpConversionPattern<tensor::DimOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::DimOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getSource().getType());
    std::optional<int64_t> dim = op.getConstantIndex();
    if (!type || !getTiledLayout(type) || !dim || *dim < 0 ||
        *dim >= type.getRank())
      return failure();
    if (!type.isDynamicDim(*dim)) {
      rewriter.replaceOpWithNewOp<arith::ConstantIndexOp>(
          op, type.getDimSize(*dim));
      return success();
    }
    rewriter.replaceOp(op,
                       adaptor.getSource()[1 + type.getDynamicDimIndex(*dim)]);
    return success();
  }
};
} // namespace

void mlir::layout::populateTiledViewLoweringPatterns(
    const TiledLayoutTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<TiledViewLowering<RelabelOp>, TiledViewLowering<ExpandHaloOp>,
               PhysicalViewLowering<ToPhysicalOp>,
               PhysicalViewLowering<FromPhysicalOp>, TiledToBufferLowering,
               TiledDimLowering>(converter, patterns.getContext());
}
