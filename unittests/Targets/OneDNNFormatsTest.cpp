//===- OneDNNFormatsTest.cpp - oneDNN formats through #layout.encoding ----===//
//
// Every blocked format oneDNN's f32 kernels use, turned into a requirement
// (what the onednn target asks for), its minimal layout taken (what layout
// assignment stores the tensor in), and that layout described back to
// oneDNN (what convert-linalg-to-onednn hands the kernel): the description
// must be oneDNN's own, dims, padding, strides and blocks. Formats a
// layout cannot express are refused.
//
//===----------------------------------------------------------------------===//

#include "Dialect/Layout/Targets/OneDNNFormats.h"
#include "Conversion/LinalgToOneDNN/OneDNNDescriptors.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <numeric>

using namespace mlir;
using namespace mlir::layout;

namespace {

class OneDNNFormatsTest : public ::testing::Test {
protected:
  OneDNNFormatsTest() { context.loadDialect<LayoutDialect>(); }

  static dnnl_memory_desc_t makeDesc(ArrayRef<int64_t> dims,
                                     dnnl_format_tag_t tag) {
    dnnl_memory_desc_t desc;
    SmallVector<dnnl_dim_t> d(dims.begin(), dims.end());
    EXPECT_EQ(
        dnnl_memory_desc_init_by_tag(&desc, d.size(), d.data(), dnnl_f32, tag),
        dnnl_success);
    return desc;
  }

  /// Round-trips `desc` over `keptDims` and checks the description.
  void expectRoundTrip(const dnnl_memory_desc_t &desc,
                       ArrayRef<int64_t> keptDims, StringRef expectedLayout) {
    FailureOr<RequirementAttr> requirement =
        getRequirementForOneDNNFormat(&context, desc, keptDims, 64);
    ASSERT_TRUE(succeeded(requirement));
    SmallVector<int64_t> shape;
    for (int64_t dim : keptDims)
      shape.push_back(desc.dims[dim]);
    auto plain = RankedTensorType::get(shape, Float32Type::get(&context));
    FailureOr<EncodingAttr> layout = requirement->getMinimalLayout(plain);
    ASSERT_TRUE(succeeded(layout));
    std::string printed;
    llvm::raw_string_ostream os(printed);
    os << *layout;
    EXPECT_EQ(printed, expectedLayout.str());

    // As layout-bufferize stores it: a tiled layout as its packed
    // physical buffer, an untiled one as a strided buffer of the shape.
    FailureOr<OneDNNTensorDesc> described = failure();
    auto f32 = Float32Type::get(&context);
    if (layout->isTiled()) {
      described = describeTiledBuffer(
          EncodingAttr::withLayout(plain, *layout),
          MemRefType::get(layout->getPhysicalShape(shape), f32),
          /*isRead=*/true);
    } else {
      SmallVector<int64_t> physical = layout->getPhysicalStrides(shape);
      SmallVector<int64_t> strides(shape.size());
      for (auto [position, dim] :
           llvm::enumerate(layout->getOrderOrIdentity(shape.size())))
        strides[dim] = physical[position];
      described = describeStridedBuffer(MemRefType::get(
          shape, f32, StridedLayoutAttr::get(&context, 0, strides)));
    }
    ASSERT_TRUE(succeeded(described));
    const dnnl_blocking_desc_t &blocking = desc.format_desc.blocking;
    for (auto [dim, kept] : llvm::enumerate(keptDims)) {
      EXPECT_EQ(described->dims[dim], desc.dims[kept]) << "dim " << dim;
      EXPECT_EQ(described->paddedDims[dim], desc.padded_dims[kept])
          << "dim " << dim;
      int64_t blockProduct = 1;
      for (int b = 0; b < blocking.inner_nblks; ++b)
        if (blocking.inner_idxs[b] == kept)
          blockProduct *= blocking.inner_blks[b];
      // A dim of one outer position may have any stride.
      if (desc.padded_dims[kept] / blockProduct > 1) {
        EXPECT_EQ(described->strides[dim], blocking.strides[kept])
            << "dim " << dim;
      }
    }
    ASSERT_EQ(static_cast<int>(described->blocks.size()), blocking.inner_nblks);
    for (int b = 0; b < blocking.inner_nblks; ++b) {
      EXPECT_EQ(keptDims[described->blocks[b].first], blocking.inner_idxs[b]);
      EXPECT_EQ(described->blocks[b].second, blocking.inner_blks[b]);
    }
  }

