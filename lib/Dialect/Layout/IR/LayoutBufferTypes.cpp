//===- LayoutBufferTypes.cpp - The buffers of tensors with layouts --------===//

#include "tensor-layout/Dialect/Layout/IR/LayoutBufferTypes.h"

#include "ConstantData.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/DialectResourceBlobManager.h"

#include <cstddef>
#include <cstring>
#include <vector>

using namespace mlir;
using namespace mlir::layout;

FailureOr<MemRefType>
mlir::layout::getLayoutMemRefType(RankedTensorType type,
                                  function_ref<InFlightDiagnostic()> emitError,
                                  Attribute memorySpace) {
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
  // A layout that names its memory space puts the buffer there; a buffer
  // placed elsewhere (alloc_tensor's memory_space) would drop it.
  // (`memory_space = 0` asks for the default space: that conflicts too.)
  if (Attribute own = layout.getMemorySpace()) {
    if (memorySpace &&
        layout::detail::normalizeMemorySpace(memorySpace) != own) {
      if (emitError)
        emitError() << "the layout " << layout << " puts the buffer in "
                    << describeMemorySpace(own) << ", not in "
                    << describeMemorySpace(memorySpace);
      return failure();
    }
    memorySpace = own;
  }
  memorySpace = layout::detail::normalizeMemorySpace(memorySpace);
  std::optional<SmallVector<int64_t>> strides = layout.getLogicalStrides(shape);
  if (!strides) {
    if (emitError)
      emitError() << "the tiled layout " << layout
                  << " has no strided memref form; transform the tensor to "
                     "an untiled layout before bufferization";
    return failure();
  }
  int64_t offset = layout.getOffset(shape);
  EncodingAttr packed = EncodingAttr::get(type.getContext());
  // A dynamic stride of an identity memref is the product of the inner
  // extents; a layout's (aligned, halo'd, permuted) may be another.
  bool stridesArePacked =
      *strides == *packed.getLogicalStrides(shape) &&
      (llvm::none_of(*strides, ShapedType::isDynamic) ||
       EncodingAttr::isEquivalent(layout.withoutPadValue().withBaseAlign(1),
                                  packed, shape));
  if (offset == 0 && stridesArePacked)
    return MemRefType::get(shape, type.getElementType(),
                           MemRefLayoutAttrInterface(), memorySpace);
  auto stridedLayout =
      StridedLayoutAttr::get(type.getContext(), offset, *strides);
  return MemRefType::get(shape, type.getElementType(), stridedLayout,
                         memorySpace);
}

RankedTensorType mlir::layout::getPhysicalTensorType(RankedTensorType type) {
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  return EncodingAttr::withLayout(
      RankedTensorType::get(layout.getPhysicalShape(type.getShape()),
                            type.getElementType()),
      layout.getPackedInSameSpace());
}

MemRefType mlir::layout::getBufferType(RankedTensorType type) {
  if (FailureOr<MemRefType> strided = getLayoutMemRefType(type);
      succeeded(strided))
    return *strided;
  RankedTensorType physical = getPhysicalTensorType(type);
  return MemRefType::get(physical.getShape(), physical.getElementType(),
                         MemRefLayoutAttrInterface(),
                         EncodingAttr::getOrPacked(type).getMemorySpace());
}

/// The bytes of `value` as an element of `bytes` bytes (little-endian).
static void writeElement(char *dest, const APInt &value, int64_t bytes) {
  APInt bits = value.zextOrTrunc(bytes * 8);
  std::memcpy(dest, bits.getRawData(), bytes);
}

FailureOr<ElementsAttr> mlir::layout::getPhysicalConstant(ElementsAttr constant,
                                                          bool physicalShape) {
  auto type = dyn_cast<RankedTensorType>(constant.getShapedType());
  if (!type || !hasRawConstantData(constant) || !type.hasStaticShape())
    return failure();
  Type elementType = type.getElementType();
  if (!elementType.isIntOrFloat() ||
      elementType.getIntOrFloatBitWidth() % 8 != 0)
    return failure();
  int64_t bytes = elementType.getIntOrFloatBitWidth() / 8;
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
  int64_t size = layout.getNumPhysicalElements(shape);
  std::vector<char> data(size * bytes, 0);

  if (TypedAttr pad = layout.getPadConstant()) {
    APInt bits = isa<FloatAttr>(pad)
                     ? cast<FloatAttr>(pad).getValue().bitcastToAPInt()
                     : cast<IntegerAttr>(pad).getValue();
    for (int64_t i = 0; i < size; ++i)
      writeElement(&data[i * bytes], bits, bytes);
  }
  // Each physical coordinate of an element depends on one logical index
  // (its outer position, its place in a tile), so its offset is the first
  // element's plus one term per dim: tabulated once, summed per element
  // (a 64 MB weight into 16x64 blocks: layout-bufferize 2.0 s -> 0.6 s).
  int64_t base =
      layout.getLinearOffset(shape, SmallVector<int64_t>(shape.size(), 0));
  SmallVector<SmallVector<int64_t>> terms;
  SmallVector<int64_t> index(shape.size(), 0);
  for (auto [dim, extent] : llvm::enumerate(shape)) {
    SmallVector<int64_t> &term = terms.emplace_back();
    for (int64_t i = 0; i < extent; ++i) {
      index[dim] = i;
      term.push_back(layout.getLinearOffset(shape, index) - base);
    }
    index[dim] = 0;
  }
  auto offsetOf = [&](ArrayRef<int64_t> at) {
    int64_t offset = base;
    for (auto [dim, i] : llvm::enumerate(at))
      offset += terms[dim][i];
    return offset;
  };
  if (failed(scatterConstantElements(constant, offsetOf, data)))
    return failure();
  auto physicalType = physicalShape
                          ? getPhysicalTensorType(type)
                          : RankedTensorType::get({size}, elementType);
  if (isa<DenseResourceElementsAttr>(constant))
    return cast<ElementsAttr>(DenseResourceElementsAttr::get(
        physicalType, "layout_constant",
        HeapAsmResourceBlob::allocateAndCopyWithAlign(
            data, alignof(std::max_align_t))));
  return cast<ElementsAttr>(
      DenseElementsAttr::getFromRawBuffer(physicalType, data));
}
