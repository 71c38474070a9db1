//===- OneDNNKernelTimes.h - Measured costs of oneDNN's kernels -*- C++ -*-===//
//
// oneDNN's `format_tag::any` picks the formats of the kernel it would run,
// which is not always its fastest: whether a convolution of the few image
// channels of a network's first layer runs faster on plain NCHW or on what
// `any` picks depends on the shapes and the CPU. The `onednn` target then
// times both, here, on this CPU.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNKERNELTIMES_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNKERNELTIMES_H

#include "mlir/Support/LLVM.h"

namespace mlir {
namespace layout {

/// Whether oneDNN runs the f32 convolution of an NCHW `input` by an OIHW
/// `filter` into `output` (oneDNN's `strides` and `dilations`, no padding)
/// faster on plain NCHW/OIHW than on the formats `any` picks: the best of
/// fifteen runs of each after a warm-up, run in turns (so that other work on
/// the machine slows both alike), once per shape per process; plain must
/// be 10% faster (a near tie goes to oneDNN's choice).
/// `TENSOR_LAYOUT_ONEDNN_FEW_CHANNELS=plain` or `=any` pins the answer (for
/// tests).
bool isPlainConvolutionFaster(ArrayRef<int64_t> input, ArrayRef<int64_t> filter,
                              ArrayRef<int64_t> output,
                              ArrayRef<int64_t> strides,
                              ArrayRef<int64_t> dilations);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNKERNELTIMES_H
