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

#include "LibraryCalls.h"

#include "tensor-layout/ExecutionEngine/CudnnRuntime.h"

#include <cudnn.h>
#include <dlfcn.h>

#include <array>
#include <cstring>
#include <map>
#include <string>
#include <vector>

using namespace tensor_layout_cuda;

namespace {

#define CUDNN_FUNCTIONS(X)                                                     \
  X(cudnnCreate)                                                               \
  X(cudnnSetStream)                                                            \
  X(cudnnGetErrorString)                                                       \
  X(cudnnBackendCreateDescriptor)                                              \
  X(cudnnBackendDestroyDescriptor)                                             \
  X(cudnnBackendSetAttribute)                                                  \
  X(cudnnBackendGetAttribute)                                                  \
  X(cudnnBackendFinalize)                                                      \
  X(cudnnBackendExecute)

struct Cudnn {
#define DECLARE_POINTER(name) decltype(&::name) name = nullptr;
  CUDNN_FUNCTIONS(DECLARE_POINTER)
#undef DECLARE_POINTER
  std::string error;
};

/// cuDNN 9, from the loader's path or the CUDA toolkit's usual place.
Cudnn openCudnn() {
  Cudnn library;
  void *handle =
      openLibrary({"libcudnn.so.9", "/usr/local/cuda/lib64/libcudnn.so.9"},
                  "cuDNN 9 (libcudnn.so.9)", library.error);
  if (!handle)
    return library;
#define LOOK_UP(name)                                                          \
  library.name =                                                               \
      reinterpret_cast<decltype(library.name)>(dlsym(handle, #name));          \
  if (!library.name) {                                                         \
    library.error = "cuDNN lacks " #name;                                      \
    return library;                                                            \
  }
  CUDNN_FUNCTIONS(LOOK_UP)
#undef LOOK_UP
  return library;
}

const Cudnn &getCudnn() {
  static const Cudnn *library = new Cudnn(openCudnn());
  return *library;
}

const Cudnn &cudnn() {
  const Cudnn &library = getCudnn();
  if (!library.error.empty())
    fail(library.error);
  return library;
}

void checkCudnn(cudnnStatus_t status, const char *call) {
  if (status != CUDNN_STATUS_SUCCESS)
    fail(std::string(call) + " failed: " + cudnn().cudnnGetErrorString(status));
}

#define CUDNN_CHECK(call) checkCudnn(cudnn().call, #call)

/// A backend descriptor of `type`.
cudnnBackendDescriptor_t create(cudnnBackendDescriptorType_t type) {
  cudnnBackendDescriptor_t descriptor;
  CUDNN_CHECK(cudnnBackendCreateDescriptor(type, &descriptor));
  return descriptor;
}

void set(cudnnBackendDescriptor_t descriptor, cudnnBackendAttributeName_t name,
         cudnnBackendAttributeType_t type, const void *values,
         int64_t count = 1) {
  CUDNN_CHECK(cudnnBackendSetAttribute(descriptor, name, type, count,
                                       const_cast<void *>(values)));
}

/// The tensors' unique ids in the graph and the variant pack.
enum TensorId : int64_t { kImage = 'x', kFilter = 'w', kResult = 'y' };

/// A buffer of the call: where it is, its logical dims, and their strides.
struct Operand {
  CallBuffer buffer;
  std::array<int64_t, 4> dims, strides;
};

/// The description's fields (CudnnRuntime.h).
enum SpecField {
  kVersion,
  kBeta,
  kConstants,
  kOrder,
  kSpatialDims,
  kStrides,
  kDilations = kStrides + 2,
  kFields = kDilations + 2
};

/// `memref`, a 4-D buffer packed in `order` (0: NCHW, 1: NHWC): its dims
/// and the strides of a dense buffer in that order, which are its own
/// wherever a dim has more than one element (cuDNN checks strides of
/// extent-1 dims too).
Operand readOperand(const UnrankedMemRefType<float> &memref, int64_t order,
                    const char *name) {
  DynamicMemRefType<float> buffer(memref);
  std::string what = std::string("cuDNN convolution: operand ") + name;
  if (buffer.rank != 4)
    fail(what + " has rank " + std::to_string(buffer.rank) + ", not 4");
  Operand operand;
  operand.buffer = getCallBuffer(buffer);
  std::array<int64_t, 4> inner = order == 0
                                     ? std::array<int64_t, 4>{0, 1, 2, 3}
                                     : std::array<int64_t, 4>{0, 2, 3, 1};
  int64_t stride = 1;
  for (int i = 3; i >= 0; --i) {
    int64_t dim = inner[i];
    operand.dims[dim] = buffer.sizes[dim];
    operand.strides[dim] = stride;
    if (buffer.sizes[dim] > 1 && buffer.strides[dim] != stride)
      fail(what + " is not packed in the order the compiler saw (recompile "
                  "the program with this runtime's tensor-opt)");
    stride *= buffer.sizes[dim];
  }
  return operand;
}

/// The largest power of two up to 16 that divides `address`: what cuDNN may
/// assume of a tensor's start.
int64_t getAlignment(CUdeviceptr address) {
  int64_t alignment = 16;
  while (address % alignment)
    alignment /= 2;
  return alignment;
}

cudnnBackendDescriptor_t createTensor(const Operand &operand, int64_t id,
                                      int64_t alignment) {
  cudnnBackendDescriptor_t tensor = create(CUDNN_BACKEND_TENSOR_DESCRIPTOR);
  cudnnDataType_t type = CUDNN_DATA_FLOAT;
  set(tensor, CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE, &type);
  set(tensor, CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64,
      operand.dims.data(), 4);
  set(tensor, CUDNN_ATTR_TENSOR_STRIDES, CUDNN_TYPE_INT64,
      operand.strides.data(), 4);
  set(tensor, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, &id);
  set(tensor, CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT, CUDNN_TYPE_INT64, &alignment);
  CUDNN_CHECK(cudnnBackendFinalize(tensor));
  return tensor;
}

/// A plan: the execution plan and the workspace it needs.
struct Plan {
  cudnnBackendDescriptor_t plan = nullptr;
  CUdeviceptr workspace = 0;
};

/// The graph of one convolution y = conv(x, w) + beta * y.
cudnnBackendDescriptor_t createGraph(cudnnHandle_t handle,
                                     const std::array<Operand, 3> &operands,
                                     const std::array<int64_t, 3> &alignments,
                                     const int64_t *fields, float beta) {
  std::array<cudnnBackendDescriptor_t, 3> tensors;
  const TensorId ids[] = {kImage, kFilter, kResult};
  for (int i = 0; i < 3; ++i)
    tensors[i] = createTensor(operands[i], ids[i], alignments[i]);

  cudnnBackendDescriptor_t convolution =
      create(CUDNN_BACKEND_CONVOLUTION_DESCRIPTOR);
  int64_t spatialDims = 2;
  int64_t padding[] = {0, 0};
  cudnnDataType_t computeType = CUDNN_DATA_FLOAT;
  cudnnConvolutionMode_t mode = CUDNN_CROSS_CORRELATION;
  set(convolution, CUDNN_ATTR_CONVOLUTION_SPATIAL_DIMS, CUDNN_TYPE_INT64,
      &spatialDims);
  set(convolution, CUDNN_ATTR_CONVOLUTION_COMP_TYPE, CUDNN_TYPE_DATA_TYPE,
      &computeType);
  set(convolution, CUDNN_ATTR_CONVOLUTION_CONV_MODE,
      CUDNN_TYPE_CONVOLUTION_MODE, &mode);
  set(convolution, CUDNN_ATTR_CONVOLUTION_PRE_PADDINGS, CUDNN_TYPE_INT64,
      padding, 2);
  set(convolution, CUDNN_ATTR_CONVOLUTION_POST_PADDINGS, CUDNN_TYPE_INT64,
      padding, 2);
  set(convolution, CUDNN_ATTR_CONVOLUTION_DILATIONS, CUDNN_TYPE_INT64,
      fields + kDilations, 2);
  set(convolution, CUDNN_ATTR_CONVOLUTION_FILTER_STRIDES, CUDNN_TYPE_INT64,
      fields + kStrides, 2);
  CUDNN_CHECK(cudnnBackendFinalize(convolution));

  cudnnBackendDescriptor_t forward =
      create(CUDNN_BACKEND_OPERATION_CONVOLUTION_FORWARD_DESCRIPTOR);
  float alpha = 1.0f;
  set(forward, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_X,
      CUDNN_TYPE_BACKEND_DESCRIPTOR, &tensors[0]);
  set(forward, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_W,
      CUDNN_TYPE_BACKEND_DESCRIPTOR, &tensors[1]);
  set(forward, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_Y,
      CUDNN_TYPE_BACKEND_DESCRIPTOR, &tensors[2]);
  set(forward, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_CONV_DESC,
      CUDNN_TYPE_BACKEND_DESCRIPTOR, &convolution);
  set(forward, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_ALPHA, CUDNN_TYPE_FLOAT,
      &alpha);
  set(forward, CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_BETA, CUDNN_TYPE_FLOAT,
      &beta);
  CUDNN_CHECK(cudnnBackendFinalize(forward));

  cudnnBackendDescriptor_t graph =
      create(CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR);
  set(graph, CUDNN_ATTR_OPERATIONGRAPH_OPS, CUDNN_TYPE_BACKEND_DESCRIPTOR,
      &forward);
  set(graph, CUDNN_ATTR_OPERATIONGRAPH_HANDLE, CUDNN_TYPE_HANDLE, &handle);
  CUDNN_CHECK(cudnnBackendFinalize(graph));
  return graph;
}

/// The first of the engine configurations that cuDNN's heuristics (`mode`)
/// rank for `graph` whose execution plan finalizes, or null.
cudnnBackendDescriptor_t findPlan(cudnnHandle_t handle,
                                  cudnnBackendDescriptor_t graph,
                                  cudnnBackendHeurMode_t mode) {
  cudnnBackendDescriptor_t heuristics =
      create(CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR);
  set(heuristics, CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH,
      CUDNN_TYPE_BACKEND_DESCRIPTOR, &graph);
  set(heuristics, CUDNN_ATTR_ENGINEHEUR_MODE, CUDNN_TYPE_HEUR_MODE, &mode);
  CUDNN_CHECK(cudnnBackendFinalize(heuristics));
  int64_t count = 0;
  CUDNN_CHECK(cudnnBackendGetAttribute(
      heuristics, CUDNN_ATTR_ENGINEHEUR_RESULTS, CUDNN_TYPE_BACKEND_DESCRIPTOR,
      0, &count, nullptr));
  std::vector<cudnnBackendDescriptor_t> configs(count);
  for (cudnnBackendDescriptor_t &config : configs)
    config = create(CUDNN_BACKEND_ENGINECFG_DESCRIPTOR);
  CUDNN_CHECK(cudnnBackendGetAttribute(
      heuristics, CUDNN_ATTR_ENGINEHEUR_RESULTS, CUDNN_TYPE_BACKEND_DESCRIPTOR,
      count, &count, configs.data()));
  cudnnBackendDescriptor_t found = nullptr;
  for (int64_t i = 0; i < count && !found; ++i) {
    cudnnBackendDescriptor_t plan =
        create(CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR);
    set(plan, CUDNN_ATTR_EXECUTION_PLAN_HANDLE, CUDNN_TYPE_HANDLE, &handle);
    set(plan, CUDNN_ATTR_EXECUTION_PLAN_ENGINE_CONFIG,
        CUDNN_TYPE_BACKEND_DESCRIPTOR, &configs[i]);
    if (cudnn().cudnnBackendFinalize(plan) == CUDNN_STATUS_SUCCESS)
      found = plan;
    else
      cudnn().cudnnBackendDestroyDescriptor(plan);
  }
  return found;
}

Plan createPlan(cudnnHandle_t handle, const std::array<Operand, 3> &operands,
                const std::array<int64_t, 3> &alignments, const int64_t *fields,
                float beta) {
  cudnnBackendDescriptor_t graph =
      createGraph(handle, operands, alignments, fields, beta);
  Plan plan;
  plan.plan = findPlan(handle, graph, CUDNN_HEUR_MODE_A);
  if (!plan.plan)
    plan.plan = findPlan(handle, graph, CUDNN_HEUR_MODE_FALLBACK);
  if (!plan.plan)
    fail("cuDNN has no engine for a " + std::to_string(operands[1].dims[2]) +
         "x" + std::to_string(operands[1].dims[3]) +
         " f32 convolution of these shapes in " +
         (fields[kOrder] ? "NHWC" : "NCHW"));
  int64_t bytes = 0, count = 0;
  CUDNN_CHECK(cudnnBackendGetAttribute(plan.plan,
                                       CUDNN_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE,
                                       CUDNN_TYPE_INT64, 1, &count, &bytes));
  if (bytes > 0)
    CUDA_CHECK(cuMemAlloc(&plan.workspace, bytes));
  return plan;
}

struct State {
  std::mutex mutex;
  /// A handle per device.
  std::map<int, cudnnHandle_t> handles;
  std::map<std::vector<int64_t>, Plan> plans;
};

State &getState() {
  static State *state = new State();
  return *state;
}

} // namespace

TENSOR_LAYOUT_EXPORT void _mlir_ciface_tensor_layout_cudnn_conv_f32(
    UnrankedMemRefType<float> *x, UnrankedMemRefType<float> *w,
    UnrankedMemRefType<float> *y, StridedMemRefType<int64_t, 1> *spec) {
  const int64_t *fields = spec->data + spec->offset;
  if (spec->sizes[0] != kFields || fields[kVersion] != 1 ||
      fields[kSpatialDims] != 2)
    fail("cuDNN convolution: a description of another version (recompile "
         "the program with this runtime's tensor-opt)");
  int64_t order = fields[kOrder];
  std::array<Operand, 3> operands = {readOperand(*x, order, "x"),
                                     readOperand(*w, order, "w"),
                                     readOperand(*y, order, "y")};
  if (operands[2].buffer.spannedBytes == 0)
    return;
  uint32_t betaBits = uint32_t(fields[kBeta]);
  float beta;
  std::memcpy(&beta, &betaBits, sizeof(beta));

  ScopedContext scope;
  std::array<void *, 3> addresses;
  std::array<int64_t, 3> alignments;
  const char *names[] = {"x", "w", "y"};
  for (int i = 0; i < 3; ++i) {
    CUdeviceptr address =
        getDeviceAddress(operands[i].buffer, fields[kConstants] & (1 << i),
                         std::string("cuDNN convolution: operand ") + names[i]);
    addresses[i] = reinterpret_cast<void *>(address);
    alignments[i] = getAlignment(address);
  }
  State &state = getState();
  std::lock_guard<std::mutex> lock(state.mutex);
  cudnnHandle_t &handle = state.handles[defaultDevice];
  if (!handle)
    CUDNN_CHECK(cudnnCreate(&handle));
  std::vector<int64_t> key(fields, fields + kFields);
  key.push_back(defaultDevice);
  for (int i = 0; i < 3; ++i) {
    key.insert(key.end(), operands[i].dims.begin(), operands[i].dims.end());
    key.push_back(alignments[i]);
  }
  auto found = state.plans.find(key);
  if (found == state.plans.end())
    found = state.plans
                .emplace(key,
                         createPlan(handle, operands, alignments, fields, beta))
                .first;
  const Plan &plan = found->second;

  cudnnBackendDescriptor_t pack = create(CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR);
  int64_t ids[] = {kImage, kFilter, kResult};
  void *workspace = reinterpret_cast<void *>(plan.workspace);
  set(pack, CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS, CUDNN_TYPE_INT64, ids, 3);
  set(pack, CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS, CUDNN_TYPE_VOID_PTR,
      addresses.data(), 3);
  set(pack, CUDNN_ATTR_VARIANT_PACK_WORKSPACE, CUDNN_TYPE_VOID_PTR, &workspace);
  CUDNN_CHECK(cudnnBackendFinalize(pack));
  runOnLibraryStream([&](CUstream stream) {
    CUDNN_CHECK(cudnnSetStream(handle, stream));
    CUDNN_CHECK(cudnnBackendExecute(handle, plan.plan, pack));
  });
  CUDNN_CHECK(cudnnBackendDestroyDescriptor(pack));
}

TENSOR_LAYOUT_EXPORT int tensorLayoutCudaOpenCudnn(void) {
  const Cudnn &library = getCudnn();
  if (library.error.empty())
    return 0;
  setLastError(library.error);
  return -1;
}
