//===- ConvolutionToOneDNN.cpp - Convolutions as oneDNN kernels -----------===//
//
// A 2-D convolution (linalg.conv_2d_nchw_fchw, depthwise_conv_2d_nchw_chw
// as a convolution of one channel per group, the grouped
// conv_2d_ngchw_gfchw with its image's and result's group and channel dims
// as one, or the channels-last
// conv_2d_nhwc_hwcf and conv_2d_nhwc_fhwc as NCHW dims over the same memory)
// becomes a call to the runtime with a description of the kernel fixed at
// compile time: its strides and dilations, and each buffer as oneDNN sees it. A
// buffer in an untiled layout is described by its strides; one in a tiled
// layout (a generic over its physical dims that records the convolution, see
// TiledStructuredOps) by its outer strides and blocks, which is how oneDNN's
// own blocked formats (nChw16c, OIhw16i16o, Goihw16g) are described. A zero
// fill of the result just before is dropped: oneDNN writes the result instead
// of adding to it; an element-wise epilogue just after (bias, ReLU) becomes
// post-ops (PostOps.h); and an image that is a zero-padded copy (a
// tensor.pad) is replaced by the original, which the kernel pads itself.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToOneDNN/LinalgToOneDNN.h"

#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"
#include "Conversion/LinalgToOneDNN/PaddedImages.h"
#include "Conversion/LinalgToOneDNN/PostOps.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::layout;

/// The runtime's convolutions (OneDNNRuntime.h): plain, adding an operand
/// as a post-op, and with a channels buffer too.
static const KernelFunctions kConvF32 = {
    "tensor_layout_onednn_conv_f32", "tensor_layout_onednn_conv_binary_f32",
    "tensor_layout_onednn_conv_epilogue_f32"};
/// Version of the description the runtime reads.
static constexpr int64_t kConvDescriptionVersion = 1;

namespace {
/// A convolution as the runtime takes it.
struct ConvolutionCall {
  bool depthwise = false;
  /// An NHWC convolution described as NCHW dims (no padded image matched:
  /// its spatial dims are elsewhere).
  bool channelsLast = false;
  /// A grouped convolution, its image and result described with merged
  /// dims (no padded image or epilogue of the same dims matched).
  bool grouped = false;
  SmallVector<int64_t> strides{1, 1}, dilations{1, 1};
  /// src, weights, dst: the buffers and how oneDNN sees them.
  SmallVector<Value, 3> buffers;
  SmallVector<OneDNNTensorDesc, 3> descs;
};
} // namespace

/// Whether `name` is a convolution the runtime takes; sets `depthwise`.
static bool isSupportedConvolution(StringRef name, bool &depthwise) {
  depthwise = name == linalg::DepthwiseConv2DNchwChwOp::getOperationName();
  return depthwise || name == linalg::Conv2DNchwFchwOp::getOperationName();
}

/// `desc` with its dims (their strides and blocks) in the order
/// `permutation` gives: dim i of the result is dim permutation[i] of
/// `desc`.
static void permuteDims(OneDNNTensorDesc &desc, ArrayRef<int64_t> permutation) {
  auto permute = [&](SmallVector<int64_t> &values) {
    SmallVector<int64_t> permuted;
    for (int64_t from : permutation)
      permuted.push_back(values[from]);
    values = std::move(permuted);
  };
  permute(desc.dims);
  permute(desc.paddedDims);
  permute(desc.strides);
  for (auto &block : desc.blocks)
    block.first = llvm::find(permutation, block.first) - permutation.begin();
}

/// Whether `name` is a grouped convolution: an (N, G, C, H, W) image by a
/// (G, F, C, KH, KW) filter into an (N, G, F, H, W) result, as torch-mlir
/// exports `groups=` (ResNeXt). oneDNN's grouped filter is the same
/// (goihw); its image and result have the groups' channels as one dim.
static bool isGroupedConvolution(StringRef name) {
  return name == linalg::Conv2DNgchwGfchwOp::getOperationName();
}

/// A grouped convolution's image or result (N, G, C, H, W) as oneDNN's
/// (N, G * C, H, W): the group and channel dims as one, which needs each
/// group's channels to follow the previous group's at the same stride.
static LogicalResult mergeGroupDims(OneDNNTensorDesc &desc) {
  if (desc.dims.size() != 5 || llvm::any_of(desc.blocks, [](const auto &block) {
        return block.first == 1 || block.first == 2;
      }))
    return failure();
  int64_t groups = desc.dims[1], channels = desc.dims[2];
  // A unit dim's stride never steps.
  int64_t stride = channels == 1 ? desc.strides[1] : desc.strides[2];
  if (groups != 1 && channels != 1 &&
      desc.strides[1] != desc.strides[2] * channels)
    return failure();
  desc.dims[1] = desc.paddedDims[1] = groups * channels;
  desc.strides[1] = stride;
  desc.dims.erase(desc.dims.begin() + 2);
  desc.paddedDims.erase(desc.paddedDims.begin() + 2);
  desc.strides.erase(desc.strides.begin() + 2);
  for (auto &block : desc.blocks)
    if (block.first > 2)
      --block.first;
  return success();
}

