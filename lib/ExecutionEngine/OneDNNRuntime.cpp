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
#include "tensor-layout/ExecutionEngine/OneDNNPointwiseConvolution.h"

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

/// A primitive with a source, weights and a destination (a convolution, a
/// matmul), the descriptors of its buffers, and the primitives run on the
/// destination in place after it (post-ops the primitive does not apply
/// itself; a binary one reads the kernel's operand as its second source).
struct Kernel {
  struct Step {
    dnnl::primitive primitive;
    bool readsOperand;
  };
  dnnl::primitive primitive;
  dnnl::memory::desc src, weights, dst;
  std::vector<Step> epilogue;
  /// The argument under which the primitive reads the operand of a binary
  /// post-op it applies itself, or 0.
  int operandArgument = 0;
  /// Whether its time counts as a compute kernel's (not for reorders,
  /// which are layout transforms).
  bool isCompute = true;
  /// Whether the primitive reads the op's weights as its source and the
  /// op's source as its weights (a 1x1 convolution as a matmul).
  bool swapsSourceAndWeights = false;
};

/// The engine, the stream, and the primitives built so far. Never
/// destroyed: code may call in from other libraries' destructors at exit.
struct Runtime {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  std::mutex mutex;
  std::map<std::vector<int64_t>, dnnl::matmul> matmuls;
  /// Kernels built from a compile-time description, by description.
  std::map<std::vector<int64_t>, Kernel> kernels;
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

/// Reads a kernel's description (OneDNNRuntime.h) in order.
struct SpecReader {
  const int64_t *next;
  const int64_t *end;

  int64_t read() {
    if (next == end)
      throw std::runtime_error("kernel description too short");
    return *next++;
  }
  dnnl::memory::dims readDims(int64_t count) {
    dnnl::memory::dims dims;
    for (int64_t i = 0; i < count; ++i)
      dims.push_back(read());
    return dims;
  }

  /// One tensor: rank, dims, padded dims, outer strides, then the inner
  /// blocks as (dim, size) pairs, outermost first.
  dnnl::memory::desc readTensor() {
    int64_t rank = read();
    if (rank < 1 || rank > DNNL_MAX_NDIMS)
      throw std::runtime_error("bad rank in kernel description");
    dnnl_memory_desc_t desc{};
    desc.ndims = rank;
    desc.data_type = dnnl_f32;
    desc.format_kind = dnnl_blocked;
    for (int64_t d = 0; d < rank; ++d)
      desc.dims[d] = read();
    for (int64_t d = 0; d < rank; ++d)
      desc.padded_dims[d] = read();
    for (int64_t d = 0; d < rank; ++d)
      desc.format_desc.blocking.strides[d] = read();
    int64_t blocks = read();
    if (blocks < 0 || blocks > DNNL_MAX_NDIMS)
      throw std::runtime_error("bad blocks in kernel description");
    desc.format_desc.blocking.inner_nblks = blocks;
    for (int64_t b = 0; b < blocks; ++b) {
      desc.format_desc.blocking.inner_idxs[b] = read();
      desc.format_desc.blocking.inner_blks[b] = read();
    }
    return dnnl::memory::desc(desc);
  }
};

/// The first element of an unranked memref: its aligned pointer plus
/// offset, which sit at the same place in the descriptor of every rank.
float *getData(UnrankedMemRefType<float> *buffer) {
  auto *ranked = static_cast<StridedMemRefType<float, 1> *>(buffer->descriptor);
  return ranked->data + ranked->offset;
}

/// The post-ops that make a kernel compute what the linalg ops do:
/// accumulate into the destination, then the element-wise epilogue the
/// description lists, which may add one operand buffer (a residual).
struct PostOps {
  bool accumulate = false;
  /// (algorithm, alpha, beta) of each post-op after the sum: element-wise
  /// ones, and the binary add of the operand where the algorithm is
  /// binary_add.
  std::vector<std::tuple<dnnl::algorithm, float, float>> epilogue;
  /// The operand's descriptor (after the kernel's tensors in the spec).
  dnnl::memory::desc operand;

