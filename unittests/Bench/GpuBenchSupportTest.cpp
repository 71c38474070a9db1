//===- GpuBenchSupportTest.cpp - Reading back and comparing results -------===//
//
// tensor-layout-gpu-network-bench reads each build's result back through
// its memref descriptor, whatever its strides and offset, and compares it
// with the first build's: checked here on host memory, with no device.
//
//===----------------------------------------------------------------------===//

#include "GpuBenchSupport.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <vector>

using namespace transform_cases;

namespace {

Descriptor makeDescriptor(std::vector<int64_t> sizes,
                          std::vector<int64_t> strides) {
  Descriptor descriptor = {nullptr, nullptr, 0, {}};
  for (size_t i = 0; i < sizes.size(); ++i) {
    descriptor.sizesAndStrides[i] = sizes[i];
    descriptor.sizesAndStrides[sizes.size() + i] = strides[i];
  }
  return descriptor;
}

// A 2x3 result stored transposed (strides 1, 2) after one element of
// offset: read in row-major order of its logical sizes.
TEST(GpuBenchSupport, GathersPermutedF32) {
  std::vector<float> buffer = {-1, 0, 3, 1, 4, 2, 5};
  Descriptor descriptor = makeDescriptor({2, 3}, {1, 2});
  std::vector<double> values = gatherElements(
      reinterpret_cast<const char *>(buffer.data() + 1), descriptor, 2, "f32");
  EXPECT_EQ(values, (std::vector<double>{0, 1, 2, 3, 4, 5}));
}

// bf16 rows padded to 4 elements: the padding is skipped, each element is
// the upper half of an f32.
TEST(GpuBenchSupport, GathersPaddedBF16) {
  std::vector<float> wanted = {1.5f, -2.0f, 0.25f, 8.0f, 3.0f, -0.5f};
  std::vector<uint16_t> buffer(8, 0x7fc0); // Padding: NaN.
  for (size_t i = 0; i < wanted.size(); ++i) {
    uint32_t bits;
    std::memcpy(&bits, &wanted[i], sizeof(bits));
    buffer[i / 3 * 4 + i % 3] = bits >> 16;
  }
  Descriptor descriptor = makeDescriptor({2, 3}, {4, 1});
  std::vector<double> values = gatherElements(
      reinterpret_cast<const char *>(buffer.data()), descriptor, 2, "bf16");
  EXPECT_EQ(values, std::vector<double>(wanted.begin(), wanted.end()));
}

TEST(GpuBenchSupport, RelativeError) {
  EXPECT_EQ(getRelativeError({1, 2, 2}, {1, 2, 2}), 0);
  EXPECT_DOUBLE_EQ(getRelativeError({1, 2, 3}, {1, 2, 2}), 1.0 / 3.0);
  // A zero reference: the difference's norm.
  EXPECT_DOUBLE_EQ(getRelativeError({3, 4}, {0, 0}), 5.0);
  // Not finite, or another size: never within a tolerance.
  EXPECT_TRUE(std::isinf(getRelativeError({NAN, 0}, {1, 0})));
  EXPECT_TRUE(std::isinf(getRelativeError({1, 0}, {1, INFINITY})));
  EXPECT_TRUE(std::isinf(getRelativeError({1}, {1, 0})));
}

} // namespace
