//===- BuiltinTargets.cpp - Registering the built-in targets --------------===//

#include "tensor-layout/Dialect/Layout/Targets/BuiltinTargets.h"
#include "BuiltinTargetModels.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::layout;

void mlir::layout::registerBuiltinTargetExternalModels(
    DialectRegistry &registry) {
  registerGenericCPUTarget(registry);
  registerX86AVX512Target(registry);
  registerNVIDIASM90Target(registry);
  registerCudaLibrariesTarget(registry);
  registerOneDNNTarget(registry);
}
