//===- BarrierMemoryEffects.cpp - gpu.barrier orders memory ---------------===//

#include "tensor-layout/Conversion/GPUCommon/BarrierMemoryEffects.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;

namespace {
struct BarrierMemoryEffects
    : public MemoryEffectOpInterface::ExternalModel<BarrierMemoryEffects,
                                                    gpu::BarrierOp> {
  void
  getEffects(Operation *op,
             SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
                 &effects) const {
    effects.emplace_back(MemoryEffects::Read::get());
    effects.emplace_back(MemoryEffects::Write::get());
  }
};
} // namespace

void mlir::layout::registerGpuBarrierMemoryEffects(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, gpu::GPUDialect *) {
    gpu::BarrierOp::attachInterface<BarrierMemoryEffects>(*context);
  });
}
