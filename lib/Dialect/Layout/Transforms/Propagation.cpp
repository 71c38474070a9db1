//===- Propagation.cpp - Move transforms through layout-agnostic ops ------===//
//
// An element-wise op computes each element from the elements at the same
// logical index, so it can run in any layout: f(T(x)) = T(f(x)) where all
// operands share one layout. Sinking transforms below such ops (and hoisting
// them above, the mirror case) brings transforms next to each other, where
// the folds of layout.transform cancel or merge them. A transpose is a
// relabelling of its operand's buffer followed by at most one transform.
//
// Padding is tracked: an op running in a padded layout computes f over the
// whole buffer, so its result's padding holds f(pad values). The result
// layout claims a zero pad value only when f maps the pad values to zero.
//
// Every rewrite is priced in bytes moved by transforms (physical sizes from
// the layouts); none increases the total.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Propagation.h"
#include "Dialect/Layout/Utils/UnitBroadcasts.h"

#include "Dialect/Layout/Transforms/PropagationCost.h"

#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetQuery.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTPROPAGATE
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {

/// Operands whose layout follows the op's: every ranked tensor operand of
/// a layout-agnostic op, the full tensors of an op that broadcasts into
/// them.
SmallVector<OpOperand *> getLayoutOperands(Operation *op) {
  SmallVector<OpOperand *> operands;
  for (OpOperand &operand : op->getOpOperands())
    if (followsLayout(operand))
      operands.push_back(&operand);
  return operands;
}

//===----------------------------------------------------------------------===//
// Cost model
//===----------------------------------------------------------------------===//

/// A transform of `value` into `layout` that the program computes before
/// `user` anyway (earlier in `user`'s block or an enclosing one), or null.
Value findTransformInto(Value value, EncodingAttr layout, Operation *user) {
  auto type = cast<RankedTensorType>(value.getType());
  RankedTensorType wanted = EncodingAttr::withLayout(type, layout);
  // Already there: not an identity transform of it, whose use the sink
  // would trade for the value's and back, forever.
  if (type == wanted)
    return value;
  for (Operation *other : value.getUsers()) {
    auto transform = dyn_cast<TransformOp>(other);
    // A dead one (a hoist above `user` just cancelled its last use) would
    // be priced as free and sunk back to life.
    if (!transform || transform.getResultType() != wanted ||
        transform->use_empty())
      continue;
    Operation *ancestor = transform->getBlock()->findAncestorOpInBlock(*user);
    if (ancestor && transform->isBeforeInBlock(ancestor))
      return transform.getResult();
  }
  return {};
}

/// Where `value` is a cast (arith.extf of a bf16 input into an f32
/// residual add) read by `user` alone, in `user`'s block, of a value the
/// program already has in `layout` (its pad value dropped: the cast's
/// operand has another element type) before `user`, and `target` (when not
/// null) takes the cast in that layout: that value, on which the cast can
/// run in that layout instead, at no more cost than it runs now (once, in
/// the same block); else null.
Value findTransformBelowCast(Value value, EncodingAttr layout, Operation *user,
                             TargetAttrInterface target) {
  Operation *castOp = value.getDefiningOp();
  if (!castOp || !isa<CastOpInterface>(castOp) || !isLayoutAgnostic(castOp) ||
      castOp->getNumOperands() != 1 || castOp->getNumResults() != 1 ||
      !value.hasOneUse() || castOp->getBlock() != user->getBlock())
    return {};
  EncodingAttr castLayout = getCastLayout(layout, layout);
  Value source = findTransformInto(castOp->getOperand(0), castLayout, user);
  if (!source || !allowsRetyping(
                     target, castOp, {source.getType()},
                     {EncodingAttr::withLayout(
                         cast<RankedTensorType>(value.getType()), castLayout)}))
    return {};
  return source;
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// How an element-wise op (or a broadcast into its full tensors) runs in
/// the source layout A of the transforms that feed it: f(T(a: A -> B), ...)
/// -> T(f(a, ...): A -> B).
struct SinkPlan {
  Operation *op = nullptr;
  /// The common source layout A of the operand transforms.
  EncodingAttr source;
  /// The transforms feeding the op (out of A).
  llvm::SmallPtrSet<Operation *, 4> transforms;
  /// Other operands, read from a transform into A the program has anyway.
  DenseMap<OpOperand *, Value> existing;
  /// Other operands, casts recomputed on a transform of their operand into
  /// A the program has anyway (findTransformBelowCast).
  DenseMap<OpOperand *, Value> castFromExisting;
  /// The layout the results (and the inits that carry them) run in.
  EncodingAttr resultLayout;
  SmallVector<Type> newResultTypes;
  /// Bytes the results' new transforms move.
  std::optional<int64_t> spent = 0;

  /// The layout `operand` takes in the new op: inputs run in A, inits (and
  /// operands of ops whose operands and results share a type) in the
  /// result's layout, a relabelling.
  EncodingAttr getLayoutFor(OpOperand *operand) const {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    bool isInit = linalgOp && linalgOp.isDpsInit(operand);
    return isInit || needsOneType(op) ? resultLayout : source;
  }
};

/// The plan to sink the transforms feeding `op` below it, or failure where
/// they cannot move: operands from two layouts, an operand that would need
/// a new transform, an init that would, or new types `target` (when not
/// null) does not take for `op`.
FailureOr<SinkPlan> planSink(Operation *op, TargetAttrInterface target) {
  bool broadcasts = isBroadcastInto(op);
  if (isa<TransformOp, RelabelOp>(op) || (!isLayoutAgnostic(op) && !broadcasts))
    return failure();
  SinkPlan plan;
  plan.op = op;
  SmallVector<OpOperand *> untransformed;
  for (OpOperand *operand : getLayoutOperands(op)) {
    auto transform = operand->get().getDefiningOp<TransformOp>();
    // A transform of a constant or an empty tensor is as free as its
    // source: sinking it saves nothing (counting it would undo a hoist
    // above the op, forever). Nor does sinking one into its own layout (a
    // copy the folds remove).
    if (transform && transform.getSourceType() == transform.getResultType())
      transform = nullptr;
    if (!transform || isFreeInAnyLayout(transform.getSource())) {
      if (!transform && !isFreeInAnyLayout(operand->get()))
        untransformed.push_back(operand);
      continue;
    }
    EncodingAttr layout = EncodingAttr::getOrPacked(transform.getSourceType());
    if (plan.source && plan.source != layout)
      return failure();
    plan.source = layout;
    plan.transforms.insert(transform);
  }
  if (!plan.source)
    return failure();
  // Another operand is free in A where the program already has it in A
  // (a residual connection reads the input that the first layer had
  // transformed).
  for (OpOperand *operand : untransformed) {
    if (Value inSource = findTransformInto(operand->get(), plan.source, op))
      plan.existing[operand] = inSource;
    else if (Value castSource = findTransformBelowCast(operand->get(),
                                                       plan.source, op, target))
      plan.castFromExisting[operand] = castSource;
    else
      return failure();
  }

  // Results (and the inits that carry them) in A with the pad value f
  // leaves. Only the full tensors are in the layout; what the op leaves in
  // the padding is not followed through the broadcast ones: undefined.
  plan.resultLayout = getResultLayout(op, plan.source);
  if (broadcasts)
    plan.resultLayout = plan.source.withoutPadValue();
  if (isa<CastOpInterface>(op))
    plan.resultLayout = getCastLayout(plan.source, plan.resultLayout);
  for (Value result : op->getResults()) {
    auto type = cast<RankedTensorType>(result.getType());
    RankedTensorType newType =
        EncodingAttr::withLayout(type, plan.resultLayout);
    plan.newResultTypes.push_back(newType);
    addCost(plan.spent, TransformOp::getCost(newType, type));
  }
  // Operands from transforms must reach their layout without moving data.
  for (OpOperand *operand : getLayoutOperands(op)) {
    auto transform = operand->get().getDefiningOp<TransformOp>();
    EncodingAttr from = plan.castFromExisting.count(operand)
                            ? getCastLayout(plan.source, plan.source)
                            : plan.source;
    if ((transform || plan.existing.count(operand) ||
         plan.castFromExisting.count(operand)) &&
        !EncodingAttr::canViewAs(
            from, plan.getLayoutFor(operand),
            cast<RankedTensorType>(operand->get().getType()).getShape()))
      return failure();
  }
  SmallVector<Type> operandTypes;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    operandTypes.push_back(
        type && followsLayout(operand)
            ? EncodingAttr::withLayout(type, plan.getLayoutFor(&operand))
            : operand.get().getType());
  }
  if (!allowsRetyping(target, op, operandTypes, plan.newResultTypes))
    return failure();
  return plan;
}

/// Rewrites `plan.op` to run in the source layout, its results transformed
/// back to their types.
void applySink(PatternRewriter &rewriter, const SinkPlan &plan) {
  Operation *op = plan.op;
  rewriter.setInsertionPoint(op);
  SmallVector<Value> operands;
  for (OpOperand &operand : op->getOpOperands()) {
    Value value = operand.get();
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || !followsLayout(operand)) {
      operands.push_back(value);
      continue;
    }
    if (auto transform = value.getDefiningOp<TransformOp>())
      value = transform.getSource();
    else if (Value inSource = plan.existing.lookup(&operand))
      value = inSource;
    else if (Value castSource = plan.castFromExisting.lookup(&operand))
      value = clone(rewriter, value.getDefiningOp(),
                    {EncodingAttr::withLayout(
                        type, getCastLayout(plan.source, plan.source))},
                    {castSource})
                  ->getResult(0);
    operands.push_back(createLayoutCast(
        rewriter, op->getLoc(), value,
        EncodingAttr::withLayout(type, plan.getLayoutFor(&operand))));
  }
  Operation *newOp = clone(rewriter, op, plan.newResultTypes, operands);
  SmallVector<Value> replacements;
  for (auto [oldResult, newResult] :
       llvm::zip_equal(op->getResults(), newOp->getResults()))
    replacements.push_back(
        createLayoutCast(rewriter, op->getLoc(), newResult,
                         cast<RankedTensorType>(oldResult.getType())));
  rewriter.replaceOp(op, replacements);
}

