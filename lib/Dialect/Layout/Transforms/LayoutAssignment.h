//===- LayoutAssignment.h - Layout assignment of one function ---*- C++ -*-===//
//
// What layout-assign knows of one function: its ops' classes and the
// target's requirements, its tensor values as the solver's variables with
// their candidate layouts, and the requirement set chosen for each op that
// has several. LayoutAssign.cpp classifies, collects candidates and
// rewrites (steps 1, 2 and 4); LayoutAssignCosts.cpp prices the candidates
// and chooses the sets (step 3).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TRANSFORMS_LAYOUTASSIGNMENT_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TRANSFORMS_LAYOUTASSIGNMENT_H

#include "tensor-layout/Dialect/Layout/Analysis/AssignmentSolver.h"
#include "tensor-layout/Dialect/Layout/Analysis/LayoutFacts.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace layout {
class SetChoiceSearch;

namespace detail {

using Cost = LabelingProblem::Cost;

enum class OpClass { AsWritten, Free, AllAlike, Constrained };

class FunctionAssignment {
public:
  /// `promisesAlignment`: the function's arguments will take a larger
  /// base_align as their callers' promise (alignArgumentsByContract).
  FunctionAssignment(func::FuncOp func, TargetAttrInterface target,
                     bool chooseSignature, bool alternatives = true,
                     bool promisesAlignment = false)
      : func(func), target(target), chooseSignature(chooseSignature),
        alternatives(alternatives), promisesAlignment(promisesAlignment) {}

  LogicalResult run();

private:
  struct Variable {
    Value value;
    RankedTensorType declared;
    /// Whether the pass chooses the layout (else: declared only).
    bool choosable = false;
    SmallVector<EncodingAttr, 2> candidates;
    EncodingAttr layout;
    /// The uses as found, before anything is rewritten.
    SmallVector<OpOperand *, 2> uses;
  };

  //--- Step 1: classify -----------------------------------------------------//

  LogicalResult classify();

  OpClass getClass(Operation *op) const {
    return opClasses.lookup(op); // AsWritten when absent.
  }

  /// The requirement of a Constrained op on `operand` in the set chosen
  /// for the op, null for any.
  RequirementAttr getOperandRequirement(OpOperand &operand) const;
  RequirementAttr getResultRequirement(OpResult result) const;
  static RequirementAttr getSpecific(RequirementAttr requirement) {
    return requirement && !requirement.isAny() ? requirement
                                               : RequirementAttr();
  }

  /// The result a destination operand is tied to, or null.
  OpResult getTiedResult(OpOperand &operand) const {
    return tiedResults.lookup(&operand);
  }

  //--- Step 2: variables and candidates -------------------------------------//

  void addVariable(Value value, bool choosable);

  void collectVariables();

  std::optional<unsigned> lookup(Value value) const {
    auto it = variableIndex.find(value);
    if (it == variableIndex.end())
      return std::nullopt;
    return it->second;
  }

  /// The layout a Constrained op produces its result in when the result is
  /// to end up in `layout`: that layout if it satisfies the requirement,
  /// else the requirement's minimal layout.
  EncodingAttr getProducedLayout(OpResult result, EncodingAttr layout) const;

  /// The layout an AllAlike op runs in (its operands' layout and its
  /// result's) when its result is to end up in `layout`: that layout, or
  /// that layout without its pad value if the op does not leave it.
  EncodingAttr getRunLayout(Operation *op, EncodingAttr layout) const;

  /// Pairs (a, b) of variables whose layouts interact: operand and result
  /// of an AllAlike op, destination and result of a Constrained op.
  template <typename Fn> void forEachPair(Fn fn) const {
    for (const Variable &var : variables) {
      auto result = dyn_cast<OpResult>(var.value);
      if (!result)
        continue;
      Operation *op = result.getOwner();
      unsigned to = *lookup(result);
      // An operand used twice (x * x) is one transform, so one pair.
      llvm::SmallDenseSet<unsigned, 4> paired;
      for (OpOperand &operand : op->getOpOperands()) {
        std::optional<unsigned> from = lookup(operand.get());
        if (!from || *from == to || paired.contains(*from))
          continue;
        if (getClass(op) == OpClass::AllAlike ||
            (getClass(op) == OpClass::Constrained &&
             getTiedResult(operand) == result)) {
          paired.insert(*from);
          fn(*from, to, operand);
        }
      }
    }
  }

  void chooseCandidates();

  //--- Step 3: costs --------------------------------------------------------//

