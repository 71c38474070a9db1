//===- CudnnConvolution.cpp - Convolutions on cuDNN's kernels -------------===//
//
// Code lowered by convert-linalg-to-cudnn calls the function below with the
// memref descriptors of a convolution's buffers. Each call's shapes, order
// and alignment make a plan, built once with cuDNN's graph API: a graph of
// one convolution over tensors described by their logical dims and the
// strides of their order, the first engine configuration that cuDNN's
// heuristics rank and that finalizes, and its workspace. cuDNN is opened
// at first use, as the driver is, so that nothing of CUDA is linked; the
// buffers reach the device as LibraryCalls.h says.
//
//===----------------------------------------------------------------------===//

#include "CudnnConvolution.h"
#include "LibraryCalls.h"

#include "tensor-layout/ExecutionEngine/CudnnRuntime.h"

#include <array>
#include <cstring>
#include <map>
#include <string>
#include <vector>

using namespace tensor_layout_cuda;

namespace {

/// The description's fields (CudnnRuntime.h).
enum SpecField {
  kVersion,
  kBeta,
  kConstants,
  kOrder,
  kAllowTF32,
  kSpatialDims,
  kStrides,
  kDilations = kStrides + 2,
  kPaddingLow = kDilations + 2,
  kPaddingHigh = kPaddingLow + 2,
  kFields = kPaddingHigh + 2
};

/// The first of the engine configurations that cuDNN's heuristics (`mode`)
/// rank for `graph` whose execution plan finalizes, or null; without
/// `allowTF32`, the first that computes in f32 throughout.
cudnnBackendDescriptor_t findPlan(cudnnHandle_t handle,
                                  cudnnBackendDescriptor_t graph,
                                  cudnnBackendHeurMode_t mode, bool allowTF32,
                                  Refusals &refusals) {
  std::vector<cudnnBackendDescriptor_t> configs =
      getEngineConfigs(graph, mode, &refusals);
  cudnnStatus_t firstRefusal = CUDNN_STATUS_SUCCESS;
  int skipped = 0;
  for (cudnnBackendDescriptor_t config : configs) {
    if (!allowTF32 && isDownConverting(config)) {
      ++skipped;
      continue;
    }
    cudnnBackendDescriptor_t plan;
    CUDNN_CHECK(cudnnBackendCreateDescriptor(
        CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR, &plan));
    CUDNN_CHECK(cudnnBackendSetAttribute(plan, CUDNN_ATTR_EXECUTION_PLAN_HANDLE,
                                         CUDNN_TYPE_HANDLE, 1, &handle));
    CUDNN_CHECK(
        cudnnBackendSetAttribute(plan, CUDNN_ATTR_EXECUTION_PLAN_ENGINE_CONFIG,
                                 CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &config));
    cudnnStatus_t status = cudnn().cudnnBackendFinalize(plan);
    if (status == CUDNN_STATUS_SUCCESS)
      return plan;
    if (firstRefusal == CUDNN_STATUS_SUCCESS)
      firstRefusal = status;
    cudnn().cudnnBackendDestroyDescriptor(plan);
  }
  std::string heuristic =
      mode == CUDNN_HEUR_MODE_A ? "heuristics A" : "fallback heuristics";
  if (skipped)
    refusals.push_back(heuristic + ": " + std::to_string(skipped) +
                       " engines compute in TF32 (allow-tf32=false)");
  if (firstRefusal != CUDNN_STATUS_SUCCESS)
    refusals.push_back(heuristic + ": execution plan: " +
                       cudnn().cudnnGetErrorString(firstRefusal));
  else if (configs.empty() && !skipped)
    refusals.push_back(heuristic + ": no engine ranked");
  return nullptr;
}

/// The plan of `spec` on the first graph shape that some engine runs: the
/// direct one, then (bf16 inputs into an f32 result, not added to) the one
/// through an identity. bf16 products are exact in f32, so tensor cores
/// summing them in f32 are no down-conversion.
ConvolutionPlan createPlan(cudnnHandle_t handle, const ConvolutionSpec &spec,
                           bool allowTF32) {
  bool bf16 = spec.image.type == CUDNN_DATA_BFLOAT16;
  std::vector<ConvolutionGraph> shapes = {ConvolutionGraph::Direct};
  if (bf16 && spec.beta == 0.0f)
    shapes.push_back(ConvolutionGraph::ThroughIdentity);
  ConvolutionPlan plan;
  Refusals refusals;
  for (ConvolutionGraph shape : shapes) {
    cudnnBackendDescriptor_t graph =
        createConvolutionGraph(spec, handle, shape, bf16 ? &refusals : nullptr);
    if (!graph)
      continue;
    for (cudnnBackendHeurMode_t mode :
         {CUDNN_HEUR_MODE_A, CUDNN_HEUR_MODE_FALLBACK}) {
      plan.plan = findPlan(handle, graph, mode, allowTF32 || bf16, refusals);
      if (plan.plan)
        break;
    }
    if (plan.plan)
      break;
  }
  if (!plan.plan) {
    std::string reasons;
    for (const std::string &refusal : refusals)
      reasons += "; " + refusal;
    fail("cuDNN has no engine for this " + std::to_string(spec.filter.dims[2]) +
         "x" + std::to_string(spec.filter.dims[3]) + (bf16 ? " bf16" : " f32") +
         " convolution (image " + std::to_string(spec.image.dims[1]) +
         " channels, " + std::to_string(spec.image.dims[2]) + "x" +
         std::to_string(spec.image.dims[3]) + reasons + ")");
  }
  int64_t bytes = 0, count = 0;
  CUDNN_CHECK(cudnnBackendGetAttribute(plan.plan,
                                       CUDNN_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE,
                                       CUDNN_TYPE_INT64, 1, &count, &bytes));
  if (bytes > 0)
    CUDA_CHECK(cuMemAlloc(&plan.workspace, bytes));
  return plan;
}

/// The plans made so far, under the cuDNN session's lock.
std::map<std::vector<int64_t>, ConvolutionPlan> &getPlans() {
  static auto *plans = new std::map<std::vector<int64_t>, ConvolutionPlan>();
  return *plans;
}

/// What makes `spec`'s plan on device `ordinal`: every tensor's dims,
/// strides, alignment and type, the window and beta.
std::vector<int64_t> getPlanKey(int ordinal, const ConvolutionSpec &spec,
                                bool allowTF32) {
  std::vector<int64_t> key = {ordinal, allowTF32, getF32Bits(spec.beta)};
  for (const ConvolutionTensor *tensor :
       {&spec.image, &spec.filter, &spec.result}) {
    key.insert(key.end(), tensor->dims.begin(), tensor->dims.end());
    key.insert(key.end(), tensor->strides.begin(), tensor->strides.end());
    key.push_back(tensor->alignment);
    key.push_back(tensor->type);
  }
  for (const std::array<int64_t, 2> *window :
       {&spec.strides, &spec.dilations, &spec.paddingLow, &spec.paddingHigh})
    key.insert(key.end(), window->begin(), window->end());
  return key;
}

/// y = conv(x, w) + beta * y for either entry point below: x and w of
/// cuDNN's `inputType` (elements T), y f32.
template <typename T>
void runConvolution(UnrankedMemRefType<T> *x, UnrankedMemRefType<T> *w,
                    UnrankedMemRefType<float> *y,
                    StridedMemRefType<int64_t, 1> *spec, CUstream stream,
                    cudnnDataType_t inputType) {
  const int64_t *fields = spec->data + spec->offset;
  if (spec->sizes[0] != kFields || fields[kVersion] != 4 ||
      fields[kSpatialDims] != 2)
    fail("cuDNN convolution: a description of another version (recompile "
         "the program with this runtime's tensor-opt)");
  int64_t order = fields[kOrder];
  const char *what = "cuDNN convolution: operand ";
  std::array<PackedOperand, 3> operands = {
      readPackedOperand(*x, inputType, order, std::string(what) + "x"),
      readPackedOperand(*w, inputType, order, std::string(what) + "w",
                        /*mayBeDepthwise=*/true),
      readPackedOperand(*y, CUDNN_DATA_FLOAT, order, std::string(what) + "y")};
  if (operands[2].buffer.spannedBytes == 0)
    return;
  float beta = getF32FromBits(fields[kBeta]);

  int ordinal = getCurrentDevice();
  ScopedContext scope(ordinal);
  std::array<void *, 3> addresses = getDeviceAddresses<3>(
      ordinal, operands, fields[kConstants], what, {"x", "w", "y"});
  ConvolutionSpec convolution;
  convolution.image = operands[0].tensor;
  convolution.filter = operands[1].tensor;
  convolution.result = operands[2].tensor;
  convolution.strides = {fields[kStrides], fields[kStrides + 1]};
  convolution.dilations = {fields[kDilations], fields[kDilations + 1]};
  convolution.paddingLow = {fields[kPaddingLow], fields[kPaddingLow + 1]};
  convolution.paddingHigh = {fields[kPaddingHigh], fields[kPaddingHigh + 1]};
  convolution.beta = beta;

  CudnnSession session = openCudnnSession(ordinal);
  const ConvolutionPlan &plan = getConvolutionPlan(
      session, ordinal, convolution, fields[kAllowTF32] != 0);
  runOnLibraryStream(ordinal, stream, [&](CUstream stream) {
    HandleOnStream onStream(session, stream);
    executeConvolutionPlan(session, plan, addresses);
  });
}

} // namespace

