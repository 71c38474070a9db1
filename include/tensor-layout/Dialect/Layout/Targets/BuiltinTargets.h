//===- BuiltinTargets.h - The targets tensor-layout ships -------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TARGETS_BUILTINTARGETS_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TARGETS_BUILTINTARGETS_H

namespace mlir {
class DialectRegistry;

namespace layout {

/// Attaches TargetAttrInterface to #layout.generic_cpu, #layout.x86_avx512
/// and #layout.nvidia_sm90 (see docs/Targets.md for what each asks and why).
void registerBuiltinTargetExternalModels(DialectRegistry &registry);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TARGETS_BUILTINTARGETS_H
