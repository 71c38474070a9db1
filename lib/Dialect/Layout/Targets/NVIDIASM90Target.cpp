//===- NVIDIASM90Target.cpp - NVIDIA Hopper (H100/H200) -------------------===//
//
// What an sm_90 backend wants (docs/Targets.md):
// - NHWC activations and FHWC (KRSC) filters: channels innermost, the
//   layout of cuDNN's and CUTLASS's tensor-core convolutions (implicit GEMM
//   with K = C*R*S contiguous in C);
// - rows padded to 128 bytes (one L2 cache line, four 32-byte sectors)
//   when they are at least that long, else to 16 bytes: TMA descriptors
//   need 16-byte multiples as strides, and 128-byte rows make every warp's
//   row access a whole number of lines;
// - buffers aligned to 128 bytes.
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
constexpr llvm::StringLiteral kNVIDIASM90TargetName = "nvidia-sm90";
constexpr int64_t kLine = 128;
constexpr int64_t kMinStride = 16;

struct NVIDIASM90TargetModel
    : public RoleBasedTargetModel<NVIDIASM90TargetModel, NVIDIASM90TargetAttr> {
  std::string getTargetName(Attribute) const {
    return kNVIDIASM90TargetName.str();
  }

  std::optional<StorageSpec> getSpec(TensorRole role, StringRef dims,
                                     RankedTensorType type) const {
    auto rows = [&](char letter) {
      return getRowAlignment(type, dims, letter, kLine, 1, kMinStride);
    };
    switch (role) {
    case TensorRole::Activation:
      return StorageSpec{"NHWC", 'C', rows('C'), {}, kLine};
    case TensorRole::Filter:
      return StorageSpec{"FHWC", 'C', rows('C'), {}, kLine};
    case TensorRole::DepthwiseFilter:
      return StorageSpec{"HWC", 'C', rows('C'), {}, kLine};
    case TensorRole::Window:
      return std::nullopt;
    case TensorRole::Matrix:
      return StorageSpec{dims.str(), dims.back(), rows(dims.back()), {}, kLine};
    case TensorRole::SoftmaxData:
      return getSoftmaxSpec(dims, rows('R'), kLine);
    }
    return std::nullopt;
  }
};
} // namespace

void mlir::layout::registerNVIDIASM90Target(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, LayoutDialect *) {
    NVIDIASM90TargetAttr::attachInterface<NVIDIASM90TargetModel>(*context);
  });
  registerTargetName(kNVIDIASM90TargetName, [](MLIRContext *context) {
    return NVIDIASM90TargetAttr::get(context);
  });
}
