//===- OneDNNKernels.cpp - oneDNN kernels built from descriptions ---------===//
//
// A description (OneDNNRuntime.h) is read in order; each kernel is built
// with the post-ops it can apply itself and the rest as primitives after
// it. Where the formats a description gives have only oneDNN's reference
// convolution, the kernel runs on oneDNN's own formats with reorders
// around it instead. The compiler builds the same kernels to validate its
// calls (checkOneDNNKernel, at the end).
//
//===----------------------------------------------------------------------===//

#include "OneDNNKernels.h"
#include "tensor-layout/ExecutionEngine/OneDNNKernelCheck.h"
#include "tensor-layout/ExecutionEngine/OneDNNPointwiseConvolution.h"
#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <stdexcept>
#include <tuple>

using namespace mlir::layout;

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

/// The post-ops that make a kernel compute what the linalg ops do:
/// accumulate into the destination, then the element-wise epilogue the
/// description lists, which may add one operand buffer (a residual) and
/// scale and shift each channel (a batch norm, a bias).
struct PostOps {
  using BinarySource = OneDNNKernel::BinarySource;
  struct Step {
    dnnl::algorithm algorithm;
    float alpha, beta;
    /// What a binary post-op reads as its second source; None for an
    /// element-wise one and the sum.
    BinarySource source;
    /// Whether it is oneDNN's sum: the result buffer's contents added.
    bool isSum = false;
  };

