//===- LayoutAssignCosts.cpp - Pricing layouts, choosing sets -------------===//
//
// Step 3 of layout-assign (LayoutAssign.cpp): each candidate layout of a
// value is priced in the bytes its transforms move, as unary costs (the
// value's producer and the users that depend on it alone) and pairwise
// ones (an AllAlike op's operand and result, a destination and its
// result), for the labelling solver (AssignmentSolver.h); where the target
// offers ops several requirement sets, SetChoiceSearch.h chooses one per
// op over whole solves.
//
//===----------------------------------------------------------------------===//

#include "LayoutAssignment.h"

#include "tensor-layout/Dialect/Layout/Analysis/KernelEpilogues.h"
#include "tensor-layout/Dialect/Layout/Analysis/SetChoiceSearch.h"
#include "tensor-layout/Dialect/Layout/Transforms/ArgumentAlignment.h"

#include "llvm/ADT/MapVector.h"

#include <numeric>
#include <tuple>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::detail;

Cost FunctionAssignment::getUnfusedCost(Value value) const {
  return getBrokenEpilogueBytes(value, [&](Operation *op) {
    auto it = requirements.find(op);
    return it != requirements.end() &&
           it->second.runsEpilogue(chosenSets.lookup(op));
  });
}

Cost FunctionAssignment::getUnaryCost(unsigned index, unsigned label) const {
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
      cost = LabelingProblem::add(getSolverCost(var.declared, produced, layout),
                                  getUnfusedCost(var.value));
  }
  // Transforms of free values fold at compile time.
  if (auto result = dyn_cast<OpResult>(var.value);
      result && getClass(result.getOwner()) == OpClass::Free)
    return cost;

  for (RankedTensorType type : getCachedDemands(index, label))
    if (!isPromisedAlignment(var, layout, type))
      cost = LabelingProblem::add(
          cost, getSolverCost(var.declared, layout, EncodingAttr::get(type)));
  return cost;
}

bool FunctionAssignment::isPromisedAlignment(const Variable &var,
                                             EncodingAttr layout,
                                             RankedTensorType type) const {
  if (!promisesAlignment || var.choosable || !isa<BlockArgument>(var.value))
    return false;
  return getRaisedBaseAlign(
             EncodingAttr::getOrPacked(facts.withLayout(var.declared, layout)),
             EncodingAttr::getOrPacked(type))
      .has_value();
}

SmallVector<RankedTensorType>
FunctionAssignment::getDemands(const Variable &var, EncodingAttr layout) const {
  SmallVector<RankedTensorType> needed;
  RankedTensorType current = facts.withLayout(var.declared, layout);
  for (OpOperand *use : var.uses) {
    OpClass userClass = getClass(use->getOwner());
    if (userClass == OpClass::AllAlike ||
        (userClass == OpClass::Constrained && getTiedResult(*use)))
      continue; // Priced on the pair.
    RankedTensorType type =
        getNeededType(*use, var, layout, [](Value) { return EncodingAttr(); });
    if (type == current ||
        facts.canViewAs(layout, EncodingAttr::get(type), var.declared))
      continue;
    if (!llvm::is_contained(needed, type))
      needed.push_back(type);
  }
  return needed;
}

ArrayRef<RankedTensorType>
FunctionAssignment::getCachedDemands(unsigned var, unsigned label) const {
  auto &slots = demands[var];
  slots.resize(variables[var].candidates.size());
  if (!slots[label])
    slots[label] = getDemands(variables[var], variables[var].candidates[label]);
  return *slots[label];
}

