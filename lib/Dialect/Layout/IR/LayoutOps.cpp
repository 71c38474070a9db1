//===- LayoutOps.cpp - layout dialect operations --------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::layout;

/// The encoding of a tensor must be a layout, or absent for the packed
/// layout.
static LogicalResult verifyLayoutEncoding(Operation *op, StringRef side,
                                          RankedTensorType type) {
  Attribute encoding = type.getEncoding();
  if (encoding && !isa<EncodingAttr>(encoding))
    return op->emitOpError() << side
                             << " encoding must be a #layout.encoding or "
                                "absent, got "
                             << encoding;
  return success();
}

static LogicalResult verifyLayoutEncodings(Operation *op,
                                           RankedTensorType source,
                                           RankedTensorType result) {
  if (failed(verifyLayoutEncoding(op, "source", source)) ||
      failed(verifyLayoutEncoding(op, "result", result)))
    return failure();
  if (source.getElementType() != result.getElementType())
    return op->emitOpError("source element type ")
           << source.getElementType() << " and result element type "
           << result.getElementType() << " differ";
  return success();
}

//===----------------------------------------------------------------------===//
// TransformOp
//===----------------------------------------------------------------------===//

LogicalResult TransformOp::verify() {
  RankedTensorType source = getSourceType(), result = getResultType();
  if (source.getShape() != result.getShape())
    return emitOpError("source shape ")
           << source << " and result shape " << result
           << " differ; a transform changes only the layout";
  return verifyLayoutEncodings(*this, source, result);
}

std::optional<int64_t> TransformOp::getBytesMoved(RankedTensorType source,
                                                  RankedTensorType result) {
  int64_t total = 0;
  for (RankedTensorType type : {source, result}) {
    std::optional<int64_t> bytes =
        EncodingAttr::getOrPacked(type).getAllocationSize(
            type.getShape(), type.getElementType());
    if (!bytes)
      return std::nullopt;
    total += *bytes;
  }
  return total;
}

Value mlir::layout::createLayoutCast(OpBuilder &builder, Location loc,
                                     Value value, RankedTensorType type) {
  auto valueType = cast<RankedTensorType>(value.getType());
  if (valueType == type)
    return value;
  if (EncodingAttr::canViewAs(EncodingAttr::get(valueType),
                              EncodingAttr::get(type), type.getShape()))
    return RelabelOp::create(builder, loc, type, value);
  return TransformOp::create(builder, loc, type, value);
}

//===----------------------------------------------------------------------===//
// RelabelOp
//===----------------------------------------------------------------------===//

void RelabelOp::build(OpBuilder &builder, OperationState &state, Value source,
                      ArrayRef<int64_t> permutation) {
  auto sourceType = cast<RankedTensorType>(source.getType());
  SmallVector<int64_t> shape =
      applyPermutation(sourceType.getShape(), permutation);
  auto shapedType = RankedTensorType::get(shape, sourceType.getElementType());
  RankedTensorType resultType = EncodingAttr::withLayout(
      shapedType, EncodingAttr::getOrPacked(sourceType).relabel(permutation));
  build(builder, state, resultType, source, permutation);
}

LogicalResult RelabelOp::verify() {
  RankedTensorType source = getSourceType(), result = getResultType();
  if (failed(verifyLayoutEncodings(*this, source, result)))
    return failure();
  ArrayRef<int64_t> permutation = getPermutation();
  if (!isPermutationVector(permutation) ||
      permutation.size() != static_cast<size_t>(source.getRank()))
    return emitOpError("permutation must be a permutation of [0, ")
           << source.getRank() << ")";
  SmallVector<int64_t> shape = applyPermutation(source.getShape(), permutation);
  if (ArrayRef<int64_t>(shape) != result.getShape())
    return emitOpError("result shape ")
           << result << " is not the source shape permuted";
  EncodingAttr expected =
      EncodingAttr::getOrPacked(source).relabel(permutation);
  EncodingAttr actual = EncodingAttr::getOrPacked(result);
  if (!EncodingAttr::canViewAs(expected, actual, shape))
    return emitOpError("result layout ")
           << actual
           << " does not store the elements where the source layout does; "
              "expected "
           << expected << " or an equivalent layout";
  return success();
}

//===----------------------------------------------------------------------===//
// ExpandHaloOp
//===----------------------------------------------------------------------===//

