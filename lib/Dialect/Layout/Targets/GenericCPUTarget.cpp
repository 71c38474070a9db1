//===- GenericCPUTarget.cpp - A CPU with 64-byte cache lines --------------===//
//
// What a generic CPU backend wants (docs/Targets.md):
// - convolutions in NHWC (filters HWCF): the reduction over input channels
//   and the output channels are the innermost, contiguous dims, so the
//   inner loops vectorize along channels without gathers;
// - rows (the innermost stored dim) padded to a 64-byte cache line when
//   they span at least four lines: every row then starts on its own line,
//   so vector loads never straddle two lines, and padding costs under 25%;
// - buffers aligned to a cache line.
//
//===----------------------------------------------------------------------===//

#include "BuiltinTargetModels.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetRegistry.h"

#include "SoftmaxSpec.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
/// What `target=` options and diagnostics call this target.
constexpr llvm::StringLiteral kGenericCPUTargetName = "generic-cpu";
constexpr int64_t kCacheLine = 64;
constexpr int64_t kMinLines = 4;

struct GenericCPUTargetModel
    : public RoleBasedTargetModel<GenericCPUTargetModel, GenericCPUTargetAttr> {
  std::string getTargetName(Attribute) const {
    return kGenericCPUTargetName.str();
  }

  /// Its convolutions and matmuls run on plain layouts too, priced at a
  /// tenth of their time (getPlainKernelCost): oneDNN, the default
  /// lowering, runs NHWC images with plain HWCF filters on the same GEMM
  /// kernels as NCHW ones; full-size ResNet-18 and -50 with weights as
  /// arguments ran 0.91x and 0.95x no layouts priced at a quarter.
  static constexpr double kPlainKernelGain = 0.1;

  std::optional<StorageSpec> getSpec(TensorRole role, StringRef dims,
                                     RankedTensorType type) const {
    auto rows = [&](char letter) {
      return getRowAlignment(type, dims, letter, kCacheLine, kMinLines);
    };
    switch (role) {
    case TensorRole::Activation:
      return StorageSpec{"NHWC", 'C', rows('C'), {}, kCacheLine};
    case TensorRole::Filter:
      return StorageSpec{"HWCF", 'F', rows('F'), {}, kCacheLine};
    case TensorRole::DepthwiseFilter:
      return StorageSpec{"HWC", 'C', rows('C'), {}, kCacheLine};
    case TensorRole::Window:
      return std::nullopt;
    case TensorRole::Matrix:
      return StorageSpec{
          dims.str(), dims.back(), rows(dims.back()), {}, kCacheLine};
    case TensorRole::SoftmaxData:
      return getSoftmaxSpec(dims, rows('R'), kCacheLine);
    }
    return std::nullopt;
  }
};
} // namespace

void mlir::layout::registerGenericCPUTarget(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, LayoutDialect *) {
    GenericCPUTargetAttr::attachInterface<GenericCPUTargetModel>(*context);
  });
  registerTargetName(kGenericCPUTargetName, [](MLIRContext *context) {
    return GenericCPUTargetAttr::get(context);
  });
}