/// f(T(a: A -> B), T(b: A -> B), ...) -> T(f(a, b, ...): A -> B).
///
/// Applies when every tensor operand comes from a transform out of the same
/// layout A, or is free in any layout, and the transforms that die move at
/// least as many bytes as the new transforms of the results.
struct SinkTransformsBelowElementwise : public RewritePattern {
  SinkTransformsBelowElementwise(MLIRContext *context,
                                 TargetAttrInterface target)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context),
        target(target) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    FailureOr<SinkPlan> plan = planSink(op, target);
    if (failed(plan))
      return rewriter.notifyMatchFailure(op, "no transforms that can sink");
    // Price: transforms that die here against transforms of the results.
    std::optional<int64_t> saved = 0;
    for (Operation *transform : plan->transforms) {
      bool dies = llvm::all_of(transform->getUsers(),
                               [&](Operation *user) { return user == op; });
      if (dies)
        addCost(saved, cast<TransformOp>(transform).getBytesMoved());
    }
    if (!saved || !plan->spent || *plan->spent > *saved)
      return rewriter.notifyMatchFailure(op, "sinking would move more bytes");
    applySink(rewriter, *plan);
    return success();
  }

  TargetAttrInterface target;
};

/// T(a: A -> B) used by f1, f2, ... -> T(f1(a): A -> B1), T(f2(a): ...):
/// a transform with several element-wise users sinks below all of them at
/// once where that moves strictly fewer bytes (an f32 transform before two
/// int8 quantizations becomes two int8 transforms: half the bytes). Each
/// user must read no other transform.
struct SinkTransformBelowAllUsers : public OpRewritePattern<TransformOp> {
  SinkTransformBelowAllUsers(MLIRContext *context, TargetAttrInterface target)
      : OpRewritePattern(context), target(target) {}

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    if (op->hasOneUse() || op->use_empty() || isFreeInAnyLayout(op.getSource()))
      return rewriter.notifyMatchFailure(op, "not a shared transform");
    SmallVector<SinkPlan> plans;
    std::optional<int64_t> spent = 0;
    llvm::SmallPtrSet<Operation *, 4> users;
    // Every use must be one the sink moves (not a broadcast operand), so
    // that the transform dies.
    for (OpOperand &use : op->getUses())
      if (!followsLayout(use))
        return rewriter.notifyMatchFailure(op, "a use that does not move");
    for (Operation *user : op->getUsers()) {
      if (!users.insert(user).second)
        continue;
      FailureOr<SinkPlan> plan = planSink(user, target);
      if (failed(plan) || plan->transforms.size() != 1 ||
          !plan->transforms.contains(op))
        return rewriter.notifyMatchFailure(op, "a user it cannot sink below");
      addCost(spent, plan->spent);
      plans.push_back(std::move(*plan));
    }
    std::optional<int64_t> saved = op.getBytesMoved();
    if (!saved || !spent || *spent >= *saved)
      return rewriter.notifyMatchFailure(op, "sinking would not save bytes");
    for (const SinkPlan &plan : plans)
      applySink(rewriter, plan);
    return success();
  }

  TargetAttrInterface target;
};