/// Whether `name` is a channels-last convolution; sets `hwcf` for the one
/// whose filter is (H, W, C, F).
static bool isChannelsLastConvolution(StringRef name, bool &hwcf) {
  hwcf = name == linalg::Conv2DNhwcHwcfOp::getOperationName();
  return hwcf || name == linalg::Conv2DNhwcFhwcOp::getOperationName();
}

/// The channels-last convolutions TOSA, TF and JAX emit (`name`), as
/// oneDNN's NCHW dims over the same memory: the image and result (N, H,
/// W, C) as (N, C, H, W), the filter (H, W, C, F) or (F, H, W, C) as (F, C,
/// H, W), blocks included.
static LogicalResult describeChannelsLast(StringRef name,
                                          ConvolutionCall &call) {
  bool hwcf = false;
  if (!isChannelsLastConvolution(name, hwcf))
    return success();
  if (llvm::any_of(call.descs, [](const OneDNNTensorDesc &desc) {
        return desc.dims.size() != 4;
      }))
    return failure();
  permuteDims(call.descs[0], {0, 3, 1, 2});
  permuteDims(call.descs[1], hwcf ? ArrayRef<int64_t>{3, 2, 0, 1}
                                  : ArrayRef<int64_t>{0, 3, 1, 2});
  permuteDims(call.descs[2], {0, 3, 1, 2});
  call.channelsLast = true;
  return success();
}

/// The call for a named convolution on strided f32 buffers.
static FailureOr<ConvolutionCall>
describeNamedConvolution(linalg::LinalgOp op) {
  ConvolutionCall call;
  StringRef name = op->getName().getStringRef();
  bool hwcf = false;
  bool grouped = isGroupedConvolution(name);
  if (!op.hasPureBufferSemantics() ||
      (!isChannelsLastConvolution(name, hwcf) && !grouped &&
       !isSupportedConvolution(name, call.depthwise)))
    return failure();
  FailureOr<SmallVector<int64_t>> strides =
      getWindowParameter(op->getAttr("strides"));
  FailureOr<SmallVector<int64_t>> dilations =
      getWindowParameter(op->getAttr("dilations"));
  if (failed(strides) || failed(dilations))
    return failure();
  call.strides = *strides;
  call.dilations = *dilations;
  FailureOr<SmallVector<OneDNNTensorDesc, 3>> descs =
      describeStridedBuffers(op->getOperands());
  if (failed(descs))
    return failure();
  call.buffers.assign(op->getOperands().begin(), op->getOperands().end());
  call.descs = std::move(*descs);
  if (failed(describeChannelsLast(name, call)))
    return failure();
  call.grouped = grouped;
  if (grouped && (failed(mergeGroupDims(call.descs[0])) ||
                  failed(mergeGroupDims(call.descs[2]))))
    return failure();
  return call;
}

/// The call for a generic over physical dims that records a convolution.
static FailureOr<ConvolutionCall>
describeRecordedConvolution(linalg::GenericOp op) {
  std::optional<RecordedLogicalOp> record = getRecordedLogicalOp(op);
  ConvolutionCall call;
  bool hwcf = false;
  bool grouped = record && isGroupedConvolution(record->name);
  if (!record || (!isChannelsLastConvolution(record->name, hwcf) && !grouped &&
                  !isSupportedConvolution(record->name, call.depthwise)))
    return failure();
  FailureOr<SmallVector<int64_t>> strides =
      getWindowParameter(record->attributes.get("strides"));
  FailureOr<SmallVector<int64_t>> dilations =
      getWindowParameter(record->attributes.get("dilations"));
  if (failed(strides) || failed(dilations))
    return failure();
  call.strides = *strides;
  call.dilations = *dilations;
  FailureOr<SmallVector<OneDNNTensorDesc, 3>> descs =
      describeRecordedOperands(op, record->operandTypes);
  if (failed(descs))
    return failure();
  call.buffers.assign(op->getOperands().begin(), op->getOperands().end());
  call.descs = std::move(*descs);
  if (failed(describeChannelsLast(record->name, call)))
    return failure();
  // A grouped convolution whose filter is blocked (the format oneDNN picks
  // for channels-last images, OneDNNTarget.cpp).
  call.grouped = grouped;
  if (grouped && (failed(mergeGroupDims(call.descs[0])) ||
                  failed(mergeGroupDims(call.descs[2]))))
    return failure();
  return call;
}

