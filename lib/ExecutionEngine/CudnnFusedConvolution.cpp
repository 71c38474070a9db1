//===- CudnnFusedConvolution.cpp - Convolution, bias, ReLU ----------------===//
//
// Code lowered by convert-linalg-to-cudnn calls the function below for a
// convolution whose element-wise epilogue (a bias, a residual, a ReLU) it
// folded. Each call's shapes, order and epilogue make a plan, built once:
// the legacy descriptors and the algorithms cuDNN ranks (implicit
// precomputed GEMM alone without a ReLU, the only one cuDNN runs an
// identity activation with). The fused call runs with the first it
// accepts; where it accepts none, the convolution runs on its own graph
// plan and the epilogue as cuDNN's tensor additions and activation: the
// result is the same, in up to four kernels.
//
//===----------------------------------------------------------------------===//

#include "CudnnFusedConvolution.h"

#include "CudnnConvolution.h"

#include "tensor-layout/ExecutionEngine/CudnnRuntime.h"

#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

using namespace tensor_layout_cuda;

namespace tensor_layout_cuda {

/// A per-channel vector (1, K, 1, 1), dense, with the strides of `order`
/// (cuDNN checks those of extent-1 dims too; PyTorch describes its bias in
/// the convolution's memory format).
static ConvolutionTensor getBiasTensor(int64_t channels,
                                       ConvolutionOrder order) {
  return getPackedTensor({1, channels, 1, 1}, order);
}

FusedConvolutionDescriptors::FusedConvolutionDescriptors(
    const ConvolutionSpec &spec, ConvolutionOrder order, bool relu,
    bool allowTF32)
    : image(spec.image.dims, spec.image.strides),
      result(spec.result.dims, spec.result.strides),
      bias(getBiasTensor(spec.result.dims[1], order).dims,
           getBiasTensor(spec.result.dims[1], order).strides) {
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

/// A plan: the descriptors, the algorithms to try and the workspace.
struct Plan {
  std::unique_ptr<FusedConvolutionDescriptors> descriptors;
  /// The algorithms cuDNN ranks for the convolution (a ranking for
  /// cudnnConvolutionForward), best first, each with the math it was
  /// ranked under; one the fused call refuses is dropped. None left: the
  /// convolution and its epilogue run apart.
  std::vector<cudnnConvolutionFwdAlgoPerf_t> algorithms;
  CUdeviceptr workspace = 0;
  size_t workspaceBytes = 0;
};

/// How many of cuDNN's ranked algorithms a plan looks through (all of
/// them: CUDNN_CONVOLUTION_FWD_ALGO_COUNT).
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
  // An identity activation runs on implicit precomputed GEMM only.
  for (int i = 0; i < count; ++i)
    if (ranked[i].status == CUDNN_STATUS_SUCCESS &&
        (relu ||
         ranked[i].algo == CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM))
      plan.algorithms.push_back(ranked[i]);
  return plan;
}

/// The plans made so far, under the cuDNN session's lock.
std::map<std::vector<int64_t>, Plan> &getPlans() {
  static auto *plans = new std::map<std::vector<int64_t>, Plan>();
  return *plans;
}

/// What the fused convolution adds to alpha1 * conv(x, w), and where.
struct Epilogue {
  float alpha2 = 0.0f;
  bool hasBias = false, relu = false;
  void *z = nullptr, *bias = nullptr;
};

/// Runs the fused call with the plan's best algorithm that cuDNN accepts
/// (on the handle's stream); false where it accepts none.
bool runFused(const CudnnSession &session, Plan &plan, float alpha1,
              const Epilogue &epilogue,
              const std::array<void *, 3> &addresses) {
  const FusedConvolutionDescriptors &d = *plan.descriptors;
  while (!plan.algorithms.empty()) {
    const cudnnConvolutionFwdAlgoPerf_t &algorithm = plan.algorithms.front();
    if (algorithm.memory > plan.workspaceBytes) {
      // Earlier calls, on any stream, may still use it.
      if (plan.workspace) {
        CUDA_CHECK(cuCtxSynchronize());
        CUDA_CHECK(cuMemFree(plan.workspace));
      }
      CUDA_CHECK(cuMemAlloc(&plan.workspace, algorithm.memory));
      plan.workspaceBytes = algorithm.memory;
    }
    // The math the ranking found the algorithm with (TF32 only if allowed).
    CUDNN_CHECK(cudnnSetConvolutionMathType(d.convolution, algorithm.mathType));
    // z has y's shape and order: y's descriptor.
    cudnnStatus_t status = cudnn().cudnnConvolutionBiasActivationForward(
        session.handle, &alpha1, d.image.get(), addresses[0], d.filter,
        addresses[1], d.convolution, algorithm.algo,
        reinterpret_cast<void *>(plan.workspace), plan.workspaceBytes,
        &epilogue.alpha2, d.result.get(), epilogue.z, d.bias.get(),
        epilogue.bias, d.activation, d.result.get(), addresses[2]);
    if (status == CUDNN_STATUS_SUCCESS)
      return true;
    // Ranked for the plain convolution, refused for the fused one (as
    // PyTorch does, the next one is tried).
    plan.algorithms.erase(plan.algorithms.begin());
  }
  return false;
}

/// Whether TENSOR_LAYOUT_CUDNN_UNFUSED is set (not to 0): every fused
/// convolution then runs apart, as where cuDNN fuses none of its
/// algorithms, so that a GPU run checks that path too.
bool isFusionOff() {
  static const bool off = [] {
    const char *value = std::getenv("TENSOR_LAYOUT_CUDNN_UNFUSED");
    return value && *value && std::strcmp(value, "0") != 0;
  }();
  return off;
}

/// The same as the convolution's graph plan (conv(x, w) into y) followed
/// by cuDNN's scaling, tensor additions and activation, in place on y.
void runApart(const CudnnSession &session, const Plan &plan,
              const ConvolutionPlan &convolution, float alpha1,
              const Epilogue &epilogue,
              const std::array<void *, 3> &addresses) {
  const FusedConvolutionDescriptors &d = *plan.descriptors;
  executeConvolutionPlan(session, convolution, addresses);
  float one = 1.0f, zero = 0.0f;
  if (alpha1 != 1.0f)
    CUDNN_CHECK(cudnnScaleTensor(session.handle, d.result.get(), addresses[2],
                                 &alpha1));
  if (epilogue.alpha2 != 0.0f)
    CUDNN_CHECK(cudnnAddTensor(session.handle, &epilogue.alpha2, d.result.get(),
                               epilogue.z, &one, d.result.get(), addresses[2]));
  if (epilogue.hasBias)
    CUDNN_CHECK(cudnnAddTensor(session.handle, &one, d.bias.get(),
                               epilogue.bias, &one, d.result.get(),
                               addresses[2]));
  if (epilogue.relu)
    CUDNN_CHECK(cudnnActivationForward(session.handle, d.activation, &one,
                                       d.result.get(), addresses[2], &zero,
                                       d.result.get(), addresses[2]));
}

} // namespace

