//===- LayoutAssign.cpp - Choose layouts from what the target needs -------===//
//
// For each function:
// 1. classify every op of the body: a constant, tensor.empty or fill of
//    one (free in any layout), an op that runs in any layout shared by its
//    tensors (AllAlike), an op with per-operand/result requirements
//    (Constrained), or an op kept as written;
// 2. give every tensor value candidate layouts: its declared one first,
//    then the minimal layouts of the requirements met in its connected
//    group (values joined by AllAlike ops and by destination operands);
// 3. price each candidate in bytes moved by the transforms it implies
//    (unary: the value's own producer and constrained users; pairwise: an
//    AllAlike op's operand and result, a destination and its result; plus
//    the loop a transform leaves a kernel's epilogue to) and
//    solve the labelling (AssignmentSolver.h); where the target offers
//    alternative requirement sets for some ops, choose one set per op by
//    coordinate descent over whole solves, each priced with the sets'
//    costs;
// 4. retype the values and insert the transforms (one per value and
//    layout; folded into constants, recreated for empties and fills).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Analysis/AssignmentSolver.h"
#include "tensor-layout/Dialect/Layout/Analysis/KernelEpilogues.h"
#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
#include "tensor-layout/Dialect/Layout/Analysis/LayoutFacts.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetQuery.h"
#include "tensor-layout/Dialect/Layout/Transforms/ArgumentAlignment.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/EquivalenceClasses.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTASSIGN
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;
using Cost = LabelingProblem::Cost;
using Kind = OpLayoutRequirements::Kind;

namespace {

//===----------------------------------------------------------------------===//
// Classifying ops
//===----------------------------------------------------------------------===//

enum class OpClass { AsWritten, Free, AllAlike, Constrained };

//===----------------------------------------------------------------------===//
// One function
//===----------------------------------------------------------------------===//

class FunctionAssignment {
public:
  FunctionAssignment(func::FuncOp func, TargetAttrInterface target,
                     bool chooseSignature)
      : func(func), target(target), chooseSignature(chooseSignature) {}

  LogicalResult run() {
    if (failed(classify()))
      return failure();
    collectVariables();
    chooseCandidates();
    SmallVector<unsigned> labels = chooseSets();
    for (auto [index, var] : llvm::enumerate(variables))
      var.layout = var.candidates[labels[index]];
    materialize();
    return success();
  }

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

  LogicalResult classify() {
    Block &body = func.getBody().front();
    opClasses.reserve(body.getOperations().size());
    for (Operation &op : body) {
      // Asked per use and per candidate later; the interface is slow to
      // ask (operand segments).
      if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
        for (OpOperand &init : dps.getDpsInitsMutable())
          if (isa<RankedTensorType>(init.get().getType()))
            tiedResults[&init] = dps.getTiedOpResult(&init);
      if (op.getNumResults() == 1 && isFreeInAnyLayout(op.getResult(0))) {
        opClasses[&op] = OpClass::Free;
        continue;
      }
      if (isa<func::ReturnOp>(op))
        continue;
      FailureOr<OpLayoutRequirements> answer = queryRequirements(target, &op);
      if (failed(answer))
        return failure();
      // A pad the target says nothing of runs where propagation would move
      // it (canPadRunIn), so that a choice that moves a convolution's image
      // into NHWC before its pad is not charged a round trip through the
      // pad's NCHW that propagation would remove.
      auto pad = dyn_cast<tensor::PadOp>(op);
      if (answer->kind == Kind::AllAlike ||
          (answer->kind == Kind::Default && pad && isMovablePad(pad))) {
        opClasses[&op] = OpClass::AllAlike;
      } else if (answer->kind == Kind::Constrained) {
        opClasses[&op] = OpClass::Constrained;
        if (!answer->alternatives.empty())
          opsWithAlternatives.push_back(&op);
        requirements[&op] = std::move(*answer);
      }
    }
    return success();
  }

  OpClass getClass(Operation *op) const {
    return opClasses.lookup(op); // AsWritten when absent.
  }

