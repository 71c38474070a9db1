//===- FuseElementwiseOps.cpp - Element-wise chains in one sweep ----------===//
//
// A bias add, a ReLU and a residual add after a convolution are three
// sweeps over the activation when each is its own loop nest; fused into one
// linalg.generic they are one (upstream's element-wise fusion). Fusion
// only within one layout: the fused loops then walk one buffer order,
// where a fusion across layouts would make a strided gather of one
// operand.
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "Dialect/Layout/Utils/RewriteOnly.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTFUSEELEMENTWISEOPS
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// Whether `operand` is a broadcast of a plain tensor that `op` reads
/// through its indexing map (torch-mlir's per-channel batch-norm vectors):
/// it has no buffer order for the loops to walk, so it does not split
/// layouts.
static bool isPlainBroadcast(Operation *op, OpOperand &operand) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  auto tensor = dyn_cast<RankedTensorType>(operand.get().getType());
  return linalgOp && tensor && !tensor.getEncoding() &&
         !linalgOp.getMatchingIndexingMap(&operand).isPermutation();
}

/// The encoding shared by every ranked tensor `op` takes or makes, plain
/// broadcasts aside, or failure where two differ.
static FailureOr<Attribute> getSharedEncoding(Operation *op) {
  SmallVector<Type> types;
  for (OpOperand &operand : op->getOpOperands())
    if (!isPlainBroadcast(op, operand))
      types.push_back(operand.get().getType());
  llvm::append_range(types, op->getResultTypes());
  std::optional<Attribute> shared;
  for (Type type : types) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor)
      continue;
    if (shared && *shared != tensor.getEncoding())
      return failure();
    shared = tensor.getEncoding();
  }
  return shared.value_or(Attribute());
}

/// Whether `producer` computes from a tensor as large as a result of its
/// (or from what a result holds). Fused into one consumer while others
/// still read its results, it is then computed twice, and the fused op
/// reads those tensors where it would read one result: down a chain of
/// residual blocks each block's epilogue re-reads every convolution output
/// before it. Broadcasts of smaller tensors are cheaper to recompute than
/// their results are to read.
static bool readsFullSizeTensors(Operation *producer) {
  auto generic = dyn_cast<linalg::GenericOp>(producer);
  if (!generic)
    return true;
  auto isFullSize = [&](OpOperand *operand) {
    auto type = dyn_cast<ShapedType>(operand->get().getType());
    auto result = dyn_cast<ShapedType>(generic->getResult(0).getType());
    if (type && result && type.hasStaticShape() && result.hasStaticShape())
      return type.getNumElements() >= result.getNumElements();
    return generic.getMatchingIndexingMap(operand).isPermutation();
  };
  return generic->getNumResults() == 0 ||
         llvm::any_of(generic.getDpsInputOperands(), isFullSize) ||
         llvm::any_of(generic.getDpsInitsMutable(), [&](OpOperand &init) {
           return generic.payloadUsesValueFromOperand(&init);
         });
}

bool mlir::layout::isFusionWithinOneLayout(OpOperand *fused) {
  Operation *producer = fused->get().getDefiningOp();
  if (!producer)
    return false;
  bool readByOthers = llvm::any_of(producer->getUsers(), [&](Operation *user) {
    return user != fused->getOwner();
  });
  if (readByOthers && readsFullSizeTensors(producer))
    return false;
  FailureOr<Attribute> producerEncoding = getSharedEncoding(producer);
  FailureOr<Attribute> consumerEncoding = getSharedEncoding(fused->getOwner());
  if (failed(producerEncoding) || failed(consumerEncoding) ||
      *producerEncoding != *consumerEncoding)
    return false;
  // Over a tiled layout, the element-wise lowering (TiledLayouts.cpp)
  // computes several results only where the layout has no padding, and a
  // fused op keeps the producer's results that others read.
  auto layout = dyn_cast_or_null<EncodingAttr>(*producerEncoding);
  if (!layout || !layout.isTiled() || !readByOthers)
    return true;
  return llvm::all_of(producer->getResultTypes(), [&](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.hasStaticShape() &&
           !layout.hasPadding(tensor.getShape());
  });
}

