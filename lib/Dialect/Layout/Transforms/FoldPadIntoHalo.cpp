//===- FoldPadIntoHalo.cpp - tensor.pad as a halo its producer writes -----===//
//
// `conv(tensor.pad(x))` reads a padded copy of x: a sweep over memory that
// writes the border and copies every element. Stored in a layout whose
// halo holds the pad value, x needs no copy: the padded tensor is the same
// buffer seen without the halo (layout.expand_halo), and the producer of x
// writes straight into the halo layout, its border filled once when the
// buffer is allocated. Where the producer cannot (an argument, a kernel's
// result), a layout.transform into the halo layout takes the pad's place:
// one copy, as before, but one that also absorbs a transform the target
// asked for after the pad. For a kernel library that takes a convolution's
// padding itself, pads that only convolutions read can stay instead.
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "Dialect/Layout/Utils/RewriteOnly.h"
#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
#include "tensor-layout/Dialect/Layout/Analysis/PadValueEvaluation.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTFOLDPADINTOHALO
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// The layout in which the operand of `pad` holds the padded tensor `padded`
/// (of the pad's result type, or of a transform of it) in its halo, or null
/// where none does: a dynamic pad, a pad value a layout cannot hold, or a
/// layout that already has a halo or pads with another value.
static EncodingAttr getHaloLayout(tensor::PadOp pad, RankedTensorType padded) {
  if (pad.getNofold() || !pad.getSourceType().hasStaticShape() ||
      !padded.hasStaticShape() || !pad.getLow().empty() ||
      !pad.getHigh().empty())
    return {};
  Value padValue = pad.getConstantPaddingValue();
  TypedAttr constant;
  if (!padValue || !matchPattern(padValue, m_Constant(&constant)) ||
      !isa<FloatAttr, IntegerAttr>(constant))
    return {};
  EncodingAttr layout = EncodingAttr::getOrPacked(padded);
  if (layout.hasHalo())
    return {};
  // The layout's own padding must hold the pad value too (`zero` is a pad
  // kind, not a constant).
  if (layout.hasPadding(padded.getShape()) &&
      layout.getPadKind() != PadKind::Undefined &&
      layout::detail::normalizePadValue(constant) != layout.getPadValue())
    return {};
  EncodingAttr halo =
      layout.withHalo(pad.getStaticLow(), pad.getStaticHigh(), constant);
  return halo.hasHalo() ? halo : EncodingAttr();
}

/// `value` made by an all-parallel linalg op into a tensor.empty used only
/// there, made instead into an empty tensor of `type` (an untiled layout):
/// the op then writes its result in that layout itself. Null where the op
/// cannot.
static Value writeInLayout(PatternRewriter &rewriter, Value value,
                           RankedTensorType type) {
  // Element-wise code on tiled layouts takes one layout for all its
  // tensors (TiledLayouts.cpp), which a halo only the result has breaks.
  if (EncodingAttr::getOrPacked(type).isTiled())
    return {};
  auto result = dyn_cast<OpResult>(value);
  auto op = value.getDefiningOp<linalg::LinalgOp>();
  if (!result || !op || !value.hasOneUse() || !op.hasPureTensorSemantics() ||
      op.getNumParallelLoops() != op.getNumLoops())
    return {};
  OpOperand *init = op.getDpsInitOperand(result.getResultNumber());
  auto empty = init->get().getDefiningOp<tensor::EmptyOp>();
  if (!empty || !empty->hasOneUse())
    return {};
  rewriter.setInsertionPoint(empty);
  Value newEmpty =
      tensor::EmptyOp::create(rewriter, empty.getLoc(), type.getShape(),
                              type.getElementType(), type.getEncoding());
  rewriter.modifyOpInPlace(op, [&] {
    init->set(newEmpty);
    result.setType(type);
  });
  rewriter.eraseOp(empty);
  return value;
}

/// Whether `padded` (a pad's result, or a transform of it) of a pad of the
/// spatial dims is read only by 2-D convolutions (zero pad) or max poolings
/// (lowest-float pad), as their image, in a layout that tiles no spatial
/// dim (NHWC, nChw8c): what a kernel library takes as the kernel's padding.
static bool isConvolutionPadding(tensor::PadOp pad, Value padded) {
  auto type = cast<RankedTensorType>(padded.getType());
  Value padValue = pad.getConstantPaddingValue();
  if (type.getRank() != 4 || !padValue || !pad.getLow().empty() ||
      !pad.getHigh().empty() || padded.use_empty())
    return false;
  // Tiled, the pad must pad the physical tensor (TiledLayouts.h): a
  // transform moved before it would otherwise come back after it.
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  if (layout.isTiled() && !canPadRunIn(pad, layout))
    return false;
  for (ArrayRef<int64_t> amounts : {pad.getStaticLow(), pad.getStaticHigh()})
    if (amounts[0] != 0 || amounts[1] != 0)
      return false;
  // Zeros around the images of convolutions; the lowest float (or -inf)
  // around those of max poolings, which a maximum never picks.
  bool zero = matchPattern(padValue, m_AnyZeroFloat());
  Attribute value;
  bool lowest = matchPattern(padValue, m_Constant(&value)) &&
                isLowestFloatPadValue(value);
  return llvm::all_of(padded.getUses(), [&](OpOperand &use) {
    Operation *user = use.getOwner();
    bool kernel =
        zero ? isa<linalg::Conv2DNchwFchwOp, linalg::DepthwiseConv2DNchwChwOp>(
                   user)
             : lowest && isa<linalg::PoolingNchwMaxOp>(user);
    return kernel && use.getOperandNumber() == 0;
  });
}

