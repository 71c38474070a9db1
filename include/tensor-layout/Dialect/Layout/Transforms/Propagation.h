//===- Propagation.h - Move transforms through layout-agnostic ops -*- C++ -*-//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PROPAGATION_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PROPAGATION_H

#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace layout {

/// Patterns that sink layout.transform below element-wise ops (named and
/// generic linalg element-wise ops, linalg.map, linalg.fill, arith and math
/// on tensors), hoist it above them in the mirrored case, turn
/// linalg.transpose into a zero-copy layout.relabel plus at most one
/// transform, and sink transforms below relabels. Each rewrite keeps the
/// padding sound and never increases the bytes moved by transforms. Add
/// the canonicalization patterns of layout.transform so that the transforms
/// brought together fold.
void populateLayoutPropagationPatterns(RewritePatternSet &patterns);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PROPAGATION_H
