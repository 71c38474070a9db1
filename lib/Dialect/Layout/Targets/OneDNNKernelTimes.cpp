//===- OneDNNKernelTimes.cpp - Measured costs of oneDNN's kernels ---------===//

#include "OneDNNKernelTimes.h"

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
#include <vector>

using namespace mlir;
using namespace mlir::layout;

namespace {
using dnnl::memory;
using Tag = memory::format_tag;

/// Timed runs of each, after a warm-up run.
constexpr int kRuns = 15;

/// The convolution built for buffers in the given formats (`tag::any`:
/// those it picks), with buffers, ready to run.
struct TimedConvolution {
  dnnl::convolution_forward kernel;
  memory src, weights, dst;
  double best = 1e30;

  TimedConvolution(dnnl::engine &engine, const memory::dims &input,
                   const memory::dims &filter, const memory::dims &output,
                   const memory::dims &strides, const memory::dims &dilations,
                   Tag image, Tag filterTag, Tag outputTag) {
    auto describe = [](const memory::dims &dims, Tag tag) {
      return memory::desc(dims, memory::data_type::f32, tag);
    };
    memory::dims padding = {0, 0};
    dnnl::convolution_forward::primitive_desc pd(
        dnnl::convolution_forward::desc(
            dnnl::prop_kind::forward_inference,
            dnnl::algorithm::convolution_direct, describe(input, image),
            describe(filter, filterTag), describe(output, outputTag), strides,
            dilations, padding, padding),
        engine);
    src = memory(pd.src_desc(), engine);
    weights = memory(pd.weights_desc(), engine);
    dst = memory(pd.dst_desc(), engine);
    kernel = dnnl::convolution_forward(pd);
  }

  /// Runs it once, keeping the best time unless `warmUp`.
  void run(dnnl::stream &stream, bool warmUp) {
    auto start = std::chrono::steady_clock::now();
    kernel.execute(stream, {{DNNL_ARG_SRC, src},
                            {DNNL_ARG_WEIGHTS, weights},
                            {DNNL_ARG_DST, dst}});
    stream.wait();
    std::chrono::duration<double> spent =
        std::chrono::steady_clock::now() - start;
    if (!warmUp)
      best = std::min(best, spent.count());
  }
};
} // namespace

/// The times pinned by TENSOR_LAYOUT_ONEDNN_CONV_TIMES, if set.
static std::optional<ConvolutionTimes> getPinnedTimes() {
  const char *pinned = std::getenv("TENSOR_LAYOUT_ONEDNN_CONV_TIMES");
  if (!pinned)
    return std::nullopt;
  auto [plain, rest] = StringRef(pinned).split(',');
  auto [any, untiled] = rest.split(',');
  ConvolutionTimes times;
  double untiledTime = 0;
  if (plain.trim().getAsDouble(times.plain) ||
      any.trim().getAsDouble(times.any) ||
      (!untiled.empty() && untiled.trim().getAsDouble(untiledTime))) {
    // Timing instead would make a test depend on the machine unnoticed.
    llvm::report_fatal_error(
        Twine("TENSOR_LAYOUT_ONEDNN_CONV_TIMES must be 'P,A' or 'P,A,U' "
              "(seconds), got '") +
            pinned + "'",
        /*gen_crash_diag=*/false);
  }
  times.untiled = untiled.empty() ? times.any : untiledTime;
  return times;
}

std::optional<ConvolutionTimes> mlir::layout::timeConvolution(
    ArrayRef<int64_t> input, ArrayRef<int64_t> filter, ArrayRef<int64_t> output,
    ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations,
    const TimedFormats &formats) {
  if (std::optional<ConvolutionTimes> pinned = getPinnedTimes()) {
    if (!formats.untiledPlainInput)
      pinned->untiled.reset();
    return pinned;
  }
  auto dims = [](ArrayRef<int64_t> values) {
    return memory::dims(values.begin(), values.end());
  };
  std::vector<int64_t> key;
  for (ArrayRef<int64_t> part : {input, filter, output, strides, dilations})
    key.insert(key.end(), part.begin(), part.end());
  key.push_back(formats.plain);
  key.push_back(formats.untiledPlainInput ? 1 + *formats.untiledPlainInput : 0);
  static std::mutex mutex;
  static std::map<std::vector<int64_t>, std::optional<ConvolutionTimes>>
      answers;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = answers.find(key);
  if (it != answers.end())
    return it->second;
  std::optional<ConvolutionTimes> times;
  try {
    dnnl::engine engine(dnnl::engine::kind::cpu, 0);
    dnnl::stream stream(engine);
    auto make = [&](Tag image, Tag filterTag, Tag outputTag) {
      return std::make_unique<TimedConvolution>(
          engine, dims(input), dims(filter), dims(output), dims(strides),
          dims(dilations), image, filterTag, outputTag);
    };
    std::unique_ptr<TimedConvolution> any = make(Tag::any, Tag::any, Tag::any),
                                      plain, untiled;
    if (formats.plain)
      plain = make(Tag::nchw, Tag::oihw, Tag::nchw);
    if (formats.untiledPlainInput)
      untiled = make(*formats.untiledPlainInput ? Tag::nchw : Tag::nhwc,
                     Tag::any, Tag::nhwc);
    // In turns, so that whatever else runs on the machine (a parallel
    // build's other compiles) slows them alike.
    for (int run = 0; run < kRuns + 1; ++run)
      for (TimedConvolution *timed : {any.get(), plain.get(), untiled.get()})
        if (timed)
          timed->run(stream, /*warmUp=*/run == 0);
    times =
        ConvolutionTimes{plain ? plain->best : 0, any->best,
                         untiled ? std::optional(untiled->best) : std::nullopt};
  } catch (const dnnl::error &) {
    // No kernel for one of them: nothing to compare.
  }
  answers[key] = times;
  return times;
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
