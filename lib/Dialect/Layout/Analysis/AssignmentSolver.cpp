//===- AssignmentSolver.cpp - Choosing one label per value ----------------===//
//
// 1. Each connected component gets a BFS spanning tree, solved exactly by
//    dynamic programming from the leaves up (min-sum message passing):
//    best[v][l] = unary[v][l] + sum over children c of
//                 min over l' (edge(v = l, c = l') + best[c][l']).
// 2. Edges outside the trees (cycles through element-wise ops) are then
//    counted; the component keeps the cheaper of the tree solution and the
//    all-zero labelling.
// 3. Local improvement moves one variable at a time to its best label
//    given its neighbours, only when that strictly lowers the total.
// 4. Class moves, where the caller says which labels are one layout: every
//    variable of a component that has a label of a class moves to it at
//    once, kept only when that strictly lowers the total, then step 3
//    again.
//
// On a forest step 1 is optimal and steps 2-4 cannot worsen it; in general
// step 2 makes the result no worse than the all-zero labelling, and steps
// 3 and 4 only lower it. Each pass is O((V + E) k^2) for k labels per
// variable.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Analysis/AssignmentSolver.h"

#include <algorithm>
#include <cassert>
#include <deque>

using namespace mlir;
using namespace mlir::layout;
using Cost = LabelingProblem::Cost;

Cost LabelingProblem::add(Cost a, Cost b) { return std::min(kInfinite, a + b); }

unsigned LabelingProblem::addVariable(llvm::ArrayRef<Cost> unaryCosts) {
  assert(!unaryCosts.empty() && "a variable needs a label");
  unary.emplace_back(unaryCosts.begin(), unaryCosts.end());
  for (Cost &cost : unary.back())
    cost = std::min(cost, kInfinite);
  incident.emplace_back();
  return unary.size() - 1;
}

void LabelingProblem::setLabelClasses(unsigned variable,
                                      llvm::ArrayRef<unsigned> classes) {
  assert(classes.size() == getNumLabels(variable) && "a class per label");
  labelClasses.resize(getNumVariables());
  labelClasses[variable].assign(classes.begin(), classes.end());
}

void LabelingProblem::addEdge(unsigned from, unsigned to,
                              llvm::ArrayRef<Cost> costs) {
  assert(from != to && "an edge joins two variables");
  assert(costs.size() == getNumLabels(from) * getNumLabels(to));
  auto it = edgeIndex.find({from, to});
  bool reversed = false;
  if (it == edgeIndex.end()) {
    it = edgeIndex.find({to, from});
    reversed = it != edgeIndex.end();
  }
  if (it == edgeIndex.end()) {
    edgeIndex[{from, to}] = edges.size();
    edges.push_back({from, to, std::vector<Cost>(costs.begin(), costs.end())});
    incident[from].push_back(edges.size() - 1);
    incident[to].push_back(edges.size() - 1);
    return;
  }
  // Parallel edges are one edge, so that they do not make a cycle.
  Edge &edge = edges[it->second];
  unsigned numTo = getNumLabels(to);
  for (unsigned a = 0; a < getNumLabels(from); ++a)
    for (unsigned b = 0; b < numTo; ++b) {
      Cost &slot = reversed ? edge.costs[b * getNumLabels(from) + a]
                            : edge.costs[a * numTo + b];
      slot = add(slot, costs[a * numTo + b]);
    }
}

Cost LabelingProblem::edgeCost(const Edge &edge, unsigned variable,
                               unsigned label, unsigned otherLabel) const {
  unsigned numTo = getNumLabels(edge.to);
  return edge.from == variable ? edge.get(label, otherLabel, numTo)
                               : edge.get(otherLabel, label, numTo);
}

Cost LabelingProblem::evaluate(llvm::ArrayRef<unsigned> labels) const {
  Cost total = 0;
  for (unsigned v = 0; v < getNumVariables(); ++v)
    total = add(total, unary[v][labels[v]]);
  for (const Edge &edge : edges)
    total = add(total, edge.get(labels[edge.from], labels[edge.to],
                                getNumLabels(edge.to)));
  return total;
}

