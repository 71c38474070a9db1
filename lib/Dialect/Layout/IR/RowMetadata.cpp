//===- RowMetadata.cpp - Companion data in a layout's row padding ---------===//
//
// A layout with `row_metadata = tensor<K x E>` keeps, in the last K * |E|
// bytes of every row (the innermost dim in `order`), K elements of type E
// that belong to that row: the scale and offset of a rowwise-quantized row,
// as Glow's fused tensors store them. The data's element type is i8, so
// that the buffer is bytes that memref.view can see as E; the row's byte
// length is a multiple of |E|, so that the companion is a strided memref of
// E over the same buffer.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

using namespace mlir;
using namespace mlir::layout;

bool mlir::layout::detail::isValidRowMetadataType(Type metadata) {
  auto type = dyn_cast<RankedTensorType>(metadata);
  if (!type || type.getRank() != 1 || !type.hasStaticShape() ||
      type.getEncoding() || type.getNumElements() < 1)
    return false;
  Type element = type.getElementType();
  if (!isa<IntegerType, FloatType>(element))
    return false;
  // Whole bytes that a buffer stores as they are (not i0, nor f80's 10
  // bytes in 16).
  unsigned width = element.getIntOrFloatBitWidth();
  return width == 8 || width == 16 || width == 32 || width == 64;
}

RankedTensorType EncodingAttr::getRowMetadata() const {
  if (auto type = dyn_cast_or_null<TypeAttr>(getPadValue()))
    return cast<RankedTensorType>(type.getValue());
  return {};
}

int64_t EncodingAttr::getRowMetadataDim(int64_t rank) const {
  return getOrderOrIdentity(rank).back();
}

/// Bytes of one row's metadata.
static int64_t getMetadataBytes(RankedTensorType metadata) {
  return metadata.getNumElements() *
         *getElementByteSize(metadata.getElementType());
}

RankedTensorType
EncodingAttr::getRowMetadataTensorType(ArrayRef<int64_t> shape) const {
  RankedTensorType metadata = getRowMetadata();
  int64_t rowDim = getRowMetadataDim(shape.size());
  SmallVector<int64_t> companion;
  for (auto [dim, extent] : llvm::enumerate(shape))
    if (static_cast<int64_t>(dim) != rowDim)
      companion.push_back(extent);
  companion.push_back(metadata.getNumElements());
  // A view of the fused buffer.
  return EncodingAttr::withLayout(
      RankedTensorType::get(companion, metadata.getElementType()),
      getPackedInSameSpace());
}

std::pair<SmallVector<int64_t>, int64_t>
EncodingAttr::getRowMetadataStridesAndOffset(ArrayRef<int64_t> shape) const {
  RankedTensorType metadata = getRowMetadata();
  int64_t elementBytes = *getElementByteSize(metadata.getElementType());
  int64_t rowDim = getRowMetadataDim(shape.size());
  SmallVector<int64_t> logicalStrides = *getLogicalStrides(shape);
  SmallVector<int64_t> strides;
  for (auto [dim, stride] : llvm::enumerate(logicalStrides))
    if (static_cast<int64_t>(dim) != rowDim)
      strides.push_back(stride / elementBytes);
  strides.push_back(1);
  // The first row starts pad_low of the row dim before its first element;
  // the metadata fills the end of the row.
  int64_t rowStart = getOffset(shape) - getLowPadding(rowDim);
  int64_t rowBytes = getPaddedExtent(shape, rowDim);
  int64_t offset = rowStart + rowBytes - getMetadataBytes(metadata);
  return {strides, offset / elementBytes};
}

bool EncodingAttr::keepsRowMetadata(EncodingAttr from, EncodingAttr to,
                                    ArrayRef<int64_t> shape) {
  if (!from || !to || !from.getRowMetadata() ||
      from.getRowMetadata() != to.getRowMetadata())
    return false;
  int64_t rank = shape.size();
  return from.getRowMetadataDim(rank) == to.getRowMetadataDim(rank);
}

LogicalResult mlir::layout::detail::verifyRowMetadata(
    EncodingAttr layout, ArrayRef<int64_t> shape, Type elementType,
    function_ref<InFlightDiagnostic()> emitError) {
  RankedTensorType metadata = layout.getRowMetadata();
  if (!metadata)
    return success();
  if (!elementType.isSignlessInteger(8))
    return emitError() << "row metadata needs i8 elements (the buffer is "
                          "viewed as bytes), got "
                       << elementType;
  if (layout.isTiled())
    return emitError() << "row metadata needs an untiled layout";
  if (shape.empty())
    return emitError() << "row metadata needs a tensor of rank 1 or more";
  if (ShapedType::isDynamicShape(shape))
    return emitError() << "row metadata needs a static shape";
  int64_t rowDim = layout.getRowMetadataDim(shape.size());
  int64_t rowBytes = layout.getPaddedExtent(shape, rowDim);
  int64_t dataEnd = layout.getLowPadding(rowDim) + shape[rowDim];
  int64_t bytes = getMetadataBytes(metadata);
  if (rowBytes - dataEnd < bytes)
    return emitError() << "row metadata " << metadata << " needs " << bytes
                       << " bytes at the end of each row of dimension "
                       << rowDim << ", which has " << rowBytes - dataEnd
                       << " bytes of padding there";
  int64_t elementBytes = *getElementByteSize(metadata.getElementType());
  if (rowBytes % elementBytes != 0)
    return emitError() << "rows of " << rowBytes
                       << " bytes do not keep row metadata of "
                       << metadata.getElementType()
                       << " aligned; align dimension " << rowDim
                       << " to a multiple of " << elementBytes;
  return success();
}
