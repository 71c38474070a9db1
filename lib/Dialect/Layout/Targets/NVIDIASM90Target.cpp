//===- NVIDIASM90Target.cpp - NVIDIA Hopper (H100/H200) -------------------===//
//
// A target asks for a layout only where a kernel it lowers to runs faster
// on it. The project's GPU kernels for compute ops (matmuls,
// convolutions, poolings, softmax) are parallel loops over the result,
// mapped by gpu-map-parallel-loops with consecutive threads on consecutive
// result elements: on plain layouts they read an image's rows and a
// matmul's B coalesced and a filter's taps as one address per warp, which
// NHWC activations and FHWC filters (the layout of cuDNN's and CUTLASS's
// tensor-core convolutions) and rows padded to 128 bytes (the lines of
// TMA copies) do not improve: asked for, those layouts made an MLP 2.1x
// and a ResNet block 1.5x slower on an H100 (issue 26), their transforms'
// cost and nothing else. So this target asks for nothing (docs/Targets.md)
// until kernels that use layouts (cuDNN, cuBLASLt) lower these ops.
//
//===----------------------------------------------------------------------===//

#include "BuiltinTargetModels.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetRegistry.h"

#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
/// What `target=` options and diagnostics call this target.
constexpr llvm::StringLiteral kNVIDIASM90TargetName = "nvidia-sm90";

struct NVIDIASM90TargetModel
    : public TargetAttrInterface::ExternalModel<NVIDIASM90TargetModel,
                                                NVIDIASM90TargetAttr> {
  std::string getTargetName(Attribute) const {
    return kNVIDIASM90TargetName.str();
  }

  FailureOr<OpLayoutRequirements> getOpLayoutRequirements(Attribute,
                                                          Operation *) const {
    return OpLayoutRequirements::getDefault();
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
