//===- LayoutTargetDescription.cpp - Targets written as rules -------------===//
//
// #layout.target and #layout.rule: a target for users who have no C++. A
// rule names an op, optionally conditions on its shapes, and gives one
// requirement per operand and result (or says the op is element-wise); the
// first rule that applies answers for the op, and later rules marked
// `alternative` that apply add other sets of requirements, at a cost.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::layout;

//===----------------------------------------------------------------------===//
// Shape conditions
//===----------------------------------------------------------------------===//
//
// Stored flat, five integers each: side (operand or result), index, dim,
// comparison, value. Comparisons are spelled as words (`le`, like the
// predicates of arith.cmpi) because `<` and `>` delimit attribute bodies.

namespace {
enum class Side : int64_t { Operand = 0, Result = 1 };
constexpr int64_t kConditionSize = 5;
constexpr StringLiteral kComparisons[] = {"le", "ge", "eq", "lt", "gt", "ne"};

bool compare(int64_t comparison, int64_t lhs, int64_t rhs) {
  switch (comparison) {
  case 0:
    return lhs <= rhs;
  case 1:
    return lhs >= rhs;
  case 2:
    return lhs == rhs;
  case 3:
    return lhs < rhs;
  case 4:
    return lhs > rhs;
  default:
    return lhs != rhs;
  }
}
} // namespace

//===----------------------------------------------------------------------===//
// #layout.rule
//===----------------------------------------------------------------------===//

LogicalResult
TargetRuleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                       StringAttr opName, ArrayRef<int64_t> conditions,
                       bool allAlike, ArrayRef<RequirementAttr> operands,
                       ArrayRef<RequirementAttr> results,
                       int64_t alternativeCost) {
  if (!opName || !opName.getValue().contains('.'))
    return emitError() << "a rule needs an operation name of the form "
                          "'dialect.op', got "
                       << opName;
  if (conditions.size() % kConditionSize != 0)
    return emitError() << "malformed shape conditions";
  for (size_t i = 0; i < conditions.size(); i += kConditionSize) {
    if (conditions[i] != 0 && conditions[i] != 1)
      return emitError() << "a condition must be on an operand or a result";
    if (conditions[i + 1] < 0 || conditions[i + 2] < 0)
      return emitError() << "condition indices must be non-negative";
    if (conditions[i + 3] < 0 ||
        conditions[i + 3] >= static_cast<int64_t>(std::size(kComparisons)))
      return emitError() << "unknown comparison in a condition";
  }
  if (allAlike && (!operands.empty() || !results.empty()))
    return emitError() << "an 'all_alike' rule takes no per-operand or "
                          "per-result requirements";
  if (allAlike && alternativeCost >= 0)
    return emitError() << "an 'all_alike' rule cannot be an alternative";
  if (alternativeCost < -1)
    return emitError() << "an alternative's cost must be non-negative, got "
                       << alternativeCost;
  return success();
}

bool TargetRuleAttr::matches(Operation *op) const {
  if (op->getName().getStringRef() != getOpName().getValue())
    return false;
  ArrayRef<int64_t> conditions = getConditions();
  for (size_t i = 0; i < conditions.size(); i += kConditionSize) {
    auto side = static_cast<Side>(conditions[i]);
    int64_t index = conditions[i + 1], dim = conditions[i + 2];
    int64_t count =
        side == Side::Operand ? op->getNumOperands() : op->getNumResults();
    if (index >= count)
      return false;
    Type type = side == Side::Operand ? op->getOperand(index).getType()
                                      : op->getResult(index).getType();
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped || !shaped.hasRank() || dim >= shaped.getRank() ||
        shaped.isDynamicDim(dim))
      return false;
    if (!compare(conditions[i + 3], shaped.getDimSize(dim), conditions[i + 4]))
      return false;
  }
  return true;
}

/// `any` or a #layout.requirement.
static ParseResult parseRequirement(AsmParser &parser,
                                    RequirementAttr &requirement) {
  if (succeeded(parser.parseOptionalKeyword("any"))) {
    requirement = RequirementAttr::getAny(parser.getContext());
    return success();
  }
  SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  if (parser.parseAttribute(attr))
    return failure();
  requirement = dyn_cast<RequirementAttr>(attr);
  if (!requirement)
    return parser.emitError(loc, "expected 'any' or a #layout.requirement, "
                                 "got ")
           << attr;
  return success();
}

static ParseResult parseRequirements(AsmParser &parser,
                                     SmallVectorImpl<RequirementAttr> &list) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        return parseRequirement(parser, list.emplace_back());
      });
}

