//===- SoftmaxToOneDNN.cpp - Softmax as oneDNN's kernel -------------------===//
//
// linalg.softmax has no lowering upstream but its decomposition into two
// reductions and two element-wise sweeps, which run as scalar loops. On
// buffers it becomes one call to oneDNN's softmax, each buffer described by
// its strides (rows padded to a cache line, a reduced dim that is not
// innermost): no copy at the kernel boundary. With onednn=true,
// layout-decompose-aggregated-ops keeps the f32 softmaxes of static shape
// for this pattern.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToOneDNN/LinalgToOneDNN.h"

#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::layout;

/// The runtime's softmax (OneDNNRuntime.h).
static constexpr llvm::StringLiteral kSoftmaxF32 =
    "tensor_layout_onednn_softmax_f32";
/// Version of the description the runtime reads.
static constexpr int64_t kSoftmaxDescriptionVersion = 1;

namespace {
/// linalg.softmax on strided f32 buffers -> the runtime's softmax.
struct SoftmaxToOneDNN : public OpRewritePattern<linalg::SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> buffers = {op.getInput(), op.getOutput()};
    FailureOr<SmallVector<OneDNNTensorDesc, 3>> descs =
        describeStridedBuffers(buffers);
    if (failed(descs))
      return rewriter.notifyMatchFailure(op, "not strided f32 buffers");
    SmallVector<int64_t> description = {
        kSoftmaxDescriptionVersion, static_cast<int64_t>(op.getDimension())};
    for (const OneDNNTensorDesc &desc : *descs)
      desc.appendTo(description);
    return replaceWithKernelCall(rewriter, op, kSoftmaxF32,
                                 "__tensor_layout_onednn_softmax", buffers,
                                 description, /*zeroFill=*/nullptr);
  }
};
} // namespace

void mlir::layout::populateSoftmaxToOneDNNPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SoftmaxToOneDNN>(patterns.getContext());
}