namespace tensor_layout_cuda {

const ConvolutionPlan &getConvolutionPlan(const CudnnSession &session,
                                          int ordinal,
                                          const ConvolutionSpec &spec,
                                          bool allowTF32) {
  std::map<std::vector<int64_t>, ConvolutionPlan> &plans = getPlans();
  std::vector<int64_t> key = getPlanKey(ordinal, spec, allowTF32);
  auto found = plans.find(key);
  if (found == plans.end())
    found =
        plans.emplace(key, createPlan(session.handle, spec, allowTF32)).first;
  return found->second;
}

void executeConvolutionPlan(const CudnnSession &session,
                            const ConvolutionPlan &plan,
                            const std::array<void *, 3> &addresses) {
  cudnnBackendDescriptor_t pack;
  CUDNN_CHECK(cudnnBackendCreateDescriptor(
      CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR, &pack));
  int64_t ids[] = {kImageId, kFilterId, kResultId};
  void *workspace = reinterpret_cast<void *>(plan.workspace);
  CUDNN_CHECK(cudnnBackendSetAttribute(pack, CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS,
                                       CUDNN_TYPE_INT64, 3, ids));
  CUDNN_CHECK(cudnnBackendSetAttribute(
      pack, CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS, CUDNN_TYPE_VOID_PTR, 3,
      const_cast<void **>(addresses.data())));
  CUDNN_CHECK(cudnnBackendSetAttribute(pack, CUDNN_ATTR_VARIANT_PACK_WORKSPACE,
                                       CUDNN_TYPE_VOID_PTR, 1, &workspace));
  CUDNN_CHECK(cudnnBackendFinalize(pack));
  CUDNN_CHECK(cudnnBackendExecute(session.handle, plan.plan, pack));
  CUDNN_CHECK(cudnnBackendDestroyDescriptor(pack));
}

} // namespace tensor_layout_cuda

TENSOR_LAYOUT_EXPORT void _mlir_ciface_tensor_layout_cudnn_conv_f32(
    UnrankedMemRefType<float> *x, UnrankedMemRefType<float> *w,
    UnrankedMemRefType<float> *y, StridedMemRefType<int64_t, 1> *spec,
    CUstream stream) {
  runConvolution(x, w, y, spec, stream, CUDNN_DATA_FLOAT);
}

TENSOR_LAYOUT_EXPORT void _mlir_ciface_tensor_layout_cudnn_conv_bf16(
    UnrankedMemRefType<uint16_t> *x, UnrankedMemRefType<uint16_t> *w,
    UnrankedMemRefType<float> *y, StridedMemRefType<int64_t, 1> *spec,
    CUstream stream) {
  runConvolution(x, w, y, spec, stream, CUDNN_DATA_BFLOAT16);
}

TENSOR_LAYOUT_EXPORT int tensorLayoutCudaOpenCudnn(void) {
  const Cudnn &library = getCudnn();
  if (library.error.empty())
    return 0;
  setLastError(library.error);
  return -1;
}
