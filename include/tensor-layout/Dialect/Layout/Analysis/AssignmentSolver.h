//===- AssignmentSolver.h - Choosing one label per value --------*- C++ -*-===//
//
// Layout assignment as a labelling problem: each variable (a tensor value)
// takes one label (a candidate layout); a labelling costs the sum of unary
// costs (transforms a value's own uses or producer need in that layout) and
// pairwise costs (transforms between the operand and the result of an op
// that runs in any layout). Nothing here knows about MLIR; see
// docs/Assignment.md for the algorithm and why it is optimal on forests and
// never worse than the all-zero labelling (naive insertion) in general.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_ASSIGNMENTSOLVER_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_ASSIGNMENTSOLVER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace mlir {
namespace layout {

class LabelingProblem {
public:
  using Cost = int64_t;
  /// A labelling that cannot be materialized. Sums saturate at it.
  static constexpr Cost kInfinite = std::numeric_limits<int64_t>::max() / 4;
  static Cost add(Cost a, Cost b);

  /// Adds a variable with one label per entry of `unaryCosts`; returns its
  /// index. Label 0 must be the naive choice (finite cost).
  unsigned addVariable(llvm::ArrayRef<Cost> unaryCosts);
  /// Says which labels mean the same across variables (one layout): label
  /// `l` of `variable` is of class `classes[l]`. solve() then also moves
  /// every variable of a component that has a label of one class to it at
  /// once: across a cycle (a concatenation of two convolutions' results,
  /// a residual add) no move of one variable lowers the total.
  void setLabelClasses(unsigned variable, llvm::ArrayRef<unsigned> classes);

  /// Adds `costs[a * numLabels(to) + b]` for labels a of `from`, b of `to`.
  /// Edges between the same two variables are merged.
  void addEdge(unsigned from, unsigned to, llvm::ArrayRef<Cost> costs);

  unsigned getNumVariables() const { return unary.size(); }
  unsigned getNumLabels(unsigned variable) const {
    return unary[variable].size();
  }
  Cost evaluate(llvm::ArrayRef<unsigned> labels) const;

  /// A labelling that is optimal when the variables and edges form a forest
  /// and costs no more than the all-zero labelling otherwise. Linear in the
  /// number of variables and edges (times the square of the labels).
  llvm::SmallVector<unsigned> solve() const;
  /// The optimal labelling by enumerating every one (tests only).
  llvm::SmallVector<unsigned> solveExhaustively() const;

private:
  struct Edge {
    unsigned from, to;
    std::vector<Cost> costs;
    Cost get(unsigned fromLabel, unsigned toLabel, unsigned numToLabels) const {
      return costs[fromLabel * numToLabels + toLabel];
    }
  };
  /// Cost of `edge` with `variable` at `label` and its other end at
  /// `otherLabel`.
  Cost edgeCost(const Edge &edge, unsigned variable, unsigned label,
                unsigned otherLabel) const;
  struct TreeScratch {
    std::vector<std::vector<Cost>> best;
    std::vector<std::vector<unsigned>> choice;
  };
  void solveTree(llvm::ArrayRef<unsigned> order, llvm::ArrayRef<int> parentEdge,
                 TreeScratch &scratch,
                 llvm::SmallVectorImpl<unsigned> &labels) const;
  /// Moves single variables to their best label until none improves.
  void improveLocally(llvm::SmallVectorImpl<unsigned> &labels) const;
  /// Moves the variables of a component to one label class together where
  /// that lowers the total.
  void improveByClasses(llvm::SmallVectorImpl<unsigned> &labels,
                        llvm::ArrayRef<std::vector<unsigned>> components) const;
  /// The cost of `variables`' unary terms and of every edge touching them
  /// (once each), `inSet` marking them.
  Cost getSetCost(llvm::ArrayRef<unsigned> variables,
                  llvm::ArrayRef<unsigned> labels,
                  llvm::ArrayRef<char> inSet) const;

  std::vector<std::vector<Cost>> unary;
  /// Per variable, each label's class, or empty where none was given.
  std::vector<llvm::SmallVector<unsigned, 4>> labelClasses;
  std::vector<Edge> edges;
  std::vector<llvm::SmallVector<unsigned, 4>> incident;
  llvm::DenseMap<std::pair<unsigned, unsigned>, unsigned> edgeIndex;
};

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_ASSIGNMENTSOLVER_H
