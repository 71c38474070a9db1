//===- LayoutVerify.cpp - Check layouts against the target ----------------===//
//
// Every operand and result of an op the target constrains must satisfy its
// requirement; the tensors of an op that runs in any layout must share one
// (a result may drop a pad value its operands have), and the result must
// not claim a pad value the op does not leave in its padding. Row metadata
// is read only where some op wrote it.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetQuery.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

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

/// The op that leaves the row metadata of `value` undefined (it computes
/// the tensor but writes no metadata), or null when metadata was written:
/// by fuse_metadata, from_physical (the physical tensor holds it), a caller
/// (an argument), or an op this pass cannot see into. Transforms that keep
/// the metadata and relabels are looked through.
static Operation *getUndefinedMetadataWriter(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (auto transform = dyn_cast<TransformOp>(def)) {
      if (!EncodingAttr::keepsRowMetadata(
              EncodingAttr::get(transform.getSourceType()),
              EncodingAttr::get(transform.getResultType()),
              transform.getResultType().getShape()))
        return def;
      value = transform.getSource();
      continue;
    }
    if (auto relabel = dyn_cast<RelabelOp>(def)) {
      value = relabel.getSource();
      continue;
    }
    if (isa<tensor::EmptyOp, bufferization::AllocTensorOp, tensor::PadOp,
            arith::ConstantOp, DestinationStyleOpInterface>(def) ||
        def->hasTrait<OpTrait::Elementwise>())
      return def;
    return nullptr;
  }
  return nullptr;
}

/// Reports a split_metadata reading metadata that nothing wrote.
bool checkMetadataDefined(SplitMetadataOp op) {
  Operation *writer = getUndefinedMetadataWriter(op.getSource());
  if (!writer)
    return true;
  InFlightDiagnostic diag =
      op.emitError() << "reads row metadata that no op wrote: '"
                     << writer->getName()
                     << "' leaves it undefined (only layout.fuse_metadata, "
                        "layout.from_physical and transforms between "
                        "layouts with the same metadata write it)";
  diag.attachNote(writer->getLoc()) << "computed here";
  return false;
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
      if (auto split = dyn_cast<SplitMetadataOp>(op))
        ok &= checkMetadataDefined(split);
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
