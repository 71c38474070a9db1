//===- SetChoiceSearchTest.cpp - Single and joint moves over sets ---------===//
//
// Totals stand in for whole solves: a table of the choices that pay, so
// that each test says which moves the search must (and must not) make.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Analysis/SetChoiceSearch.h"

#include "gtest/gtest.h"

#include <map>
#include <vector>

using namespace mlir::layout;
using Cost = SetChoiceSearch::Cost;
using Choice = std::vector<unsigned>;

namespace {

/// A total that costs 100 by default, less for the choices in `table`;
/// counts the evaluations.
struct Table {
  std::map<Choice, Cost> table;
  unsigned evaluations = 0;
  Cost operator()(llvm::ArrayRef<unsigned> sets) {
    ++evaluations;
    auto it = table.find(Choice(sets.begin(), sets.end()));
    return it == table.end() ? 100 : it->second;
  }
};

Choice run(const SetChoiceSearch &search, Table &table, Cost *total = nullptr) {
  auto [sets, best] =
      search.search([&](llvm::ArrayRef<unsigned> sets) { return table(sets); });
  if (total)
    *total = best;
  return Choice(sets.begin(), sets.end());
}

// Each op on its own: descent takes every op's best set.
TEST(SetChoiceSearch, SingleMovesReachSeparableOptimum) {
  Table table;
  table.table = {{{1, 0}, 90}, {{1, 2}, 70}, {{0, 2}, 80}};
  SetChoiceSearch search({2, 3}, 256);
  Cost total;
  EXPECT_EQ(run(search, table, &total), (Choice{1, 2}));
  EXPECT_EQ(total, 70);
}

// Two ops that pay only together (a stream read by one, written by the
// other): descent alone stays at the first sets; the joint move that
// allows only set 1 for both takes them.
TEST(SetChoiceSearch, JointMoveFindsWhatSingleMovesCannot) {
  Table table;
  table.table = {{{1, 1}, 60}};
  SetChoiceSearch alone({2, 2}, 256);
  EXPECT_EQ(run(alone, table), (Choice{0, 0}));

  SetChoiceSearch joint({2, 2}, 256);
  joint.addJointMove({{{0, {1}}, {1, {1}}}});
  Cost total;
  EXPECT_EQ(run(joint, table, &total), (Choice{1, 1}));
  EXPECT_EQ(total, 60);
}

// A joint move that does not lower the total is not kept.
TEST(SetChoiceSearch, JointMoveThatCostsMoreIsRejected) {
  Table table;
  table.table = {{{0, 0}, 50}, {{1, 1}, 60}};
  SetChoiceSearch search({2, 2}, 256);
  search.addJointMove({{{0, {1}}, {1, {1}}}});
  EXPECT_EQ(run(search, table), (Choice{0, 0}));
  // The first total, two single moves, the joint move tried.
  EXPECT_EQ(table.evaluations, 4u);
}

// An op keeps its set where the move allows it (op 2 stays at 0, not the
// move's first, 1), else takes the move's first; descent goes on from
// there (op 2's set 2 pays only with ops 0 and 1 switched).
TEST(SetChoiceSearch, JointMoveKeepsAllowedSetsThenDescends) {
  Table table;
  table.table = {{{1, 1, 0}, 80}, {{1, 1, 2}, 40}};
  SetChoiceSearch search({2, 2, 3}, 256);
  search.addJointMove({{{0, {1}}, {1, {1}}, {2, {1, 0}}}});
  Cost total;
  EXPECT_EQ(run(search, table, &total), (Choice{1, 1, 2}));
  EXPECT_EQ(total, 40);
}

// The same move added twice is tried once; a move that changes nothing is
// not tried; past the bound nothing more is evaluated.
TEST(SetChoiceSearch, CountsItsTries) {
  Table table;
  SetChoiceSearch search({2, 2}, 256);
  search.addJointMove({{{0, {1}}, {1, {1}}}});
  search.addJointMove({{{0, {1}}, {1, {1}}}});
  search.addJointMove({{{0, {0}}, {1, {0}}}});
  run(search, table);
  // The first total, two single moves, one joint move.
  EXPECT_EQ(table.evaluations, 4u);

  Table bounded;
  SetChoiceSearch small({3, 3, 3}, 2);
  run(small, bounded);
  EXPECT_EQ(bounded.evaluations, 3u);
}

} // namespace
