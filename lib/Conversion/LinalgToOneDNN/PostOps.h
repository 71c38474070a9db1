//===- PostOps.h - Element-wise epilogues as oneDNN post-ops ----*- C++ -*-===//
//
// A bias add and a ReLU after a convolution are a sweep over its result
// when they run as their own loop; as oneDNN post-ops they are applied to
// each block of the result while it is in registers. The kernel patterns
// fold the linalg.generic that follows a kernel into it where the generic
// only maps the kernel's result through a chain of scalar operations that
// oneDNN has as post-ops.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_POSTOPS_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_POSTOPS_H

#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir {
namespace layout {

/// A linalg.generic right after a kernel that maps the kernel's result,
/// element by element, through post-ops into a buffer of the same type.
struct Epilogue {
  linalg::GenericOp op;
  /// The post-ops as the runtime reads them: (algorithm, alpha, beta)
  /// each, alpha and beta as f32 bit patterns (OneDNNRuntime.h).
  SmallVector<int64_t> postOps;
  /// The buffer a binary post-op adds (of the kernel result's type), or
  /// null.
  Value operand;
  /// Whether that buffer is the one the epilogue writes, which the kernel
  /// then adds to (no operand passed).
  bool addsResult = false;
  /// The ops at the start of the body that map each element x to a * x + b,
  /// with a and b computed from constants and the per-channel vectors
  /// (the `channel affine` post-op: a batch norm), in order; empty where
  /// there is no such post-op.
  SmallVector<Operation *> channelAffine;
  /// The generic's inputs read along the result's channel dim (dim 1).
  SmallVector<OpOperand *> vectors;
  /// The body's argument for the kernel's result.
  Value kernelResult;
  /// Whether the kernel moves to the epilogue's place, past ops that touch
  /// none of its buffers.
  bool movesKernel = false;
  /// Whether the epilogue writes the kernel's result in place (the kernel
  /// keeps writing it, the post-ops applied).
  bool inPlace = false;

  /// Whether its post-ops read a second source besides an operand: run as
  /// passes of their own after a kernel, they are slower than one loop.
  bool readsMoreThanAnOperand() const {
    return !channelAffine.empty() || addsResult;
  }
};

/// A float in a kernel description (an int64 holding its f32 bits), and
/// back.
inline int64_t getF32Bits(float value) {
  return llvm::bit_cast<uint32_t>(value);
}
inline float getF32FromBits(int64_t bits) {
  return llvm::bit_cast<float>(uint32_t(bits));
}

/// What an epilogue may do besides what every kernel takes.
struct EpilogueOptions {
  /// Whether `dst` may have gaps (padded rows): the kernel writes only the
  /// elements of a strided result, as the generic does (cuBLASLt's).
  bool acceptsGaps = false;
  /// The dim of `dst` that the kernel's description has as its dim 1 (the
  /// channels), where the generic may read 1-D vectors along it, which the
  /// chain's first ops may add, subtract, multiply and divide by (a batch
  /// norm: the `channel affine` post-op). Ops between the kernel and the
  /// generic that touch none of the kernel's buffers (the batch norm's
  /// 1 / sqrt(var + eps)) are then passed.
  std::optional<int64_t> channelDim;
  /// Whether the other buffer may be the one the generic writes (a
  /// residual added in place: the `add result` post-op).
  bool acceptsAddToResult = false;
};

/// The epilogue of `kernel`, whose result is the f32 buffer `dst`, or
/// std::nullopt: the next op (past allocations and deallocations) must be an
/// all-parallel generic with identity maps reading `dst` (either input; a
/// contiguous buffer: no padded rows, unless `acceptsGaps`),
/// which nothing else reads, and possibly one other
/// buffer of `dst`'s type defined before the kernel, and writing a buffer
/// of `dst`'s type that can be allocated before the kernel (no buffer
/// sharing memory with another: `dst`'s allocation used through `dst`
/// alone, the other buffer and the written one on allocations of their
/// own, apart from the kernel's inputs); its body a chain of
/// additions, subtractions and multiplications by constants, maximums and
/// minimums with constants (a ReLU also as a compare and select), and one
/// addition of the other buffer (to which constants may be added first: a
/// projection shortcut's bias). `options` allow more.
std::optional<Epilogue> matchEpilogue(Operation *kernel, Value dst,
                                      const EpilogueOptions &options = {});

/// Appends the number of post-ops, then the post-ops, of `epilogue` (none
/// if std::nullopt) to a kernel description.
void appendPostOps(SmallVectorImpl<int64_t> &description,
                   const std::optional<Epilogue> &epilogue);

/// The kernel functions of one kind: plain, with an operand, and with an
/// operand and a channels buffer (OneDNNRuntime.h).
struct KernelFunctions {
  StringRef plain, binary, epilogue;
};

/// The kernel function of `functions` that `epilogue` needs: with an
/// operand (which `buffers` then gets, after the kernel's, and
/// `description` as `dst`, after the kernel's tensors), and with a
/// channels buffer (for which `buffers` gets a stand-in of its type, which
/// redirectToEpilogue replaces; and the operand's, where it adds none).
StringRef addEpilogueOperands(const KernelFunctions &functions,
                              const std::optional<Epilogue> &epilogue,
                              SmallVectorImpl<Value> &buffers,
                              SmallVectorImpl<int64_t> &description,
                              const OneDNNTensorDesc &dst);

/// Makes the kernel about to replace `kernel` write the epilogue's buffer:
/// moves `kernel` to the epilogue's place (past the ops matchEpilogue
/// passed), allocates the buffer before it, computes the channels buffer
/// there (into the last of `buffers`, where the epilogue has one), erases
/// the epilogue, and returns the buffer. Call `eraseIfOnlyFreed`
/// (RuntimeCalls.h) on the old result once `kernel` is replaced.
Value redirectToEpilogue(RewriterBase &rewriter, Operation *kernel,
                         Epilogue &epilogue,
                         SmallVectorImpl<Value> *buffers = nullptr);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_POSTOPS_H
