//===- OneDNNCostModel.h - Modelled costs of oneDNN's kernels ---*- C++ -*-===//
//
// The onednn target compares oneDNN's kernels for a convolution (its own
// choice, plain NCHW, untiled images, 1x1 convolutions as matmuls). Timing
// them while compiling made the same input compile to different programs
// on a busy machine, so a compile uses this model instead: the kernel
// oneDNN picks for each set of formats (deterministic for a CPU's ISA)
// and a rate per kind of kernel, kept in the repository. Measured times
// enter only through the tuning cache (OneDNNTuningCache.h).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNCOSTMODEL_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNCOSTMODEL_H

#include "OneDNNKernelTimes.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace layout {

/// The modelled seconds of a kernel named `implementation` (oneDNN's
/// `impl_info_str()`) that computes `flops` and moves `bytes`, with
/// `reducedChannels` input channels per group (a direct kernel's vector
/// lanes over them) and a reduction of `reductionSize` per output (a GEMM
/// kernel's depth), on the CPU ISA oneDNN runs here.
double estimateKernelSeconds(StringRef implementation, double flops,
                             double bytes, int64_t reducedChannels,
                             int64_t reductionSize);

/// The modelled times of the kernels getConvolutionTimes compares.
std::optional<ConvolutionTimes>
estimateConvolution(ArrayRef<int64_t> input, ArrayRef<int64_t> filter,
                    ArrayRef<int64_t> output, ArrayRef<int64_t> strides,
                    ArrayRef<int64_t> dilations, const TimedFormats &formats);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNCOSTMODEL_H
