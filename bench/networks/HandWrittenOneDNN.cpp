//===- HandWrittenOneDNN.cpp - The networks written by hand on oneDNN -----===//
//
// Each network computes what its .mlir file computes (the same constant
// weights and biases), so the benchmark can compare outputs as well as
// times. Biases in the MLIR files are splat tensors of the output's shape;
// here they are oneDNN's per-channel bias of the same value.
//
//===----------------------------------------------------------------------===//

#include "HandWrittenOneDNN.h"

#include <dnnl.hpp>

#include <unordered_map>

namespace {

using dnnl::memory;
using tag = memory::format_tag;
using dt = memory::data_type;

/// The engine and stream every network runs on.
struct Context {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
};

Context &getContext() {
  static Context context;
  return context;
}

/// A buffer of `desc` filled with `value`.
memory makeFilled(const memory::desc &desc, float value) {
  memory result(desc, getContext().engine);
  float *data = static_cast<float *>(result.get_data_handle());
  for (size_t i = 0, e = desc.get_size() / sizeof(float); i < e; ++i)
    data[i] = value;
  return result;
}

/// A new buffer holding `source` in the format `desc`. Queued on the
/// (in-order) stream: later primitives on it see the result.
memory copyTo(memory source, const memory::desc &desc) {
  memory result(desc, getContext().engine);
  dnnl::reorder(source, result).execute(getContext().stream, source, result);
  return result;
}

/// `source` in the format `desc`: the same memory where it already is.
memory reorderTo(memory source, const memory::desc &desc) {
  return source.get_desc() == desc ? source : copyTo(source, desc);
}

/// Post-ops: optionally add what the destination holds, then an
/// activation (relu, or clip to [0, 6]).
enum class Activation { None, ReLU, ReLU6 };
dnnl::primitive_attr makePostOps(bool sum, Activation activation) {
  dnnl::post_ops ops;
  if (sum)
    ops.append_sum(1.0f);
  if (activation == Activation::ReLU)
    ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_relu, 0.0f, 0.0f);
  if (activation == Activation::ReLU6)
    ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_clip, 0.0f, 6.0f);
  dnnl::primitive_attr attr;
  attr.set_post_ops(ops);
  return attr;
}

/// One convolution with its (reordered, constant) weights and bias.
struct Conv {
  dnnl::convolution_forward primitive;
  dnnl::convolution_forward::primitive_desc pd;
  memory weights, bias;

  /// NCHW `src` dims, `outChannels`, a `k`x`k` window, zero padding `pad`,
  /// `groups` groups, `stride`; weights all `weight`, bias all `biasValue`.
  Conv(memory::dims src, int64_t outChannels, int64_t k, int64_t pad,
       int64_t groups, float weight, float biasValue, bool sum,
       Activation activation, int64_t stride = 1) {
    int64_t h = (src[2] + 2 * pad - k) / stride + 1,
            w = (src[3] + 2 * pad - k) / stride + 1;
    memory::dims dst = {src[0], outChannels, h, w};
    memory::dims wdims =
        groups == 1
            ? memory::dims{outChannels, src[1], k, k}
            : memory::dims{groups, outChannels / groups, src[1] / groups, k, k};
    dnnl::convolution_forward::desc desc(
        dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct,
        memory::desc(src, dt::f32, tag::any),
        memory::desc(wdims, dt::f32, tag::any),
        memory::desc({outChannels}, dt::f32, tag::x),
        memory::desc(dst, dt::f32, tag::any), {stride, stride}, {pad, pad},
        {pad, pad});
    pd = dnnl::convolution_forward::primitive_desc(
        desc, makePostOps(sum, activation), getContext().engine);
    primitive = dnnl::convolution_forward(pd);
    tag plain = groups == 1 ? tag::oihw : tag::goihw;
    weights = reorderTo(makeFilled(memory::desc(wdims, dt::f32, plain), weight),
                        pd.weights_desc());
    bias = makeFilled(memory::desc({outChannels}, dt::f32, tag::x), biasValue);
  }

