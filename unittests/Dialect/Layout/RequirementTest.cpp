//===- RequirementTest.cpp - Requirements on generated layouts ------------===//
//
// The three questions layout assignment asks of a requirement, checked on
// generated requirements, layouts and shapes: the minimal layout satisfies
// it and no satisfying layout is smaller; an intersection is satisfied by
// exactly the layouts that satisfy both sides.
//
//===----------------------------------------------------------------------===//

#include "LayoutTestUtils.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

using RequirementTest = LayoutTest;

RequirementAttr parseRequirement(MLIRContext *context, StringRef text) {
  return cast<RequirementAttr>(parseAttribute(text, context));
}

TEST_F(RequirementTest, CacheLineRows) {
  auto rows = parseRequirement(
      &context, "#layout.requirement<align_bytes = [1, 64], base_align = 64>");
  auto f32 = Float32Type::get(&context);
  auto packed = RankedTensorType::get({64, 1000}, f32);
  std::string whyNot;
  EXPECT_FALSE(rows.isSatisfiedBy(packed, &whyNot));
  EXPECT_EQ(whyNot, "physical extent 1000 of dimension 1 is not a multiple of "
                    "16 elements (64 bytes)");
  EncodingAttr minimal = *rows.getMinimalLayout(packed);
  EXPECT_EQ(minimal,
            parse("#layout.encoding<align = [1, 16], base_align = 64>"));
  EXPECT_TRUE(rows.isSatisfiedBy(EncodingAttr::withLayout(packed, minimal)));
  // 64 bytes of bf16 are 32 elements.
  auto bf16 = RankedTensorType::get({64, 1000}, BFloat16Type::get(&context));
  EXPECT_EQ(*rows.getMinimalLayout(bf16),
            parse("#layout.encoding<align = [1, 32], base_align = 64>"));
}

TEST_F(RequirementTest, OrderIgnoresUnitDims) {
  auto nhwc =
      parseRequirement(&context, "#layout.requirement<order = [0, 2, 3, 1]>");
  auto f32 = Float32Type::get(&context);
  // With N = 1 the batch dim may sit anywhere.
  auto type = RankedTensorType::get(
      {1, 8, 4, 4}, f32, parse("#layout.encoding<order = [2, 3, 1, 0]>"));
  EXPECT_TRUE(nhwc.isSatisfiedBy(type));
  auto nchw = RankedTensorType::get({1, 8, 4, 4}, f32);
  std::string whyNot;
  EXPECT_FALSE(nhwc.isSatisfiedBy(nchw, &whyNot));
  EXPECT_EQ(whyNot,
            "dimension order [0, 1, 2, 3] is not the required [0, 2, 3, 1]");
}

TEST_F(RequirementTest, IncompatibleIntersections) {
  auto a = parseRequirement(&context, "#layout.requirement<order = [1, 0]>");
  auto b = parseRequirement(&context, "#layout.requirement<order = [0, 1]>");
  std::string whyNot;
  EXPECT_TRUE(failed(RequirementAttr::intersect(a, b, &whyNot)));
  EXPECT_EQ(whyNot, "orders [1, 0] and [0, 1] differ");
  auto zero =
      parseRequirement(&context, "#layout.requirement<pad_value = zero>");
  auto one =
      parseRequirement(&context, "#layout.requirement<pad_value = 1.0 : f32>");
  EXPECT_TRUE(failed(RequirementAttr::intersect(zero, one, &whyNot)));
  auto lcm = *RequirementAttr::intersect(
      parseRequirement(&context, "#layout.requirement<align = [4, 6]>"),
      parseRequirement(&context, "#layout.requirement<align = [6, 1]>"));
  EXPECT_EQ(lcm.getAlign(), ArrayRef<int64_t>({12, 6}));
  auto sram =
      parseRequirement(&context, "#layout.requirement<memory_space = 1>");
  auto host =
      parseRequirement(&context, "#layout.requirement<memory_space = 0>");
  EXPECT_TRUE(failed(RequirementAttr::intersect(sram, host, &whyNot)));
  EXPECT_EQ(whyNot, "buffers in memory space 1 and in the default memory "
                    "space cannot both be asked for");
  // Zero of any integer type is the default space.
  auto hostI32 =
      parseRequirement(&context, "#layout.requirement<memory_space = 0 : i32>");
  EXPECT_TRUE(succeeded(RequirementAttr::intersect(host, hostI32)));
}

TEST_F(RequirementTest, MemorySpace) {
  auto sram = parseRequirement(
      &context, "#layout.requirement<align = [1, 8], memory_space = 1>");
  auto f32 = Float32Type::get(&context);
  auto packed = RankedTensorType::get({4, 5}, f32);
  std::string whyNot;
  EXPECT_FALSE(sram.isSatisfiedBy(packed, &whyNot));
  // The alignment is checked first.
  EXPECT_EQ(whyNot, "physical extent 5 of dimension 1 is not a multiple of "
                    "8 elements");
  EncodingAttr minimal = *sram.getMinimalLayout(packed);
  EXPECT_EQ(minimal,
            parse("#layout.encoding<align = [1, 8], memory_space = 1>"));
  EXPECT_TRUE(sram.isSatisfiedBy(EncodingAttr::withLayout(packed, minimal)));
  auto aligned = EncodingAttr::withLayout(
      packed, parse("#layout.encoding<align = [1, 8]>"));
  EXPECT_FALSE(sram.isSatisfiedBy(aligned, &whyNot));
  EXPECT_EQ(whyNot, "the buffer is in the default memory space but must be "
                    "in memory space 1");
  // `memory_space = 0` is the default space, which a layout spells without
  // the part.
  auto host =
      parseRequirement(&context, "#layout.requirement<memory_space = 0>");
  EXPECT_TRUE(host.isSatisfiedBy(aligned));
  EXPECT_FALSE(host.isSatisfiedBy(EncodingAttr::withLayout(packed, minimal)));
  EXPECT_EQ(*host.getMinimalLayout(packed), EncodingAttr::get(&context));
}

