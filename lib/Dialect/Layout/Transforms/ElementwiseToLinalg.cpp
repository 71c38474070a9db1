//===- ElementwiseToLinalg.cpp - Element-wise ops to linalg, in layouts ---===//
//
// Upstream's convert-elementwise-to-linalg gives each result of an
// element-wise op on tensors a destination: an operand of the result's
// type, or else a tensor.empty of its shape and element type -- without
// its encoding. An op that changes the element type of a tensor in a layout
// (arith.truncf of an NHWC tensor, which layout-propagate makes when it
// moves a transform past it) then becomes a linalg.generic whose
// destination and result types differ, which does not verify. This pass
// runs upstream's patterns with one of ours first: such a result gets a
// tensor.empty of its full type, layout included.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTCONVERTELEMENTWISETOLINALG
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// Whether `op` is an element-wise op on ranked tensors (what upstream's
/// conversion takes).
static bool isElementwiseOnRankedTensors(Operation *op) {
  return OpTrait::hasElementwiseMappableTraits(op) &&
         llvm::all_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>);
}

namespace {
/// An element-wise op with a result in a layout that no operand has ->
/// a linalg.generic whose destination for that result is an empty tensor
/// of the result's full type.
struct ElementwiseResultInLayout : public RewritePattern {
  ElementwiseResultInLayout(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/2, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isElementwiseOnRankedTensors(op) || op->getNumResults() == 0)
      return failure();
    bool needsLayout = false;
    SmallVector<Value> inits;
    for (Type type : op->getResultTypes()) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor)
        return failure();
      auto same = llvm::find_if(op->getOperands(), [&](Value operand) {
        return operand.getType() == tensor;
      });
      if (same != op->operand_end()) {
        inits.push_back(*same);
        continue;
      }
      if (!tensor.getEncoding())
        return rewriter.notifyMatchFailure(op, "upstream's case");
      // Element-wise operands have shapes compatible with the result's: a
      // dynamic extent of the result is the first operand's.
      needsLayout = true;
      SmallVector<Value> dynamicSizes;
      for (auto [dim, extent] : llvm::enumerate(tensor.getShape()))
        if (ShapedType::isDynamic(extent))
          dynamicSizes.push_back(tensor::DimOp::create(rewriter, op->getLoc(),
                                                       op->getOperand(0), dim));
      inits.push_back(tensor::EmptyOp::create(rewriter, op->getLoc(), tensor,
                                              dynamicSizes));
    }
    if (!needsLayout)
      return failure();

    int64_t rank = cast<RankedTensorType>(op->getResultTypes()[0]).getRank();
    SmallVector<AffineMap> maps(
        op->getNumOperands() + op->getNumResults(),
        AffineMap::getMultiDimIdentityMap(rank, rewriter.getContext()));
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    rewriter.replaceOpWithNewOp<linalg::GenericOp>(
        op, op->getResultTypes(), op->getOperands(), inits, maps, iterators,
        [&](OpBuilder &builder, Location loc, ValueRange arguments) {
          SmallVector<Type> scalarTypes =
              llvm::map_to_vector(op->getResultTypes(), [](Type type) {
                return getElementTypeOrSelf(type);
              });
          Operation *scalar =
              builder.create(loc, op->getName().getIdentifier(),
                             arguments.take_front(op->getNumOperands()),
                             scalarTypes, op->getAttrs());
          linalg::YieldOp::create(builder, loc, scalar->getResults());
        });
    return success();
  }
};

struct LayoutConvertElementwiseToLinalgPass
    : public layout::impl::LayoutConvertElementwiseToLinalgBase<
          LayoutConvertElementwiseToLinalgPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    ConversionTarget target(*context);
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !isElementwiseOnRankedTensors(op); });
    RewritePatternSet patterns(context);
    patterns.add<ElementwiseResultInLayout>(context);
    linalg::populateElementwiseToLinalgConversionPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
