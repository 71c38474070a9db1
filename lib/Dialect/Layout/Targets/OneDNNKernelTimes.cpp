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
#include <mutex>
#include <vector>

using namespace mlir;
using namespace mlir::layout;

namespace {
using dnnl::memory;
using Tag = memory::format_tag;

/// Plain layouts must beat `any`'s by this factor: a near tie goes to
/// oneDNN's own choice.
constexpr double kPlainMargin = 0.9;
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
                   Tag image, Tag filterTag) {
    auto describe = [](const memory::dims &dims, Tag tag) {
      return memory::desc(dims, memory::data_type::f32, tag);
    };
    memory::dims padding = {0, 0};
    dnnl::convolution_forward::primitive_desc pd(
        dnnl::convolution_forward::desc(
            dnnl::prop_kind::forward_inference,
            dnnl::algorithm::convolution_direct, describe(input, image),
            describe(filter, filterTag), describe(output, image), strides,
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
  auto [plain, any] = StringRef(pinned).split(',');
  ConvolutionTimes times;
  if (plain.trim().getAsDouble(times.plain) ||
      any.trim().getAsDouble(times.any)) {
    // Timing instead would make a test depend on the machine unnoticed.
    llvm::report_fatal_error(
        Twine("TENSOR_LAYOUT_ONEDNN_CONV_TIMES must be 'P,A' (seconds), "
              "got '") +
            pinned + "'",
        /*gen_crash_diag=*/false);
  }
  return times;
}

std::optional<ConvolutionTimes> mlir::layout::timeConvolution(
    ArrayRef<int64_t> input, ArrayRef<int64_t> filter, ArrayRef<int64_t> output,
    ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations) {
  if (std::optional<ConvolutionTimes> pinned = getPinnedTimes())
    return pinned;
  auto dims = [](ArrayRef<int64_t> values) {
    return memory::dims(values.begin(), values.end());
  };
  std::vector<int64_t> key;
  for (ArrayRef<int64_t> part : {input, filter, output, strides, dilations})
    key.insert(key.end(), part.begin(), part.end());
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
    TimedConvolution plain(engine, dims(input), dims(filter), dims(output),
                           dims(strides), dims(dilations), Tag::nchw,
                           Tag::oihw);
    TimedConvolution any(engine, dims(input), dims(filter), dims(output),
                         dims(strides), dims(dilations), Tag::any, Tag::any);
    // In turns, so that whatever else runs on the machine (a parallel
    // build's other compiles) slows both alike.
    for (int run = 0; run < kRuns + 1; ++run) {
      plain.run(stream, /*warmUp=*/run == 0);
      any.run(stream, /*warmUp=*/run == 0);
    }
    times = ConvolutionTimes{plain.best, any.best};
  } catch (const dnnl::error &) {
    // No kernel for one of them: nothing to compare.
  }
  answers[key] = times;
  return times;
}

bool mlir::layout::isPlainConvolutionFaster(const ConvolutionTimes &times) {
  return times.plain < kPlainMargin * times.any;
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
