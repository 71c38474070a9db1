//===- PropagateTrials.cpp - Hoists judged on the whole function ----------===//
//
// The patterns judge each rewrite by the bytes it saves on its own, so a
// hoist that moves as many bytes as it saves is refused, though with
// another hoist it may kill a transform the two read. In
//
//   y = T1(x); r1 = T2(add(y, c)); r2 = T2(mul(y, d))
//
// either hoist of T2 alone keeps T1 (the other op still reads it); both
// together kill it. Here each such hoist (one the price refuses that
// cancels some uses of a transform others read) is tried on a copy of the
// function, the patterns run on the copy to their fixed point, and the
// copy replaces the function where all its transforms together move
// strictly fewer bytes. Strictly fewer, so the trials end; and a bounded
// number of them per function, so their cost stays linear in its size.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Propagation.h"

#include "Dialect/Layout/Transforms/PropagationCost.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::layout;

/// Trials per function.
static constexpr unsigned kMaxTrials = 16;
/// Functions larger than this are left to the patterns: each trial copies
/// the whole function.
static constexpr int64_t kMaxOps = 10000;

/// The bytes all transforms in `root` move, or none where a size is
/// unknown.
static std::optional<int64_t> getTransformBytes(Operation *root) {
  std::optional<int64_t> bytes = 0;
  root->walk([&](TransformOp transform) {
    addCost(bytes, transform.getBytesMoved());
  });
  return bytes;
}

/// Tries the hoist above `candidate` (an op of `func`) on a copy of `func`
/// followed by `propagate`; returns the copy where its transforms move
/// fewer than `bytes`, else null.
static Operation *tryHoist(Operation *func, Operation *candidate, int64_t bytes,
                           TargetAttrInterface target,
                           function_ref<LogicalResult(Operation *)> propagate) {
  IRMapping mapping;
  Operation *copy = func->clone(mapping);
  IRRewriter rewriter(copy->getContext());
  std::optional<int64_t> newBytes;
  if (succeeded(
          hoistTransformsAbove(rewriter, mapping.lookup(candidate), target)) &&
      succeeded(propagate(copy)))
    newBytes = getTransformBytes(copy);
  if (newBytes && *newBytes < bytes)
    return copy;
  copy->erase();
  return nullptr;
}

void mlir::layout::hoistWhereFunctionGains(
    Operation *func, TargetAttrInterface target,
    function_ref<LogicalResult(Operation *)> propagate) {
  int64_t numOps = 0;
  func->walk([&](Operation *) { ++numOps; });
  std::optional<int64_t> bytes = getTransformBytes(func);
  if (numOps > kMaxOps || !bytes || *bytes == 0)
    return;
  unsigned trials = 0;
  bool improved = true;
  while (improved && trials < kMaxTrials) {
    improved = false;
    SmallVector<Operation *> candidates;
    func->walk([&](Operation *op) {
      if (mayHoistPayWithOthers(op, target))
        candidates.push_back(op);
    });
    for (Operation *candidate : candidates) {
      if (trials++ == kMaxTrials)
        break;
      Operation *better = tryHoist(func, candidate, *bytes, target, propagate);
      if (!better)
        continue;
      func->getRegion(0).takeBody(better->getRegion(0));
      better->erase();
      bytes = getTransformBytes(func);
      improved = true;
      break;
    }
  }
}
