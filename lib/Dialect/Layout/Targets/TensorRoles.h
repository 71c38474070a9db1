//===- TensorRoles.h - What each tensor of a known op is --------*- C++ -*-===//
//
// Targets think in terms of activations, filters and matrices, not operand
// numbers. This names the role of each tensor operand and result of the
// linalg ops the built-in targets know, and what each of its dims is.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_TENSORROLES_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_TENSORROLES_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir {
namespace layout {

enum class TensorRole {
  /// Image-like data: dims N (batch), C (channels), H, W.
  Activation,
  /// Convolution weights: F (output channels), C (input channels), H, W.
  Filter,
  /// Depthwise weights: C, H, W.
  DepthwiseFilter,
  /// Shape-only window of a pooling op: H, W. Never read.
  Window,
  /// Matmul operand or result: [B] M K / K N / M N; the last dim is the row.
  Matrix,
  /// linalg.softmax input or result; the reduced dim is `R`.
  SoftmaxData,
};

struct RoledTensor {
  TensorRole role;
  /// One letter per logical dim (e.g. "NCHW").
  std::string dims;
};

/// Roles of the tensor operands, then results, of `op`; std::nullopt for ops
/// the built-in targets do not know.
struct OpRoles {
  SmallVector<RoledTensor> operands;
  SmallVector<RoledTensor> results;
};
std::optional<OpRoles> getOpRoles(Operation *op);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_TENSORROLES_H