  /// The requirement of a Constrained op on `operand` in the set chosen
  /// for the op, null for any.
  RequirementAttr getOperandRequirement(OpOperand &operand) const {
    auto it = requirements.find(operand.getOwner());
    if (it == requirements.end())
      return {};
    unsigned set = chosenSets.lookup(operand.getOwner());
    return getSpecific(it->second.getOperands(set)[operand.getOperandNumber()]);
  }
  RequirementAttr getResultRequirement(OpResult result) const {
    auto it = requirements.find(result.getOwner());
    if (it == requirements.end())
      return {};
    unsigned set = chosenSets.lookup(result.getOwner());
    return getSpecific(it->second.getResults(set)[result.getResultNumber()]);
  }
  static RequirementAttr getSpecific(RequirementAttr requirement) {
    return requirement && !requirement.isAny() ? requirement
                                               : RequirementAttr();
  }

  /// The result a destination operand is tied to, or null.
  OpResult getTiedResult(OpOperand &operand) const {
    return tiedResults.lookup(&operand);
  }

  //--- Step 2: variables and candidates -------------------------------------//

  void addVariable(Value value, bool choosable) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type)
      return;
    Variable var;
    var.value = value;
    var.declared = type;
    var.choosable = choosable && type.hasStaticShape() &&
                    getElementByteSize(type.getElementType());
    var.candidates.push_back(EncodingAttr::get(type));
    for (OpOperand &use : value.getUses())
      var.uses.push_back(&use);
    variableIndex[value] = variables.size();
    variables.push_back(std::move(var));
  }

  void collectVariables() {
    Block &body = func.getBody().front();
    size_t count = body.getNumArguments();
    for (Operation &op : body)
      count += op.getNumResults();
    variables.reserve(count);
    variableIndex.reserve(count);
    for (BlockArgument arg : body.getArguments())
      addVariable(arg, chooseSignature);
    for (Operation &op : body)
      for (OpResult result : op.getResults())
        addVariable(result, getClass(&op) != OpClass::AsWritten);
  }

  std::optional<unsigned> lookup(Value value) const {
    auto it = variableIndex.find(value);
    if (it == variableIndex.end())
      return std::nullopt;
    return it->second;
  }

  /// The layout a Constrained op produces its result in when the result is
  /// to end up in `layout`: that layout if it satisfies the requirement,
  /// else the requirement's minimal layout.
  EncodingAttr getProducedLayout(OpResult result, EncodingAttr layout) const {
    RequirementAttr requirement = getResultRequirement(result);
    auto type = cast<RankedTensorType>(result.getType());
    if (!requirement ||
        facts.isSatisfiedBy(requirement, facts.withLayout(type, layout)))
      return layout;
    return facts.getMinimalLayout(requirement, type);
  }

  /// The layout an AllAlike op runs in (its operands' layout and its
  /// result's) when its result is to end up in `layout`: that layout, or
  /// that layout without its pad value if the op does not leave it.
  EncodingAttr getRunLayout(Operation *op, EncodingAttr layout) const {
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    if (auto pad = dyn_cast<tensor::PadOp>(op))
      return layout && canPadRunIn(pad, layout)
                 ? layout
                 : EncodingAttr::getOrPacked(type);
    EncodingAttr produced = getResultLayout(
        op, layout ? layout : EncodingAttr::get(op->getContext()));
    if (facts.isEquivalent(produced, layout, type))
      return layout;
    return produced.withoutPadValue();
  }

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

  void chooseCandidates() {
    // Groups of variables whose layouts interact share their candidates.
    llvm::EquivalenceClasses<unsigned> groups;
    for (unsigned i = 0; i < variables.size(); ++i)
      groups.insert(i);
    forEachPair(
        [&](unsigned a, unsigned b, OpOperand &) { groups.unionSets(a, b); });

    DenseMap<unsigned, SmallVector<EncodingAttr>> seeds;
    auto seed = [&](unsigned var, EncodingAttr layout) {
      auto &list = seeds[groups.getLeaderValue(var)];
      if (!llvm::is_contained(list, layout))
        list.push_back(layout);
      // A pad value is what an op may fail to keep: offer the layout
      // without it too.
      if (layout && layout.getPadKind() != PadKind::Undefined &&
          !llvm::is_contained(list, layout.withoutPadValue()))
        list.push_back(layout.withoutPadValue());
    };
    // Every set an op may run with seeds: the sets are chosen later.
    auto seedFrom = [&](unsigned index, Operation *op, bool isResult,
                        unsigned number) {
      const OpLayoutRequirements &answer = requirements.find(op)->second;
      for (unsigned set = 0; set < answer.getNumSets(); ++set)
        if (RequirementAttr requirement =
                getSpecific((isResult ? answer.getResults(set)
                                      : answer.getOperands(set))[number]))
          seed(index,
               facts.getMinimalLayout(requirement, variables[index].declared));
    };
    for (auto [index, var] : llvm::enumerate(variables)) {
      seed(index, var.candidates.front());
      if (auto result = dyn_cast<OpResult>(var.value))
        if (getClass(result.getOwner()) == OpClass::Constrained)
          seedFrom(index, result.getOwner(), /*isResult=*/true,
                   result.getResultNumber());
      for (OpOperand *use : var.uses)
        if (getClass(use->getOwner()) == OpClass::Constrained &&
            !getTiedResult(*use))
          seedFrom(index, use->getOwner(), /*isResult=*/false,
                   use->getOperandNumber());
    }

    for (Variable &var : variables) {
      if (!var.choosable)
        continue;
      unsigned index = *lookup(var.value);
      for (EncodingAttr layout : seeds[groups.getLeaderValue(index)]) {
        if (!facts.fits(layout, var.declared))
          continue;
        bool known = llvm::any_of(var.candidates, [&](EncodingAttr other) {
          return facts.isEquivalent(layout, other, var.declared);
        });
        if (!known)
          var.candidates.push_back(layout);
      }
    }
  }

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
  Cost getUnfusedCost(Value value) const {
    return getBrokenEpilogueBytes(value, [&](Operation *op) {
      auto it = requirements.find(op);
      return it != requirements.end() &&
             it->second.runsEpilogue(chosenSets.lookup(op));
    });
  }

  /// Unary cost: the transforms variable `index` at its candidate `label`
  /// needs for its own producer and for the users whose needs depend on it
  /// alone.
  Cost getUnaryCost(unsigned index, unsigned label) const {
    const Variable &var = variables[index];
    EncodingAttr layout = var.candidates[label];
    if (!facts.fits(layout, var.declared))
      return LabelingProblem::kInfinite;
    Cost cost = 0;
    if (auto result = dyn_cast<OpResult>(var.value)) {
      Operation *op = result.getOwner();
      EncodingAttr produced = layout;
      if (getClass(op) == OpClass::Constrained)
        produced = getProducedLayout(result, layout);
      else if (getClass(op) == OpClass::AllAlike)
        produced = getRunLayout(op, layout);
      if (!facts.isEquivalent(produced, layout, var.declared))
        cost =
            LabelingProblem::add(getSolverCost(var.declared, produced, layout),
                                 getUnfusedCost(var.value));
    }
    // Transforms of free values fold at compile time.
    if (auto result = dyn_cast<OpResult>(var.value);
        result && getClass(result.getOwner()) == OpClass::Free)
      return cost;

    for (RankedTensorType type : getCachedDemands(index, label))
      cost = LabelingProblem::add(
          cost, getSolverCost(var.declared, layout, EncodingAttr::get(type)));
    return cost;
  }

  /// The distinct types that the users priced on the variable alone (not on
  /// a pair) need of it, other than the type it has at `layout`.
  SmallVector<RankedTensorType> getDemands(const Variable &var,
                                           EncodingAttr layout) const {
    SmallVector<RankedTensorType> needed;
    RankedTensorType current = facts.withLayout(var.declared, layout);
    for (OpOperand *use : var.uses) {
      OpClass userClass = getClass(use->getOwner());
      if (userClass == OpClass::AllAlike ||
          (userClass == OpClass::Constrained && getTiedResult(*use)))
        continue; // Priced on the pair.
      RankedTensorType type = getNeededType(
          *use, var, layout, [](Value) { return EncodingAttr(); });
      if (type == current ||
          facts.canViewAs(layout, EncodingAttr::get(type), var.declared))
        continue;
      if (!llvm::is_contained(needed, type))
        needed.push_back(type);
    }
    return needed;
  }

  /// getDemands of variable `var` at its candidate `label`, computed once:
  /// the unary cost and every pair with it as the source ask, and a value
  /// with many element-wise users (a shared constant) must not cost
  /// quadratic time.
  ArrayRef<RankedTensorType> getCachedDemands(unsigned var,
                                              unsigned label) const {
    auto &slots = demands[var];
    slots.resize(variables[var].candidates.size());
    if (!slots[label])
      slots[label] =
          getDemands(variables[var], variables[var].candidates[label]);
    return *slots[label];
  }

  LabelingProblem buildProblem() const {
    LabelingProblem problem;
    demands.assign(variables.size(), {});
    for (unsigned index = 0; index < variables.size(); ++index) {
      SmallVector<Cost> costs;
      for (unsigned label = 0; label < variables[index].candidates.size();
           ++label)
        costs.push_back(getUnaryCost(index, label));
      problem.addVariable(costs);
    }
    forEachPair([&](unsigned from, unsigned to, OpOperand &operand) {
      const Variable &source = variables[from];
      const Variable &result = variables[to];
      bool sourceIsFree = false;
      if (auto def = dyn_cast<OpResult>(source.value))
        sourceIsFree = getClass(def.getOwner()) == OpClass::Free;
      // A free source costs nothing in any pair of layouts: leaving the
      // edge out keeps a constant shared by many ops from closing cycles
      // (on which the solver is no longer exact).
      if (sourceIsFree)
        return;
      Cost unfused = getUnfusedCost(source.value);
      SmallVector<Cost> costs;
      for (auto [sourceLabel, sourceLayout] :
           llvm::enumerate(source.candidates)) {
        // A transform the source's own users need anyway is shared.
        ArrayRef<RankedTensorType> demanded =
            getCachedDemands(from, sourceLabel);
        for (EncodingAttr resultLayout : result.candidates) {
          RankedTensorType needed =
              getNeededType(operand, source, sourceLayout,
                            [&](Value) { return resultLayout; });
          if (!facts.fits(EncodingAttr::get(needed), source.declared))
            costs.push_back(LabelingProblem::kInfinite);
          else if (llvm::is_contained(demanded, needed) ||
                   facts.canViewAs(sourceLayout, EncodingAttr::get(needed),
                                   source.declared))
            costs.push_back(0);
          else
            costs.push_back(LabelingProblem::add(
                unfused, getSolverCost(source.declared, sourceLayout,
                                       EncodingAttr::get(needed))));
        }
      }
      problem.addEdge(from, to, costs);
    });
    return problem;
  }

  /// Solves the labelling for the sets chosen now; the total adds the
  /// chosen sets' costs.
  std::pair<SmallVector<unsigned>, Cost> solveForChosenSets() const {
    LabelingProblem problem = buildProblem();
    SmallVector<unsigned> labels = problem.solve();
    Cost total = problem.evaluate(labels);
    for (Operation *op : opsWithAlternatives)
      total = LabelingProblem::add(
          total, std::min<Cost>(LabelingProblem::kInfinite,
                                requirements.find(op)->second.getCost(
                                    chosenSets.lookup(op))));
    return {std::move(labels), total};
  }

  /// The labelling, after choosing a requirement set for each op that has
  /// several: starting from every op's first set, each op in turn takes
  /// the set that gives the lowest total with the others fixed (a set
  /// changes which transforms its neighbours need, so each try is a whole
  /// solve); repeated until nothing improves. Each step strictly lowers
  /// the total, so it ends; past kMaxSetChoices tries, the sets found so
  /// far stay.
  SmallVector<unsigned> chooseSets() {
    auto [labels, best] = solveForChosenSets();
    unsigned tries = 0;
    for (bool improved = !opsWithAlternatives.empty(); improved;) {
      improved = false;
      for (Operation *op : opsWithAlternatives) {
        unsigned numSets = requirements.find(op)->second.getNumSets();
        unsigned current = chosenSets.lookup(op);
        for (unsigned set = 0; set < numSets; ++set) {
          if (set == current || ++tries > kMaxSetChoices)
            continue;
          chosenSets[op] = set;
          auto [tried, total] = solveForChosenSets();
          if (total < best) {
            best = total;
            labels = std::move(tried);
            current = set;
            improved = true;
          }
        }
        chosenSets[op] = current;
      }
    }
    return labels;
  }

  //--- Step 4: rewrite ------------------------------------------------------//

  /// `value` (of type `from`) as a value of `to`, created once per pair
  /// right after `value` is defined.
  Value castTo(Value value, RankedTensorType to) {
    auto from = cast<RankedTensorType>(value.getType());
    if (from == to)
      return value;
    auto key = std::make_pair(value, Type(to));
    if (Value cached = casts.lookup(key))
      return cached;
    OpBuilder builder(func.getContext());
    builder.setInsertionPointAfterValue(value);
    Location loc = value.getLoc();
    Value result;
    Operation *def = value.getDefiningOp();
    if (def && getClass(def) == OpClass::Free &&
        !EncodingAttr::canViewAs(EncodingAttr::get(from), EncodingAttr::get(to),
                                 to.getShape()))
      result = createInLayout(builder, value, to);
    else
      result = createLayoutCast(builder, loc, value, to);
    casts[key] = result;
    return result;
  }

  void materialize() {
    // Retype every chosen value where it is made.
    DenseMap<Value, Value> current;
    for (Variable &var : variables) {
      RankedTensorType chosen = facts.withLayout(var.declared, var.layout);
      current[var.value] = var.value;
      if (auto arg = dyn_cast<BlockArgument>(var.value)) {
        arg.setType(chosen);
        continue;
      }
      auto result = cast<OpResult>(var.value);
      Operation *op = result.getOwner();
      switch (getClass(op)) {
      case OpClass::Free:
        if (chosen == var.declared)
          break;
        if (isa<tensor::EmptyOp>(op)) {
          result.setType(chosen);
        } else {
          OpBuilder builder(op);
          builder.setInsertionPointAfter(op);
          Value made = createInLayout(builder, result, chosen);
          result.replaceAllUsesExcept(made, made.getDefiningOp());
          current[var.value] = made;
        }
        break;
      case OpClass::Constrained:
      case OpClass::AllAlike: {
        EncodingAttr made = getClass(op) == OpClass::Constrained
                                ? getProducedLayout(result, var.layout)
                                : getRunLayout(op, var.layout);
        result.setType(facts.withLayout(var.declared, made));
        if (result.getType() != chosen) {
          OpBuilder builder(op);
          builder.setInsertionPointAfter(op);
          Value transformed =
              TransformOp::create(builder, op->getLoc(), chosen, result);
          result.replaceAllUsesExcept(transformed, transformed.getDefiningOp());
          current[var.value] = transformed;
        }
        break;
      }
      case OpClass::AsWritten:
        break;
      }
    }

    // Give every use the type its user needs.
    auto layoutOf = [&](Value value) {
      std::optional<unsigned> index = lookup(value);
      return index ? variables[*index].layout
                   : EncodingAttr::get(cast<RankedTensorType>(value.getType()));
    };
    for (Variable &var : variables) {
      Value value = current[var.value];
      for (OpOperand *use : var.uses) {
        RankedTensorType needed =
            getNeededType(*use, var, var.layout, layoutOf);
        use->set(castTo(value, needed));
      }
    }

    // Erase free values whose copies in other layouts took over (users
    // first: a fill before its empty).
    for (Variable &var : llvm::reverse(variables))
      if (auto result = dyn_cast<OpResult>(var.value))
        if (getClass(result.getOwner()) == OpClass::Free && result.use_empty())
          result.getOwner()->erase();

    if (chooseSignature) {
      Block &body = func.getBody().front();
      auto returnOp = cast<func::ReturnOp>(body.getTerminator());
      func.setType(FunctionType::get(func.getContext(), body.getArgumentTypes(),
                                     returnOp.getOperandTypes()));
    }
  }

  func::FuncOp func;
  TargetAttrInterface target;
  bool chooseSignature;
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

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct LayoutAssignPass
    : public layout::impl::LayoutAssignBase<LayoutAssignPass> {
  using LayoutAssignBase::LayoutAssignBase;

  LogicalResult initialize(MLIRContext *context) override {
    return parseTargetOptions(context, getArgument(), targetName, targetFile,
                              optionTarget);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<TargetAttrInterface> target = resolveTarget(module, optionTarget);
    if (failed(target))
      return signalPassFailure();
    // The symbols the module refers to, found in one walk (asking per
    // function walks the module once each): a function none refers to gets
    // its signature chosen. Unknown uses leave every signature as written.
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(&module.getBodyRegion());
    DenseSet<StringAttr> used;
    if (uses)
      for (const SymbolTable::SymbolUse &use : *uses)
        used.insert(use.getSymbolRef().getRootReference());
    auto isKnownUnused = [&](func::FuncOp func) {
      return uses && !used.contains(func.getSymNameAttr());
    };
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      if (!func.getBody().hasOneBlock()) {
        func.emitRemark("layout-assign leaves functions with more than one "
                        "block as written");
        continue;
      }
      bool unused = isKnownUnused(func);
      bool chooseSignature = assignSignatures && unused;
      if (failed(FunctionAssignment(func, *target, chooseSignature).run()))
        return signalPassFailure();
      if (alignArguments && unused)
        alignArgumentsByContract(func);
    }
  }

private:
  // Null when the options name no target: the module carries it.
  TargetAttrInterface optionTarget;
};

} // namespace