namespace {
/// A generic fused with an element-wise producer of one of its operands,
/// as upstream's fusion pattern does, where both are in one layout. (Not
/// upstream's pattern set: its other patterns re-create destinations as
/// tensor.empty of the element type, dropping their layouts.)
struct FuseElementwiseOpsInOneLayout
    : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp consumer,
                                PatternRewriter &rewriter) const override {
    for (OpOperand &operand : consumer->getOpOperands()) {
      if (!linalg::areElementwiseOpsFusable(&operand) ||
          !isFusionWithinOneLayout(&operand))
        continue;
      Operation *producer = operand.get().getDefiningOp();
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, &operand);
      if (failed(fused))
        return rewriter.notifyMatchFailure(consumer, "fusion failed");
      // The consumer's results become the fused op's; the producer's stay
      // where they are still used (as the consumer's destination, say, which
      // the fused op now takes), as upstream's pattern does.
      for (auto [original, replacement] : fused->replacements)
        rewriter.replaceUsesWithIf(original, replacement, [&](OpOperand &use) {
          return use.get().getDefiningOp() != producer;
        });
      rewriter.eraseOp(consumer);
      return success();
    }
    return failure();
  }
};

/// A generic that does not read its destination writes into a new empty
/// tensor of the destination's type (layout included) instead, so that the
/// producer of the old destination can fuse into it rather than being
/// computed as well: convert-elementwise-to-linalg passes an input as the
/// destination. (Upstream's version of this pattern drops the layout.)
struct WriteIntoEmptyDestination : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() ||
        op.getNumParallelLoops() != op.getNumLoops())
      return failure();
    bool changed = false;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      if (op.payloadUsesValueFromOperand(&init) ||
          init.get().getDefiningOp<tensor::EmptyOp>())
        continue;
      auto type = dyn_cast<RankedTensorType>(init.get().getType());
      if (!type || !type.hasStaticShape())
        continue;
      rewriter.setInsertionPoint(op);
      Value empty =
          tensor::EmptyOp::create(rewriter, op.getLoc(), type.getShape(),
                                  type.getElementType(), type.getEncoding());
      rewriter.modifyOpInPlace(op, [&] { init.set(empty); });
      changed = true;
    }
    return success(changed);
  }
};

/// A splat constant read by a generic becomes a scalar constant in its
/// body: a ReLU's zeros, say, are then no tensor to read (nor to store in a
/// layout). What upstream's fusion patterns do too, without their
/// re-created destinations.
struct InlineSplatInputs : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return failure();
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    SmallVector<std::pair<BlockArgument, Attribute>> splats;
    for (OpOperand *input : op.getDpsInputOperands()) {
      DenseElementsAttr constant;
      if (matchPattern(input->get(), m_Constant(&constant)) &&
          constant.isSplat()) {
        splats.push_back({op.getMatchingBlockArgument(input),
                          constant.getSplatValue<Attribute>()});
        continue;
      }
      inputs.push_back(input->get());
      maps.push_back(op.getMatchingIndexingMap(input));
    }
    if (splats.empty())
      return failure();
    for (OpOperand &init : op.getDpsInitsMutable())
      maps.push_back(op.getMatchingIndexingMap(&init));
    // A splat may be what bounds a loop (a pooling window of ones): the
    // other operands must still determine every loop's extent.
    if (!inversePermutation(concatAffineMaps(maps, rewriter.getContext())))
      return rewriter.notifyMatchFailure(op, "a splat bounds a loop");

    auto fused = linalg::GenericOp::create(
        rewriter, op.getLoc(), op.getResultTypes(), inputs, op.getOutputs(),
        maps, op.getIteratorTypesArray());
    rewriter.inlineRegionBefore(op.getRegion(), fused.getRegion(),
                                fused.getRegion().begin());
    Block *body = fused.getBody();
    rewriter.setInsertionPointToStart(body);
    for (auto [argument, value] : splats) {
      Value scalar = arith::ConstantOp::create(rewriter, op.getLoc(),
                                               cast<TypedAttr>(value));
      rewriter.replaceAllUsesWith(argument, scalar);
    }
    for (auto [argument, value] : llvm::reverse(splats))
      body->eraseArgument(argument.getArgNumber());
    rewriter.replaceOp(op, fused->getResults());
    return success();
  }
};

struct LayoutFuseElementwiseOpsPass
    : public layout::impl::LayoutFuseElementwiseOpsBase<
          LayoutFuseElementwiseOpsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FuseElementwiseOpsInOneLayout, WriteIntoEmptyDestination,
                 InlineSplatInputs>(&getContext());
    // A fused op keeps the producer's result besides, computed for nothing
    // once no one reads it.
    linalg::populateEraseUnusedOperandsAndResultsPatterns(patterns);
    if (failed(
            applyPatternsWithoutFolding(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
