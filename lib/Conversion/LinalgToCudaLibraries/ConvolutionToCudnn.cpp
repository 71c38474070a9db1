//===- ConvolutionToCudnn.cpp - Convolutions as cuDNN kernels -------------===//
//
// A convolution whose buffers are packed in NCHW or NHWC order becomes a
// call that passes their memref descriptors to the CUDA runtime's cuDNN
// convolution: a cuDNN tensor is logical dims and strides, so the layout a
// buffer has is the one cuDNN reads, with no copy at the call. cuDNN's
// kernels take images, filters and results in one order (NCHW, or NHWC for
// its tensor-core kernels); a buffer with gaps or a mix of orders stays
// with the loops.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToCudaLibraries/LinalgToCudaLibraries.h"

#include "tensor-layout/Conversion/Passes.h"

#include "Conversion/GPUCommon/ConstantBuffers.h"
#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"
#include "Conversion/LinalgToOneDNN/PaddedImages.h"
#include "Conversion/LinalgToOneDNN/PostOps.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"
#include "Dialect/Layout/Utils/RewriteOnly.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <type_traits>

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_CONVERTLINALGTOCUDNN
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// The runtime's convolution (CudnnRuntime.h) and the version of the
/// description it reads.
static constexpr llvm::StringLiteral kConvolutionF32 =
    "tensor_layout_cudnn_conv_f32";
static constexpr int64_t kDescriptionVersion = 3;

/// The orders cuDNN reads a convolution's buffers in (CudnnRuntime.h), as
/// bits of a mask.
enum PackedOrder : unsigned { kNCHW = 1, kNHWC = 2 };

/// Whether `type` is a static f32 buffer of `rank` in the default memory
/// space whose dims, taken in `outerToInner` order, are those of a dense
/// buffer (dims of extent 1 at any stride).
static bool isPackedIn(Type type, int64_t rank,
                       ArrayRef<int64_t> outerToInner) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || memref.getRank() != rank || !memref.hasStaticShape() ||
      !memref.getElementType().isF32() || memref.getMemorySpace())
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(memref.getStridesAndOffset(strides, offset)))
    return false;
  ArrayRef<int64_t> shape = memref.getShape();
  int64_t expected = 1;
  for (int64_t dim : llvm::reverse(outerToInner)) {
    if (shape[dim] != 1 && strides[dim] != expected)
      return false;
    expected *= shape[dim];
  }
  return true;
}

/// The orders in which `type`, a 4-D buffer, is packed. Both where the
/// orders agree (one channel, or one pixel).
static unsigned getPackedOrders(Type type) {
  return (isPackedIn(type, 4, {0, 1, 2, 3}) ? unsigned(kNCHW) : 0u) |
         (isPackedIn(type, 4, {0, 2, 3, 1}) ? unsigned(kNHWC) : 0u);
}

/// Whether a convolution's result has the size its image, window (the
/// filter's last two dims), `strides` and `dilations` give (linalg's
/// verifier accepts smaller ones).
static bool hasExactResultSize(linalg::LinalgOp op, ArrayRef<int64_t> strides,
                               ArrayRef<int64_t> dilations) {
  ArrayRef<int64_t> image =
      cast<ShapedType>(op.getDpsInputs()[0].getType()).getShape();
  ArrayRef<int64_t> filter =
      cast<ShapedType>(op.getDpsInputs()[1].getType()).getShape();
  ArrayRef<int64_t> result =
      cast<ShapedType>(op.getDpsInits()[0].getType()).getShape();
  for (int i = 0; i < 2; ++i) {
    int64_t window = (filter[filter.size() - 2 + i] - 1) * dilations[i] + 1;
    if (strides[i] < 1 || image[2 + i] < window ||
        result[2 + i] != (image[2 + i] - window) / strides[i] + 1)
      return false;
  }
  return true;
}

/// The orders in which a depthwise filter (C, KH, KW) of `type` is packed
/// for cuDNN, which sees it as a grouped filter (C, 1, KH, KW): dense CHW,
/// either order.
static unsigned getPackedDepthwiseOrders(Type type) {
  return isPackedIn(type, 3, {0, 1, 2}) ? kNCHW | kNHWC : 0;
}

