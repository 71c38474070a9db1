//===- ConstantData.cpp - Moving the raw data of constants ----------------===//

#include "ConstantData.h"

#include "mlir/IR/DialectResourceBlobManager.h"

#include <cstring>

using namespace mlir;
using namespace mlir::layout;

bool mlir::layout::hasRawConstantData(Attribute constant) {
  return isa_and_nonnull<DenseIntOrFPElementsAttr, DenseResourceElementsAttr>(
      constant);
}

TypedAttr mlir::layout::retypeConstant(Attribute constant, ShapedType type) {
  if (auto dense = dyn_cast_or_null<DenseIntOrFPElementsAttr>(constant))
    return dense.reshape(type);
  // An imported weight: the same blob (nothing copied).
  if (auto resource = dyn_cast_or_null<DenseResourceElementsAttr>(constant))
    return DenseResourceElementsAttr::get(type, resource.getRawHandle());
  return {};
}

LogicalResult mlir::layout::scatterConstantElements(
    ElementsAttr constant, function_ref<int64_t(ArrayRef<int64_t>)> offsetOf,
    MutableArrayRef<char> data) {
  Type elementType = constant.getElementType();
  if (!elementType.isIntOrFloat() ||
      elementType.getIntOrFloatBitWidth() % 8 != 0)
    return failure();
  int64_t bytes = elementType.getIntOrFloatBitWidth() / 8;
  ArrayRef<char> raw;
  bool splat = false;
  if (auto dense = dyn_cast<DenseIntOrFPElementsAttr>(constant)) {
    raw = dense.getRawData();
    splat = dense.isSplat();
  } else if (auto resource = dyn_cast<DenseResourceElementsAttr>(constant)) {
    // The blob's data, as the importer wrote it: row-major, whole elements.
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob)
      return failure();
    raw = blob->getData();
    if ((int64_t)raw.size() != constant.getNumElements() * bytes)
      return failure();
  } else {
    return failure();
  }
  ArrayRef<int64_t> shape = constant.getShapedType().getShape();
  int64_t rank = shape.size();
  SmallVector<int64_t> index(rank, 0);
  for (int64_t i = 0, e = constant.getNumElements(); i < e; ++i) {
    std::memcpy(&data[offsetOf(index) * bytes], &raw[(splat ? 0 : i) * bytes],
                bytes);
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
  }
  return success();
}
