//===- SoftmaxToOneDNN.cpp - Softmax as oneDNN's kernel -------------------===//
//
// linalg.softmax has no lowering upstream but its decomposition into two
// reductions and two element-wise sweeps, which run as scalar loops. On
// buffers it becomes one call to oneDNN's softmax, each buffer described by
// its strides (rows padded to a cache line, a reduced dim that is not
// innermost): no copy at the kernel boundary. With onednn=true,
// layout-decompose-aggregated-ops keeps the f32 softmaxes of static shape
// for this pattern, so each must become a call: a buffer whose strides are
// not known at compile time (a slice at a dynamic stride), which the
// description cannot hold, is copied to and from a packed one around it.
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

/// The packed buffer type of `type`'s shape where the description cannot
/// hold `type` but holds that (a static f32 host buffer of strides unknown
/// at compile time), else null.
static MemRefType getPackedTypeToCopy(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape() || !memref.getElementType().isF32() ||
      memref.getMemorySpace() || succeeded(describeStridedBuffer(memref)))
    return nullptr;
  auto packed = MemRefType::get(memref.getShape(), memref.getElementType());
  return succeeded(describeStridedBuffer(packed)) ? packed : nullptr;
}

/// A buffer of `packedType` holding a copy of `buffer` before `op` if
/// `copyIn`, else copied back into `buffer` after `op`.
static Value createPackedCopy(PatternRewriter &rewriter, Operation *op,
                              Value buffer, MemRefType packedType,
                              bool copyIn) {
  Location loc = op->getLoc();
  Value packed = memref::AllocOp::create(rewriter, loc, packedType);
  if (copyIn) {
    linalg::CopyOp::create(rewriter, loc, buffer, packed);
    return packed;
  }
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfter(op);
  linalg::CopyOp::create(rewriter, loc, packed, buffer);
  memref::DeallocOp::create(rewriter, loc, packed);
  return packed;
}

namespace {
/// linalg.softmax on strided f32 buffers -> the runtime's softmax.
struct SoftmaxToOneDNN : public OpRewritePattern<linalg::SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics())
      return rewriter.notifyMatchFailure(op, "not on buffers");
    SmallVector<Value> buffers = {op.getInput(), op.getOutput()};
    // Each buffer as it is, or a packed copy where only that is described.
    SmallVector<MemRefType> copies;
    SmallVector<OneDNNTensorDesc, 3> descs;
    for (Value buffer : buffers) {
      copies.push_back(getPackedTypeToCopy(buffer.getType()));
      if (copies.back()) {
        descs.push_back(*describeStridedBuffer(copies.back()));
        continue;
      }
      FailureOr<SmallVector<OneDNNTensorDesc, 3>> desc =
          describeStridedBuffers(buffer);
      if (failed(desc))
        return rewriter.notifyMatchFailure(op, "not strided f32 buffers");
      descs.push_back(desc->front());
    }
    SmallVector<int64_t> description = {
        kSoftmaxDescriptionVersion, static_cast<int64_t>(op.getDimension())};
    for (const OneDNNTensorDesc &desc : descs)
      desc.appendTo(description);
    if (failed(checkOneDNNKernelCall(rewriter, op, kSoftmaxF32, buffers,
                                     description, /*acceptReference=*/true)))
      return failure();
    for (int i = 0; i < 2; ++i)
      if (copies[i])
        buffers[i] = createPackedCopy(rewriter, op, buffers[i], copies[i],
                                      /*copyIn=*/i == 0);
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