  void run(memory &src, memory &dst) {
    primitive.execute(getContext().stream, {{DNNL_ARG_SRC, src},
                                            {DNNL_ARG_WEIGHTS, weights},
                                            {DNNL_ARG_BIAS, bias},
                                            {DNNL_ARG_DST, dst}});
  }
};

/// How a block's input reaches the sum post-op of its last convolution:
/// not at all, as it is, or through a 1x1 convolution with bias (ResNet's
/// projection shortcut).
enum class Shortcut { None, Identity, Projection };

/// Blocks of convolutions over NCHW input and output, each block's last
/// convolution adding the block's shortcut.
class ConvChain : public HandWrittenNetwork {
public:
  explicit ConvChain(memory::dims input) : input(input) {}

  /// Starts a block; a projection maps its input to `projectionChannels`
  /// with weights all `projectionWeight` and bias `projectionBias`.
  void beginBlock(Shortcut shortcut, int64_t projectionChannels = 0,
                  float projectionWeight = 0, float projectionBias = 0) {
    blocks.emplace_back();
    blocks.back().shortcut = shortcut;
    if (shortcut == Shortcut::Projection)
      blocks.back().projection = std::make_unique<Conv>(
          getOutputDims(), projectionChannels, 1, 0, 1, projectionWeight,
          projectionBias, false, Activation::None);
  }

  /// Appends a convolution to the current block, `last` in it or not.
  void add(int64_t outChannels, int64_t k, int64_t pad, int64_t groups,
           float weight, float bias, Activation activation, bool last,
           int64_t stride = 1) {
    Block &block = blocks.back();
    block.convs.push_back(std::make_unique<Conv>(
        getOutputDims(), outChannels, k, pad, groups, weight, bias,
        last && block.shortcut != Shortcut::None, activation, stride));
  }

  void run(const std::vector<float *> &inputs, float *output) override {
    Context &context = getContext();
    memory user(memory::desc(input, dt::f32, tag::nchw), context.engine,
                inputs[0]);
    memory current = user;
    for (Block &block : blocks) {
      memory blockInput = current;
      for (size_t i = 0; i < block.convs.size(); ++i) {
        Conv &conv = *block.convs[i];
        bool last = i + 1 == block.convs.size();
        memory dst;
        if (last && block.shortcut == Shortcut::Identity) {
          // The sum post-op adds what the destination holds.
          dst = copyTo(blockInput, conv.pd.dst_desc());
        } else if (last && block.shortcut == Shortcut::Projection) {
          Conv &projection = *block.projection;
          memory projected(projection.pd.dst_desc(), context.engine);
          memory source = reorderTo(blockInput, projection.pd.src_desc());
          projection.run(source, projected);
          dst = reorderTo(projected, conv.pd.dst_desc());
        } else {
          dst = memory(conv.pd.dst_desc(), context.engine);
        }
        memory source = reorderTo(current, conv.pd.src_desc());
        conv.run(source, dst);
        current = dst;
      }
    }
    memory result(memory::desc(current.get_desc().dims(), dt::f32, tag::nchw),
                  context.engine, output);
    dnnl::reorder(current, result).execute(context.stream, current, result);
    context.stream.wait();
  }

private:
  struct Block {
    Shortcut shortcut = Shortcut::None;
    std::unique_ptr<Conv> projection;
    std::vector<std::unique_ptr<Conv>> convs;
  };

  /// The dims of what the last convolution so far writes: the next one's
  /// source.
  memory::dims getOutputDims() const {
    for (auto block = blocks.rbegin(); block != blocks.rend(); ++block)
      if (!block->convs.empty())
        return block->convs.back()->pd.dst_desc().dims();
    return input;
  }

  memory::dims input;
  std::vector<Block> blocks;
};

