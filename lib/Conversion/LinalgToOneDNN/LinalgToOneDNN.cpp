//===- LinalgToOneDNN.cpp - Compute ops as oneDNN kernels -----------------===//
//
// A matmul on strided buffers becomes a call that passes the buffers' memref
// descriptors to the oneDNN runtime: sizes and strides are all oneDNN needs
// to run on any untiled layout, so nothing is copied at the kernel boundary.
// A (batch) matmul on blocked buffers (a generic over physical dims that
// records it, with B in oneDNN's 16x64 blocks, say) becomes a call with a
// compile-time description of each buffer, as convolutions do
// (ConvolutionToOneDNN.cpp).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToOneDNN/LinalgToOneDNN.h"

#include "tensor-layout/Conversion/Passes.h"

#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"
#include "Conversion/LinalgToOneDNN/PostOps.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"
#include "Dialect/Layout/Utils/RewriteOnly.h"
#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_CONVERTLINALGTOONEDNN
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// The runtime's matmul (OneDNNRuntime.h), called through its C interface.
static constexpr llvm::StringLiteral kMatmulF32 =
    "tensor_layout_onednn_matmul_f32";

/// The runtime's matmuls on described buffers (OneDNNRuntime.h): plain,
/// adding an operand as a post-op, and with a channels buffer too.
static const KernelFunctions kBlockedMatmulF32 = {
    "tensor_layout_onednn_blocked_matmul_f32",
    "tensor_layout_onednn_blocked_matmul_binary_f32",
    "tensor_layout_onednn_blocked_matmul_epilogue_f32"};
/// Version of the description the runtime reads.
static constexpr int64_t kMatmulDescriptionVersion = 1;

/// The type every operand is passed as: any sizes, strides and offset.
static MemRefType getAnyStridedType(MLIRContext *context, Type elementType) {
  int64_t dynamic = ShapedType::kDynamic;
  return MemRefType::get(
      {dynamic, dynamic}, elementType,
      StridedLayoutAttr::get(context, dynamic, {dynamic, dynamic}));
}

/// Whether `type` is a 2-D f32 buffer in the default memory space that
/// oneDNN can describe: a strided layout.
static bool isOneDNNBuffer(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return memref && memref.getRank() == 2 && memref.getElementType().isF32() &&
         !memref.getMemorySpace() && memref.isStrided();
}

namespace {
/// linalg.matmul (C += A * B) on f32 buffers -> the runtime's matmul.
struct MatmulToOneDNN : public OpRewritePattern<linalg::MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::MatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics())
      return rewriter.notifyMatchFailure(op, "not on buffers");
    if (op.getIndexingMapsArray() !=
        linalg::MatmulOp::getDefaultIndexingMaps(op.getContext()))
      return rewriter.notifyMatchFailure(op, "broadcast or transposed maps");
    if (!llvm::all_of(op->getOperandTypes(), isOneDNNBuffer))
      return rewriter.notifyMatchFailure(op, "not 2-D strided f32 buffers");
    MemRefType anyStrided =
        getAnyStridedType(op.getContext(), rewriter.getF32Type());
    func::FuncOp callee = getOrDeclareRuntimeFunction(
        rewriter, op, kMatmulF32,
        SmallVector<Type>(op->getNumOperands(), anyStrided));
    if (!callee)
      return rewriter.notifyMatchFailure(
          op, "the module has another symbol named as the runtime's matmul");
    SmallVector<Value> operands;
    for (Value operand : op->getOperands())
      operands.push_back(
          memref::CastOp::create(rewriter, op.getLoc(), anyStrided, operand));
    rewriter.replaceOpWithNewOp<func::CallOp>(op, callee, operands);
    return success();
  }
};

/// The maps of `name`'s matmul (2-D or batch) without broadcast or
/// transpose.
static ArrayAttr getDefaultMatmulMaps(MLIRContext *context, StringRef name) {
  SmallVector<AffineMap> maps =
      name == linalg::MatmulOp::getOperationName()
          ? linalg::MatmulOp::getDefaultIndexingMaps(context)
          : linalg::BatchMatmulOp::getDefaultIndexingMaps(context);
  return ArrayAttr::get(context, llvm::map_to_vector(maps, [](AffineMap map) {
                          return Attribute(AffineMapAttr::get(map));
                        }));
}

