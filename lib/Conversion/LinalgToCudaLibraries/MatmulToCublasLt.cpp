//===- MatmulToCublasLt.cpp - Matmuls as cuBLASLt kernels -----------------===//
//
// A (batch) matmul on strided buffers becomes a call that passes the
// buffers' memref descriptors to the CUDA runtime's cuBLASLt matmul: every
// buffer with unit stride along one of its matrix dims is a column-major
// matrix or the transpose of one (ColumnMajorMatmul.h), so the call reads
// the layouts as they are. The element-wise code right after it, where it
// is what cuBLASLt computes in its epilogue (alpha * A * B + beta * C,
// then a ReLU), is folded into the call, as oneDNN's post-ops are
// (LinalgToOneDNN/PostOps.h).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToCudaLibraries/LinalgToCudaLibraries.h"

#include "tensor-layout/Conversion/Passes.h"
#include "tensor-layout/ExecutionEngine/ColumnMajorMatmul.h"

#include "Conversion/GPUCommon/ConstantBuffers.h"
#include "Conversion/LinalgToCudaLibraries/LinearEpilogue.h"
#include "Conversion/LinalgToOneDNN/PostOps.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"
#include "Dialect/Layout/Utils/RewriteOnly.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_CONVERTLINALGTOCUBLASLT
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// The runtime's matmuls (CublasLtRuntime.h): f32 operands, or bf16 ones
/// summed in f32; and the version of the description they read.
static constexpr llvm::StringLiteral kMatmulF32 =
    "tensor_layout_cublaslt_matmul_f32";
static constexpr llvm::StringLiteral kMatmulBF16 =
    "tensor_layout_cublaslt_matmul_bf16";
static constexpr int64_t kDescriptionVersion = 4;

/// The epilogues the runtime applies (CublasLtRuntime.h).
enum CublasLtEpilogue : int64_t { kNoEpilogue = 0, kRelu = 1 };

/// `type`'s matrices (its last two dims) by their strides, or nothing
/// where it is not a static strided buffer of `elementType` in the default
/// memory space. A 3-D buffer is a batch.
static std::optional<StridedMatrix> getStridedMatrix(Type type,
                                                     Type elementType) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape() ||
      memref.getElementType() != elementType || memref.getMemorySpace())
    return std::nullopt;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(memref.getStridesAndOffset(strides, offset)) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return std::nullopt;
  int64_t batchDims = memref.getRank() - 2;
  ArrayRef<int64_t> shape = memref.getShape();
  StridedMatrix matrix;
  matrix.rows = shape[batchDims];
  matrix.cols = shape[batchDims + 1];
  matrix.rowStride = strides[batchDims];
  matrix.colStride = strides[batchDims + 1];
  matrix.batchStride = batchDims ? strides[0] : 0;
  return matrix;
}

/// Whether `op`'s body adds to its f32 accumulator the product of its two
/// operands, each extended to f32 first where it is not f32 (what linalg
/// builds for a matmul; the generic form can spell other contractions).
static bool hasProductSumBody(linalg::LinalgOp op) {
  Block &body = op->getRegion(0).front();
  auto toF32 = [&](Value value) -> Value {
    if (auto extend = value.getDefiningOp<arith::ExtFOp>())
      if (extend->getBlock() == &body)
        return extend.getIn();
    return value;
  };
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto add = yield.getValues()[0].getDefiningOp<arith::AddFOp>();
  if (!add || !add.getType().isF32())
    return false;
  for (int out = 0; out < 2; ++out) {
    auto multiply = add->getOperand(1 - out).getDefiningOp<arith::MulFOp>();
    if (add->getOperand(out) != body.getArgument(2) || !multiply ||
        !multiply.getType().isF32())
      continue;
    Value a = toF32(multiply.getLhs()), b = toF32(multiply.getRhs());
    if ((a == body.getArgument(0) && b == body.getArgument(1)) ||
        (a == body.getArgument(1) && b == body.getArgument(0)))
      return true;
  }
  return false;
}

/// Whether cuBLASLt multiplies `op`'s buffers as they are.
static LogicalResult isCublasLtMatmul(linalg::LinalgOp op,
                                      PatternRewriter &rewriter) {
  if (!op.hasPureBufferSemantics())
    return rewriter.notifyMatchFailure(op, "not on buffers");
  MLIRContext *context = op.getContext();
  SmallVector<AffineMap> defaultMaps =
      isa<linalg::MatmulOp>(op.getOperation())
          ? linalg::MatmulOp::getDefaultIndexingMaps(context)
          : linalg::BatchMatmulOp::getDefaultIndexingMaps(context);
  if (op.getIndexingMapsArray() != defaultMaps)
    return rewriter.notifyMatchFailure(op, "broadcast or transposed maps");
  if (!hasProductSumBody(op))
    return rewriter.notifyMatchFailure(
        op, "a body other than the sum of f32 products");
  // f32 operands, or bf16 ones whose products an f32 result sums (linalg
  // extends them to the result's type): cuBLASLt's 32F compute either way.
  // bf16 results, which linalg sums in bf16 step by step, stay loops.
  Type f32 = Float32Type::get(context);
  Type inputType = getElementTypeOrSelf(op->getOperand(0).getType());
  if (!inputType.isF32() && !inputType.isBF16())
    return rewriter.notifyMatchFailure(op, "operands neither f32 nor bf16");
  SmallVector<StridedMatrix, 3> matrices;
  for (auto [index, type] : llvm::enumerate(op->getOperandTypes())) {
    std::optional<StridedMatrix> matrix =
        getStridedMatrix(type, index < 2 ? inputType : f32);
    if (!matrix)
      return rewriter.notifyMatchFailure(
          op, "not static strided buffers, f32 or bf16 operands into f32");
    matrices.push_back(*matrix);
  }
  if (!describeColumnMajorMatmul(matrices[0], matrices[1], matrices[2]))
    return rewriter.notifyMatchFailure(
        op, "a buffer with no unit stride along its matrix dims");
  return success();
}

