//===- LayoutCopyToVector.h - layout.copy to CPU loops ----------*- C++ -*-===//
//
// A layout transform is a copy, so it should run at memory bandwidth: this
// conversion generates each `layout.copy` as vectorized, cache-blocked
// loops (see the pass `convert-layout-copy-to-vector`).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_LAYOUTCOPYTOVECTOR_LAYOUTCOPYTOVECTOR_H
#define TENSOR_LAYOUT_CONVERSION_LAYOUTCOPYTOVECTOR_LAYOUTCOPYTOVECTOR_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace layout {

#define GEN_PASS_DECL_CONVERTLAYOUTCOPYTOVECTOR
#include "tensor-layout/Conversion/Passes.h.inc"

/// Adds the pattern that generates each `layout.copy` as CPU loops with
/// `options`.
void populateLayoutCopyToVectorConversionPatterns(
    RewritePatternSet &patterns,
    const ConvertLayoutCopyToVectorOptions &options = {});

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_LAYOUTCOPYTOVECTOR_LAYOUTCOPYTOVECTOR_H
