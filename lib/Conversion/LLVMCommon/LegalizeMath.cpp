//===- LegalizeMath.cpp - Math ops LLVM has no intrinsic for --------------===//
//
// GELU exports as math.erf (torch-mlir's ConvNeXt, BERT, ViT). LLVM has no
// erf intrinsic, so convert-to-llvm leaves it, and the element-wise loops
// around it are vectors, which a libm call would not take: upstream's
// polynomial approximations compute erf and erfc from arithmetic on f32
// and vectors of f32 (narrower floats are left, and reported by
// layout-check-lowered-to-llvm).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTLEGALIZEMATH
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

namespace {
/// Whether `op` is one of the math ops this pass rewrites.
bool isApproximated(Operation *op) {
  return isa<math::ErfOp, math::ErfcOp>(op);
}

struct LayoutLegalizeMathPass
    : public layout::impl::LayoutLegalizeMathBase<LayoutLegalizeMathPass> {
  void runOnOperation() override {
    bool found = false;
    getOperation()->walk([&](Operation *op) { found |= isApproximated(op); });
    if (!found)
      return;
    RewritePatternSet patterns(&getContext());
    populatePolynomialApproximateErfPattern(patterns);
    populatePolynomialApproximateErfcPattern(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
