//===- AssignmentSolverTest.cpp - The labelling solver vs. brute force ----===//
//
// On generated chains and trees the solver must find the optimum that
// enumerating every labelling finds; on generated graphs with cycles it
// must cost no more than the all-zero labelling (naive insertion).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Analysis/AssignmentSolver.h"

#include "gtest/gtest.h"

#include <numeric>
#include <random>

using namespace mlir::layout;
using Cost = LabelingProblem::Cost;

namespace {

enum class Shape { Chain, Tree, Graph };

/// Costs shaped like layout assignment's: transforms cost bytes unless both
/// ends agree; some labels are impossible for some variables.
LabelingProblem generateProblem(std::mt19937 &rng, Shape shape,
                                unsigned numVariables) {
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  LabelingProblem problem;
  for (unsigned v = 0; v < numVariables; ++v) {
    unsigned numLabels = pick(1, 3);
    std::vector<Cost> unary;
    for (unsigned l = 0; l < numLabels; ++l)
      unary.push_back(l > 0 && pick(0, 9) == 0 ? LabelingProblem::kInfinite
                                               : pick(0, 100));
    problem.addVariable(unary);
  }
  auto addEdge = [&](unsigned a, unsigned b) {
    std::vector<Cost> costs;
    for (unsigned la = 0; la < problem.getNumLabels(a); ++la)
      for (unsigned lb = 0; lb < problem.getNumLabels(b); ++lb)
        costs.push_back(la == lb && pick(0, 2) != 0 ? 0 : pick(1, 100));
    problem.addEdge(a, b, costs);
  };
  for (unsigned v = 1; v < numVariables; ++v) {
    unsigned parent = shape == Shape::Chain ? v - 1 : pick(0, v - 1);
    if (pick(0, 1))
      addEdge(parent, v);
    else
      addEdge(v, parent);
  }
  if (shape == Shape::Graph)
    for (int extra = pick(1, 3); extra > 0; --extra) {
      unsigned a = pick(0, numVariables - 1), b = pick(0, numVariables - 1);
      if (a != b)
        addEdge(a, b);
    }
  return problem;
}

void expectOptimal(Shape shape, unsigned seed) {
  std::mt19937 rng(seed);
  for (int i = 0; i < 500; ++i) {
    LabelingProblem problem = generateProblem(rng, shape, 2 + i % 7);
    Cost solved = problem.evaluate(problem.solve());
    Cost optimal = problem.evaluate(problem.solveExhaustively());
    ASSERT_EQ(solved, optimal) << "case " << i;
  }
}

TEST(AssignmentSolverTest, OptimalOnChains) { expectOptimal(Shape::Chain, 1); }

TEST(AssignmentSolverTest, OptimalOnTrees) { expectOptimal(Shape::Tree, 2); }

TEST(AssignmentSolverTest, NeverWorseThanNaiveOnGraphs) {
  std::mt19937 rng(3);
  int optimal = 0;
  for (int i = 0; i < 500; ++i) {
    LabelingProblem problem = generateProblem(rng, Shape::Graph, 3 + i % 6);
    std::vector<unsigned> zeros(problem.getNumVariables(), 0);
    Cost solved = problem.evaluate(problem.solve());
    Cost best = problem.evaluate(problem.solveExhaustively());
    ASSERT_LE(solved, problem.evaluate(zeros)) << "case " << i;
    ASSERT_GE(solved, best) << "case " << i;
    optimal += solved == best;
  }
  // Not guaranteed, but a solver that rarely finds the optimum on small
  // graphs would be a poor one.
  EXPECT_GT(optimal, 400);
}

TEST(AssignmentSolverTest, ClassMovesNeverHurtAndFindMoreOptima) {
  // The same graphs twice, once with label l of every variable one layout
  // (class l), as layout assignment says of its candidates.
  int optimalWithout = 0, optimalWith = 0;
  for (int i = 0; i < 500; ++i) {
    std::mt19937 rng(100 + i), same(100 + i);
    LabelingProblem plain = generateProblem(rng, Shape::Graph, 4 + i % 5);
    LabelingProblem classed = generateProblem(same, Shape::Graph, 4 + i % 5);
    for (unsigned v = 0; v < classed.getNumVariables(); ++v) {
      std::vector<unsigned> classes(classed.getNumLabels(v));
      std::iota(classes.begin(), classes.end(), 0);
      classed.setLabelClasses(v, classes);
    }
    Cost best = plain.evaluate(plain.solveExhaustively());
    Cost without = plain.evaluate(plain.solve());
    Cost with = classed.evaluate(classed.solve());
    ASSERT_LE(with, without) << "case " << i;
    ASSERT_GE(with, best) << "case " << i;
    optimalWithout += without == best;
    optimalWith += with == best;
  }
  EXPECT_GT(optimalWith, optimalWithout);
}

TEST(AssignmentSolverTest, ClassMoveCrossesACycle) {
  // Three values in a cycle (a and b feed one op each, b and c one more).
  // The spanning tree from a leaves out b-c and puts c at 0, whose price
  // there loses to the all-0 labelling (40); from all-0 no single variable
  // moves (a move breaks an edge that costs more than it saves). All three
  // at class 1 cost 5.
  auto build = [](bool withClasses) {
    LabelingProblem problem;
    unsigned a = problem.addVariable({20, 0});
    unsigned b = problem.addVariable({20, 0});
    unsigned c = problem.addVariable({0, 5});
    problem.addEdge(a, b, {0, 50, 50, 0});
    problem.addEdge(a, c, {0, 0, 0, 0});
    problem.addEdge(b, c, {0, 1000, 1000, 0});
    if (withClasses)
      for (unsigned v : {a, b, c})
        problem.setLabelClasses(v, {0, 1});
    return problem;
  };
  LabelingProblem without = build(false), with = build(true);
  EXPECT_EQ(without.evaluate(without.solve()), 40);
  EXPECT_EQ(with.evaluate(with.solve()), 5);
}

TEST(AssignmentSolverTest, ParallelEdgesAreOneEdge) {
  // x -> y twice (an op using x as two operands) is still a chain.
  LabelingProblem problem;
  unsigned x = problem.addVariable({0, 5});
  unsigned y = problem.addVariable({9, 0});
  problem.addEdge(x, y, {0, 4, 4, 0});
  problem.addEdge(y, x, {0, 1, 1, 0});
  EXPECT_EQ(problem.evaluate(problem.solve()),
            problem.evaluate(problem.solveExhaustively()));
  EXPECT_EQ(problem.evaluate({0, 1}), 5);
}

} // namespace
