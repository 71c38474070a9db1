//===- LayoutAttrTest.cpp - Normalization and equivalence of layouts ------===//

#include "LayoutTestUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

TEST_F(LayoutTest, TrivialPartsNormalizeAway) {
  EncodingAttr packed = EncodingAttr::get(&context);
  EXPECT_EQ(parse("#layout.encoding<order = [0, 1, 2]>"), packed);
  EXPECT_EQ(parse("#layout.encoding<align = [1, 1]>"), packed);
  EXPECT_EQ(parse("#layout.encoding<pad_low = [0, 0], pad_high = [0, 0]>"),
            packed);
  EXPECT_EQ(parse("#layout.encoding<tiles = [1 : 1]>"), packed);
  EXPECT_EQ(parse("#layout.encoding<base_align = 1>"), packed);
  // Without alignment or halo there is no padding to fill.
  EXPECT_EQ(parse("#layout.encoding<pad_value = zero>"), packed);
  // Built (the text form refuses a constant that could not be checked
  // against an element type once dropped).
  Builder builder(&context);
  EXPECT_EQ(EncodingAttr::get(&context, /*order=*/{1, 0}, {}, {}, {},
                              builder.getF32FloatAttr(1.0)),
            parse("#layout.encoding<order = [1, 0]>"));
}

TEST_F(LayoutTest, ZeroConstantIsZeroPadValue) {
  EncodingAttr zero = parse("#layout.encoding<align = [8], pad_value = zero>");
  EXPECT_EQ(zero.getPadKind(), PadKind::Zero);
  // Built; the text form spells zero only as `zero`.
  Builder builder(&context);
  EXPECT_EQ(EncodingAttr::get(&context, {}, /*align=*/{8}, {}, {},
                              builder.getF32FloatAttr(0.0)),
            zero);
  EXPECT_EQ(EncodingAttr::get(&context, {}, /*align=*/{8}, {}, {},
                              builder.getI8IntegerAttr(0)),
            zero);
  // -0.0 has other bits than zero.
  EncodingAttr negativeZero =
      parse("#layout.encoding<align = [8], pad_value = -0.0 : f32>");
  EXPECT_EQ(negativeZero.getPadKind(), PadKind::Constant);
  EXPECT_NE(negativeZero, zero);
  EncodingAttr undef =
      parse("#layout.encoding<align = [8], pad_value = undef>");
  EXPECT_EQ(undef.getPadKind(), PadKind::Undefined);
  EXPECT_EQ(undef, parse("#layout.encoding<align = [8]>"));
}

TEST_F(LayoutTest, PartsHaveDefaults) {
  EncodingAttr layout = parse("#layout.encoding<tiles = [1 : 8]>");
  EXPECT_EQ(layout.getRank(), std::nullopt);
  EXPECT_EQ(layout.getOrderOrIdentity(3), SmallVector<int64_t>({0, 1, 2}));
  EXPECT_EQ(layout.getAlignment(2), 1);
  EXPECT_EQ(layout.getLowPadding(0), 0);
  EXPECT_EQ(layout.getTileSize(1), 8);
  EXPECT_EQ(layout.getTileSize(0), 1);
  EXPECT_FALSE(layout.mayHavePadding());
  EXPECT_EQ(parse("#layout.encoding<order = [1, 0]>").getRank(), 2);
}

TEST_F(LayoutTest, SpecializeDropsAlignmentAlreadyMet) {
  EncodingAttr rows =
      parse("#layout.encoding<align = [1, 16], pad_value = zero>");
  EXPECT_TRUE(EncodingAttr::isEquivalent(rows, nullptr, {4, 32}));
  EXPECT_FALSE(EncodingAttr::isEquivalent(rows, nullptr, {4, 30}));
  EXPECT_EQ(rows.specialize({4, 32}), EncodingAttr::get(&context));
}

TEST_F(LayoutTest, SpecializeIgnoresOrderOfUnitDims) {
  EncodingAttr nhwc = parse("#layout.encoding<order = [0, 2, 3, 1]>");
  // A single channel: NHWC and NCHW place every element alike.
  EXPECT_TRUE(EncodingAttr::isEquivalent(nhwc, nullptr, {8, 1, 4, 4}));
  EXPECT_FALSE(EncodingAttr::isEquivalent(nhwc, nullptr, {8, 3, 4, 4}));
  EXPECT_TRUE(EncodingAttr::isEquivalent(
      parse("#layout.encoding<order = [2, 0, 1]>"),
      parse("#layout.encoding<order = [0, 2, 1]>"), {1, 5, 3}));
}

TEST_F(LayoutTest, SpecializeTurnsWholeTilesIntoOrder) {
  // One tile holding all 16 channels is channels-last.
  EXPECT_TRUE(EncodingAttr::isEquivalent(
      parse("#layout.encoding<tiles = [1 : 16]>"),
      parse("#layout.encoding<order = [0, 2, 3, 1]>"), {2, 16, 5, 5}));
  EXPECT_FALSE(EncodingAttr::isEquivalent(
      parse("#layout.encoding<tiles = [1 : 16]>"),
      parse("#layout.encoding<order = [0, 2, 3, 1]>"), {2, 32, 5, 5}));
}

TEST_F(LayoutTest, EquivalenceKeepsWhatPaddingHoldsAndBaseAlignment) {
  EncodingAttr zero = parse("#layout.encoding<align = [16], pad_value = zero>");
  EncodingAttr undef = parse("#layout.encoding<align = [16]>");
  EXPECT_FALSE(EncodingAttr::isEquivalent(zero, undef, {10}));
  EXPECT_TRUE(EncodingAttr::isEquivalent(zero, undef, {16}));
  EXPECT_FALSE(EncodingAttr::isEquivalent(
      parse("#layout.encoding<base_align = 64>"), nullptr, {16}));
}

TEST_F(LayoutTest, ElementByteSizes) {
  EXPECT_EQ(getElementByteSize(Float32Type::get(&context)), 4);
  EXPECT_EQ(getElementByteSize(BFloat16Type::get(&context)), 2);
  EXPECT_EQ(getElementByteSize(IntegerType::get(&context, 1)), 1);
  EXPECT_EQ(getElementByteSize(IntegerType::get(&context, 8)), 1);
  EXPECT_EQ(getElementByteSize(IndexType::get(&context)), 8);
  EXPECT_EQ(getElementByteSize(ComplexType::get(Float32Type::get(&context))),
            std::nullopt);
}

} // namespace

namespace {

// The one verifier message that text cannot reach: the C++ builder takes
// tiled dims and tile sizes as two lists.
TEST_F(LayoutTest, BuilderRejectsMismatchedTileLists) {
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    message = diag.str();
    return success();
  });
  auto emitError = [&] { return mlir::emitError(UnknownLoc::get(&context)); };
  SmallVector<int64_t> tileDims = {0, 1}, tileSizes = {4};
  EncodingAttr layout = EncodingAttr::getChecked(
      emitError, &context, {}, {}, {}, {}, {}, tileDims, tileSizes, 0);
  EXPECT_FALSE(layout);
  EXPECT_EQ(message, "got 2 tiled dimensions but 1 tile sizes");
}

} // namespace
