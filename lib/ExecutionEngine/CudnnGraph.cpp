//===- CudnnGraph.cpp - cuDNN's graph of one convolution ------------------===//

#include "CudnnGraph.h"

#include "CudaDriver.h"
#include "LibraryCalls.h"

#include <dlfcn.h>

#include <map>

namespace tensor_layout_cuda {

namespace {
Cudnn openCudnn() {
  Cudnn library;
  const char *libraryName = "cuDNN";
  void *handle =
      openLibrary({"libcudnn.so.9", "/usr/local/cuda/lib64/libcudnn.so.9"},
                  "cuDNN 9 (libcudnn.so.9)", library.error);
  if (!handle)
    return library;
  CUDNN_FUNCTIONS(TENSOR_LAYOUT_LOOK_UP)
  return library;
}

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

cudnnBackendDescriptor_t createTensor(const ConvolutionTensor &tensor,
                                      int64_t id, bool isVirtual = false) {
  cudnnBackendDescriptor_t descriptor = create(CUDNN_BACKEND_TENSOR_DESCRIPTOR);
  if (isVirtual)
    set(descriptor, CUDNN_ATTR_TENSOR_IS_VIRTUAL, CUDNN_TYPE_BOOLEAN,
        &isVirtual);
  set(descriptor, CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE,
      &tensor.type);
  set(descriptor, CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64,
      tensor.dims.data(), 4);
  set(descriptor, CUDNN_ATTR_TENSOR_STRIDES, CUDNN_TYPE_INT64,
      tensor.strides.data(), 4);
  set(descriptor, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, &id);
  set(descriptor, CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT, CUDNN_TYPE_INT64,
      &tensor.alignment);
  CUDNN_CHECK(cudnnBackendFinalize(descriptor));
  return descriptor;
}

cudnnBackendDescriptor_t createConvolution(const ConvolutionSpec &spec) {
  cudnnBackendDescriptor_t convolution =
      create(CUDNN_BACKEND_CONVOLUTION_DESCRIPTOR);
  int64_t spatialDims = 2;
  cudnnDataType_t computeType = CUDNN_DATA_FLOAT;
  cudnnConvolutionMode_t mode = CUDNN_CROSS_CORRELATION;
  set(convolution, CUDNN_ATTR_CONVOLUTION_SPATIAL_DIMS, CUDNN_TYPE_INT64,
      &spatialDims);
  set(convolution, CUDNN_ATTR_CONVOLUTION_COMP_TYPE, CUDNN_TYPE_DATA_TYPE,
      &computeType);
  set(convolution, CUDNN_ATTR_CONVOLUTION_CONV_MODE,
      CUDNN_TYPE_CONVOLUTION_MODE, &mode);
  set(convolution, CUDNN_ATTR_CONVOLUTION_PRE_PADDINGS, CUDNN_TYPE_INT64,
      spec.paddingLow.data(), 2);
  set(convolution, CUDNN_ATTR_CONVOLUTION_POST_PADDINGS, CUDNN_TYPE_INT64,
      spec.paddingHigh.data(), 2);
  set(convolution, CUDNN_ATTR_CONVOLUTION_DILATIONS, CUDNN_TYPE_INT64,
      spec.dilations.data(), 2);
  set(convolution, CUDNN_ATTR_CONVOLUTION_FILTER_STRIDES, CUDNN_TYPE_INT64,
      spec.strides.data(), 2);
  CUDNN_CHECK(cudnnBackendFinalize(convolution));
  return convolution;
}

/// The operation y = x, computed in f32 (a copy that may convert).
cudnnBackendDescriptor_t createIdentity(cudnnBackendDescriptor_t x,
                                        cudnnBackendDescriptor_t y) {
  cudnnBackendDescriptor_t pointwise =
      create(CUDNN_BACKEND_POINTWISE_DESCRIPTOR);
  cudnnPointwiseMode_t mode = CUDNN_POINTWISE_IDENTITY;
  cudnnDataType_t precision = CUDNN_DATA_FLOAT;
  set(pointwise, CUDNN_ATTR_POINTWISE_MODE, CUDNN_TYPE_POINTWISE_MODE, &mode);
  set(pointwise, CUDNN_ATTR_POINTWISE_MATH_PREC, CUDNN_TYPE_DATA_TYPE,
      &precision);
  CUDNN_CHECK(cudnnBackendFinalize(pointwise));
  cudnnBackendDescriptor_t operation =
      create(CUDNN_BACKEND_OPERATION_POINTWISE_DESCRIPTOR);
  set(operation, CUDNN_ATTR_OPERATION_POINTWISE_PW_DESCRIPTOR,
      CUDNN_TYPE_BACKEND_DESCRIPTOR, &pointwise);
  set(operation, CUDNN_ATTR_OPERATION_POINTWISE_XDESC,
      CUDNN_TYPE_BACKEND_DESCRIPTOR, &x);
  set(operation, CUDNN_ATTR_OPERATION_POINTWISE_YDESC,
      CUDNN_TYPE_BACKEND_DESCRIPTOR, &y);
  CUDNN_CHECK(cudnnBackendFinalize(operation));
  return operation;
}
} // namespace

const Cudnn &getCudnn() {
  static const Cudnn *library = new Cudnn(openCudnn());
  return *library;
}

const Cudnn &cudnn() { return requireUsable(getCudnn()); }

CudnnSession openCudnnSession(int ordinal) {
  static std::mutex *mutex = new std::mutex();
  static auto *handles = new std::map<int, cudnnHandle_t>();
  CudnnSession session;
  session.lock = std::unique_lock<std::mutex>(*mutex);
  cudnnHandle_t &handle = (*handles)[ordinal];
  if (!handle)
    CUDNN_CHECK(cudnnCreate(&handle));
  session.handle = handle;
  return session;
}

HandleOnStream::HandleOnStream(const CudnnSession &session, CUstream stream)
    : handle(session.handle) {
  CUDNN_CHECK(cudnnSetStream(handle, stream));
}

HandleOnStream::~HandleOnStream() {
  CUDNN_CHECK(cudnnSetStream(handle, nullptr));
}

void checkCudnn(cudnnStatus_t status, const char *call) {
  if (status != CUDNN_STATUS_SUCCESS)
    fail(std::string(call) + " failed: " + cudnn().cudnnGetErrorString(status));
}

TensorDescriptor::TensorDescriptor(const std::array<int64_t, 4> &dims,
                                   const std::array<int64_t, 4> &strides) {
  int intDims[4], intStrides[4];
  for (int i = 0; i < 4; ++i) {
    intDims[i] = int(dims[i]);
    intStrides[i] = int(strides[i]);
  }
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&descriptor));
  CUDNN_CHECK(cudnnSetTensorNdDescriptor(descriptor, CUDNN_DATA_FLOAT, 4,
                                         intDims, intStrides));
}