/// T(pad(x): P -> P#A) -> pad(T(x: X -> X#A)): the pad runs in A, and the
/// transform moves the tensor without the pad's border (a convolution's
/// padded input: the unpadded one is what a residual connection reads in
/// A too). Only into layouts the pad can run in (canPadRunIn: no padding of
/// their own, no padded dim tiled), the pad's operand and result in one
/// layout, which such a pad bufferizes into (a halo or a padding copy).
struct HoistTransformAbovePad : public OpRewritePattern<TransformOp> {
  HoistTransformAbovePad(MLIRContext *context, TargetAttrInterface machine)
      : OpRewritePattern(context), machine(machine) {}

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    auto pad = op.getSource().getDefiningOp<tensor::PadOp>();
    if (!pad || !pad->hasOneUse())
      return rewriter.notifyMatchFailure(op, "no pad used only here");
    FailureOr<Value> newPad = createPadInLayout(
        rewriter, op.getLoc(), pad,
        EncodingAttr::getOrPacked(op.getResultType()), machine);
    if (failed(newPad))
      return rewriter.notifyMatchFailure(op, "a pad that cannot run there");
    rewriter.replaceOp(op, *newPad);
    return success();
  }

  TargetAttrInterface machine;
};

/// `layout` (of a tensor of rank `rank`, untiled) restricted to the dims
/// not in `dropped`: the kept dims in the same relative order, with their
/// alignment and halos; the dims renumbered.
EncodingAttr dropDims(EncodingAttr layout, int64_t rank,
                      const llvm::SmallBitVector &dropped) {
  SmallVector<int64_t> newIndex(rank, -1);
  int64_t next = 0;
  for (int64_t dim = 0; dim < rank; ++dim)
    if (!dropped.test(dim))
      newIndex[dim] = next++;
  SmallVector<int64_t> order, align, padLow, padHigh;
  for (int64_t dim : layout.getOrderOrIdentity(rank))
    if (!dropped.test(dim))
      order.push_back(newIndex[dim]);
  for (int64_t dim = 0; dim < rank; ++dim) {
    if (dropped.test(dim))
      continue;
    align.push_back(layout.getAlignment(dim));
    padLow.push_back(layout.getLowPadding(dim));
    padHigh.push_back(layout.getHighPadding(dim));
  }
  // (Row metadata belongs to the rows of all dims: the reduced tensor's
  // padding holds none.)
  return EncodingAttr::get(
      layout.getContext(), order, align, padLow, padHigh,
      layout.getRowMetadata() ? Attribute() : layout.getPadValue(), {}, {},
      layout.getBaseAlign(), {}, layout.getMemorySpace());
}

