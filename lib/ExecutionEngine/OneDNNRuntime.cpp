//===- OneDNNRuntime.cpp - Compute ops on oneDNN's kernels ----------------===//
//
// oneDNN describes a plain tensor by its dims and strides, and a blocked
// one (NCHW16c, OIhw16i16o) by outer strides and inner blocks, so a buffer
// in any layout the compiler gives it is handed over as it is: no copy to
// a canonical layout. A primitive is specialized to its shapes and
// layouts; building one costs far more than running a small one, so each
// is built once per distinct description and kept.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"
#include "OneDNNKernels.h"

#include <dnnl.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#define TL_EXPORT __attribute__((visibility("default")))

namespace {

/// The engine, the stream, and the primitives built so far. Never
/// destroyed: code may call in from other libraries' destructors at exit.
struct Runtime {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  std::mutex mutex;
  std::map<std::vector<int64_t>, dnnl::matmul> matmuls;
  /// Kernels built from a compile-time description, by description.
  std::map<std::vector<int64_t>, mlir::layout::OneDNNKernel> kernels;
};

/// Seconds spent in kernels since the start, for benchmarks that split a
/// program's time into kernels and the rest.
std::atomic<double> kernelSeconds{0.0};

/// Runs `primitive` on `arguments` and waits, counting the time of a
/// compute kernel.
void execute(Runtime &runtime, dnnl::primitive &primitive,
             const std::unordered_map<int, dnnl::memory> &arguments,
             bool isCompute = true) {
  auto start = std::chrono::steady_clock::now();
  primitive.execute(runtime.stream, arguments);
  runtime.stream.wait();
  std::chrono::duration<double> spent =
      std::chrono::steady_clock::now() - start;
  if (isCompute)
    kernelSeconds = kernelSeconds + spent.count();
}

Runtime &getRuntime() {
  static Runtime *runtime = new Runtime();
  return *runtime;
}

/// The oneDNN descriptor of a 2-D f32 buffer: its sizes and strides.
dnnl::memory::desc describe(const StridedMemRefType<float, 2> &buffer) {
  return dnnl::memory::desc({buffer.sizes[0], buffer.sizes[1]},
                            dnnl::memory::data_type::f32,
                            {buffer.strides[0], buffer.strides[1]});
}

void appendShape(std::vector<int64_t> &key,
                 const StridedMemRefType<float, 2> &buffer) {
  key.insert(key.end(), {buffer.sizes[0], buffer.sizes[1], buffer.strides[0],
                         buffer.strides[1]});
}

dnnl::memory wrap(Runtime &runtime, const StridedMemRefType<float, 2> &buffer) {
  return dnnl::memory(describe(buffer), runtime.engine,
                      buffer.data + buffer.offset);
}

} // namespace

extern "C" TL_EXPORT void
_mlir_ciface_tensor_layout_onednn_matmul_f32(StridedMemRefType<float, 2> *a,
                                             StridedMemRefType<float, 2> *b,
                                             StridedMemRefType<float, 2> *c) {
  // An exception must not cross the C interface: say what failed, stop.
  try {
    Runtime &runtime = getRuntime();
    std::vector<int64_t> key;
    for (StridedMemRefType<float, 2> *buffer : {a, b, c})
      appendShape(key, *buffer);
    std::lock_guard<std::mutex> lock(runtime.mutex);
    auto it = runtime.matmuls.find(key);
    if (it == runtime.matmuls.end()) {
      // linalg.matmul accumulates into C: oneDNN's sum post-op adds the
      // product to what C holds.
      dnnl::post_ops sum;
      sum.append_sum(1.0f);
      dnnl::primitive_attr attributes;
      attributes.set_post_ops(sum);
      dnnl::matmul::desc desc(describe(*a), describe(*b), describe(*c));
      dnnl::matmul::primitive_desc primitive(desc, attributes, runtime.engine);
      it = runtime.matmuls.emplace(key, dnnl::matmul(primitive)).first;
    }
    execute(runtime, it->second,
            {{DNNL_ARG_SRC, wrap(runtime, *a)},
             {DNNL_ARG_WEIGHTS, wrap(runtime, *b)},
             {DNNL_ARG_DST, wrap(runtime, *c)}});
  } catch (const dnnl::error &e) {
    std::fprintf(stderr,
                 "tensor-layout oneDNN runtime: matmul of %lldx%lld by "
                 "%lldx%lld failed: %s\n",
                 (long long)a->sizes[0], (long long)a->sizes[1],
                 (long long)b->sizes[0], (long long)b->sizes[1], e.what());
    std::abort();
  }
}

