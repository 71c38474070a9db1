//===- LayoutBufferTypes.cpp - The buffers of tensors with layouts --------===//

#include "tensor-layout/Dialect/Layout/IR/LayoutBufferTypes.h"

#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"

using namespace mlir;
using namespace mlir::layout;

FailureOr<MemRefType> mlir::layout::getLayoutMemRefType(
    RankedTensorType type, function_ref<InFlightDiagnostic()> emitError) {
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
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
  if (offset == 0 && *strides == *packed.getLogicalStrides(shape))
    return MemRefType::get(shape, type.getElementType());
  auto stridedLayout =
      StridedLayoutAttr::get(type.getContext(), offset, *strides);
  return MemRefType::get(shape, type.getElementType(), stridedLayout);
}

RankedTensorType mlir::layout::getPhysicalTensorType(RankedTensorType type) {
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  return RankedTensorType::get(layout.getPhysicalShape(type.getShape()),
                               type.getElementType());
}

MemRefType mlir::layout::getBufferType(RankedTensorType type) {
  if (FailureOr<MemRefType> strided = getLayoutMemRefType(type);
      succeeded(strided))
    return *strided;
  RankedTensorType physical = getPhysicalTensorType(type);
  return MemRefType::get(physical.getShape(), physical.getElementType());
}
