//===- ExpandShapeAsReinterpretCast.h - Dynamic expansions ------*- C++ -*-===//
//
// memref.expand_shape ops that MLIR 22's expand-strided-metadata cannot
// take, as memref.reinterpret_cast (see the pass
// `layout-expand-shape-as-reinterpret-cast`).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_LLVMCOMMON_EXPANDSHAPEASREINTERPRETCAST_H
#define TENSOR_LAYOUT_CONVERSION_LLVMCOMMON_EXPANDSHAPEASREINTERPRETCAST_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace layout {

#define GEN_PASS_DECL_LAYOUTEXPANDSHAPEASREINTERPRETCAST
#include "tensor-layout/Conversion/Passes.h.inc"

/// Adds the pattern that rewrites a memref.expand_shape with more than one
/// dynamic extent in a group into a memref.reinterpret_cast of its source.
void populateExpandShapeAsReinterpretCastPatterns(RewritePatternSet &patterns);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_LLVMCOMMON_EXPANDSHAPEASREINTERPRETCAST_H
