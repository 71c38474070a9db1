//===- TargetQuery.h - Finding a target and asking it -----------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TARGETQUERY_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TARGETQUERY_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace layout {

/// Name of the module attribute that carries a target.
inline constexpr StringLiteral kTargetAttrName = "layout.target";

/// Sets `target` to the target that a pass's `target` and `target-file`
/// options name: `name` (generic-cpu, x86-avx512, nvidia-sm90, onednn, or
/// an attribute in MLIR syntax), else the `layout.target` attribute of the
/// module in `file`, else null (the module being compiled is to carry one).
/// Passes call it from `initialize()`, so that a bad option fails with a
/// one-line error (prefixed by `passName`) before any IR is touched or
/// printed.
LogicalResult parseTargetOptions(MLIRContext *context, StringRef passName,
                                 StringRef name, StringRef file,
                                 TargetAttrInterface &target);

/// `fromOptions` when not null, else the `layout.target` attribute of
/// `module`. Emits an error at the module's location (without printing the
/// module) and fails when there is none or it is not a target.
FailureOr<TargetAttrInterface> resolveTarget(ModuleOp module,
                                             TargetAttrInterface fromOptions);

/// What `op` needs under `target`, with the defaults applied (element-wise
/// ops with one result become AllAlike) and every requirement checked
/// against the operand or result it is for. Emits an error at `op` and
/// fails when the target's answer does not fit the op.
FailureOr<OpLayoutRequirements> queryRequirements(TargetAttrInterface target,
                                                  Operation *op);

/// Whether a rewrite may retype `op` to `operandTypes` and `resultTypes`
/// under `target`: always without a target, or where the target has no
/// per-operand requirements for it; otherwise where the new types meet one
/// of its requirement sets, or the op as typed meets none (the rewrite
/// takes nothing away). Quiet: a target that cannot answer for `op`
/// allows nothing, and layout-verify reports it.
bool allowsRetyping(TargetAttrInterface target, Operation *op,
                    TypeRange operandTypes, TypeRange resultTypes);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TARGETQUERY_H
