//===- LayoutCopyToGPU.cpp - layout.copy to GPU kernels -------------------===//
//
// Each layout.copy becomes one kernel launch (GpuCopyKernels.cpp): the row
// or tile kernel on views that make it an untiled copy (UntiledCopy.h),
// the gather kernel for tiled layouts that have no such view.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LayoutCopyToGPU/LayoutCopyToGPU.h"

#include "Conversion/LayoutCopyCommon/EmptyCopy.h"
#include "Conversion/LayoutCopyCommon/UntiledCopy.h"
#include "Conversion/LayoutCopyToGPU/GpuCopyKernels.h"
#include "Dialect/Layout/Utils/RewriteOnly.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_CONVERTLAYOUTCOPYTOGPU
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {

struct CopyToGPU : public OpRewritePattern<CopyOp> {
  CopyToGPU(MLIRContext *context, GpuCopyWork work)
      : OpRewritePattern(context), work(work) {}

  LogicalResult matchAndRewrite(CopyOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // Every kernel's launch is sized from static extents.
    if (!op.getDestTensorType().hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shape");
    // The row and tile kernels need the source's strides at compile time;
    // the gather kernel reads any.
    FailureOr<UntiledCopy> copy = failure();
    if (getStaticStridesAndOffset(cast<MemRefType>(op.getSource().getType())))
      copy = getUntiledCopy(rewriter, op);
    if (failed(copy)) {
      buildGpuGatherCopy(rewriter, loc, op.getSource(),
                         op.getSourceTensorType(), op.getDest(),
                         op.getDestTensorType());
    } else if (failed(buildGpuCopy(rewriter, loc, copy->source,
                                   copy->sourceAlign, copy->dest,
                                   copy->destType, copy->destAlign, work))) {
      return failure();
    }
    rewriter.eraseOp(op);
    return success();
  }

private:
  GpuCopyWork work;
};

struct ConvertLayoutCopyToGPUPass
    : public layout::impl::ConvertLayoutCopyToGPUBase<
          ConvertLayoutCopyToGPUPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    if (isValidGpuCopyWorkPerThread(workPerThread))
      return success();
    return emitError(UnknownLoc::get(context))
           << "convert-layout-copy-to-gpu: work-per-thread must be 1, 2, 4 "
              "or 8, got "
           << static_cast<unsigned>(workPerThread);
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLayoutCopyToGPUConversionPatterns(patterns, workPerThread,
                                              workMinBlocks);
    (void)rewriteOnly<CopyOp>(getOperation(), std::move(patterns));
    // A copy left over is one the kernels cannot take (its error is out).
    WalkResult left = getOperation()->walk([](CopyOp op) {
      if (!op.getDestTensorType().hasStaticShape())
        op.emitOpError("of a dynamic shape cannot be generated as a GPU "
                       "kernel yet (the CPU lowering takes it)");
      else
        op.emitOpError("cannot be generated as a GPU kernel");
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

bool mlir::layout::isValidGpuCopyWorkPerThread(unsigned workPerThread) {
  return llvm::is_contained({1u, 2u, 4u, 8u}, workPerThread);
}

void mlir::layout::populateLayoutCopyToGPUConversionPatterns(
    RewritePatternSet &patterns, unsigned workPerThread,
    unsigned workMinBlocks) {
  assert(isValidGpuCopyWorkPerThread(workPerThread) &&
         "work per thread: 1, 2, 4 or 8");
  patterns.add<CopyToGPU>(patterns.getContext(),
                          GpuCopyWork{workPerThread, workMinBlocks});
  populateEmptyCopyPatterns(patterns);
}
