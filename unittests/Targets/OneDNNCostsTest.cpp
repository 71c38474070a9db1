//===- OneDNNCostsTest.cpp - The onednn target's costs and checks ---------===//
//
// The cost model that keeps compiles deterministic, the tuning cache that
// carries measured times into them, and the compile-time check of a
// described oneDNN call.
//
//===----------------------------------------------------------------------===//

#include "Dialect/Layout/Targets/OneDNNCostModel.h"
#include "Dialect/Layout/Targets/OneDNNTuningCache.h"
#include "tensor-layout/ExecutionEngine/OneDNNKernelCheck.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::layout;

namespace {

TEST(OneDNNCostModel, ReferenceKernelsCostThousandsOfTimesMore) {
  double flops = 2.0 * 64 * 64 * 9 * 56 * 56, bytes = 4.0 * 3 * 64 * 56 * 56;
  double jit = estimateKernelSeconds("jit:avx512_core", flops, bytes, 64, 576);
  double ref = estimateKernelSeconds("ref:any", flops, bytes, 64, 576);
  EXPECT_GT(ref, 1000 * jit);
}

TEST(OneDNNCostModel, FewChannelsWasteADirectKernelsLanesNotAGemms) {
  // A first layer: 3 channels, 7x7 taps.
  double flops = 2.0 * 64 * 3 * 49 * 112 * 112, bytes = 1e5;
  double direct = estimateKernelSeconds("jit:avx2", flops, bytes, 3, 147);
  double gemm = estimateKernelSeconds("gemm:jit", flops, bytes, 3, 147);
  EXPECT_GT(direct, gemm);
  // With full vectors the direct kernel is the faster.
  EXPECT_LT(estimateKernelSeconds("jit:avx2", flops, bytes, 64, 576),
            estimateKernelSeconds("gemm:jit", flops, bytes, 64, 576));
}

TEST(OneDNNCostModel, TheGemmConvolutionIsPricedAtANetworksRate) {
  // "x64:gemm:jit" (oneDNN's convolution on NCHW) at 5% of peak, where
  // a GEMM matmul kernel ("gemm:jit") is priced at 25%.
  double flops = 2.0 * 256 * 64 * 13 * 13, bytes = 1e5;
  EXPECT_DOUBLE_EQ(estimateKernelSeconds("x64:gemm:jit", flops, bytes, 64, 64),
                   5 * estimateKernelSeconds("gemm:jit", flops, bytes, 64, 64));
}

TEST(OneDNNCostModel, MemoryBoundKernelsCostTheirBytes) {
  double seconds = estimateKernelSeconds("jit:avx2", 1e3, 20e9, 64, 64);
  EXPECT_DOUBLE_EQ(seconds, 1.0);
}

TEST(OneDNNCostModel, SameInputSameAnswer) {
  TimedFormats formats;
  formats.plain = true;
  std::optional<ConvolutionTimes> first = estimateConvolution(
      {1, 3, 32, 32}, {16, 3, 3, 3}, {1, 16, 30, 30}, {1, 1}, {0, 0}, formats);
  std::optional<ConvolutionTimes> second = estimateConvolution(
      {1, 3, 32, 32}, {16, 3, 3, 3}, {1, 16, 30, 30}, {1, 1}, {0, 0}, formats);
  ASSERT_TRUE(first && second);
  EXPECT_EQ(first->any, second->any);
  EXPECT_EQ(first->plain, second->plain);
  EXPECT_GT(first->any, 0);
}

TEST(OneDNNTuningCache, PrintsWhatItParses) {
  OneDNNTuningCache &cache = OneDNNTuningCache::get();
  std::string error;
  std::string text = "# a comment\n"
                     "conv 1,2,3 : 1.000000e-03 2.000000e-03 - "
                     "5.000000e-04 1 - 0\n"
                     "conv 4,5 : none\n";
  ASSERT_TRUE(cache.parse(text, error)) << error;
  std::optional<OneDNNTuningCache::Entry> entry = cache.lookup({1, 2, 3});
  ASSERT_TRUE(entry && *entry);
  EXPECT_DOUBLE_EQ((*entry)->plain, 1e-3);
  EXPECT_DOUBLE_EQ((*entry)->any, 2e-3);
  EXPECT_FALSE((*entry)->untiled);
  ASSERT_TRUE((*entry)->planarToChannelsLast);
  EXPECT_DOUBLE_EQ((*entry)->planarToChannelsLast->seconds, 5e-4);
  EXPECT_TRUE((*entry)->planarToChannelsLast->postOpsApart);
  EXPECT_FALSE((*entry)->channelsLastToPlanar);
  // Written before the NHWC matmul was compared: none.
  EXPECT_FALSE((*entry)->channelsLast);
  std::optional<OneDNNTuningCache::Entry> none = cache.lookup({4, 5});
  ASSERT_TRUE(none);
  EXPECT_FALSE(*none);
  EXPECT_FALSE(cache.lookup({4}));
  // Printed in key order, and parsed back to the same text.
  std::string printed = cache.print();
  ASSERT_TRUE(cache.parse(printed, error)) << error;
  EXPECT_EQ(cache.print(), printed);
  cache.clear();
}

TEST(OneDNNTuningCache, ReadsTheChannelsLastMatmul) {
  OneDNNTuningCache &cache = OneDNNTuningCache::get();
  std::string error;
  ASSERT_TRUE(cache.parse("conv 7 : - 2e-3 - - 0 - 0 1.5e-3 0\n", error))
      << error;
  std::optional<OneDNNTuningCache::Entry> entry = cache.lookup({7});
  ASSERT_TRUE(entry && *entry && (*entry)->channelsLast);
  EXPECT_DOUBLE_EQ((*entry)->channelsLast->seconds, 1.5e-3);
  EXPECT_FALSE((*entry)->channelsLast->postOpsApart);
  EXPECT_NE(cache.print().find("1.500000e-03 0\n"), std::string::npos);
  cache.clear();
}

TEST(OneDNNTuningCache, MalformedLinesAreErrorsWithTheirNumber) {
  OneDNNTuningCache &cache = OneDNNTuningCache::get();
  std::string error;
  EXPECT_FALSE(cache.parse("conv 1,2 : 1 2\n", error));
  EXPECT_EQ(error, "line 1: expected 9 fields or 'none' after ':'");
  EXPECT_FALSE(cache.parse("\nconv 1,x : none\n", error));
  EXPECT_EQ(error, "line 2: bad key '1,x'");
  EXPECT_FALSE(cache.parse("conv 1 : - - - - 0 - 0\n", error));
  EXPECT_EQ(error, "line 1: bad time");
  EXPECT_FALSE(cache.parse("matmul 1 : none\n", error));
  EXPECT_EQ(error, "line 1: expected 'conv <key> : <times>'");
  cache.clear();
}

/// A 3x3 convolution of 16 channels at 8x8 (the runtime's description:
/// version, 2 spatial dims, strides, dilations, low and high padding, no
/// accumulation, no post-ops, then src, weights and dst by their
/// strides) with the image's `rows` extent.
std::vector<int64_t> describeConvolution(int64_t rows) {
  std::vector<int64_t> description = {1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0};
  auto tensor = [&](std::vector<int64_t> dims) {
    description.push_back(4);
    description.insert(description.end(), dims.begin(), dims.end());
    description.insert(description.end(), dims.begin(), dims.end());
    std::vector<int64_t> strides(4, 1);
    for (int d = 2; d >= 0; --d)
      strides[d] = strides[d + 1] * dims[d + 1];
    description.insert(description.end(), strides.begin(), strides.end());
    description.push_back(0);
  };
  tensor({1, 16, rows, 8});
  tensor({16, 16, 3, 3});
  tensor({1, 16, 6, 6});
  return description;
}

TEST(OneDNNKernelCheck, BuildsWhatTheRuntimeWouldRun) {
  OneDNNKernelCheck check = checkOneDNNKernel("tensor_layout_onednn_conv_f32",
                                              describeConvolution(8));
  ASSERT_TRUE(check.built) << check.error;
  EXPECT_FALSE(check.implementation.empty());
}

TEST(OneDNNKernelCheck, SaysWhyOneDNNRefuses) {
  // 9 rows for a 6-row result of a 3x3 window: not oneDNN's geometry (the
  // compiler fits the image first; the check itself only reports).
  OneDNNKernelCheck check = checkOneDNNKernel("tensor_layout_onednn_conv_f32",
                                              describeConvolution(9));
  EXPECT_FALSE(check.built);
  EXPECT_FALSE(check.error.empty());
  OneDNNKernelCheck shortDescription =
      checkOneDNNKernel("tensor_layout_onednn_conv_f32", {1, 2});
  EXPECT_FALSE(shortDescription.built);
  EXPECT_EQ(shortDescription.error, "kernel description too short");
  OneDNNKernelCheck unknown = checkOneDNNKernel("no_such_kernel", {});
  EXPECT_FALSE(unknown.built);
  EXPECT_EQ(unknown.error, "no runtime function no_such_kernel");
}

} // namespace
