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
// channels-innermost tensors, and NCHW ones it transforms around the
// kernel itself; in NHWC, a chain of convolutions pays one transform in
// and one out, if any. Only where the image's and result's channels are a
// whole number of 16-byte units, as those kernels load them: an RGB image
// (ResNet's stem) gets a CUDA-core kernel either way, and on an H200 its
// NHWC one was no faster than NCHW, so the transforms were pure cost.
// Matmuls (f32, or bf16 into f32): cuBLASLt reads any buffer with a unit
// stride (ColumnMajorMatmul.h), so only rows that are no whole number of
// 16-byte units are padded to one, which its fast kernels' leading
// dimensions need; other operands keep their layouts. Every other op keeps
// its layout too: on the GPU it is a parallel loop, which plain layouts
// serve best (NVIDIASM90Target.cpp says why). The libraries are not asked
// at compile time: their heuristics need a device.
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

/// What the libraries' fast kernels load at a time: the unit of a matmul
/// operand's rows for cuBLASLt, of an NHWC pixel's channels for cuDNN.
constexpr int64_t kLibraryLoadBytes = 16;

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
    if (!isa<linalg::Conv2DNchwFchwOp, linalg::DepthwiseConv2DNchwChwOp,
             linalg::MatmulOp, linalg::BatchMatmulOp>(op) ||
        !hasLibraryElementTypes(op))
      return OpLayoutRequirements::getDefault();
    // The libraries lowering takes static shapes only: a dynamic one stays
    // a loop, which padding would not serve.
    if (!llvm::all_of(op->getOperandTypes(), [](Type type) {
          return cast<RankedTensorType>(type).hasStaticShape();
        }))
      return OpLayoutRequirements::getDefault();
    if (isa<linalg::Conv2DNchwFchwOp, linalg::DepthwiseConv2DNchwChwOp>(op) &&
        !hasTensorCoreChannels(op))
      return OpLayoutRequirements::getDefault();
    return RoleBasedTargetModel::getOpLayoutRequirements(attr, op);
  }

  /// Whether the channels (dim 1) of a convolution's image and result are
  /// each a whole number of 16-byte units: what cuDNN's tensor-core kernels
  /// load at a time in NHWC. Depthwise convolutions (cuDNN's grouped ones,
  /// on CUDA cores) are held to the same rule: on an H200 cuDNN ran
  /// MobileNet's 144 channels in NHWC no slower, and nothing says fewer
  /// channels would gain.
  static bool hasTensorCoreChannels(Operation *op) {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    for (Value operand :
         {linalgOp.getDpsInputs()[0], linalgOp.getDpsInits()[0]}) {
      auto type = cast<RankedTensorType>(operand.getType());
      int64_t bytes = type.getElementType().getIntOrFloatBitWidth() / 8;
      if (type.getDimSize(1) * bytes % kLibraryLoadBytes != 0)
        return false;
    }
    return true;
  }

  /// Whether `op` (a convolution or matmul) is on ranked tensors of f32, or
  /// of bf16 inputs and an f32 result (its products summed in f32): the
  /// types the libraries lowering takes.
  static bool hasLibraryElementTypes(Operation *op) {
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

  /// A matmul operand whose rows are not a whole number of 16-byte units
  /// (1001 f32, 1001 bf16): rows padded to 16 bytes, the leading-dimension
  /// alignment cuBLASLt's vectorized kernels need and Hopper's tensor
  /// memory accelerator requires of every stride; padded rows are read as
  /// they are (ColumnMajorMatmul.h). Rows already a multiple (1000 f32,
  /// 1024 bf16) keep their layout, and so do a single row (its leading
  /// dimension is never stepped) and dynamic shapes (the libraries
  /// lowering takes static ones only: the padding would serve loops).
  static std::optional<StorageSpec> getMatrixSpec(StringRef dims,
                                                  RankedTensorType type) {
    if (!type.hasStaticShape() || type.getRank() < 2 ||
        type.getDimSize(type.getRank() - 2) == 1 ||
        !type.getElementType().isIntOrFloat())
      return std::nullopt;
    int64_t extent = getExtent(type, dims, dims.back());
    int64_t bits = type.getElementType().getIntOrFloatBitWidth();
    if (bits % 8 != 0 || kLibraryLoadBytes % (bits / 8) != 0 ||
        extent * (bits / 8) % kLibraryLoadBytes == 0)
      return std::nullopt;
    StorageSpec spec;
    spec.storage = dims.str();
    spec.alignedDim = dims.back();
    spec.alignBytes = kLibraryLoadBytes;
    return spec;
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
      return getMatrixSpec(dims, type);
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
