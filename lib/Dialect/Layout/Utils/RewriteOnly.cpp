//===- RewriteOnly.cpp - Rewrite some ops and leave the rest --------------===//

#include "Dialect/Layout/Utils/RewriteOnly.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

LogicalResult
mlir::layout::rewriteOnly(ArrayRef<Operation *> ops,
                          const FrozenRewritePatternSet &patterns) {
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingOps)
      .enableFolding(false)
      .enableConstantCSE(false)
      .setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  return applyOpPatternsGreedily(ops, patterns, config);
}

LogicalResult mlir::layout::applyPatternsWithoutFolding(
    Operation *root, const FrozenRewritePatternSet &patterns) {
  GreedyRewriteConfig config;
  config.enableFolding(false);
  return applyPatternsGreedily(root, patterns, config);
}