TensorDescriptor::~TensorDescriptor() {
  cudnn().cudnnDestroyTensorDescriptor(descriptor);
}

ConvolutionTensor getPackedTensor(const std::array<int64_t, 4> &dims,
                                  ConvolutionOrder order) {
  std::array<int64_t, 4> outerToInner =
      order == ConvolutionOrder::NCHW ? std::array<int64_t, 4>{0, 1, 2, 3}
                                      : std::array<int64_t, 4>{0, 2, 3, 1};
  ConvolutionTensor tensor;
  tensor.dims = dims;
  int64_t stride = 1;
  for (int i = 3; i >= 0; --i) {
    tensor.strides[outerToInner[i]] = stride;
    stride *= dims[outerToInner[i]];
  }
  return tensor;
}

MaxPoolingDescriptor::MaxPoolingDescriptor(
    const std::array<int64_t, 2> &window, const std::array<int64_t, 2> &strides,
    const std::array<int64_t, 2> &padding) {
  CUDNN_CHECK(cudnnCreatePoolingDescriptor(&descriptor));
  CUDNN_CHECK(cudnnSetPooling2dDescriptor(
      descriptor, CUDNN_POOLING_MAX, CUDNN_PROPAGATE_NAN, int(window[0]),
      int(window[1]), int(padding[0]), int(padding[1]), int(strides[0]),
      int(strides[1])));
}

MaxPoolingDescriptor::~MaxPoolingDescriptor() {
  cudnn().cudnnDestroyPoolingDescriptor(descriptor);
}

std::array<int64_t, 4>
MaxPoolingDescriptor::getResultDims(const TensorDescriptor &image) const {
  int dims[4];
  CUDNN_CHECK(cudnnGetPooling2dForwardOutputDim(
      descriptor, image.get(), &dims[0], &dims[1], &dims[2], &dims[3]));
  return {dims[0], dims[1], dims[2], dims[3]};
}

ConvolutionTensor readPackedTensor(int64_t rank, const int64_t *bufferSizes,
                                   const int64_t *bufferStrides, int64_t order,
                                   const std::string &what,
                                   bool mayBeDepthwise) {
  bool depthwise = mayBeDepthwise && rank == 3;
  if (rank != 4 && !depthwise)
    fail(what + " has rank " + std::to_string(rank) + ", not 4");
  // The buffer's sizes and strides as 4-D ones (a unit dim 1 where
  // depthwise).
  std::array<int64_t, 4> sizes, strides;
  for (int dim = 0, from = 0; dim < 4; ++dim) {
    if (depthwise && dim == 1) {
      sizes[dim] = 1;
      strides[dim] = 1;
      continue;
    }
    sizes[dim] = bufferSizes[from];
    strides[dim] = bufferStrides[from++];
  }
  ConvolutionTensor tensor = getPackedTensor(
      sizes, order == 0 ? ConvolutionOrder::NCHW : ConvolutionOrder::NHWC);
  for (int dim = 0; dim < 4; ++dim)
    if (sizes[dim] > 1 && strides[dim] != tensor.strides[dim])
      fail(what + " is not packed in the order the compiler saw (recompile "
                  "the program with this runtime's tensor-opt)");
  return tensor;
}

