//===- RoleBasedTarget.h - Targets that ask per tensor role -----*- C++ -*-===//
//
// The built-in targets all decide per tensor from its role (activation,
// filter, matrix, ...) and its own shape, so they share one model: look up
// the op's roles, ask the target for a storage spec per tensor, and spell
// the spec as a #layout.requirement over the tensor's logical dims.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ROLEBASEDTARGET_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ROLEBASEDTARGET_H

#include "TensorRoles.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

namespace mlir {
namespace layout {

/// How a target wants one tensor stored, in the letters of its dims.
struct StorageSpec {
  /// Physical major-to-minor order of the dim letters (outer dims); empty
  /// keeps the logical order.
  std::string storage;
  /// Letter of the dim whose extent is aligned, and to how many bytes.
  char alignedDim = 0;
  int64_t alignBytes = 1;
  /// Tiles as (letter, size), outermost first.
  SmallVector<std::pair<char, int64_t>> tiles;
  int64_t baseAlign = 0;
  /// Whether padding must hold zero: kernels that read whole tiles (of
  /// channels, say) sum over it.
  bool zeroPadding = false;
};

/// The requirement a spec makes of a tensor whose dims are `dims`.
RequirementAttr buildRequirement(MLIRContext *context, StringRef dims,
                                 const StorageSpec &spec);

/// Extent of the dim called `letter`, or ShapedType::kDynamic.
int64_t getExtent(RankedTensorType type, StringRef dims, char letter);

/// `lineBytes` when the dim called `letter` spans at least `minLines`
/// lines (so aligning it wastes under 1/minLines of the row), else
/// `shortAlignBytes`.
int64_t getRowAlignment(RankedTensorType type, StringRef dims, char letter,
                        int64_t lineBytes, int64_t minLines,
                        int64_t shortAlignBytes = 1);

/// The model: `Derived` provides a name and
///   std::optional<StorageSpec> getSpec(TensorRole, StringRef dims,
///                                      RankedTensorType) const;
/// (std::nullopt: any layout).
template <typename Derived, typename AttrT>
struct RoleBasedTargetModel
    : public TargetAttrInterface::ExternalModel<Derived, AttrT> {
  FailureOr<OpLayoutRequirements> getOpLayoutRequirements(Attribute attr,
                                                          Operation *op) const {
    std::optional<OpRoles> roles = getOpRoles(op);
    if (!roles || roles->operands.size() != op->getNumOperands() ||
        roles->results.size() != op->getNumResults())
      return OpLayoutRequirements::getDefault();
    auto requirementFor = [&](const RoledTensor &role, Type type) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor || static_cast<int64_t>(role.dims.size()) != tensor.getRank())
        return RequirementAttr::getAny(op->getContext());
      std::optional<StorageSpec> spec =
          static_cast<const Derived *>(this)->getSpec(role.role, role.dims,
                                                      tensor);
      if (!spec)
        return RequirementAttr::getAny(op->getContext());
      return buildRequirement(op->getContext(), role.dims, *spec);
    };
    SmallVector<RequirementAttr> operands, results;
    for (auto [role, value] :
         llvm::zip_equal(roles->operands, op->getOperands()))
      operands.push_back(requirementFor(role, value.getType()));
    for (auto [role, value] : llvm::zip_equal(roles->results, op->getResults()))
      results.push_back(requirementFor(role, value.getType()));
    return OpLayoutRequirements::getConstrained(operands, results);
  }
};

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ROLEBASEDTARGET_H
