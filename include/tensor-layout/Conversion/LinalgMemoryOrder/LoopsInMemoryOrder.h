//===- LoopsInMemoryOrder.h - Element-wise loops along memory ---*- C++ -*-===//
//
// Element-wise linalg ops on buffers in permuted layouts, with their loops
// interchanged so that the innermost one walks memory contiguously (see
// the pass `layout-loops-in-memory-order`).
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

/// Adds the pattern that interchanges the loops of element-wise linalg ops
/// and fills on strided buffers into the output's memory order (named ops
/// become generics where their loops move).
void populateLoopsInMemoryOrderPatterns(RewritePatternSet &patterns);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_LINALGMEMORYORDER_LOOPSINMEMORYORDER_H
