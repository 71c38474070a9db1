//===- CopyToOneDNN.cpp - Large transforms as oneDNN reorders -------------===//
//
// A program whose kernels are oneDNN's also transforms between the
// caller's layout and theirs (NCHW <-> NHWC at a network's signature).
// oneDNN's reorder runs on the threads its kernels use, so a large f32
// copy between layouts oneDNN can describe may become a reorder (the
// project's own copies run on one thread, or on those same threads with
// convert-parallel-loops-to-onednn-threads). Small copies stay loops: a
// reorder call costs a few microseconds before it moves a byte.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToOneDNN/LinalgToOneDNN.h"

#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"
#include "Dialect/Layout/Utils/RewriteOnly.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_CONVERTLAYOUTCOPYTOONEDNN
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// The runtime's reorder (OneDNNRuntime.h).
static constexpr llvm::StringLiteral kReorderF32 =
    "tensor_layout_onednn_reorder_f32";
/// Version of the description the runtime reads.
static constexpr int64_t kReorderDescriptionVersion = 1;

/// Whether each blocked dim of `desc` is padded only to whole blocks, as
/// oneDNN's own formats are: its reorders place a dim padded further (2
/// elements padded to 4 in blocks of 2) wrongly.
static bool padsOnlyToWholeBlocks(const OneDNNTensorDesc &desc) {
  for (auto [dim, extent] : llvm::enumerate(desc.dims)) {
    int64_t block = 1;
    for (auto [blockedDim, size] : desc.blocks)
      if (blockedDim == static_cast<int64_t>(dim))
        block *= size;
    if (desc.paddedDims[dim] !=
        static_cast<int64_t>(llvm::alignTo(extent, block)))
      return false;
  }
  return true;
}

/// `buffer`, holding `logical`, as oneDNN describes it: by its blocks if
/// tiled, else by its strides.
static FailureOr<OneDNNTensorDesc> describeCopied(Value buffer,
                                                  RankedTensorType logical) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || !type.getElementType().isF32() || type.getMemorySpace())
    return failure();
  EncodingAttr layout = EncodingAttr::get(logical);
  FailureOr<OneDNNTensorDesc> desc =
      layout && layout.isTiled()
          ? describeTiledBuffer(logical, type, /*isRead=*/false)
          : describeStridedBuffer(type);
  if (failed(desc) || !padsOnlyToWholeBlocks(*desc))
    return failure();
  return desc;
}

/// Whether a reorder into `logical` leaves its padding as the layout
/// says: oneDNN zeroes the padding of its blocks and writes nothing
/// between strided rows or before the first element.
static bool reorderWritesPadding(RankedTensorType logical) {
  EncodingAttr layout = EncodingAttr::get(logical);
  if (!layout || !layout.hasPadding(logical.getShape()) ||
      layout.getPadKind() == PadKind::Undefined)
    return true;
  if (layout.getPadKind() != PadKind::Zero)
    return false;
  ArrayRef<int64_t> shape = logical.getShape();
  for (int64_t dim = 0, rank = logical.getRank(); dim < rank; ++dim)
    if (layout.getLowPadding(dim) != 0 || layout.getHighPadding(dim) != 0 ||
        (layout.getTileSize(dim) == 1 &&
         layout.getPaddedExtent(shape, dim) != shape[dim]))
      return false;
  return true;
}

namespace {
/// layout.copy of at least `minBytes` between f32 buffers oneDNN can
/// describe -> the runtime's reorder.
struct CopyToOneDNNReorder : public OpRewritePattern<CopyOp> {
  CopyToOneDNNReorder(MLIRContext *context, int64_t minBytes)
      : OpRewritePattern(context), minBytes(minBytes) {}

  LogicalResult matchAndRewrite(CopyOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType sourceType = op.getSourceType(),
                     destType = op.getDestType();
    // oneDNN's memory descriptors are made with static extents here.
    if (!sourceType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shape");
    if (sourceType.getNumElements() * 4 < minBytes)
      return rewriter.notifyMatchFailure(op, "too small to pay");
    FailureOr<OneDNNTensorDesc> source =
        describeCopied(op.getSource(), sourceType);
    FailureOr<OneDNNTensorDesc> dest = describeCopied(op.getDest(), destType);
    if (failed(source) || failed(dest))
      return rewriter.notifyMatchFailure(op, "not buffers oneDNN describes");
    if (!reorderWritesPadding(destType))
      return rewriter.notifyMatchFailure(
          op, "padding a reorder would not write with the pad value");
    SmallVector<int64_t> description = {kReorderDescriptionVersion};
    source->appendTo(description);
    dest->appendTo(description);
    if (failed(checkOneDNNKernelCall(rewriter, op, kReorderF32,
                                     {op.getSource(), op.getDest()},
                                     description)))
      return failure();
    return replaceWithKernelCall(rewriter, op, kReorderF32,
                                 "__tensor_layout_onednn_reorder",
                                 {op.getSource(), op.getDest()}, description,
                                 /*zeroFill=*/nullptr);
  }

private:
  int64_t minBytes;
};

struct ConvertLayoutCopyToOneDNNPass
    : public layout::impl::ConvertLayoutCopyToOneDNNBase<
          ConvertLayoutCopyToOneDNNPass> {
  using ConvertLayoutCopyToOneDNNBase::ConvertLayoutCopyToOneDNNBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (minBytes < 1)
      return emitError(UnknownLoc::get(context))
             << "convert-layout-copy-to-onednn: min-bytes must be at least "
                "1, got "
             << int64_t(minBytes);
    return success();
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLayoutCopyToOneDNNPatterns(patterns, minBytes);
    if (failed(rewriteOnly<CopyOp>(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateLayoutCopyToOneDNNPatterns(
    RewritePatternSet &patterns, int64_t minBytes) {
  patterns.add<CopyToOneDNNReorder>(patterns.getContext(), minBytes);
}
