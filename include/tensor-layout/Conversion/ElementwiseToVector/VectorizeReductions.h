//===- VectorizeReductions.h - Reductions over contiguous runs --*- C++ -*-===//
//
// Float reductions whose reduced elements are contiguous in memory, as
// vector accumulators per output (see the pass
// `layout-vectorize-reductions`).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_ELEMENTWISETOVECTOR_VECTORIZEREDUCTIONS_H
#define TENSOR_LAYOUT_CONVERSION_ELEMENTWISETOVECTOR_VECTORIZEREDUCTIONS_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace layout {

#define GEN_PASS_DECL_LAYOUTVECTORIZEREDUCTIONS
#include "tensor-layout/Conversion/Passes.h.inc"

/// Adds the pattern that turns float sum, maximum and minimum reductions
/// whose reduced elements are contiguous into vector loops of `vectorBytes`
/// (a power of two) per output. Ops of at least `parallelBytes` (above 0)
/// run their outermost loop over the outputs as an `scf.parallel`.
void populateVectorizeReductionsPatterns(RewritePatternSet &patterns,
                                         int64_t vectorBytes,
                                         int64_t parallelBytes = 0);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_ELEMENTWISETOVECTOR_VECTORIZEREDUCTIONS_H
