//===- LayoutMathTest.cpp - Physical placement of layouts -----------------===//
//
// Hand-computed cases for the layouts backends ask for, then properties over
// many generated layouts and shapes: every logical index has its own
// in-bounds offset, and the padding positions are exactly the rest.
//
//===----------------------------------------------------------------------===//

#include "LayoutTestUtils.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseSet.h"

#include <random>

using namespace mlir;
using namespace mlir::layout;

namespace {

using Shape = SmallVector<int64_t>;

TEST_F(LayoutTest, NHWC) {
  EncodingAttr nhwc = parse("#layout.encoding<order = [0, 2, 3, 1]>");
  Shape shape = {2, 3, 4, 5};
  EXPECT_EQ(nhwc.getPhysicalShape(shape), Shape({2, 4, 5, 3}));
  EXPECT_EQ(nhwc.getPhysicalStrides(shape), Shape({60, 15, 3, 1}));
  EXPECT_EQ(*nhwc.getLogicalStrides(shape), Shape({60, 1, 15, 3}));
  EXPECT_EQ(nhwc.getOffset(shape), 0);
  EXPECT_EQ(nhwc.getAllocationSize(shape, Float32Type::get(&context)), 480);
  EXPECT_EQ(nhwc.getLinearOffset(shape, {1, 2, 3, 4}), 60 + 2 + 45 + 12);
  EXPECT_FALSE(nhwc.hasPadding(shape));
}

TEST_F(LayoutTest, CacheLineAlignedRows) {
  EncodingAttr rows =
      parse("#layout.encoding<align = [1, 16], pad_value = zero>");
  Shape shape = {10, 1000};
  EXPECT_EQ(rows.getPhysicalShape(shape), Shape({10, 1008}));
  EXPECT_EQ(*rows.getLogicalStrides(shape), Shape({1008, 1}));
  EXPECT_EQ(rows.getAllocationSize(shape, Float32Type::get(&context)),
            10 * 1008 * 4);
  EXPECT_EQ(rows.getAllocationSize(shape, Float16Type::get(&context)),
            10 * 1008 * 2);
  EXPECT_TRUE(rows.hasPadding(shape));
  EXPECT_TRUE(rows.isPadding(shape, {3, 1000}));
  EXPECT_TRUE(rows.isPadding(shape, {9, 1007}));
  EXPECT_FALSE(rows.isPadding(shape, {9, 999}));
  // 1008 floats are already aligned: no padding.
  EXPECT_FALSE(rows.hasPadding({10, 1008}));
}

TEST_F(LayoutTest, HaloPaddedImage) {
  EncodingAttr halo = parse("#layout.encoding<pad_low = [0, 0, 1, 1], "
                            "pad_high = [0, 0, 1, 1], pad_value = zero>");
  Shape shape = {1, 3, 8, 8};
  EXPECT_EQ(halo.getPhysicalShape(shape), Shape({1, 3, 10, 10}));
  EXPECT_EQ(*halo.getLogicalStrides(shape), Shape({300, 100, 10, 1}));
  EXPECT_EQ(halo.getOffset(shape), 11);
  EXPECT_EQ(halo.getLinearOffset(shape, {0, 2, 7, 7}), 200 + 80 + 8);
  EXPECT_TRUE(halo.isPadding(shape, {0, 0, 0, 5}));
  EXPECT_TRUE(halo.isPadding(shape, {0, 1, 9, 5}));
  SmallVector<int64_t> logical;
  EXPECT_FALSE(halo.isPadding(shape, {0, 1, 1, 1}, &logical));
  EXPECT_EQ(logical, Shape({0, 1, 0, 0}));
}

TEST_F(LayoutTest, NCHW16c) {
  EncodingAttr blocked = parse("#layout.encoding<tiles = [1 : 16]>");
  Shape shape = {1, 32, 4, 4};
  EXPECT_EQ(blocked.getPhysicalShape(shape), Shape({1, 2, 4, 4, 16}));
  EXPECT_EQ(blocked.getPhysicalStrides(shape), Shape({512, 256, 64, 16, 1}));
  EXPECT_FALSE(blocked.getLogicalStrides(shape).has_value());
  EXPECT_EQ(blocked.getPhysicalIndex(shape, {0, 17, 2, 3}),
            Shape({0, 1, 2, 3, 1}));
  EXPECT_EQ(blocked.getLinearOffset(shape, {0, 17, 2, 3}), 256 + 128 + 48 + 1);

  // Three channels blocked by 16 need the channels aligned to 16.
  EncodingAttr padded = parse(
      "#layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : "
      "16]>");
  Shape rgb = {1, 3, 4, 4};
  EXPECT_EQ(padded.getPhysicalShape(rgb), Shape({1, 1, 4, 4, 16}));
  EXPECT_TRUE(padded.isPadding(rgb, {0, 0, 2, 2, 3}));
  EXPECT_FALSE(padded.isPadding(rgb, {0, 0, 2, 2, 2}));
  EXPECT_EQ(padded.getAllocationSize(rgb, IntegerType::get(&context, 8)), 256);
}

// TVM's NC4cHW: the channel block sits between C and H.
TEST_F(LayoutTest, TilePlacedAmongOuterDims) {
  EncodingAttr nc4chw =
      parse("#layout.encoding<order = [0, 1, t0, 2, 3], tiles = [1 : 4]>");
  Shape shape = {1, 8, 5, 5};
  EXPECT_EQ(nc4chw.getPhysicalOrder(4), Shape({0, 1, 4, 2, 3}));
  EXPECT_EQ(nc4chw.getPhysicalShape(shape), Shape({1, 2, 4, 5, 5}));
  EXPECT_EQ(nc4chw.getPhysicalStrides(shape), Shape({200, 100, 25, 5, 1}));
  EXPECT_EQ(nc4chw.getPhysicalIndex(shape, {0, 6, 2, 3}),
            Shape({0, 1, 2, 2, 3}));
  EXPECT_EQ(nc4chw.getLinearOffset(shape, {0, 6, 2, 3}), 100 + 50 + 13);

  // Rows distributed over two banks round-robin, 16 rows per bank.
  EncodingAttr banks = parse("#layout.encoding<order = [t0, 0, 1], align = "
                             "[32, 1], tiles = [0 : 2]>");
  Shape matrix = {8, 16};
  EXPECT_EQ(banks.getPhysicalShape(matrix), Shape({2, 16, 16}));
  EXPECT_EQ(banks.getLinearOffset(matrix, {5, 3}), 256 + 2 * 16 + 3);
  EXPECT_TRUE(banks.isPadding(matrix, {0, 4, 0}));

  // Placing the tiles after the outer dims, in the order listed, is the
  // default; a placed tile covering its dim is that dim, untiled, there.
  EXPECT_EQ(
      parse("#layout.encoding<order = [0, 1, 2, 3, t0], tiles = [1 : 4]>"),
      parse("#layout.encoding<tiles = [1 : 4]>"));
  EXPECT_TRUE(EncodingAttr::isEquivalent(
      parse("#layout.encoding<order = [0, t0, 1, 2], tiles = [2 : 4]>"),
      parse("#layout.encoding<order = [0, 2, 1]>"), Shape({3, 5, 4})));
  EXPECT_FALSE(EncodingAttr::isEquivalent(
      nc4chw, parse("#layout.encoding<tiles = [1 : 4]>"), shape));
}

TEST_F(LayoutTest, DynamicExtents) {
  EncodingAttr rows = parse("#layout.encoding<align = [1, 16]>");
  Shape shape = {ShapedType::kDynamic, 1000};
  EXPECT_EQ(rows.getPhysicalShape(shape), Shape({ShapedType::kDynamic, 1008}));
  EXPECT_EQ(*rows.getLogicalStrides(shape), Shape({1008, 1}));
  EXPECT_EQ(rows.getOffset(shape), 0);
  EXPECT_FALSE(
      rows.getAllocationSize(shape, Float32Type::get(&context)).has_value());
  Shape inner = {4, ShapedType::kDynamic};
  EXPECT_EQ(*rows.getLogicalStrides(inner), Shape({ShapedType::kDynamic, 1}));
  EXPECT_TRUE(rows.hasPadding(inner));
}

//===----------------------------------------------------------------------===//
// Properties over generated layouts.
//===----------------------------------------------------------------------===//

TEST_F(LayoutTest, GeneratedLayoutsPlaceEveryElementOnce) {
  std::mt19937 rng(20261121);
  Type f32 = Float32Type::get(&context);
  for (int trial = 0; trial < 2000; ++trial) {
    Shape shape = generateShape(rng);
    EncodingAttr layout = generateLayout(&context, rng, shape);
    std::string text;
    llvm::raw_string_ostream(text) << layout;
    SCOPED_TRACE(text);
    ASSERT_TRUE(succeeded(layout.verifyEncoding(
        shape, f32, [&] { return emitError(UnknownLoc::get(&context)); })));

    Shape physicalShape = layout.getPhysicalShape(shape);
    Shape strides = layout.getPhysicalStrides(shape);
    int64_t size = layout.getNumPhysicalElements(shape);
    EXPECT_EQ(*layout.getAllocationSize(shape, f32), size * 4);

    // Logical -> physical: distinct, in bounds, and inverted by isPadding.
    llvm::DenseSet<int64_t> used;
    int64_t elements = 0;
    forEachIndex(shape, [&](ArrayRef<int64_t> index) {
      ++elements;
      int64_t offset = layout.getLinearOffset(shape, index);
      ASSERT_GE(offset, 0);
      ASSERT_LT(offset, size);
      EXPECT_TRUE(used.insert(offset).second) << "two elements share offset";
      Shape physical = layout.getPhysicalIndex(shape, index);
      for (auto [i, extent] : llvm::zip_equal(physical, physicalShape)) {
        ASSERT_GE(i, 0);
        ASSERT_LT(i, extent);
      }
      SmallVector<int64_t> back;
      EXPECT_FALSE(layout.isPadding(shape, physical, &back));
      EXPECT_EQ(back, SmallVector<int64_t>(index));
    });
    if (!layout.isTiled() && elements > 0) {
      // Untiled layouts are strided: offset = offset(0) + sum(i * stride).
      SmallVector<int64_t> logicalStrides = *layout.getLogicalStrides(shape);
      Shape last(shape);
      for (int64_t &i : last)
        i -= 1;
      int64_t expected = layout.getOffset(shape);
      for (auto [i, stride] : llvm::zip_equal(last, logicalStrides))
        expected += i * stride;
      EXPECT_EQ(layout.getLinearOffset(shape, last), expected);
    }

    // Physical -> padding: exactly the positions no element uses.
    int64_t paddingCount = 0;
    forEachIndex(physicalShape, [&](ArrayRef<int64_t> physical) {
      int64_t offset = 0;
      for (auto [i, stride] : llvm::zip_equal(physical, strides))
        offset += i * stride;
      bool padding = layout.isPadding(shape, physical);
      EXPECT_EQ(padding, !used.contains(offset)) << "at offset " << offset;
      paddingCount += padding;
    });
    EXPECT_EQ(paddingCount + elements, size);
    EXPECT_EQ(layout.hasPadding(shape), paddingCount > 0);
  }
}

/// Offsets of every element, or an empty list for layouts of other sizes.
SmallVector<int64_t> getPlacement(EncodingAttr layout,
                                  ArrayRef<int64_t> shape) {
  SmallVector<int64_t> offsets;
  forEachIndex(shape, [&](ArrayRef<int64_t> index) {
    offsets.push_back(layout.getLinearOffset(shape, index));
  });
  return offsets;
}

TEST_F(LayoutTest, EquivalenceIsSoundOnGeneratedLayouts) {
  std::mt19937 rng(7);
  int equivalent = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    Shape shape = generateShape(rng);
    EncodingAttr a = generateLayout(&context, rng, shape);
    // Pairs with the same base alignment and pad value, so that placement is
    // what decides.
    EncodingAttr b = generateLayout(&context, rng, shape);
    b = EncodingAttr::get(&context, b.getOrder(), b.getAlign(), b.getPadLow(),
                          b.getPadHigh(), a.getPadValue(), b.getTileDims(),
                          b.getTileSizes(), a.getBaseAlign(),
                          b.getTilePositions());
    if (!EncodingAttr::isEquivalent(a, b, shape))
      continue;
    ++equivalent;
    EXPECT_EQ(a.getNumPhysicalElements(shape), b.getNumPhysicalElements(shape));
    EXPECT_EQ(getPlacement(a, shape), getPlacement(b, shape));
  }
  // The generator makes equivalent pairs often enough to test something.
  EXPECT_GT(equivalent, 20);
}

} // namespace

namespace {

// A relabelled layout stores the transposed tensor's elements in the same
// places of the same buffer: the basis of zero-copy transposes.
TEST_F(LayoutTest, RelabelKeepsEveryElementInPlace) {
  std::mt19937 rng(99);
  for (int trial = 0; trial < 1000; ++trial) {
    Shape shape = generateShape(rng);
    EncodingAttr layout = generateLayout(&context, rng, shape);
    SmallVector<int64_t> permutation =
        llvm::to_vector(llvm::seq<int64_t>(0, shape.size()));
    std::shuffle(permutation.begin(), permutation.end(), rng);
    EncodingAttr relabelled = layout.relabel(permutation);
    Shape transposed;
    for (int64_t dim : permutation)
      transposed.push_back(shape[dim]);
    ASSERT_EQ(relabelled.getPhysicalShape(transposed),
              layout.getPhysicalShape(shape));
    forEachIndex(shape, [&](ArrayRef<int64_t> index) {
      SmallVector<int64_t> transposedIndex;
      for (int64_t dim : permutation)
        transposedIndex.push_back(index[dim]);
      EXPECT_EQ(relabelled.getLinearOffset(transposed, transposedIndex),
                layout.getLinearOffset(shape, index));
    });
  }
}

} // namespace
