//===- X86AVX512Target.cpp - x86-64 with 512-bit vectors ------------------===//
//
// What an AVX-512 backend wants (docs/Targets.md), after oneDNN's blocked
// formats:
// - activations in NCHW16c: one 16-float block of channels is one ZMM
//   register, and a 16c block of a pixel is one aligned 64-byte load;
// - filters in OIhw16i16o, so the inner 16x16 block is a register tile of
//   the micro-kernel; layers with fewer than 16 input channels (the first
//   layer of an image network) keep plain activations and use Ohwi16o
//   filters, since padding 3 channels to 16 would move 5x the bytes;
// - matrix rows padded to 64 bytes when they span at least four vectors;
// - buffers aligned to 64 bytes (aligned vector loads and stores);
// - zero in the padding of blocks (24 channels in two 16c blocks): the
//   kernels multiply and sum whole blocks.
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
constexpr llvm::StringLiteral kX86AVX512TargetName = "x86-avx512";
constexpr int64_t kVectorBytes = 64;
constexpr int64_t kBlock = 16;

struct X86AVX512TargetModel
    : public RoleBasedTargetModel<X86AVX512TargetModel, X86AVX512TargetAttr> {
  std::string getTargetName(Attribute) const {
    return kX86AVX512TargetName.str();
  }

  /// Its convolutions and matmuls run on plain layouts too, priced at a
  /// quarter of their time (getPlainKernelCost): oneDNN's direct kernels
  /// on its blocked formats; with constant weights its layouts made
  /// reduced ResNet-18 1.20x faster than none on oneDNN.
  static constexpr double kPlainKernelGain = 0.25;

  std::optional<StorageSpec> getSpec(TensorRole role, StringRef dims,
                                     RankedTensorType type) const {
    auto blockable = [&](char letter) {
      int64_t extent = getExtent(type, dims, letter);
      return !ShapedType::isDynamic(extent) && extent >= kBlock;
    };
    auto rows = [&](char letter) {
      return getRowAlignment(type, dims, letter, kVectorBytes, 4);
    };
    switch (role) {
    case TensorRole::Activation:
      if (!blockable('C'))
        return StorageSpec{"NCHW", 0, 1, {}, kVectorBytes};
      return StorageSpec{"NCHW", 0, 1, {{'C', kBlock}}, kVectorBytes, true};
    case TensorRole::Filter:
      if (!blockable('C'))
        return StorageSpec{"FHWC", 0, 1, {{'F', kBlock}}, kVectorBytes, true};
      return StorageSpec{"FCHW",       0,   1, {{'C', kBlock}, {'F', kBlock}},
                         kVectorBytes, true};
    case TensorRole::DepthwiseFilter:
      if (!blockable('C'))
        return StorageSpec{"HWC", 0, 1, {}, kVectorBytes};
      return StorageSpec{"CHW", 0, 1, {{'C', kBlock}}, kVectorBytes, true};
    case TensorRole::Window:
      return std::nullopt;
    case TensorRole::Matrix:
      return StorageSpec{
          dims.str(), dims.back(), rows(dims.back()), {}, kVectorBytes};
    case TensorRole::SoftmaxData:
      return getSoftmaxSpec(dims, rows('R'), kVectorBytes);
    }
    return std::nullopt;
  }
};
} // namespace

void mlir::layout::registerX86AVX512Target(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, LayoutDialect *) {
    X86AVX512TargetAttr::attachInterface<X86AVX512TargetModel>(*context);
  });
  registerTargetName(kX86AVX512TargetName, [](MLIRContext *context) {
    return X86AVX512TargetAttr::get(context);
  });
}
