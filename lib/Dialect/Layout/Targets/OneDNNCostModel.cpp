//===- OneDNNCostModel.cpp - Modelled costs of oneDNN's kernels -----------===//
//
// A kernel's time is the larger of its arithmetic at its kind's rate and
// its bytes at memory bandwidth. The rates are fractions of the ISA's peak
// measured on the machines of docs/performance-networks.md: a 3x3
// convolution, 64 channels at 56x56, ran at 201 GFLOP/s on oneDNN's JIT
// kernel and 118 GFLOP/s as its GEMM on NCHW (Zen 5, 470 GFLOP/s peak), and
// at about 0.1 GFLOP/s on its reference kernel. A direct kernel spends its
// vector lanes on input channels (3 channels use 3 of 16), a GEMM its
// depth on the reduction (3x7x7 taps fill it), which is why a first layer
// runs faster on plain NCHW.
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

/// A kind of kernel, by the start of oneDNN's name for it, and the fraction
/// of the ISA's peak it reaches on full vectors. The first match counts.
struct KernelRate {
  llvm::StringLiteral prefix;
  double efficiency;
  /// Whether its vectors run over input channels (a direct kernel) rather
  /// than over a GEMM's reduction.
  bool direct;
};
constexpr KernelRate kKernelRates[] = {
    // The GEMM convolution (on NCHW, or NHWC with an HWIO filter) at a
    // network's rate, not its kernel's. The kernel runs at 25-28% of peak
    // (ResNet's 3x3 convolutions, 50-60% for 1x1 ones), but it leaves its
    // post-ops to passes of their own, and choosing it between kernels
    // on NHWC brings transforms that the per-byte price undercounts:
    // priced at its kernel's rate, the target chose it for most of
    // MobileNet-v2's 1x1 convolutions, whose transforms rose from 37 to
    // 60 MB a call and whose call took 1.2x as long (timed interleaved,
    // 224x224, weights as arguments; docs/performance-networks.md).
    {"x64:gemm", 0.05, false}, {"brgconv", 0.45, true}, {"brg", 0.45, false},
    {"jit_1x1", 0.45, true},   {"jit_dw", 0.35, true},  {"jit", 0.43, true},
    {"gemm", 0.25, false},     {"ref", 0.0002, false},  {"", 0.05, false},
};

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
                                           int64_t reductionSize) {
  auto [peak, lanes] = getPeak();
  const KernelRate *rate = llvm::find_if(kKernelRates, [&](const auto &rate) {
    return implementation.starts_with(rate.prefix);
  });
  double utilization = 1;
  if (rate->direct) {
    int64_t padded = (reducedChannels + lanes - 1) / lanes * lanes;
    utilization = static_cast<double>(reducedChannels) / padded;
  } else {
    // A GEMM's inner loop fills its registers from a depth of 4 vectors.
    utilization = std::min(1.0, static_cast<double>(reductionSize) /
                                    static_cast<double>(4 * lanes));
  }
  double compute = flops / (peak * rate->efficiency * utilization);
  return std::max(compute, bytes / kBandwidth);
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
  auto estimate = [&](const std::string &kernel) {
    return estimateKernelSeconds(kernel, flops, bytes, channels, reduction);
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