  bool accumulate = false;
  /// The post-ops after the sum: element-wise ones (alpha and beta their
  /// parameters) and binary ones.
  std::vector<Step> epilogue;
  /// The operand's descriptor (after the kernel's tensors in the spec).
  dnnl::memory::desc operand;
  /// A row of the channels buffer as the result's binary post-ops read
  /// it (setChannelDim).
  dnnl::memory::desc channelRow;

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
        epilogue.push_back(
            {dnnl::algorithm::eltwise_linear, alpha, beta, BinarySource::None});
      else if (algorithm == TL_ONEDNN_CLIP)
        epilogue.push_back(
            {dnnl::algorithm::eltwise_clip, alpha, beta, BinarySource::None});
      else if (algorithm == TL_ONEDNN_LOGISTIC)
        epilogue.push_back({dnnl::algorithm::eltwise_logistic, 0.0f, 0.0f,
                            BinarySource::None});
      else if (algorithm == TL_ONEDNN_SWISH)
        epilogue.push_back(
            {dnnl::algorithm::eltwise_swish, 1.0f, 0.0f, BinarySource::None});
      else if (algorithm == TL_ONEDNN_HARDSWISH)
        epilogue.push_back({dnnl::algorithm::eltwise_hardswish, 0.0f, 0.0f,
                            BinarySource::None});
      else if (algorithm == TL_ONEDNN_ADD_OPERAND &&
               !reads(BinarySource::Operand))
        epilogue.push_back(
            {dnnl::algorithm::binary_add, 0.0f, 0.0f, BinarySource::Operand});
      else if (algorithm == TL_ONEDNN_CHANNEL_AFFINE &&
               !reads(BinarySource::Scale)) {
        epilogue.push_back(
            {dnnl::algorithm::binary_mul, 0.0f, 0.0f, BinarySource::Scale});
        epilogue.push_back(
            {dnnl::algorithm::binary_add, 0.0f, 0.0f, BinarySource::Shift});
      } else if (algorithm == TL_ONEDNN_ADD_RESULT && !addsResult() &&
                 !accumulate) {
        epilogue.push_back({dnnl::algorithm::undef, 0.0f, 0.0f,
                            BinarySource::None, /*isSum=*/true});
      } else
        throw std::runtime_error("unknown post-op in kernel description");
    }
  }

  /// Whether a binary post-op reads `source`.
  bool reads(BinarySource source) const {
    return std::any_of(epilogue.begin(), epilogue.end(),
                       [&](const Step &step) { return step.source == source; });
  }
  bool hasOperand() const { return reads(BinarySource::Operand); }
  /// Whether the kernel adds what the result buffer holds (reads it).
  bool addsResult() const {
    return accumulate ||
           std::any_of(epilogue.begin(), epilogue.end(),
                       [](const Step &step) { return step.isSum; });
  }

  /// Reads the operand's descriptor, which follows the kernel's tensors.
  void readOperand(SpecReader &spec) {
    if (hasOperand())
      operand = spec.readTensor();
  }

  /// Describes the channels buffer's rows for a result `dst` whose channels
  /// are its dim `channelDim`.
  void setChannelDim(const dnnl::memory::desc &dst, int channelDim) {
    if (!reads(BinarySource::Scale))
      return;
    dnnl::memory::dims dims(dst.data.ndims, 1), strides(dst.data.ndims, 1);
    if (channelDim < 0 || channelDim >= dst.data.ndims)
      throw std::runtime_error("channel affine post-op on a result of rank " +
                               std::to_string(dst.data.ndims));
    dims[channelDim] = dst.data.dims[channelDim];
    for (int d = 0; d < channelDim; ++d)
      strides[d] = dims[channelDim];
    channelRow =
        dnnl::memory::desc(dims, dnnl::memory::data_type::f32, strides);
  }

  /// The second source's descriptor of a binary post-op.
  const dnnl::memory::desc &getSourceDesc(BinarySource source) const {
    return source == BinarySource::Operand ? operand : channelRow;
  }

  /// How many of the epilogue's post-ops a kernel can apply itself: those
  /// before the second of one element-wise algorithm. oneDNN 2.6.3's JIT
  /// convolutions apply every post-op of an algorithm with the first one's
  /// alpha and beta (x * 0.25 - 2 as two linear post-ops computes
  /// x * 0.25 * 0.25 on jit:avx2,
  /// test/Integration/CPU/onednn-repeated-post-ops.mlir); the rest run as
  /// primitives of their own after the kernel. Binary post-ops each read
  /// a second source of their own.
  size_t getFusableCount() const {
    std::vector<dnnl::algorithm> seen;
    for (size_t i = 0; i < epilogue.size(); ++i) {
      const Step &step = epilogue[i];
      if (step.source == BinarySource::None && !step.isSum &&
          std::find(seen.begin(), seen.end(), step.algorithm) != seen.end())
        return i;
      seen.push_back(step.algorithm);
    }
    return epilogue.size();
  }

  /// The arguments under which a kernel with the first `fused` post-ops
  /// reads their second sources: each post-op's index, past the sum.
  std::vector<std::pair<int, BinarySource>>
  getBinaryArguments(size_t fused) const {
    std::vector<std::pair<int, BinarySource>> arguments;
    int index = accumulate ? 1 : 0;
    for (size_t i = 0; i < fused; ++i, ++index)
      if (epilogue[i].source != BinarySource::None)
        arguments.emplace_back(DNNL_ARG_ATTR_MULTIPLE_POST_OP(index) |
                                   DNNL_ARG_SRC_1,
                               epilogue[i].source);
    return arguments;
  }

  /// The attributes of the kernel: the sum, and the epilogue's first
  /// `fused` post-ops.
  dnnl::primitive_attr getAttributes(size_t fused) const {
    dnnl::post_ops postOps;
    if (accumulate)
      postOps.append_sum(1.0f);
    for (size_t i = 0; i < fused; ++i) {
      const Step &step = epilogue[i];
      if (step.isSum)
        postOps.append_sum(1.0f);
      else if (step.source != BinarySource::None)
        postOps.append_binary(step.algorithm, getSourceDesc(step.source));
      else
        postOps.append_eltwise(1.0f, step.algorithm, step.alpha, step.beta);
    }
    dnnl::primitive_attr attributes;
    attributes.set_post_ops(postOps);
    return attributes;
  }

  /// The epilogue's post-ops from the `first` on as primitives of their
  /// own on `dst`.
  std::vector<OneDNNKernel::Step>
  getEpiloguePrimitives(const dnnl::engine &engine,
                        const dnnl::memory::desc &dst, size_t first) const {
    std::vector<OneDNNKernel::Step> steps;
    for (size_t i = first; i < epilogue.size(); ++i) {
      const Step &step = epilogue[i];
      // The kernel has overwritten what the sum adds: a copy saved before.
      if (step.isSum) {
        steps.push_back(
            {dnnl::binary(dnnl::binary::primitive_desc(
                 dnnl::binary::desc(dnnl::algorithm::binary_add, dst, dst, dst),
                 engine)),
             BinarySource::Result});
        continue;
      }
      if (step.source != BinarySource::None) {
        steps.push_back(
            {dnnl::binary(dnnl::binary::primitive_desc(
                 dnnl::binary::desc(step.algorithm, dst,
                                    getSourceDesc(step.source), dst),
                 engine)),
             step.source});
        continue;
      }
      steps.push_back(
          {dnnl::eltwise_forward(dnnl::eltwise_forward::primitive_desc(
               dnnl::eltwise_forward::desc(dnnl::prop_kind::forward_inference,
                                           step.algorithm, dst, step.alpha,
                                           step.beta),
               engine)),
           BinarySource::None});
    }
    return steps;
  }
};

