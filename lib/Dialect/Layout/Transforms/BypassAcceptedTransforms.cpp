//===- BypassAcceptedTransforms.cpp - Read a value where a kernel takes it
//-===//
//
// A structured op reads its inputs by logical index, so op(T(x: A -> B))
// computes what op(x) does in any layout A. What keeps the transform is the
// target: its kernel may need B. Where the target's requirement for that
// input is already met by A, the transform only costs bytes: the input
// reads x. The common case is a transpose feeding a matmul: propagation
// makes it a zero-copy relabel and a transform back to the packed layout,
// which a kernel that takes any strides does not need.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Propagation.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetQuery.h"

#include "mlir/Interfaces/DestinationStyleOpInterface.h"

using namespace mlir;
using namespace mlir::layout;
using Kind = OpLayoutRequirements::Kind;

LogicalResult
mlir::layout::bypassAcceptedTransforms(Operation *root,
                                       TargetAttrInterface target) {
  SmallVector<TransformOp> transforms;
  root->walk([&](TransformOp op) { transforms.push_back(op); });
  for (TransformOp transform : transforms) {
    Value source = transform.getSource();
    auto relabel = source.getDefiningOp<RelabelOp>();
    // The relabel of the same buffer with every promise its source makes.
    RankedTensorType fullView;
    if (relabel) {
      RankedTensorType original = relabel.getSource().getType();
      fullView = EncodingAttr::withLayout(
          transform.getSourceType().clone(original.getElementType()),
          EncodingAttr::getOrPacked(original).relabel(
              relabel.getPermutation()));
    }
    for (OpOperand &use : llvm::make_early_inc_range(transform->getUses())) {
      auto user = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
      // Inits are excluded: the result takes its layout from its init.
      if (!user || !user.hasPureTensorSemantics() || !user.isDpsInput(&use))
        continue;
      FailureOr<OpLayoutRequirements> answer = queryRequirements(target, user);
      if (failed(answer))
        return failure();
      if (answer->kind != Kind::Constrained)
        continue;
      // Where the op met one of the target's sets of requirements, it must
      // still meet one as a whole, at no higher cost: another set (an
      // alternative) may accept this operand's layout but not the others',
      // or run a dearer kernel.
      auto cheapestMet = [&]() -> std::optional<int64_t> {
        std::optional<int64_t> cheapest;
        for (unsigned set = 0; set < answer->getNumSets(); ++set)
          if (answer->isSatisfiedBy(user, set) &&
              (!cheapest || answer->getCost(set) < *cheapest))
            cheapest = answer->getCost(set);
        return cheapest;
      };
      RequirementAttr requirement = answer->operands[use.getOperandNumber()];
      std::optional<int64_t> costBefore = cheapestMet();
      auto acceptedWith = [&](Value replacement) {
        use.set(replacement);
        bool accepted = false;
        if (costBefore) {
          std::optional<int64_t> costAfter = cheapestMet();
          accepted = costAfter && *costAfter <= *costBefore;
        } else {
          accepted = !requirement ||
                     requirement.isSatisfiedBy(
                         cast<RankedTensorType>(replacement.getType()));
        }
        if (!accepted)
          use.set(transform.getResult());
        return accepted;
      };
      if (acceptedWith(source) || !fullView)
        continue;
      OpBuilder builder(transform);
      auto view =
          RelabelOp::create(builder, relabel.getLoc(), relabel.getSource(),
                            relabel.getPermutation());
      if (!acceptedWith(view))
        view->erase();
    }
    if (transform->use_empty())
      transform->erase();
  }
  return success();
}
