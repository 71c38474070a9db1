//===- LoopsInMemoryOrder.cpp - Element-wise loops along memory -----------===//
//
// A linalg op's loops run in the order of its logical dims. On a buffer in
// a permuted layout (NHWC storage of an NCHW tensor) the innermost loop
// then strides across memory: an element-wise op over 1x64x56x56 NHWC
// steps 64 floats per iteration and runs several times slower than over
// NCHW. Interchanging the parallel loops of element-wise ops so that the
// innermost one walks the output's smallest stride makes every layout run
// its element-wise code as contiguously as the plain one.
//
// Ops with reductions that stay loops (a convolution no library takes)
// suffer more: over NHWC buffers, a convolution's innermost loop (a filter
// tap) strides across channels in every operand, and ResNet-18 ran 3.5x
// slower in NHWC loops than in NCHW ones. There, one parallel loop that
// walks every operand contiguously (NHWC's output channels, NCHW's output
// columns, a matmul's columns) moves innermost, below the reductions, so
// that LLVM vectorizes it; the other parallel loops go outside in the
// output's memory order. The reductions keep their relative order, so that
// each output element sums its terms in the same order as before: results
// do not change by a bit.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgMemoryOrder/LoopsInMemoryOrder.h"

#include "mlir/Analysis/FlatLinearValueConstraints.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <numeric>

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTLOOPSINMEMORYORDER
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// The order of `op`'s loops, outermost first, that walks its outputs (of
/// one type, indexed alike) from their largest stride to their smallest;
/// empty where `op` is not an element-wise op on strided buffers, or where
/// its loops already run so.
static SmallVector<unsigned> getMemoryOrderedLoops(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() < 1 ||
      op.getNumParallelLoops() != op.getNumLoops() || op.getNumLoops() < 2)
    return {};
  // Several outputs (a fused op that keeps an intermediate) must agree.
  OpOperand *init = op.getDpsInitOperand(0);
  for (OpOperand &other : op.getDpsInitsMutable())
    if (other.get().getType() != init->get().getType() ||
        op.getMatchingIndexingMap(&other) != op.getMatchingIndexingMap(init))
      return {};
  auto buffer = dyn_cast<MemRefType>(init->get().getType());
  AffineMap map = op.getMatchingIndexingMap(init);
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!buffer || !map.isPermutation() ||
      failed(buffer.getStridesAndOffset(strides, offset)) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return {};
  // Loop l indexes output dim dims[l].
  SmallVector<int64_t> dimOfLoop(op.getNumLoops());
  for (auto [dim, expr] : llvm::enumerate(map.getResults()))
    dimOfLoop[cast<AffineDimExpr>(expr).getPosition()] = dim;
  SmallVector<unsigned> order(op.getNumLoops());
  std::iota(order.begin(), order.end(), 0);
  // Unit dims stay where they are: their stride means nothing.
  auto key = [&](unsigned loop) {
    int64_t dim = dimOfLoop[loop];
    return buffer.getDimSize(dim) == 1 ? std::numeric_limits<int64_t>::max()
                                       : strides[dim];
  };
  llvm::stable_sort(order,
                    [&](unsigned a, unsigned b) { return key(a) > key(b); });
  if (llvm::equal(order, llvm::seq<unsigned>(0, op.getNumLoops())))
    return {};
  return order;
}

/// Per operand (inputs, then inits), how far in its buffer's elements one
/// step of each loop moves; std::nullopt where some operand is not a
/// buffer with static strides indexed linearly (scalars step nowhere).
static std::optional<SmallVector<SmallVector<int64_t>>>
getLoopSteps(linalg::LinalgOp op) {
  SmallVector<SmallVector<int64_t>> steps;
  for (OpOperand &operand : op->getOpOperands()) {
    SmallVector<int64_t> &step =
        steps.emplace_back(op.getNumLoops(), /*value=*/0);
    if (!isa<ShapedType>(operand.get().getType()))
      continue;
    auto buffer = dyn_cast<MemRefType>(operand.get().getType());
    SmallVector<int64_t> strides;
    int64_t offset;
    if (!buffer || failed(buffer.getStridesAndOffset(strides, offset)) ||
        llvm::any_of(strides, ShapedType::isDynamic))
      return std::nullopt;
    // Each index as coefficients of the loops, then of the local terms of
    // mods and divisions (which step unevenly), then a constant.
    AffineMap map = op.getMatchingIndexingMap(&operand);
    std::vector<SmallVector<int64_t, 8>> indices;
    if (map.getNumSymbols() != 0 ||
        failed(getFlattenedAffineExprs(map, &indices)))
      return std::nullopt;
    for (auto [dim, coefficients] : llvm::enumerate(indices)) {
      if (coefficients.size() != op.getNumLoops() + 1)
        return std::nullopt;
      for (unsigned loop = 0; loop < op.getNumLoops(); ++loop)
        step[loop] += std::abs(coefficients[loop] * strides[dim]);
    }
  }
  return steps;
}

