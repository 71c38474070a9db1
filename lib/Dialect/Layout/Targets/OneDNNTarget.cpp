//===- OneDNNTarget.cpp - Layouts oneDNN's kernels ask for ----------------===//
//
// The `onednn` target asks oneDNN itself (docs/Targets.md): for each
// convolution (NCHW, or channels-last as TOSA writes them), depthwise
// convolution, matmul and batch matmul it creates
// the primitive descriptor with `format_tag::any` for the op's shapes and
// types, which picks the kernel for this CPU (its ISA, or the one
// ONEDNN_MAX_CPU_ISA caps it at), and translates the memory formats that
// kernel wants into requirements (OneDNNFormats.h). A max pooling gets the
// activations' format of a convolution on its image, where oneDNN's
// pooling has a kernel for it. The answers depend on
// the shapes and the CPU: NHWC activations and Ohwi64o filters on
// AVX-512, nChw8c and OIhw8i8o on AVX2, a matmul's B blocked 16x64 with
// padding. Where `any` blocks the activations and the same kernel takes
// NHWC, the two are timed: NHWC is asked for unless the blocks are
// faster (it composes with more of a network).
//
// Where oneDNN pads a filter's channels but not the images' (24 output
// channels in filter blocks of 32), the images and filters are asked for
// in channel blocks of the vector width instead (nChw16c on AVX-512), which
// oneDNN's blocked kernels pad alike. Where a plain kernel may be as fast
// as `any`'s choice (convolutions over fewer than 8 input channels, the
// first layer of an image network; 1x1 convolutions at stride 1), the
// target times both on this CPU (OneDNNKernelTimes.h), asks for the faster
// and gives the other as an alternative at the difference, so that layout
// assignment can run a convolution on the layout its neighbours have.
// Formats a layout cannot express (a dim blocked twice, as in OIhw8i16o2i)
// leave the tensor free.
//
//===----------------------------------------------------------------------===//

#include "BuiltinTargetModels.h"
#include "OneDNNFormats.h"
#include "OneDNNKernelTimes.h"
#include "OneDNNQueries.h"
#include "RoleBasedTarget.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetRegistry.h"
#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/DialectRegistry.h"
#include "llvm/ADT/TypeSwitch.h"

#include <string>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::onednn;

