//===- LayoutVerify.cpp - Check layouts against the target ----------------===//
//
// Every operand and result of an op the target constrains must satisfy its
// requirement; the tensors of an op that runs in any layout must share one
// (a result may drop a pad value its operands have), and the result must
// not claim a pad value the op does not leave in its padding.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetQuery.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTVERIFY
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;
using Kind = OpLayoutRequirements::Kind;

namespace {

std::string describeLayout(RankedTensorType type) {
  EncodingAttr layout = EncodingAttr::get(type);
  if (!layout)
    return "the packed row-major layout";
  std::string text;
  llvm::raw_string_ostream os(text);
  os << layout;
  return text;
}

/// Reports each operand and result of `op` that fails its requirement.
bool checkConstrained(Operation *op, const OpLayoutRequirements &answer,
                      StringRef targetName) {
  bool ok = true;
  auto check = [&](RequirementAttr requirement, Type type, StringRef side,
                   unsigned index) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !requirement || requirement.isAny())
      return;
    std::string whyNot;
    if (requirement.isSatisfiedBy(tensor, &whyNot))
      return;
    ok = false;
    op->emitError() << side << " #" << index << " of '" << op->getName()
                    << "' is in " << describeLayout(tensor) << " but target '"
                    << targetName << "' requires " << requirement << ": "
                    << whyNot;
  };
  for (auto [index, value] : llvm::enumerate(op->getOperands()))
    check(answer.operands[index], value.getType(), "operand", index);
  for (auto [index, value] : llvm::enumerate(op->getResults()))
    check(answer.results[index], value.getType(), "result", index);
  return ok;
}

/// Reports tensors of an op running in any layout that do not share it.
bool checkAllAlike(Operation *op) {
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  EncodingAttr result = EncodingAttr::get(resultType);
  ArrayRef<int64_t> shape = resultType.getShape();
  bool ok = true;
  for (auto [index, value] : llvm::enumerate(op->getOperands())) {
    auto tensor = dyn_cast<RankedTensorType>(value.getType());
    if (!tensor ||
        EncodingAttr::canViewAs(EncodingAttr::get(tensor), result, shape))
      continue;
    ok = false;
    op->emitError() << "operand #" << index << " of '" << op->getName()
                    << "' is in " << describeLayout(tensor)
                    << " but the op runs in the layout of its result, "
                    << describeLayout(resultType);
  }
  if (!ok || !result)
    return ok;
  // The result's padding holds f(pad values of the operands).
  EncodingAttr left = getResultLayout(op, result);
  if (!EncodingAttr::canViewAs(left, result, shape)) {
    op->emitError() << "result of '" << op->getName()
                    << "' claims a pad value the op does not leave in its "
                       "padding; its layout would be "
                    << left;
    return false;
  }
  return true;
}

struct LayoutVerifyPass
    : public layout::impl::LayoutVerifyBase<LayoutVerifyPass> {
  using LayoutVerifyBase::LayoutVerifyBase;

  LogicalResult initialize(MLIRContext *context) override {
    return parseTargetOptions(context, getArgument(), targetName, targetFile,
                              optionTarget);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<TargetAttrInterface> target = resolveTarget(module, optionTarget);
    if (failed(target))
      return signalPassFailure();
    std::string name = target->getTargetName();
    bool ok = true;
    module.walk([&](Operation *op) {
      if (op == module.getOperation())
        return;
      FailureOr<OpLayoutRequirements> answer = queryRequirements(*target, op);
      if (failed(answer)) {
        ok = false;
        return;
      }
      // An op meeting one of the target's alternatives is fine; otherwise
      // the errors name what the first set asks.
      if (answer->kind == Kind::Constrained && !answer->findSatisfiedSet(op))
        ok &= checkConstrained(op, *answer, name);
      else if (answer->kind == Kind::AllAlike)
        ok &= checkAllAlike(op);
    });
    if (!ok)
      signalPassFailure();
  }

private:
  // Null when the options name no target: the module carries it.
  TargetAttrInterface optionTarget;
};

} // namespace
