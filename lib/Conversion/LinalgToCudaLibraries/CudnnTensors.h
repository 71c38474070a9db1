//===- CudnnTensors.h - Buffers as cuDNN's kernels read them ----*- C++ -*-===//
//
// cuDNN's convolution and pooling kernels take 4-D images, filters and
// results whose logical dims are (N, C, H, W) and whose strides are those
// of one packed order, NCHW or NHWC (its tensor-core kernels'): what
// convert-linalg-to-cudnn checks of a buffer, and of a window's sizes,
// before it passes the buffer as it is.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOCUDALIBRARIES_CUDNNTENSORS_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOCUDALIBRARIES_CUDNNTENSORS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir {
namespace layout {

/// The orders cuDNN reads a kernel's buffers in (CudnnRuntime.h), as bits
/// of a mask.
enum PackedOrder : unsigned { kNCHW = 1, kNHWC = 2 };

/// The strides of `type` where it is a static buffer in the default memory
/// space (a stride may still be dynamic: a slice at a dynamic stride).
std::optional<SmallVector<int64_t>> getStaticBufferStrides(Type type);

/// Whether `type` is a static buffer of `rank` in the default memory space
/// whose dims, taken in `outerToInner` order, are those of a dense buffer
/// (dims of extent 1 at any stride). Callers check the element type.
bool isPackedIn(Type type, int64_t rank, ArrayRef<int64_t> outerToInner);

/// The orders in which `type`, a 4-D buffer, is packed. Both where the
/// orders agree (one channel, or one pixel).
unsigned getPackedOrders(Type type);

/// The runtime's number of an order `orders` allows: 0 (NCHW) where both
/// fit, since any dim they pack differently has extent 1; else 1 (NHWC).
inline int64_t getOrderNumber(unsigned orders) {
  return (orders & kNCHW) ? 0 : 1;
}

/// A convolution's or pooling's two strides and dilations.
struct CudnnWindow {
  SmallVector<int64_t> strides, dilations;
};

/// The window of `op`, a convolution or pooling (image, filter or window,
/// result), where it has two strides and dilations and its result the size
/// its image, window (the filter's or window's last two dims), strides and
/// dilations give (linalg's verifier accepts smaller ones; cuDNN does not);
/// else a match failure.
FailureOr<CudnnWindow> matchCudnnWindow(PatternRewriter &rewriter,
                                        linalg::LinalgOp op);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOCUDALIBRARIES_CUDNNTENSORS_H