/// The dims a reduction drops: the reduced loops of a structured op with
/// one input read at every loop (identity map) and one init indexed by the
/// other loops in order, whose body does not ask for its position; empty
/// for any other op.
std::optional<llvm::SmallBitVector> getReducedDims(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 1 ||
      op.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
      op.getNumReductionLoops() == 0 || op.hasIndexSemantics())
    return std::nullopt;
  AffineMap input = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap init = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (!input.isIdentity() || !init.isProjectedPermutation() ||
      init.isPermutation())
    return std::nullopt;
  llvm::SmallBitVector reduced(op.getNumLoops(), false);
  for (auto [loop, iterator] : llvm::enumerate(op.getIteratorTypesArray()))
    reduced[loop] = iterator == utils::IteratorType::reduction;
  // The init keeps the parallel loops, in order.
  unsigned expected = 0;
  for (AffineExpr result : init.getResults()) {
    unsigned loop = cast<AffineDimExpr>(result).getPosition();
    while (expected < reduced.size() && reduced.test(expected))
      ++expected;
    if (loop != expected++)
      return std::nullopt;
  }
  if (init.getNumResults() + reduced.count() != op.getNumLoops())
    return std::nullopt;
  return reduced;
}

/// reduce(T(x: A -> B)) -> T(reduce(x): A' -> B'), where A' and B' are A
/// and B without the reduced dims: the reduction reads x where it is, and
/// the transform moves the smaller result (global average pooling after
/// NHWC convolutions: NHWC -> NCHW of the image becomes nothing, as A' and
/// B' are both row-major N x C). For untiled A (a reduction over blocks
/// would sum their padding), when the bytes saved cover the transforms
/// added (the result's, and the init's unless it is free).
struct SinkTransformBelowReduction
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  SinkTransformBelowReduction(MLIRContext *context, TargetAttrInterface target)
      : OpInterfaceRewritePattern(context), target(target) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<llvm::SmallBitVector> reduced = getReducedDims(op);
    if (!reduced)
      return rewriter.notifyMatchFailure(op, "not a reduction of one input");
    OpOperand *input = op.getDpsInputOperand(0);
    OpOperand *init = op.getDpsInitOperand(0);
    auto transform = input->get().getDefiningOp<TransformOp>();
    if (!transform || isFreeInAnyLayout(transform.getSource()))
      return rewriter.notifyMatchFailure(op, "no input transform to sink");
    RankedTensorType sourceType = transform.getSourceType();
    EncodingAttr source = EncodingAttr::getOrPacked(sourceType);
    if (source.isTiled() || !sourceType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "tiled or dynamic source");
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    if (!resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic result");
    // The result's padding holds what the init's held: undefined.
    EncodingAttr reducedLayout =
        dropDims(source, sourceType.getRank(), *reduced);
    if (reducedLayout.hasPadding(resultType.getShape()))
      reducedLayout = reducedLayout.withoutPadValue();
    RankedTensorType newType =
        EncodingAttr::withLayout(resultType, reducedLayout);

    std::optional<int64_t> saved = 0, spent = 0;
    if (transform->hasOneUse())
      addCost(saved, transform.getBytesMoved());
    // Where every user transforms the result into A' already, the result's
    // new transform cancels with them all: the mirror case, a transform
    // hoisted above the reduction onto the input's transform out of A
    // (which stays for its other users).
    Value result = op->getResult(0);
    if (isOnlyTransformedInto(result, newType))
      for (Operation *user : result.getUsers())
        addCost(saved, cast<TransformOp>(user).getBytesMoved());
    else
      addCost(spent, TransformOp::getCost(newType, resultType));
    auto initType = cast<RankedTensorType>(init->get().getType());
    if (!isFreeInAnyLayout(init->get()))
      addCost(spent, TransformOp::getCost(initType, newType));
    if (!saved || !spent || *spent > *saved || *saved == 0)
      return rewriter.notifyMatchFailure(op, "sinking would move more bytes");

    SmallVector<Type> operandTypes(op->getOperandTypes());
    operandTypes[input->getOperandNumber()] = sourceType;
    operandTypes[init->getOperandNumber()] = newType;
    if (!allowsRetyping(target, op, operandTypes, {newType}))
      return rewriter.notifyMatchFailure(op, "the target does not take it");
    SmallVector<Value> operands(op->getOperands());
    operands[input->getOperandNumber()] = transform.getSource();
    operands[init->getOperandNumber()] =
        createLayoutCast(rewriter, op.getLoc(), init->get(), newType);
    Operation *newOp = clone(rewriter, op, {newType}, operands);
    rewriter.replaceOp(op, createLayoutCast(rewriter, op.getLoc(),
                                            newOp->getResult(0), resultType));
    return success();
  }

  TargetAttrInterface target;
};

