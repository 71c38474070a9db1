//===- OneDNNKernelTimes.h - Measured costs of oneDNN's kernels -*- C++ -*-===//
//
// oneDNN's `format_tag::any` picks the formats of the kernel it would run,
// which is not always its fastest: whether a convolution of the few image
// channels of a network's first layer runs faster on plain NCHW or on what
// `any` picks depends on the shapes and the CPU, and where the two are
// near, plain layouts may save a network its transforms; the same holds
// for untiled images where `any` blocks them. The `onednn` target then
// compares their costs: modelled, or measured by an explicit tuning step.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNKERNELTIMES_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNKERNELTIMES_H

#include "mlir/Support/LLVM.h"

#include <optional>

namespace mlir {
namespace layout {

/// Seconds one run of a convolution's kernel takes on plain NCHW/OIHW
/// buffers (where timed), on the formats `any` picks, and on untiled
/// images (NHWC, or an NCHW input and an NHWC output) with any filter
/// format, where timed.
struct ConvolutionTimes {
  double plain = 0;
  double any = 0;
  std::optional<double> untiled;
  /// A 1x1 convolution run as a matmul on images whose channels lie on
  /// different sides (OneDNNPointwiseConvolution.h), with a plain OIHW
  /// filter, where timed.
  struct Matmul {
    double seconds = 0;
    /// Whether its kernel runs post-ops in a pass of their own.
    bool postOpsApart = false;
  };
  /// From an NCHW image into an NHWC result, and from NHWC into NCHW.
  std::optional<Matmul> planarToChannelsLast, channelsLastToPlanar;
  /// From NHWC into NHWC: oneDNN's own kernels for those images take only
  /// blocked filters (an OIHW one runs the reference kernel), which a
  /// filter passed as an argument is transformed into on every call.
  std::optional<Matmul> channelsLast;
};

/// What to time besides `any`'s formats.
struct TimedFormats {
  bool plain = false;
  /// Untiled images: std::nullopt for none, else whether the input is
  /// NCHW (a first layer's) rather than NHWC; the output is NHWC.
  std::optional<bool> untiledPlainInput;
  /// The three matmuls of a 1x1 convolution at stride 1.
  bool pointwiseMatmuls = false;
};

/// The times of oneDNN's f32 convolution of an NCHW `input` by an OIHW
/// `filter` into `output` (oneDNN's `strides` and `dilations`, no padding)
/// on `any`'s formats and those `formats` asks for, or nothing where oneDNN
/// has no kernel for one of them. They never depend on the machine's load,
/// so that a compile is deterministic: from the tuning cache where it has
/// the convolution (OneDNNTuningCache.h; measured here while tuning), else
/// from the cost model (OneDNNCostModel.h).
/// `TENSOR_LAYOUT_ONEDNN_CONV_TIMES=P,A[,U[,M]]` pins them to P, A, U
/// and M (both matmuls) seconds for every shape (for tests): U defaults to
/// A; without M the matmuls count as having no kernel.
std::optional<ConvolutionTimes>
getConvolutionTimes(ArrayRef<int64_t> input, ArrayRef<int64_t> filter,
                    ArrayRef<int64_t> output, ArrayRef<int64_t> strides,
                    ArrayRef<int64_t> dilations, const TimedFormats &formats);

/// Whether a kernel taking `seconds` is faster than one taking `other` by
/// `margin` (a near tie goes to the other).
bool isFasterByMargin(double seconds, double other, double margin);

/// The margin by which plain NCHW must beat oneDNN's choice to be asked
/// for first: 10%.
constexpr double kPlainMargin = 0.1;

/// The margin by which `any`'s blocked images must beat the same kernel on
/// untiled ones: 5%. Untiled images compose with more of a network (a
/// pooling kernel that is slower on blocks, element-wise code on rows);
/// pads and element-wise chains run in the blocks as well.
constexpr double kBlockedMargin = 0.05;

/// `TENSOR_LAYOUT_ONEDNN_FEW_CHANNELS=plain` (true) or `=any` (false): the
/// choice for a first layer's convolution pinned, without timing (for
/// tests).
std::optional<bool> getPinnedFewChannelChoice();

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNKERNELTIMES_H
