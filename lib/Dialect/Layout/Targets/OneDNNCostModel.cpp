//===- OneDNNCostModel.cpp - Modelled costs of oneDNN's kernels -----------===//
//
// A kernel's time is the larger of its arithmetic at its kind's rate and
// its bytes at memory bandwidth, plus a call's overhead. The rates are
// fractions of the ISA's peak measured on the machines of
// docs/performance-networks.md, last fitted to the tuning caches
// (layout-tune-onednn) of five torchvision networks on Zen 5 (470 GFLOP/s
// peak): a 3x3 convolution, 64 channels at 56x56, ran at 281 GFLOP/s on
// oneDNN's brgemm kernel and 124 GFLOP/s as its GEMM on NCHW, 1x1 ones at
// 210-270 GFLOP/s either way, and at about 0.1 GFLOP/s on its reference
// kernel. A direct `jit` kernel spends its vector lanes on input channels
// (3 channels use 3 of 16), a GEMM its depth on the reduction.
//
//===----------------------------------------------------------------------===//

#include "OneDNNCostModel.h"
#include "tensor-layout/ExecutionEngine/OneDNNPointwiseConvolution.h"
#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include <dnnl.hpp>

#include <algorithm>
#include <string>

using namespace mlir;
using namespace mlir::layout;

namespace {
using dnnl::memory;
using Tag = memory::format_tag;

/// What keeps a kernel's vectors partly empty on small reductions.
enum class Utilization {
  /// Vectors over input channels (a direct kernel): 3 channels use 3 of 16.
  InputChannelLanes,
  /// A GEMM's inner loop, which fills its registers from a depth of 2
  /// vectors of the reduction.
  ReductionDepth,
  /// Neither: a brgemm convolution batches its reduction over the filter's
  /// taps, and ran ResNet's 7x7 stem on 3 channels at 58% of peak.
  Full,
};

/// A kind of kernel, by the start of oneDNN's name for it, and the fraction
/// of the ISA's peak it reaches on full vectors: `efficiency` in general,
/// `onImageEfficiency` where a GEMM convolution multiplies the image in
/// place (1x1, stride 1, no padding) rather than an im2col copy of it. The
/// first match counts.
struct KernelRate {
  llvm::StringLiteral prefix;
  double efficiency;
  double onImageEfficiency;
  Utilization utilization;
};
constexpr KernelRate kKernelRates[] = {
    {"brgconv", 0.60, 0.60, Utilization::Full},
    {"brg", 0.45, 0.45, Utilization::ReductionDepth},
    {"jit_1x1", 0.45, 0.45, Utilization::InputChannelLanes},
    {"jit_dw", 0.35, 0.35, Utilization::InputChannelLanes},
    {"jit", 0.43, 0.43, Utilization::InputChannelLanes},
    // ResNet-50's 3x3 convolutions ran at 27% of peak on NCHW, its 1x1 ones
    // at 46-61%.
    {"gemm", 0.28, 0.50, Utilization::ReductionDepth},
    {"ref", 0.0002, 0.0002, Utilization::ReductionDepth},
    {"", 0.05, 0.05, Utilization::ReductionDepth},
};

/// What a call costs besides its work: SqueezeNet's 13x13 convolutions
/// took 8-15 us more than their arithmetic.
constexpr double kCallSeconds = 8e-6;

/// Bytes per second from and to memory, a 2-core VM's (docs/performance.md).
constexpr double kBandwidth = 20e9;

/// The peak f32 rate and vector lanes of the ISA oneDNN runs here.
std::pair<double, int64_t> getPeak() {
  dnnl_cpu_isa_t isa = dnnl_get_effective_cpu_isa();
  if ((isa & dnnl_cpu_isa_avx512_core) == dnnl_cpu_isa_avx512_core)
    return {450e9, 16};
  if ((isa & dnnl_cpu_isa_avx2) == dnnl_cpu_isa_avx2)
    return {225e9, 8};
  return {60e9, 4};
}

/// The implementation oneDNN picks for a convolution in the given formats,
/// or nothing where it has none.
std::optional<std::string>
getConvolutionKernel(const dnnl::engine &engine, ArrayRef<int64_t> input,
                     ArrayRef<int64_t> filter, ArrayRef<int64_t> output,
                     ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations,
                     Tag image, Tag filterTag, Tag outputTag) {
  auto describe = [](ArrayRef<int64_t> dims, Tag tag) {
    return memory::desc(memory::dims(dims.begin(), dims.end()),
                        memory::data_type::f32, tag);
  };
  memory::dims none = {0, 0};
  try {
    dnnl::convolution_forward::primitive_desc pd(
        dnnl::convolution_forward::desc(
            dnnl::prop_kind::forward_inference,
            dnnl::algorithm::convolution_direct, describe(input, image),
            describe(filter, filterTag), describe(output, outputTag),
            memory::dims(strides.begin(), strides.end()),
            memory::dims(dilations.begin(), dilations.end()), none, none),
        engine);
    return std::string(pd.impl_info_str());
  } catch (const dnnl::error &) {
    return std::nullopt;
  }
}

/// The implementation of the matmul a 1x1 convolution from an `image`
/// ordered input into an `outputTag` ordered result runs as, or nothing.
std::optional<std::string> getPointwiseMatmulKernel(const dnnl::engine &engine,
                                                    ArrayRef<int64_t> input,
                                                    ArrayRef<int64_t> filter,
                                                    ArrayRef<int64_t> output,
                                                    Tag image, Tag outputTag) {
  auto describe = [](ArrayRef<int64_t> dims, Tag tag) {
    return memory::desc(memory::dims(dims.begin(), dims.end()),
                        memory::data_type::f32, tag);
  };
  memory::dims unit = {1, 1}, none = {0, 0};
  std::optional<PointwiseMatmul> matmul = describePointwiseConvolutionAsMatmul(
      describe(input, image), describe(filter, Tag::oihw),
      describe(output, outputTag), unit, none, none);
  if (!matmul)
    return std::nullopt;
  try {
    dnnl::matmul::primitive_desc pd(
        dnnl::matmul::desc(matmul->src, matmul->weights, matmul->dst), engine);
    if (StringRef(pd.impl_info_str()).starts_with("ref"))
      return std::nullopt;
    return std::string(pd.impl_info_str());
  } catch (const dnnl::error &) {
    return std::nullopt;
  }
}

int64_t product(ArrayRef<int64_t> values) {
  int64_t result = 1;
  for (int64_t value : values)
    result *= value;
  return result;
}
} // namespace