/// A random requirement of `rank`.
RequirementAttr generateRequirement(MLIRContext *context, std::mt19937 &rng,
                                    int64_t rank) {
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  SmallVector<int64_t> order, align, alignBytes, padLow, padHigh;
  if (pick(0, 1)) {
    order = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    std::shuffle(order.begin(), order.end(), rng);
  }
  if (pick(0, 1))
    for (int64_t d = 0; d < rank; ++d)
      align.push_back(pick(0, 2) == 0 ? pick(2, 6) : 1);
  if (pick(0, 1))
    for (int64_t d = 0; d < rank; ++d)
      alignBytes.push_back(pick(0, 2) == 0 ? int64_t(1) << pick(1, 5) : 1);
  if (pick(0, 2) == 0)
    for (int64_t d = 0; d < rank; ++d) {
      padLow.push_back(pick(0, 1));
      padHigh.push_back(pick(0, 1));
    }
  Attribute padValue = pick(0, 2) == 0 ? UnitAttr::get(context) : Attribute();
  bool exactTiles = pick(0, 2) == 0;
  SmallVector<int64_t> tileDims, tileSizes;
  if (exactTiles && pick(0, 1)) {
    tileDims.push_back(pick(0, rank - 1));
    tileSizes.push_back(pick(2, 4));
  }
  int64_t baseAlign = pick(0, 1) ? int64_t(1) << pick(0, 7) : 0;
  // Any space, the default one (0) or space 1 or 2.
  Attribute memorySpace;
  if (int64_t space = pick(-3, 2); space >= 0)
    memorySpace = IntegerAttr::get(IntegerType::get(context, 64), space);
  return RequirementAttr::get(
      context, order, align, alignBytes, padLow, padHigh, padValue, exactTiles,
      tileDims, tileSizes, baseAlign,
      /*tilePositions=*/ArrayRef<int64_t>(), memorySpace);
}

TEST_F(RequirementTest, MinimalLayoutSatisfiesAndIsSmallest) {
  std::mt19937 rng(4);
  auto f32 = Float32Type::get(&context);
  int satisfiedByRandom = 0;
  for (int i = 0; i < 2000; ++i) {
    SmallVector<int64_t> shape = generateShape(rng);
    auto type = RankedTensorType::get(shape, f32);
    RequirementAttr requirement =
        generateRequirement(&context, rng, shape.size());
    FailureOr<EncodingAttr> minimal = requirement.getMinimalLayout(type);
    ASSERT_TRUE(succeeded(minimal));
    ASSERT_TRUE(succeeded(minimal->verifyEncoding(
        shape, f32, [] { return InFlightDiagnostic(); })));
    std::string whyNot;
    ASSERT_TRUE(requirement.isSatisfiedBy(
        EncodingAttr::withLayout(type, *minimal), &whyNot))
        << whyNot;
    int64_t minimalBytes = *minimal->getAllocationSize(shape, f32);
    for (int j = 0; j < 20; ++j) {
      EncodingAttr other = generateLayout(&context, rng, shape);
      if (!requirement.isSatisfiedBy(EncodingAttr::withLayout(type, other)))
        continue;
      ++satisfiedByRandom;
      EXPECT_GE(*other.getAllocationSize(shape, f32), minimalBytes);
    }
  }
  // The comparison above must have had something to compare.
  EXPECT_GT(satisfiedByRandom, 500);
}

TEST_F(RequirementTest, IntersectionIsConjunction) {
  std::mt19937 rng(5);
  auto f32 = Float32Type::get(&context);
  int compatible = 0;
  for (int i = 0; i < 2000; ++i) {
    SmallVector<int64_t> shape = generateShape(rng);
    auto type = RankedTensorType::get(shape, f32);
    RequirementAttr a = generateRequirement(&context, rng, shape.size());
    RequirementAttr b = generateRequirement(&context, rng, shape.size());
    FailureOr<RequirementAttr> both = RequirementAttr::intersect(a, b);
    // Layouts to try: random ones and the minimal layouts of each side.
    SmallVector<EncodingAttr> layouts;
    for (int j = 0; j < 20; ++j)
      layouts.push_back(generateLayout(&context, rng, shape));
    layouts.push_back(*a.getMinimalLayout(type));
    layouts.push_back(*b.getMinimalLayout(type));
    if (succeeded(both)) {
      ++compatible;
      layouts.push_back(*both->getMinimalLayout(type));
    }
    for (EncodingAttr layout : layouts) {
      auto laidOut = EncodingAttr::withLayout(type, layout);
      bool conjunction = a.isSatisfiedBy(laidOut) && b.isSatisfiedBy(laidOut);
      // Incompatibility is decided for every shape at once (a shape with
      // no padding satisfies any two pad values), so only the compatible
      // side is exact for one shape.
      if (succeeded(both))
        EXPECT_EQ(both->isSatisfiedBy(laidOut), conjunction);
    }
  }
  EXPECT_GT(compatible, 200);
}

} // namespace
