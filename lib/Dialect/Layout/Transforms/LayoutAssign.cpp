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
//    alternative requirement sets for some ops, choose one set per op
//    (SetChoiceSearch.h: single and joint moves over whole solves, each
//    priced with the sets' costs; a joint move puts one group in one of
//    its layouts);
// 4. retype the values and insert the transforms (one per value and
//    layout; folded into constants, recreated for empties and fills).
//
//===----------------------------------------------------------------------===//

#include "Dialect/Layout/Utils/UnitBroadcasts.h"
#include "LayoutAssignment.h"

#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
#include "tensor-layout/Dialect/Layout/Targets/OneDNNTuning.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetQuery.h"
#include "tensor-layout/Dialect/Layout/Transforms/ArgumentAlignment.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

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
using namespace mlir::layout::detail;
using Kind = OpLayoutRequirements::Kind;

LogicalResult FunctionAssignment::run() {
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

//===--- Step 1: classify -------------------------------------------------===//

LogicalResult FunctionAssignment::classify() {
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
      if (!alternatives)
        answer->alternatives.clear();
      if (!answer->alternatives.empty())
        opsWithAlternatives.push_back(&op);
      requirements[&op] = std::move(*answer);
    }
  }
  return success();
}

RequirementAttr
FunctionAssignment::getOperandRequirement(OpOperand &operand) const {
  auto it = requirements.find(operand.getOwner());
  if (it == requirements.end())
    return {};
  unsigned set = chosenSets.lookup(operand.getOwner());
  return getSpecific(it->second.getOperands(set)[operand.getOperandNumber()]);
}

RequirementAttr
FunctionAssignment::getResultRequirement(OpResult result) const {
  auto it = requirements.find(result.getOwner());
  if (it == requirements.end())
    return {};
  unsigned set = chosenSets.lookup(result.getOwner());
  return getSpecific(it->second.getResults(set)[result.getResultNumber()]);
}

//===--- Step 2: variables and candidates ---------------------------------===//

void FunctionAssignment::addVariable(Value value, bool choosable) {
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

void FunctionAssignment::collectVariables() {
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

EncodingAttr FunctionAssignment::getProducedLayout(OpResult result,
                                                   EncodingAttr layout) const {
  RequirementAttr requirement = getResultRequirement(result);
  auto type = cast<RankedTensorType>(result.getType());
  if (!requirement ||
      facts.isSatisfiedBy(requirement, facts.withLayout(type, layout)))
    return layout;
  return facts.getMinimalLayout(requirement, type);
}

EncodingAttr FunctionAssignment::getRunLayout(Operation *op,
                                              EncodingAttr layout) const {
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  if (auto pad = dyn_cast<tensor::PadOp>(op))
    return layout && canPadRunIn(pad, layout) ? layout
                                              : EncodingAttr::getOrPacked(type);
  EncodingAttr produced = getResultLayout(
      op, layout ? layout : EncodingAttr::get(op->getContext()));
  if (facts.isEquivalent(produced, layout, type))
    return layout;
  return produced.withoutPadValue();
}

void FunctionAssignment::chooseCandidates() {
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

  for (unsigned index = 0; index < variables.size(); ++index)
    groupOf.push_back(groups.getLeaderValue(index));
  groupLayouts = std::move(seeds);
  for (Variable &var : variables) {
    if (!var.choosable)
      continue;
    unsigned index = *lookup(var.value);
    for (EncodingAttr layout : groupLayouts[groupOf[index]]) {
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

//===--- Step 4: rewrite --------------------------------------------------===//

Value FunctionAssignment::castTo(Value value, RankedTensorType to) {
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

void FunctionAssignment::materialize() {
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
      RankedTensorType needed = getNeededType(*use, var, var.layout, layoutOf);
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

namespace {

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct LayoutAssignPass
    : public layout::impl::LayoutAssignBase<LayoutAssignPass> {
  using LayoutAssignBase::LayoutAssignBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (!tuningCache.empty()) {
      std::string error;
      if (!loadOneDNNTuningCache(tuningCache, error))
        return emitError(UnknownLoc::get(context))
               << getArgument() << ": " << error;
    }
    return parseTargetOptions(context, getArgument(), targetName, targetFile,
                              optionTarget);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<TargetAttrInterface> target = resolveTarget(module, optionTarget);
    if (failed(target))
      return signalPassFailure();
    // Batch-norm vectors as torch-mlir broadcasts them (64x1x1 through
    // (c, 0, 0)) as the broadcasts layouts move through.
    simplifyUnitBroadcasts(module);
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
      if (failed(FunctionAssignment(
                     func, *target, chooseSignature, this->alternatives,
                     /*promisesAlignment=*/alignArguments && unused)
                     .run()))
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
