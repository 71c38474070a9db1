//===- DecomposeAggregatedOps.cpp - linalg.softmax into lowerable ops -----===//
//
// Upstream has no lowering of linalg.softmax to loops, only its
// decomposition (AggregatedOpInterface) behind the transform dialect; a
// program with a softmax would otherwise leave the pipeline unlowered.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "Dialect/Layout/Utils/RewriteOnly.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTDECOMPOSEAGGREGATEDOPS
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

namespace {
/// op -> the ops its decomposeOperation builds.
struct DecomposeAggregatedOp
    : public OpInterfaceRewritePattern<linalg::AggregatedOpInterface> {
  DecomposeAggregatedOp(MLIRContext *context, bool keepOneDNNSoftmax)
      : OpInterfaceRewritePattern(context),
        keepOneDNNSoftmax(keepOneDNNSoftmax) {}

  LogicalResult matchAndRewrite(linalg::AggregatedOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (keepOneDNNSoftmax && isOneDNNSoftmax(op))
      return rewriter.notifyMatchFailure(op, "runs on oneDNN");
    // The upstream decompositions (softmax, Winograd) do not fail.
    FailureOr<SmallVector<Value>> results = op.decomposeOperation(rewriter);
    if (failed(results))
      return op->emitOpError("cannot be decomposed");
    rewriter.replaceOp(op, *results);
    return success();
  }

private:
  /// A softmax convert-linalg-to-onednn takes once bufferized: f32, static.
  static bool isOneDNNSoftmax(Operation *op) {
    auto softmax = dyn_cast<linalg::SoftmaxOp>(op);
    return softmax && softmax.getInputOperandType().hasStaticShape() &&
           softmax.getInputOperandType().getElementType().isF32() &&
           softmax.getOutputOperandType().hasStaticShape();
  }

  bool keepOneDNNSoftmax;
};

struct LayoutDecomposeAggregatedOpsPass
    : public layout::impl::LayoutDecomposeAggregatedOpsBase<
          LayoutDecomposeAggregatedOpsPass> {
  using LayoutDecomposeAggregatedOpsBase::LayoutDecomposeAggregatedOpsBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DecomposeAggregatedOp>(&getContext(), keepOneDNNSoftmax);
    // Nothing else touched: the pipeline runs the program's transforms as
    // written (folding would merge them).
    if (failed(layout::rewriteOnly<linalg::AggregatedOpInterface>(
            getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
