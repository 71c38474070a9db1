//===- ChannelSoftmaxTest.cpp - Strided softmaxes as cuDNN sees them ------===//
//
// The description that the cuDNN softmax runtime follows, checked without a
// GPU: cuDNN's channel softmax, emulated as cuDNN reads its 4-D tensors
// (N, C, H, W by their strides) once per index of the caller's loops, must
// write what a softmax along the dim of the strided buffers writes, and
// nothing else, for buffers of rank 1 to 6 in any memory order, padded,
// with dims of extent 1, input and output in different orders.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/ExecutionEngine/ChannelSoftmax.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

using namespace mlir::layout;

namespace {

constexpr float kPoison = -1000.0f;

/// A buffer of `sizes`, its dims laid out in `order` (outermost first),
/// each stride padded by `pad` elements; elements outside it hold kPoison.
struct Buffer {
  std::vector<int64_t> sizes, strides;
  std::vector<float> data;

  Buffer(const std::vector<int64_t> &sizes, const std::vector<int> &order,
         int64_t pad)
      : sizes(sizes), strides(sizes.size()) {
    int64_t stride = 1;
    for (auto d = order.rbegin(); d != order.rend(); ++d) {
      strides[*d] = stride;
      stride = stride * sizes[*d] + pad;
    }
    data.assign(stride + 1, kPoison);
  }

