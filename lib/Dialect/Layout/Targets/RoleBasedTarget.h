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

/// The rate at which a kernel's extra seconds are priced against the bytes
/// a transform moves (layout assignment's unit): our transforms move 30-40
/// GB/s, read and written, on one thread of the machine in
/// docs/performance.md.
constexpr double kTransformBytesPerSecond = 32e9;

/// The rate a kernel's FLOPs are priced at: f32 on oneDNN's kernels on
/// this project's 2-core AVX-512 machine, about 200 GFLOP/s of 470 peak.
constexpr double kKernelFlopsPerSecond = 200e9;

/// Plain layouts: identity order, unpadded (any base alignment: a plain
/// tensor is not copied only to align it).
RequirementAttr getPlainRequirement(MLIRContext *context, int64_t rank);

/// The cost, in layout assignment's unit, of running `op` (a linalg op
/// with static loop ranges: a convolution, a matmul, a pooling) on plain
/// layouts instead of a role-based target's: `gain` (a fraction) of its
/// modelled time (two FLOPs per iteration). Weights passed as arguments
/// would otherwise be transformed into the target's layout on every call,
/// whatever that costs (ResNet-18's 512-channel filters, 19 MB a call, for
/// a 2x2 image), and a pooling between plain convolutions would take its
/// input through a transform and back; with the plain alternative,
/// assignment takes the target's layout only where the kernel is priced to
/// save more than the transforms move. Nothing for other ops (softmax).
std::optional<int64_t> getPlainKernelCost(Operation *op, double gain);

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

/// The model: `Derived` provides a name,
///   std::optional<StorageSpec> getSpec(TensorRole, StringRef dims,
///                                      RankedTensorType) const;
/// (std::nullopt: any layout), and `kPlainKernelGain`: the fraction of a
/// convolution's or matmul's time its layouts are priced to save, at which
/// the op also runs on plain layouts (getPlainKernelCost; 0: it does not).
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
    OpLayoutRequirements answer =
        OpLayoutRequirements::getConstrained(operands, results);
    // The op as frontends write it, plain, at its modelled cost.
    if (Derived::kPlainKernelGain <= 0)
      return answer;
    if (std::optional<int64_t> cost =
            getPlainKernelCost(op, Derived::kPlainKernelGain)) {
      auto plain = [&](ValueRange values) {
        return llvm::map_to_vector(values, [&](Value value) {
          auto tensor = dyn_cast<RankedTensorType>(value.getType());
          return tensor
                     ? getPlainRequirement(op->getContext(), tensor.getRank())
                     : RequirementAttr::getAny(op->getContext());
        });
      };
      answer.alternatives.push_back(
          {plain(op->getOperands()), plain(op->getResults()), *cost});
    }
    return answer;
  }
};

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ROLEBASEDTARGET_H
