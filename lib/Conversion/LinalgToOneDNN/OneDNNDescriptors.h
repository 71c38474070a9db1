//===- OneDNNDescriptors.h - Buffers as oneDNN memory descriptors -*- C++
//-*-===//
//
// oneDNN's blocked memory descriptor is the same idea as #layout.encoding:
// logical dims, outer strides, and inner blocks (innermost, dense). A
// buffer whose layout fits it is handed to oneDNN as it is; these
// functions say how, or that it does not fit.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_ONEDNNDESCRIPTORS_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_ONEDNNDESCRIPTORS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinTypes.h"

#include <utility>

namespace mlir {
namespace layout {

/// What the runtime builds a dnnl_memory_desc_t from (OneDNNRuntime.h).
struct OneDNNTensorDesc {
  SmallVector<int64_t> dims;
  /// Dims rounded up to whole inner blocks.
  SmallVector<int64_t> paddedDims;
  /// Elements between consecutive outer positions of each dim.
  SmallVector<int64_t> strides;
  /// Inner blocks as (dim, size), outermost first.
  SmallVector<std::pair<int64_t, int64_t>> blocks;

  /// Inserts `count` dims of extent 1 before dim `pos` (the output and
  /// input channels of a depthwise filter, under its group dim).
  void insertUnitDims(int64_t pos, int64_t count);
  /// Appends the runtime's encoding: rank, dims, padded dims, strides,
  /// block count, (dim, size) pairs.
  void appendTo(SmallVectorImpl<int64_t> &spec) const;
};

/// The values of a window op's strides or dilations attribute, or `{1, 1}`
/// if absent; fails for anything but two integers.
FailureOr<SmallVector<int64_t>> getWindowParameter(Attribute attr);

/// Fits the padding and image of a 2-D window op (oneDNN's NCHW dims) to
/// what its windows read. oneDNN takes an image only where the result's
/// extent is exactly (image + low + high - window) / stride + 1; linalg's
/// image may be larger than its windows reach (a 3x3 convolution of an 8x8
/// image into a 5x5 result), and a ceil-mode pooling pads the high side by
/// more than the last window reads. High padding no window reads goes
/// first, then the image's unread rows and columns (its dims shrink, its
/// strides stay). Fails where the windows read past the padded image, or a
/// spatial dim is blocked.
LogicalResult
fitImageToWindows(OneDNNTensorDesc &image, ArrayRef<int64_t> resultExtents,
                  ArrayRef<int64_t> windowExtents, ArrayRef<int64_t> strides,
                  ArrayRef<int64_t> dilations, ArrayRef<int64_t> low,
                  SmallVectorImpl<int64_t> &high);

/// A static strided buffer of the logical shape: its sizes and strides.
/// Fails, as the other functions here, for ranks oneDNN has no descriptor
/// of (0, above 12).
FailureOr<OneDNNTensorDesc> describeStridedBuffer(MemRefType buffer);

/// The packed physical buffer of `logical`, a tensor type in a tiled
/// layout: outer strides and the tiles as inner blocks. Fails for halos,
/// for a buffer that is not that packed buffer, and, for buffers oneDNN
/// reads (`isRead`), for padding in blocks that does not hold zero (its
/// kernels sum over whole blocks).
FailureOr<OneDNNTensorDesc> describeTiledBuffer(RankedTensorType logical,
                                                MemRefType buffer, bool isRead);

/// Each of `buffers`, static strided f32 buffers in the default memory
/// space, by its sizes and strides; fails for any other.
FailureOr<SmallVector<OneDNNTensorDesc, 3>>
describeStridedBuffers(ValueRange buffers);

/// Each buffer of `op`, a generic over physical dims that records a logical
/// op whose operands have `logicalTypes` (TiledStructuredOps), as oneDNN
/// sees it: tiled ones by their blocks, others by their strides. Fails for
/// buffers that are not f32 in the default memory space or that oneDNN
/// cannot describe.
FailureOr<SmallVector<OneDNNTensorDesc, 3>>
describeRecordedOperands(linalg::GenericOp op, ArrayAttr logicalTypes);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_ONEDNNDESCRIPTORS_H
