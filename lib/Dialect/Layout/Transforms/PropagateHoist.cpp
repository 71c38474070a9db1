//===- PropagateHoist.cpp - Hoist transforms above element-wise trees -----===//
//
// T(f(a, b): B -> C) = f(T(a: B -> C), T(b: B -> C)) for an element-wise f
// (or one that broadcasts a small operand, which keeps its layout, into its
// full tensors): f computes each element from the elements at the same
// logical index, so it computes the same logical values in C.
//
// The hoist is decided on the whole tree of single-use element-wise ops
// under the transform, not op by op: two hoists that each move as many
// bytes as they save can together cancel a transform. In
// T(mul(add(a, T'(x: C -> B)), constant)), hoisting T above the mul alone
// trades T for T(add(...)), the same bytes; only the hoist above the add
// too cancels T' against T. The price counts the transforms the hoist
// leaves dead: T' above dies with its last use.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Propagation.h"

#include "Dialect/Layout/Transforms/PropagationCost.h"

#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetQuery.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/Interfaces/CastInterfaces.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

/// How deep below the transform the tree may reach: a bound on the work of
/// one match (each op is priced once per level above it).
constexpr unsigned kMaxHoistDepth = 8;

/// A tree of element-wise ops rewritten to run in the layout C of the
/// transforms that consume its root.
struct HoistPlan {
  EncodingAttr layout;
  TargetAttrInterface machine;
  /// The ops of the tree, each before the ops that feed it.
  SmallVector<Operation *> ops;
  /// Each op's operand types in C.
  DenseMap<Operation *, SmallVector<Type>> operandTypes;
  /// Transforms out of C that the tree reads, with the number of their
  /// uses the hoist cancels.
  DenseMap<Operation *, unsigned> cancelledUses;
  /// Bytes the new transforms of the tree's leaves move.
  std::optional<int64_t> spent = 0;

  HoistPlan(EncodingAttr layout, TargetAttrInterface machine)
      : layout(layout), machine(machine) {}

  /// Bytes of the transforms whose every use the hoist cancels.
  std::optional<int64_t> getDeadBytes() const {
    std::optional<int64_t> bytes = 0;
    for (auto [op, uses] : cancelledUses) {
      auto transform = cast<TransformOp>(op);
      if (uses == transform.getResult().getNumUses())
        addCost(bytes, transform.getBytesMoved());
    }
    return bytes;
  }

  /// The bytes the plan adds net of the transforms it leaves dead, or none
  /// when a size is unknown.
  std::optional<int64_t> getNetBytes() const {
    std::optional<int64_t> dead = getDeadBytes();
    if (!spent || !dead)
      return std::nullopt;
    return *spent - *dead;
  }

  void append(HoistPlan &&other) {
    llvm::append_range(ops, other.ops);
    for (auto &[op, types] : other.operandTypes)
      operandTypes[op] = std::move(types);
    for (auto [op, uses] : other.cancelledUses)
      cancelledUses[op] += uses;
    addCost(spent, other.spent);
  }
};

/// The operand types `op` takes to run in `layout` with its result there,
/// or failure where it cannot: not element-wise, a result that would not
/// hold `layout`'s pad value (whoever reads it in `layout` may read the
/// padding), or types `machine` does not take for it.
FailureOr<SmallVector<Type>> getOperandTypesIn(Operation *op,
                                               EncodingAttr layout,
                                               TargetAttrInterface machine) {
  bool broadcasts = isBroadcastInto(op);
  if (isa<TransformOp, RelabelOp>(op) || op->getNumResults() != 1 ||
      (!isLayoutAgnostic(op) && !broadcasts))
    return failure();
  // A cast's operands are in the layout too, which must then hold no
  // constant of the result's type.
  if (isa<CastOpInterface>(op) &&
      getCastLayout(layout, getResultLayout(op, layout)) != layout)
    return failure();
  // What a broadcast leaves in padding is not followed (the sink rule makes
  // it undefined): only where the layout has no padding to promise.
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  EncodingAttr left =
      broadcasts ? layout.withoutPadValue() : getResultLayout(op, layout);
  if (!EncodingAttr::isEquivalent(left, layout, resultType.getShape()))
    return failure();
  // The full tensors move to the layout; a broadcast operand (a bias) is
  // read by logical index and keeps its layout.
  SmallVector<Type> operandTypes;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    operandTypes.push_back(type && followsLayout(operand)
                               ? EncodingAttr::withLayout(type, layout)
                               : operand.get().getType());
  }
  if (!allowsRetyping(machine, op, operandTypes,
                      {EncodingAttr::withLayout(resultType, layout)}))
    return failure();
  return operandTypes;
}

