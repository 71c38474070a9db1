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
};

/// A float in a kernel description (an int64 holding its f32 bits), and
/// back.
inline int64_t getF32Bits(float value) {
  return llvm::bit_cast<uint32_t>(value);
}
inline float getF32FromBits(int64_t bits) {
  return llvm::bit_cast<float>(uint32_t(bits));
}

/// The epilogue of `kernel`, whose result is the f32 buffer `dst`, or
/// std::nullopt: the next op (past allocations and deallocations) must be an
/// all-parallel generic with identity maps reading `dst` (either input; a
/// contiguous buffer: no padded rows, unless `acceptsGaps`: the kernel writes
/// only the elements of a strided result, as the generic does, cuBLASLt's),
/// which nothing else reads, and possibly one other
/// buffer of `dst`'s type defined before the kernel, and writing a buffer
/// of `dst`'s type that can be allocated before the kernel (no buffer
/// sharing memory with another: `dst`'s allocation used through `dst`
/// alone, the other buffer and the written one on allocations of their
/// own, apart from the kernel's inputs); its body a chain of
/// additions, subtractions and multiplications by constants, maximums and
/// minimums with constants, and one addition of the other buffer (to
/// which constants may be added first: a projection shortcut's bias).
std::optional<Epilogue> matchEpilogue(Operation *kernel, Value dst,
                                      bool acceptsGaps = false);

/// Appends the number of post-ops, then the post-ops, of `epilogue` (none
/// if std::nullopt) to a kernel description.
void appendPostOps(SmallVectorImpl<int64_t> &description,
                   const std::optional<Epilogue> &epilogue);

/// The kernel function `function` names, or its `_binary` variant where
/// `epilogue` adds an operand (which `buffers` then gets, after the
/// kernel's, and `description` as `dst`, after the kernel's tensors).
StringRef addEpilogueOperand(StringRef function, StringRef binaryFunction,
                             const std::optional<Epilogue> &epilogue,
                             SmallVectorImpl<Value> &buffers,
                             SmallVectorImpl<int64_t> &description,
                             const OneDNNTensorDesc &dst);

/// Makes the kernel about to replace `kernel` write the epilogue's buffer:
/// allocates it before `kernel`, erases the epilogue, and returns the
/// buffer. Call `eraseIfOnlyFreed` (RuntimeCalls.h) on the old result once
/// `kernel` is replaced.
Value redirectToEpilogue(RewriterBase &rewriter, Operation *kernel,
                         Epilogue &epilogue);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_POSTOPS_H
