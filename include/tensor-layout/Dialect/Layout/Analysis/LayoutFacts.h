//===- LayoutFacts.h - Cached answers about layouts -------------*- C++ -*-===//
//
// Layout assignment asks the same questions about layouts over and over: a
// network repeats a few tensor types and candidate layouts across
// thousands of values, and each answer (an equivalence, a transform's
// price, a requirement's minimal layout) specializes or uniques
// attributes. LayoutFacts answers each distinct question once.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_ANALYSIS_LAYOUTFACTS_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_ANALYSIS_LAYOUTFACTS_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"

#include <tuple>

namespace mlir {
namespace layout {

/// Memoized layout queries for tensors of static or dynamic shape. Types
/// passed as `type` are the tensors' types without a layout.
class LayoutFacts {
public:
  /// The bytes a transform between `from` and `to` layouts of `type`
  /// moves (TransformOp::getCost), unknown sizes (dynamic shapes) counting
  /// as one byte.
  int64_t getTransformBytes(RankedTensorType type, EncodingAttr from,
                            EncodingAttr to);

  /// Whether `layout` can be the layout of `type` at all.
  bool fits(EncodingAttr layout, RankedTensorType type);

  /// `type` in `layout` (EncodingAttr::withLayout).
  RankedTensorType withLayout(RankedTensorType type, EncodingAttr layout);

  /// EncodingAttr::isEquivalent for tensors of `type`'s shape.
  bool isEquivalent(EncodingAttr a, EncodingAttr b, RankedTensorType type);

  /// EncodingAttr::canViewAs for tensors of `type`'s shape.
  bool canViewAs(EncodingAttr from, EncodingAttr to, RankedTensorType type);

  /// RequirementAttr::isSatisfiedBy.
  bool isSatisfiedBy(RequirementAttr requirement, RankedTensorType type);

  /// RequirementAttr::getMinimalLayout, for a requirement some layout of
  /// `type` meets (targets' answers are checked for that).
  EncodingAttr getMinimalLayout(RequirementAttr requirement,
                                RankedTensorType type);

private:
  DenseMap<std::tuple<Type, Attribute, Attribute>, int64_t> transformBytes;
  DenseMap<std::pair<Attribute, Type>, bool> fitting;
  DenseMap<std::pair<Type, Attribute>, RankedTensorType> types;
  DenseMap<std::tuple<Type, Attribute, Attribute>, bool> equivalent, viewable;
  DenseMap<std::pair<Attribute, Type>, bool> satisfied;
  DenseMap<std::pair<Attribute, Type>, EncodingAttr> minimal;
};

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_ANALYSIS_LAYOUTFACTS_H