LogicalResult addToPlan(Operation *op, HoistPlan &plan, unsigned depth);

/// Prices `op`'s operands in the plan's layout: a constant or empty tensor
/// is free, a transform out of the layout cancels, and any other operand
/// is either transformed or, where that moves fewer bytes net, computed in
/// the layout by its producer (which joins the tree).
void planOperands(Operation *op, HoistPlan &plan, unsigned depth) {
  // A copy: subtrees appended below grow the map that holds the types.
  SmallVector<Type> operandTypes = plan.operandTypes.lookup(op);
  for (auto [operand, newType] :
       llvm::zip_equal(op->getOpOperands(), operandTypes)) {
    Value value = operand.get();
    if (newType == value.getType() || isFreeInAnyLayout(value))
      continue;
    // A transform of a constant or an empty tensor folds away: free, and
    // not a transform the hoist saves.
    auto transform = value.getDefiningOp<TransformOp>();
    if (transform && isFreeInAnyLayout(transform.getSource()))
      continue;
    if (transform && transform.getSourceType() == newType) {
      ++plan.cancelledUses[transform];
      continue;
    }
    std::optional<int64_t> cost =
        TransformOp::getCost(cast<RankedTensorType>(value.getType()),
                             cast<RankedTensorType>(newType));
    Operation *producer = value.getDefiningOp();
    if (cost && producer && value.hasOneUse() && depth < kMaxHoistDepth) {
      HoistPlan subtree(plan.layout, plan.machine);
      if (succeeded(addToPlan(producer, subtree, depth + 1))) {
        std::optional<int64_t> net = subtree.getNetBytes();
        if (net && *net < *cost) {
          plan.append(std::move(subtree));
          continue;
        }
      }
    }
    addCost(plan.spent, cost);
  }
}

/// Adds `op` and the part of the tree feeding it that is worth moving.
LogicalResult addToPlan(Operation *op, HoistPlan &plan, unsigned depth) {
  FailureOr<SmallVector<Type>> operandTypes =
      getOperandTypesIn(op, plan.layout, plan.machine);
  if (failed(operandTypes))
    return failure();
  plan.ops.push_back(op);
  plan.operandTypes[op] = std::move(*operandTypes);
  planOperands(op, plan, depth);
  return success();
}

/// Rewrites the plan's ops in its layout, feeding ops first; returns the
/// root's new result.
Value applyPlan(RewriterBase &rewriter, const HoistPlan &plan) {
  DenseMap<Operation *, Value> rewritten;
  for (Operation *op : llvm::reverse(plan.ops)) {
    rewriter.setInsertionPoint(op);
    SmallVector<Value> operands;
    for (auto [operand, newType] :
         llvm::zip_equal(op->getOpOperands(), plan.operandTypes.at(op))) {
      Value value = operand.get();
      if (Value inLayout = rewritten.lookup(value.getDefiningOp())) {
        operands.push_back(inLayout);
        continue;
      }
      if (newType == value.getType()) {
        operands.push_back(value);
        continue;
      }
      // T(T(v0: C -> B): B -> C) is v0 right away: left to the folds, the
      // transform out of B would first be sunk back below the op.
      if (auto transform = value.getDefiningOp<TransformOp>())
        if (transform.getSourceType() == newType)
          value = transform.getSource();
      operands.push_back(createLayoutCast(rewriter, op->getLoc(), value,
                                          cast<RankedTensorType>(newType)));
    }
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    Operation *newOp =
        clone(rewriter, op, {EncodingAttr::withLayout(resultType, plan.layout)},
              operands);
    rewritten[op] = newOp->getResult(0);
  }
  return rewritten.at(plan.ops.front());
}