/// A kernel of `primitive` (built from `pd`) from `src` into `dst`, with
/// no weights.
OneDNNKernel makeKernel(dnnl::primitive primitive,
                        const dnnl::primitive_desc_base &pd,
                        const dnnl::memory::desc &src,
                        const dnnl::memory::desc &dst) {
  OneDNNKernel kernel;
  kernel.primitive = std::move(primitive);
  kernel.src = src;
  kernel.dst = dst;
  kernel.implementation = pd.impl_info_str();
  return kernel;
}

/// The kernel `build` makes with `postOps`' attributes (given with the
/// epilogue's post-ops it applies), the rest of its epilogue run apart:
/// all of it where it would apply it slowly.
template <typename Primitive, typename Build>
OneDNNKernel buildWithPostOps(const dnnl::engine &engine,
                              const PostOps &postOps, Build build) {
  using PrimitiveDesc = typename Primitive::primitive_desc;
  size_t fusable = postOps.getFusableCount();
  PrimitiveDesc fused = build(postOps.getAttributes(fusable));
  bool apart = !postOps.epilogue.empty() &&
               tensorLayoutOneDNNRunsPostOpsApart(fused.impl_info_str());
  if (apart) {
    fusable = 0;
    fused = build(postOps.getAttributes(0));
  }
  OneDNNKernel kernel;
  kernel.primitive = Primitive(fused);
  kernel.src = fused.src_desc();
  kernel.weights = fused.weights_desc();
  kernel.dst = fused.dst_desc();
  kernel.epilogue =
      postOps.getEpiloguePrimitives(engine, fused.dst_desc(), fusable);
  if (std::any_of(postOps.epilogue.begin() + fusable, postOps.epilogue.end(),
                  [](const PostOps::Step &step) { return step.isSum; }))
    kernel.savedResult = dnnl::memory(fused.dst_desc(), engine);
  kernel.binaryArguments = postOps.getBinaryArguments(fusable);
  kernel.channelRow = postOps.channelRow;
  kernel.implementation = fused.impl_info_str();
  return kernel;
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

/// `desc`'s dims and type in whatever format a kernel picks.
dnnl::memory::desc anyFormat(const dnnl::memory::desc &desc) {
  return dnnl::memory::desc(desc.dims(), desc.data_type(),
                            dnnl::memory::format_tag::any);
}

/// Whether `implementation` is one of oneDNN's reference kernels.
bool isReference(const std::string &implementation) {
  return implementation.compare(0, 3, "ref") == 0;
}

/// The descriptor to wrap the caller's buffer in `given` with for a
/// primitive that takes `format`: `format` itself where the two place
/// elements alike, else `given`, with `staged` set to a scratch buffer in
/// `format` and the reorders between the two.
dnnl::memory::desc stageBuffer(const dnnl::engine &engine,
                               std::optional<OneDNNKernel::Staged> &staged,
                               const dnnl::memory::desc &given,
                               const dnnl::memory::desc &format, bool readsIn,
                               bool writesOut) {
  if (placesAlike(given, format))
    return format;
  OneDNNKernel::Staged buffer;
  buffer.buffer = dnnl::memory(format, engine);
  buffer.readsIn = readsIn;
  if (readsIn)
    buffer.in = dnnl::reorder(
        dnnl::reorder::primitive_desc(engine, given, engine, format));
  if (writesOut)
    buffer.out = dnnl::reorder(
        dnnl::reorder::primitive_desc(engine, format, engine, given));
  staged = std::move(buffer);
  return given;
}

/// The caller's buffers (src, weights, dst) as the description gives
/// them, and the formats oneDNN picks for the same op itself.
struct Formats {
  dnnl::memory::desc src, weights, dst;
};

/// `kernel` (built on the caller's formats, if it could be), unless it is
/// a reference kernel or none: then the kernel `buildOn` makes on oneDNN's
/// own formats (`preferred`), with the caller's buffers (`given`) that
/// differ from them reordered in (and the result out) at memory bandwidth.
/// A reference kernel all the same keeps the caller's formats.
template <typename BuildOn>
OneDNNKernel stageAroundReference(const dnnl::engine &engine,
                                  std::optional<OneDNNKernel> kernel,
                                  const Formats &given,
                                  const Formats &preferred, bool accumulate,
                                  BuildOn buildOn) {
  if (kernel && !isReference(kernel->implementation))
    return std::move(*kernel);
  OneDNNKernel staged =
      buildOn(preferred.src, preferred.weights, preferred.dst);
  if (isReference(staged.implementation) && kernel)
    return std::move(*kernel);
  staged.src = stageBuffer(engine, staged.stagedSrc, given.src, preferred.src,
                           /*readsIn=*/true, /*writesOut=*/false);
  staged.weights =
      stageBuffer(engine, staged.stagedWeights, given.weights,
                  preferred.weights, /*readsIn=*/true, /*writesOut=*/false);
  staged.dst = stageBuffer(engine, staged.stagedDst, given.dst, preferred.dst,
                           accumulate, /*writesOut=*/true);
  staged.implementation += "+staged";
  return staged;
}

/// Whether oneDNN would run the convolution `desc` on a reference kernel
/// (or has none).
bool runsReferenceKernel(const dnnl::convolution_forward::desc &desc,
                         const dnnl::engine &engine) {
  try {
    dnnl::convolution_forward::primitive_desc primitive(desc, engine);
    return std::strncmp(primitive.impl_info_str(), "ref", 3) == 0;
  } catch (const dnnl::error &) {
    return true;
  }
}

/// A 1x1 convolution as the matmul `matmul`, its post-ops on the matmul's
/// view of the result (the operand of a binary one is in the result's
/// layout, OneDNNRuntime.h).
OneDNNKernel buildPointwiseMatmul(const dnnl::engine &engine, PostOps &postOps,
                                  const PointwiseMatmul &matmul) {
  if (postOps.hasOperand())
    postOps.operand = matmul.dst;
  postOps.setChannelDim(matmul.dst, matmul.channelDim);
  OneDNNKernel kernel = buildWithPostOps<dnnl::matmul>(
      engine, postOps, [&](const dnnl::primitive_attr &attributes) {
        return dnnl::matmul::primitive_desc(
            dnnl::matmul::desc(matmul.src, matmul.weights, matmul.dst),
            attributes, engine);
      });
  kernel.swapsSourceAndWeights = matmul.filterIsSource;
  return kernel;
}

} // namespace

