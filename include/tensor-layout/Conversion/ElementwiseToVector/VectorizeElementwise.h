//===- VectorizeElementwise.h - Element-wise ops as vector loops -*- C++
//-*-===//
//
// Element-wise linalg ops whose buffers share one contiguous layout, as one
// vector loop over the elements in memory order (see the pass
// `layout-vectorize-elementwise`).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_ELEMENTWISETOVECTOR_VECTORIZEELEMENTWISE_H
#define TENSOR_LAYOUT_CONVERSION_ELEMENTWISETOVECTOR_VECTORIZEELEMENTWISE_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace layout {

#define GEN_PASS_DECL_LAYOUTVECTORIZEELEMENTWISE
#include "tensor-layout/Conversion/Passes.h.inc"

/// Adds the pattern that turns all-parallel linalg ops whose full-size
/// buffers share one contiguous layout (smaller operands broadcast) into a
/// loop over vectors of `vectorBytes` (a power of two) and a scalar loop
/// for the last elements. Ops of at least `parallelBytes` (above 0) run
/// their outermost loop with more than one iteration as an `scf.parallel`.
void populateVectorizeElementwisePatterns(RewritePatternSet &patterns,
                                          int64_t vectorBytes,
                                          int64_t parallelBytes = 0);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_ELEMENTWISETOVECTOR_VECTORIZEELEMENTWISE_H
