//===- ConvertPackUnpack.cpp - linalg.pack/unpack as layout transforms ----===//
//
// linalg.pack stores a tensor blocked, and its result is exactly the physical
// buffer of a tiled #layout.encoding: outer dims in outer_dims_perm order
// (the layout's order), then the tiles in inner_dims_pos order (the layout's
// tiles, listed in that order), each tiled dim padded up to whole tiles (an
// alignment) with the padding value (the pad value). Written as a
// layout.transform into that layout plus layout.to_physical, a pack takes
// part in propagation and folding (a pack and the unpack of the same tiling
// cancel) and lowers to the fast copies; linalg.unpack is the inverse.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "Dialect/Layout/Utils/RewriteOnly.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTCONVERTPACKUNPACK
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// The tensor of logical type `logical` (static) in the tiled layout whose
/// physical tensor is `physical`: `tiles` on `innerDimsPos`, `outerDimsPerm`
/// as the order, dims their tile does not divide aligned to it, that
/// padding holding `padValue` (null: undefined). Fails where the layout
/// cannot say it: its physical shape differs from `physical` (a tile of 1,
/// which a layout drops; more padding than whole tiles need; no tiles) or
/// it does not verify for the element type.
static FailureOr<RankedTensorType>
getTiledType(RankedTensorType logical, RankedTensorType physical,
             ArrayRef<int64_t> innerDimsPos, ArrayRef<int64_t> tiles,
             ArrayRef<int64_t> outerDimsPerm, Attribute padValue) {
  ArrayRef<int64_t> shape = logical.getShape();
  SmallVector<int64_t> align(shape.size(), 1);
  for (auto [dim, tile] : llvm::zip_equal(innerDimsPos, tiles))
    if (shape[dim] % tile != 0)
      align[dim] = tile;
  auto layout = EncodingAttr::get(logical.getContext(), outerDimsPerm, align,
                                  /*padLow=*/{}, /*padHigh=*/{}, padValue,
                                  innerDimsPos, tiles);
  // The layout's own checks (element type, size); their message is ours.
  {
    ScopedDiagnosticHandler quiet(logical.getContext(),
                                  [](Diagnostic &) { return success(); });
    Location loc = UnknownLoc::get(logical.getContext());
    if (failed(layout.verifyEncoding(shape, logical.getElementType(),
                                     [&] { return emitError(loc); })))
      return failure();
  }
  if (!layout.isTiled() || physical.getEncoding() ||
      physical.getElementType() != logical.getElementType() ||
      ArrayRef(layout.getPhysicalShape(shape)) != physical.getShape())
    return failure();
  return EncodingAttr::withLayout(logical, layout);
}

/// Static shapes and tiles, and a logical side whose encoding, if any, is a
/// layout: what both rewrites need.
template <typename RelayoutOp>
static LogicalResult checkStatic(RelayoutOp op, RankedTensorType logical,
                                 RankedTensorType physical,
                                 PatternRewriter &rewriter) {
  if (!logical.hasStaticShape() || !physical.hasStaticShape() ||
      ShapedType::isDynamicShape(op.getStaticTiles()))
    return rewriter.notifyMatchFailure(op, "dynamic shape or tiles");
  if (logical.getEncoding() && !isa<EncodingAttr>(logical.getEncoding()))
    return rewriter.notifyMatchFailure(op, "encoding is not a layout");
  return success();
}

