//===- OneDNNKernelTimes.h - Measured costs of oneDNN's kernels -*- C++ -*-===//
//
// oneDNN's `format_tag::any` picks the formats of the kernel it would run,
// which is not always its fastest: whether a convolution of the few image
// channels of a network's first layer runs faster on plain NCHW or on what
// `any` picks depends on the shapes and the CPU, and where the two are
// near, plain layouts may save a network its transforms. The `onednn`
// target then times both, here, on this CPU.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNKERNELTIMES_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNKERNELTIMES_H

#include "mlir/Support/LLVM.h"

#include <optional>

namespace mlir {
namespace layout {

/// Seconds one run of a convolution's kernel takes on plain NCHW/OIHW
/// buffers and on the formats `any` picks.
struct ConvolutionTimes {
  double plain = 0;
  double any = 0;
};

/// The times of oneDNN's f32 convolution of an NCHW `input` by an OIHW
/// `filter` into `output` (oneDNN's `strides` and `dilations`, no padding)
/// on plain layouts and on `any`'s: the best of fifteen runs of each after
/// a warm-up, run in turns (so that other work on the machine slows both
/// alike), once per shape per process; nothing when oneDNN has no kernel
/// for one of them. `TENSOR_LAYOUT_ONEDNN_CONV_TIMES=P,A` pins them to P
/// and A seconds for every shape (for tests).
std::optional<ConvolutionTimes> timeConvolution(ArrayRef<int64_t> input,
                                                ArrayRef<int64_t> filter,
                                                ArrayRef<int64_t> output,
                                                ArrayRef<int64_t> strides,
                                                ArrayRef<int64_t> dilations);

/// Whether the plain kernel is faster than `any`'s by a margin (10%: a
/// near tie goes to oneDNN's choice).
bool isPlainConvolutionFaster(const ConvolutionTimes &times);

/// `TENSOR_LAYOUT_ONEDNN_FEW_CHANNELS=plain` (true) or `=any` (false): the
/// choice for a first layer's convolution pinned, without timing (for
/// tests).
std::optional<bool> getPinnedFewChannelChoice();

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNKERNELTIMES_H