  /// The type `use` needs of its value when the value's variable is at
  /// `layout` and the variables of its user's results at their layouts
  /// (`resultLayout`).
  template <typename ResultLayoutFn>
  RankedTensorType getNeededType(OpOperand &use, const Variable &var,
                                 EncodingAttr layout,
                                 ResultLayoutFn resultLayout) const {
    Operation *user = use.getOwner();
    RankedTensorType current = facts.withLayout(var.declared, layout);
    switch (getClass(user)) {
    case OpClass::AllAlike:
      return facts.withLayout(
          var.declared, getRunLayout(user, resultLayout(user->getResult(0))));
    case OpClass::Constrained: {
      if (OpResult tied = getTiedResult(use))
        return facts.withLayout(var.declared,
                                getProducedLayout(tied, resultLayout(tied)));
      RequirementAttr requirement = getOperandRequirement(use);
      if (!requirement || facts.isSatisfiedBy(requirement, current))
        return current;
      return facts.withLayout(
          var.declared, facts.getMinimalLayout(requirement, var.declared));
    }
    case OpClass::Free:
    case OpClass::AsWritten:
      break;
    }
    if (isa<func::ReturnOp>(user) && chooseSignature)
      return current;
    return var.declared;
  }

  /// getBrokenEpilogueBytes of `value`, for the sets chosen now.
  Cost getUnfusedCost(Value value) const;

  /// Unary cost: the transforms variable `index` at its candidate `label`
  /// needs for its own producer and for the users whose needs depend on it
  /// alone.
  Cost getUnaryCost(unsigned index, unsigned label) const;

  /// The distinct types that the users priced on the variable alone (not on
  /// a pair) need of it, other than the type it has at `layout`.
  SmallVector<RankedTensorType> getDemands(const Variable &var,
                                           EncodingAttr layout) const;

  /// getDemands of variable `var` at its candidate `label`, computed once:
  /// the unary cost and every pair with it as the source ask, and a value
  /// with many element-wise users (a shared constant) must not cost
  /// quadratic time.
  ArrayRef<RankedTensorType> getCachedDemands(unsigned var,
                                              unsigned label) const;

  LabelingProblem buildProblem() const;
  /// Whether `var` in `layout` needs `type` only for a larger base_align,
  /// as an argument that its callers promise aligned: no transform.
  bool isPromisedAlignment(const Variable &var, EncodingAttr layout,
                           RankedTensorType type) const;

  /// Solves the labelling for the sets chosen now; the total adds the
  /// chosen sets' costs.
  std::pair<SmallVector<unsigned>, Cost> solveForChosenSets() const;

  /// The labelling, after choosing a requirement set for each op that has
  /// several (SetChoiceSearch.h).
  SmallVector<unsigned> chooseSets();

  /// For each group of values whose layouts interact and each of its
  /// layouts, the joint move in which every op with alternatives that
  /// reads or writes the group takes a set (the cheapest) that the group
  /// meets in that layout.
  void addGroupMoves(SetChoiceSearch &search) const;

  //--- Step 4: rewrite ------------------------------------------------------//

  /// `value` (of type `from`) as a value of `to`, created once per pair
  /// right after `value` is defined.
  Value castTo(Value value, RankedTensorType to);

  void materialize();

  func::FuncOp func;
  TargetAttrInterface target;
  bool chooseSignature;
  /// Whether ops may run on the target's alternative requirement sets.
  bool alternatives;
  bool promisesAlignment;
  /// Ops not in the map are kept as written.
  DenseMap<Operation *, OpClass> opClasses;
  /// The target's answers for Constrained ops.
  DenseMap<Operation *, OpLayoutRequirements> requirements;
  /// Constrained ops with alternative requirement sets, in program order,
  /// and the set chosen for each (absent: the first).
  SmallVector<Operation *> opsWithAlternatives;
  DenseMap<Operation *, unsigned> chosenSets;
  /// Solves tried when choosing sets: each is a whole solve, so a function
  /// with thousands of choices keeps the sets found by then.
  static constexpr unsigned kMaxSetChoices = 256;
  /// Each variable's group (values whose layouts interact: the leader's
  /// index) and each group's candidate layouts.
  SmallVector<unsigned> groupOf;
  DenseMap<unsigned, SmallVector<EncodingAttr>> groupLayouts;
  SmallVector<Variable> variables;
  DenseMap<Value, unsigned> variableIndex;
  DenseMap<std::pair<Value, Type>, Value> casts;
  DenseMap<OpOperand *, OpResult> tiedResults;
  /// The solver's price of a transform between `from` and `to` layouts of
  /// `type`: the bytes it moves.
  Cost getSolverCost(RankedTensorType type, EncodingAttr from,
                     EncodingAttr to) const {
    return facts.getTransformBytes(type, from, to);
  }

  /// Mutable: pricing (const) fills its caches.
  mutable LayoutFacts facts;
  mutable std::vector<std::vector<std::optional<SmallVector<RankedTensorType>>>>
      demands;
};

} // namespace detail
} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TRANSFORMS_LAYOUTASSIGNMENT_H
