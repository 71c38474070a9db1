//===- OneDNNKernelTimes.cpp - Measured costs of oneDNN's kernels ---------===//

#include "OneDNNKernelTimes.h"
#include "OneDNNCostModel.h"
#include "OneDNNTuningCache.h"
#include "tensor-layout/ExecutionEngine/OneDNNPointwiseConvolution.h"
#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <dnnl.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

using namespace mlir;
using namespace mlir::layout;

namespace {
using dnnl::memory;
using Tag = memory::format_tag;

/// Timed runs of each, after a warm-up run.
constexpr int kRuns = 15;

/// A kernel with buffers, ready to run, and its best time so far.
struct TimedKernel {
  dnnl::primitive kernel;
  std::unordered_map<int, memory> arguments;
  /// Whether it runs post-ops in a pass of their own.
  bool postOpsApart = false;
  double best = 1e30;

  /// The `Primitive` of `pd` (a convolution or a matmul) on buffers of its
  /// formats.
  template <typename Primitive>
  static std::unique_ptr<TimedKernel>
  make(dnnl::engine &engine, const typename Primitive::primitive_desc &pd) {
    return std::make_unique<TimedKernel>(engine, Primitive(pd), pd);
  }

  TimedKernel(dnnl::engine &engine, dnnl::primitive primitive,
              const dnnl::primitive_desc &pd)
      : kernel(std::move(primitive)),
        arguments({{DNNL_ARG_SRC, memory(pd.src_desc(), engine)},
                   {DNNL_ARG_WEIGHTS, memory(pd.weights_desc(), engine)},
                   {DNNL_ARG_DST, memory(pd.dst_desc(), engine)}}),
        postOpsApart(tensorLayoutOneDNNRunsPostOpsApart(pd.impl_info_str())) {}

  /// Runs it once, keeping the best time unless `warmUp`.
  void run(dnnl::stream &stream, bool warmUp) {
    auto start = std::chrono::steady_clock::now();
    kernel.execute(stream, arguments);
    stream.wait();
    std::chrono::duration<double> spent =
        std::chrono::steady_clock::now() - start;
    if (!warmUp)
      best = std::min(best, spent.count());
  }
};

memory::desc describe(const memory::dims &dims, Tag tag) {
  return memory::desc(dims, memory::data_type::f32, tag);
}

/// The convolution for buffers in the given formats (`tag::any`: those it
/// picks).
std::unique_ptr<TimedKernel>
makeConvolution(dnnl::engine &engine, const memory::dims &input,
                const memory::dims &filter, const memory::dims &output,
                const memory::dims &strides, const memory::dims &dilations,
                Tag image, Tag filterTag, Tag outputTag) {
  memory::dims padding = {0, 0};
  dnnl::convolution_forward::primitive_desc pd(
      dnnl::convolution_forward::desc(
          dnnl::prop_kind::forward_inference,
          dnnl::algorithm::convolution_direct, describe(input, image),
          describe(filter, filterTag), describe(output, outputTag), strides,
          dilations, padding, padding),
      engine);
  return TimedKernel::make<dnnl::convolution_forward>(engine, pd);
}

/// The matmul the runtime runs a 1x1 convolution from an `image`-ordered
/// input into an `outputTag`-ordered result as, with an OIHW filter;
/// nothing where there is none or it is a reference kernel.
std::unique_ptr<TimedKernel> makePointwiseMatmul(dnnl::engine &engine,
                                                 const memory::dims &input,
                                                 const memory::dims &filter,
                                                 const memory::dims &output,
                                                 Tag image, Tag outputTag) {
  memory::dims unit = {1, 1}, none = {0, 0};
  std::optional<PointwiseMatmul> matmul = describePointwiseConvolutionAsMatmul(
      describe(input, image), describe(filter, Tag::oihw),
      describe(output, outputTag), unit, none, none);
  if (!matmul)
    return nullptr;
  try {
    dnnl::matmul::primitive_desc pd(
        dnnl::matmul::desc(matmul->src, matmul->weights, matmul->dst), engine);
    if (StringRef(pd.impl_info_str()).starts_with("ref"))
      return nullptr;
    return TimedKernel::make<dnnl::matmul>(engine, pd);
  } catch (const dnnl::error &) {
    return nullptr;
  }
}
} // namespace

/// The times pinned by TENSOR_LAYOUT_ONEDNN_CONV_TIMES, if set.
static std::optional<ConvolutionTimes> getPinnedTimes() {
  const char *pinned = std::getenv("TENSOR_LAYOUT_ONEDNN_CONV_TIMES");
  if (!pinned)
    return std::nullopt;
  SmallVector<StringRef, 4> parts;
  StringRef(pinned).split(parts, ',');
  SmallVector<double, 4> seconds(parts.size());
  bool malformed = parts.size() < 2 || parts.size() > 5;
  for (auto [part, value] : llvm::zip_equal(parts, seconds))
    malformed |= part.trim().getAsDouble(value);
  if (malformed) {
    // Timing instead would make a test depend on the machine unnoticed.
    llvm::report_fatal_error(
        Twine("TENSOR_LAYOUT_ONEDNN_CONV_TIMES must be 'P,A', 'P,A,U', "
              "'P,A,U,M' or 'P,A,U,M,L' (seconds), got '") +
            pinned + "'",
        /*gen_crash_diag=*/false);
  }
  ConvolutionTimes times;
  times.plain = seconds[0];
  times.any = seconds[1];
  times.untiled = parts.size() > 2 ? seconds[2] : times.any;
  if (parts.size() > 3) {
    times.planarToChannelsLast = ConvolutionTimes::Matmul{seconds[3], false};
    times.channelsLastToPlanar = times.planarToChannelsLast;
  }
  if (parts.size() > 4)
    times.channelsLast = ConvolutionTimes::Matmul{seconds[4], false};
  return times;
}