/// linalg.transpose(x: A) into B -> T(relabel(x): A' -> B), where A' is A
/// relabelled by the permutation: the transpose's data movement becomes a
/// transform that can cancel, and disappears when A' already is B.
struct TransposeAsRelabel : public OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    Value relabel = RelabelOp::create(rewriter, op.getLoc(), op.getInput(),
                                      op.getPermutation());
    rewriter.replaceOp(
        op, createLayoutCast(rewriter, op.getLoc(), relabel, resultType));
    return success();
  }
};

/// relabel(T(x: C -> A), p) -> T(relabel(x, p): p(C) -> p(A)): the same
/// bytes move, and the transform meets whatever follows the relabel.
struct SinkTransformBelowRelabel : public OpRewritePattern<RelabelOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(RelabelOp op,
                                PatternRewriter &rewriter) const override {
    auto transform = op.getSource().getDefiningOp<TransformOp>();
    if (!transform || !transform->hasOneUse())
      return rewriter.notifyMatchFailure(op, "no transform to sink");
    Value relabel = RelabelOp::create(
        rewriter, op.getLoc(), transform.getSource(), op.getPermutation());
    rewriter.replaceOp(op, createLayoutCast(rewriter, op.getLoc(), relabel,
                                            op.getResultType()));
    return success();
  }
};