  PostOps(SpecReader &spec) {
    accumulate = spec.read();
    int64_t count = spec.read();
    if (count < 0 || count > 32)
      throw std::runtime_error("bad post-op count in kernel description");
    auto readFloat = [&] {
      uint32_t bits = static_cast<uint32_t>(spec.read());
      float value;
      std::memcpy(&value, &bits, sizeof(value));
      return value;
    };
    for (int64_t i = 0; i < count; ++i) {
      int64_t algorithm = spec.read();
      float alpha = readFloat(), beta = readFloat();
      if (algorithm == TL_ONEDNN_LINEAR)
        epilogue.emplace_back(dnnl::algorithm::eltwise_linear, alpha, beta);
      else if (algorithm == TL_ONEDNN_CLIP)
        epilogue.emplace_back(dnnl::algorithm::eltwise_clip, alpha, beta);
      else if (algorithm == TL_ONEDNN_ADD_OPERAND && !hasOperand())
        epilogue.emplace_back(dnnl::algorithm::binary_add, alpha, beta);
      else
        throw std::runtime_error("unknown post-op in kernel description");
    }
  }

  bool hasOperand() const {
    return std::any_of(epilogue.begin(), epilogue.end(), [](const auto &step) {
      return std::get<0>(step) == dnnl::algorithm::binary_add;
    });
  }

  /// Reads the operand's descriptor, which follows the kernel's tensors.
  void readOperand(SpecReader &spec) {
    if (hasOperand())
      operand = spec.readTensor();
  }

  /// How many of the epilogue's post-ops a kernel can apply itself: those
  /// before the second of one element-wise algorithm. oneDNN 2.6.3's JIT
  /// convolutions apply every post-op of an algorithm with the first one's
  /// alpha and beta (x * 0.25 - 2 as two linear post-ops computes
  /// x * 0.25 * 0.25 on jit:avx2,
  /// test/Integration/CPU/onednn-repeated-post-ops.mlir); the rest run as
  /// primitives of their own after the kernel.
  size_t getFusableCount() const {
    std::vector<dnnl::algorithm> seen;
    for (size_t i = 0; i < epilogue.size(); ++i) {
      dnnl::algorithm algorithm = std::get<0>(epilogue[i]);
      if (algorithm != dnnl::algorithm::binary_add &&
          std::find(seen.begin(), seen.end(), algorithm) != seen.end())
        return i;
      seen.push_back(algorithm);
    }
    return epilogue.size();
  }

  /// The argument under which a kernel with the first `fused` post-ops
  /// reads the operand: its post-op's index, past the sum; 0 where it is
  /// not among them.
  int getOperandArgument(size_t fused) const {
    int index = accumulate ? 1 : 0;
    for (size_t i = 0; i < fused; ++i) {
      if (std::get<0>(epilogue[i]) == dnnl::algorithm::binary_add)
        return DNNL_ARG_ATTR_MULTIPLE_POST_OP(index) | DNNL_ARG_SRC_1;
      ++index;
    }
    return 0;
  }

  /// The attributes of the kernel: the sum, and the epilogue's first
  /// `fused` post-ops.
  dnnl::primitive_attr getAttributes(size_t fused) const {
    dnnl::post_ops postOps;
    if (accumulate)
      postOps.append_sum(1.0f);
    for (size_t i = 0; i < fused; ++i) {
      auto [algorithm, alpha, beta] = epilogue[i];
      if (algorithm == dnnl::algorithm::binary_add)
        postOps.append_binary(algorithm, operand);
      else
        postOps.append_eltwise(1.0f, algorithm, alpha, beta);
    }
    dnnl::primitive_attr attributes;
    attributes.set_post_ops(postOps);
    return attributes;
  }

