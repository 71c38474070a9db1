//===- PoolingToOneDNN.cpp - Max pooling as oneDNN's kernel ---------------===//
//
// linalg's max pooling keeps the maximum of each window in its result,
// starting from what the result holds; a program starts it from a fill
// with -inf (or the lowest float), so the result is the window's maximum,
// which is what oneDNN's max pooling writes. On buffers, such a pooling
// (linalg.pooling_nchw_max or pooling_nhwc_max on strided buffers, or a
// generic over blocked buffers that records one, see TiledStructuredOps)
// becomes a call to the runtime, each buffer described as oneDNN sees it,
// and the fill goes; an image padded with the lowest float (a tensor.pad)
// is replaced by the original, which the kernel pads itself. Pooling that
// adds, or starts from another value, stays loops.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToOneDNN/LinalgToOneDNN.h"

#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"
#include "Conversion/LinalgToOneDNN/PaddedImages.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"
#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::layout;

/// The runtime's pooling (OneDNNRuntime.h).
static constexpr llvm::StringLiteral kPoolingF32 =
    "tensor_layout_onednn_pooling_f32";
/// Version of the description the runtime reads.
static constexpr int64_t kPoolingDescriptionVersion = 1;
/// The runtime's algorithm number for max pooling.
static constexpr int64_t kMaxPooling = 0;

namespace {
/// A max pooling as the runtime takes it.
struct PoolingCall {
  SmallVector<int64_t> strides, dilations;
  /// The window's extents.
  SmallVector<int64_t> kernel;
  /// src, dst.
  SmallVector<Value, 2> buffers;
  SmallVector<OneDNNTensorDesc, 2> descs;
};
} // namespace

/// Whether `name` is a max pooling the runtime takes; sets `channelsLast`
/// for the NHWC one.
static bool isSupportedPooling(StringRef name, bool &channelsLast) {
  channelsLast = name == linalg::PoolingNhwcMaxOp::getOperationName();
  return channelsLast || name == linalg::PoolingNchwMaxOp::getOperationName();
}

/// `desc` of an NHWC tensor as oneDNN's NCHW dims (same memory).
static void toChannelsSecond(OneDNNTensorDesc &desc) {
  auto permute = [](SmallVector<int64_t> &values) {
    values = {values[0], values[3], values[1], values[2]};
  };
  permute(desc.dims);
  permute(desc.paddedDims);
  permute(desc.strides);
}

/// The call for `op` (with attributes `attributes`, of name `name`) whose
/// src, window and dst are described as `descs`.
static FailureOr<PoolingCall>
describePooling(StringRef name, DictionaryAttr attributes, Operation *op,
                FailureOr<SmallVector<OneDNNTensorDesc, 3>> descs) {
  bool channelsLast = false;
  if (!isSupportedPooling(name, channelsLast) || failed(descs) ||
      descs->size() != 3 || (*descs)[0].dims.size() != 4)
    return failure();
  // NHWC dims are reordered for oneDNN; blocks would need it too.
  if (channelsLast && llvm::any_of(*descs, [](const OneDNNTensorDesc &desc) {
        return !desc.blocks.empty();
      }))
    return failure();
  FailureOr<SmallVector<int64_t>> strides =
      getWindowParameter(attributes.get("strides"));
  FailureOr<SmallVector<int64_t>> dilations =
      getWindowParameter(attributes.get("dilations"));
  if (failed(strides) || failed(dilations))
    return failure();
  PoolingCall call;
  call.strides = *strides;
  call.dilations = *dilations;
  call.kernel = (*descs)[1].dims;
  call.buffers = {op->getOperand(0), op->getOperand(2)};
  call.descs = {(*descs)[0], (*descs)[2]};
  if (channelsLast)
    for (OneDNNTensorDesc &desc : call.descs)
      toChannelsSecond(desc);
  return call;
}

/// Whether `op` is the NHWC pooling (a padded image's dims would need
/// reordering too).
static bool isChannelsLast(Operation *op) {
  return isa<linalg::PoolingNhwcMaxOp>(op);
}

namespace {
/// A max pooling on strided buffers, or a generic that computes one over
/// blocked buffers, started from the lowest float -> the runtime's pooling.
struct PoolingToOneDNN : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op->getNumOperands() != 3)
      return rewriter.notifyMatchFailure(op, "not a pooling on buffers");
    FailureOr<PoolingCall> call = failure();
    if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation())) {
      if (std::optional<RecordedLogicalOp> record =
              getRecordedLogicalOp(generic))
        call = describePooling(
            record->name, record->attributes, op,
            describeRecordedOperands(generic, record->operandTypes));
    } else {
      call =
          describePooling(op->getName().getStringRef(), op->getAttrDictionary(),
                          op, describeStridedBuffers(op->getOperands()));
    }
    if (failed(call))
      return rewriter.notifyMatchFailure(op, "not a max pooling it takes");
    linalg::FillOp fill =
        getFillBefore(op, call->buffers[1], isMaxPoolingPadValue);
    if (!fill)
      return rewriter.notifyMatchFailure(op, "maximum not started lowest");

    // An image padded with the lowest float: the kernel pads the original.
    Value image = call->buffers[0];
    std::optional<PaddedImage> padded =
        matchPaddedImage(op, image, isMaxPoolingPadValue);
    if (isChannelsLast(op))
      padded.reset();
    SmallVector<int64_t> description = {kPoolingDescriptionVersion, kMaxPooling,
                                        2};
    llvm::append_range(description, call->strides);
    llvm::append_range(description, call->kernel);
    llvm::append_range(description, call->dilations);
    SmallVector<int64_t, 2> low = {0, 0}, high = {0, 0};
    if (padded) {
      call->buffers[0] = padded->source;
      call->descs[0] = padded->sourceDesc;
      low.assign(padded->low.begin(), padded->low.end());
      high.assign(padded->high.begin(), padded->high.end());
    }
    if (failed(fitImageToWindows(
            call->descs[0], ArrayRef(call->descs[1].dims).take_back(2),
            call->kernel, call->strides, call->dilations, low, high)))
      return rewriter.notifyMatchFailure(op, "windows read past the image");
    llvm::append_range(description, low);
    llvm::append_range(description, high);
    for (const OneDNNTensorDesc &desc : call->descs)
      desc.appendTo(description);
    Value window = op->getOperand(1);
    if (failed(checkOneDNNKernelCall(rewriter, op, kPoolingF32, call->buffers,
                                     description, /*acceptReference=*/true)))
      return failure();
    if (padded)
      readUnpadded(rewriter, op, *padded);
    if (failed(replaceWithKernelCall(rewriter, op, kPoolingF32,
                                     "__tensor_layout_onednn_pooling",
                                     call->buffers, description, fill)))
      return failure();
    // The window is a shape only.
    eraseIfOnlyFreed(rewriter, window);
    if (padded)
      eraseIfOnlyFreed(rewriter, image);
    return success();
  }
};
} // namespace

void mlir::layout::populatePoolingToOneDNNPatterns(
    RewritePatternSet &patterns) {
  patterns.add<PoolingToOneDNN>(patterns.getContext());
}