struct LayoutPropagatePass
    : public layout::impl::LayoutPropagateBase<LayoutPropagatePass> {
  using LayoutPropagateBase::LayoutPropagateBase;

  /// Rewrites per op after which propagation gives up.
  static constexpr int64_t kMaxRewritesPerOp = 64;
  /// Rounds of moves across calls (each one call level further out).
  static constexpr int kMaxCallRounds = 16;

  LogicalResult initialize(MLIRContext *context) override {
    return parseTargetOptions(context, getArgument(), targetName, targetFile,
                              optionTarget);
  }

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // With a target, no op is retyped out of what the target takes for it,
    // and inputs then read values whose layout the target takes.
    Operation *root = getOperation();
    // Batch-norm vectors as torch-mlir broadcasts them (64x1x1 through
    // (c, 0, 0)) as the broadcasts transforms sink through.
    simplifyUnitBroadcasts(root);
    auto module = dyn_cast<ModuleOp>(root);
    if (!module)
      module = root->getParentOfType<ModuleOp>();
    TargetAttrInterface target;
    if (optionTarget || (module && module->hasAttr(kTargetAttrName))) {
      FailureOr<TargetAttrInterface> resolved =
          resolveTarget(module, optionTarget);
      if (failed(resolved))
        return signalPassFailure();
      target = *resolved;
    }
    RewritePatternSet patterns(context);
    populateLayoutPropagationPatterns(patterns, target);
    TransformOp::getCanonicalizationPatterns(patterns, context);
    // An empty tensor reshaped is an empty tensor (a grouped convolution's
    // init, expanded into groups): the transform of its fill then becomes
    // a fill in the layout rather than a copy of zeros.
    tensor::populateFoldTensorEmptyPatterns(patterns,
                                            /*foldSingleUseOnly=*/true);
    FrozenRewritePatternSet frozen(std::move(patterns));
    if (failed(propagate(root, frozen)))
      return signalPassFailure();
    // Transforms moved into private callees meet what they feed there; each
    // round moves them one call further down.
    if (module == root)
      for (int round = 0;
           round < kMaxCallRounds && moveTransformsAcrossCalls(module); ++round)
        if (failed(propagate(root, frozen)))
          return signalPassFailure();
    // Hoists that pay only together, judged on each whole function.
    auto tryHoists = [&](FunctionOpInterface func) {
      if (!func.isExternal())
        hoistWhereFunctionGains(func, target, [&](Operation *copy) {
          return propagate(copy, frozen, /*report=*/false);
        });
    };
    if (auto func = dyn_cast<FunctionOpInterface>(root))
      tryHoists(func);
    else
      root->walk<WalkOrder::PreOrder>([&](FunctionOpInterface func) {
        tryHoists(func);
        return WalkResult::skip();
      });
    if (target && failed(bypassAcceptedTransforms(root, target)))
      signalPassFailure();
  }

  /// Runs the patterns on `root` to a fixed point. Each rewrite removes
  /// bytes moved or brings transforms together; a bound on the rewrites per
  /// op makes a cycle between patterns an error at the root (when `report`;
  /// a trial that does not converge is only a trial not taken) rather than a
  /// hang.
  LogicalResult propagate(Operation *root,
                          const FrozenRewritePatternSet &patterns,
                          bool report = true) {
    int64_t numOps = 0;
    root->walk([&](Operation *) { ++numOps; });
    GreedyRewriteConfig config;
    config.setMaxNumRewrites(kMaxRewritesPerOp * numOps);
    if (succeeded(applyPatternsGreedily(root, patterns, config)))
      return success();
    if (!report)
      return failure();
    return emitError(root->getLoc())
           << "layout-propagate did not converge within "
           << kMaxRewritesPerOp * numOps << " rewrites (" << kMaxRewritesPerOp
           << " per op); please report this program";
  }

