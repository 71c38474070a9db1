//===- SetChoiceSearch.h - Choosing one requirement set per op --*- C++ -*-===//
//
// Where a target offers an op several requirement sets, the set changes
// which transforms the op's neighbours need, so only a whole labelling
// (AssignmentSolver.h) prices a choice. The search starts from every op's
// first set and lowers the total by
// - single moves: each op in turn takes the set with the lowest total,
//   the others fixed (coordinate descent), and, where those are stuck,
// - joint moves: several ops switch at once. A group of values that share
//   their layout (a residual stream joined by element-wise adds) can stay
//   in the caller's NCHW only if every op that reads or writes it switches
//   to a set that takes NCHW there (each block's first 1x1 convolution
//   reading it, its last writing it); no single switch saves a transform.
// Each accepted move strictly lowers the total, so the search ends; past
// `maxTries` totals, the choices found so far stay. Nothing here knows
// about MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_ANALYSIS_SETCHOICESEARCH_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_ANALYSIS_SETCHOICESEARCH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <utility>

namespace mlir {
namespace layout {

class SetChoiceSearch {
public:
  using Cost = int64_t;
  /// The total of a choice of one set per op (a whole solve).
  using Evaluate = llvm::function_ref<Cost(llvm::ArrayRef<unsigned>)>;

  /// One entry per op: how many sets it has (at least 1).
  SetChoiceSearch(llvm::ArrayRef<unsigned> numSets, unsigned maxTries);

  /// A joint move: each listed op keeps its set where it is among
  /// `allowed` and else takes `allowed.front()` (the caller orders them,
  /// cheapest first). Moves that change nothing are not tried, a move
  /// added twice once.
  struct JointMove {
    llvm::SmallVector<std::pair<unsigned, llvm::SmallVector<unsigned, 2>>> ops;
  };
  void addJointMove(JointMove move);

  /// The choice the search ends at, and its total.
  std::pair<llvm::SmallVector<unsigned>, Cost> search(Evaluate evaluate) const;

private:
  llvm::SmallVector<unsigned> numSets;
  llvm::SmallVector<JointMove> jointMoves;
  unsigned maxTries;
};

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_ANALYSIS_SETCHOICESEARCH_H