/// `operand 1 dim 2 le 3`.
static ParseResult parseCondition(AsmParser &parser,
                                  SmallVectorImpl<int64_t> &conditions) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef side, comparison;
  int64_t index, dim, value;
  if (parser.parseKeyword(&side))
    return failure();
  if (side != "operand" && side != "result")
    return parser.emitError(loc, "a condition starts with 'operand' or "
                                 "'result', got '")
           << side << "'";
  if (parser.parseInteger(index) || parser.parseKeyword("dim") ||
      parser.parseInteger(dim))
    return failure();
  SMLoc comparisonLoc = parser.getCurrentLocation();
  if (parser.parseKeyword(&comparison))
    return failure();
  const auto *found = llvm::find(kComparisons, comparison);
  if (found == std::end(kComparisons))
    return parser.emitError(comparisonLoc, "unknown comparison '")
           << comparison << "'; expected le, ge, eq, lt, gt or ne";
  if (parser.parseInteger(value))
    return failure();
  if (index < 0 || dim < 0)
    return parser.emitError(loc, "condition indices must be non-negative");
  conditions.append({side == "operand" ? 0 : 1, index, dim,
                     found - std::begin(kComparisons), value});
  return success();
}

// #layout.rule<"linalg.conv_2d_nchw_fchw", where = [operand 1 dim 2 le 3],
//              operands = [any, ...], results = [...]>
// #layout.rule<"arith.addf", all_alike>
// #layout.rule<"linalg.matmul", alternative = 4096, operands = [...]>
Attribute TargetRuleAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  std::string opName;
  SmallVector<int64_t> conditions;
  SmallVector<RequirementAttr> operands, results;
  bool allAlike = false;
  int64_t alternativeCost = -1;
  llvm::StringSet<> seen;

  auto parsePart = [&]() -> ParseResult {
    SMLoc keyLoc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key))
      return failure();
    if (!seen.insert(key).second)
      return parser.emitError(keyLoc, "rule part '") << key << "' given twice";
    if (key == "all_alike") {
      allAlike = true;
      return success();
    }
    if (parser.parseEqual())
      return failure();
    if (key == "where")
      return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return parseCondition(parser, conditions);
      });
    if (key == "operands")
      return parseRequirements(parser, operands);
    if (key == "results")
      return parseRequirements(parser, results);
    if (key == "alternative") {
      SMLoc costLoc = parser.getCurrentLocation();
      if (parser.parseInteger(alternativeCost))
        return failure();
      if (alternativeCost < 0)
        return parser.emitError(costLoc,
                                "an alternative's cost must be non-negative");
      return success();
    }
    return parser.emitError(keyLoc, "unknown rule part '")
           << key
           << "'; expected where, operands, results, all_alike or alternative";
  };

  if (parser.parseLess() || parser.parseString(&opName))
    return {};
  while (succeeded(parser.parseOptionalComma()))
    if (parsePart())
      return {};
  if (parser.parseGreater())
    return {};
  auto emitError = [&] { return parser.emitError(loc); };
  return getChecked(function_ref<InFlightDiagnostic()>(emitError),
                    parser.getContext(),
                    StringAttr::get(parser.getContext(), opName),
                    ArrayRef<int64_t>(conditions), allAlike,
                    ArrayRef<RequirementAttr>(operands),
                    ArrayRef<RequirementAttr>(results), alternativeCost);
}

void TargetRuleAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printString(getOpName().getValue());
  ArrayRef<int64_t> conditions = getConditions();
  if (!conditions.empty()) {
    printer << ", where = [";
    for (size_t i = 0; i < conditions.size(); i += kConditionSize) {
      printer << (i ? ", " : "")
              << (conditions[i] == 0 ? "operand " : "result ")
              << conditions[i + 1] << " dim " << conditions[i + 2] << ' '
              << kComparisons[conditions[i + 3]] << ' ' << conditions[i + 4];
    }
    printer << ']';
  }
  if (getAllAlike())
    printer << ", all_alike";
  if (isAlternative())
    printer << ", alternative = " << getAlternativeCost();
  auto printRequirements = [&](StringRef name,
                               ArrayRef<RequirementAttr> requirements) {
    if (requirements.empty())
      return;
    printer << ", " << name << " = [";
    llvm::interleaveComma(requirements, printer, [&](RequirementAttr r) {
      if (r.isAny())
        printer << "any";
      else
        printer.printAttribute(r);
    });
    printer << ']';
  };
  printRequirements("operands", getOperands());
  printRequirements("results", getResults());
  printer << '>';
}

//===----------------------------------------------------------------------===//
// #layout.target
//===----------------------------------------------------------------------===//

// #layout.target<"npu", rules = [#layout.rule<...>, ...]>
Attribute TargetDescriptionAttr::parse(AsmParser &parser, Type) {
  std::string name;
  SmallVector<TargetRuleAttr> rules;
  if (parser.parseLess() || parser.parseString(&name) || parser.parseComma() ||
      parser.parseKeyword("rules") || parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square,
          [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            Attribute rule;
            if (parser.parseAttribute(rule))
              return failure();
            if (!isa<TargetRuleAttr>(rule))
              return parser.emitError(loc, "expected a #layout.rule, got ")
                     << rule;
            rules.push_back(cast<TargetRuleAttr>(rule));
            return success();
          }) ||
      parser.parseGreater())
    return {};
  return get(parser.getContext(), StringAttr::get(parser.getContext(), name),
             ArrayRef<TargetRuleAttr>(rules));
}

void TargetDescriptionAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printString(getName().getValue());
  printer << ", rules = [";
  llvm::interleaveComma(getRules(), printer,
                        [&](TargetRuleAttr rule) { printer << rule; });
  printer << "]>";
}

namespace {
/// The first rule that applies answers; ops no rule applies to get the
/// default treatment.
struct TargetDescriptionModel
    : public TargetAttrInterface::ExternalModel<TargetDescriptionModel,
                                                TargetDescriptionAttr> {
  std::string getTargetName(Attribute attr) const {
    return cast<TargetDescriptionAttr>(attr).getName().str();
  }

  FailureOr<OpLayoutRequirements> getOpLayoutRequirements(Attribute attr,
                                                          Operation *op) const {
    auto target = cast<TargetDescriptionAttr>(attr);
    ArrayRef<TargetRuleAttr> rules = target.getRules();
    for (auto [index, rule] : llvm::enumerate(rules)) {
      if (failed(checkConditions(target, rule, op)))
        return failure();
      if (rule.isAlternative() || !rule.matches(op))
        continue;
      if (rule.getAllAlike())
        return OpLayoutRequirements::getAllAlike();
      if (failed(checkArity(target, rule, op)))
        return failure();
      OpLayoutRequirements requirements = OpLayoutRequirements::getConstrained(
          rule.getOperands(), rule.getResults());
      requirements.operands.resize(op->getNumOperands());
      requirements.results.resize(op->getNumResults());
      for (TargetRuleAttr alternative : rules.drop_front(index + 1)) {
        if (!alternative.isAlternative() || !alternative.matches(op))
          continue;
        if (failed(checkArity(target, alternative, op)))
          return failure();
        OpLayoutRequirements::Alternative &set =
            requirements.alternatives.emplace_back();
        set.operands.assign(alternative.getOperands().begin(),
                            alternative.getOperands().end());
        set.results.assign(alternative.getResults().begin(),
                           alternative.getResults().end());
        set.operands.resize(op->getNumOperands());
        set.results.resize(op->getNumResults());
        set.cost = alternative.getAlternativeCost();
      }
      return requirements;
    }
    return OpLayoutRequirements::getDefault();
  }

private:
  /// A rule for `op`'s kind whose condition names an operand or result the
  /// op does not have, or a dim beyond its rank, would never match, and
  /// the target would silently ask nothing of the op.
  static LogicalResult checkConditions(TargetDescriptionAttr target,
                                       TargetRuleAttr rule, Operation *op) {
    if (op->getName().getStringRef() != rule.getOpName().getValue())
      return success();
    ArrayRef<int64_t> conditions = rule.getConditions();
    for (size_t i = 0; i < conditions.size(); i += kConditionSize) {
      bool operand = static_cast<Side>(conditions[i]) == Side::Operand;
      int64_t index = conditions[i + 1], dim = conditions[i + 2];
      StringRef kind = operand ? "operand" : "result";
      int64_t count = operand ? op->getNumOperands() : op->getNumResults();
      if (index >= count)
        return op->emitOpError("target '")
               << target.getName().getValue() << "' has a rule whose "
               << "condition is on " << kind << " " << index
               << ", but the op has " << count << " " << kind << "s";
      Type type = operand ? op->getOperand(index).getType()
                          : op->getResult(index).getType();
      auto shaped = dyn_cast<ShapedType>(type);
      if (shaped && shaped.hasRank() && dim >= shaped.getRank())
        return op->emitOpError("target '")
               << target.getName().getValue() << "' has a rule whose "
               << "condition is on " << kind << " " << index << " dim " << dim
               << ", but that " << kind << " has rank " << shaped.getRank();
    }
    return success();
  }

  static LogicalResult checkArity(TargetDescriptionAttr target,
                                  TargetRuleAttr rule, Operation *op) {
    if (rule.getOperands().size() <= op->getNumOperands() &&
        rule.getResults().size() <= op->getNumResults())
      return success();
    return op->emitOpError("target '")
           << target.getName().getValue() << "' gives "
           << rule.getOperands().size() << " operand and "
           << rule.getResults().size()
           << " result requirements, but the op has " << op->getNumOperands()
           << " operands and " << op->getNumResults() << " results";
  }
};
} // namespace

void mlir::layout::attachTargetDescriptionInterface(MLIRContext *context) {
  TargetDescriptionAttr::attachInterface<TargetDescriptionModel>(*context);
}
