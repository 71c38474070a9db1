//===- PropagationCost.h - Pricing rewrites in bytes moved ------*- C++ -*-===//
//
// Helpers shared by the propagation patterns, which price every rewrite in
// the bytes its transforms move (TransformOp::getBytesMoved), and move
// transforms above pads.
//
//===----------------------------------------------------------------------===//

#ifndef LIB_DIALECT_LAYOUT_TRANSFORMS_PROPAGATIONCOST_H
#define LIB_DIALECT_LAYOUT_TRANSFORMS_PROPAGATIONCOST_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include <cstdint>
#include <optional>

namespace mlir {
namespace layout {

/// Adds `cost` to `total`; an unknown cost makes the total unknown.
inline void addCost(std::optional<int64_t> &total,
                    std::optional<int64_t> cost) {
  // value_or, not *: GCC 12 cannot see that an engaged optional's value is
  // set (-Wmaybe-uninitialized once inlined into the patterns).
  total = total && cost
              ? std::optional<int64_t>(total.value_or(0) + cost.value_or(0))
              : std::nullopt;
}

/// Whether `value` has users and each is a transform into exactly `type`:
/// a transform of the value out of `type` would cancel with all of them.
inline bool isOnlyTransformedInto(Value value, RankedTensorType type) {
  return !value.use_empty() &&
         llvm::all_of(value.getUsers(), [&](Operation *user) {
           auto transform = dyn_cast<TransformOp>(user);
           return transform && transform.getResultType() == type;
         });
}

/// `pad` run in `layout`: a new pad of its source transformed (at `loc`)
/// into `layout`, its result in `layout`. Fails, building nothing, where the
/// pad cannot move (isMovablePad), cannot run in `layout` (canPadRunIn), or
/// `target` (when not null) does not take it there.
FailureOr<Value> createPadInLayout(PatternRewriter &rewriter, Location loc,
                                   tensor::PadOp pad, EncodingAttr layout,
                                   TargetAttrInterface target);

} // namespace layout
} // namespace mlir

#endif // LIB_DIALECT_LAYOUT_TRANSFORMS_PROPAGATIONCOST_H