namespace {
/// linalg.pack -> layout.to_physical(layout.transform into the tiled
/// layout). Both hold the source's elements at the same physical positions
/// and the padding value in the same padding.
struct PackToLayout : public OpRewritePattern<linalg::PackOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::PackOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType source = op.getSourceType(), dest = op.getDestType();
    if (failed(checkStatic(op, source, dest, rewriter)))
      return failure();
    SmallVector<int64_t> tiles = op.getStaticTiles();
    bool padded = llvm::any_of(llvm::zip_equal(op.getInnerDimsPos(), tiles),
                               [&](auto dimAndTile) {
                                 auto [dim, tile] = dimAndTile;
                                 return source.getDimSize(dim) % tile != 0;
                               });
    // Without padding the value is never stored: any will do.
    TypedAttr padValue;
    if (padded && op.getPaddingValue() &&
        (!matchPattern(op.getPaddingValue(), m_Constant(&padValue)) ||
         !isa<IntegerAttr, FloatAttr>(padValue)))
      return rewriter.notifyMatchFailure(op, "padding value not a constant");
    FailureOr<RankedTensorType> tiled =
        getTiledType(source, dest, op.getInnerDimsPos(), tiles,
                     op.getOuterDimsPerm(), padded ? padValue : nullptr);
    if (failed(tiled))
      return rewriter.notifyMatchFailure(op, "no tiled layout packs so");
    Value transformed =
        TransformOp::create(rewriter, op.getLoc(), *tiled, op.getSource());
    rewriter.replaceOpWithNewOp<ToPhysicalOp>(op, dest, transformed);
    return success();
  }
};

/// linalg.unpack -> layout.transform(layout.from_physical): the packed
/// tensor is the physical buffer of the tiled layout on the unpacked shape,
/// whose padding the unpack drops (so its pad value is undefined).
struct UnpackToLayout : public OpRewritePattern<linalg::UnPackOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::UnPackOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType source = op.getSourceType(), dest = op.getDestType();
    if (failed(checkStatic(op, dest, source, rewriter)))
      return failure();
    // A source with more tiles than the dest needs (an unpack that also
    // slices, which upstream's verifier refuses where static) has another
    // physical shape, and is refused there.
    FailureOr<RankedTensorType> tiled = getTiledType(
        RankedTensorType::get(dest.getShape(), dest.getElementType()), source,
        op.getInnerDimsPos(), op.getStaticTiles(), op.getOuterDimsPerm(),
        /*padValue=*/nullptr);
    if (failed(tiled))
      return rewriter.notifyMatchFailure(op, "no tiled layout unpacks so");
    Value tiledValue =
        FromPhysicalOp::create(rewriter, op.getLoc(), *tiled, op.getSource());
    rewriter.replaceOpWithNewOp<TransformOp>(op, dest, tiledValue);
    return success();
  }
};

struct LayoutConvertPackUnpackPass
    : public layout::impl::LayoutConvertPackUnpackBase<
          LayoutConvertPackUnpackPass> {
  using LayoutConvertPackUnpackBase::LayoutConvertPackUnpackBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateConvertPackUnpackPatterns(patterns);
    if (failed(rewriteOnly<linalg::PackOp, linalg::UnPackOp>(
            getOperation(), std::move(patterns))))
      return signalPassFailure();
    if (decomposeRest && failed(decomposeRemaining()))
      signalPassFailure();
  }

  /// The packs and unpacks no layout says, as upstream's pad, reshape and
  /// transpose; an error at each that upstream cannot decompose either.
  LogicalResult decomposeRemaining() {
    SmallVector<Operation *> rest;
    getOperation()->walk([&](Operation *op) {
      if (isa<linalg::PackOp, linalg::UnPackOp>(op))
        rest.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    bool failedAny = false;
    for (Operation *op : rest) {
      rewriter.setInsertionPoint(op);
      bool lowered =
          TypeSwitch<Operation *, bool>(op)
              .Case([&](linalg::PackOp pack) {
                // Without a padding value lowerPack pads with a zero
                // arith.constant, which it aborts on for other types.
                Type element = pack.getSourceType().getElementType();
                if (!pack.getPaddingValue() &&
                    !isa<IntegerType, IndexType, FloatType>(element))
                  return false;
                return succeeded(linalg::lowerPack(rewriter, pack));
              })
              .Case([&](linalg::UnPackOp unpack) {
                return succeeded(linalg::lowerUnPack(rewriter, unpack));
              });
      if (!lowered) {
        op->emitOpError("has no tiled layout, and upstream cannot "
                        "decompose it either (dynamic tiles, or no padding "
                        "value and an element type without a zero constant)");
        failedAny = true;
      }
    }
    return failure(failedAny);
  }
};
} // namespace

void mlir::layout::populateConvertPackUnpackPatterns(
    RewritePatternSet &patterns) {
  patterns.add<PackToLayout, UnpackToLayout>(patterns.getContext());
}
