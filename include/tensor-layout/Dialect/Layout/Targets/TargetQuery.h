//===- TargetQuery.h - Finding a target and asking it -----------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TARGETQUERY_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TARGETQUERY_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace layout {

/// Name of the module attribute that carries a target.
inline constexpr StringLiteral kTargetAttrName = "layout.target";

/// The target named by `name` (generic-cpu, x86-avx512, nvidia-sm90, or an
/// attribute in MLIR syntax), else the one in `file` (a module carrying
/// `layout.target`), else the `layout.target` attribute of `module`.
/// Emits a located error and fails when none is found or it is not a
/// target.
FailureOr<TargetAttrInterface> resolveTarget(ModuleOp module, StringRef name,
                                             StringRef file);

/// What `op` needs under `target`, with the defaults applied (element-wise
/// ops with one result become AllAlike) and every requirement checked
/// against the operand or result it is for. Emits an error at `op` and
/// fails when the target's answer does not fit the op.
FailureOr<OpLayoutRequirements> queryRequirements(TargetAttrInterface target,
                                                  Operation *op);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TARGETQUERY_H
