//===- TargetQuery.cpp - Finding a target and asking it -------------------===//

#include "tensor-layout/Dialect/Layout/Targets/TargetQuery.h"
#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetRegistry.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;

// Errors about options and modules are emitted at a location, not at an
// op: an op's error prints the op, and for a module that is the whole
// program.
static FailureOr<TargetAttrInterface> asTarget(Location loc, Attribute attr,
                                               const Twine &origin) {
  if (auto target = dyn_cast<TargetAttrInterface>(attr))
    return target;
  return emitError(loc) << origin << " " << attr
                        << " is not a layout target (no TargetAttrInterface; "
                           "is its model registered?)";
}

static FailureOr<TargetAttrInterface> findOptionTarget(MLIRContext *context,
                                                       StringRef passName,
                                                       StringRef name,
                                                       StringRef file) {
  Location loc = UnknownLoc::get(context);
  if (!name.empty()) {
    if (Attribute named = lookupTargetByName(context, name))
      return asTarget(loc, named, passName + ": target");
    if (!name.starts_with("#"))
      return emitError(loc) << passName << ": unknown target '" << name
                            << "'; expected one of "
                            << llvm::join(getRegisteredTargetNames(), ", ")
                            << " or a target attribute";
    Attribute parsed = parseAttribute(name, context);
    if (!parsed)
      return emitError(loc) << passName << ": cannot parse the target '" << name
                            << "' as an attribute";
    return asTarget(loc, parsed, passName + ": target");
  }

  if (!file.empty()) {
    ParserConfig config(context);
    OwningOpRef<ModuleOp> description = parseSourceFile<ModuleOp>(file, config);
    if (!description)
      return emitError(loc)
             << passName << ": cannot read a target description from '" << file
             << "'";
    Attribute attr = (*description)->getAttr(kTargetAttrName);
    if (!attr)
      return emitError((*description)->getLoc())
             << passName << ": target description file has no '"
             << kTargetAttrName << "' attribute on its module";
    return asTarget((*description)->getLoc(), attr,
                    passName + ": target description");
  }
  return TargetAttrInterface();
}

LogicalResult mlir::layout::parseTargetOptions(MLIRContext *context,
                                               StringRef passName,
                                               StringRef name, StringRef file,
                                               TargetAttrInterface &target) {
  FailureOr<TargetAttrInterface> found =
      findOptionTarget(context, passName, name, file);
  if (failed(found))
    return failure();
  target = *found;
  return success();
}

FailureOr<TargetAttrInterface>
mlir::layout::resolveTarget(ModuleOp module, TargetAttrInterface fromOptions) {
  if (fromOptions)
    return fromOptions;
  if (Attribute attr = module->getAttr(kTargetAttrName))
    return asTarget(module.getLoc(), attr, "module target");
  return emitError(module.getLoc())
         << "no layout target: pass target=<name> or target-file=<path>, or "
            "attach a '"
         << kTargetAttrName << "' attribute to the module";
}

FailureOr<OpLayoutRequirements>
mlir::layout::queryRequirements(TargetAttrInterface target, Operation *op) {
  FailureOr<OpLayoutRequirements> answer = target.getOpLayoutRequirements(op);
  if (failed(answer))
    return failure();
  using Kind = OpLayoutRequirements::Kind;
  if (answer->kind != Kind::Constrained && !answer->alternatives.empty())
    return op->emitOpError("target '")
           << target.getTargetName()
           << "' gives alternative requirements for an op without "
              "requirements of its own";
  if (answer->kind == Kind::Default && isLayoutAgnostic(op) &&
      op->getNumResults() == 1)
    return OpLayoutRequirements::getAllAlike();

  if (answer->kind == Kind::AllAlike) {
    // One layout for all tensors only makes sense when they have one shape.
    auto result = op->getNumResults() == 1
                      ? dyn_cast<RankedTensorType>(op->getResult(0).getType())
                      : RankedTensorType();
    if (!result)
      return op->emitOpError("target '")
             << target.getTargetName()
             << "' says it runs in any shared layout, but it does not have "
                "exactly one ranked tensor result";
    for (Type type : op->getOperandTypes())
      if (auto tensor = dyn_cast<RankedTensorType>(type);
          tensor && tensor.getShape() != result.getShape())
        return op->emitOpError("target '")
               << target.getTargetName()
               << "' says it runs in any shared layout, but its tensors "
                  "have different shapes";
  }

  if (answer->kind != Kind::Constrained)
    return answer;
  // Errors name the set: the first is the target's answer, the others its
  // alternatives.
  auto nameSet = [](unsigned set) -> std::string {
    return set == 0 ? "" : " (alternative #" + std::to_string(set) + ")";
  };
  for (unsigned set = 0; set < answer->getNumSets(); ++set) {
    if (answer->getOperands(set).size() != op->getNumOperands() ||
        answer->getResults(set).size() != op->getNumResults())
      return op->emitOpError("target '")
             << target.getTargetName() << "' gives "
             << answer->getOperands(set).size() << " operand and "
             << answer->getResults(set).size() << " result requirements"
             << nameSet(set) << " for " << op->getNumOperands()
             << " operands and " << op->getNumResults() << " results";
    if (answer->getCost(set) < 0)
      return op->emitOpError("target '")
             << target.getTargetName()
             << "' gives an alternative a negative cost ("
             << answer->getCost(set) << ")";
  }
  auto check = [&](RequirementAttr requirement, Type type, StringRef side,
                   unsigned index, unsigned set) -> LogicalResult {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!requirement || requirement.isAny() || !tensor)
      return success();
    return requirement.verifyForType(tensor, [&] {
      return op->emitOpError("target '")
             << target.getTargetName() << "' requirement" << nameSet(set)
             << " for " << side << " #" << index << " does not fit its type "
             << type << ": ";
    });
  };
  for (unsigned set = 0; set < answer->getNumSets(); ++set) {
    for (auto [index, operand] : llvm::enumerate(op->getOperands()))
      if (failed(check(answer->getOperands(set)[index], operand.getType(),
                       "operand", index, set)))
        return failure();
    for (auto [index, result] : llvm::enumerate(op->getResults()))
      if (failed(check(answer->getResults(set)[index], result.getType(),
                       "result", index, set)))
        return failure();
  }
  return answer;
}

bool mlir::layout::allowsRetyping(TargetAttrInterface target, Operation *op,
                                  TypeRange operandTypes,
                                  TypeRange resultTypes) {
  if (!target)
    return true;
  FailureOr<OpLayoutRequirements> answer = failure();
  {
    ScopedDiagnosticHandler quiet(op->getContext(),
                                  [](Diagnostic &) { return success(); });
    answer = queryRequirements(target, op);
  }
  if (failed(answer))
    return false;
  if (answer->kind != OpLayoutRequirements::Kind::Constrained)
    return true;
  for (unsigned set = 0; set < answer->getNumSets(); ++set)
    if (answer->isSatisfiedBy(operandTypes, resultTypes, set))
      return true;
  return !answer->findSatisfiedSet(op);
}
