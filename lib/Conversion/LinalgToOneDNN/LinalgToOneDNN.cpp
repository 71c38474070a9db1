//===- LinalgToOneDNN.cpp - Compute ops as oneDNN kernels -----------------===//
//
// A matmul on strided buffers becomes a call that passes the buffers' memref
// descriptors to the oneDNN runtime: sizes and strides are all oneDNN needs
// to run on any untiled layout, so nothing is copied at the kernel boundary.
// (Convolutions: ConvolutionToOneDNN.cpp.)
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToOneDNN/LinalgToOneDNN.h"

#include "tensor-layout/Conversion/Passes.h"

#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"
#include "Dialect/Layout/Utils/RewriteOnly.h"

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

struct ConvertLinalgToOneDNNPass
    : public layout::impl::ConvertLinalgToOneDNNBase<
          ConvertLinalgToOneDNNPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLinalgToOneDNNConversionPatterns(patterns);
    if (failed(
            rewriteOnly<linalg::LinalgOp>(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateLinalgToOneDNNConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<MatmulToOneDNN>(patterns.getContext());
  populateConvolutionToOneDNNPatterns(patterns);
}