RankedTensorType ExpandHaloOp::inferResultType(RankedTensorType source) {
  EncodingAttr layout = EncodingAttr::getOrPacked(source);
  SmallVector<int64_t> shape(source.getShape());
  for (auto [dim, extent] : llvm::enumerate(shape))
    if (!ShapedType::isDynamic(extent))
      extent += layout.getLowPadding(dim) + layout.getHighPadding(dim);
  return EncodingAttr::withLayout(
      RankedTensorType::get(shape, source.getElementType()),
      layout.withHalo({}, {}, layout.getPadValue()));
}

void ExpandHaloOp::build(OpBuilder &builder, OperationState &state,
                         Value source) {
  build(builder, state,
        inferResultType(cast<RankedTensorType>(source.getType())), source);
}

LogicalResult ExpandHaloOp::verify() {
  RankedTensorType source = getSourceType(), result = getResultType();
  if (failed(verifyLayoutEncodings(*this, source, result)))
    return failure();
  EncodingAttr layout = EncodingAttr::getOrPacked(source);
  if (!layout.hasHalo())
    return emitOpError("expects a source layout with a halo, got ") << source;
  if (layout.getPadKind() == PadKind::Undefined)
    return emitOpError("expects a source layout that defines what its halo "
                       "holds, got ")
           << source;
  RankedTensorType expected = inferResultType(source);
  if (failed(verifyCompatibleShape(expected.getShape(), result.getShape())))
    return emitOpError("result shape ")
           << result << " is not the source shape grown by the halo, "
           << expected;
  if (!EncodingAttr::canViewAs(EncodingAttr::get(expected),
                               EncodingAttr::get(result), result.getShape()))
    return emitOpError("result layout ")
           << EncodingAttr::getOrPacked(result)
           << " does not store the elements where the source layout does; "
              "expected "
           << EncodingAttr::getOrPacked(expected) << " or an equivalent layout";
  return success();
}

//===----------------------------------------------------------------------===//
// ToPhysicalOp, FromPhysicalOp
//===----------------------------------------------------------------------===//

/// `physical` must be the physical tensor of `laidOut`, a static tensor in
/// a layout (tiled, or untiled: its dims in `order`, padded).
static LogicalResult verifyPhysicalTensor(Operation *op, StringRef side,
                                          RankedTensorType laidOut,
                                          RankedTensorType physical) {
  EncodingAttr layout = EncodingAttr::get(laidOut);
  if (!layout)
    return op->emitOpError("expects a tensor with a layout, got ") << laidOut;
  if (!laidOut.hasStaticShape())
    return op->emitOpError("expects a static shape, got ") << laidOut;
  RankedTensorType expected = getPhysicalTensorType(laidOut);
  if (physical != expected)
    return op->emitOpError() << side << " must be the physical tensor "
                             << expected << ", got " << physical;
  return success();
}

LogicalResult ToPhysicalOp::verify() {
  RankedTensorType source = getSource().getType();
  RankedTensorType result = getResult().getType();
  if (failed(verifyLayoutEncodings(*this, source, result)))
    return failure();
  return verifyPhysicalTensor(*this, "result", source, result);
}

LogicalResult FromPhysicalOp::verify() {
  RankedTensorType source = getSource().getType();
  RankedTensorType result = getResult().getType();
  if (failed(verifyLayoutEncodings(*this, source, result)))
    return failure();
  return verifyPhysicalTensor(*this, "source", result, source);
}

//===----------------------------------------------------------------------===//
// FuseMetadataOp and SplitMetadataOp
//===----------------------------------------------------------------------===//

/// `fused` must have row metadata, `data` be the same tensor in `fused`'s
/// layout without it (`exactData`) or any layout, and `metadata` the
/// companion tensor type.
static LogicalResult verifyMetadataTypes(Operation *op, RankedTensorType fused,
                                         RankedTensorType data,
                                         RankedTensorType metadata,
                                         bool exactData) {
  if (failed(verifyLayoutEncodings(op, data, fused)) ||
      failed(verifyLayoutEncoding(op, "metadata", metadata)))
    return failure();
  EncodingAttr layout = EncodingAttr::get(fused);
  if (!layout || !layout.getRowMetadata())
    return op->emitOpError("fused tensor ")
           << fused << " has no row metadata in its layout";
  if (data.getShape() != fused.getShape())
    return op->emitOpError("data shape ")
           << data << " and fused shape " << fused << " differ";
  if (exactData) {
    RankedTensorType expected =
        EncodingAttr::withLayout(fused, layout.withoutPadValue());
    if (data != expected)
      return op->emitOpError("data type ")
             << data << " must be the fused type without its metadata, "
             << expected;
  }
  RankedTensorType expected = layout.getRowMetadataTensorType(fused.getShape());
  // What fuse_metadata stores may come from any memory space.
  if (!exactData)
    expected = EncodingAttr::withLayout(
        expected, EncodingAttr::getOrPacked(metadata).getPackedInSameSpace());
  if (metadata != expected)
    return op->emitOpError("metadata type ")
           << metadata << " does not match the rows of " << fused
           << "; expected " << expected;
  return success();
}

