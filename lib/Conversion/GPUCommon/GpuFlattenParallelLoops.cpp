//===- GpuFlattenParallelLoops.cpp - Parallel loops as 1-D GPU grids ------===//
//
// gpu-map-parallel-loops gives an outermost scf.parallel's dims to the grid
// and a nested one's to the threads. A lone parallel loop over a tensor
// would become one thread per block, with its second and third dims in the
// grid's y and z (at most 65535). Collapsing the loop into one dim and
// tiling that by the block size gives a 1-D grid of full blocks instead.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <numeric>

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTGPUFLATTENPARALLELLOOPS
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

namespace {
struct LayoutGpuFlattenParallelLoopsPass
    : public layout::impl::LayoutGpuFlattenParallelLoopsBase<
          LayoutGpuFlattenParallelLoopsPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    if (blockSize > 0)
      return success();
    return emitError(UnknownLoc::get(context))
           << getArgument() << ": block-size must be positive, got "
           << int64_t(blockSize);
  }

  void runOnOperation() override {
    // Host loops only: not inside kernels, nor nested in another parallel
    // loop (already tiled, or mapped to threads by its parent).
    SmallVector<scf::ParallelOp> loops;
    getOperation()->walk([&](scf::ParallelOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>() &&
          !loop->getParentOfType<gpu::LaunchOp>() &&
          !loop->getParentOfType<gpu::GPUModuleOp>() &&
          loop.getNumReductions() == 0 && loop.getNumLoops() > 0)
        loops.push_back(loop);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp loop : loops) {
      std::vector<unsigned> dims(loop.getNumLoops());
      std::iota(dims.begin(), dims.end(), 0);
      scf::ParallelOp flat = loop;
      if (dims.size() > 1) {
        // The collapsed loop replaces `loop` in place.
        Operation *next = loop->getNextNode();
        rewriter.setInsertionPoint(loop);
        collapseParallelLoops(rewriter, loop, {dims});
        flat = cast<scf::ParallelOp>(next->getPrevNode());
      }
      scf::tileParallelLoop(flat, {blockSize}, /*noMinMaxBounds=*/true);
    }
    // Fold the bounds' arithmetic, so that the block size is a constant for
    // gpu-map-parallel-loops. Folding only: canonicalization would merge
    // the two loops back into one.
    if (!loops.empty()) {
      GreedyRewriteConfig config;
      config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
      (void)applyPatternsGreedily(getOperation(), FrozenRewritePatternSet(),
                                  config);
    }
  }
};
} // namespace