/// A hoist of the transforms consuming `op` above the tree feeding it, and
/// the bytes those transforms move; failure where there is none: a user
/// that is no transform, users into two layouts, an op that cannot run in
/// their layout.
struct PricedHoist {
  HoistPlan plan;
  std::optional<int64_t> saved;

  /// Whether it moves strictly fewer bytes than it removes.
  bool pays() const {
    std::optional<int64_t> net = plan.getNetBytes();
    return saved && net && *net < *saved;
  }
};

FailureOr<PricedHoist> planHoist(Operation *op, TargetAttrInterface machine) {
  if (op->getNumResults() != 1 || op->use_empty() ||
      isa<TransformOp, RelabelOp>(op))
    return failure();
  EncodingAttr layout;
  std::optional<int64_t> saved = 0;
  for (Operation *user : op->getResult(0).getUsers()) {
    auto transform = dyn_cast<TransformOp>(user);
    if (!transform)
      return failure();
    EncodingAttr wanted = EncodingAttr::getOrPacked(transform.getResultType());
    if (layout && layout != wanted)
      return failure();
    layout = wanted;
    addCost(saved, transform.getBytesMoved());
  }
  PricedHoist hoist{HoistPlan(layout, machine), saved};
  if (failed(addToPlan(op, hoist.plan, /*depth=*/0)))
    return failure();
  return hoist;
}

/// Rewrites the plan's tree in its layout; the transforms that consumed the
/// root take the new root.
void applyHoist(RewriterBase &rewriter, const HoistPlan &plan) {
  Value result = plan.ops.front()->getResult(0);
  Value newResult = applyPlan(rewriter, plan);
  for (Operation *user : llvm::to_vector(result.getUsers()))
    rewriter.replaceOp(
        user,
        createLayoutCast(rewriter, user->getLoc(), newResult,
                         cast<RankedTensorType>(user->getResult(0).getType())));
  // Each op of the tree had one use, by the op before it in the plan.
  for (Operation *old : plan.ops)
    rewriter.eraseOp(old);
}

/// T(f(g(a, b), c): B -> C) -> f(g(T(a), T(b)), T(c)) in C, f and g
/// element-wise (or broadcasting a bias into their full tensors).
///
/// Applies when every user of f is a transform into one layout C, every op
/// moved leaves C's pad value in the padding, and the new transforms of
/// the tree's leaves, after they cancel against transforms out of C and
/// fold into constants, move strictly fewer bytes than the users and the
/// transforms left dead did. An op joins the tree only where moving it
/// costs fewer bytes net than transforming its result.
struct HoistTransformsAboveElementwise : public RewritePattern {
  HoistTransformsAboveElementwise(MLIRContext *context,
                                  TargetAttrInterface machine)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context),
        machine(machine) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    FailureOr<PricedHoist> hoist = planHoist(op, machine);
    if (failed(hoist))
      return rewriter.notifyMatchFailure(op, "no transforms to hoist");
    if (!hoist->pays())
      return rewriter.notifyMatchFailure(op, "hoisting would not save bytes");
    applyHoist(rewriter, hoist->plan);
    return success();
  }

  TargetAttrInterface machine;
};

} // namespace

bool mlir::layout::mayHoistPayWithOthers(Operation *op,
                                         TargetAttrInterface target) {
  FailureOr<PricedHoist> hoist = planHoist(op, target);
  if (failed(hoist) || hoist->pays())
    return false;
  // A transform out of C that the hoist cancels some uses of, and others
  // still read: their hoists could kill it.
  return llvm::any_of(hoist->plan.cancelledUses, [](auto entry) {
    return entry.second <
           cast<TransformOp>(entry.first).getResult().getNumUses();
  });
}

LogicalResult mlir::layout::hoistTransformsAbove(RewriterBase &rewriter,
                                                 Operation *op,
                                                 TargetAttrInterface target) {
  FailureOr<PricedHoist> hoist = planHoist(op, target);
  if (failed(hoist))
    return failure();
  applyHoist(rewriter, hoist->plan);
  return success();
}

void mlir::layout::populateHoistPropagationPatterns(
    RewritePatternSet &patterns, TargetAttrInterface target) {
  patterns.add<HoistTransformsAboveElementwise>(patterns.getContext(), target);
}
