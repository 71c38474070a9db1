//===- CudnnPooling.cpp - Max poolings on cuDNN's kernel ------------------===//
//
// Code lowered by convert-linalg-to-cudnn calls the function below with the
// memref descriptors of a max pooling's image and result, both packed in
// one order (NCHW or NHWC), and its window, strides and padding. cuDNN's
// legacy pooling needs no plan: a descriptor of the window, and the two
// tensors by their logical dims and strides, made per call.
//
//===----------------------------------------------------------------------===//

#include "CudnnGraph.h"
#include "LibraryCalls.h"

#include "tensor-layout/ExecutionEngine/CudnnRuntime.h"

#include <string>

using namespace tensor_layout_cuda;

namespace {
/// The description's fields (CudnnRuntime.h).
enum PoolingField {
  kVersion,
  kConstants,
  kOrder,
  kWindow,
  kStrides = kWindow + 2,
  kPadding = kStrides + 2,
  kFields = kPadding + 2
};

std::string describe(const std::array<int64_t, 4> &dims) {
  return std::to_string(dims[0]) + "x" + std::to_string(dims[1]) + "x" +
         std::to_string(dims[2]) + "x" + std::to_string(dims[3]);
}
} // namespace

TENSOR_LAYOUT_EXPORT void _mlir_ciface_tensor_layout_cudnn_max_pooling_f32(
    UnrankedMemRefType<float> *x, UnrankedMemRefType<float> *y,
    StridedMemRefType<int64_t, 1> *spec, CUstream stream) {
  const int64_t *fields = spec->data + spec->offset;
  if (spec->sizes[0] != kFields || fields[kVersion] != 2)
    fail("cuDNN max pooling: a description of another version (recompile "
         "the program with this runtime's tensor-opt)");
  const char *what = "cuDNN max pooling: operand ";
  PackedOperand image = readPackedOperand(*x, CUDNN_DATA_FLOAT, fields[kOrder],
                                          std::string(what) + "x");
  PackedOperand result = readPackedOperand(*y, CUDNN_DATA_FLOAT, fields[kOrder],
                                           std::string(what) + "y");
  if (result.buffer.spannedBytes == 0)
    return;

  int ordinal = getCurrentDevice();
  ScopedContext scope(ordinal);
  CUdeviceptr xAddress = getDeviceAddress(
      ordinal, image.buffer, fields[kConstants] & 1, std::string(what) + "x");
  CUdeviceptr yAddress =
      getDeviceAddress(ordinal, result.buffer, false, std::string(what) + "y");
  CudnnSession session = openCudnnSession(ordinal);
  TensorDescriptor xDescriptor(image.tensor.dims, image.tensor.strides);
  TensorDescriptor yDescriptor(result.tensor.dims, result.tensor.strides);
  MaxPoolingDescriptor pooling({fields[kWindow], fields[kWindow + 1]},
                               {fields[kStrides], fields[kStrides + 1]},
                               {fields[kPadding], fields[kPadding + 1]});
  // The compiler checked the result's size; cuDNN's own formula must agree.
  std::array<int64_t, 4> expected = pooling.getResultDims(xDescriptor);
  if (expected != result.tensor.dims)
    fail(std::string("cuDNN max pooling: the result is ") +
         describe(result.tensor.dims) + ", cuDNN's would be " +
         describe(expected));
  const float one = 1.0f, zero = 0.0f;
  runOnLibraryStream(ordinal, stream, [&](CUstream stream) {
    HandleOnStream onStream(session, stream);
    CUDNN_CHECK(cudnnPoolingForward(
        session.handle, pooling.get(), &one, xDescriptor.get(),
        reinterpret_cast<const void *>(xAddress), &zero, yDescriptor.get(),
        reinterpret_cast<void *>(yAddress)));
  });
}
