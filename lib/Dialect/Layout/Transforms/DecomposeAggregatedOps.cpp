//===- DecomposeAggregatedOps.cpp - linalg.softmax into lowerable ops -----===//
//
// Upstream has no lowering of linalg.softmax to loops, only its
// decomposition (AggregatedOpInterface) behind the transform dialect; a
// program with a softmax would otherwise leave the pipeline unlowered.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

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
  DecomposeAggregatedOp(MLIRContext *context, bool keepLibrarySoftmax)
      : OpInterfaceRewritePattern(context),
        keepLibrarySoftmax(keepLibrarySoftmax) {}

  LogicalResult matchAndRewrite(linalg::AggregatedOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (keepLibrarySoftmax && isLibrarySoftmax(op))
      return rewriter.notifyMatchFailure(op, "runs on a library");
    // Upstream's softmax decomposition gives its element-wise steps the
    // input's type and writes them into the output: with layouts that
    // differ, the input is first transformed into the output's.
    // Only where they differ in layout alone (a static and a dynamic shape
    // fail in upstream's decomposition as ever; memrefs it does not take).
    auto softmax = dyn_cast<linalg::SoftmaxOp>(op.getOperation());
    auto input = softmax
                     ? dyn_cast<RankedTensorType>(softmax.getInput().getType())
                     : RankedTensorType();
    auto output =
        softmax ? dyn_cast<RankedTensorType>(softmax.getOutput().getType())
                : RankedTensorType();
    if (input && output && input != output &&
        input.getShape() == output.getShape()) {
      Value transformed = layout::TransformOp::create(
          rewriter, op.getLoc(), output, softmax.getInput());
      rewriter.modifyOpInPlace(
          softmax, [&] { softmax.getInputMutable().assign(transformed); });
    }
    // The upstream decompositions (softmax, Winograd) do not fail.
    FailureOr<SmallVector<Value>> results = op.decomposeOperation(rewriter);
    if (failed(results))
      return op->emitOpError("cannot be decomposed");
    rewriter.replaceOp(op, *results);
    return success();
  }

private:
  /// A softmax convert-linalg-to-onednn and convert-linalg-to-cudnn take
  /// once bufferized: f32, static.
  static bool isLibrarySoftmax(Operation *op) {
    auto softmax = dyn_cast<linalg::SoftmaxOp>(op);
    return softmax && softmax.getInputOperandType().hasStaticShape() &&
           softmax.getInputOperandType().getElementType().isF32() &&
           softmax.getOutputOperandType().hasStaticShape();
  }

  bool keepLibrarySoftmax;
};

struct LayoutDecomposeAggregatedOpsPass
    : public layout::impl::LayoutDecomposeAggregatedOpsBase<
          LayoutDecomposeAggregatedOpsPass> {
  using LayoutDecomposeAggregatedOpsBase::LayoutDecomposeAggregatedOpsBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DecomposeAggregatedOp>(&getContext(), keepLibrarySoftmax);
    // Nothing else touched: the pipeline runs the program's transforms as
    // written (folding would merge them).
    if (failed(layout::rewriteOnly<linalg::AggregatedOpInterface>(
            getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
