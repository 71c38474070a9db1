//===- BuiltinTargetModels.h - One registration per target ---*- C++ -*-===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_BUILTINTARGETMODELS_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_BUILTINTARGETMODELS_H

namespace mlir {
class DialectRegistry;
namespace layout {
/// Each attaches its target's model and registers the target's name
/// (TargetRegistry.h).
void registerGenericCPUTarget(DialectRegistry &registry);
void registerX86AVX512Target(DialectRegistry &registry);
void registerNVIDIASM90Target(DialectRegistry &registry);
void registerCudaLibrariesTarget(DialectRegistry &registry);
void registerOneDNNTarget(DialectRegistry &registry);
} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_BUILTINTARGETMODELS_H
