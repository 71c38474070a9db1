//===- LinearEpilogue.h - The epilogue cuBLASLt and cuDNN fuse --*- C++ -*-===//
//
// cuBLASLt's matmuls and cuDNN's fused convolution compute the same
// epilogue on their product: act(alpha * product + beta * C + bias), C a
// buffer of the result's shape and bias a constant per column or channel.
// What an element-wise op after the kernel (PostOps.h: oneDNN's post-ops,
// matched once for all libraries) amounts to, where it is that.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOCUDALIBRARIES_LINEAREPILOGUE_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOCUDALIBRARIES_LINEAREPILOGUE_H

#include "mlir/Support/LLVM.h"

#include <optional>

namespace mlir {
namespace layout {

/// result = relu?(alpha * product + beta * C + bias).
struct LinearEpilogue {
  float alpha = 1.0f, beta = 0.0f;
  bool relu = false;
  /// Whether C is a buffer the epilogue adds (its operand) rather than the
  /// result itself.
  bool addsOperand = false;
  /// A constant added to every element (a full-size splat bias, which
  /// canonicalization makes a scalar).
  std::optional<float> bias;
};

/// `postOps` (oneDNN's encoding, OneDNNRuntime.h) as a linear epilogue on
/// a product into a zero-filled result: a scale, then an added operand and
/// an added constant in either order (or a constant on each side of the
/// operand: their sum), then a ReLU, each at most once; nothing for any
/// other chain.
std::optional<LinearEpilogue> getLinearEpilogue(ArrayRef<int64_t> postOps);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOCUDALIBRARIES_LINEAREPILOGUE_H
