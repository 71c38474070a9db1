//===- LayoutFacts.cpp - Cached answers about layouts ---------------------===//

#include "tensor-layout/Dialect/Layout/Analysis/LayoutFacts.h"

using namespace mlir;
using namespace mlir::layout;

/// The cached answer to `key` in `cache`, computed by `compute` the first
/// time it is asked.
template <typename Map, typename Key, typename Compute>
static typename Map::mapped_type lookupOrCompute(Map &cache, const Key &key,
                                                 Compute compute) {
  auto it = cache.find(key);
  if (it != cache.end())
    return it->second;
  typename Map::mapped_type value = compute();
  cache.try_emplace(key, value);
  return value;
}

int64_t LayoutFacts::getTransformBytes(RankedTensorType type, EncodingAttr from,
                                       EncodingAttr to) {
  return lookupOrCompute(transformBytes, std::make_tuple(type, from, to), [&] {
    return TransformOp::getCost(withLayout(type, from), withLayout(type, to))
        .value_or(1);
  });
}

bool LayoutFacts::fits(EncodingAttr layout, RankedTensorType type) {
  if (!layout)
    return true;
  return lookupOrCompute(fitting, std::make_pair(layout, type), [&] {
    return succeeded(
        layout.verifyEncoding(type.getShape(), type.getElementType(),
                              [] { return InFlightDiagnostic(); }));
  });
}

RankedTensorType LayoutFacts::withLayout(RankedTensorType type,
                                         EncodingAttr layout) {
  return lookupOrCompute(types, std::make_pair(type, layout), [&] {
    return EncodingAttr::withLayout(type, layout);
  });
}

bool LayoutFacts::isEquivalent(EncodingAttr a, EncodingAttr b,
                               RankedTensorType type) {
  if (a == b)
    return true;
  return lookupOrCompute(equivalent, std::make_tuple(type, a, b), [&] {
    return EncodingAttr::isEquivalent(a, b, type.getShape());
  });
}

bool LayoutFacts::canViewAs(EncodingAttr from, EncodingAttr to,
                            RankedTensorType type) {
  if (from == to)
    return true;
  return lookupOrCompute(viewable, std::make_tuple(type, from, to), [&] {
    return EncodingAttr::canViewAs(from, to, type.getShape());
  });
}

bool LayoutFacts::isSatisfiedBy(RequirementAttr requirement,
                                RankedTensorType type) {
  return lookupOrCompute(satisfied, std::make_pair(requirement, type),
                         [&] { return requirement.isSatisfiedBy(type); });
}

EncodingAttr LayoutFacts::getMinimalLayout(RequirementAttr requirement,
                                           RankedTensorType type) {
  return lookupOrCompute(minimal, std::make_pair(requirement, type),
                         [&] { return *requirement.getMinimalLayout(type); });
}