namespace {
/// linalg.matmul and linalg.batch_matmul on static strided f32 buffers ->
/// the runtime's cuBLASLt matmul, a zero fill before it dropped, an
/// epilogue after it folded in where cuBLASLt computes it.
template <typename MatmulOp>
struct MatmulToCublasLt : public OpRewritePattern<MatmulOp> {
  using OpRewritePattern<MatmulOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    auto linalgOp = cast<linalg::LinalgOp>(op.getOperation());
    if (failed(isCublasLtMatmul(linalgOp, rewriter)))
      return failure();
    Value result = linalgOp.getDpsInitOperand(0)->get();
    linalg::FillOp zeroFill = getZeroFillBefore(op, result);
    // Without a zero fill, the product is added to what the result holds.
    LinearEpilogue call;
    call.beta = zeroFill ? 0.0f : 1.0f;
    std::optional<Epilogue> epilogue =
        zeroFill ? matchEpilogue(op, result, {/*acceptsGaps=*/true})
                 : std::nullopt;
    if (epilogue) {
      std::optional<LinearEpilogue> fused =
          getLinearEpilogue(epilogue->postOps);
      if (fused)
        call = *fused;
      else
        epilogue.reset();
    }
    // A, B, C, D: C is D itself unless the epilogue adds another buffer.
    SmallVector<Value, 4> buffers = {linalgOp.getDpsInputOperand(0)->get(),
                                     linalgOp.getDpsInputOperand(1)->get(),
                                     result, result};
    bool bf16 = getElementTypeOrSelf(buffers[0].getType()).isBF16();
    // bf16 products are exact in f32: TF32 would change nothing.
    bool tf32 = !bf16 && op->hasAttr(kAllowTF32AttrName);
    StringRef function = bf16 ? kMatmulBF16 : kMatmulF32;
    // Checked before the epilogue is folded: a pattern that fails changes
    // nothing.
    if (failed(checkKernelName(rewriter, op, function, buffers,
                               KernelStream::LastArgument)))
      return failure();
    if (epilogue) {
      if (call.addsOperand)
        buffers[2] = epilogue->operand;
      Value redirected = redirectToEpilogue(rewriter, op, *epilogue);
      buffers[3] = redirected;
      if (!call.addsOperand)
        buffers[2] = redirected;
    }
    SymbolTableCollection symbols;
    int64_t constants = 0;
    for (auto [index, buffer] : llvm::enumerate(buffers))
      if (isConstantData(buffer, symbols))
        constants |= int64_t(1) << index;
    SmallVector<int64_t> description = {kDescriptionVersion,
                                        getF32Bits(call.alpha),
                                        getF32Bits(call.beta),
                                        call.relu ? kRelu : kNoEpilogue,
                                        constants,
                                        call.bias.has_value(),
                                        getF32Bits(call.bias.value_or(0.0f)),
                                        tf32};
    if (failed(replaceWithKernelCall(
            rewriter, op, function, "__tensor_layout_cublaslt_matmul", buffers,
            description, zeroFill, KernelStream::LastArgument)))
      return failure();
    eraseIfOnlyFreed(rewriter, result);
    return success();
  }
};

struct ConvertLinalgToCublasLtPass
    : public layout::impl::ConvertLinalgToCublasLtBase<
          ConvertLinalgToCublasLtPass> {
  void runOnOperation() override {
    // A misspelt marker would silently compute in f32.
    WalkResult marked = getOperation()->walk([](Operation *op) {
      Attribute tf32 = op->getAttr(kAllowTF32AttrName);
      if (!tf32 || isa<UnitAttr>(tf32))
        return WalkResult::advance();
      op->emitOpError("'") << kAllowTF32AttrName
                           << "' must be a unit attribute, got " << tf32;
      return WalkResult::interrupt();
    });
    if (marked.wasInterrupted())
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    populateLinalgToCublasLtConversionPatterns(patterns);
    if (failed(rewriteOnly<linalg::MatmulOp, linalg::BatchMatmulOp>(
            getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateLinalgToCublasLtConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<MatmulToCublasLt<linalg::MatmulOp>,
               MatmulToCublasLt<linalg::BatchMatmulOp>>(patterns.getContext());
}
