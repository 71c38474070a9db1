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
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgMemoryOrder/LoopsInMemoryOrder.h"

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

namespace {
/// Interchanges an element-wise op's loops into its output's memory order
/// (a named op is generalized first).
struct LoopsInMemoryOrder : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!linalg::isElementwise(op) && !isa<linalg::FillOp>(op))
      return failure();
    SmallVector<unsigned> order = getMemoryOrderedLoops(op);
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
};

struct LayoutLoopsInMemoryOrderPass
    : public layout::impl::LayoutLoopsInMemoryOrderBase<
          LayoutLoopsInMemoryOrderPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLoopsInMemoryOrderPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateLoopsInMemoryOrderPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LoopsInMemoryOrder>(patterns.getContext());
}