double mlir::layout::estimateKernelSeconds(StringRef implementation,
                                           double flops, double bytes,
                                           int64_t reducedChannels,
                                           int64_t reductionSize,
                                           bool imageIsMatrix) {
  auto [peak, lanes] = getPeak();
  // oneDNN names some x86 kernels with their architecture first (the GEMM
  // convolution on NCHW is "x64:gemm:jit"); the kind follows it.
  implementation.consume_front("x64:");
  const KernelRate *rate = llvm::find_if(kKernelRates, [&](const auto &rate) {
    return implementation.starts_with(rate.prefix);
  });
  double utilization = 1;
  switch (rate->utilization) {
  case Utilization::InputChannelLanes: {
    int64_t padded = (reducedChannels + lanes - 1) / lanes * lanes;
    utilization = static_cast<double>(reducedChannels) / padded;
    break;
  }
  case Utilization::ReductionDepth:
    utilization = std::min(1.0, static_cast<double>(reductionSize) /
                                    static_cast<double>(2 * lanes));
    break;
  case Utilization::Full:
    break;
  }
  double efficiency =
      imageIsMatrix ? rate->onImageEfficiency : rate->efficiency;
  double compute = flops / (peak * efficiency * utilization);
  return kCallSeconds + std::max(compute, bytes / kBandwidth);
}

std::optional<ConvolutionTimes> mlir::layout::estimateConvolution(
    ArrayRef<int64_t> input, ArrayRef<int64_t> filter, ArrayRef<int64_t> output,
    ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations,
    const TimedFormats &formats) {
  static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  int64_t reduction = product(filter.drop_front());
  double flops = 2.0 * product(output) * reduction;
  double bytes = 4.0 * (product(input) + product(filter) + product(output));
  int64_t channels = filter[1];
  bool imageIsMatrix = filter[2] == 1 && filter[3] == 1 &&
                       input.drop_front(2) == output.drop_front(2);
  auto estimate = [&](const std::string &kernel) {
    return estimateKernelSeconds(kernel, flops, bytes, channels, reduction,
                                 imageIsMatrix);
  };
  auto convolution = [&](Tag image, Tag filterTag, Tag outputTag) {
    return getConvolutionKernel(engine, input, filter, output, strides,
                                dilations, image, filterTag, outputTag);
  };
  ConvolutionTimes times;
  std::optional<std::string> any = convolution(Tag::any, Tag::any, Tag::any);
  if (!any)
    return std::nullopt;
  times.any = estimate(*any);
  if (formats.plain) {
    std::optional<std::string> plain =
        convolution(Tag::nchw, Tag::oihw, Tag::nchw);
    if (!plain)
      return std::nullopt;
    times.plain = estimate(*plain);
  }
  if (formats.untiledPlainInput) {
    std::optional<std::string> untiled =
        convolution(*formats.untiledPlainInput ? Tag::nchw : Tag::nhwc,
                    Tag::any, Tag::nhwc);
    if (!untiled)
      return std::nullopt;
    times.untiled = estimate(*untiled);
  }
  if (formats.pointwiseMatmuls) {
    auto matmul =
        [&](Tag image,
            Tag outputTag) -> std::optional<ConvolutionTimes::Matmul> {
      std::optional<std::string> kernel = getPointwiseMatmulKernel(
          engine, input, filter, output, image, outputTag);
      if (!kernel)
        return std::nullopt;
      return ConvolutionTimes::Matmul{
          estimate(*kernel),
          tensorLayoutOneDNNRunsPostOpsApart(kernel->c_str())};
    };
    times.planarToChannelsLast = matmul(Tag::nchw, Tag::nhwc);
    times.channelsLastToPlanar = matmul(Tag::nhwc, Tag::nchw);
    times.channelsLast = matmul(Tag::nhwc, Tag::nhwc);
  }
  return times;
}
