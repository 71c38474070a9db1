//===- ConstantData.cpp - Moving the raw data of constants ----------------===//

#include "ConstantData.h"

#include <cstring>

using namespace mlir;
using namespace mlir::layout;

LogicalResult mlir::layout::scatterConstantElements(
    DenseIntOrFPElementsAttr constant,
    function_ref<int64_t(ArrayRef<int64_t>)> offsetOf,
    MutableArrayRef<char> data) {
  Type elementType = constant.getElementType();
  if (!elementType.isIntOrFloat() ||
      elementType.getIntOrFloatBitWidth() % 8 != 0)
    return failure();
  int64_t bytes = elementType.getIntOrFloatBitWidth() / 8;
  ArrayRef<char> raw = constant.getRawData();
  bool splat = constant.isSplat();
  ArrayRef<int64_t> shape = constant.getType().getShape();
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
