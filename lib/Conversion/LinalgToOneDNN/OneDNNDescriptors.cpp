//===- OneDNNDescriptors.cpp - Buffers as oneDNN memory descriptors -------===//

#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::layout;

void OneDNNTensorDesc::insertUnitDims(int64_t pos, int64_t count) {
  // A unit dim's stride is never used to step; give it the one a dense
  // layout would, so that oneDNN recognizes its own formats.
  int64_t stride =
      pos < (int64_t)dims.size() ? strides[pos] * paddedDims[pos] : 1;
  for (int64_t i = 0; i < count; ++i) {
    dims.insert(dims.begin() + pos, 1);
    paddedDims.insert(paddedDims.begin() + pos, 1);
    strides.insert(strides.begin() + pos, stride);
  }
  for (auto &block : blocks)
    if (block.first >= pos)
      block.first += count;
}

void OneDNNTensorDesc::appendTo(SmallVectorImpl<int64_t> &spec) const {
  spec.push_back(dims.size());
  llvm::append_range(spec, dims);
  llvm::append_range(spec, paddedDims);
  llvm::append_range(spec, strides);
  spec.push_back(blocks.size());
  for (auto [dim, size] : blocks)
    llvm::append_range(spec, ArrayRef<int64_t>{dim, size});
}

FailureOr<SmallVector<int64_t>>
mlir::layout::getWindowParameter(Attribute attr) {
  if (!attr)
    return SmallVector<int64_t>{1, 1};
  auto values = dyn_cast<DenseIntElementsAttr>(attr);
  if (!values || values.getNumElements() != 2)
    return failure();
  return llvm::to_vector(
      llvm::map_range(values.getValues<APInt>(),
                      [](const APInt &value) { return value.getSExtValue(); }));
}

LogicalResult mlir::layout::fitImageToWindows(OneDNNTensorDesc &image,
                                              ArrayRef<int64_t> resultExtents,
                                              ArrayRef<int64_t> windowExtents,
                                              ArrayRef<int64_t> strides,
                                              ArrayRef<int64_t> dilations,
                                              ArrayRef<int64_t> low,
                                              SmallVectorImpl<int64_t> &high) {
  int64_t spatialDims = resultExtents.size();
  int64_t first = static_cast<int64_t>(image.dims.size()) - spatialDims;
  if (first < 0 || windowExtents.size() != resultExtents.size() ||
      strides.size() != resultExtents.size() ||
      dilations.size() != resultExtents.size() ||
      low.size() != resultExtents.size() || high.size() != low.size())
    return failure();
  for (int64_t i = 0; i < spatialDims; ++i) {
    int64_t d = first + i;
    // The last position the last window reads, from the padded start.
    int64_t read = (resultExtents[i] - 1) * strides[i] +
                   (windowExtents[i] - 1) * dilations[i] + 1;
    int64_t excess = low[i] + image.dims[d] + high[i] - read;
    if (excess < 0)
      return failure();
    int64_t unreadPadding = std::min(excess, high[i]);
    high[i] -= unreadPadding;
    excess -= unreadPadding;
    if (excess == 0)
      continue;
    if (excess >= image.dims[d] || image.paddedDims[d] != image.dims[d])
      return failure();
    image.dims[d] -= excess;
    image.paddedDims[d] -= excess;
  }
  return success();
}

/// DNNL_MAX_NDIMS of oneDNN 2.x: its descriptors have 1 to 12 dims (the
/// runtime refuses others).
static constexpr int64_t kMaxOneDNNRank = 12;

static bool hasOneDNNRank(ShapedType type) {
  return type.getRank() >= 1 && type.getRank() <= kMaxOneDNNRank;
}

FailureOr<OneDNNTensorDesc>
mlir::layout::describeStridedBuffer(MemRefType buffer) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!buffer.hasStaticShape() || !hasOneDNNRank(buffer) ||
      failed(buffer.getStridesAndOffset(strides, offset)) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return failure();
  OneDNNTensorDesc desc;
  desc.dims.assign(buffer.getShape().begin(), buffer.getShape().end());
  desc.paddedDims = desc.dims;
  desc.strides = strides;
  return desc;
}