LogicalResult FuseMetadataOp::verify() {
  return verifyMetadataTypes(*this, getResult().getType(), getData().getType(),
                             getMetadata().getType(),
                             /*exactData=*/false);
}

LogicalResult SplitMetadataOp::verify() {
  return verifyMetadataTypes(*this, getSource().getType(), getData().getType(),
                             getMetadata().getType(),
                             /*exactData=*/true);
}

//===----------------------------------------------------------------------===//
// CopyOp
//===----------------------------------------------------------------------===//

/// A buffer must have the shape and element type of the one bufferization
/// gives a tensor of `tensor`'s type (LayoutBufferTypes.h), in any memory
/// space, and its strides too where `sameStrides` is set. (A copy reads its
/// source by the memref's strides, but writes padding by the layout's.)
static LogicalResult verifyHeldBuffer(CopyOp op, StringRef side,
                                      MemRefType buffer,
                                      RankedTensorType tensor,
                                      bool sameStrides) {
  MemRefType expected = getBufferType(tensor);
  if (buffer.getShape() == expected.getShape() &&
      buffer.getElementType() == expected.getElementType() &&
      (!sameStrides || buffer.getLayout() == expected.getLayout()))
    return success();
  return op.emitOpError() << side << " buffer " << buffer << " does not hold a "
                          << tensor << "; expected " << expected;
}

static LogicalResult verifyAlignment(CopyOp op, StringRef name,
                                     std::optional<uint64_t> alignment) {
  if (!alignment || llvm::isPowerOf2_64(*alignment))
    return success();
  return op.emitOpError() << name << " must be a power of two, got "
                          << *alignment;
}

LogicalResult CopyOp::verify() {
  RankedTensorType source = getSourceTensorType(), dest = getDestTensorType();
  if (failed(verifyLayoutEncodings(*this, source, dest)))
    return failure();
  if (source.getShape() != dest.getShape())
    return emitOpError("source shape ")
           << source << " and destination shape " << dest
           << " differ; a copy changes only the layout";
  int64_t expectedSizes = hasDynamicTiledSide() ? dest.getNumDynamicDims() : 0;
  if (static_cast<int64_t>(getSizes().size()) != expectedSizes)
    return emitOpError("expects ")
           << expectedSizes << " sizes (the extents of the dynamic dims "
           << (expectedSizes ? "of a tiled layout" : "where no side is tiled")
           << "), got " << getSizes().size();
  if (failed(verifyHeldBuffer(*this, "source", getSource().getType(), source,
                              /*sameStrides=*/false)) ||
      failed(verifyHeldBuffer(*this, "destination", getDest().getType(), dest,
                              /*sameStrides=*/true)))
    return failure();
  return failure(
      failed(
          verifyAlignment(*this, "source_alignment", getSourceAlignment())) ||
      failed(verifyAlignment(*this, "dest_alignment", getDestAlignment())));
}

bool CopyOp::hasDynamicTiledSide() {
  RankedTensorType dest = getDestTensorType();
  return !dest.hasStaticShape() &&
         (EncodingAttr::getOrPacked(getSourceTensorType()).isTiled() ||
          EncodingAttr::getOrPacked(dest).isTiled());
}

int64_t CopyOp::getKnownSourceAlignment() {
  return getSourceAlignment().value_or(
      EncodingAttr::getOrPacked(getSourceTensorType()).getBaseAlign());
}

int64_t CopyOp::getKnownDestAlignment() {
  return getDestAlignment().value_or(
      EncodingAttr::getOrPacked(getDestTensorType()).getBaseAlign());
}
