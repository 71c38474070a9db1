//===- CudaLibrariesTarget.cpp - Layouts cuDNN and cuBLASLt read ----------===//
//
// The `cuda-libraries` target is for programs whose convolutions and
// matmuls run on cuDNN and cuBLASLt (`--layout-lower-to-nvvm=
// libraries=true`), as `onednn` is for oneDNN on CPUs. It asks only for
// layouts those kernels read as they are (docs/Targets.md).
//
// f32 convolutions, and bf16 ones into f32, depthwise ones too: NHWC
// images and results, FHWC filters (depthwise ones dense CHW), packed.
// cuDNN runs its tensor-core (TF32, bf16) convolutions on
// channels-innermost tensors,
// and NCHW ones it transforms around the kernel itself; in NHWC, a chain
// of convolutions pays one transform in and one out, if any.
// Matmuls keep their layouts: cuBLASLt reads any buffer with a unit stride
// (ColumnMajorMatmul.h), and its f32 kernels (no TF32, as PyTorch's
// default) have no alignment of leading dimensions to gain that would pay
// for a transform of an argument. Every other op keeps its layout too: on
// the GPU it is a parallel loop, which plain layouts serve best
// (NVIDIASM90Target.cpp says why). The libraries are not asked at compile
// time: their heuristics need a device.
//
//===----------------------------------------------------------------------===//

#include "BuiltinTargetModels.h"
#include "RoleBasedTarget.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetRegistry.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
/// Storage in the order `storage` (dim letters, major to minor), packed.
StorageSpec packedIn(StringRef storage) {
  StorageSpec spec;
  spec.storage = storage.str();
  return spec;
}

/// What `target=` options and diagnostics call this target.
constexpr llvm::StringLiteral kCudaLibrariesTargetName = "cuda-libraries";

struct CudaLibrariesTargetModel
    : public RoleBasedTargetModel<CudaLibrariesTargetModel,
                                  CudaLibrariesTargetAttr> {
  std::string getTargetName(Attribute) const {
    return kCudaLibrariesTargetName.str();
  }

  /// The convolutions the libraries lowering takes (depthwise ones as
  /// grouped): f32, or a bf16 image and filter into an f32 result. The rest
  /// keep their types.
  FailureOr<OpLayoutRequirements> getOpLayoutRequirements(Attribute attr,
                                                          Operation *op) const {
    if (!isa<linalg::Conv2DNchwFchwOp, linalg::DepthwiseConv2DNchwChwOp>(op) ||
        !hasCudnnElementTypes(op))
      return OpLayoutRequirements::getDefault();
    return RoleBasedTargetModel::getOpLayoutRequirements(attr, op);
  }

  /// Whether the convolution `op` is on ranked tensors of f32, or of a
  /// bf16 image and filter and an f32 result (its products summed in f32).
  static bool hasCudnnElementTypes(Operation *op) {
    SmallVector<Type, 3> types;
    for (Type type : op->getOperandTypes()) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor)
        return false;
      types.push_back(tensor.getElementType());
    }
    return types.size() == 3 && types[2].isF32() && types[0] == types[1] &&
           (types[0].isF32() || types[0].isBF16());
  }

  std::optional<StorageSpec> getSpec(TensorRole role, StringRef dims,
                                     RankedTensorType type) const {
    switch (role) {
    case TensorRole::Activation:
      return packedIn("NHWC");
    case TensorRole::Filter:
      return packedIn("FHWC");
    case TensorRole::DepthwiseFilter:
      // cuDNN's grouped filter (C, 1, KH, KW): dense, one order for both.
      return packedIn("CHW");
    case TensorRole::Matrix:
    case TensorRole::Window:
    case TensorRole::SoftmaxData:
      return std::nullopt;
    }
    return std::nullopt;
  }
};
} // namespace

void mlir::layout::registerCudaLibrariesTarget(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, LayoutDialect *) {
    CudaLibrariesTargetAttr::attachInterface<CudaLibrariesTargetModel>(
        *context);
  });
  registerTargetName(kCudaLibrariesTargetName, [](MLIRContext *context) {
    return CudaLibrariesTargetAttr::get(context);
  });
}