namespace {
/// linalg.conv_2d_nchw_fchw, or linalg.depthwise_conv_2d_nchw_chw (a
/// convolution of C groups), on static f32 buffers packed in one order ->
/// the runtime's cuDNN convolution, a zero fill before it dropped.
template <typename ConvolutionOp>
struct ConvolutionToCudnn : public OpRewritePattern<ConvolutionOp> {
  ConvolutionToCudnn(MLIRContext *context, bool allowTF32)
      : OpRewritePattern<ConvolutionOp>(context), allowTF32(allowTF32) {}

  LogicalResult matchAndRewrite(ConvolutionOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics())
      return rewriter.notifyMatchFailure(op, "not on buffers");
    constexpr bool isDepthwise =
        std::is_same_v<ConvolutionOp, linalg::DepthwiseConv2DNchwChwOp>;
    unsigned orders = getPackedOrders(op->getOperand(0).getType()) &
                      getPackedOrders(op->getOperand(2).getType());
    orders &= isDepthwise
                  ? getPackedDepthwiseOrders(op->getOperand(1).getType())
                  : getPackedOrders(op->getOperand(1).getType());
    if (!orders)
      return rewriter.notifyMatchFailure(
          op, "not static f32 buffers packed in one order (NCHW or NHWC)");
    FailureOr<SmallVector<int64_t>> strides =
        getWindowParameter(op.getStridesAttr());
    FailureOr<SmallVector<int64_t>> dilations =
        getWindowParameter(op.getDilationsAttr());
    if (failed(strides) || failed(dilations))
      return rewriter.notifyMatchFailure(op, "not two strides and dilations");
    if (!hasExactResultSize(op, *strides, *dilations))
      return rewriter.notifyMatchFailure(
          op, "a result smaller than the image and window give");
    Value result = op.getDpsInits()[0];
    linalg::FillOp zeroFill = getZeroFillBefore(op, result);
    SmallVector<Value, 3> buffers(op->getOperands());
    // A zero-padded copy of the image (a tensor.pad): cuDNN pads the
    // original itself, if it is packed in the same order.
    Value image = buffers[0];
    std::optional<PaddedImage> padded =
        matchPaddedImage(op, image, isConvolutionPadValue);
    if (padded && (getPackedOrders(padded->source.getType()) & orders)) {
      orders &= getPackedOrders(padded->source.getType());
      buffers[0] = padded->source;
    } else {
      padded.reset();
    }
    SymbolTableCollection symbols;
    int64_t constants = 0;
    for (auto [index, buffer] : llvm::enumerate(buffers))
      if (isConstantData(buffer, symbols))
        constants |= int64_t(1) << index;
    // NCHW where both orders fit: any dim it packs differently has extent 1.
    int64_t order = (orders & kNCHW) ? 0 : 1;
    int64_t beta = zeroFill ? 0 : getF32Bits(1.0f);
    SmallVector<int64_t> description = {kDescriptionVersion, beta,
                                        constants,           order,
                                        allowTF32,           /*spatialDims=*/2};
    description.append(*strides);
    description.append(*dilations);
    description.append(padded ? padded->low : SmallVector<int64_t>{0, 0});
    description.append(padded ? padded->high : SmallVector<int64_t>{0, 0});
    if (padded)
      readUnpadded(rewriter, op, *padded);
    if (failed(replaceWithKernelCall(rewriter, op, kConvolutionF32,
                                     "__tensor_layout_cudnn_conv", buffers,
                                     description, zeroFill)))
      return failure();
    if (padded)
      eraseIfOnlyFreed(rewriter, image);
    return success();
  }

private:
  bool allowTF32;
};

struct ConvertLinalgToCudnnPass
    : public layout::impl::ConvertLinalgToCudnnBase<ConvertLinalgToCudnnPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLinalgToCudnnConversionPatterns(patterns, allowTF32);
    if (failed(rewriteOnly<linalg::Conv2DNchwFchwOp,
                           linalg::DepthwiseConv2DNchwChwOp, linalg::SoftmaxOp>(
            getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateLinalgToCudnnConversionPatterns(
    RewritePatternSet &patterns, bool allowTF32) {
  patterns.add<ConvolutionToCudnn<linalg::Conv2DNchwFchwOp>,
               ConvolutionToCudnn<linalg::DepthwiseConv2DNchwChwOp>>(
      patterns.getContext(), allowTF32);
  populateSoftmaxToCudnnPatterns(patterns);
}