/// ResNet's stem: a strided 7x7 convolution with bias and ReLU, then 3x3
/// max pooling with stride 2 and padding 1 on the convolution's format.
class Stem : public HandWrittenNetwork {
public:
  Stem()
      : conv({1, 3, 224, 224}, 64, 7, 3, 1, 0.02f, 0.125f, false,
             Activation::ReLU, /*stride=*/2) {
    memory::dims pooled = {1, 64, 56, 56};
    pooling = dnnl::pooling_v2_forward::primitive_desc(
        dnnl::pooling_v2_forward::desc(
            dnnl::prop_kind::forward_inference, dnnl::algorithm::pooling_max,
            conv.pd.dst_desc(), memory::desc(pooled, dt::f32, tag::any), {2, 2},
            {3, 3}, {0, 0}, {1, 1}, {1, 1}),
        getContext().engine);
  }

  void run(const std::vector<float *> &inputs, float *output) override {
    Context &context = getContext();
    memory user(memory::desc({1, 3, 224, 224}, dt::f32, tag::nchw),
                context.engine, inputs[0]);
    memory x = reorderTo(user, conv.pd.src_desc());
    memory features(conv.pd.dst_desc(), context.engine);
    conv.run(x, features);
    memory pooled(pooling.dst_desc(), context.engine);
    dnnl::pooling_v2_forward(pooling).execute(
        context.stream, {{DNNL_ARG_SRC, features}, {DNNL_ARG_DST, pooled}});
    memory result(memory::desc({1, 64, 56, 56}, dt::f32, tag::nchw),
                  context.engine, output);
    dnnl::reorder(pooled, result).execute(context.stream, pooled, result);
    context.stream.wait();
  }

private:
  Conv conv;
  dnnl::pooling_v2_forward::primitive_desc pooling;
};

/// Matmuls with bias and activations: src plain row-major, weights in the
/// format oneDNN prefers.
class MatmulChain : public HandWrittenNetwork {
  struct Layer {
    dnnl::matmul primitive;
    dnnl::matmul::primitive_desc pd;
    memory weights, bias;
  };

public:
  MatmulChain(int64_t rows, int64_t columns) : rows(rows), columns(columns) {}

  void add(int64_t outColumns, float weight, float bias,
           Activation activation) {
    int64_t k =
        layers.empty() ? columns : layers.back().pd.dst_desc().dims()[1];
    dnnl::matmul::desc desc(memory::desc({rows, k}, dt::f32, tag::ab),
                            memory::desc({k, outColumns}, dt::f32, tag::any),
                            memory::desc({1, outColumns}, dt::f32, tag::ab),
                            memory::desc({rows, outColumns}, dt::f32, tag::ab));
    Layer layer;
    layer.pd = dnnl::matmul::primitive_desc(
        desc, makePostOps(false, activation), getContext().engine);
    layer.primitive = dnnl::matmul(layer.pd);
    layer.weights = reorderTo(
        makeFilled(memory::desc({k, outColumns}, dt::f32, tag::ab), weight),
        layer.pd.weights_desc());
    layer.bias =
        makeFilled(memory::desc({1, outColumns}, dt::f32, tag::ab), bias);
    layers.push_back(layer);
  }

  void run(const std::vector<float *> &inputs, float *output) override {
    Context &context = getContext();
    memory current(layers.front().pd.src_desc(), context.engine, inputs[0]);
    for (size_t i = 0; i < layers.size(); ++i) {
      Layer &layer = layers[i];
      memory dst = i + 1 == layers.size()
                       ? memory(layer.pd.dst_desc(), context.engine, output)
                       : memory(layer.pd.dst_desc(), context.engine);
      layer.primitive.execute(context.stream,
                              {{DNNL_ARG_SRC, current},
                               {DNNL_ARG_WEIGHTS, layer.weights},
                               {DNNL_ARG_BIAS, layer.bias},
                               {DNNL_ARG_DST, dst}});
      current = dst;
    }
    context.stream.wait();
  }

private:
  int64_t rows, columns;
  std::vector<Layer> layers;
};

