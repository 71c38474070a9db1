//===- LayoutCopyToGPU.h - layout.copy to GPU kernels -----------*- C++ -*-===//
//
// On a GPU a layout transform is one kernel launch over the destination's
// whole physical buffer, padding included (see the pass
// `convert-layout-copy-to-gpu`).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_LAYOUTCOPYTOGPU_LAYOUTCOPYTOGPU_H
#define TENSOR_LAYOUT_CONVERSION_LAYOUTCOPYTOGPU_LAYOUTCOPYTOGPU_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace layout {

#define GEN_PASS_DECL_CONVERTLAYOUTCOPYTOGPU
#include "tensor-layout/Conversion/Passes.h.inc"

/// Adds the pattern that generates each `layout.copy` as a GPU kernel, its
/// threads taking `workPerThread` (1, 2, 4 or 8) times the default work
/// where the launch keeps `workMinBlocks` blocks (the pass options
/// `work-per-thread` and `work-min-blocks`).
void populateLayoutCopyToGPUConversionPatterns(RewritePatternSet &patterns,
                                               unsigned workPerThread = 1,
                                               unsigned workMinBlocks = 4096);

/// Whether `workPerThread` is a factor the kernels take (1, 2, 4 or 8).
bool isValidGpuCopyWorkPerThread(unsigned workPerThread);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_LAYOUTCOPYTOGPU_LAYOUTCOPYTOGPU_H