/// The loop order, outermost first, of an op with reductions whose
/// innermost loop becomes the parallel loop that steps at most
/// kContiguousStep elements in every operand (the one with the output's
/// smallest step where several do), the other parallel loops outside all
/// reductions from the output's largest step to its smallest, the
/// reductions in their order; empty where no loop qualifies or the order
/// stays.
static SmallVector<unsigned> getReductionMemoryOrder(linalg::LinalgOp op) {
  // Two floats apart still vectorize (as interleaved loads); a channel
  // apart does not.
  constexpr int64_t kContiguousStep = 2;
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() == 0 ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0))
           .isProjectedPermutation())
    return {};
  std::optional<SmallVector<SmallVector<int64_t>>> steps = getLoopSteps(op);
  if (!steps)
    return {};
  ArrayRef<int64_t> outputSteps = steps->back();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  std::optional<unsigned> innermost;
  for (unsigned loop = 0; loop < op.getNumLoops(); ++loop) {
    if (iterators[loop] != utils::IteratorType::parallel || ranges[loop] == 1)
      continue;
    bool contiguous = llvm::all_of(*steps, [&](ArrayRef<int64_t> step) {
      return step[loop] <= kContiguousStep;
    });
    if (contiguous &&
        (!innermost || outputSteps[loop] < outputSteps[*innermost]))
      innermost = loop;
  }
  if (!innermost)
    return {};
  SmallVector<unsigned> parallel, reductions;
  for (unsigned loop = 0; loop < op.getNumLoops(); ++loop) {
    if (loop == *innermost)
      continue;
    (iterators[loop] == utils::IteratorType::parallel ? parallel : reductions)
        .push_back(loop);
  }
  // Unit loops stay outermost: their step means nothing.
  auto key = [&](unsigned loop) {
    return ranges[loop] == 1 ? std::numeric_limits<int64_t>::max()
                             : outputSteps[loop];
  };
  llvm::stable_sort(parallel,
                    [&](unsigned a, unsigned b) { return key(a) > key(b); });
  SmallVector<unsigned> order = std::move(parallel);
  llvm::append_range(order, reductions);
  order.push_back(*innermost);
  if (llvm::equal(order, llvm::seq<unsigned>(0, op.getNumLoops())))
    return {};
  return order;
}

namespace {
/// Interchanges an element-wise op's loops into its output's memory order,
/// and those of an op with reductions as getReductionMemoryOrder says (a
/// named op is generalized first).
struct LoopsInMemoryOrder : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  LoopsInMemoryOrder(MLIRContext *context, bool reductions)
      : OpInterfaceRewritePattern(context), reductions(reductions) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<unsigned> order;
    if (linalg::isElementwise(op) || isa<linalg::FillOp>(op))
      order = getMemoryOrderedLoops(op);
    else if (reductions)
      order = getReductionMemoryOrder(op);
    if (order.empty())
      return failure();
    auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
    if (!generic) {
      FailureOr<linalg::GenericOp> generalized =
          linalg::generalizeNamedOp(rewriter, op);
      if (failed(generalized))
        return failure();
      generic = *generalized;
    }
    return linalg::interchangeGenericOp(rewriter, generic, order);
  }

private:
  bool reductions;
};

struct LayoutLoopsInMemoryOrderPass
    : public layout::impl::LayoutLoopsInMemoryOrderBase<
          LayoutLoopsInMemoryOrderPass> {
  using LayoutLoopsInMemoryOrderBase::LayoutLoopsInMemoryOrderBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLoopsInMemoryOrderPatterns(patterns, reductions);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateLoopsInMemoryOrderPatterns(
    RewritePatternSet &patterns, bool reductions) {
  patterns.add<LoopsInMemoryOrder>(patterns.getContext(), reductions);
}
