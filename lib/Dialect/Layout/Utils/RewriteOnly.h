//===- RewriteOnly.h - Rewrite some ops and leave the rest ------*- C++ -*-===//
//
// Lowering passes that rewrite one kind of op (layout.copy, linalg.softmax,
// linalg.matmul) must leave every other op as it is: the greedy driver would
// also fold (merging a program's transforms), hoist constants and simplify
// regions, which changes what the pipeline runs and what tests read.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_REWRITEONLY_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_REWRITEONLY_H

#include "mlir/Rewrite/FrozenRewritePatternSet.h"

namespace mlir {
namespace layout {

/// Rewrites each of `ops` with `patterns` (and what they create, no more):
/// no folding, no constant hoisting, no region simplification.
LogicalResult rewriteOnly(ArrayRef<Operation *> ops,
                          const FrozenRewritePatternSet &patterns);

/// rewriteOnly on every op of type `OpTy` (or interface) nested in `root`.
template <typename... OpTys>
LogicalResult rewriteOnly(Operation *root,
                          const FrozenRewritePatternSet &patterns) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isa<OpTys...>(op))
      ops.push_back(op);
  });
  return rewriteOnly(ops, patterns);
}

/// Applies `patterns` to everything nested in `root` without folding, so
/// that transforms the program spells out (of constants, say) stay, as the
/// lowering pipeline keeps them (see layout-bufferize).
LogicalResult
applyPatternsWithoutFolding(Operation *root,
                            const FrozenRewritePatternSet &patterns);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_REWRITEONLY_H