/// softmax(Q K^T / 8) V over 8 heads of 512 tokens and 64 dims.
class Attention : public HandWrittenNetwork {
public:
  Attention() {
    Context &context = getContext();
    memory::dims q = {8, 512, 64}, kt = {8, 64, 512}, s = {8, 512, 512};
    dnnl::primitive_attr scaled;
    scaled.set_output_scales(0, {0.125f});
    scores = dnnl::matmul::primitive_desc(
        dnnl::matmul::desc(memory::desc(q, dt::f32, tag::abc),
                           memory::desc(kt, dt::f32, tag::abc),
                           memory::desc(s, dt::f32, tag::abc)),
        scaled, context.engine);
    softmax = dnnl::softmax_forward::primitive_desc(
        dnnl::softmax_forward::desc(dnnl::prop_kind::forward_inference,
                                    memory::desc(s, dt::f32, tag::abc), 2),
        context.engine);
    values = dnnl::matmul::primitive_desc(
        dnnl::matmul::desc(memory::desc(s, dt::f32, tag::abc),
                           memory::desc(q, dt::f32, tag::abc),
                           memory::desc(q, dt::f32, tag::abc)),
        context.engine);
  }

  void run(const std::vector<float *> &inputs, float *output) override {
    Context &context = getContext();
    memory::dims q = {8, 512, 64}, kt = {8, 64, 512}, s = {8, 512, 512};
    memory qm({q, dt::f32, tag::abc}, context.engine, inputs[0]);
    memory km({kt, dt::f32, tag::abc}, context.engine, inputs[1]);
    memory vm({q, dt::f32, tag::abc}, context.engine, inputs[2]);
    memory sm({s, dt::f32, tag::abc}, context.engine);
    memory pm({s, dt::f32, tag::abc}, context.engine);
    memory om({q, dt::f32, tag::abc}, context.engine, output);
    dnnl::matmul(scores).execute(
        context.stream,
        {{DNNL_ARG_SRC, qm}, {DNNL_ARG_WEIGHTS, km}, {DNNL_ARG_DST, sm}});
    dnnl::softmax_forward(softmax).execute(
        context.stream, {{DNNL_ARG_SRC, sm}, {DNNL_ARG_DST, pm}});
    dnnl::matmul(values).execute(
        context.stream,
        {{DNNL_ARG_SRC, pm}, {DNNL_ARG_WEIGHTS, vm}, {DNNL_ARG_DST, om}});
    context.stream.wait();
  }

private:
  dnnl::matmul::primitive_desc scores, values;
  dnnl::softmax_forward::primitive_desc softmax;
};

} // namespace