private:
  // Null when the options name no target.
  TargetAttrInterface optionTarget;
};

} // namespace

FailureOr<Value> mlir::layout::createPadInLayout(PatternRewriter &rewriter,
                                                 Location loc,
                                                 tensor::PadOp pad,
                                                 EncodingAttr layout,
                                                 TargetAttrInterface target) {
  if (!isMovablePad(pad) || !canPadRunIn(pad, layout))
    return failure();
  RankedTensorType resultType =
      EncodingAttr::withLayout(pad.getResultType(), layout);
  SmallVector<Type> operandTypes(pad->getOperandTypes());
  operandTypes[0] = EncodingAttr::withLayout(pad.getSourceType(), layout);
  if (!allowsRetyping(target, pad, operandTypes, {resultType}))
    return failure();
  SmallVector<Value> operands(pad->getOperands());
  operands[0] = createLayoutCast(rewriter, loc, pad.getSource(),
                                 cast<RankedTensorType>(operandTypes[0]));
  return clone(rewriter, pad, {resultType}, operands)->getResult(0);
}

void mlir::layout::populateLayoutPropagationPatterns(
    RewritePatternSet &patterns, TargetAttrInterface target) {
  patterns.add<SinkTransformsBelowElementwise, SinkTransformBelowAllUsers,
               HoistTransformAbovePad, SinkTransformBelowReduction>(
      patterns.getContext(), target);
  populateHoistPropagationPatterns(patterns, target);
  patterns.add<TransposeAsRelabel, SinkTransformBelowRelabel>(
      patterns.getContext());
  populateViewPropagationPatterns(patterns, target);
  populateConcatPropagationPatterns(patterns);
  populateAlignmentPropagationPatterns(patterns, target);
}
