//===- PropagateAcrossCalls.cpp - Move transforms into private callees ----===//
//
// A transform of a call's operand runs once per call, as the same transform
// of the callee's argument at its entry would: where every call of a
// private function transforms its operand out of one layout, and nothing
// else reads the transformed value, the function can take the operand as
// it was and transform it itself. The same bytes move per call, one
// transform replaces one per call site, and inside the callee the
// transform meets the ops and transforms it feeds (in f(T(x)) with f
// element-wise and a transform back after it, both cancel). Likewise for
// results that every call transforms into one layout: the callee returns
// them in that layout.
//
// Transforms move only from caller to callee, and not within a cycle of
// calls, so the moves end.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Propagation.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Analysis/CallGraph.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SCCIterator.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

/// The functions that can call themselves, directly or through others.
llvm::DenseSet<Operation *> getRecursiveFunctions(ModuleOp module) {
  CallGraph callGraph(module);
  llvm::DenseSet<Operation *> recursive;
  for (auto it = llvm::scc_begin(static_cast<const CallGraph *>(&callGraph));
       !it.isAtEnd(); ++it) {
    if (!it.hasCycle())
      continue;
    for (const CallGraphNode *node : *it)
      if (!node->isExternal())
        recursive.insert(node->getCallableRegion()->getParentOp());
  }
  return recursive;
}

/// The calls of `func`, or failure where it may be called from elsewhere:
/// not private, without a body, or used other than as a direct callee.
FailureOr<SmallVector<func::CallOp>> getCalls(func::FuncOp func,
                                              ModuleOp module) {
  if (!func.isPrivate() || func.isExternal())
    return failure();
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(func, module);
  if (!uses)
    return failure();
  SmallVector<func::CallOp> calls;
  for (const SymbolTable::SymbolUse &use : *uses) {
    auto call = dyn_cast<func::CallOp>(use.getUser());
    if (!call || call.getCallee() != func.getSymName())
      return failure();
    calls.push_back(call);
  }
  return calls;
}

/// The transforms that make operand `index` of every call, each used only
/// there, out of one type; or empty.
SmallVector<TransformOp> getOperandTransforms(ArrayRef<func::CallOp> calls,
                                              unsigned index) {
  SmallVector<TransformOp> transforms;
  for (func::CallOp call : calls) {
    // In the call's block, so that it runs as often as the call (not once
    // before a loop of calls).
    auto transform = call.getOperand(index).getDefiningOp<TransformOp>();
    if (!transform || !transform->hasOneUse() ||
        transform->getBlock() != call->getBlock() ||
        (!transforms.empty() &&
         transform.getSourceType() != transforms.front().getSourceType()))
      return {};
    transforms.push_back(transform);
  }
  return transforms;
}

/// Makes argument `index` of `func` arrive as the calls' transforms found
/// it, and transforms it at the function's entry instead.
void moveOperandTransforms(func::FuncOp func, unsigned index,
                           MutableArrayRef<TransformOp> transforms,
                           RewriterBase &rewriter) {
  BlockArgument argument = func.getArgument(index);
  RankedTensorType type = cast<RankedTensorType>(argument.getType());
  argument.setType(transforms.front().getSourceType());
  rewriter.setInsertionPointToStart(argument.getOwner());
  auto entry = TransformOp::create(rewriter, func.getLoc(), type, argument);
  rewriter.replaceAllUsesExcept(argument, entry.getResult(), entry);
  for (TransformOp transform : transforms)
    rewriter.replaceOp(transform, transform.getSource());
}

/// The one type every use of result `index` of every call transforms it
/// into, or null.
RankedTensorType getResultTransformType(ArrayRef<func::CallOp> calls,
                                        unsigned index) {
  RankedTensorType type;
  for (func::CallOp call : calls) {
    Value result = call.getResult(index);
    if (result.use_empty())
      return {};
    // Each in the call's block, so that it runs as often as the call (not
    // only on one branch after it).
    for (Operation *user : result.getUsers()) {
      auto transform = dyn_cast<TransformOp>(user);
      if (!transform || transform->getBlock() != call->getBlock() ||
          (type && transform.getResultType() != type))
        return {};
      type = transform.getResultType();
    }
  }
  return type;
}

/// Makes result `index` of `func` leave in `type`: each return transforms
/// it, and the calls' transforms of it are replaced by the result.
void moveResultTransforms(func::FuncOp func, ArrayRef<func::CallOp> calls,
                          unsigned index, RankedTensorType type,
                          RewriterBase &rewriter) {
  func.walk([&](func::ReturnOp ret) {
    rewriter.setInsertionPoint(ret);
    auto exit = TransformOp::create(rewriter, ret.getLoc(), type,
                                    ret.getOperand(index));
    rewriter.modifyOpInPlace(ret, [&] { ret->setOperand(index, exit); });
  });
  for (func::CallOp call : calls) {
    Value result = call.getResult(index);
    result.setType(type);
    for (Operation *user : llvm::to_vector(result.getUsers()))
      rewriter.replaceOp(user, result);
  }
}

} // namespace

bool mlir::layout::moveTransformsAcrossCalls(ModuleOp module) {
  llvm::DenseSet<Operation *> recursive = getRecursiveFunctions(module);
  IRRewriter rewriter(module.getContext());
  bool changed = false;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (recursive.contains(func))
      continue;
    FailureOr<SmallVector<func::CallOp>> calls = getCalls(func, module);
    if (failed(calls) || calls->empty())
      continue;
    bool moved = false;
    for (unsigned index = 0; index < func.getNumArguments(); ++index) {
      SmallVector<TransformOp> transforms = getOperandTransforms(*calls, index);
      if (transforms.empty())
        continue;
      moveOperandTransforms(func, index, transforms, rewriter);
      moved = true;
    }
    for (unsigned index = 0; index < func.getNumResults(); ++index) {
      RankedTensorType type = getResultTransformType(*calls, index);
      if (!type || type == func.getResultTypes()[index])
        continue;
      moveResultTransforms(func, *calls, index, type, rewriter);
      moved = true;
    }
    if (!moved)
      continue;
    // The signature follows the entry block and the returns.
    Block &entry = func.getBody().front();
    SmallVector<Type> resultTypes(func.getResultTypes());
    for (Block &block : func.getBody())
      if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator()))
        resultTypes = llvm::to_vector(ret.getOperandTypes());
    func.setFunctionType(
        rewriter.getFunctionType(entry.getArgumentTypes(), resultTypes));
    changed = true;
  }
  return changed;
}
