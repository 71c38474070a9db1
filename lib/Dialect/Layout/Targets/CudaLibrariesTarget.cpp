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
// Matmuls keep their layouts: cuBLASLt reads any buffer with a unit
// stride (ColumnMajorMatmul.h), and rows padded to 16 bytes (1001 -> 1008
// bf16), which its fast kernels' leading dimensions were thought to need,
// did not pay on an H200: with an odd extent cuBLASLt picked the same
// align1 kernel either way, 1.36x slower on the padded rows at 2048x4097
// @ 4097x4097 (docs/performance-gpu.md). Every other op keeps its layout
// too: on the GPU it is a parallel loop, which plain layouts serve best
// (NVIDIASM90Target.cpp says why). The libraries are not asked at compile
// time: their heuristics need a device.
//
// A 1x1 convolution at stride 1 on one image is a matmul over its pixels
// (filter x image), which cuBLASLt reads in either order: from NCHW into
// NHWC or back are alternatives (convert-linalg-to-cublaslt runs them so),
// and at a network's NCHW edges they take the place of the transforms in
// and out (ResNet's bottleneck block, MobileNet-v2's expansion and
// projection). At no cost: unmeasured against cuDNN's NHWC kernel, but a
// transform is a full pass over a tensor these blocks spend 20-30 us on.
// NCHW both is one too, in f32: on an H200 cuDNN ran the packed bottleneck
// block's 1x1 convolutions as GEMMs without transforms (its `nchwToNhwc`
// kernels were the 3x3 convolution's), and with an epilogue cuBLASLt
// computes it runs as a matmul too (ResNet's projection shortcut from the
// stem's NCHW into the stage's). bf16 ones in NCHW are unmeasured, and
// their epilogues, which round, stay kernels.
//
//===----------------------------------------------------------------------===//

#include "BuiltinTargetModels.h"
#include "Dialect/Layout/Utils/PointwiseConvolution.h"
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

/// What cuDNN's tensor-core kernels load of an NHWC pixel's channels at a
/// time.
constexpr int64_t kChannelLoadBytes = 16;

/// What `target=` options and diagnostics call this target.
constexpr llvm::StringLiteral kCudaLibrariesTargetName = "cuda-libraries";

struct CudaLibrariesTargetModel
    : public RoleBasedTargetModel<CudaLibrariesTargetModel,
                                  CudaLibrariesTargetAttr> {
  std::string getTargetName(Attribute) const {
    return kCudaLibrariesTargetName.str();
  }

  /// cuDNN's kernels and transforms on the GPU are not priced by the CPU's
  /// rates: its requirements stand alone.
  static constexpr double kPlainKernelGain = 0;

  /// The convolutions the libraries lowering takes (depthwise ones as
  /// grouped): f32, or a bf16 image and filter into an f32 result. The rest
  /// keep their types.
  FailureOr<OpLayoutRequirements> getOpLayoutRequirements(Attribute attr,
                                                          Operation *op) const {
    if (!isa<linalg::Conv2DNchwFchwOp, linalg::DepthwiseConv2DNchwChwOp>(op) ||
        !hasLibraryElementTypes(op))
      return OpLayoutRequirements::getDefault();
    // The libraries lowering takes static shapes only: a dynamic one stays
    // a loop, which NHWC would not serve.
    if (!llvm::all_of(op->getOperandTypes(),
                      [](Type type) {
                        auto tensor = dyn_cast<RankedTensorType>(type);
                        return tensor && tensor.hasStaticShape();
                      }) ||
        !hasTensorCoreChannels(op))
      return OpLayoutRequirements::getDefault();
    FailureOr<OpLayoutRequirements> answer =
        RoleBasedTargetModel::getOpLayoutRequirements(attr, op);
    auto conv = dyn_cast<linalg::Conv2DNchwFchwOp>(op);
    if (succeeded(answer) && conv && isPointwiseOnOneImage(conv))
      addPlanarEdgeAlternatives(
          *answer, op->getContext(),
          getElementTypeOrSelf(op->getOperand(0)).isF32());
    return answer;
  }

  /// Adds the sets that read the image in NCHW and write NHWC, the
  /// reverse, and where `planarBoth` NCHW both to `answer` (NHWC both), the
  /// filter as it asks: a 1x1 filter's FHWC is its FCHW.
  static void addPlanarEdgeAlternatives(OpLayoutRequirements &answer,
                                        MLIRContext *context, bool planarBoth) {
    RequirementAttr planar =
        buildRequirement(context, "NCHW", packedIn("NCHW"));
    RequirementAttr image = answer.operands[0];
    RequirementAttr filter = answer.operands[1];
    RequirementAttr result = answer.operands[2];
    SmallVector<std::pair<RequirementAttr, RequirementAttr>, 3> orders = {
        {planar, result}, {image, planar}};
    if (planarBoth)
      orders.push_back({planar, planar});
    for (auto [from, to] : orders)
      answer.alternatives.push_back({{from, filter, to}, {to}, /*cost=*/0});
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
      if (type.getDimSize(1) * bytes % kChannelLoadBytes != 0)
        return false;
    }
    return true;
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