OneDNNKernel
mlir::layout::buildOneDNNConvolution(const dnnl::engine &engine,
                                     const std::vector<int64_t> &key) {
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
  postOps.setChannelDim(dst, 1);
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
  // Where oneDNN has only its reference convolution for these formats (an
  // NCHW image into an NHWC result), a 1x1 convolution runs as a matmul.
  if (std::optional<PointwiseMatmul> matmul =
          describePointwiseConvolutionAsMatmul(src, weights, dst, strides,
                                               padLow, padHigh);
      matmul && runsReferenceKernel(describe(src, weights, dst), engine))
    return buildPointwiseMatmul(engine, postOps, *matmul);
  dnnl::convolution_forward::primitive_desc preferred(
      describe(anyFormat(src), anyFormat(weights), anyFormat(dst)),
      postOps.getAttributes(postOps.getFusableCount()), engine);
  Formats given{src, weights, dst};
  src = spellAsOneDNN(src, preferred.src_desc());
  weights = spellAsOneDNN(weights, preferred.weights_desc());
  dst = spellAsOneDNN(dst, preferred.dst_desc());
  // An operand in the destination's format is read by the kernel's
  // binary post-op at the speed of the destination's own stores.
  postOps.operand = spellAsOneDNN(postOps.operand, preferred.dst_desc());
  auto buildOn = [&](const dnnl::memory::desc &src,
                     const dnnl::memory::desc &weights,
                     const dnnl::memory::desc &dst) {
    return buildWithPostOps<dnnl::convolution_forward>(
        engine, postOps, [&](const dnnl::primitive_attr &attributes) {
          return dnnl::convolution_forward::primitive_desc(
              describe(src, weights, dst), attributes, engine);
        });
  };
  std::optional<OneDNNKernel> kernel;
  try {
    kernel = buildOn(src, weights, dst);
  } catch (const dnnl::error &) {
    // No kernel at all for these formats: staged below.
  }
  // Only the reference kernel may take these formats (an NHWC image into
  // an NCHW result: about 1000x slower than oneDNN's JIT kernels).
  return stageAroundReference(
      engine, std::move(kernel), given,
      {preferred.src_desc(), preferred.weights_desc(), preferred.dst_desc()},
      postOps.addsResult(), buildOn);
}

