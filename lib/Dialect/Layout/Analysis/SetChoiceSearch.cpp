//===- SetChoiceSearch.cpp - Choosing one requirement set per op ----------===//

#include "tensor-layout/Dialect/Layout/Analysis/SetChoiceSearch.h"

#include <cassert>

using namespace mlir;
using namespace mlir::layout;
using Cost = SetChoiceSearch::Cost;

SetChoiceSearch::SetChoiceSearch(llvm::ArrayRef<unsigned> numSets,
                                 unsigned maxTries)
    : numSets(numSets.begin(), numSets.end()), maxTries(maxTries) {
  assert(llvm::all_of(numSets, [](unsigned n) { return n > 0; }) &&
         "an op has at least its first set");
}

void SetChoiceSearch::addJointMove(JointMove move) {
  for ([[maybe_unused]] auto &[op, allowed] : move.ops)
    assert(op < numSets.size() && !allowed.empty() &&
           llvm::all_of(allowed,
                        [&](unsigned set) { return set < numSets[op]; }) &&
           "a joint move names sets of its ops");
  // Layouts a requirement does not tell apart make the same move.
  if (llvm::none_of(jointMoves, [&](const JointMove &other) {
        return other.ops == move.ops;
      }))
    jointMoves.push_back(std::move(move));
}

std::pair<llvm::SmallVector<unsigned>, Cost>
SetChoiceSearch::search(Evaluate evaluate) const {
  llvm::SmallVector<unsigned> chosen(numSets.size(), 0);
  Cost best = evaluate(chosen);
  unsigned tries = 0;
  // Evaluates `candidate`; keeps it if it lowers the total.
  auto tryChoice = [&](llvm::ArrayRef<unsigned> candidate) {
    if (++tries > maxTries)
      return false;
    Cost total = evaluate(candidate);
    if (total >= best)
      return false;
    best = total;
    chosen.assign(candidate.begin(), candidate.end());
    return true;
  };
  for (bool improved = !numSets.empty(); improved && tries < maxTries;) {
    improved = false;
    for (unsigned op = 0; op < numSets.size(); ++op) {
      unsigned current = chosen[op];
      llvm::SmallVector<unsigned> candidate = chosen;
      for (unsigned set = 0; set < numSets[op]; ++set) {
        if (set == current)
          continue;
        candidate[op] = set;
        if (tryChoice(candidate)) {
          current = set;
          improved = true;
        }
      }
    }
    if (improved)
      continue;
    // Stuck one op at a time: switch several at once.
    for (const JointMove &move : jointMoves) {
      llvm::SmallVector<unsigned> candidate = chosen;
      for (const auto &[op, allowed] : move.ops)
        if (!llvm::is_contained(allowed, candidate[op]))
          candidate[op] = allowed.front();
      if (candidate != chosen)
        improved |= tryChoice(candidate);
    }
  }
  return {std::move(chosen), best};
}
