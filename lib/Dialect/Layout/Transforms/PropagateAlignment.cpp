//===- PropagateAlignment.cpp - Fresh results in their aligned layout -----===//
//
// A transform that only raises `base_align` moves every byte of a tensor
// to change where its buffer starts, nothing else. Where the tensor is a
// fresh result (an op writing into a tensor.empty, seen through relabels
// that view the same buffer), its buffer can start there in the first
// place: T(relabel(f(empty : A)) : p(A) -> p(A) aligned) = relabel(f(empty
// : A aligned)). The elements, their places and the padding are the same;
// the transform is gone. Assignment leaves such transforms where a target
// asks for an aligned operand (a matmul's) that an element-wise op
// computes, as `transpose(transpose(x) + transpose(b))` into a matmul.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Propagation.h"

#include "tensor-layout/Dialect/Layout/Transforms/ArgumentAlignment.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetQuery.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

/// `type` with its layout's base alignment raised to `baseAlign`.
static RankedTensorType withBaseAlign(Type type, int64_t baseAlign) {
  auto tensor = cast<RankedTensorType>(type);
  return EncodingAttr::withLayout(
      tensor, EncodingAttr::getOrPacked(tensor).withBaseAlign(baseAlign));
}

/// The ops that make `value` a fresh buffer, from its producer down to the
/// tensor.empty it writes into: ops in destination style, each result used
/// only by the next, the last one's destination an empty used only there.
/// Empty where `value` is not one.
static SmallVector<Operation *> getFreshChain(Value value) {
  SmallVector<Operation *> chain;
  while (value.hasOneUse()) {
    Operation *op = value.getDefiningOp();
    if (auto empty = dyn_cast_or_null<tensor::EmptyOp>(op)) {
      chain.push_back(empty);
      return chain;
    }
    auto dps = dyn_cast_or_null<DestinationStyleOpInterface>(op);
    if (!dps || !dps.hasPureTensorSemantics() || op->getNumResults() != 1)
      return {};
    chain.push_back(op);
    value = dps.getTiedOpOperand(cast<OpResult>(value))->get();
  }
  return {};
}

/// T(relabel*(f(... empty : A)) : B -> B aligned) -> relabel*(f(... empty
/// : A aligned)), where B differs from its aligned form only in
/// `base_align` and every op between them has one user. With a target, the
/// retyped ops must keep layouts it takes.
struct AlignFreshResult : public OpRewritePattern<TransformOp> {
  AlignFreshResult(MLIRContext *context, TargetAttrInterface target)
      : OpRewritePattern(context), target(target) {}

  LogicalResult matchAndRewrite(TransformOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<int64_t> raised =
        getRaisedBaseAlign(EncodingAttr::getOrPacked(op.getSourceType()),
                           EncodingAttr::getOrPacked(op.getResultType()));
    if (!raised)
      return rewriter.notifyMatchFailure(op, "not only a raised base_align");
    int64_t baseAlign = *raised;
    SmallVector<RelabelOp> relabels;
    Value value = op.getSource();
    while (auto relabel = value.getDefiningOp<RelabelOp>()) {
      if (!value.hasOneUse())
        return rewriter.notifyMatchFailure(op, "a shared relabel");
      relabels.push_back(relabel);
      value = relabel.getSource();
    }
    SmallVector<Operation *> chain = getFreshChain(value);
    if (chain.empty())
      return rewriter.notifyMatchFailure(op, "not a fresh result");
    for (Operation *writer : ArrayRef(chain).drop_back())
      if (target &&
          !allowsRetyping(
              target, writer, getRaisedOperandTypes(writer, baseAlign),
              withBaseAlign(writer->getResult(0).getType(), baseAlign)))
        return rewriter.notifyMatchFailure(op, "the target keeps the layout");

    // From the empty up: each op writes into the raised one below it.
    auto empty = cast<tensor::EmptyOp>(chain.back());
    rewriter.setInsertionPoint(empty);
    Value below = tensor::EmptyOp::create(
        rewriter, empty.getLoc(), withBaseAlign(empty.getType(), baseAlign),
        empty.getDynamicSizes());
    rewriter.eraseOp(empty);
    for (Operation *writer : llvm::reverse(ArrayRef(chain).drop_back())) {
      auto dps = cast<DestinationStyleOpInterface>(writer);
      rewriter.modifyOpInPlace(writer, [&] {
        dps.getDpsInitsMutable()[0].set(below);
        writer->getResult(0).setType(below.getType());
      });
      below = writer->getResult(0);
    }
    for (RelabelOp relabel : llvm::reverse(relabels)) {
      rewriter.modifyOpInPlace(relabel, [&] {
        relabel.getResult().setType(
            withBaseAlign(relabel.getResult().getType(), baseAlign));
      });
      below = relabel.getResult();
    }
    rewriter.replaceOp(op, below);
    return success();
  }

private:
  /// `writer`'s operand types with its destination's alignment raised.
  static SmallVector<Type> getRaisedOperandTypes(Operation *writer,
                                                 int64_t baseAlign) {
    auto dps = cast<DestinationStyleOpInterface>(writer);
    SmallVector<Type> types(writer->getOperandTypes());
    OpOperand &init = dps.getDpsInitsMutable()[0];
    types[init.getOperandNumber()] =
        withBaseAlign(init.get().getType(), baseAlign);
    return types;
  }

  TargetAttrInterface target;
};

} // namespace

void mlir::layout::populateAlignmentPropagationPatterns(
    RewritePatternSet &patterns, TargetAttrInterface target) {
  patterns.add<AlignFreshResult>(patterns.getContext(), target);
}
