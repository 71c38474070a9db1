//===- LayoutBuffers.h - Buffers of tensors with layouts --------*- C++ -*-===//
//
// How a tensor with a layout lives in memory after bufferization: a memref
// of the logical shape whose strides and offset come from the layout
// (LayoutBufferTypes.h), viewing an allocation of the layout's physical size
// and base alignment, its padding holding the pad value. Shared by
// bufferization, the lowering of tiled layouts and the copy generators.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_LAYOUTBUFFERS_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_LAYOUTBUFFERS_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
namespace layout {

class EncodingAttr;

/// A constant of `type` holding the pad value of `layout` (which has one).
Value createPadValue(OpBuilder &builder, Location loc, EncodingAttr layout,
                     Type type);

/// The value `pad` pads with, made at the builder's insertion point where
/// the pad's body makes it (a constant), if it is the same everywhere; null
/// where it depends on the index.
Value getUniformPadValue(OpBuilder &builder, tensor::PadOp pad);

/// What a kernel writes into the padding of `layout`: its pad value, or
/// zero where it is undefined.
Value createPadValueOrZero(OpBuilder &builder, Location loc,
                           EncodingAttr layout, Type type);

/// The buffer of an untiled layout for logical `sizes` known only at run
/// time: each value a constant where it is one, computed otherwise (the
/// static LayoutMath, with extents as values).
struct BufferGeometry {
  /// The physical extents, in the layout's order.
  SmallVector<OpFoldResult> physicalShape;
  /// Per logical dim, its stride in the buffer.
  SmallVector<OpFoldResult> strides;
  /// The first logical element's position in the buffer.
  OpFoldResult offset;
  /// The buffer's size in elements, padding included.
  OpFoldResult numElements;
};
BufferGeometry getBufferGeometry(OpBuilder &builder, Location loc,
                                 EncodingAttr layout,
                                 ArrayRef<OpFoldResult> sizes);

/// The padded extent of dim `dim` of `layout` for logical extent `size`
/// (EncodingAttr::getPaddedExtent with the extent as a value): a constant
/// where `size` is one.
OpFoldResult getPaddedExtent(OpBuilder &builder, Location loc,
                             EncodingAttr layout, int64_t dim,
                             OpFoldResult size);

/// `value` as an operand of an op whose result type says `expected` for it:
/// a constant where the type is static, an SSA value where it is dynamic.
OpFoldResult asTypeExpects(OpBuilder &builder, Location loc, OpFoldResult value,
                           int64_t expected);

/// A view of `buffer` (any strided memref of the same allocation) as
/// `type`, a buffer of a tensor of `layout` with logical `sizes`: its
/// strides and offset computed from the layout where they are dynamic.
Value viewLayoutBuffer(OpBuilder &builder, Location loc, Value buffer,
                       MemRefType type, EncodingAttr layout,
                       ArrayRef<OpFoldResult> sizes);

/// Allocates a buffer for a tensor of `type`: a 1-D allocation of the
/// layout's physical size aligned to its base alignment (at least
/// `minAlignment` bytes), viewed with the layout's strides and offset.
/// When `fillPadding` is set and the layout has a defined pad value, the
/// padding is written with it, each padding element once. The buffer is in
/// `memorySpace` (the default one when null). `dynamicSizes` gives the
/// extents of `type`'s dynamic dims (untiled layouts only); extents,
/// strides and size are then computed at run time.
FailureOr<Value> allocateLayoutBuffer(OpBuilder &builder, Location loc,
                                      RankedTensorType type, bool fillPadding,
                                      int64_t minAlignment = 64,
                                      Attribute memorySpace = {},
                                      ValueRange dynamicSizes = {});

/// Writes the pad value of `type`'s layout into every padding element of
/// the buffer `view` (a view as allocateLayoutBuffer makes), each once.
/// Does nothing for an undefined pad value. With `skipInnermost`, leaves
/// out the padding of the innermost dim within rows of elements (a row copy
/// writes it).
void fillPadding(OpBuilder &builder, Location loc, Value view,
                 RankedTensorType type, bool skipInnermost = false);

/// Copies every logical element of `source` into `dest` (both views of
/// tensors of `type`'s shape), with loops in the physical order of
/// `destType`'s layout so that the innermost loop walks the destination
/// contiguously.
void copyElements(OpBuilder &builder, Location loc, Value source, Value dest,
                  RankedTensorType destType);

/// The companion tensor of `fusedType` (a layout with row metadata) in
/// `buffer`, a buffer of that type whose base is the start of the layout's
/// physical buffer: the bytes seen as the metadata's element type
/// (memref.view), strided to the rows' ends.
Value viewRowMetadata(OpBuilder &builder, Location loc, Value buffer,
                      RankedTensorType fusedType);

/// The largest power of two dividing `base` and every nonzero byte offset
/// in `offsets`: the alignment of an address `base`-aligned plus any sum of
/// multiples of them.
int64_t getKnownAlignment(int64_t base, ArrayRef<int64_t> offsets);

/// A 1-D view of `size` elements of `buffer`'s allocation from element
/// `offset` on (the generated copies index buffers linearly).
Value getFlatView(OpBuilder &builder, Location loc, Value buffer,
                  int64_t offset, int64_t size);

/// Whether the elements of `type`, a static strided buffer, fill one
/// contiguous range of memory (no padding between them): its strides,
/// largest first, are those of a packed buffer of its shape in that order
/// (NCHW, NHWC, a packed tiled buffer; not padded rows nor a halo).
bool isContiguousBuffer(MemRefType type);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_LAYOUTBUFFERS_H