/// The times measured on this CPU (the tuning step's): each kernel run
/// kRuns times after a warm-up, in turns.
static std::optional<ConvolutionTimes>
measureConvolution(ArrayRef<int64_t> input, ArrayRef<int64_t> filter,
                   ArrayRef<int64_t> output, ArrayRef<int64_t> strides,
                   ArrayRef<int64_t> dilations, const TimedFormats &formats) {
  auto dims = [](ArrayRef<int64_t> values) {
    return memory::dims(values.begin(), values.end());
  };
  std::optional<ConvolutionTimes> times;
  try {
    dnnl::engine engine(dnnl::engine::kind::cpu, 0);
    dnnl::stream stream(engine);
    auto make = [&](Tag image, Tag filterTag, Tag outputTag) {
      return makeConvolution(engine, dims(input), dims(filter), dims(output),
                             dims(strides), dims(dilations), image, filterTag,
                             outputTag);
    };
    std::unique_ptr<TimedKernel> any = make(Tag::any, Tag::any, Tag::any),
                                 plain, untiled, toChannelsLast, toPlanar,
                                 channelsLast;
    if (formats.plain)
      plain = make(Tag::nchw, Tag::oihw, Tag::nchw);
    if (formats.untiledPlainInput)
      untiled = make(*formats.untiledPlainInput ? Tag::nchw : Tag::nhwc,
                     Tag::any, Tag::nhwc);
    if (formats.pointwiseMatmuls) {
      toChannelsLast = makePointwiseMatmul(engine, dims(input), dims(filter),
                                           dims(output), Tag::nchw, Tag::nhwc);
      toPlanar = makePointwiseMatmul(engine, dims(input), dims(filter),
                                     dims(output), Tag::nhwc, Tag::nchw);
      channelsLast = makePointwiseMatmul(engine, dims(input), dims(filter),
                                         dims(output), Tag::nhwc, Tag::nhwc);
    }
    // In turns, so that whatever else runs on the machine (a parallel
    // build's other compiles) slows them alike.
    for (int run = 0; run < kRuns + 1; ++run)
      for (TimedKernel *timed :
           {any.get(), plain.get(), untiled.get(), toChannelsLast.get(),
            toPlanar.get(), channelsLast.get()})
        if (timed)
          timed->run(stream, /*warmUp=*/run == 0);
    auto matmulTime = [](const std::unique_ptr<TimedKernel> &timed)
        -> std::optional<ConvolutionTimes::Matmul> {
      if (!timed)
        return std::nullopt;
      return ConvolutionTimes::Matmul{timed->best, timed->postOpsApart};
    };
    times =
        ConvolutionTimes{plain ? plain->best : 0,
                         any->best,
                         untiled ? std::optional(untiled->best) : std::nullopt,
                         matmulTime(toChannelsLast),
                         matmulTime(toPlanar),
                         matmulTime(channelsLast)};
  } catch (const dnnl::error &) {
    // No kernel for one of them: nothing to compare.
  }
  return times;
}

std::optional<ConvolutionTimes> mlir::layout::getConvolutionTimes(
    ArrayRef<int64_t> input, ArrayRef<int64_t> filter, ArrayRef<int64_t> output,
    ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations,
    const TimedFormats &formats) {
  if (std::optional<ConvolutionTimes> pinned = getPinnedTimes()) {
    if (!formats.untiledPlainInput)
      pinned->untiled.reset();
    if (!formats.pointwiseMatmuls) {
      pinned->planarToChannelsLast.reset();
      pinned->channelsLastToPlanar.reset();
      pinned->channelsLast.reset();
    }
    return pinned;
  }
  std::vector<int64_t> key;
  for (ArrayRef<int64_t> part : {input, filter, output, strides, dilations})
    key.insert(key.end(), part.begin(), part.end());
  key.push_back(formats.plain);
  key.push_back(formats.untiledPlainInput ? 1 + *formats.untiledPlainInput : 0);
  key.push_back(formats.pointwiseMatmuls);
  OneDNNTuningCache &cache = OneDNNTuningCache::get();
  if (std::optional<std::optional<ConvolutionTimes>> tuned = cache.lookup(key))
    return *tuned;
  if (!cache.isMeasuring())
    return estimateConvolution(input, filter, output, strides, dilations,
                               formats);
  std::optional<ConvolutionTimes> measured =
      measureConvolution(input, filter, output, strides, dilations, formats);
  cache.record(key, measured);
  return measured;
}

bool mlir::layout::isFasterByMargin(double seconds, double other,
                                    double margin) {
  return seconds < (1 - margin) * other;
}

std::optional<bool> mlir::layout::getPinnedFewChannelChoice() {
  const char *pinned = std::getenv("TENSOR_LAYOUT_ONEDNN_FEW_CHANNELS");
  if (!pinned)
    return std::nullopt;
  if (StringRef(pinned) == "plain")
    return true;
  if (StringRef(pinned) == "any")
    return false;
  return std::nullopt;
}