  float &at(const std::vector<int64_t> &index) {
    int64_t offset = 0;
    for (size_t d = 0; d < index.size(); ++d)
      offset += index[d] * strides[d];
    return data[offset];
  }
};

/// Calls `f` with every index of `sizes`.
template <typename F>
void forEachIndex(const std::vector<int64_t> &sizes, F f) {
  std::vector<int64_t> index(sizes.size(), 0);
  for (;;) {
    f(index);
    int64_t d = sizes.size() - 1;
    while (d >= 0 && ++index[d] == sizes[d])
      index[d--] = 0;
    if (d < 0)
      return;
  }
}

/// Softmax of `values` into `out`: max, then exponentials and their sum,
/// then quotients, in order (the emulation and the reference alike).
void softmax(const std::vector<float> &values, std::vector<float> &out) {
  float max = *std::max_element(values.begin(), values.end());
  float sum = 0;
  out.resize(values.size());
  for (size_t i = 0; i < values.size(); ++i)
    sum += out[i] = std::exp(values[i] - max);
  for (float &v : out)
    v /= sum;
}

/// y = softmax of x along `dim`, on the buffers as they are.
void referenceSoftmax(Buffer &x, Buffer &y, int64_t dim) {
  std::vector<int64_t> outer = x.sizes;
  outer[dim] = 1;
  forEachIndex(outer, [&](std::vector<int64_t> index) {
    std::vector<float> row, out;
    for (index[dim] = 0; index[dim] < x.sizes[dim]; ++index[dim])
      row.push_back(x.at(index));
    softmax(row, out);
    for (index[dim] = 0; index[dim] < x.sizes[dim]; ++index[dim])
      y.at(index) = out[index[dim]];
  });
}

/// What cuDNN's calls write: one channel softmax per loop index.
void emulateCudnn(const ChannelSoftmax &call, Buffer &x, Buffer &y) {
  std::vector<int64_t> loopSizes;
  for (const SoftmaxDim &loop : call.loops)
    loopSizes.push_back(loop.size);
  const auto &d = call.dims;
  forEachIndex(loopSizes, [&](const std::vector<int64_t> &loop) {
    int64_t xBase = 0, yBase = 0;
    for (size_t i = 0; i < loop.size(); ++i) {
      xBase += loop[i] * call.loops[i].xStride;
      yBase += loop[i] * call.loops[i].yStride;
    }
    forEachIndex({d[0].size, d[2].size, d[3].size}, [&](const auto &nhw) {
      int64_t xAt = xBase + nhw[0] * d[0].xStride + nhw[1] * d[2].xStride +
                    nhw[2] * d[3].xStride;
      int64_t yAt = yBase + nhw[0] * d[0].yStride + nhw[1] * d[2].yStride +
                    nhw[2] * d[3].yStride;
      std::vector<float> row, out;
      for (int64_t c = 0; c < d[1].size; ++c)
        row.push_back(x.data.at(xAt + c * d[1].xStride));
      softmax(row, out);
      for (int64_t c = 0; c < d[1].size; ++c)
        y.data.at(yAt + c * d[1].yStride) = out[c];
    });
  });
}

/// Checks the description of a softmax along `dim` of x and y of `sizes`
/// in `xOrder` and `yOrder`; returns how many calls it makes.
int64_t check(const std::vector<int64_t> &sizes, const std::vector<int> &xOrder,
              const std::vector<int> &yOrder, int64_t dim, int64_t pad) {
  Buffer x(sizes, xOrder, pad), y(sizes, yOrder, pad), expected = y;
  forEachIndex(sizes, [&](const std::vector<int64_t> &index) {
    int64_t sum = std::accumulate(index.begin(), index.end(), int64_t(0));
    x.at(index) = float((sum * 7 + index.back() * 3) % 11) * 0.25f;
  });
  referenceSoftmax(x, expected, dim);
  ChannelSoftmax call =
      describeChannelSoftmax(sizes, x.strides, y.strides, dim);
  for (const SoftmaxDim &d : call.dims)
    EXPECT_GT(d.xStride, 0);
  emulateCudnn(call, x, y);
  EXPECT_EQ(y.data, expected.data);
  int64_t calls = 1;
  for (const SoftmaxDim &loop : call.loops)
    calls *= loop.size;
  return calls;
}

std::vector<int> identity(size_t rank) {
  std::vector<int> order(rank);
  std::iota(order.begin(), order.end(), 0);
  return order;
}

TEST(ChannelSoftmaxTest, RowMajorMergesIntoOneCall) {
  EXPECT_EQ(check({7}, {0}, {0}, 0, 0), 1);
  EXPECT_EQ(check({3, 5}, {0, 1}, {0, 1}, 1, 0), 1);
  EXPECT_EQ(check({3, 5}, {0, 1}, {0, 1}, 0, 0), 1);
  // An attention's scores: 8 heads x 12 queries x 12 keys, along the keys.
  ChannelSoftmax call =
      describeChannelSoftmax({8, 12, 12}, {144, 12, 1}, {144, 12, 1}, 2);
  EXPECT_EQ(call.dims[0].size, 96);
  EXPECT_EQ(call.dims[0].xStride, 12);
  EXPECT_EQ(call.dims[1].xStride, 1);
  EXPECT_TRUE(call.loops.empty());
  EXPECT_EQ(check({8, 12, 12}, {0, 1, 2}, {0, 1, 2}, 2, 0), 1);
}

TEST(ChannelSoftmaxTest, EveryOrderOfFourDims) {
  std::vector<int> order = identity(4);
  do {
    for (int64_t dim = 0; dim < 4; ++dim)
      EXPECT_EQ(check({2, 3, 4, 5}, order, {0, 1, 2, 3}, dim, 0), 1)
          << "order " << order[0] << order[1] << order[2] << order[3] << " dim "
          << dim;
  } while (std::next_permutation(order.begin(), order.end()));
}

TEST(ChannelSoftmaxTest, PaddedAndPermutedBuffers) {
  for (int64_t dim = 0; dim < 3; ++dim) {
    check({4, 6, 5}, {0, 1, 2}, {0, 1, 2}, dim, 3);
    check({4, 6, 5}, {2, 0, 1}, {1, 2, 0}, dim, 1);
  }
}

TEST(ChannelSoftmaxTest, DimsOfExtentOne) {
  check({1, 6, 1, 5}, {0, 1, 2, 3}, {0, 2, 3, 1}, 1, 0);
  check({1, 6, 1, 5}, {0, 1, 2, 3}, {0, 1, 2, 3}, 2, 2);
  check({3, 1}, {0, 1}, {1, 0}, 1, 0);
}

TEST(ChannelSoftmaxTest, MoreThanThreeRunsLoop) {
  // Five other dims that do not merge (every stride padded): two loops.
  EXPECT_EQ(check({2, 3, 2, 4, 2, 3}, identity(6), identity(6), 3, 1), 6);
  // The same dims packed merge into one call.
  EXPECT_EQ(check({2, 3, 2, 4, 2, 3}, identity(6), identity(6), 3, 0), 1);
  // Orders that differ between x and y keep them apart.
  std::vector<int> reversed = identity(5);
  std::reverse(reversed.begin(), reversed.end());
  check({2, 3, 2, 2, 3}, identity(5), reversed, 0, 0);
}

} // namespace
