//===- ConvolutionToCudnn.cpp - Convolutions as cuDNN kernels -------------===//
//
// A convolution whose buffers are packed in NCHW or NHWC order becomes a
// call that passes their memref descriptors to the CUDA runtime's cuDNN
// convolution: a cuDNN tensor is logical dims and strides, so the layout a
// buffer has is the one cuDNN reads, with no copy at the call. cuDNN's
// kernels take images, filters and results in one order (NCHW, or NHWC for
// its tensor-core kernels); a buffer with gaps or a mix of orders stays
// with the loops. f32 convolutions, and bf16 images and filters whose
// products an f32 result sums (linalg extends each element to f32 first,
// as cuDNN's bf16 kernels compute in f32), are taken. With fuse-epilogues,
// the element-wise op after an f32 one, where it is a bias, a residual and
// a ReLU, is folded into cuDNN's fused convolution, as into cuBLASLt's
// epilogue (LinearEpilogue.h). Not by default: that call is cuDNN's legacy
// API, which on an H200 spent about 45 us of host time per call, several
// times the epilogue kernel it saves (docs/performance-gpu.md).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToCudaLibraries/LinalgToCudaLibraries.h"

#include "Conversion/GPUCommon/ConstantBuffers.h"
#include "Conversion/LinalgToCudaLibraries/CudnnTensors.h"
#include "Conversion/LinalgToCudaLibraries/LinearEpilogue.h"
#include "Conversion/LinalgToOneDNN/PaddedImages.h"
#include "Conversion/LinalgToOneDNN/PostOps.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <type_traits>

using namespace mlir;
using namespace mlir::layout;

/// The runtime's convolutions (CudnnRuntime.h): f32 operands, or a bf16
/// image and filter into an f32 result; the version of the description
/// they read.
static constexpr llvm::StringLiteral kConvolutionF32 =
    "tensor_layout_cudnn_conv_f32";
static constexpr llvm::StringLiteral kConvolutionBF16 =
    "tensor_layout_cudnn_conv_bf16";
static constexpr int64_t kDescriptionVersion = 4;
/// The runtime's fused convolution, relu?(alpha * conv + beta * z + bias),
/// on f32 buffers, and the version of the description it reads.
static constexpr llvm::StringLiteral kFusedConvolutionF32 =
    "tensor_layout_cudnn_conv_bias_act_f32";
static constexpr int64_t kFusedDescriptionVersion = 2;

/// The runtime's function for a convolution of `image`, `filter` and
/// `result` buffers by their element types, or "" where it has none. A
/// bf16 result, which linalg sums in bf16 step by step, has none.
static StringRef getConvolutionFunction(Type image, Type filter, Type result) {
  Type imageElement = getElementTypeOrSelf(image);
  if (getElementTypeOrSelf(filter) != imageElement ||
      !getElementTypeOrSelf(result).isF32())
    return "";
  if (imageElement.isF32())
    return kConvolutionF32;
  return imageElement.isBF16() ? kConvolutionBF16 : "";
}

/// The orders in which a depthwise filter (C, KH, KW) of `type` is packed
/// for cuDNN, which sees it as a grouped filter (C, 1, KH, KW): dense CHW,
/// either order.
static unsigned getPackedDepthwiseOrders(Type type) {
  return isPackedIn(type, 3, {0, 1, 2}) ? kNCHW | kNHWC : 0;
}

/// The element-wise op after an f32 convolution into a zero-filled
/// `result`, where it is what cuDNN's fused convolution computes:
/// relu?(alpha * conv + beta * z + bias), the bias a constant (a vector of
/// it per channel) and z an operand of the result's type (matchEpilogue
/// takes no other), so packed as the result is.
static std::optional<std::pair<Epilogue, LinearEpilogue>>
matchFusedEpilogue(Operation *op, Value result) {
  std::optional<Epilogue> epilogue = matchEpilogue(op, result);
  if (!epilogue)
    return std::nullopt;
  std::optional<LinearEpilogue> linear = getLinearEpilogue(epilogue->postOps);
  if (!linear)
    return std::nullopt;
  return std::make_pair(*epilogue, *linear);
}

