//===- LayoutTargetInterface.h - What a backend asks of layouts -*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETINTERFACE_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETINTERFACE_H

#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"

#include "mlir/IR/Operation.h"

#include <optional>
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

  /// Another set of requirements the op also runs with (Constrained only):
  /// a kernel for other layouts, slower by `cost`, in the unit layout
  /// assignment prices transforms in (bytes a transform would move in the
  /// same time). Assignment takes it where it saves more than that in
  /// transforms (a convolution on the caller's NCHW instead of a
  /// transform into NHWC).
  struct Alternative {
    SmallVector<RequirementAttr> operands;
    SmallVector<RequirementAttr> results;
    int64_t cost = 0;
    /// As `runsElementwiseEpilogue`, for this set's kernel.
    bool runsElementwiseEpilogue = false;
  };

  /// The number of requirement sets: the first (`operands`, `results`),
  /// then the alternatives.
  unsigned getNumSets() const { return 1 + alternatives.size(); }
  ArrayRef<RequirementAttr> getOperands(unsigned set) const {
    return set == 0 ? ArrayRef(operands)
                    : ArrayRef(alternatives[set - 1].operands);
  }
  ArrayRef<RequirementAttr> getResults(unsigned set) const {
    return set == 0 ? ArrayRef(results)
                    : ArrayRef(alternatives[set - 1].results);
  }
  int64_t getCost(unsigned set) const {
    return set == 0 ? 0 : alternatives[set - 1].cost;
  }
  bool runsEpilogue(unsigned set) const {
    return set == 0 ? runsElementwiseEpilogue
                    : alternatives[set - 1].runsElementwiseEpilogue;
  }
  /// Whether the operand and result types of `op` meet every requirement of
  /// set `set`.
  bool isSatisfiedBy(Operation *op, unsigned set) const;
  /// Whether an op with these operand and result types would.
  bool isSatisfiedBy(TypeRange operandTypes, TypeRange resultTypes,
                     unsigned set) const;
  /// The first set that `op` as typed meets, if any.
  std::optional<unsigned> findSatisfiedSet(Operation *op) const;

  Kind kind = Kind::Default;
  SmallVector<RequirementAttr> operands;
  SmallVector<RequirementAttr> results;
  SmallVector<Alternative> alternatives;
  /// Whether the op's kernel (for the first set) also runs the element-wise
  /// ops that map its result (a bias, an activation, a residual added)
  /// where they keep the result's layout, as oneDNN's post-ops do
  /// (Constrained only). Layout assignment then prices a transform between
  /// the kernel and those ops by the loop they run instead as well
  /// (KernelEpilogues.h).
  bool runsElementwiseEpilogue = false;
};

/// Makes #layout.target answer TargetAttrInterface (called by the dialect).
void attachTargetDescriptionInterface(MLIRContext *context);

} // namespace layout
} // namespace mlir

#include "tensor-layout/Dialect/Layout/IR/LayoutTargetInterface.h.inc"

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETINTERFACE_H
