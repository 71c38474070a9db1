//===- PoolingToCudnn.cpp - Max pooling as cuDNN's kernel -----------------===//
//
// linalg's max pooling keeps the maximum of each window in its result,
// starting from what the result holds; a program starts it from a fill
// with the lowest float (or -inf), so the result is the window's maximum,
// which is what cuDNN's max pooling writes. On buffers packed NCHW or NHWC
// (image and result in one order), such a pooling becomes a call to the
// CUDA runtime's cuDNN pooling and the fill goes; an image padded with the
// lowest float on both sides alike (a tensor.pad, bufferized) is replaced
// by the original, which cuDNN pads itself (its padding never wins a
// maximum), where the padding is less than the window. Dilated windows,
// asymmetric padding (cuDNN's pooling has neither), NHWC's logical dims
// (linalg.pooling_nhwc_max) and other buffers stay loops.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToCudaLibraries/LinalgToCudaLibraries.h"

#include "Conversion/GPUCommon/ConstantBuffers.h"
#include "Conversion/LinalgToCudaLibraries/CudnnTensors.h"
#include "Conversion/LinalgToOneDNN/PaddedImages.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::layout;

/// The runtime's pooling (CudnnRuntime.h) and the version of the
/// description it reads.
static constexpr llvm::StringLiteral kMaxPoolingF32 =
    "tensor_layout_cudnn_max_pooling_f32";
static constexpr int64_t kDescriptionVersion = 2;

namespace {
/// linalg.pooling_nchw_max on packed static f32 buffers, started from the
/// lowest float -> the runtime's cuDNN max pooling.
struct MaxPoolingToCudnn : public OpRewritePattern<linalg::PoolingNchwMaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::PoolingNchwMaxOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics())
      return rewriter.notifyMatchFailure(op, "not on buffers");
    SmallVector<Value, 2> buffers = {op->getOperand(0), op->getOperand(2)};
    unsigned orders = getPackedOrders(buffers[0].getType()) &
                      getPackedOrders(buffers[1].getType());
    if (!orders || !llvm::all_of(buffers, [](Value buffer) {
          return getElementTypeOrSelf(buffer.getType()).isF32();
        }))
      return rewriter.notifyMatchFailure(
          op, "not static f32 buffers packed in one order (NCHW or NHWC)");
    FailureOr<CudnnWindow> window = matchCudnnWindow(rewriter, op);
    if (failed(window))
      return failure();
    if (llvm::any_of(window->dilations, [](int64_t d) { return d != 1; }))
      return rewriter.notifyMatchFailure(op, "a dilated window");
    linalg::FillOp fill = getFillBefore(op, buffers[1], isMaxPoolingPadValue);
    if (!fill)
      return rewriter.notifyMatchFailure(op, "maximum not started lowest");

    // An image padded with the lowest float alike on both sides, packed as
    // the result is, by less than a window (so that every window holds an
    // element of the image: what cuDNN writes for one that does not, its
    // documentation leaves open): cuDNN pads the original itself.
    Value image = buffers[0];
    ArrayRef<int64_t> extents =
        cast<ShapedType>(op->getOperand(1).getType()).getShape();
    std::optional<PaddedImage> padded =
        matchPaddedImage(op, image, isMaxPoolingPadValue);
    if (padded && padded->low == padded->high && padded->low[0] < extents[0] &&
        padded->low[1] < extents[1] &&
        (getPackedOrders(padded->source.getType()) & orders)) {
      orders &= getPackedOrders(padded->source.getType());
      buffers[0] = padded->source;
    } else {
      padded.reset();
    }
    SymbolTableCollection symbols;
    int64_t constants = isConstantData(buffers[0], symbols) ? 1 : 0;
    SmallVector<int64_t> description = {kDescriptionVersion, constants,
                                        getOrderNumber(orders)};
    description.append(extents.begin(), extents.end());
    description.append(window->strides);
    description.append(padded ? padded->low : SmallVector<int64_t>{0, 0});
    Value windowBuffer = op->getOperand(1);
    if (failed(checkKernelName(rewriter, op, kMaxPoolingF32, buffers,
                               KernelStream::LastArgument)))
      return failure();
    if (padded)
      readUnpadded(rewriter, op, *padded);
    if (failed(replaceWithKernelCall(
            rewriter, op, kMaxPoolingF32, "__tensor_layout_cudnn_max_pooling",
            buffers, description, fill, KernelStream::LastArgument)))
      return failure();
    // The window is a shape only.
    eraseIfOnlyFreed(rewriter, windowBuffer);
    if (padded)
      eraseIfOnlyFreed(rewriter, image);
    return success();
  }
};
} // namespace

void mlir::layout::populatePoolingToCudnnPatterns(RewritePatternSet &patterns) {
  patterns.add<MaxPoolingToCudnn>(patterns.getContext());
}