namespace {
/// linalg.conv_2d_nchw_fchw, or linalg.depthwise_conv_2d_nchw_chw (a
/// convolution of C groups), on static f32 buffers (or a bf16 image and
/// filter into f32) packed in one order -> the runtime's cuDNN
/// convolution, a zero fill before it dropped; for f32 and
/// `fuseEpilogues`, with the element-wise op after it where cuDNN's fused
/// convolution computes it.
template <typename ConvolutionOp>
struct ConvolutionToCudnn : public OpRewritePattern<ConvolutionOp> {
  ConvolutionToCudnn(MLIRContext *context, bool allowTF32, bool fuseEpilogues)
      : OpRewritePattern<ConvolutionOp>(context), allowTF32(allowTF32),
        fuseEpilogues(fuseEpilogues) {}

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
          op, "not static buffers packed in one order (NCHW or NHWC)");
    StringRef function = getConvolutionFunction(op->getOperand(0).getType(),
                                                op->getOperand(1).getType(),
                                                op->getOperand(2).getType());
    if (function.empty())
      return rewriter.notifyMatchFailure(
          op, "neither f32 operands nor a bf16 image and filter into f32");
    FailureOr<CudnnWindow> window = matchCudnnWindow(rewriter, op);
    if (failed(window))
      return failure();
    Value result = op.getDpsInits()[0];
    linalg::FillOp zeroFill = getZeroFillBefore(op, result);
    // cuDNN's bf16 convolutions write their result; none adds to one.
    if (function == kConvolutionBF16 && !zeroFill)
      return rewriter.notifyMatchFailure(
          op, "a bf16 convolution adding to its result (no zero fill)");
    SmallVector<Value, 4> buffers(op->getOperands());
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
    // The fused convolution pads alike on both sides (its descriptor has
    // one padding per dim).
    std::optional<std::pair<Epilogue, LinearEpilogue>> fused;
    if (fuseEpilogues && function == kConvolutionF32 && zeroFill &&
        (!padded || padded->low == padded->high))
      fused = matchFusedEpilogue(op, result);
    if (fused) {
      function = kFusedConvolutionF32;
      // x, w, z, y: z is y itself (not read: beta 0) unless the epilogue
      // adds another buffer.
      buffers.insert(buffers.begin() + 2,
                     fused->second.addsOperand ? fused->first.operand : result);
    }
    // Checked before the epilogue is folded: a pattern that fails changes
    // nothing.
    if (failed(checkKernelName(rewriter, op, function, buffers,
                               KernelStream::LastArgument)))
      return failure();
    if (fused) {
      Value redirected = redirectToEpilogue(rewriter, op, fused->first);
      buffers[3] = redirected;
      if (!fused->second.addsOperand)
        buffers[2] = redirected;
    }
    SmallVector<int64_t> description =
        fused ? describeFusedConvolution(fused->second, buffers, orders,
                                         *window, padded)
              : describeConvolution(zeroFill, buffers, orders, *window, padded);
    if (padded)
      readUnpadded(rewriter, op, *padded);
    if (failed(replaceWithKernelCall(
            rewriter, op, function,
            fused ? "__tensor_layout_cudnn_conv_bias_act"
                  : "__tensor_layout_cudnn_conv",
            buffers, description, zeroFill, KernelStream::LastArgument)))
      return failure();
    if (fused)
      eraseIfOnlyFreed(rewriter, result);
    if (padded)
      eraseIfOnlyFreed(rewriter, image);
    return success();
  }

private:
  /// The description of the runtime's convolution (CudnnRuntime.h).
  SmallVector<int64_t>
  describeConvolution(linalg::FillOp zeroFill, ArrayRef<Value> buffers,
                      unsigned orders, const CudnnWindow &window,
                      const std::optional<PaddedImage> &padded) const {
    int64_t beta = zeroFill ? 0 : getF32Bits(1.0f);
    SmallVector<int64_t> description = {
        kDescriptionVersion,    beta,      getConstantsMask(buffers),
        getOrderNumber(orders), allowTF32,
        /*spatialDims=*/2};
    description.append(window.strides);
    description.append(window.dilations);
    description.append(padded ? padded->low : SmallVector<int64_t>{0, 0});
    description.append(padded ? padded->high : SmallVector<int64_t>{0, 0});
    return description;
  }

  /// The description of the runtime's fused convolution (CudnnRuntime.h).
  SmallVector<int64_t>
  describeFusedConvolution(const LinearEpilogue &epilogue,
                           ArrayRef<Value> buffers, unsigned orders,
                           const CudnnWindow &window,
                           const std::optional<PaddedImage> &padded) const {
    SmallVector<int64_t> description = {
        kFusedDescriptionVersion,
        getF32Bits(epilogue.alpha),
        getF32Bits(epilogue.beta),
        epilogue.relu,
        epilogue.bias.has_value(),
        getF32Bits(epilogue.bias.value_or(0.0f)),
        getConstantsMask(buffers),
        getOrderNumber(orders),
        allowTF32};
    description.append(window.strides);
    description.append(window.dilations);
    description.append(padded ? padded->low : SmallVector<int64_t>{0, 0});
    return description;
  }

  /// Bit i set where buffer i is a constant of the program's.
  static int64_t getConstantsMask(ArrayRef<Value> buffers) {
    SymbolTableCollection symbols;
    int64_t constants = 0;
    for (auto [index, buffer] : llvm::enumerate(buffers))
      if (isConstantData(buffer, symbols))
        constants |= int64_t(1) << index;
    return constants;
  }

  bool allowTF32;
  bool fuseEpilogues;
};
} // namespace

void mlir::layout::populateConvolutionToCudnnPatterns(
    RewritePatternSet &patterns, bool allowTF32, bool fuseEpilogues) {
  patterns.add<ConvolutionToCudnn<linalg::Conv2DNchwFchwOp>,
               ConvolutionToCudnn<linalg::DepthwiseConv2DNchwChwOp>>(
      patterns.getContext(), allowTF32, fuseEpilogues);
}
