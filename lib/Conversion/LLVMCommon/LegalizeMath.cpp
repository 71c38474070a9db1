//===- LegalizeMath.cpp - Math ops rewritten into arithmetic --------------===//
//
// Two kinds of math ops are rewritten into upstream's polynomial
// approximations (arithmetic on f32 and vectors of f32):
//
// - erf and erfc everywhere. GELU exports as math.erf (torch-mlir's
//   ConvNeXt, BERT, ViT), and LLVM has no erf intrinsic, so convert-to-llvm
//   leaves it.
// - exp, expm1, log, log1p, log2 and tanh on vectors. LLVM lowers these
//   intrinsics on vectors to one libm call per lane: a sigmoid or SiLU loop
//   of 16-lane vectors then spent its time in 16 scalar expf calls per
//   vector (EfficientNet-B0: 17% of the samples in libm). Scalars keep the
//   libm call, which is as fast and exact.
//
// Narrower floats are left, and reported by layout-check-lowered-to-llvm.
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
/// Whether `op` is an op without an LLVM intrinsic.
bool hasNoIntrinsic(Operation *op) {
  return isa<math::ErfOp, math::ErfcOp>(op);
}

/// Whether `op` is an op whose LLVM intrinsic becomes a libm call per lane.
bool isCalledPerLane(Operation *op) {
  return isa<math::ExpOp, math::ExpM1Op, math::LogOp, math::Log1pOp,
             math::Log2Op, math::TanhOp>(op) &&
         isa<VectorType>(op->getResult(0).getType());
}

/// Whether `name` is the name of an op either kind rewrites (the
/// approximations of some make others, such as expm1's exp).
bool isApproximatedName(StringRef name) {
  return llvm::is_contained(
      {math::ErfOp::getOperationName(), math::ErfcOp::getOperationName(),
       math::ExpOp::getOperationName(), math::ExpM1Op::getOperationName(),
       math::LogOp::getOperationName(), math::Log1pOp::getOperationName(),
       math::Log2Op::getOperationName(), math::TanhOp::getOperationName()},
      name);
}

struct LayoutLegalizeMathPass
    : public layout::impl::LayoutLegalizeMathBase<LayoutLegalizeMathPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (hasNoIntrinsic(op) || isCalledPerLane(op))
        ops.push_back(op);
    });
    if (ops.empty())
      return;
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(patterns, isApproximatedName);
    // Only the ops above, and what their approximations make: a scalar exp
    // elsewhere stays a libm call.
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns), config)))
      return signalPassFailure();
  }
};
} // namespace
