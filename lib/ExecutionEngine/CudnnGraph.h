//===- CudnnGraph.h - cuDNN's graph of one convolution ----------*- C++ -*-===//
//
// cuDNN 9, opened at run time, its handles, and the graph of one
// convolution that the runtime's cuDNN convolutions run
// (CudnnConvolution.cpp). Building the graph and
// asking cuDNN's heuristics for engines need no device, so the unit tests
// check them on machines without one.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDNNGRAPH_H
#define TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDNNGRAPH_H

#include "LibraryCalls.h"

#include <cudnn.h>

#include <array>
#include <mutex>
#include <string>
#include <vector>

namespace tensor_layout_cuda {

#define CUDNN_FUNCTIONS(X)                                                     \
  X(cudnnCreate)                                                               \
  X(cudnnSetStream)                                                            \
  X(cudnnGetErrorString)                                                       \
  X(cudnnBackendCreateDescriptor)                                              \
  X(cudnnBackendDestroyDescriptor)                                             \
  X(cudnnBackendSetAttribute)                                                  \
  X(cudnnBackendGetAttribute)                                                  \
  X(cudnnBackendFinalize)                                                      \
  X(cudnnBackendExecute)                                                       \
  X(cudnnCreateTensorDescriptor)                                               \
  X(cudnnSetTensorNdDescriptor)                                                \
  X(cudnnDestroyTensorDescriptor)                                              \
  X(cudnnSoftmaxForward)                                                       \
  X(cudnnCreatePoolingDescriptor)                                              \
  X(cudnnSetPooling2dDescriptor)                                               \
  X(cudnnGetPooling2dForwardOutputDim)                                         \
  X(cudnnDestroyPoolingDescriptor)                                             \
  X(cudnnPoolingForward)                                                       \
  X(cudnnCreateFilterDescriptor)                                               \
  X(cudnnSetFilter4dDescriptor)                                                \
  X(cudnnDestroyFilterDescriptor)                                              \
  X(cudnnCreateConvolutionDescriptor)                                          \
  X(cudnnSetConvolution2dDescriptor)                                           \
  X(cudnnSetConvolutionGroupCount)                                             \
  X(cudnnSetConvolutionMathType)                                               \
  X(cudnnGetConvolution2dForwardOutputDim)                                     \
  X(cudnnDestroyConvolutionDescriptor)                                         \
  X(cudnnCreateActivationDescriptor)                                           \
  X(cudnnSetActivationDescriptor)                                              \
  X(cudnnDestroyActivationDescriptor)                                          \
  X(cudnnGetConvolutionForwardAlgorithm_v7)                                    \
  X(cudnnConvolutionBiasActivationForward)                                     \
  X(cudnnAddTensor)                                                            \
  X(cudnnScaleTensor)                                                          \
  X(cudnnActivationForward)

struct Cudnn {
#define DECLARE_POINTER(name) decltype(&::name) name = nullptr;
  CUDNN_FUNCTIONS(DECLARE_POINTER)
#undef DECLARE_POINTER
  /// Why cuDNN cannot be used, if so.
  std::string error;
};

/// cuDNN 9, opened at the first call, from the loader's path or the CUDA
/// toolkit's usual place.
const Cudnn &getCudnn();

/// cuDNN, or exit with the reason it cannot be used.
const Cudnn &cudnn();

/// Exits with what failed unless `status` is CUDNN_STATUS_SUCCESS.
void checkCudnn(cudnnStatus_t status, const char *call);

#define CUDNN_CHECK(call)                                                      \
  ::tensor_layout_cuda::checkCudnn(::tensor_layout_cuda::cudnn().call, #call)

/// cuDNN's handle for one device, held under the lock that every cuDNN
/// call of the runtime takes: a handle serves one thread at a time, and
/// the calls wait for their kernels anyway.
struct CudnnSession {
  std::unique_lock<std::mutex> lock;
  cudnnHandle_t handle = nullptr;
};

/// The session of device `ordinal`, its handle made at the first call (the
/// device's context current).
CudnnSession openCudnnSession(int ordinal);

/// `session`'s handle on `stream` while this lives, then on the default
/// stream again: a program's stream may go back to the pool, to another
/// thread, or be destroyed once the call returns, and plans made later
/// run on the handle.
class HandleOnStream {
public:
  HandleOnStream(const CudnnSession &session, CUstream stream);
  ~HandleOnStream();
  HandleOnStream(const HandleOnStream &) = delete;
  HandleOnStream &operator=(const HandleOnStream &) = delete;

private:
  cudnnHandle_t handle;
};

/// A legacy (non-graph) cuDNN tensor descriptor of f32 elements, as the
/// softmax takes them; exits with cuDNN's reason if cuDNN refuses it.
class TensorDescriptor {
public:
  TensorDescriptor(const std::array<int64_t, 4> &dims,
                   const std::array<int64_t, 4> &strides);
  ~TensorDescriptor();
  TensorDescriptor(const TensorDescriptor &) = delete;
  TensorDescriptor &operator=(const TensorDescriptor &) = delete;

  cudnnTensorDescriptor_t get() const { return descriptor; }

private:
  cudnnTensorDescriptor_t descriptor = nullptr;
};

/// cuDNN's 2-D max pooling of `window` at `strides`, padded alike on both
/// sides by `padding` (legacy API; NaNs propagate, as arith.maximumf's).
class MaxPoolingDescriptor {
public:
  MaxPoolingDescriptor(const std::array<int64_t, 2> &window,
                       const std::array<int64_t, 2> &strides,
                       const std::array<int64_t, 2> &padding);
  ~MaxPoolingDescriptor();
  MaxPoolingDescriptor(const MaxPoolingDescriptor &) = delete;
  MaxPoolingDescriptor &operator=(const MaxPoolingDescriptor &) = delete;

  cudnnPoolingDescriptor_t get() const { return descriptor; }

  /// The result's dims (N, C, H, W) cuDNN gives an image of `image`'s.
  std::array<int64_t, 4> getResultDims(const TensorDescriptor &image) const;

private:
  cudnnPoolingDescriptor_t descriptor = nullptr;
};

/// The tensors' unique ids in the graph and the variant pack (the sum is
/// virtual: the graph's own).
enum ConvolutionTensorId : int64_t {
  kImageId = 'x',
  kFilterId = 'w',
  kResultId = 'y',
  kSumId = 's'
};

/// A tensor of the convolution: logical dims (N, C, H, W or F, C, KH, KW),
/// their strides, the alignment of its start in bytes, and its elements'
/// type.
struct ConvolutionTensor {
  std::array<int64_t, 4> dims, strides;
  int64_t alignment = 16;
  cudnnDataType_t type = CUDNN_DATA_FLOAT;
};

/// The orders a convolution's tensors are packed in.
enum class ConvolutionOrder { NCHW, NHWC };

/// A dense tensor of `dims` (N, C, H, W) in `order`, aligned to 16 bytes.
/// cuDNN checks the strides of dims of extent 1 too: these are a dense
/// buffer's, whatever the memref says of them.
ConvolutionTensor getPackedTensor(const std::array<int64_t, 4> &dims,
                                  ConvolutionOrder order);

/// A buffer of a call: where it is, and its tensor.
struct PackedOperand {
  CallBuffer buffer;
  ConvolutionTensor tensor;
};

/// A 4-D buffer of `sizes` and `strides` packed in `order` (0: NCHW, 1:
/// NHWC), or a depthwise filter (C, KH, KW) where `mayBeDepthwise`, seen
/// as the grouped filter (C, 1, KH, KW): its dims and the strides of a
/// dense buffer in that order, which are its own wherever a dim has more
/// than one element (cuDNN checks strides of extent-1 dims too). Exits
/// naming `what` where it is not.
ConvolutionTensor readPackedTensor(int64_t rank, const int64_t *sizes,
                                   const int64_t *strides, int64_t order,
                                   const std::string &what,
                                   bool mayBeDepthwise);

/// `memref`, a buffer readPackedTensor accepts, of elements of cuDNN's
/// `type`.
template <typename T>
PackedOperand readPackedOperand(const UnrankedMemRefType<T> &memref,
                                cudnnDataType_t type, int64_t order,
                                const std::string &what,
                                bool mayBeDepthwise = false) {
  DynamicMemRefType<T> buffer(memref);
  PackedOperand operand;
  operand.buffer = getCallBuffer(buffer);
  operand.tensor = readPackedTensor(buffer.rank, buffer.sizes, buffer.strides,
                                    order, what, mayBeDepthwise);
  operand.tensor.type = type;
  return operand;
}

/// The addresses where device `ordinal` reads `operands` (getDeviceAddress;
/// bit i of `constants` marks operand i a constant of the program's, named
/// `what` + `names[i]` in messages), each tensor's alignment set from its
/// own. Call with the device's context current.
template <size_t N>
std::array<void *, N>
getDeviceAddresses(int ordinal, std::array<PackedOperand, N> &operands,
                   int64_t constants, const std::string &what,
                   const std::array<const char *, N> &names) {
  std::array<void *, N> addresses;
  for (size_t i = 0; i < N; ++i) {
    CUdeviceptr address =
        getDeviceAddress(ordinal, operands[i].buffer,
                         constants & (int64_t(1) << i), what + names[i]);
    addresses[i] = reinterpret_cast<void *>(address);
    operands[i].tensor.alignment = getAlignment(address, 16);
  }
  return addresses;
}

/// y = conv(x, w) + beta * y, the image padded with zeros, computed in
/// f32 (x and w may hold bf16 elements).
struct ConvolutionSpec {
  ConvolutionTensor image, filter, result;
  std::array<int64_t, 2> strides = {1, 1}, dilations = {1, 1};
  std::array<int64_t, 2> paddingLow = {0, 0}, paddingHigh = {0, 0};
  float beta = 0.0f;
};

/// How a graph computes a convolution: one operation that writes the
/// result, or the convolution into a virtual f32 tensor that an identity
/// writes to the result (cuDNN's runtime fusion engines' form, which they
/// may take where no single-operation engine takes bf16 inputs into an f32
/// result; the result is not added to).
enum class ConvolutionGraph { Direct, ThroughIdentity };

/// Why cuDNN refused what a plan was made of, in the order it did, for the
/// message of a call that finds no engine.
using Refusals = std::vector<std::string>;

/// The finalized graph of `spec`'s convolution, for `handle`'s device (null:
/// cuDNN's choice, for the heuristics alone). Where `refusals` is given and
/// the device's cuDNN refuses the graph, null, with cuDNN's reason added
/// (the caller tries another).
cudnnBackendDescriptor_t
createConvolutionGraph(const ConvolutionSpec &spec, cudnnHandle_t handle,
                       ConvolutionGraph shape = ConvolutionGraph::Direct,
                       Refusals *refusals = nullptr);

/// The engine configurations that cuDNN's heuristics (`mode`) rank for
/// `graph`, best first; none where they refuse it (cuDNN's reason added to
/// `refusals` if given).
std::vector<cudnnBackendDescriptor_t>
getEngineConfigs(cudnnBackendDescriptor_t graph, cudnnBackendHeurMode_t mode,
                 Refusals *refusals = nullptr);

/// Whether the engine of `config` computes on tensor cores or converts its
/// inputs down (TF32 for f32 data: about 1e-3 relative error).
bool isDownConverting(cudnnBackendDescriptor_t config);

} // namespace tensor_layout_cuda

#endif // TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDNNGRAPH_H
