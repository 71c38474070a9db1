//===- CudnnSoftmax.cpp - Softmaxes on cuDNN's kernel ---------------------===//
//
// Code lowered by convert-linalg-to-cudnn calls the function below with the
// memref descriptors of a softmax's buffers. cuDNN's softmax normalizes
// along C of 4-D tensors of any strides, so a buffer's layout (padded rows,
// a softmax dim that is not innermost, input and output in different
// orders) is read as it is: ChannelSoftmax.h says how the dims map, and
// where more than three other dims remain the function calls cuDNN once
// per index of the outer ones.
//
//===----------------------------------------------------------------------===//

#include "CudnnGraph.h"
#include "LibraryCalls.h"

#include "tensor-layout/ExecutionEngine/ChannelSoftmax.h"
#include "tensor-layout/ExecutionEngine/CudnnRuntime.h"

#include <algorithm>
#include <climits>
#include <string>
#include <vector>

using namespace tensor_layout_cuda;
using mlir::layout::ChannelSoftmax;
using mlir::layout::SoftmaxDim;

namespace {

/// The description's fields (CudnnRuntime.h).
enum SoftmaxField { kVersion, kDimension, kConstants, kFields };

/// Whether cuDNN's int dims and strides hold `call`'s, all positive.
bool fitsInt(const ChannelSoftmax &call) {
  for (const SoftmaxDim &dim : call.dims)
    if (dim.size > INT_MAX || dim.xStride > INT_MAX || dim.yStride > INT_MAX ||
        dim.xStride <= 0 || dim.yStride <= 0)
      return false;
  return true;
}

} // namespace

TENSOR_LAYOUT_EXPORT void _mlir_ciface_tensor_layout_cudnn_softmax_f32(
    UnrankedMemRefType<float> *x, UnrankedMemRefType<float> *y,
    StridedMemRefType<int64_t, 1> *spec, CUstream stream) {
  const int64_t *fields = spec->data + spec->offset;
  if (spec->sizes[0] != kFields || fields[kVersion] != 2)
    fail("cuDNN softmax: a description of another version (recompile the "
         "program with this runtime's tensor-opt)");
  DynamicMemRefType<float> input(*x), output(*y);
  int64_t rank = input.rank, dim = fields[kDimension];
  if (output.rank != rank || dim < 0 || dim >= rank ||
      !std::equal(input.sizes, input.sizes + rank, output.sizes))
    fail("cuDNN softmax: x and y differ in shape, or the softmax's dim is "
         "not one of theirs");
  CallBuffer xBuffer = getCallBuffer(input), yBuffer = getCallBuffer(output);
  if (yBuffer.spannedBytes == 0)
    return;
  ChannelSoftmax call = mlir::layout::describeChannelSoftmax(
      std::vector<int64_t>(input.sizes, input.sizes + rank),
      std::vector<int64_t>(input.strides, input.strides + rank),
      std::vector<int64_t>(output.strides, output.strides + rank), dim);
  if (!fitsInt(call))
    fail("cuDNN softmax: a stride that is not positive, or a dim or stride "
         "above cuDNN's int range");

  int ordinal = getCurrentDevice();
  ScopedContext scope(ordinal);
  CUdeviceptr xAddress = getDeviceAddress(
      ordinal, xBuffer, fields[kConstants] & 1, "cuDNN softmax: operand x");
  CUdeviceptr yAddress =
      getDeviceAddress(ordinal, yBuffer, false, "cuDNN softmax: operand y");
  CudnnSession session = openCudnnSession(ordinal);
  TensorDescriptor xDescriptor(call.getSizes(), call.getStrides(false));
  TensorDescriptor yDescriptor(call.getSizes(), call.getStrides(true));
  const float one = 1.0f, zero = 0.0f;
  // The loops' indices, innermost last, and the calls' element offsets.
  std::vector<int64_t> index(call.loops.size(), 0);
  runOnLibraryStream(ordinal, stream, [&](CUstream stream) {
    HandleOnStream onStream(session, stream);
    for (;;) {
      int64_t xOffset = 0, yOffset = 0;
      for (size_t i = 0; i < index.size(); ++i) {
        xOffset += index[i] * call.loops[i].xStride;
        yOffset += index[i] * call.loops[i].yStride;
      }
      CUDNN_CHECK(cudnnSoftmaxForward(
          session.handle, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL,
          &one, xDescriptor.get(),
          reinterpret_cast<const float *>(xAddress) + xOffset, &zero,
          yDescriptor.get(), reinterpret_cast<float *>(yAddress) + yOffset));
      int64_t d = int64_t(index.size()) - 1;
      while (d >= 0 && ++index[d] == call.loops[d].size)
        index[d--] = 0;
      if (d < 0)
        return;
    }
  });
}