void LabelingProblem::solveTree(llvm::ArrayRef<unsigned> order,
                                llvm::ArrayRef<int> parentEdge,
                                TreeScratch &scratch,
                                llvm::SmallVectorImpl<unsigned> &labels) const {
  // best[v][l]: cheapest subtree of v with v at l. choice[v][pl]: v's best
  // label when its parent is at pl.
  std::vector<std::vector<Cost>> &best = scratch.best;
  std::vector<std::vector<unsigned>> &choice = scratch.choice;
  for (unsigned v : order)
    best[v] = unary[v];
  for (unsigned v : llvm::reverse(order)) {
    if (parentEdge[v] < 0)
      continue;
    const Edge &edge = edges[parentEdge[v]];
    unsigned parent = edge.from == v ? edge.to : edge.from;
    choice[v].assign(getNumLabels(parent), 0);
    for (unsigned pl = 0; pl < getNumLabels(parent); ++pl) {
      Cost bestCost = kInfinite;
      for (unsigned l = 0; l < getNumLabels(v); ++l) {
        Cost cost = add(best[v][l], edgeCost(edge, v, l, pl));
        if (cost < bestCost) {
          bestCost = cost;
          choice[v][pl] = l;
        }
      }
      best[parent][pl] = add(best[parent][pl], bestCost);
    }
  }
  for (unsigned v : order) {
    if (parentEdge[v] < 0) {
      labels[v] =
          std::min_element(best[v].begin(), best[v].end()) - best[v].begin();
      continue;
    }
    const Edge &edge = edges[parentEdge[v]];
    unsigned parent = edge.from == v ? edge.to : edge.from;
    labels[v] = choice[v][labels[parent]];
  }
}

void LabelingProblem::improveLocally(
    llvm::SmallVectorImpl<unsigned> &labels) const {
  // Every move strictly lowers a finite total, so this terminates; the
  // bound only keeps pathological inputs linear.
  for (int sweep = 0; sweep < 16; ++sweep) {
    bool changed = false;
    for (unsigned v = 0; v < getNumVariables(); ++v) {
      auto localCost = [&](unsigned label) {
        Cost cost = unary[v][label];
        for (unsigned e : incident[v]) {
          const Edge &edge = edges[e];
          unsigned other = edge.from == v ? edge.to : edge.from;
          cost = add(cost, edgeCost(edge, v, label, labels[other]));
        }
        return cost;
      };
      Cost current = localCost(labels[v]);
      for (unsigned l = 0; l < getNumLabels(v); ++l) {
        Cost cost = localCost(l);
        if (cost < current) {
          current = cost;
          labels[v] = l;
          changed = true;
        }
      }
    }
    if (!changed)
      return;
  }
}

Cost LabelingProblem::getSetCost(llvm::ArrayRef<unsigned> variables,
                                 llvm::ArrayRef<unsigned> labels,
                                 llvm::ArrayRef<char> inSet) const {
  Cost cost = 0;
  for (unsigned v : variables) {
    cost = add(cost, unary[v][labels[v]]);
    for (unsigned e : incident[v]) {
      const Edge &edge = edges[e];
      unsigned other = edge.from == v ? edge.to : edge.from;
      // An edge inside the set counts from its lower end only.
      if (inSet[other] && other < v)
        continue;
      cost = add(cost, edgeCost(edge, v, labels[v], labels[other]));
    }
  }
  return cost;
}

