//===- InitAll.cpp - Register everything of tensor-layout -----------------===//

#include "tensor-layout/InitAll.h"

#include "tensor-layout/Conversion/Passes.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/BuiltinTargets.h"
#include "tensor-layout/Dialect/Layout/Transforms/BufferizableOpInterfaceImpl.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"
#include "tensor-layout/Pipelines/Pipelines.h"

void mlir::layout::registerAllTensorLayoutDialects(DialectRegistry &registry) {
  registry.insert<LayoutDialect>();
  registerBufferizableOpInterfaceExternalModels(registry);
  registerBuiltinTargetExternalModels(registry);
  registerGpuBarrierMemoryEffects(registry);
}

void mlir::layout::registerAllTensorLayoutPasses() {
  registerLayoutPasses();
  registerLayoutConversionPasses();
  registerLayoutPipelines();
}
