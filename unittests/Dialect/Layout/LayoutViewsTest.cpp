//===- LayoutViewsTest.cpp - Layouts of reshaped and sliced tensors -------===//
//
// A layout of a reshaped or sliced tensor must store every element in the
// same place of the same buffer: checked for hand-picked cases, then over many
// generated layouts, shapes and groupings, with a count of the cases that
// have such a layout so that the property is not checked on nothing.
//
//===----------------------------------------------------------------------===//

#include "LayoutTestUtils.h"

#include "mlir/Support/DebugStringHelper.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

using Shape = SmallVector<int64_t>;
using Groups = SmallVector<SmallVector<int64_t, 2>>;

/// The index of the collapsed tensor that holds `index` of the expanded one.
Shape collapseIndex(ArrayRef<int64_t> shape, const Groups &groups,
                    ArrayRef<int64_t> index) {
  Shape result;
  for (const auto &group : groups) {
    int64_t linear = 0;
    for (int64_t dim : group)
      linear = linear * shape[dim] + index[dim];
    result.push_back(linear);
  }
  return result;
}

Shape collapseShape(ArrayRef<int64_t> shape, const Groups &groups) {
  Shape result;
  for (const auto &group : groups) {
    int64_t extent = 1;
    for (int64_t dim : group)
      extent *= shape[dim];
    result.push_back(extent);
  }
  return result;
}

/// Expects `collapsed` of `collapsedShape` and `expanded` of `shape` to
/// place every element at the same offset of buffers of the same size.
void expectSamePlacement(EncodingAttr expanded, ArrayRef<int64_t> shape,
                         EncodingAttr collapsed, const Groups &groups) {
  Shape collapsedShapeValue = collapseShape(shape, groups);
  ASSERT_EQ(expanded.getNumPhysicalElements(shape),
            collapsed.getNumPhysicalElements(collapsedShapeValue))
      << "layouts " << debugString(expanded) << " and "
      << debugString(collapsed);
  // A layout drops its pad value where it has no padding.
  if (expanded.hasPadding(shape) || collapsed.hasPadding(collapsedShapeValue))
    EXPECT_EQ(expanded.getPadValue(), collapsed.getPadValue());
  forEachIndex(shape, [&](ArrayRef<int64_t> index) {
    ASSERT_EQ(expanded.getLinearOffset(shape, index),
              collapsed.getLinearOffset(collapsedShapeValue,
                                        collapseIndex(shape, groups, index)));
  });
}

TEST_F(LayoutTest, CollapseNHWCKeepsChannelsInnermost) {
  // [N, H, W, C] stored NHWC collapsed to [N, H*W, C].
  EncodingAttr nhwc = parse("#layout.encoding<order = [0, 2, 3, 1]>");
  Groups groups = {{0}, {1}, {2, 3}};
  // Logical [N, C, H, W]: merging H and W keeps their run of the order.
  EncodingAttr merged = nhwc.collapse({2, 8, 4, 4}, groups);
  ASSERT_TRUE(merged);
  EXPECT_EQ(merged, parse("#layout.encoding<order = [0, 2, 1]>"));
  // Merging C with H does not: C is innermost, H outer.
  EXPECT_FALSE(nhwc.collapse({2, 8, 4, 4}, {{0}, {1, 2}, {3}}));
}

TEST_F(LayoutTest, CollapseScalesTheFirstDimsPadding) {
  // Rows of 6 padded to 8, two rows per group of the first dim: the
  // first dim's halo becomes whole padded rows of the merged dim.
  EncodingAttr layout =
      parse("#layout.encoding<pad_low = [1, 0, 0], pad_value = zero>");
  EncodingAttr merged = layout.collapse({3, 2, 6}, {{0, 1}, {2}});
  ASSERT_TRUE(merged);
  EXPECT_EQ(merged,
            parse("#layout.encoding<pad_low = [2, 0], pad_value = zero>"));
  // Padding inside the group (after its first dim) has no single stride.
  EXPECT_FALSE(
      parse("#layout.encoding<align = [1, 8]>").collapse({3, 6}, {{0, 1}}));
}

TEST_F(LayoutTest, ExpandNeedsWholeRowsOfPadding) {
  EncodingAttr rows = parse("#layout.encoding<pad_high = [4]>");
  // 12 + 4 = 16 elements: 4 rows of 4, the last one padding.
  EXPECT_EQ(rows.expand({12}, {3, 4}, {{0, 1}}),
            parse("#layout.encoding<pad_high = [1, 0]>"));
  // ... but not 5 rows of 3 and a bit.
  EXPECT_FALSE(rows.expand({12}, {4, 3}, {{0, 1}}));
}

TEST_F(LayoutTest, ReshapeToOrFromRankZeroHasNoView) {
  // A padded 1x1 tensor's element sits at a nonzero offset, which no
  // layout of a rank-0 tensor holds.
  EncodingAttr padded = parse("#layout.encoding<pad_low = [1, 0]>");
  EXPECT_FALSE(padded.collapse({1, 1}, {}));
  EXPECT_FALSE(parse("#layout.encoding<>").expand({}, {1, 1}, {}));
}

TEST_F(LayoutTest, ExpandRefusesAUnitDimBeforeAPaddedOne) {
  // Upstream strides the leading unit dim by 6, the layout by 8.
  EncodingAttr padded = parse("#layout.encoding<pad_low = [2]>");
  EXPECT_FALSE(padded.expand({6}, {1, 6}, {{0, 1}}));
  EXPECT_TRUE(padded.expand({6}, {6, 1}, {{0, 1}}));
}