  /// The epilogue's post-ops from the `first` on as primitives of their
  /// own on `dst`.
  std::vector<Kernel::Step> getEpiloguePrimitives(Runtime &runtime,
                                                  const dnnl::memory::desc &dst,
                                                  size_t first) const {
    std::vector<Kernel::Step> steps;
    for (size_t i = first; i < epilogue.size(); ++i) {
      auto [algorithm, alpha, beta] = epilogue[i];
      if (algorithm == dnnl::algorithm::binary_add) {
        steps.push_back({dnnl::binary(dnnl::binary::primitive_desc(
                             dnnl::binary::desc(algorithm, dst, operand, dst),
                             runtime.engine)),
                         /*readsOperand=*/true});
        continue;
      }
      steps.push_back(
          {dnnl::eltwise_forward(dnnl::eltwise_forward::primitive_desc(
               dnnl::eltwise_forward::desc(dnnl::prop_kind::forward_inference,
                                           algorithm, dst, alpha, beta),
               runtime.engine)),
           /*readsOperand=*/false});
    }
    return steps;
  }
};

/// The kernel `build` makes with `postOps`' attributes (given with the
/// epilogue's post-ops it applies), the rest of its epilogue run apart:
/// all of it where it would apply it slowly.
template <typename Primitive, typename Build>
Kernel buildWithPostOps(Runtime &runtime, const PostOps &postOps, Build build) {
  using PrimitiveDesc = typename Primitive::primitive_desc;
  size_t fusable = postOps.getFusableCount();
  PrimitiveDesc fused = build(postOps.getAttributes(fusable));
  if (postOps.epilogue.empty() ||
      !tensorLayoutOneDNNRunsPostOpsApart(fused.impl_info_str()))
    return {Primitive(fused),
            fused.src_desc(),
            fused.weights_desc(),
            fused.dst_desc(),
            postOps.getEpiloguePrimitives(runtime, fused.dst_desc(), fusable),
            postOps.getOperandArgument(fusable)};
  PrimitiveDesc apart = build(postOps.getAttributes(0));
  return {Primitive(apart), apart.src_desc(), apart.weights_desc(),
          apart.dst_desc(),
          postOps.getEpiloguePrimitives(runtime, apart.dst_desc(), 0)};
}

/// Whether `a` and `b` place every element at the same offset: the same
/// dims, padding and blocks, and the same outer strides wherever a dim has
/// more than one outer position (a unit dim's stride places nothing).
bool placesAlike(const dnnl::memory::desc &a, const dnnl::memory::desc &b) {
  const dnnl_memory_desc_t &x = a.data, &y = b.data;
  if (x.ndims != y.ndims || x.format_kind != dnnl_blocked ||
      y.format_kind != dnnl_blocked)
    return false;
  const dnnl_blocking_desc_t &xb = x.format_desc.blocking,
                             &yb = y.format_desc.blocking;
  if (xb.inner_nblks != yb.inner_nblks)
    return false;
  for (int b = 0; b < xb.inner_nblks; ++b)
    if (xb.inner_blks[b] != yb.inner_blks[b] ||
        xb.inner_idxs[b] != yb.inner_idxs[b])
      return false;
  for (int d = 0; d < x.ndims; ++d) {
    if (x.dims[d] != y.dims[d] || x.padded_dims[d] != y.padded_dims[d] ||
        x.padded_offsets[d] != y.padded_offsets[d])
      return false;
    int64_t blocked = 1;
    for (int b = 0; b < xb.inner_nblks; ++b)
      if (xb.inner_idxs[b] == d)
        blocked *= xb.inner_blks[b];
    if (x.padded_dims[d] / blocked > 1 && xb.strides[d] != yb.strides[d])
      return false;
  }
  return true;
}

/// `given`, or oneDNN's own spelling of the same placement (`preferred`,
/// what it picks with format `any`): its kernels recognize their formats by
/// all strides, unit dims' included (the group dims of a depthwise filter),
/// which a description from the compiler cannot know.
dnnl::memory::desc spellAsOneDNN(const dnnl::memory::desc &given,
                                 const dnnl::memory::desc &preferred) {
  return placesAlike(given, preferred) ? preferred : given;
}

/// Whether oneDNN would run the convolution `desc` on a reference kernel
/// (or has none).
bool runsReferenceKernel(const dnnl::convolution_forward::desc &desc,
                         Runtime &runtime) {
  try {
    dnnl::convolution_forward::primitive_desc primitive(desc, runtime.engine);
    return std::strncmp(primitive.impl_info_str(), "ref", 3) == 0;
  } catch (const dnnl::error &) {
    return true;
  }
}

/// A 1x1 convolution as the matmul `matmul`, its post-ops on the matmul's
/// view of the result (the operand of a binary one is in the result's
/// layout, OneDNNRuntime.h).
Kernel buildPointwiseMatmul(Runtime &runtime, PostOps &postOps,
                            const mlir::layout::PointwiseMatmul &matmul) {
  if (postOps.hasOperand())
    postOps.operand = matmul.dst;
  Kernel kernel = buildWithPostOps<dnnl::matmul>(
      runtime, postOps, [&](const dnnl::primitive_attr &attributes) {
        return dnnl::matmul::primitive_desc(
            dnnl::matmul::desc(matmul.src, matmul.weights, matmul.dst),
            attributes, runtime.engine);
      });
  kernel.swapsSourceAndWeights = matmul.filterIsSource;
  return kernel;
}

Kernel buildConvolution(Runtime &runtime, const std::vector<int64_t> &key) {
  SpecReader spec{key.data() + 1, key.data() + key.size()};
  if (spec.read() != 1)
    throw std::runtime_error("unknown convolution description version");
  int64_t spatialDims = spec.read();
  dnnl::memory::dims strides = spec.readDims(spatialDims);
  dnnl::memory::dims dilations = spec.readDims(spatialDims);
  dnnl::memory::dims padLow = spec.readDims(spatialDims);
  dnnl::memory::dims padHigh = spec.readDims(spatialDims);
  PostOps postOps(spec);
  dnnl::memory::desc src = spec.readTensor();
  dnnl::memory::desc weights = spec.readTensor();
  dnnl::memory::desc dst = spec.readTensor();
  postOps.readOperand(spec);
  // linalg's dilation 1 is oneDNN's 0 (no gap between taps).
  for (int64_t &dilation : dilations)
    --dilation;
  auto describe = [&](const dnnl::memory::desc &src,
                      const dnnl::memory::desc &weights,
                      const dnnl::memory::desc &dst) {
    return dnnl::convolution_forward::desc(
        dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct,
        src, weights, dst, strides, dilations, padLow, padHigh);
  };
  auto any = [](const dnnl::memory::desc &desc) {
    return dnnl::memory::desc(desc.dims(), desc.data_type(),
                              dnnl::memory::format_tag::any);
  };
  // Where oneDNN has only its reference convolution for these formats (an
  // NCHW image into an NHWC result), a 1x1 convolution runs as a matmul.
  if (std::optional<mlir::layout::PointwiseMatmul> matmul =
          mlir::layout::describePointwiseConvolutionAsMatmul(
              src, weights, dst, strides, padLow, padHigh);
      matmul && runsReferenceKernel(describe(src, weights, dst), runtime))
    return buildPointwiseMatmul(runtime, postOps, *matmul);
  dnnl::convolution_forward::primitive_desc preferred(
      describe(any(src), any(weights), any(dst)),
      postOps.getAttributes(postOps.getFusableCount()), runtime.engine);
  src = spellAsOneDNN(src, preferred.src_desc());
  weights = spellAsOneDNN(weights, preferred.weights_desc());
  dst = spellAsOneDNN(dst, preferred.dst_desc());
  // An operand in the destination's format is read by the kernel's
  // binary post-op at the speed of the destination's own stores.
  postOps.operand = spellAsOneDNN(postOps.operand, preferred.dst_desc());
  return buildWithPostOps<dnnl::convolution_forward>(
      runtime, postOps, [&](const dnnl::primitive_attr &attributes) {
        return dnnl::convolution_forward::primitive_desc(
            describe(src, weights, dst), attributes, runtime.engine);
      });
}

Kernel buildMatmul(Runtime &runtime, const std::vector<int64_t> &key) {
  SpecReader spec{key.data() + 1, key.data() + key.size()};
  if (spec.read() != 1)
    throw std::runtime_error("unknown matmul description version");
  PostOps postOps(spec);
  dnnl::memory::desc src = spec.readTensor();
  dnnl::memory::desc weights = spec.readTensor();
  dnnl::memory::desc dst = spec.readTensor();
  postOps.readOperand(spec);
  return buildWithPostOps<dnnl::matmul>(
      runtime, postOps, [&](const dnnl::primitive_attr &attributes) {
        return dnnl::matmul::primitive_desc(
            dnnl::matmul::desc(src, weights, dst), attributes, runtime.engine);
      });
}

/// A softmax: its src is the "src", its dst the "dst" (no weights).
Kernel buildSoftmax(Runtime &runtime, const std::vector<int64_t> &key) {
  SpecReader spec{key.data() + 1, key.data() + key.size()};
  if (spec.read() != 1)
    throw std::runtime_error("unknown softmax description version");
  int axis = spec.read();
  dnnl::memory::desc src = spec.readTensor();
  dnnl::memory::desc dst = spec.readTensor();
  dnnl::softmax_v2_forward::desc desc(dnnl::prop_kind::forward_inference,
                                      dnnl::algorithm::softmax_accurate, src,
                                      dst, axis);
  dnnl::softmax_v2_forward::primitive_desc primitive(desc, runtime.engine);
  return {dnnl::softmax_v2_forward(primitive), src, dnnl::memory::desc(), dst};
}

/// A pooling: its src is the "src", its dst the "dst" (no weights); the
/// padding is that of a padded image the compiler dropped.
Kernel buildPooling(Runtime &runtime, const std::vector<int64_t> &key) {
  SpecReader spec{key.data() + 1, key.data() + key.size()};
  if (spec.read() != 1)
    throw std::runtime_error("unknown pooling description version");
  if (spec.read() != 0)
    throw std::runtime_error("unknown pooling algorithm");
  int64_t spatialDims = spec.read();
  dnnl::memory::dims strides = spec.readDims(spatialDims);
  dnnl::memory::dims kernel = spec.readDims(spatialDims);
  dnnl::memory::dims dilations = spec.readDims(spatialDims);
  dnnl::memory::dims padLow = spec.readDims(spatialDims);
  dnnl::memory::dims padHigh = spec.readDims(spatialDims);
  dnnl::memory::desc src = spec.readTensor();
  dnnl::memory::desc dst = spec.readTensor();
  // linalg's dilation 1 is oneDNN's 0 (no gap between taps).
  for (int64_t &dilation : dilations)
    --dilation;
  dnnl::pooling_v2_forward::desc desc(
      dnnl::prop_kind::forward_inference, dnnl::algorithm::pooling_max, src,
      dst, strides, kernel, dilations, padLow, padHigh);
  dnnl::pooling_v2_forward::primitive_desc primitive(desc, runtime.engine);
  return {dnnl::pooling_v2_forward(primitive), src, dnnl::memory::desc(), dst};
}

/// A reorder: its src is the "src", its dst the "dst" (no weights).
Kernel buildReorder(Runtime &runtime, const std::vector<int64_t> &key) {
  SpecReader spec{key.data() + 1, key.data() + key.size()};
  if (spec.read() != 1)
    throw std::runtime_error("unknown reorder description version");
  dnnl::memory::desc src = spec.readTensor();
  dnnl::memory::desc dst = spec.readTensor();
  dnnl::reorder::primitive_desc primitive(runtime.engine, src, runtime.engine,
                                          dst);
  Kernel kernel{dnnl::reorder(primitive), src, dnnl::memory::desc(), dst};
  kernel.isCompute = false;
  return kernel;
}

/// Runs the kernel `spec` describes (built by `build` the first time, kept
/// under the description with `kind` in front) on the buffers: `weights`
/// and the post-ops' `operand` where the kernel has them.
void runKernel(int64_t kind,
               Kernel (*build)(Runtime &, const std::vector<int64_t> &),
               UnrankedMemRefType<float> *src,
               UnrankedMemRefType<float> *weights,
               UnrankedMemRefType<float> *dst,
               StridedMemRefType<int64_t, 1> *spec,
               UnrankedMemRefType<float> *operand) {
  Runtime &runtime = getRuntime();
  const int64_t *begin = spec->data + spec->offset;
  std::vector<int64_t> key = {kind};
  key.insert(key.end(), begin, begin + spec->sizes[0]);
  std::lock_guard<std::mutex> lock(runtime.mutex);
  auto it = runtime.kernels.find(key);
  if (it == runtime.kernels.end())
    it = runtime.kernels.emplace(key, build(runtime, key)).first;
  Kernel &kernel = it->second;
  auto wrap = [&](const dnnl::memory::desc &desc,
                  UnrankedMemRefType<float> *buffer) {
    return dnnl::memory(desc, runtime.engine, getData(buffer));
  };
  if (kernel.swapsSourceAndWeights)
    std::swap(src, weights);
  std::unordered_map<int, dnnl::memory> arguments = {
      {DNNL_ARG_SRC, wrap(kernel.src, src)},
      {DNNL_ARG_DST, wrap(kernel.dst, dst)}};
  if (weights)
    arguments[DNNL_ARG_WEIGHTS] = wrap(kernel.weights, weights);
  // The operand's descriptor is the destination's (one type, one layout).
  dnnl::memory operandMemory;
  if (operand)
    operandMemory = wrap(kernel.dst, operand);
  if (kernel.operandArgument)
    arguments[kernel.operandArgument] = operandMemory;
  execute(runtime, kernel.primitive, arguments, kernel.isCompute);
  dnnl::memory result = arguments[DNNL_ARG_DST];
  for (Kernel::Step &step : kernel.epilogue) {
    if (step.readsOperand)
      execute(runtime, step.primitive,
              {{DNNL_ARG_SRC_0, result},
               {DNNL_ARG_SRC_1, operandMemory},
               {DNNL_ARG_DST, result}});
    else
      execute(runtime, step.primitive,
              {{DNNL_ARG_SRC, result}, {DNNL_ARG_DST, result}});
  }
}

/// What the kernel kinds are called in messages.
enum KernelKind { Convolution, Matmul, Softmax, Pooling, Reorder };
const char *const kKernelNames[] = {"convolution", "matmul", "softmax",
                                    "pooling", "reorder"};

/// runKernel for the C interface, which no exception may cross: says what
/// failed and stops.
void runKernelOrAbort(KernelKind kind,
                      Kernel (*build)(Runtime &, const std::vector<int64_t> &),
                      UnrankedMemRefType<float> *src,
                      UnrankedMemRefType<float> *weights,
                      UnrankedMemRefType<float> *dst,
                      StridedMemRefType<int64_t, 1> *spec,
                      UnrankedMemRefType<float> *operand = nullptr) {
  try {
    runKernel(kind, build, src, weights, dst, spec, operand);
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
  runKernelOrAbort(Convolution, buildConvolution, src, weights, dst, spec);
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_conv_binary_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, UnrankedMemRefType<float> *operand,
    StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Convolution, buildConvolution, src, weights, dst, spec,
                   operand);
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_blocked_matmul_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Matmul, buildMatmul, src, weights, dst, spec);
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_pooling_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *dst,
    StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Pooling, buildPooling, src, /*weights=*/nullptr, dst, spec);
}

extern "C" TL_EXPORT void
_mlir_ciface_tensor_layout_onednn_blocked_matmul_binary_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *weights,
    UnrankedMemRefType<float> *dst, UnrankedMemRefType<float> *operand,
    StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Matmul, buildMatmul, src, weights, dst, spec, operand);
}

extern "C" TL_EXPORT double tensor_layout_onednn_kernel_seconds() {
  return kernelSeconds;
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_softmax_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *dst,
    StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Softmax, buildSoftmax, src, /*weights=*/nullptr, dst, spec);
}

extern "C" TL_EXPORT void _mlir_ciface_tensor_layout_onednn_reorder_f32(
    UnrankedMemRefType<float> *src, UnrankedMemRefType<float> *dst,
    StridedMemRefType<int64_t, 1> *spec) {
  runKernelOrAbort(Reorder, buildReorder, src, /*weights=*/nullptr, dst, spec);
}
