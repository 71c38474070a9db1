//===- BarrierMemoryEffects.h - gpu.barrier orders memory -------*- C++ -*-===//
//
// Upstream's gpu.barrier declares no memory effects, so passes that need
// every op's effects (buffer deallocation) refuse code that has one.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_GPUCOMMON_BARRIERMEMORYEFFECTS_H
#define TENSOR_LAYOUT_CONVERSION_GPUCOMMON_BARRIERMEMORYEFFECTS_H

namespace mlir {
class DialectRegistry;

namespace layout {

/// Declares that gpu.barrier reads and writes memory (it orders the
/// accesses of the threads of a block), so that buffer deallocation
/// accepts the transform kernels, which synchronize between their two
/// phases.
void registerGpuBarrierMemoryEffects(DialectRegistry &registry);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_GPUCOMMON_BARRIERMEMORYEFFECTS_H