TEST_F(LayoutTest, ReshapeKeepsTilesOnTheirOwnDim) {
  EncodingAttr nchw16c = parse("#layout.encoding<tiles = [1 : 16]>");
  // Dropping the unit batch dim keeps the blocks.
  EXPECT_EQ(nchw16c.collapse({1, 32, 7, 7}, {{0, 1}, {2}, {3}}),
            parse("#layout.encoding<tiles = [0 : 16]>"));
  // Flattening C, H and W does not.
  EXPECT_FALSE(nchw16c.collapse({1, 32, 7, 7}, {{0}, {1, 2, 3}}));
  EXPECT_EQ(parse("#layout.encoding<tiles = [0 : 16]>")
                .expand({32, 7, 7}, {1, 32, 7, 7}, {{0, 1}, {2}, {3}}),
            nchw16c);
}

/// A layout that a reshape often keeps: an order, padding or a tile on one
/// dim, a pad value.
EncodingAttr generateReshapableLayout(MLIRContext *context, std::mt19937 &rng,
                                      ArrayRef<int64_t> shape) {
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  int64_t rank = shape.size();
  SmallVector<int64_t> order = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  if (pick(0, 1))
    std::shuffle(order.begin(), order.end(), rng);
  SmallVector<int64_t> align(rank, 1), padLow(rank, 0), padHigh(rank, 0);
  SmallVector<int64_t> tileDims, tileSizes;
  int64_t dim = pick(0, rank - 1);
  switch (pick(0, 3)) {
  case 0:
    padLow[dim] = pick(1, 4);
    padHigh[dim] = pick(0, 4);
    break;
  case 1:
    align[dim] = pick(2, 8);
    break;
  case 2:
    tileDims.push_back(dim);
    tileSizes.push_back(pick(2, 4));
    align[dim] = tileSizes.back();
    break;
  default:
    break;
  }
  Attribute padValue = pick(0, 1) ? UnitAttr::get(context) : Attribute();
  return EncodingAttr::get(context, order, align, padLow, padHigh, padValue,
                           tileDims, tileSizes, /*baseAlign=*/0);
}

/// Consecutive groups of the dims of a rank-`rank` tensor.
Groups generateGroups(std::mt19937 &rng, int64_t rank) {
  Groups groups = {{0}};
  for (int64_t dim = 1; dim < rank; ++dim) {
    if (std::uniform_int_distribution<int>(0, 1)(rng))
      groups.back().push_back(dim);
    else
      groups.push_back({dim});
  }
  return groups;
}

TEST_F(LayoutTest, CollapseKeepsEveryElementInPlace) {
  std::mt19937 rng(7);
  int collapsible = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    Shape shape = generateShape(rng);
    EncodingAttr layout = generateReshapableLayout(&context, rng, shape);
    Groups groups = generateGroups(rng, shape.size());
    EncodingAttr collapsed = layout.collapse(shape, groups);
    if (!collapsed)
      continue;
    ++collapsible;
    expectSamePlacement(layout, shape, collapsed, groups);
  }
  EXPECT_GT(collapsible, 500);
}

TEST_F(LayoutTest, ExpandKeepsEveryElementInPlace) {
  std::mt19937 rng(8);
  static const int64_t factors[] = {1, 2, 3};
  int expandable = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    // An expanded shape and its grouping, then the collapsed shape.
    Shape shape = generateShape(rng);
    Groups groups;
    Shape expandedShape;
    for (int64_t extent : shape) {
      groups.emplace_back();
      int64_t parts = std::uniform_int_distribution<int>(0, 2)(rng);
      for (int64_t part = 0; part < parts; ++part) {
        groups.back().push_back(expandedShape.size());
        expandedShape.push_back(
            factors[std::uniform_int_distribution<int>(0, 2)(rng)]);
      }
      groups.back().push_back(expandedShape.size());
      expandedShape.push_back(extent);
    }
    Shape collapsedShapeValue = collapseShape(expandedShape, groups);
    EncodingAttr layout =
        generateReshapableLayout(&context, rng, collapsedShapeValue);
    EncodingAttr expanded =
        layout.expand(collapsedShapeValue, expandedShape, groups);
    if (!expanded)
      continue;
    ++expandable;
    expectSamePlacement(expanded, expandedShape, layout, groups);
  }
  EXPECT_GT(expandable, 500);
}

TEST_F(LayoutTest, SliceKeepsEveryElementInPlace) {
  std::mt19937 rng(9);
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  int sliced = 0;
  for (int trial = 0; trial < 1000; ++trial) {
    Shape shape = generateShape(rng);
    EncodingAttr layout = generateLayout(&context, rng, shape);
    Shape offsets, sizes;
    for (int64_t extent : shape) {
      offsets.push_back(pick(0, extent - 1));
      sizes.push_back(pick(1, extent - offsets.back()));
    }
    EncodingAttr view = layout.slice(shape, offsets, sizes);
    if (layout.isTiled()) {
      EXPECT_FALSE(view);
      continue;
    }
    ASSERT_TRUE(view);
    ++sliced;
    ASSERT_EQ(view.getNumPhysicalElements(sizes),
              layout.getNumPhysicalElements(shape));
    // The rest of the buffer holds other elements, not a pad value.
    EXPECT_FALSE(view.getPadValue());
    forEachIndex(sizes, [&](ArrayRef<int64_t> index) {
      Shape inSource;
      for (auto [i, offset] : llvm::zip_equal(index, offsets))
        inSource.push_back(i + offset);
      ASSERT_EQ(view.getLinearOffset(sizes, index),
                layout.getLinearOffset(shape, inSource));
    });
  }
  EXPECT_GT(sliced, 200);
}

} // namespace