std::unique_ptr<HandWrittenNetwork>
makeHandWrittenNetwork(const std::string &name) {
  if (name == "resnet_basic") {
    auto net = std::make_unique<ConvChain>(memory::dims{1, 64, 56, 56});
    net->beginBlock(Shortcut::Identity);
    net->add(64, 3, 1, 1, 0.02f, 0.125f, Activation::ReLU, false);
    net->add(64, 3, 1, 1, -0.01f, -0.25f, Activation::ReLU, true);
    return net;
  }
  if (name == "resnet_bottleneck") {
    auto net = std::make_unique<ConvChain>(memory::dims{1, 256, 56, 56});
    net->beginBlock(Shortcut::Identity);
    net->add(64, 1, 0, 1, 0.01f, 0.125f, Activation::ReLU, false);
    net->add(64, 3, 1, 1, 0.02f, -0.0625f, Activation::ReLU, false);
    net->add(256, 1, 0, 1, -0.015f, 0.25f, Activation::ReLU, true);
    return net;
  }
  if (name == "resnet50_conv2x") {
    // The weights and biases of resnet50-conv2x.mlir, block by block.
    struct Values {
      float weights[3], biases[3];
    };
    const Values values[] = {
        {{0.015f, 0.002f, 0.016f}, {0.125f, -0.0625f, -0.25f}},
        {{0.004f, 0.002f, -0.012f}, {0.125f, -0.0625f, 0.25f}},
        {{0.004f, 0.002f, 0.01f}, {-0.125f, 0.0625f, 0.25f}}};
    auto net = std::make_unique<ConvChain>(memory::dims{1, 64, 56, 56});
    for (const Values &block : values) {
      if (&block == values)
        net->beginBlock(Shortcut::Projection, 256, 0.02f, 0.5f);
      else
        net->beginBlock(Shortcut::Identity);
      net->add(64, 1, 0, 1, block.weights[0], block.biases[0], Activation::ReLU,
               false);
      net->add(64, 3, 1, 1, block.weights[1], block.biases[1], Activation::ReLU,
               false);
      net->add(256, 1, 0, 1, block.weights[2], block.biases[2],
               Activation::ReLU, true);
    }
    return net;
  }
  if (name == "resnet34_conv2x") {
    // The weights and biases of resnet34-conv2x.mlir, block by block.
    struct Values {
      float weights[2], biases[2];
    };
    const Values values[] = {{{0.002f, -0.001f}, {0.125f, -0.0625f}},
                             {{0.0015f, 0.001f}, {-0.125f, 0.25f}},
                             {{-0.001f, 0.0015f}, {0.5f, -0.25f}}};
    auto net = std::make_unique<ConvChain>(memory::dims{1, 64, 56, 56});
    for (const Values &block : values) {
      net->beginBlock(Shortcut::Identity);
      net->add(64, 3, 1, 1, block.weights[0], block.biases[0], Activation::ReLU,
               false);
      net->add(64, 3, 1, 1, block.weights[1], block.biases[1], Activation::ReLU,
               true);
    }
    return net;
  }
  if (name == "mobilenet_v2") {
    auto net = std::make_unique<ConvChain>(memory::dims{1, 24, 56, 56});
    net->beginBlock(Shortcut::Identity);
    net->add(144, 1, 0, 1, 0.05f, 0.125f, Activation::ReLU6, false);
    net->add(144, 3, 1, 144, 0.1f, -0.0625f, Activation::ReLU6, false);
    net->add(24, 1, 0, 1, -0.02f, 0.25f, Activation::None, true);
    return net;
  }
  if (name == "mobilenet_v2_stage") {
    // mobilenet-v2-stage.mlir: 24 -> 144 -> 32 channels with a stride of 2
    // and no residual, then twice 32 -> 192 -> 32 with one.
    auto net = std::make_unique<ConvChain>(memory::dims{1, 24, 56, 56});
    net->beginBlock(Shortcut::None);
    net->add(144, 1, 0, 1, 0.05f, 0.125f, Activation::ReLU6, false);
    net->add(144, 3, 1, 144, 0.1f, -0.0625f, Activation::ReLU6, false, 2);
    net->add(32, 1, 0, 1, -0.02f, 0.25f, Activation::None, true);
    net->beginBlock(Shortcut::Identity);
    net->add(192, 1, 0, 1, 0.03f, 0.125f, Activation::ReLU6, false);
    net->add(192, 3, 1, 192, 0.1f, -0.0625f, Activation::ReLU6, false);
    net->add(32, 1, 0, 1, -0.01f, 0.25f, Activation::None, true);
    net->beginBlock(Shortcut::Identity);
    net->add(192, 1, 0, 1, -0.03f, 0.5f, Activation::ReLU6, false);
    net->add(192, 3, 1, 192, 0.1f, -0.0625f, Activation::ReLU6, false);
    net->add(32, 1, 0, 1, 0.01f, -0.25f, Activation::None, true);
    return net;
  }
  if (name == "resnet_stem")
    return std::make_unique<Stem>();
  if (name == "mlp") {
    auto net = std::make_unique<MatmulChain>(256, 1024);
    net->add(1024, 0.002f, 0.125f, Activation::ReLU);
    net->add(1024, -0.001f, 0.5f, Activation::ReLU);
    net->add(1000, 0.003f, -0.25f, Activation::None);
    return net;
  }
  if (name == "attention")
    return std::make_unique<Attention>();
  return nullptr;
}
