//===- SoftmaxToCudnn.cpp - Softmaxes as cuDNN's kernel -------------------===//
//
// linalg.softmax on buffers becomes one call to the CUDA runtime's cuDNN
// softmax, each buffer passed with its strides: cuDNN reads padded rows, a
// softmax dim that is not innermost, and input and output in different
// orders as they are (ExecutionEngine/ChannelSoftmax.h), so every f32
// softmax of static shape runs there. With libraries=true,
// --layout-lower-to-nvvm keeps such softmaxes whole
// (layout-decompose-aggregated-ops=keep-library-softmax) for this pattern;
// the decomposition's four loops would read each row four times.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToCudaLibraries/LinalgToCudaLibraries.h"

#include "Conversion/GPUCommon/ConstantBuffers.h"
#include "Conversion/LinalgToCudaLibraries/CudnnTensors.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::layout;

/// The runtime's softmax (CudnnRuntime.h) and the version of the
/// description it reads.
static constexpr llvm::StringLiteral kSoftmaxF32 =
    "tensor_layout_cudnn_softmax_f32";
static constexpr int64_t kDescriptionVersion = 2;

/// Whether `type` is a static f32 buffer with strides in the default memory
/// space, none of them a static stride of 0 or less along a dim of more
/// than one element (cuDNN writes no broadcast). Dynamic strides (a slice
/// at a dynamic stride) are the runtime's to check: the pipeline keeps
/// every static f32 softmax for this pattern.
static bool isStridedF32Buffer(Type type) {
  std::optional<SmallVector<int64_t>> strides = getStaticBufferStrides(type);
  if (!strides || !getElementTypeOrSelf(type).isF32())
    return false;
  for (auto [extent, stride] :
       llvm::zip(cast<MemRefType>(type).getShape(), *strides))
    if (extent > 1 && !ShapedType::isDynamic(stride) && stride <= 0)
      return false;
  return true;
}

namespace {
/// linalg.softmax on static strided f32 buffers -> the runtime's cuDNN
/// softmax.
struct SoftmaxToCudnn : public OpRewritePattern<linalg::SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> buffers = {op.getInput(), op.getOutput()};
    if (!llvm::all_of(buffers, [](Value buffer) {
          return isStridedF32Buffer(buffer.getType());
        }))
      return rewriter.notifyMatchFailure(
          op, "not static f32 buffers with positive strides");
    // cuDNN would read elements it has written already.
    if (getViewedBuffer(buffers[0]) == getViewedBuffer(buffers[1]))
      return rewriter.notifyMatchFailure(op, "input and output alias");
    SymbolTableCollection symbols;
    int64_t constants = isConstantData(buffers[0], symbols) ? 1 : 0;
    SmallVector<int64_t> description = {kDescriptionVersion,
                                        static_cast<int64_t>(op.getDimension()),
                                        constants};
    return replaceWithKernelCall(
        rewriter, op, kSoftmaxF32, "__tensor_layout_cudnn_softmax", buffers,
        description, /*zeroFill=*/nullptr, KernelStream::LastArgument);
  }
};
} // namespace

void mlir::layout::populateSoftmaxToCudnnPatterns(RewritePatternSet &patterns) {
  patterns.add<SoftmaxToCudnn>(patterns.getContext());
}