OneDNNKernel mlir::layout::buildOneDNNMatmul(const dnnl::engine &engine,
                                             const std::vector<int64_t> &key) {
  SpecReader spec{key.data() + 1, key.data() + key.size()};
  if (spec.read() != 1)
    throw std::runtime_error("unknown matmul description version");
  PostOps postOps(spec);
  dnnl::memory::desc src = spec.readTensor();
  dnnl::memory::desc weights = spec.readTensor();
  dnnl::memory::desc dst = spec.readTensor();
  postOps.readOperand(spec);
  postOps.setChannelDim(dst, 1);
  auto buildOn = [&](const dnnl::memory::desc &src,
                     const dnnl::memory::desc &weights,
                     const dnnl::memory::desc &dst) {
    return buildWithPostOps<dnnl::matmul>(
        engine, postOps, [&](const dnnl::primitive_attr &attributes) {
          return dnnl::matmul::primitive_desc(
              dnnl::matmul::desc(src, weights, dst), attributes, engine);
        });
  };
  std::optional<OneDNNKernel> kernel;
  try {
    kernel = buildOn(src, weights, dst);
  } catch (const dnnl::error &) {
    // No kernel for these formats: oneDNN's own, staged, below.
  }
  if (kernel && !isReference(kernel->implementation))
    return std::move(*kernel);
  // A B blocked otherwise than oneDNN's kernel for these shapes wants it
  // runs on its reference kernel: on oneDNN's own formats instead.
  dnnl::matmul::primitive_desc preferred(
      dnnl::matmul::desc(anyFormat(src), anyFormat(weights), anyFormat(dst)),
      postOps.getAttributes(postOps.getFusableCount()), engine);
  postOps.operand = spellAsOneDNN(postOps.operand, preferred.dst_desc());
  return stageAroundReference(
      engine, std::move(kernel), {src, weights, dst},
      {preferred.src_desc(), preferred.weights_desc(), preferred.dst_desc()},
      postOps.addsResult(), buildOn);
}