TENSOR_LAYOUT_EXPORT void _mlir_ciface_tensor_layout_cudnn_conv_bias_act_f32(
    UnrankedMemRefType<float> *x, UnrankedMemRefType<float> *w,
    UnrankedMemRefType<float> *z, UnrankedMemRefType<float> *y,
    StridedMemRefType<int64_t, 1> *spec, CUstream stream) {
  const int64_t *fields = spec->data + spec->offset;
  if (spec->sizes[0] != kFields || fields[kVersion] != 2)
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
  // (The alignments: the convolution's graph plan assumes them where
  // cuDNN fuses nothing.)
  std::array<void *, 4> addresses = getDeviceAddresses<4>(
      ordinal, operands, fields[kConstants], what, {"x", "w", "z", "y"});
  ConvolutionSpec convolution;
  convolution.image = operands[0].tensor;
  convolution.filter = operands[1].tensor;
  convolution.result = operands[3].tensor;
  convolution.strides = {fields[kStrides], fields[kStrides + 1]};
  convolution.dilations = {fields[kDilations], fields[kDilations + 1]};
  convolution.paddingLow =
      convolution.paddingHigh = {fields[kPadding], fields[kPadding + 1]};
  int64_t channels = convolution.result.dims[1];
  Epilogue epilogue;
  epilogue.alpha2 = getF32FromBits(fields[kAlpha2]);
  epilogue.hasBias = fields[kHasBias] != 0;
  epilogue.relu = fields[kRelu] != 0;
  epilogue.z = addresses[2];
  epilogue.bias = reinterpret_cast<void *>(getConstantVector(
      ordinal, epilogue.hasBias ? fields[kBias] : 0, channels));
  float alpha1 = getF32FromBits(fields[kAlpha1]);
  bool allowTF32 = fields[kAllowTF32] != 0;
  std::array<void *, 3> xwy = {addresses[0], addresses[1], addresses[3]};

  CudnnSession session = openCudnnSession(ordinal);
  std::vector<int64_t> key(fields, fields + kFields);
  key.push_back(ordinal);
  // (The alignments too: cuDNN may refuse an algorithm for one.)
  for (const PackedOperand &operand : operands) {
    key.insert(key.end(), operand.tensor.dims.begin(),
               operand.tensor.dims.end());
    key.push_back(operand.tensor.alignment);
  }
  std::map<std::vector<int64_t>, Plan> &plans = getPlans();
  auto found = plans.find(key);
  if (found == plans.end())
    found = plans
                .emplace(key, createPlan(session.handle, convolution,
                                         order == 0 ? ConvolutionOrder::NCHW
                                                    : ConvolutionOrder::NHWC,
                                         epilogue.relu, allowTF32))
                .first;
  Plan &plan = found->second;
  // Where cuDNN fuses none of its algorithms: the convolution's own plan
  // (made here where that is known beforehand, outside the timed region;
  // inside it where the fused call refuses its last algorithm), then the
  // epilogue.
  const ConvolutionPlan *apart =
      plan.algorithms.empty() || isFusionOff()
          ? &getConvolutionPlan(session, ordinal, convolution, allowTF32)
          : nullptr;
  runOnLibraryStream(ordinal, stream, [&](CUstream stream) {
    HandleOnStream onStream(session, stream);
    if (!apart && runFused(session, plan, alpha1, epilogue, xwy))
      return;
    runApart(session, plan,
             apart
                 ? *apart
                 : getConvolutionPlan(session, ordinal, convolution, allowTF32),
             alpha1, epilogue, xwy);
  });
}
