//===- ChannelSoftmax.h - Strided softmaxes as cuDNN sees them --*- C++ -*-===//
//
// cuDNN's softmax (cudnnSoftmaxForward, CUDNN_SOFTMAX_MODE_CHANNEL) takes
// 4-D tensors (N, C, H, W) of any strides and normalizes along C for each
// (n, h, w). A softmax along one dim of a strided buffer of any rank is
// that: C is the softmax's dim, and the other dims, merged where they are
// one run of memory in both input and output, are N, H and W; where more
// than three remain, the caller loops over the outer ones, one call each.
// The runtime follows this description and the unit tests check it
// against a softmax on the strided buffers; both share it.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_EXECUTIONENGINE_CHANNELSOFTMAX_H
#define TENSOR_LAYOUT_EXECUTIONENGINE_CHANNELSOFTMAX_H

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mlir {
namespace layout {

/// A dim of the softmax's input x and output y: its extent and its stride
/// in each.
struct SoftmaxDim {
  int64_t size = 1, xStride = 1, yStride = 1;
};

/// cuDNN's tensors of one call, (N, C, H, W), and the dims the caller
/// loops over around the calls (outermost first), each call's x and y at
/// the loop indices' offsets.
struct ChannelSoftmax {
  std::array<SoftmaxDim, 4> dims;
  std::vector<SoftmaxDim> loops;

  /// The tensors' dims (N, C, H, W), and x's or y's strides.
  std::array<int64_t, 4> getSizes() const {
    return {dims[0].size, dims[1].size, dims[2].size, dims[3].size};
  }
  std::array<int64_t, 4> getStrides(bool ofY) const {
    std::array<int64_t, 4> strides;
    for (int i = 0; i < 4; ++i)
      strides[i] = ofY ? dims[i].yStride : dims[i].xStride;
    return strides;
  }
};

/// The channel softmax computing the softmax along `dim` of x and y, whose
/// extents are `sizes` and strides `xStrides` and `yStrides`.
inline ChannelSoftmax
describeChannelSoftmax(const std::vector<int64_t> &sizes,
                       const std::vector<int64_t> &xStrides,
                       const std::vector<int64_t> &yStrides, int64_t dim) {
  // The other dims, outermost first, dims of extent 1 dropped and a dim
  // merged into the one before it where the two are one run of memory.
  std::vector<SoftmaxDim> others;
  for (int64_t i = 0, e = sizes.size(); i < e; ++i) {
    if (i == dim || sizes[i] == 1)
      continue;
    SoftmaxDim next = {sizes[i], xStrides[i], yStrides[i]};
    if (!others.empty() && others.back().xStride == next.xStride * next.size &&
        others.back().yStride == next.yStride * next.size) {
      others.back() = {others.back().size * next.size, next.xStride,
                       next.yStride};
      continue;
    }
    others.push_back(next);
  }
  ChannelSoftmax softmax;
  size_t looped = others.size() > 3 ? others.size() - 3 : 0;
  softmax.loops.assign(others.begin(), others.begin() + looped);
  others.erase(others.begin(), others.begin() + looped);
  softmax.dims[1] = {sizes[dim], xStrides[dim], yStrides[dim]};
  // The outermost N, the innermost W, a third H; the rest of extent 1. One
  // other dim is N: (N, C, 1, 1), a classifier's softmax, cuDNN's
  // commonest case.
  const int slots[3][3] = {{0}, {0, 3}, {0, 2, 3}};
  for (size_t i = 0; i < others.size(); ++i)
    softmax.dims[slots[others.size() - 1][i]] = others[i];
  // A dim of extent 1 gets the stride a dense tensor would give it (cuDNN
  // checks it): past everything else the call reads.
  int64_t xSpan = 1, ySpan = 1;
  for (const SoftmaxDim &d : softmax.dims) {
    xSpan += (d.size - 1) * d.xStride;
    ySpan += (d.size - 1) * d.yStride;
  }
  for (SoftmaxDim &d : softmax.dims)
    if (d.size == 1)
      d = {1, xSpan, ySpan};
  return softmax;
}

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_EXECUTIONENGINE_CHANNELSOFTMAX_H
