//===- PaddedImages.h - Images a kernel pads itself -------------*- C++ -*-===//
//
// A tensor.pad bufferizes to an allocation, a fill of the pad value, and a
// copy of the image into the interior. Before a convolution (zero padding)
// or a max pooling (padding with the lowest float), oneDNN's kernel pads the
// image itself: it then reads the unpadded image, and the allocation, fill
// and copy go.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_PADDEDIMAGES_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_PADDEDIMAGES_H

#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"

#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir {
namespace layout {

/// A kernel's 4-D image that is a padded copy of another buffer (what a
/// tensor.pad bufferizes to).
struct PaddedImage {
  Value source;
  /// The source as oneDNN reads it (its element type aside).
  OneDNNTensorDesc sourceDesc;
  /// Padding of the two spatial dims, low and high.
  SmallVector<int64_t> low, high;
  /// The fill, the view and the copy that made the padded image.
  SmallVector<Operation *, 3> ops;
};

/// Whether `value` is a constant float zero (a convolution's padding).
bool isConvolutionPadValue(Value value);

/// Whether `value` is a constant -inf or lowest float (a max pooling's).
bool isMaxPoolingPadValue(Value value);

/// The padded image `image` of `kernel` comes from, or std::nullopt:
/// `image` must be a fresh allocation (or its one static view in a
/// layout) that is filled with a value `isPadValue` accepts, then has a
/// view of its spatial interior (all of the batch and channel dims)
/// written by a copy, then is read by `kernel` alone, the copied buffer
/// unchanged in between, and oneDNN must be able to read the copied
/// buffer. For a generic that records a kernel over tiled buffers
/// (TiledLayouts.h), `image` is the physical buffer of the recorded
/// image's layout, whose spatial dims are not tiled.
std::optional<PaddedImage>
matchPaddedImage(Operation *kernel, Value image,
                 function_ref<bool(Value)> isPadValue);

/// `kernel` reads `padded.source` and pads it itself: the fill, view and
/// copy go, and the source stays alive up to `kernel`.
void readUnpadded(RewriterBase &rewriter, Operation *kernel,
                  PaddedImage &padded);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_PADDEDIMAGES_H
