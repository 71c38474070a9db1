//===- PointwiseConvolutionTest.cpp - 1x1 convolutions as matmuls ---------===//
//
// The matmul the runtime runs a 1x1 convolution between NCHW and NHWC as,
// and the onednn target times: which buffer is which operand, with which
// strides, and the convolutions it does not describe.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/ExecutionEngine/OneDNNPointwiseConvolution.h"

#include <gtest/gtest.h>

namespace {
using dnnl::memory;
using Tag = memory::format_tag;
using mlir::layout::describePointwiseConvolutionAsMatmul;
using mlir::layout::PointwiseMatmul;

memory::desc describe(const memory::dims &dims, Tag tag) {
  return memory::desc(dims, memory::data_type::f32, tag);
}

memory::dims getStrides(const memory::desc &desc) {
  const dnnl_dims_t &strides = desc.data.format_desc.blocking.strides;
  return memory::dims(strides, strides + desc.data.ndims);
}

const memory::dims kUnit = {1, 1}, kNone = {0, 0};

/// The 1x1 convolution of a `batch`x8x3x5 image in `image` order by a
/// 16x8 OIHW filter into a result in `result` order.
std::optional<PointwiseMatmul> describeExpansion(memory::dim batch, Tag image,
                                                 Tag result) {
  return describePointwiseConvolutionAsMatmul(
      describe({batch, 8, 3, 5}, image), describe({16, 8, 1, 1}, Tag::oihw),
      describe({batch, 16, 3, 5}, result), kUnit, kNone, kNone);
}

TEST(PointwiseConvolution, PlanarImageIntoChannelsLast) {
  // C (15 pixels x 16) = X (15 x 8, the NCHW image transposed) F^T.
  std::optional<PointwiseMatmul> matmul =
      describeExpansion(1, Tag::nchw, Tag::nhwc);
  ASSERT_TRUE(matmul);
  EXPECT_FALSE(matmul->filterIsSource);
  EXPECT_EQ(matmul->src.dims(), (memory::dims{15, 8}));
  EXPECT_EQ(getStrides(matmul->src), (memory::dims{1, 15}));
  EXPECT_EQ(matmul->weights.dims(), (memory::dims{8, 16}));
  EXPECT_EQ(getStrides(matmul->weights), (memory::dims{1, 8}));
  EXPECT_EQ(matmul->dst.dims(), (memory::dims{15, 16}));
  EXPECT_EQ(getStrides(matmul->dst), (memory::dims{16, 1}));
}

TEST(PointwiseConvolution, ChannelsLastImageIntoPlanarBatch) {
  // C (16 x 15 pixels) = F (16 x 8) X (8 x 15, the NHWC image transposed),
  // the filter broadcast over a batch of two.
  std::optional<PointwiseMatmul> matmul =
      describeExpansion(2, Tag::nhwc, Tag::nchw);
  ASSERT_TRUE(matmul);
  EXPECT_TRUE(matmul->filterIsSource);
  EXPECT_EQ(matmul->src.dims(), (memory::dims{1, 16, 8}));
  EXPECT_EQ(getStrides(matmul->src), (memory::dims{128, 8, 1}));
  EXPECT_EQ(matmul->weights.dims(), (memory::dims{2, 8, 15}));
  EXPECT_EQ(getStrides(matmul->weights), (memory::dims{120, 1, 8}));
  EXPECT_EQ(matmul->dst.dims(), (memory::dims{2, 16, 15}));
  EXPECT_EQ(getStrides(matmul->dst), (memory::dims{240, 15, 1}));
}

TEST(PointwiseConvolution, NotAPointwiseConvolution) {
  memory::desc image = describe({1, 8, 3, 5}, Tag::nchw),
               filter = describe({16, 8, 1, 1}, Tag::oihw),
               result = describe({1, 16, 3, 5}, Tag::nhwc);
  EXPECT_FALSE(describePointwiseConvolutionAsMatmul(image, filter, result,
                                                    {2, 1}, kNone, kNone));
  EXPECT_FALSE(describePointwiseConvolutionAsMatmul(image, filter, result,
                                                    kUnit, {0, 1}, kNone));
  EXPECT_FALSE(describePointwiseConvolutionAsMatmul(
      image, describe({16, 8, 3, 3}, Tag::oihw), result, kUnit, kNone, kNone));
  // A blocked image or filter.
  EXPECT_FALSE(describeExpansion(1, Tag::nChw8c, Tag::nhwc));
  EXPECT_FALSE(describePointwiseConvolutionAsMatmul(
      image, describe({16, 8, 1, 1}, Tag::OIhw8i8o), result, kUnit, kNone,
      kNone));
}

TEST(PointwiseConvolution, PixelsThatDoNotFuse) {
  // Rows of 5 pixels 8 apart: no single pixel stride.
  memory::desc padded({1, 8, 3, 5}, memory::data_type::f32,
                      memory::dims{192, 24, 8, 1});
  EXPECT_FALSE(describePointwiseConvolutionAsMatmul(
      padded, describe({16, 8, 1, 1}, Tag::oihw),
      describe({1, 16, 3, 5}, Tag::nhwc), kUnit, kNone, kNone));
  // A result with the batch innermost: neither its pixels nor its channels
  // are rows oneDNN's matmul can write.
  EXPECT_FALSE(describeExpansion(2, Tag::nchw, Tag::bcda));
}
} // namespace