namespace {
/// transform(pad(x)) -> pad(transform(x)) where the padded tensor is the
/// padding of convolutions: the pad then is in their layout.
struct MoveTransformBeforeConvolutionPadding
    : public OpRewritePattern<TransformOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransformOp transform,
                                PatternRewriter &rewriter) const override {
    auto pad = transform.getSource().getDefiningOp<tensor::PadOp>();
    if (!pad || !pad->hasOneUse() || !isConvolutionPadding(pad, transform))
      return rewriter.notifyMatchFailure(transform, "no convolution padding");
    Value source = pad.getSource();
    if (auto inner = source.getDefiningOp<TransformOp>())
      source = inner.getSource();
    RankedTensorType resultType = transform.getResultType();
    // A constant inside the pad's body goes with it.
    Value padValue = getUniformPadValue(rewriter, pad);
    Value moved = createLayoutCast(
        rewriter, transform.getLoc(), source,
        EncodingAttr::withLayout(pad.getSourceType(),
                                 EncodingAttr::get(resultType)));
    rewriter.replaceOpWithNewOp<tensor::PadOp>(transform, resultType, moved,
                                               pad.getMixedLowPad(),
                                               pad.getMixedHighPad(), padValue);
    rewriter.eraseOp(pad);
    return success();
  }
};

/// tensor.pad (and a transform of its result, if that is its only use) ->
/// layout.expand_halo of its operand stored in a halo layout.
struct FoldPadIntoHalo : public OpRewritePattern<tensor::PadOp> {
  using OpRewritePattern::OpRewritePattern;

  FoldPadIntoHalo(MLIRContext *context, bool convolutionPadding)
      : OpRewritePattern(context), convolutionPadding(convolutionPadding) {}

  LogicalResult matchAndRewrite(tensor::PadOp pad,
                                PatternRewriter &rewriter) const override {
    // The padded tensor is wanted in the layout of the transform that
    // follows the pad, if any: the halo layout then absorbs that transform.
    Operation *replaced = pad;
    if (pad->hasOneUse())
      if (auto transform = dyn_cast<TransformOp>(*pad->user_begin()))
        replaced = transform;
    if (convolutionPadding && isConvolutionPadding(pad, replaced->getResult(0)))
      return rewriter.notifyMatchFailure(pad, "the convolutions' padding");
    auto padded = cast<RankedTensorType>(replaced->getResult(0).getType());
    EncodingAttr halo = getHaloLayout(pad, padded);
    if (!halo)
      return rewriter.notifyMatchFailure(pad, "no halo layout holds the pad");
    RankedTensorType haloType =
        EncodingAttr::withLayout(pad.getSourceType(), halo);

    // Read past a transform into the pad (one copy, not two), and have the
    // producer write the halo layout where it can (no copy).
    Value source = pad.getSource();
    auto transform = source.getDefiningOp<TransformOp>();
    if (transform)
      source = transform.getSource();
    Value written = (!transform || transform->hasOneUse())
                        ? writeInLayout(rewriter, source, haloType)
                        : Value();
    if (!written) {
      rewriter.setInsertionPoint(pad);
      written = createLayoutCast(rewriter, pad.getLoc(), source, haloType);
    }
    rewriter.setInsertionPoint(replaced);
    rewriter.replaceOpWithNewOp<ExpandHaloOp>(replaced, padded, written);
    if (replaced != pad)
      rewriter.eraseOp(pad);
    if (transform && transform->use_empty())
      rewriter.eraseOp(transform);
    return success();
  }

private:
  bool convolutionPadding;
};

struct LayoutFoldPadIntoHaloPass
    : public layout::impl::LayoutFoldPadIntoHaloBase<
          LayoutFoldPadIntoHaloPass> {
  using LayoutFoldPadIntoHaloBase::LayoutFoldPadIntoHaloBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateFoldPadIntoHaloPatterns(patterns, convolutionPadding);
    if (failed(
            applyPatternsWithoutFolding(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateFoldPadIntoHaloPatterns(RewritePatternSet &patterns,
                                                   bool convolutionPadding) {
  patterns.add<FoldPadIntoHalo>(patterns.getContext(), convolutionPadding);
  if (convolutionPadding)
    patterns.add<MoveTransformBeforeConvolutionPadding>(patterns.getContext());
}
