//===- LayoutTestUtils.h - Helpers of the layout unit tests -----*- C++ -*-===//

#ifndef TENSOR_LAYOUT_UNITTESTS_LAYOUTTESTUTILS_H
#define TENSOR_LAYOUT_UNITTESTS_LAYOUTTESTUTILS_H

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <random>

namespace mlir {
namespace layout {

/// A fixture owning a context with the layout dialect loaded.
class LayoutTest : public ::testing::Test {
protected:
  LayoutTest() { context.loadDialect<LayoutDialect>(); }

  /// Parses `#layout.encoding<...>` text; fails the test on bad input.
  EncodingAttr parse(llvm::StringRef text) {
    auto layout =
        llvm::dyn_cast_or_null<EncodingAttr>(parseAttribute(text, &context));
    EXPECT_TRUE(layout) << "cannot parse " << text.str();
    return layout;
  }

  MLIRContext context;
};

//===----------------------------------------------------------------------===//
// Generators for property tests
//===----------------------------------------------------------------------===//

/// A random valid layout for `shape`: any order, alignments, halos, pad
/// value, and tiles whose size divides the padded extent.
inline EncodingAttr generateLayout(MLIRContext *context, std::mt19937 &rng,
                                   ArrayRef<int64_t> shape) {
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  int64_t rank = shape.size();
  SmallVector<int64_t> order = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  std::shuffle(order.begin(), order.end(), rng);
  SmallVector<int64_t> align(rank), padLow(rank), padHigh(rank);
  for (int64_t d = 0; d < rank; ++d) {
    align[d] = pick(0, 2) == 0 ? pick(2, 5) : 1;
    padLow[d] = pick(0, 3) == 0 ? pick(1, 2) : 0;
    padHigh[d] = pick(0, 3) == 0 ? pick(1, 2) : 0;
  }
  SmallVector<int64_t> tileDims, tileSizes;
  SmallVector<int64_t> dims = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  std::shuffle(dims.begin(), dims.end(), rng);
  for (int64_t d : dims) {
    if (pick(0, 2) != 0)
      continue;
    int64_t size = pick(2, 4);
    align[d] = size * pick(1, 2);
    tileDims.push_back(d);
    tileSizes.push_back(size);
  }
  // Tiles placed among the outer dims (TVM's NC4cHW, banks) a third of
  // the time.
  SmallVector<int64_t> tilePositions;
  if (!tileDims.empty() && pick(0, 2) == 0) {
    SmallVector<int64_t> slots =
        llvm::to_vector(llvm::seq<int64_t>(0, rank + tileDims.size()));
    std::shuffle(slots.begin(), slots.end(), rng);
    tilePositions.assign(slots.begin(), slots.begin() + tileDims.size());
  }
  Attribute padValue;
  if (pick(0, 1))
    padValue = UnitAttr::get(context);
  int64_t baseAlign = int64_t(1) << pick(0, 7);
  // A memory space other than the default a quarter of the time: it
  // places no element differently, but every view must keep it.
  Attribute memorySpace;
  if (pick(0, 3) == 0)
    memorySpace = IntegerAttr::get(IntegerType::get(context, 64), pick(1, 2));
  return EncodingAttr::get(context, order, align, padLow, padHigh, padValue,
                           tileDims, tileSizes, baseAlign, tilePositions,
                           memorySpace);
}

inline SmallVector<int64_t> generateShape(std::mt19937 &rng) {
  static const int64_t extents[] = {1, 2, 3, 4, 5, 7};
  int64_t rank = std::uniform_int_distribution<int64_t>(1, 4)(rng);
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d)
    shape.push_back(extents[std::uniform_int_distribution<int>(0, 5)(rng)]);
  return shape;
}

/// Calls `fn` with every index of `shape`, in row-major order.
inline void forEachIndex(ArrayRef<int64_t> shape,
                         llvm::function_ref<void(ArrayRef<int64_t>)> fn) {
  for (int64_t extent : shape)
    if (extent == 0)
      return;
  SmallVector<int64_t> index(shape.size(), 0);
  while (true) {
    fn(index);
    int64_t d = static_cast<int64_t>(shape.size()) - 1;
    for (; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
    if (d < 0)
      return;
  }
}

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_UNITTESTS_LAYOUTTESTUTILS_H