void LabelingProblem::improveByClasses(
    llvm::SmallVectorImpl<unsigned> &labels,
    llvm::ArrayRef<std::vector<unsigned>> components) const {
  if (labelClasses.empty())
    return;
  auto classesOf = [&](unsigned v) -> llvm::ArrayRef<unsigned> {
    return v < labelClasses.size() ? llvm::ArrayRef(labelClasses[v])
                                   : llvm::ArrayRef<unsigned>();
  };
  std::vector<char> inSet(getNumVariables(), 0);
  // Each accepted move strictly lowers a finite total; the bound keeps
  // pathological inputs linear.
  for (int sweep = 0; sweep < 4; ++sweep) {
    bool improved = false;
    for (const std::vector<unsigned> &component : components) {
      llvm::SmallVector<unsigned> classes;
      for (unsigned v : component)
        for (unsigned cls : classesOf(v))
          if (!llvm::is_contained(classes, cls))
            classes.push_back(cls);
      for (unsigned cls : classes) {
        // The variables that move, their labels before and after.
        llvm::SmallVector<unsigned> moved, previous, next;
        for (unsigned v : component) {
          llvm::ArrayRef<unsigned> own = classesOf(v);
          const unsigned *found = llvm::find(own, cls);
          if (found == own.end() ||
              static_cast<unsigned>(found - own.begin()) == labels[v])
            continue;
          moved.push_back(v);
          previous.push_back(labels[v]);
          next.push_back(found - own.begin());
        }
        if (moved.empty())
          continue;
        for (unsigned v : moved)
          inSet[v] = 1;
        Cost before = getSetCost(moved, labels, inSet);
        for (auto [v, label] : llvm::zip_equal(moved, next))
          labels[v] = label;
        Cost after = getSetCost(moved, labels, inSet);
        if (after < before) {
          improved = true;
        } else {
          for (auto [v, label] : llvm::zip_equal(moved, previous))
            labels[v] = label;
        }
        for (unsigned v : moved)
          inSet[v] = 0;
      }
    }
    if (!improved)
      return;
    improveLocally(labels);
  }
}

llvm::SmallVector<unsigned> LabelingProblem::solve() const {
  unsigned n = getNumVariables();
  llvm::SmallVector<unsigned> labels(n, 0);
  std::vector<int> parentEdge(n, -1);
  std::vector<bool> seen(n, false);
  // Buffers shared by all components keep the whole solve linear.
  llvm::SmallVector<unsigned> treeLabels(n, 0);
  const llvm::SmallVector<unsigned> naive(n, 0);
  TreeScratch scratch{std::vector<std::vector<Cost>>(n),
                      std::vector<std::vector<unsigned>>(n)};
  std::vector<std::vector<unsigned>> components;
  for (unsigned root = 0; root < n; ++root) {
    if (seen[root])
      continue;
    // Breadth-first spanning tree of the component.
    std::vector<unsigned> order{root};
    seen[root] = true;
    for (size_t i = 0; i < order.size(); ++i) {
      unsigned v = order[i];
      for (unsigned e : incident[v]) {
        unsigned other = edges[e].from == v ? edges[e].to : edges[e].from;
        if (seen[other])
          continue;
        seen[other] = true;
        parentEdge[other] = e;
        order.push_back(other);
      }
    }
    solveTree(order, parentEdge, scratch, treeLabels);

    // With the edges the tree left out, keep the cheaper of the tree
    // solution and the naive one for this component.
    auto componentCost = [&](llvm::ArrayRef<unsigned> candidate) {
      Cost cost = 0;
      for (unsigned v : order) {
        cost = add(cost, unary[v][candidate[v]]);
        for (unsigned e : incident[v])
          if (edges[e].from == v)
            cost = add(cost, edges[e].get(candidate[v], candidate[edges[e].to],
                                          getNumLabels(edges[e].to)));
      }
      return cost;
    };
    if (componentCost(treeLabels) <= componentCost(naive))
      for (unsigned v : order)
        labels[v] = treeLabels[v];
    components.push_back(std::move(order));
  }
  improveLocally(labels);
  improveByClasses(labels, components);
  return labels;
}

llvm::SmallVector<unsigned> LabelingProblem::solveExhaustively() const {
  unsigned n = getNumVariables();
  llvm::SmallVector<unsigned> labels(n, 0), best(n, 0);
  Cost bestCost = evaluate(best);
  while (true) {
    unsigned v = 0;
    while (v < n && ++labels[v] == getNumLabels(v))
      labels[v++] = 0;
    if (v == n)
      return best;
    Cost cost = evaluate(labels);
    if (cost < bestCost) {
      bestCost = cost;
      best = labels;
    }
  }
}
