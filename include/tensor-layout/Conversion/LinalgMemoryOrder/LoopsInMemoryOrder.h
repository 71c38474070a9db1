//===- LoopsInMemoryOrder.h - Loops along memory ---------------*- C++ -*-===//
//
// Linalg ops on buffers in permuted layouts, with their loops interchanged
// so that the innermost one walks memory contiguously (see the pass
// `layout-loops-in-memory-order`).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_LINALGMEMORYORDER_LOOPSINMEMORYORDER_H
#define TENSOR_LAYOUT_CONVERSION_LINALGMEMORYORDER_LOOPSINMEMORYORDER_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace layout {

#define GEN_PASS_DECL_LAYOUTLOOPSINMEMORYORDER
#include "tensor-layout/Conversion/Passes.h.inc"

/// Adds the pattern that interchanges the loops of linalg ops on strided
/// buffers into their memory order: element-wise ops and fills in the
/// output's, ops with reductions with a contiguous parallel loop innermost
/// (named ops become generics where their loops move); `reductions=false`
/// leaves ops with reductions as they are (a GPU mapping's loops).
void populateLoopsInMemoryOrderPatterns(RewritePatternSet &patterns,
                                        bool reductions = true);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_LINALGMEMORYORDER_LOOPSINMEMORYORDER_H