OneDNNKernel mlir::layout::buildOneDNNSoftmax(const dnnl::engine &engine,
                                              const std::vector<int64_t> &key) {
  SpecReader spec{key.data() + 1, key.data() + key.size()};
  if (spec.read() != 1)
    throw std::runtime_error("unknown softmax description version");
  int axis = spec.read();
  dnnl::memory::desc src = spec.readTensor();
  dnnl::memory::desc dst = spec.readTensor();
  dnnl::softmax_v2_forward::desc desc(dnnl::prop_kind::forward_inference,
                                      dnnl::algorithm::softmax_accurate, src,
                                      dst, axis);
  dnnl::softmax_v2_forward::primitive_desc primitive(desc, engine);
  return makeKernel(dnnl::softmax_v2_forward(primitive), primitive, src, dst);
}

/// A pooling: its src is the "src", its dst the "dst" (no weights); the
/// padding is that of a padded image the compiler dropped.
OneDNNKernel mlir::layout::buildOneDNNPooling(const dnnl::engine &engine,
                                              const std::vector<int64_t> &key) {
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
  dnnl::pooling_v2_forward::primitive_desc primitive(desc, engine);
  return makeKernel(dnnl::pooling_v2_forward(primitive), primitive, src, dst);
}

/// A reorder: its src is the "src", its dst the "dst" (no weights).
OneDNNKernel mlir::layout::buildOneDNNReorder(const dnnl::engine &engine,
                                              const std::vector<int64_t> &key) {
  SpecReader spec{key.data() + 1, key.data() + key.size()};
  if (spec.read() != 1)
    throw std::runtime_error("unknown reorder description version");
  dnnl::memory::desc src = spec.readTensor();
  dnnl::memory::desc dst = spec.readTensor();
  dnnl::reorder::primitive_desc primitive(engine, src, engine, dst);
  OneDNNKernel kernel =
      makeKernel(dnnl::reorder(primitive), primitive, src, dst);
  kernel.isCompute = false;
  return kernel;
}
OneDNNKernelCheck
mlir::layout::checkOneDNNKernel(const std::string &function,
                                const std::vector<int64_t> &description) {
  static const std::map<std::string, OneDNNKernelBuilder> builders = {
      {"tensor_layout_onednn_conv_f32", buildOneDNNConvolution},
      {"tensor_layout_onednn_conv_binary_f32", buildOneDNNConvolution},
      {"tensor_layout_onednn_conv_epilogue_f32", buildOneDNNConvolution},
      {"tensor_layout_onednn_blocked_matmul_f32", buildOneDNNMatmul},
      {"tensor_layout_onednn_blocked_matmul_binary_f32", buildOneDNNMatmul},
      {"tensor_layout_onednn_blocked_matmul_epilogue_f32", buildOneDNNMatmul},
      {"tensor_layout_onednn_softmax_f32", buildOneDNNSoftmax},
      {"tensor_layout_onednn_pooling_f32", buildOneDNNPooling},
      {"tensor_layout_onednn_reorder_f32", buildOneDNNReorder}};
  OneDNNKernelCheck check;
  auto builder = builders.find(function);
  if (builder == builders.end()) {
    check.error = "no runtime function " + function;
    return check;
  }
  std::vector<int64_t> key = {0};
  key.insert(key.end(), description.begin(), description.end());
  try {
    static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
    check.implementation = builder->second(engine, key).implementation;
    check.built = true;
  } catch (const std::exception &error) {
    check.error = error.what();
  }
  return check;
}