LabelingProblem FunctionAssignment::buildProblem() const {
  LabelingProblem problem;
  demands.assign(variables.size(), {});
  // A layout is one label class wherever it is a candidate.
  DenseMap<Attribute, unsigned> classOf;
  for (unsigned index = 0; index < variables.size(); ++index) {
    SmallVector<Cost> costs;
    SmallVector<unsigned> classes;
    for (auto [label, layout] : llvm::enumerate(variables[index].candidates)) {
      costs.push_back(getUnaryCost(index, label));
      classes.push_back(
          classOf.try_emplace(layout, classOf.size()).first->second);
    }
    problem.addVariable(costs);
    problem.setLabelClasses(index, classes);
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
      ArrayRef<RankedTensorType> demanded = getCachedDemands(from, sourceLabel);
      for (EncodingAttr resultLayout : result.candidates) {
        RankedTensorType needed = getNeededType(
            operand, source, sourceLayout, [&](Value) { return resultLayout; });
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

std::pair<SmallVector<unsigned>, Cost>
FunctionAssignment::solveForChosenSets() const {
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

SmallVector<unsigned> FunctionAssignment::chooseSets() {
  if (opsWithAlternatives.empty())
    return solveForChosenSets().first;
  SmallVector<unsigned> numSets;
  for (Operation *op : opsWithAlternatives)
    numSets.push_back(requirements.find(op)->second.getNumSets());
  SetChoiceSearch search(numSets, kMaxSetChoices);
  addGroupMoves(search);
  auto choose = [&](ArrayRef<unsigned> sets) {
    for (auto [op, set] : llvm::zip_equal(opsWithAlternatives, sets))
      chosenSets[op] = set;
  };
  SmallVector<unsigned> sets = search
                                   .search([&](ArrayRef<unsigned> sets) {
                                     choose(sets);
                                     return solveForChosenSets().second;
                                   })
                                   .first;
  choose(sets);
  return solveForChosenSets().first;
}

void FunctionAssignment::addGroupMoves(SetChoiceSearch &search) const {
  // Per group, the ops touching it and where.
  struct Position {
    unsigned op;     // Index into opsWithAlternatives.
    unsigned number; // Operand or result number.
    bool isResult;
    unsigned var;
  };
  llvm::MapVector<unsigned, SmallVector<Position>> touching;
  for (auto [index, op] : llvm::enumerate(opsWithAlternatives)) {
    for (OpOperand &operand : op->getOpOperands())
      if (std::optional<unsigned> var = lookup(operand.get()))
        touching[groupOf[*var]].push_back({static_cast<unsigned>(index),
                                           operand.getOperandNumber(), false,
                                           *var});
    for (OpResult result : op->getResults())
      if (std::optional<unsigned> var = lookup(result))
        touching[groupOf[*var]].push_back({static_cast<unsigned>(index),
                                           result.getResultNumber(), true,
                                           *var});
  }
  for (auto &[group, positions] : touching) {
    for (EncodingAttr layout : groupLayouts.lookup(group)) {
      SetChoiceSearch::JointMove move;
      for (const Position &position : positions) {
        const OpLayoutRequirements &answer =
            requirements.find(opsWithAlternatives[position.op])->second;
        RankedTensorType type = variables[position.var].declared;
        auto meets = [&](unsigned set) {
          RequirementAttr requirement = getSpecific(
              (position.isResult ? answer.getResults(set)
                                 : answer.getOperands(set))[position.number]);
          return !requirement ||
                 (facts.fits(layout, type) &&
                  facts.isSatisfiedBy(requirement,
                                      facts.withLayout(type, layout)));
        };
        // An op touching the group twice must meet it at both.
        auto *entry = llvm::find_if(
            move.ops, [&](const auto &op) { return op.first == position.op; });
        if (entry == move.ops.end()) {
          SmallVector<unsigned, 2> all(answer.getNumSets());
          std::iota(all.begin(), all.end(), 0);
          llvm::stable_sort(all, [&](unsigned a, unsigned b) {
            return answer.getCost(a) < answer.getCost(b);
          });
          move.ops.push_back({position.op, all});
          entry = std::prev(move.ops.end());
        }
        llvm::erase_if(entry->second,
                       [&](unsigned set) { return !meets(set); });
      }
      // Ops no set of which meets the layout keep theirs; one op alone
      // is a single move.
      llvm::erase_if(move.ops,
                     [](const auto &op) { return op.second.empty(); });
      if (move.ops.size() > 1)
        search.addJointMove(std::move(move));
    }
  }
}
