//===- UntiledCopy.h - Copies of tiled layouts as untiled ones --*- C++ -*-===//
//
// The fast copy kernels, on the CPU and the GPU, are written for untiled
// layouts: strided views of both sides. Many copies to or from a tiled
// layout are such copies in disguise: an exact tiling (NCHW16c of 32
// channels) is the logical tensor with its tiled dims split in two and
// permuted, and a tiling of one padded tile (3 channels in NCHW16c) places
// elements as NHWC with channels padded to 16. This finds those views, for
// both code generators.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYCOMMON_UNTILEDCOPY_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYCOMMON_UNTILEDCOPY_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

namespace mlir {
namespace layout {

/// A copy between untiled layouts: every element of `source` (a strided
/// memref of the logical shape) into `dest` (a view of a buffer in the
/// layout of `destType`, whose base is the buffer's start).
struct UntiledCopy {
  Value source;
  int64_t sourceAlign;
  Value dest;
  RankedTensorType destType;
  int64_t destAlign;
  /// Whether `dest` is instead a strided view whose own strides and offset
  /// place the elements, with no padding (`destType`: packed, its shape).
  bool destIsView = false;
};

/// The static strides and offset of `type`, if it has them: what the copy
/// kernels need of a source to compute its addresses.
std::optional<std::pair<SmallVector<int64_t>, int64_t>>
getStaticStridesAndOffset(MemRefType type);

/// `op` as an untiled copy: `op`'s own buffers where neither side is
/// tiled; where one side is an exact tiling or a tiling of one padded
/// tile, views of both buffers (of a higher rank for an exact tiling) in
/// which it is one. Fails, building nothing, for other tiled layouts.
FailureOr<UntiledCopy> getUntiledCopy(OpBuilder &builder, CopyOp op);

/// `op`, between an untiled layout and a tiling with padding (88 channels
/// in NCHW16c with a halo around each image, for a depthwise convolution,
/// and back), as untiled copies, one per combination of runs of its tiled
/// dims (whole tiles, then the partial last one), each over the tiled
/// buffer's physical dims. Into the tiling, each destination is that buffer
/// in a layout whose halos are the rest of it; the first writes the
/// destination's padding, so run them in order. Out of it, into a
/// destination without padding, each destination is a strided view
/// (destIsView). Fails, building nothing, for other copies (a halo before a
/// tiled dim).
FailureOr<SmallVector<UntiledCopy>> getPaddedTilingCopies(OpBuilder &builder,
                                                          CopyOp op);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYCOMMON_UNTILEDCOPY_H
