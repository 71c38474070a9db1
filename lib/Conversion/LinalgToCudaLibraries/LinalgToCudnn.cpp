//===- LinalgToCudnn.cpp - Compute ops as cuDNN's kernels -----------------===//
//
// The pass that runs convolutions, max poolings and softmaxes on buffers as
// cuDNN's kernels (ConvolutionToCudnn.cpp, PoolingToCudnn.cpp,
// SoftmaxToCudnn.cpp), touching no other op.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToCudaLibraries/LinalgToCudaLibraries.h"

#include "tensor-layout/Conversion/Passes.h"

#include "Dialect/Layout/Utils/RewriteOnly.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_CONVERTLINALGTOCUDNN
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {
struct ConvertLinalgToCudnnPass
    : public layout::impl::ConvertLinalgToCudnnBase<ConvertLinalgToCudnnPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLinalgToCudnnConversionPatterns(patterns, allowTF32, fuseEpilogues);
    if (failed(rewriteOnly<linalg::Conv2DNchwFchwOp,
                           linalg::DepthwiseConv2DNchwChwOp,
                           linalg::PoolingNchwMaxOp, linalg::SoftmaxOp>(
            getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateLinalgToCudnnConversionPatterns(
    RewritePatternSet &patterns, bool allowTF32, bool fuseEpilogues) {
  populateConvolutionToCudnnPatterns(patterns, allowTF32, fuseEpilogues);
  populatePoolingToCudnnPatterns(patterns);
  populateSoftmaxToCudnnPatterns(patterns);
}
