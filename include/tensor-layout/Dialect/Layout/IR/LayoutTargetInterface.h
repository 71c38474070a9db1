//===- LayoutTargetInterface.h - What a backend asks of layouts -*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETINTERFACE_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETINTERFACE_H

#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"

#include "mlir/IR/Operation.h"

#include <string>

namespace mlir {
namespace layout {

/// A target's answer for one operation.
struct OpLayoutRequirements {
  enum class Kind {
    /// The target has nothing to say: element-wise ops are treated as
    /// AllAlike, other ops keep the layouts they are written with.
    Default,
    /// Any layout, as long as all tensor operands and results share it.
    AllAlike,
    /// One requirement per operand and per result (null or
    /// `#layout.requirement<>` for "any"; ignored for non-tensors).
    Constrained,
  };

  static OpLayoutRequirements getDefault() { return {}; }
  static OpLayoutRequirements getAllAlike() {
    OpLayoutRequirements result;
    result.kind = Kind::AllAlike;
    return result;
  }
  static OpLayoutRequirements
  getConstrained(ArrayRef<RequirementAttr> operands,
                 ArrayRef<RequirementAttr> results) {
    OpLayoutRequirements result;
    result.kind = Kind::Constrained;
    result.operands.assign(operands.begin(), operands.end());
    result.results.assign(results.begin(), results.end());
    return result;
  }

  Kind kind = Kind::Default;
  SmallVector<RequirementAttr> operands;
  SmallVector<RequirementAttr> results;
};

/// Makes #layout.target answer TargetAttrInterface (called by the dialect).
void attachTargetDescriptionInterface(MLIRContext *context);

} // namespace layout
} // namespace mlir

#include "tensor-layout/Dialect/Layout/IR/LayoutTargetInterface.h.inc"

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETINTERFACE_H