namespace {

/// The first element of an unranked memref: its aligned pointer plus
/// offset, which sit at the same place in the descriptor of every rank.
float *getData(UnrankedMemRefType<float> *buffer) {
  auto *ranked = static_cast<StridedMemRefType<float, 1> *>(buffer->descriptor);
  return ranked->data + ranked->offset;
}

using mlir::layout::OneDNNKernel;

/// The memory the primitive takes for the caller's `given`: `given`
/// itself, or the staged buffer with the caller's contents reordered in.
dnnl::memory stageIn(Runtime &runtime,
                     std::optional<OneDNNKernel::Staged> &staged,
                     const dnnl::memory &given) {
  if (!staged)
    return given;
  if (staged->readsIn)
    execute(runtime, staged->in,
            {{DNNL_ARG_FROM, given}, {DNNL_ARG_TO, staged->buffer}},
            /*isCompute=*/false);
  return staged->buffer;
}

/// Runs the kernel `spec` describes (built by `build` the first time, kept
/// under the description with `kind` in front) on the buffers: `weights`,
/// and the post-ops' `operand` and `channels`, where the kernel has them.
void runKernel(int64_t kind, mlir::layout::OneDNNKernelBuilder build,
               UnrankedMemRefType<float> *src,
               UnrankedMemRefType<float> *weights,
               UnrankedMemRefType<float> *dst,
               StridedMemRefType<int64_t, 1> *spec,
               UnrankedMemRefType<float> *operand,
               UnrankedMemRefType<float> *channels) {
  Runtime &runtime = getRuntime();
  const int64_t *begin = spec->data + spec->offset;
  std::vector<int64_t> key = {kind};
  key.insert(key.end(), begin, begin + spec->sizes[0]);
  std::lock_guard<std::mutex> lock(runtime.mutex);
  auto it = runtime.kernels.find(key);
  if (it == runtime.kernels.end())
    it = runtime.kernels.emplace(key, build(runtime.engine, key)).first;
  OneDNNKernel &kernel = it->second;
  auto wrap = [&](const dnnl::memory::desc &desc,
                  UnrankedMemRefType<float> *buffer) {
    return dnnl::memory(desc, runtime.engine, getData(buffer));
  };
  if (kernel.swapsSourceAndWeights)
    std::swap(src, weights);
  dnnl::memory given = wrap(kernel.dst, dst);
  std::unordered_map<int, dnnl::memory> arguments = {
      {DNNL_ARG_SRC, stageIn(runtime, kernel.stagedSrc, wrap(kernel.src, src))},
      {DNNL_ARG_DST, stageIn(runtime, kernel.stagedDst, given)}};
  if (weights)
    arguments[DNNL_ARG_WEIGHTS] =
        stageIn(runtime, kernel.stagedWeights, wrap(kernel.weights, weights));
  // The operand's descriptor is the destination's (one type, one layout);
  // the channels buffer holds the scale row, then the shift row.
  using BinarySource = OneDNNKernel::BinarySource;
  auto getSecondSource = [&](BinarySource source) {
    if (source == BinarySource::Operand)
      return wrap(kernel.dst, operand);
    if (source == BinarySource::Result)
      return kernel.savedResult;
    float *row = getData(channels);
    if (source == BinarySource::Shift)
      row += kernel.channelRow.get_size() / sizeof(float);
    return dnnl::memory(kernel.channelRow, runtime.engine, row);
  };
  for (auto [argument, source] : kernel.binaryArguments)
    arguments[argument] = getSecondSource(source);
  if (kernel.savedResult) {
    if (!kernel.saveResult)
      kernel.saveResult = dnnl::reorder(dnnl::reorder::primitive_desc(
          runtime.engine, kernel.dst, runtime.engine,
          kernel.savedResult.get_desc()));
    execute(runtime, kernel.saveResult,
            {{DNNL_ARG_FROM, given}, {DNNL_ARG_TO, kernel.savedResult}},
            /*isCompute=*/false);
  }
  execute(runtime, kernel.primitive, arguments, kernel.isCompute);
  dnnl::memory result = arguments[DNNL_ARG_DST];
  for (OneDNNKernel::Step &step : kernel.epilogue) {
    if (step.source != BinarySource::None)
      execute(runtime, step.primitive,
              {{DNNL_ARG_SRC_0, result},
               {DNNL_ARG_SRC_1, getSecondSource(step.source)},
               {DNNL_ARG_DST, result}});
    else
      execute(runtime, step.primitive,
              {{DNNL_ARG_SRC, result}, {DNNL_ARG_DST, result}});
  }
  if (kernel.stagedDst)
    execute(runtime, kernel.stagedDst->out,
            {{DNNL_ARG_FROM, result}, {DNNL_ARG_TO, given}},
            /*isCompute=*/false);
}

/// What the kernel kinds are called in messages.
enum KernelKind { Convolution, Matmul, Softmax, Pooling, Reorder };
const char *const kKernelNames[] = {"convolution", "matmul", "softmax",
                                    "pooling", "reorder"};

/// runKernel for the C interface, which no exception may cross: says what
/// failed and stops.
void runKernelOrAbort(KernelKind kind, mlir::layout::OneDNNKernelBuilder build,
                      UnrankedMemRefType<float> *src,
                      UnrankedMemRefType<float> *weights,
                      UnrankedMemRefType<float> *dst,
                      StridedMemRefType<int64_t, 1> *spec,
                      UnrankedMemRefType<float> *operand = nullptr,
                      UnrankedMemRefType<float> *channels = nullptr) {
  try {
    runKernel(kind, build, src, weights, dst, spec, operand, channels);
  } catch (const std::exception &e) {
    std::fprintf(stderr, "tensor-layout oneDNN runtime: %s failed: %s\n",
                 kKernelNames[kind], e.what());
    std::abort();
  }
}

} // namespace

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_conv_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Convolution, mlir::layout::buildOneDNNConvolution, src,
                   weights, dst, spec);
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_conv_binary_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, UnrankedMemRefType<float> *operand,
    StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Convolution, mlir::layout::buildOneDNNConvolution, src,
                   weights, dst, spec, operand);
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_conv_epilogue_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, UnrankedMemRefType<float> *operand,
    UnrankedMemRefType<float> *channels, StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Convolution, mlir::layout::buildOneDNNConvolution, src,
                   weights, dst, spec, operand, channels);
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_blocked_matmul_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Matmul, mlir::layout::buildOneDNNMatmul, src, weights, dst,
                   spec);
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_pooling_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *dst,
    StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Pooling, mlir::layout::buildOneDNNPooling, src,
                   /*weights=*/nullptr, dst, spec);
}

extern "C" TL_EXPORT void
_mlir_ciface_tensor_layout_onednn_blocked_matmul_binary_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, UnrankedMemRefType<float> *operand,
    StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Matmul, mlir::layout::buildOneDNNMatmul, src, weights, dst,
                   spec, operand);
}

extern "C" TL_EXPORT void
_mlir_ciface_tensor_layout_onednn_blocked_matmul_epilogue_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, UnrankedMemRefType<float> *operand,
    UnrankedMemRefType<float> *channels, StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Matmul, mlir::layout::buildOneDNNMatmul, src, weights, dst,
                   spec, operand, channels);
}

extern "C" TL_EXPORT double tensor_layout_onednn_kernel_seconds() {
  return kernelSeconds;
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_softmax_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *dst,
    StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Softmax, mlir::layout::buildOneDNNSoftmax, src,
                   /*weights=*/nullptr, dst, spec);
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_reorder_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *dst,
    StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Reorder, mlir::layout::buildOneDNNReorder, src,
                   /*weights=*/nullptr, dst, spec);
}