FailureOr<OneDNNTensorDesc>
mlir::layout::describeTiledBuffer(RankedTensorType logical, MemRefType buffer,
                                  bool isRead) {
  EncodingAttr layout = EncodingAttr::get(logical);
  // (oneDNN's blocks are innermost.)
  if (!layout || layout.hasPlacedTiles() || !logical.hasStaticShape() ||
      !hasOneDNNRank(logical))
    return failure();
  ArrayRef<int64_t> shape = logical.getShape();
  int64_t rank = logical.getRank();
  SmallVector<int64_t> physicalShape = layout.getPhysicalShape(shape);
  SmallVector<int64_t> physicalStrides = layout.getPhysicalStrides(shape);
  SmallVector<int64_t> bufferStrides;
  int64_t bufferOffset;
  if (buffer.getShape() != ArrayRef<int64_t>(physicalShape) ||
      failed(buffer.getStridesAndOffset(bufferStrides, bufferOffset)) ||
      bufferStrides != physicalStrides)
    return failure();
  OneDNNTensorDesc desc;
  desc.dims.assign(shape.begin(), shape.end());
  desc.paddedDims = desc.dims;
  desc.strides.assign(rank, 0);
  bool blocksHavePadding = false;
  for (auto [position, dim] :
       llvm::enumerate(layout.getOrderOrIdentity(rank))) {
    if (layout.getLowPadding(dim) != 0)
      return failure();
    desc.strides[dim] = physicalStrides[position];
    // A tiled dim's blocks cover its padded extent; an untiled dim's
    // padding is in the strides.
    if (layout.getTileSize(dim) != 1)
      desc.paddedDims[dim] = layout.getPaddedExtent(shape, dim);
    blocksHavePadding |= desc.paddedDims[dim] != shape[dim];
  }
  for (auto [dim, size] :
       llvm::zip_equal(layout.getTileDims(), layout.getTileSizes()))
    desc.blocks.push_back({dim, size});
  if (isRead && blocksHavePadding && layout.getPadKind() != PadKind::Zero)
    return failure();
  return desc;
}

/// Whether oneDNN's f32 kernels can read or write `type` where it is.
static bool isF32HostBuffer(Type type) {
  auto buffer = dyn_cast<MemRefType>(type);
  return buffer && buffer.getElementType().isF32() && !buffer.getMemorySpace();
}

FailureOr<SmallVector<OneDNNTensorDesc, 3>>
mlir::layout::describeStridedBuffers(ValueRange buffers) {
  SmallVector<OneDNNTensorDesc, 3> descs;
  for (Value buffer : buffers) {
    if (!isF32HostBuffer(buffer.getType()))
      return failure();
    FailureOr<OneDNNTensorDesc> desc =
        describeStridedBuffer(cast<MemRefType>(buffer.getType()));
    if (failed(desc))
      return failure();
    descs.push_back(*desc);
  }
  return descs;
}

FailureOr<SmallVector<OneDNNTensorDesc, 3>>
mlir::layout::describeRecordedOperands(linalg::GenericOp op,
                                       ArrayAttr logicalTypes) {
  if (!op.hasPureBufferSemantics() ||
      logicalTypes.size() != op->getNumOperands())
    return failure();
  SmallVector<OneDNNTensorDesc, 3> descs;
  for (auto [index, operand] : llvm::enumerate(op->getOperands())) {
    auto typeAttr = dyn_cast<TypeAttr>(logicalTypes[index]);
    auto logical =
        typeAttr ? dyn_cast<RankedTensorType>(typeAttr.getValue()) : nullptr;
    if (!logical || !isF32HostBuffer(operand.getType()))
      return failure();
    auto buffer = cast<MemRefType>(operand.getType());
    EncodingAttr layout = EncodingAttr::get(logical);
    FailureOr<OneDNNTensorDesc> desc =
        layout && layout.isTiled()
            ? describeTiledBuffer(logical, buffer,
                                  /*isRead=*/index + 1 < op->getNumOperands())
            : describeStridedBuffer(buffer);
    if (failed(desc) || desc->dims != llvm::to_vector(logical.getShape()))
      return failure();
    descs.push_back(*desc);
  }
  return descs;
}