/// The buffers of a (batch) matmul on static strided f32 buffers,
/// described.
static FailureOr<SmallVector<OneDNNTensorDesc, 3>>
describeStridedMatmul(linalg::LinalgOp op) {
  auto maps = op->getAttrOfType<ArrayAttr>("indexing_maps");
  if (!op.hasPureBufferSemantics() ||
      (maps && maps != getDefaultMatmulMaps(op.getContext(),
                                            op->getName().getStringRef())))
    return failure();
  return describeStridedBuffers(op->getOperands());
}

/// The buffers of a generic over physical dims that records a matmul or a
/// batch matmul (without broadcast or transpose), described.
static FailureOr<SmallVector<OneDNNTensorDesc, 3>>
describeRecordedMatmul(linalg::GenericOp op) {
  std::optional<RecordedLogicalOp> record = getRecordedLogicalOp(op);
  if (!record ||
      !llvm::is_contained({linalg::MatmulOp::getOperationName(),
                           linalg::BatchMatmulOp::getOperationName()},
                          record->name))
    return failure();
  auto maps = record->attributes.getAs<ArrayAttr>("indexing_maps");
  if (maps && maps != getDefaultMatmulMaps(op.getContext(), record->name))
    return failure();
  return describeRecordedOperands(op, record->operandTypes);
}

/// A batch matmul, or a matmul into a zero-filled result, on static
/// strided buffers, or a generic that computes a (batch) matmul over
/// blocked buffers -> the runtime's matmul on described buffers: a zero
/// fill before it dropped, an epilogue after it as post-ops. Before
/// MatmulToOneDNN, which takes the other matmuls (adding to their result,
/// dynamic shapes).
struct DescribedMatmulToOneDNN
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  DescribedMatmulToOneDNN(MLIRContext *context)
      : OpInterfaceRewritePattern(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    Value result = op.getDpsInitOperand(0)->get();
    ZeroStart zeroStart = getZeroStartBefore(op, result);
    FailureOr<SmallVector<OneDNNTensorDesc, 3>> descs = failure();
    if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation()))
      descs = describeRecordedMatmul(generic);
    else if (isa<linalg::BatchMatmulOp>(op.getOperation()) ||
             (isa<linalg::MatmulOp>(op.getOperation()) && zeroStart))
      descs = describeStridedMatmul(op);
    if (failed(descs))
      return rewriter.notifyMatchFailure(op, "not a matmul it takes");
    // A bias per column of a 2-D result runs as a channel post-op.
    std::optional<int64_t> channelDim;
    if (cast<MemRefType>(result.getType()).getRank() == 2)
      channelDim = 1;
    std::optional<Epilogue> epilogue =
        zeroStart ? matchEpilogue(op, result,
                                  {/*acceptsGaps=*/false, channelDim,
                                   /*acceptsAddToResult=*/true})
                  : std::nullopt;
    SmallVector<Value, 5> buffers;
    SmallVector<int64_t> description;
    auto describe = [&]() {
      buffers.assign(op->getOperands().begin(), op->getOperands().end());
      description = {kMatmulDescriptionVersion,
                     /*accumulate=*/zeroStart ? 0 : 1};
      appendPostOps(description, epilogue);
      for (const OneDNNTensorDesc &desc : *descs)
        desc.appendTo(description);
      return addEpilogueOperands(kBlockedMatmulF32, epilogue, buffers,
                                 description, (*descs)[2]);
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
    // Checked before the epilogue is folded: a pattern that fails changes
    // nothing.
    if (failed(checkOneDNNKernelCall(rewriter, op, function, buffers,
                                     description)))
      return failure();
    if (epilogue)
      buffers[2] = redirectToEpilogue(rewriter, op, *epilogue, &buffers);
    if (failed(replaceWithKernelCall(rewriter, op, function,
                                     "__tensor_layout_onednn_matmul", buffers,
                                     description, /*zeroFill=*/nullptr)))
      return failure();
    zeroStart.erase(rewriter);
    eraseIfOnlyFreed(rewriter, result);
    return success();
  }
};

struct ConvertLinalgToOneDNNPass
    : public layout::impl::ConvertLinalgToOneDNNBase<
          ConvertLinalgToOneDNNPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLinalgToOneDNNConversionPatterns(patterns);
    if (failed(rewriteOnly<linalg::LinalgOp, linalg::SoftmaxOp>(
            getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateLinalgToOneDNNConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<MatmulToOneDNN, DescribedMatmulToOneDNN>(patterns.getContext());
  populateConvolutionToOneDNNPatterns(patterns);
  populateSoftmaxToOneDNNPatterns(patterns);
  populatePoolingToOneDNNPatterns(patterns);
}
