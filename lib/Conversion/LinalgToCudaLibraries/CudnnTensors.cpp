//===- CudnnTensors.cpp - Buffers as cuDNN's kernels read them ------------===//

#include "Conversion/LinalgToCudaLibraries/CudnnTensors.h"

#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"

using namespace mlir;
using namespace mlir::layout;

std::optional<SmallVector<int64_t>>
mlir::layout::getStaticBufferStrides(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape() || memref.getMemorySpace())
    return std::nullopt;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(memref.getStridesAndOffset(strides, offset)))
    return std::nullopt;
  return strides;
}

bool mlir::layout::isPackedIn(Type type, int64_t rank,
                              ArrayRef<int64_t> outerToInner) {
  std::optional<SmallVector<int64_t>> strides = getStaticBufferStrides(type);
  if (!strides || cast<MemRefType>(type).getRank() != rank)
    return false;
  ArrayRef<int64_t> shape = cast<MemRefType>(type).getShape();
  int64_t expected = 1;
  for (int64_t dim : llvm::reverse(outerToInner)) {
    if (shape[dim] != 1 && (*strides)[dim] != expected)
      return false;
    expected *= shape[dim];
  }
  return true;
}

unsigned mlir::layout::getPackedOrders(Type type) {
  return (isPackedIn(type, 4, {0, 1, 2, 3}) ? unsigned(kNCHW) : 0u) |
         (isPackedIn(type, 4, {0, 2, 3, 1}) ? unsigned(kNHWC) : 0u);
}

/// Whether `op`'s result has the size its image, window, `strides` and
/// `dilations` give.
static bool hasExactResultSize(linalg::LinalgOp op, ArrayRef<int64_t> strides,
                               ArrayRef<int64_t> dilations) {
  ArrayRef<int64_t> image =
      cast<ShapedType>(op.getDpsInputs()[0].getType()).getShape();
  ArrayRef<int64_t> window =
      cast<ShapedType>(op.getDpsInputs()[1].getType()).getShape();
  ArrayRef<int64_t> result =
      cast<ShapedType>(op.getDpsInits()[0].getType()).getShape();
  for (int i = 0; i < 2; ++i) {
    int64_t extent = (window[window.size() - 2 + i] - 1) * dilations[i] + 1;
    if (strides[i] < 1 || image[2 + i] < extent ||
        result[2 + i] != (image[2 + i] - extent) / strides[i] + 1)
      return false;
  }
  return true;
}

FailureOr<CudnnWindow> mlir::layout::matchCudnnWindow(PatternRewriter &rewriter,
                                                      linalg::LinalgOp op) {
  FailureOr<SmallVector<int64_t>> strides =
      getWindowParameter(op->getAttr("strides"));
  FailureOr<SmallVector<int64_t>> dilations =
      getWindowParameter(op->getAttr("dilations"));
  if (failed(strides) || failed(dilations))
    return rewriter.notifyMatchFailure(op, "not two strides and dilations");
  if (!hasExactResultSize(op, *strides, *dilations))
    return rewriter.notifyMatchFailure(
        op, "a result smaller than the image and window give");
  return CudnnWindow{*strides, *dilations};
}