namespace {
/// What `target=` options and diagnostics call this target.
constexpr llvm::StringLiteral kOneDNNTargetName = "onednn";
/// Buffers start on a cache line (and a ZMM register's width).
constexpr int64_t kBaseAlign = 64;
/// Below this many input channels (an image network's first layer),
/// whether plain layouts or `any`'s run faster is measured.
constexpr int64_t kMinBlockedInputChannels = 8;

/// Plain layouts for tensors of the given ranks.
SmallVector<RequirementAttr> getPlainRequirements(MLIRContext *context,
                                                  ArrayRef<int64_t> ranks) {
  return llvm::map_to_vector(
      ranks, [&](int64_t rank) { return getPlainRequirement(context, rank); });
}

/// The requirement that stores a tensor as `format` (over the dims
/// `kept`), or any layout where a layout cannot express the format.
RequirementAttr translateFormat(MLIRContext *context,
                                const dnnl_memory_desc_t &format,
                                ArrayRef<int64_t> kept) {
  FailureOr<RequirementAttr> requirement =
      getRequirementForOneDNNFormat(context, format, kept, kBaseAlign);
  return succeeded(requirement) ? *requirement
                                : RequirementAttr::getAny(context);
}

/// NHWC for an image of `shape`, as oneDNN's `nhwc` format.
RequirementAttr getNHWCRequirement(MLIRContext *context,
                                   ArrayRef<int64_t> shape) {
  return translateFormat(context, getDesc(shape, dnnl_nhwc), {0, 1, 2, 3});
}

/// The same kernel as `any`'s on untiled images (below).
struct UntiledChoice {
  SmallVector<RequirementAttr> requirements;
  /// Whether it keeps a first layer's NCHW input (else NHWC in and out).
  bool plainInput = false;
};

/// Requirements for an NCHW convolution's input, filter and output (as
/// oneDNN dims: a depthwise filter is (C, 1, 1, H, W) over groups).
/// `isOneDNNChoice`, if given, tells whether they are `any`'s formats
/// rather than a fallback. Where `any` blocks the images and the same
/// kernel takes untiled ones, these are the answer, or with `untiled`
/// given, `any`'s are and `untiled` is set to them. `postOpsApart`, if
/// given, tells whether the kernel of the answer runs post-ops in a pass
/// of their own.
std::optional<SmallVector<RequirementAttr>>
getConvolutionRequirements(MLIRContext *context, ArrayRef<int64_t> input,
                           ArrayRef<int64_t> filter, ArrayRef<int64_t> output,
                           Operation *op, bool depthwise,
                           bool *isOneDNNChoice = nullptr,
                           std::optional<UntiledChoice> *untiled = nullptr,
                           bool *postOpsApart = nullptr) {
  std::optional<Window> window = getWindow(op);
  if (!window)
    return std::nullopt;
  SmallVector<int64_t> read =
      cropToWindows(input, filter.take_back(2), output, *window);
  input = read;
  SmallVector<int64_t> weights(filter);
  SmallVector<int64_t> keptFilterDims = {0, 1, 2, 3};
  if (depthwise) {
    weights = {filter[0], 1, 1, filter[1], filter[2]};
    keptFilterDims = {0, 3, 4};
  }
  // The formats of the kernel oneDNN picks for activations in `imageTag`
  // (the output in `outputTag` where given, filters in `filterTag`), and
  // its name in `implementation`, where the filter's padding matches the
  // images'. A filter padded alone (24 output channels in blocks of 32)
  // would lower (the loops divide padded dims), but the alternatives below
  // keep the activations' format of the layers around; which are timed is
  // getConvolutionAnswer's choice.
  auto query =
      [&](dnnl_format_tag_t imageTag,
          dnnl_format_tag_t filterTag = dnnl_format_tag_any,
          std::optional<dnnl_format_tag_t> outputTag = std::nullopt,
          std::string *implementation =
              nullptr) -> std::optional<SmallVector<dnnl_memory_desc_t, 3>> {
    std::optional<dnnl_convolution_desc_t> desc =
        describeConvolution(input, weights, output, *window, imageTag,
                            filterTag, outputTag.value_or(imageTag));
    if (!desc)
      return std::nullopt;
    std::optional<SmallVector<dnnl_memory_desc_t, 3>> formats = queryFormats(
        &*desc, {dnnl_query_src_md, dnnl_query_weights_md, dnnl_query_dst_md},
        implementation);
    if (!formats)
      return std::nullopt;
    const dnnl_memory_desc_t &srcFormat = (*formats)[0],
                             &weiFormat = (*formats)[1],
                             &dstFormat = (*formats)[2];
    bool consistent =
        depthwise ? weiFormat.padded_dims[0] == srcFormat.padded_dims[1] &&
                        weiFormat.padded_dims[0] == dstFormat.padded_dims[1]
                  : weiFormat.padded_dims[1] == srcFormat.padded_dims[1] &&
                        weiFormat.padded_dims[0] == dstFormat.padded_dims[1];
    if (!consistent)
      return std::nullopt;
    return formats;
  };
  // oneDNN's own choice first; where its filter padding does not match
  // the images' (channel counts that are no multiple of its blocks), for a
  // 1x1 convolution NHWC images and an HWIO filter, which oneDNN runs as a
  // GEMM as fast as its blocked kernels (144 -> 24 channels at 56x56:
  // 0.072 ms, against 0.080 ms for its own choice and 0.074 ms on
  // NCHW16c) and which keeps the NHWC of the layers around it; else
  // channel blocks of the vector width on both (nChw16c on AVX-512, nChw8c
  // otherwise: the blocked kernels pad images and filters alike); else
  // plain layouts.
  std::string kernel;
  std::optional<SmallVector<dnnl_memory_desc_t, 3>> formats =
      query(dnnl_format_tag_any, dnnl_format_tag_any, std::nullopt, &kernel);
  if (isOneDNNChoice)
    *isOneDNNChoice = formats.has_value();
  auto translate = [&](const SmallVector<dnnl_memory_desc_t, 3> &chosen) {
    return SmallVector<RequirementAttr>{
        translateFormat(context, chosen[0], {0, 1, 2, 3}),
        translateFormat(context, chosen[1], keptFilterDims),
        translateFormat(context, chosen[2], {0, 1, 2, 3})};
  };
  // Where `any` blocks the images' channels (nChw8c on AVX2), the same
  // kernel on untiled images runs about as fast (docs/Targets.md) and
  // composes with more of a network (a max pooling's NHWC kernel, a first
  // layer's plain input). A first layer's plain input is kept where that
  // kernel takes it, else NHWC too (ResNet's stem on AVX2: 0.6 MB more to
  // transform, 6.4 MB less).
  if (formats && (isBlocked((*formats)[0]) || isBlocked((*formats)[2]))) {
    SmallVector<dnnl_format_tag_t, 2> imageTags = {
        getUntiledImageTag((*formats)[0])};
    if (imageTags.front() != dnnl_nhwc)
      imageTags.push_back(dnnl_nhwc);
    for (dnnl_format_tag_t imageTag : imageTags) {
      std::string untiledKernel;
      std::optional<SmallVector<dnnl_memory_desc_t, 3>> same =
          query(imageTag, dnnl_format_tag_any, dnnl_nhwc, &untiledKernel);
      if (!same || untiledKernel != kernel)
        continue;
      if (untiled)
        *untiled = UntiledChoice{translate(*same), imageTag == dnnl_nchw};
      else
        formats = same;
      break;
    }
  }
  if (!formats && !depthwise && filter[2] == 1 && filter[3] == 1)
    formats = query(dnnl_nhwc, dnnl_hwio, std::nullopt, &kernel);
  if (!formats)
    formats = query(hasAVX512() ? dnnl_nChw16c : dnnl_nChw8c,
                    dnnl_format_tag_any, std::nullopt, &kernel);
  // A plain fallback's kernel is not asked: loops or a reference kernel.
  if (postOpsApart)
    *postOpsApart =
        !formats || tensorLayoutOneDNNRunsPostOpsApart(kernel.c_str());
  if (!formats)
    return getPlainRequirements(context, {4, depthwise ? 3 : 4, 4});
  return translate(*formats);
}

/// Requirements for an NCHW max pooling's input, window and output: the
/// activations' format oneDNN picks for a 1x1 convolution keeping the
/// image's channels (so that pooling between convolutions needs no
/// transform), where its max pooling has a kernel for that format.
std::optional<SmallVector<RequirementAttr>>
getPoolingRequirements(MLIRContext *context, ArrayRef<int64_t> input,
                       ArrayRef<int64_t> window, ArrayRef<int64_t> output,
                       Operation *op) {
  std::optional<Window> taps = getWindow(op);
  if (!taps || window.size() != 2)
    return std::nullopt;
  SmallVector<int64_t> read = cropToWindows(input, window, output, *taps);
  input = read;
  int64_t channels = input[1];
  SmallVector<int64_t> weights = {channels, channels, 1, 1};
  std::optional<dnnl_convolution_desc_t> convolution = describeConvolution(
      input, weights, input, Window{{1, 1}, {0, 0}}, dnnl_format_tag_any,
      dnnl_format_tag_any, dnnl_format_tag_any);
  if (!convolution)
    return std::nullopt;
  std::optional<SmallVector<dnnl_memory_desc_t, 3>> activations =
      queryFormats(&*convolution, {dnnl_query_src_md});
  dnnl_dims_t zero = {0, 0};
  if (!activations)
    return std::nullopt;
  dnnl_dims_t kernel = {window[0], window[1]};
  auto query = [&](dnnl_memory_desc_t image, std::string *implementation)
      -> std::optional<SmallVector<dnnl_memory_desc_t, 3>> {
    dnnl_memory_desc_t pooled = getDesc(output, dnnl_format_tag_any);
    dnnl_pooling_v2_desc_t pooling;
    if (dnnl_pooling_v2_forward_desc_init(
            &pooling, dnnl_forward_inference, dnnl_pooling_max, &image, &pooled,
            taps->strides.data(), kernel, taps->gaps.data(), zero,
            zero) != dnnl_success)
      return std::nullopt;
    return queryFormats(&pooling, {dnnl_query_src_md, dnnl_query_dst_md},
                        implementation);
  };
  std::string blockedKernel, untiledKernel;
  std::optional<SmallVector<dnnl_memory_desc_t, 3>> formats =
      query((*activations)[0], &blockedKernel);
  if (!formats)
    return std::nullopt;
  // NHWC where the convolutions get it in place of blocks (above), with
  // the same kernel: 10% slower on AVX2 (64 channels at 112x112), which
  // costs less than transforming the image to blocks and back. Not where
  // the blocks pad the channels: the convolutions keep them there.
  const dnnl_memory_desc_t &blocked = (*activations)[0];
  if (isBlocked(blocked) && blocked.padded_dims[1] == blocked.dims[1]) {
    std::optional<SmallVector<dnnl_memory_desc_t, 3>> untiled =
        query(getDesc(input, dnnl_nhwc), &untiledKernel);
    if (untiled && untiledKernel == blockedKernel)
      formats = untiled;
  }
  return SmallVector<RequirementAttr>{
      translateFormat(context, (*formats)[0], {0, 1, 2, 3}),
      RequirementAttr::getAny(context),
      translateFormat(context, (*formats)[1], {0, 1, 2, 3})};
}

/// Requirements for a grouped convolution, as torch-mlir exports `groups=`
/// (ResNeXt): an (N, G, C, H, W) image by a (G, F, C, KH, KW) filter into an
/// (N, G, F, H, W) result. The image and result channels-last with each
/// group's channels after the previous group's (N, H, W, G, C: oneDNN's NHWC
/// of G * C channels), on which its grouped kernels run 3.5x-4.6x as fast as
/// its GEMM on NCHW (ResNeXt-50's 3x3 convolutions of 32 groups, one
/// thread: 0.72 ms against 2.47 ms at 56x56); the filter in the format
/// oneDNN picks for them, so that a constant filter is laid out at compile
/// time. Nothing where that kernel is a reference one (blocked images of a
/// few channels per group are: NHWC is asked for).
std::optional<SmallVector<RequirementAttr>> getGroupedConvolutionRequirements(
    MLIRContext *context, ArrayRef<int64_t> input, ArrayRef<int64_t> filter,
    ArrayRef<int64_t> output, Operation *op, bool &postOpsApart) {
  std::optional<Window> window = getWindow(op);
  if (!window || input.size() != 5 || filter.size() != 5 || output.size() != 5)
    return std::nullopt;
  auto merged = [](ArrayRef<int64_t> image) {
    return SmallVector<int64_t>{image[0], image[1] * image[2], image[3],
                                image[4]};
  };
  SmallVector<int64_t> image = merged(input), result = merged(output);
  SmallVector<int64_t> read =
      cropToWindows(image, filter.take_back(2), result, *window);
  std::optional<dnnl_convolution_desc_t> desc = describeConvolution(
      read, filter, result, *window, dnnl_nhwc, dnnl_format_tag_any, dnnl_nhwc);
  std::optional<SmallVector<dnnl_memory_desc_t, 3>> formats =
      desc ? queryFormats(&*desc, {dnnl_query_weights_md}) : std::nullopt;
  if (!formats)
    return std::nullopt;
  // The element-wise ops after it read its result collapsed back to (N,
  // G * C, H, W), which the lowering does not fuse as post-ops.
  postOpsApart = true;
  // (N, G, C, H, W) stored as (N, H, W, G, C).
  SmallVector<int64_t> channelsLast = {0, 3, 4, 1, 2};
  RequirementAttr images = RequirementAttr::get(
      context, ArrayRef<int64_t>(channelsLast), ArrayRef<int64_t>(),
      ArrayRef<int64_t>(), ArrayRef<int64_t>(), ArrayRef<int64_t>(),
      Attribute(), /*exactTiles=*/true, ArrayRef<int64_t>(),
      ArrayRef<int64_t>(), kBaseAlign, /*tilePositions=*/ArrayRef<int64_t>());
  return SmallVector<RequirementAttr>{
      images, translateFormat(context, (*formats)[0], {0, 1, 2, 3, 4}), images};
}

/// Requirements for a channels-last convolution (linalg's conv_2d_nhwc_fhwc,
/// or conv_2d_nhwc_hwcf with `hwcf`, as TOSA, TF and JAX write them): the
/// activations as written (NHWC is what oneDNN's kernels take on this
/// CPU's ISA, or no answer) and the filter in the format oneDNN picks for
/// them, so that a constant filter is laid out at compile time rather
/// than reordered at each call. Nothing where that kernel is a reference
/// one.
std::optional<SmallVector<RequirementAttr>>
getChannelsLastConvolutionRequirements(MLIRContext *context,
                                       ArrayRef<int64_t> input,
                                       ArrayRef<int64_t> filter,
                                       ArrayRef<int64_t> output, Operation *op,
                                       bool hwcf, bool &postOpsApart) {
  std::optional<Window> window = getWindow(op);
  if (!window)
    return std::nullopt;
  // oneDNN's (N, C, H, W) and (O, I, H, W) dims of the tensors, and the
  // oneDNN dim each tensor dim is.
  auto toNCHW = [](ArrayRef<int64_t> nhwc) {
    return SmallVector<int64_t>{nhwc[0], nhwc[3], nhwc[1], nhwc[2]};
  };
  SmallVector<int64_t> weights =
      hwcf ? SmallVector<int64_t>{filter[3], filter[2], filter[0], filter[1]}
           : toNCHW(filter);
  SmallVector<int64_t> imageDims = {0, 2, 3, 1};
  SmallVector<int64_t> filterDims =
      hwcf ? SmallVector<int64_t>{2, 3, 1, 0} : imageDims;
  std::optional<dnnl_convolution_desc_t> desc =
      describeConvolution(toNCHW(input), weights, toNCHW(output), *window,
                          dnnl_nhwc, dnnl_format_tag_any, dnnl_nhwc);
  std::string kernel;
  std::optional<SmallVector<dnnl_memory_desc_t, 3>> formats =
      desc ? queryFormats(
                 &*desc,
                 {dnnl_query_src_md, dnnl_query_weights_md, dnnl_query_dst_md},
                 &kernel)
           : std::nullopt;
  if (!formats)
    return std::nullopt;
  postOpsApart = tensorLayoutOneDNNRunsPostOpsApart(kernel.c_str());
  return SmallVector<RequirementAttr>{
      translateFormat(context, (*formats)[0], imageDims),
      translateFormat(context, (*formats)[1], filterDims),
      translateFormat(context, (*formats)[2], imageDims)};
}

/// Requirements for a (batch) matmul's A, B and C.
std::optional<SmallVector<RequirementAttr>>
getMatmulRequirements(MLIRContext *context, ArrayRef<int64_t> a,
                      ArrayRef<int64_t> b, ArrayRef<int64_t> c,
                      bool &postOpsApart) {
  dnnl_memory_desc_t src = getDesc(a, dnnl_format_tag_any),
                     wei = getDesc(b, dnnl_format_tag_any),
                     dst = getDesc(c, dnnl_format_tag_any);
  dnnl_matmul_desc_t desc;
  if (dnnl_matmul_desc_init(&desc, &src, &wei, nullptr, &dst) != dnnl_success)
    return std::nullopt;
  std::string kernel;
  std::optional<SmallVector<dnnl_memory_desc_t, 3>> formats = queryFormats(
      &desc, {dnnl_query_src_md, dnnl_query_weights_md, dnnl_query_dst_md},
      &kernel);
  if (!formats)
    return std::nullopt;
  postOpsApart = tensorLayoutOneDNNRunsPostOpsApart(kernel.c_str());
  // B's K and N may be padded where A and C are not (1000 columns in
  // blocks of 64): the loops over physical dims divide those dims rather
  // than run over the padding (TiledStructuredOps.cpp).
  int64_t rank = a.size();
  SmallVector<int64_t> dims = llvm::to_vector(llvm::seq<int64_t>(rank));
  return llvm::map_to_vector(*formats, [&](const dnnl_memory_desc_t &format) {
    return translateFormat(context, format, dims);
  });
}

struct OneDNNTargetModel
    : public TargetAttrInterface::ExternalModel<OneDNNTargetModel,
                                                OneDNNTargetAttr> {
  std::string getTargetName(Attribute) const { return kOneDNNTargetName.str(); }

  FailureOr<OpLayoutRequirements> getOpLayoutRequirements(Attribute,
                                                          Operation *op) const {
    if (auto conv = dyn_cast<linalg::Conv2DNchwFchwOp>(op))
      return getConvolutionAnswer(conv);
    bool postOpsApart = true;
    std::optional<SmallVector<RequirementAttr>> requirements =
        getRequirements(op, postOpsApart);
    if (!requirements)
      return OpLayoutRequirements::getDefault();
    return getAnswer(*requirements, !postOpsApart);
  }

private:
  /// Requirements per operand (inputs, then the init); the result is
  /// stored where the init is; `runsEpilogue`: whether the kernel runs the
  /// element-wise ops after it as post-ops (not a GEMM-based one).
  static OpLayoutRequirements getAnswer(ArrayRef<RequirementAttr> operands,
                                        bool runsEpilogue = false) {
    OpLayoutRequirements answer =
        OpLayoutRequirements::getConstrained(operands, {operands.back()});
    answer.runsElementwiseEpilogue = runsEpilogue;
    return answer;
  }

  /// A convolution: `any`'s formats, and the kernels that may be as fast
  /// timed on this CPU: the same kernel on untiled images where `any`
  /// blocks them, and where a plain kernel may be as fast (a first layer's
  /// few channels, or a 1x1 filter at stride 1, which oneDNN runs on NCHW
  /// as one GEMM) plain NCHW. The fastest is asked for first (untiled
  /// unless `any`'s is faster by kBlockedMargin, plain only when faster
  /// than both by kPlainMargin), the others as alternatives at the
  /// difference, priced as the bytes a transform moves in that time. A
  /// network on NCHW then runs a 1x1 convolution on its input as it is
  /// when that costs less than the transforms into NHWC and back (ResNet's
  /// bottleneck block: 256 channels in and out).
  static FailureOr<OpLayoutRequirements>
  getConvolutionAnswer(linalg::Conv2DNchwFchwOp conv) {
    Operation *op = conv;
    MLIRContext *context = op->getContext();
    std::optional<SmallVector<ArrayRef<int64_t>>> shapes = getF32Shapes(op);
    std::optional<Window> window = getWindow(op);
    if (!shapes || !window)
      return OpLayoutRequirements::getDefault();
    ArrayRef<int64_t> a = (*shapes)[0], b = (*shapes)[1], c = (*shapes)[2];
    SmallVector<int64_t> read = cropToWindows(a, b.take_back(2), c, *window);
    a = read;
    SmallVector<RequirementAttr> plain =
        getPlainRequirements(context, {4, 4, 4});
    bool fewChannels = a[1] < kMinBlockedInputChannels;
    // A pinned first-layer choice is the answer, without alternatives.
    std::optional<bool> pinned =
        fewChannels ? getPinnedFewChannelChoice() : std::nullopt;
    if (pinned && *pinned)
      return getAnswer(plain, !runsPostOpsApartOnPlain(a, b, c, *window));
    bool isOneDNNChoice = false, chosenApart = true;
    std::optional<UntiledChoice> untiled;
    std::optional<SmallVector<RequirementAttr>> chosen =
        getConvolutionRequirements(context, a, b, c, op, /*depthwise=*/false,
                                   &isOneDNNChoice, &untiled, &chosenApart);
    if (!chosen)
      return OpLayoutRequirements::getDefault();
    if (pinned)
      return getAnswer(*chosen, !chosenApart);
    bool pointwise = b[2] == 1 && b[3] == 1 &&
                     llvm::all_of(window->strides, [](dnnl_dim_t stride) {
                       return stride == 1;
                     });
    // The timed kernel is `any`'s: a fallback's formats are not what it
    // measured. The matmuls are priced against it all the same: where the
    // fallback is a GEMM on NHWC images (a filter padded alone), it runs
    // about as fast (144 -> 24 channels at 56x56: 0.109 ms, `any`'s 0.117).
    // Plain NCHW is priced for every convolution, not only where its
    // kernel may be faster (a first layer, a 1x1 filter): where the image
    // is small and the filter large (a network's last stages), both
    // kernels are bound by reading the filter, and a filter passed as an
    // argument is transformed into `any`'s format on every call (ResNet-18
    // with its weights as arguments took 1.9x as long with the target's
    // layouts, docs/RealNetworks.md).
    TimedFormats timed;
    timed.plain = isOneDNNChoice;
    timed.pointwiseMatmuls = pointwise;
    if (untiled)
      timed.untiledPlainInput = untiled->plainInput;
    if (!timed.plain && !untiled && !timed.pointwiseMatmuls)
      return getAnswer(*chosen, !chosenApart);
    std::optional<ConvolutionTimes> times =
        getConvolutionTimes(a, b, c, window->strides, window->gaps, timed);
    // A kernel that could not run: `any`'s, and the same kernel on
    // untiled images at no cost.
    if (!times) {
      OpLayoutRequirements answer = getAnswer(*chosen, !chosenApart);
      if (untiled) {
        OpLayoutRequirements other = getAnswer(untiled->requirements);
        answer.alternatives.push_back(
            {other.operands, other.results, 0, !chosenApart});
      }
      return answer;
    }
    // Each choice with its time and whether its kernel runs post-ops (a
    // transform after a GEMM-based one keeps nothing from it); the first is
    // asked for, the rest are alternatives. The times are the kernels'
    // alone: the passes a GEMM-based kernel leaves its post-ops to (0.48 ms
    // for a bias, a residual and a ReLU after a 1x1 convolution, 64 -> 256
    // channels at 56x56 on AVX2, itself 0.74 ms) still cost less than the
    // transforms that NHWC would add at a network's NCHW edges
    // (docs/Targets.md).
    struct Choice {
      ArrayRef<RequirementAttr> requirements;
      double seconds;
      bool runsEpilogue;
    };
    SmallVector<Choice, 3> choices = {{*chosen, times->any, !chosenApart}};
    if (untiled && times->untiled &&
        !isFasterByMargin(times->any, *times->untiled, kBlockedMargin))
      choices.insert(choices.begin(),
                     {untiled->requirements, *times->untiled, !chosenApart});
    else if (untiled && times->untiled)
      choices.push_back({untiled->requirements, *times->untiled, !chosenApart});
    double fastest = times->any;
    if (times->untiled)
      fastest = std::min(fastest, *times->untiled);
    if (timed.plain) {
      Choice plainChoice{plain, times->plain,
                         !runsPostOpsApartOnPlain(a, b, c, *window)};
      if (isFasterByMargin(times->plain, fastest, kPlainMargin))
        choices.insert(choices.begin(), plainChoice);
      else
        choices.push_back(plainChoice);
    }
    // A 1x1 convolution's matmuls, from the caller's NCHW into NHWC and
    // back (OneDNNPointwiseConvolution.h), are never asked for first: they
    // save the transforms at a network's NCHW edges (MobileNet-v2's
    // expansion and projection), where layout assignment finds them. From
    // NHWC into NHWC, the matmul reads a plain filter as it is, where
    // `any`'s kernel needs it blocked: a filter passed as an argument is
    // then not transformed on every call (SqueezeNet's fire modules). Only
    // where the matmul applies post-ops itself (brgemm, on AVX-512): a
    // GEMM-based one (AVX2) runs them as passes of their own, which its
    // time leaves out (MobileNet-v2 on AVX2 took 6%-18% longer with them).
    SmallVector<RequirementAttr> toChannelsLast = {
        plain[0], plain[1], getNHWCRequirement(context, c)};
    SmallVector<RequirementAttr> toPlanar = {getNHWCRequirement(context, a),
                                             plain[1], plain[2]};
    SmallVector<RequirementAttr> channelsLast = {
        getNHWCRequirement(context, a), plain[1],
        getNHWCRequirement(context, c)};
    for (auto [time, requirements] :
         {std::make_pair(times->planarToChannelsLast, &toChannelsLast),
          std::make_pair(times->channelsLastToPlanar, &toPlanar),
          std::make_pair(times->channelsLast, &channelsLast)})
      if (time && !time->postOpsApart)
        choices.push_back({*requirements, time->seconds, true});
    OpLayoutRequirements answer =
        getAnswer(choices.front().requirements, choices.front().runsEpilogue);
    for (const Choice &choice : llvm::drop_begin(choices)) {
      OpLayoutRequirements other = getAnswer(choice.requirements);
      // Within int64_t whatever a pinned time says.
      double cost = std::clamp((choice.seconds - choices.front().seconds) *
                                   kTransformBytesPerSecond,
                               0.0, 1e18);
      answer.alternatives.push_back({other.operands, other.results,
                                     static_cast<int64_t>(cost),
                                     choice.runsEpilogue});
    }
    return answer;
  }

  /// Per operand (inputs, then the init), or nothing for ops oneDNN does
  /// not run.
  static std::optional<SmallVector<RequirementAttr>>
  getRequirements(Operation *op, bool &postOpsApart) {
    MLIRContext *context = op->getContext();
    if (op->getNumOperands() != 3 || op->getNumResults() != 1)
      return std::nullopt;
    std::optional<SmallVector<ArrayRef<int64_t>>> shapes = getF32Shapes(op);
    if (!shapes)
      return std::nullopt;
    ArrayRef<int64_t> a = (*shapes)[0], b = (*shapes)[1], c = (*shapes)[2];
    if (isa<linalg::DepthwiseConv2DNchwChwOp>(op))
      return getConvolutionRequirements(context, a, b, c, op,
                                        /*depthwise=*/true, nullptr, nullptr,
                                        &postOpsApart);
    if (isa<linalg::PoolingNchwMaxOp>(op))
      return getPoolingRequirements(context, a, b, c, op);
    if (isa<linalg::Conv2DNgchwGfchwOp>(op))
      return getGroupedConvolutionRequirements(context, a, b, c, op,
                                               postOpsApart);
    if (isa<linalg::Conv2DNhwcFhwcOp, linalg::Conv2DNhwcHwcfOp>(op))
      return getChannelsLastConvolutionRequirements(
          context, a, b, c, op, isa<linalg::Conv2DNhwcHwcfOp>(op),
          postOpsApart);
    // Matmuls without broadcast or transposed maps.
    bool plainMatmul =
        llvm::TypeSwitch<Operation *, bool>(op)
            .Case<linalg::MatmulOp, linalg::BatchMatmulOp>(
                [](auto matmul) { return !matmul.hasUserDefinedMaps(); })
            .Default([](Operation *) { return false; });
    if (plainMatmul)
      return getMatmulRequirements(context, a, b, c, postOpsApart);
    return std::nullopt;
  }
};
} // namespace

void mlir::layout::registerOneDNNTarget(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, LayoutDialect *) {
    OneDNNTargetAttr::attachInterface<OneDNNTargetModel>(*context);
  });
  registerTargetName(kOneDNNTargetName, [](MLIRContext *context) {
    return OneDNNTargetAttr::get(context);
  });
}