  void expectRoundTrip(ArrayRef<int64_t> dims, dnnl_format_tag_t tag,
                       StringRef expectedLayout) {
    SmallVector<int64_t> all(dims.size());
    std::iota(all.begin(), all.end(), 0);
    expectRoundTrip(makeDesc(dims, tag), all, expectedLayout);
  }

  MLIRContext context;
};

TEST_F(OneDNNFormatsTest, Activations) {
  expectRoundTrip({1, 3, 5, 5}, dnnl_nchw, "#layout.encoding<>");
  expectRoundTrip({2, 64, 7, 5}, dnnl_nhwc,
                  "#layout.encoding<order = [0, 2, 3, 1], base_align = 64>");
  expectRoundTrip({2, 32, 7, 5}, dnnl_nChw16c,
                  "#layout.encoding<tiles = [1 : 16], base_align = 64>");
  expectRoundTrip({1, 24, 7, 5}, dnnl_nChw8c,
                  "#layout.encoding<tiles = [1 : 8], base_align = 64>");
  // 3 channels in one zero-padded block of 16.
  expectRoundTrip({1, 3, 7, 5}, dnnl_nChw16c,
                  "#layout.encoding<align = [1, 16, 1, 1], pad_value = zero, "
                  "tiles = [1 : 16], base_align = 64>");
}

TEST_F(OneDNNFormatsTest, Filters) {
  expectRoundTrip(
      {32, 48, 3, 3}, dnnl_OIhw16i16o,
      "#layout.encoding<tiles = [1 : 16, 0 : 16], base_align = 64>");
  expectRoundTrip({16, 8, 3, 3}, dnnl_OIhw8i8o,
                  "#layout.encoding<tiles = [1 : 8, 0 : 8], base_align = 64>");
  expectRoundTrip({24, 3, 7, 7}, dnnl_Ohwi16o,
                  "#layout.encoding<order = [0, 2, 3, 1], align = [16, 1, 1, "
                  "1], pad_value = zero, tiles = [0 : 16], base_align = 64>");
  expectRoundTrip({128, 64, 3, 3}, dnnl_Ohwi64o,
                  "#layout.encoding<order = [0, 2, 3, 1], tiles = [0 : 64], "
                  "base_align = 64>");
}

TEST_F(OneDNNFormatsTest, GroupedFilterAsDepthwise) {
  // (groups, 1, 1, h, w) of a depthwise convolution is the filter (C, h, w).
  expectRoundTrip(makeDesc({32, 1, 1, 3, 3}, dnnl_Goihw16g), {0, 3, 4},
                  "#layout.encoding<tiles = [0 : 16], base_align = 64>");
  expectRoundTrip(makeDesc({24, 1, 1, 3, 3}, dnnl_Goihw8g), {0, 3, 4},
                  "#layout.encoding<tiles = [0 : 8], base_align = 64>");
}

TEST_F(OneDNNFormatsTest, Matrices) {
  expectRoundTrip({64, 128}, dnnl_ab, "#layout.encoding<>");
  expectRoundTrip({64, 128}, dnnl_ba,
                  "#layout.encoding<order = [1, 0], base_align = 64>");
  // B of a brgemm matmul: K by 16 outside N by 64, both padded.
  expectRoundTrip({1000, 1000}, dnnl_BA16a64b,
                  "#layout.encoding<order = [1, 0], align = [16, 64], "
                  "pad_value = zero, tiles = [0 : 16, 1 : 64], base_align = "
                  "64>");
}

TEST_F(OneDNNFormatsTest, Inexpressible) {
  // The input channels blocked twice (8i outside 16o outside 2i).
  dnnl_memory_desc_t vnni = makeDesc({32, 32, 3, 3}, dnnl_OIhw8i16o2i);
  EXPECT_TRUE(
      failed(getRequirementForOneDNNFormat(&context, vnni, {0, 1, 2, 3}, 64)));
  // `any` is no format yet.
  dnnl_memory_desc_t any = makeDesc({4, 4}, dnnl_format_tag_any);
  EXPECT_TRUE(failed(getRequirementForOneDNNFormat(&context, any, {0, 1}, 64)));
  // A dropped dim that is not a unit dim.
  dnnl_memory_desc_t grouped = makeDesc({4, 2, 1, 3, 3}, dnnl_goihw);
  EXPECT_TRUE(
      failed(getRequirementForOneDNNFormat(&context, grouped, {0, 3, 4}, 64)));
}

} // namespace