/// Replaces `op` by the runtime call for `call`.
static LogicalResult replaceWithCall(PatternRewriter &rewriter, Operation *op,
                                     ConvolutionCall &call) {
  if (call.depthwise)
    // oneDNN's grouped weights: (groups, out/group = 1, in/group = 1, h, w).
    call.descs[1].insertUnitDims(1, 2);
  // A zero-padded copy of the image: the kernel pads the original.
  Value image = call.buffers[0];
  std::optional<PaddedImage> padded =
      call.channelsLast || call.grouped
          ? std::nullopt
          : matchPaddedImage(op, image, isConvolutionPadValue);
  Value result = call.buffers[2];
  ZeroStart zeroStart = getZeroStartBefore(op, result);
  // An epilogue of a result that is not accumulated into runs as post-ops.
  // Its channels are dim 1 of the description: of an NHWC result, dim 3.
  std::optional<int64_t> channelDim;
  if (cast<MemRefType>(result.getType()).getRank() == 4)
    channelDim = call.channelsLast ? 3 : 1;
  std::optional<Epilogue> epilogue =
      zeroStart && !call.grouped
          ? matchEpilogue(op, result,
                          {/*acceptsGaps=*/false, channelDim,
                           /*acceptsAddToResult=*/true})
          : std::nullopt;
  SmallVector<int64_t> window = {kConvDescriptionVersion, 2};
  llvm::append_range(window, call.strides);
  llvm::append_range(window, call.dilations);
  SmallVector<int64_t, 2> low = {0, 0}, high = {0, 0};
  if (padded) {
    call.buffers[0] = padded->source;
    call.descs[0] = padded->sourceDesc;
    low.assign(padded->low.begin(), padded->low.end());
    high.assign(padded->high.begin(), padded->high.end());
  }
  ArrayRef<int64_t> filterDims = call.descs[1].dims;
  if (failed(fitImageToWindows(
          call.descs[0], ArrayRef(call.descs[2].dims).take_back(2),
          filterDims.take_back(2), call.strides, call.dilations, low, high)))
    return rewriter.notifyMatchFailure(op, "windows read past the image");
  llvm::append_range(window, low);
  llvm::append_range(window, high);
  window.push_back(/*accumulate=*/zeroStart ? 0 : 1);
  SmallVector<Value, 5> buffers;
  SmallVector<int64_t> description;
  auto describe = [&]() {
    buffers.assign(call.buffers.begin(), call.buffers.end());
    description.assign(window.begin(), window.end());
    appendPostOps(description, epilogue);
    for (const OneDNNTensorDesc &desc : call.descs)
      desc.appendTo(description);
    return addEpilogueOperands(kConvF32, epilogue, buffers, description,
                               call.descs[2]);
  };
  StringRef function = describe();
  // Post-ops oneDNN takes with no kernel for these formats, or runs as
  // passes of their own, stay a loop.
  if (epilogue && failed(checkOneDNNKernelCall(
                      rewriter, op, function, buffers, description,
                      /*acceptReference=*/false,
                      /*refuseApart=*/epilogue->readsMoreThanAnOperand()))) {
    epilogue.reset();
    function = describe();
  }
  // Checked before anything changes: a pattern that fails changes nothing.
  if (failed(
          checkOneDNNKernelCall(rewriter, op, function, buffers, description)))
    return failure();
  if (epilogue)
    buffers[2] = redirectToEpilogue(rewriter, op, *epilogue, &buffers);
  if (padded)
    readUnpadded(rewriter, op, *padded);
  if (failed(replaceWithKernelCall(rewriter, op, function,
                                   "__tensor_layout_onednn_conv", buffers,
                                   description, /*zeroFill=*/nullptr)))
    return failure();
  zeroStart.erase(rewriter);
  eraseIfOnlyFreed(rewriter, result);
  if (padded)
    eraseIfOnlyFreed(rewriter, image);
  return success();
}

namespace {
/// A named convolution on strided buffers, or a generic that computes one
/// over blocked buffers -> the runtime's convolution.
struct ConvolutionToOneDNN
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
    FailureOr<ConvolutionCall> call = generic
                                          ? describeRecordedConvolution(generic)
                                          : describeNamedConvolution(op);
    if (failed(call))
      return rewriter.notifyMatchFailure(op, "not a convolution it takes");
    return replaceWithCall(rewriter, op, *call);
  }
};
} // namespace

void mlir::layout::populateConvolutionToOneDNNPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ConvolutionToOneDNN>(patterns.getContext());
}