cudnnBackendDescriptor_t createConvolutionGraph(const ConvolutionSpec &spec,
                                                cudnnHandle_t handle,
                                                ConvolutionGraph shape,
                                                Refusals *refusals) {
  bool throughIdentity = shape == ConvolutionGraph::ThroughIdentity;
  if (throughIdentity && spec.beta != 0.0f)
    fail("cuDNN convolution: a result written through an identity cannot "
         "be added to");
  cudnnBackendDescriptor_t result = createTensor(spec.result, kResultId);
  ConvolutionTensor sum = spec.result;
  sum.type = CUDNN_DATA_FLOAT;
  cudnnBackendDescriptor_t tensors[] = {
      createTensor(spec.image, kImageId), createTensor(spec.filter, kFilterId),
      throughIdentity ? createTensor(sum, kSumId, /*isVirtual=*/true) : result};
  cudnnBackendDescriptor_t convolution = createConvolution(spec);
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
      &spec.beta);
  CUDNN_CHECK(cudnnBackendFinalize(forward));

  cudnnBackendDescriptor_t operations[] = {
      forward, throughIdentity ? createIdentity(tensors[2], result) : nullptr};
  cudnnBackendDescriptor_t graph =
      create(CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR);
  set(graph, CUDNN_ATTR_OPERATIONGRAPH_OPS, CUDNN_TYPE_BACKEND_DESCRIPTOR,
      operations, throughIdentity ? 2 : 1);
  // Deprecated in cuDNN 9 but still how heuristics learn the device, short
  // of a device property descriptor.
  if (handle)
    set(graph, CUDNN_ATTR_OPERATIONGRAPH_HANDLE, CUDNN_TYPE_HANDLE, &handle);
  cudnnStatus_t status = cudnn().cudnnBackendFinalize(graph);
  if (status != CUDNN_STATUS_SUCCESS && handle && refusals) {
    refusals->push_back(std::string("graph: ") +
                        cudnn().cudnnGetErrorString(status));
    cudnn().cudnnBackendDestroyDescriptor(graph);
    return nullptr;
  }
  checkCudnn(status, "cudnnBackendFinalize(graph)");
  return graph;
}

std::vector<cudnnBackendDescriptor_t>
getEngineConfigs(cudnnBackendDescriptor_t graph, cudnnBackendHeurMode_t mode,
                 Refusals *refusals) {
  cudnnBackendDescriptor_t heuristics =
      create(CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR);
  set(heuristics, CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH,
      CUDNN_TYPE_BACKEND_DESCRIPTOR, &graph);
  set(heuristics, CUDNN_ATTR_ENGINEHEUR_MODE, CUDNN_TYPE_HEUR_MODE, &mode);
  // A graph the heuristics cannot rank (cuDNN refuses some in fallback
  // mode) has no configuration: the caller tries its next graph or mode.
  cudnnStatus_t status = cudnn().cudnnBackendFinalize(heuristics);
  if (status != CUDNN_STATUS_SUCCESS) {
    if (refusals)
      refusals->push_back(std::string("heuristics: ") +
                          cudnn().cudnnGetErrorString(status));
    cudnn().cudnnBackendDestroyDescriptor(heuristics);
    return {};
  }
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
  configs.resize(count);
  return configs;
}

bool isDownConverting(cudnnBackendDescriptor_t config) {
  cudnnBackendDescriptor_t engine = create(CUDNN_BACKEND_ENGINE_DESCRIPTOR);
  int64_t count = 0;
  CUDNN_CHECK(cudnnBackendGetAttribute(config, CUDNN_ATTR_ENGINECFG_ENGINE,
                                       CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &count,
                                       &engine));
  cudnnBackendNumericalNote_t notes[CUDNN_NUMERICAL_NOTE_TYPE_COUNT];
  CUDNN_CHECK(cudnnBackendGetAttribute(
      engine, CUDNN_ATTR_ENGINE_NUMERICAL_NOTE, CUDNN_TYPE_NUMERICAL_NOTE,
      CUDNN_NUMERICAL_NOTE_TYPE_COUNT, &count, notes));
  bool downConverting = false;
  for (int64_t i = 0; i < count; ++i)
    downConverting |= notes[i] == CUDNN_NUMERICAL_NOTE_TENSOR_CORE ||
                      notes[i] == CUDNN_NUMERICAL_NOTE_DOWN_CONVERT_INPUTS;
  CUDNN_CHECK(cudnnBackendDestroyDescriptor(engine));
  return downConverting;
}

} // namespace tensor_layout_cuda
