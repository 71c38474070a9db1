//===- CudnnFusedConvolution.cpp - Convolution, bias, ReLU ----------------===//
//
// Code lowered by convert-linalg-to-cudnn calls the function below for a
// convolution whose element-wise epilogue (a bias, a residual, a ReLU) it
// folded. Each call's shapes, order and epilogue make a plan, built once:
// the legacy descriptors, the algorithm (the first that cuDNN ranks and
// supports; implicit precomputed GEMM without a ReLU, the only one cuDNN
// runs an identity activation with) and its workspace.
//
//===----------------------------------------------------------------------===//

#include "CudnnFusedConvolution.h"

#include "tensor-layout/ExecutionEngine/CudnnRuntime.h"

#include <map>
#include <string>
#include <vector>

using namespace tensor_layout_cuda;

namespace tensor_layout_cuda {

/// The dims (1, K, 1, 1) of a per-channel vector, dense.
static ConvolutionTensor getBiasTensor(int64_t channels) {
  return getPackedTensor({1, channels, 1, 1}, ConvolutionOrder::NCHW);
}

FusedConvolutionDescriptors::FusedConvolutionDescriptors(
    const ConvolutionSpec &spec, ConvolutionOrder order, bool relu,
    bool allowTF32)
    : image(spec.image.dims, spec.image.strides),
      result(spec.result.dims, spec.result.strides),
      bias(getBiasTensor(spec.result.dims[1]).dims,
           getBiasTensor(spec.result.dims[1]).strides) {
  if (spec.paddingLow != spec.paddingHigh)
    fail("cuDNN fused convolution: padding differs between the sides");
  const std::array<int64_t, 4> &f = spec.filter.dims;
  CUDNN_CHECK(cudnnCreateFilterDescriptor(&filter));
  CUDNN_CHECK(cudnnSetFilter4dDescriptor(
      filter, CUDNN_DATA_FLOAT,
      order == ConvolutionOrder::NHWC ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW,
      int(f[0]), int(f[1]), int(f[2]), int(f[3])));
  CUDNN_CHECK(cudnnCreateConvolutionDescriptor(&convolution));
  CUDNN_CHECK(cudnnSetConvolution2dDescriptor(
      convolution, int(spec.paddingLow[0]), int(spec.paddingLow[1]),
      int(spec.strides[0]), int(spec.strides[1]), int(spec.dilations[0]),
      int(spec.dilations[1]), CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
  CUDNN_CHECK(cudnnSetConvolutionGroupCount(convolution,
                                            int(spec.image.dims[1] / f[1])));
  CUDNN_CHECK(cudnnSetConvolutionMathType(
      convolution, allowTF32 ? CUDNN_DEFAULT_MATH : CUDNN_FMA_MATH));
  CUDNN_CHECK(cudnnCreateActivationDescriptor(&activation));
  // NaNs propagate, as through arith.maximumf.
  CUDNN_CHECK(cudnnSetActivationDescriptor(
      activation, relu ? CUDNN_ACTIVATION_RELU : CUDNN_ACTIVATION_IDENTITY,
      CUDNN_PROPAGATE_NAN, 0.0));
}

FusedConvolutionDescriptors::~FusedConvolutionDescriptors() {
  cudnn().cudnnDestroyActivationDescriptor(activation);
  cudnn().cudnnDestroyConvolutionDescriptor(convolution);
  cudnn().cudnnDestroyFilterDescriptor(filter);
}

std::array<int64_t, 4> FusedConvolutionDescriptors::getResultDims() const {
  int dims[4];
  CUDNN_CHECK(cudnnGetConvolution2dForwardOutputDim(convolution, image.get(),
                                                    filter, &dims[0], &dims[1],
                                                    &dims[2], &dims[3]));
  return {dims[0], dims[1], dims[2], dims[3]};
}

} // namespace tensor_layout_cuda

namespace {

/// The description's fields (CudnnRuntime.h).
enum SpecField {
  kVersion,
  kAlpha1,
  kAlpha2,
  kRelu,
  kHasBias,
  kBias,
  kConstants,
  kOrder,
  kAllowTF32,
  kStrides,
  kDilations = kStrides + 2,
  kPadding = kDilations + 2,
  kFields = kPadding + 2
};

/// A plan: the descriptors, the algorithm and its workspace.
struct Plan {
  std::unique_ptr<FusedConvolutionDescriptors> descriptors;
  cudnnConvolutionFwdAlgo_t algorithm;
  CUdeviceptr workspace = 0;
  size_t workspaceBytes = 0;
};

/// How many of cuDNN's ranked algorithms a plan looks through.
constexpr int kRankedAlgorithms = 8;

Plan createPlan(cudnnHandle_t handle, const ConvolutionSpec &spec,
                ConvolutionOrder order, bool relu, bool allowTF32) {
  Plan plan;
  plan.descriptors = std::make_unique<FusedConvolutionDescriptors>(
      spec, order, relu, allowTF32);
  const FusedConvolutionDescriptors &d = *plan.descriptors;
  if (d.getResultDims() != spec.result.dims)
    fail("cuDNN fused convolution: the result's shape is not the one cuDNN "
         "computes (recompile the program with this runtime's tensor-opt)");
  cudnnConvolutionFwdAlgoPerf_t ranked[kRankedAlgorithms];
  int count = 0;
  CUDNN_CHECK(cudnnGetConvolutionForwardAlgorithm_v7(
      handle, d.image.get(), d.filter, d.convolution, d.result.get(),
      kRankedAlgorithms, &count, ranked));
  const cudnnConvolutionFwdAlgoPerf_t *chosen = nullptr;
  for (int i = 0; i < count && !chosen; ++i)
    if (ranked[i].status == CUDNN_STATUS_SUCCESS &&
        (relu ||
         ranked[i].algo == CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM))
      chosen = &ranked[i];
  if (!chosen)
    fail("cuDNN ranks no algorithm for this fused " +
         std::to_string(spec.filter.dims[2]) + "x" +
         std::to_string(spec.filter.dims[3]) + " convolution" +
         (relu ? "" : " without a ReLU (implicit precomputed GEMM)"));
  plan.algorithm = chosen->algo;
  // The math the ranking found the algorithm with (TF32 only if allowed).
  CUDNN_CHECK(cudnnSetConvolutionMathType(d.convolution, chosen->mathType));
  plan.workspaceBytes = chosen->memory;
  if (plan.workspaceBytes > 0)
    CUDA_CHECK(cuMemAlloc(&plan.workspace, plan.workspaceBytes));
  return plan;
}

/// The plans made so far, under the cuDNN session's lock.
std::map<std::vector<int64_t>, Plan> &getPlans() {
  static auto *plans = new std::map<std::vector<int64_t>, Plan>();
  return *plans;
}

} // namespace

TENSOR_LAYOUT_EXPORT void _mlir_ciface_tensor_layout_cudnn_conv_bias_act_f32(
    UnrankedMemRefType<float> *x, UnrankedMemRefType<float> *w,
    UnrankedMemRefType<float> *z, UnrankedMemRefType<float> *y,
    StridedMemRefType<int64_t, 1> *spec) {
  const int64_t *fields = spec->data + spec->offset;
  if (spec->sizes[0] != kFields || fields[kVersion] != 1)
    fail("cuDNN fused convolution: a description of another version "
         "(recompile the program with this runtime's tensor-opt)");
  int64_t order = fields[kOrder];
  const std::string what = "cuDNN fused convolution: operand ";
  std::array<PackedOperand, 4> operands = {
      readPackedOperand(*x, CUDNN_DATA_FLOAT, order, what + "x"),
      readPackedOperand(*w, CUDNN_DATA_FLOAT, order, what + "w",
                        /*mayBeDepthwise=*/true),
      readPackedOperand(*z, CUDNN_DATA_FLOAT, order, what + "z"),
      readPackedOperand(*y, CUDNN_DATA_FLOAT, order, what + "y")};
  if (operands[2].tensor.dims != operands[3].tensor.dims)
    fail(what + "z differs in shape from y");
  if (operands[3].buffer.spannedBytes == 0)
    return;

  int ordinal = getCurrentDevice();
  ScopedContext scope(ordinal);
  std::array<void *, 4> addresses;
  const char *names[] = {"x", "w", "z", "y"};
  for (int i = 0; i < 4; ++i)
    addresses[i] = reinterpret_cast<void *>(
        getDeviceAddress(ordinal, operands[i].buffer,
                         fields[kConstants] & (1 << i), what + names[i]));
  ConvolutionSpec convolution;
  convolution.image = operands[0].tensor;
  convolution.filter = operands[1].tensor;
  convolution.result = operands[3].tensor;
  convolution.strides = {fields[kStrides], fields[kStrides + 1]};
  convolution.dilations = {fields[kDilations], fields[kDilations + 1]};
  convolution.paddingLow =
      convolution.paddingHigh = {fields[kPadding], fields[kPadding + 1]};
  int64_t channels = convolution.result.dims[1];
  void *bias = reinterpret_cast<void *>(getConstantVector(
      ordinal, fields[kHasBias] ? fields[kBias] : 0, channels));
  float alpha1 = getF32FromBits(fields[kAlpha1]);
  float alpha2 = getF32FromBits(fields[kAlpha2]);

  CudnnSession session = openCudnnSession(ordinal);
  std::vector<int64_t> key(fields, fields + kFields);
  key.push_back(ordinal);
  for (const PackedOperand &operand : operands)
    key.insert(key.end(), operand.tensor.dims.begin(),
               operand.tensor.dims.end());
  std::map<std::vector<int64_t>, Plan> &plans = getPlans();
  auto found = plans.find(key);
  if (found == plans.end())
    found = plans
                .emplace(key, createPlan(session.handle, convolution,
                                         order == 0 ? ConvolutionOrder::NCHW
                                                    : ConvolutionOrder::NHWC,
                                         fields[kRelu] != 0,
                                         fields[kAllowTF32] != 0))
                .first;
  const Plan &plan = found->second;
  const FusedConvolutionDescriptors &d = *plan.descriptors;
  runOnLibraryStream(ordinal, [&](CUstream stream) {
    CUDNN_CHECK(cudnnSetStream(session.handle, stream));
    // z has y's shape and order: y's descriptor.
    CUDNN_CHECK(cudnnConvolutionBiasActivationForward(
        session.handle, &alpha1, d.image.get(), addresses[0], d.filter,
        addresses[1], d.convolution, plan.algorithm,
        reinterpret_cast<void *>(plan.workspace), plan.workspaceBytes, &alpha2,
        d.result.get(), addresses[2], d.bias.get(), bias, d.activation,
        d.result.get(), addresses[3]));
  });
}
