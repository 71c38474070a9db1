//===- OneDNNPointwiseConvolution.h - 1x1 convs as matmuls ------*- C++ -*-===//
//
// oneDNN 2.6.3 has convolution kernels only for images and results whose
// channels lie on the same side of the pixels (NCHW and NCHW, NHWC and
// NHWC, or blocks of both): a 1x1 convolution from an NCHW image into an
// NHWC result runs its reference kernel, a thousand times slower. Yet such
// a convolution is a matmul over the pixels, and oneDNN's matmul reads
// operands of any strides: with the NCHW input of a network, it saves the
// transform into NHWC (MobileNet-v2's expansion), and writing NCHW it saves
// the transform back (its projection). The runtime runs such convolutions
// as this matmul, and the onednn target times the same matmul, so both
// share this description of it.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNPOINTWISECONVOLUTION_H
#define TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNPOINTWISECONVOLUTION_H

#include <dnnl.hpp>

#include <optional>

namespace mlir {
namespace layout {

/// A 1x1 convolution as oneDNN's matmul: which buffer is which operand and
/// how the matmul sees it.
struct PointwiseMatmul {
  dnnl::memory::desc src, weights, dst;
  /// Whether the matmul's source is the convolution's filter and its
  /// weights the image (a result with its pixels innermost: C = F x X);
  /// else the source is the image (C = X x F^T).
  bool filterIsSource = false;
  /// The dim of `dst` that holds the convolution's output channels.
  int channelDim = 0;
};

namespace detail {
/// A 4-D unblocked descriptor (N, C, H, W) with H and W fused into one dim
/// of pixels: (N, C, pixels) sizes and strides, or nothing where the two do
/// not fuse (rows padded apart) or the descriptor is blocked or padded.
inline std::optional<std::pair<dnnl::memory::dims, dnnl::memory::dims>>
fusePixels(const dnnl::memory::desc &image) {
  const dnnl_memory_desc_t &desc = image.data;
  if (desc.ndims != 4 || desc.format_kind != dnnl_blocked ||
      desc.format_desc.blocking.inner_nblks != 0)
    return std::nullopt;
  for (int d = 0; d < 4; ++d)
    if (desc.padded_dims[d] != desc.dims[d] || desc.padded_offsets[d] != 0)
      return std::nullopt;
  const dnnl_dims_t &strides = desc.format_desc.blocking.strides;
  dnnl_dim_t height = desc.dims[2], width = desc.dims[3];
  dnnl_dim_t pixelStride = width > 1 ? strides[3] : strides[2];
  if (height > 1 && width > 1 && strides[2] != width * strides[3])
    return std::nullopt;
  return std::make_pair(
      dnnl::memory::dims{desc.dims[0], desc.dims[1], height * width},
      dnnl::memory::dims{strides[0], strides[1], pixelStride});
}
} // namespace detail

/// The matmul that computes the convolution of `image` (N, C, H, W) by
/// `filter` (O, C, 1, 1) into `result` (N, O, H, W), unblocked descriptors
/// of any strides, at unit strides without padding, or nothing for any
/// other convolution, or where the result has neither its pixels nor its
/// channels contiguous (oneDNN's matmul writes rows). A batch of one is a
/// 2-D matmul; larger batches are 3-D with the filter broadcast.
inline std::optional<PointwiseMatmul> describePointwiseConvolutionAsMatmul(
    const dnnl::memory::desc &image, const dnnl::memory::desc &filter,
    const dnnl::memory::desc &result, const dnnl::memory::dims &strides,
    const dnnl::memory::dims &padLow, const dnnl::memory::dims &padHigh) {
  for (const dnnl::memory::dims *values : {&padLow, &padHigh})
    for (dnnl::memory::dim value : *values)
      if (value != 0)
        return std::nullopt;
  for (dnnl::memory::dim stride : strides)
    if (stride != 1)
      return std::nullopt;
  const dnnl_memory_desc_t &weights = filter.data;
  if (weights.ndims != 4 || weights.format_kind != dnnl_blocked ||
      weights.format_desc.blocking.inner_nblks != 0 || weights.dims[2] != 1 ||
      weights.dims[3] != 1 || weights.padded_dims[0] != weights.dims[0] ||
      weights.padded_dims[1] != weights.dims[1])
    return std::nullopt;
  auto input = detail::fusePixels(image);
  auto output = detail::fusePixels(result);
  if (!input || !output)
    return std::nullopt;
  auto [inDims, inStrides] = *input;
  auto [outDims, outStrides] = *output;
  dnnl::memory::dim batch = inDims[0], channels = inDims[1], pixels = inDims[2],
                    outChannels = outDims[1];
  const dnnl_dims_t &filterStrides = weights.format_desc.blocking.strides;
  dnnl::memory::dim outStride = filterStrides[0], inStride = filterStrides[1];
  // (batch, rows, columns) with their strides, without the batch dim for
  // a batch of one; a broadcast operand's batch stride is never used.
  auto describe = [&](dnnl::memory::dim batchSize, dnnl::memory::dim rows,
                      dnnl::memory::dim columns, dnnl::memory::dim batchStride,
                      dnnl::memory::dim rowStride,
                      dnnl::memory::dim columnStride) {
    if (batch == 1)
      return dnnl::memory::desc({rows, columns}, dnnl::memory::data_type::f32,
                                dnnl::memory::dims{rowStride, columnStride});
    return dnnl::memory::desc(
        {batchSize, rows, columns}, dnnl::memory::data_type::f32,
        dnnl::memory::dims{batchStride, rowStride, columnStride});
  };
  auto filterRows = [&](dnnl::memory::dim rows, dnnl::memory::dim rowStride,
                        dnnl::memory::dim columns,
                        dnnl::memory::dim columnStride) {
    return describe(1, rows, columns, rows * columns, rowStride, columnStride);
  };
  PointwiseMatmul matmul;
  if (outStrides[2] == 1 || pixels == 1) {
    // Pixels innermost in the result (NCHW): C (O x P) = F (O x C) X (C x P).
    matmul.filterIsSource = true;
    matmul.src = filterRows(outChannels, outStride, channels, inStride);
    matmul.weights = describe(batch, channels, pixels, inStrides[0],
                              inStrides[1], inStrides[2]);
    matmul.dst = describe(batch, outChannels, pixels, outStrides[0],
                          outStrides[1], outStrides[2]);
    matmul.channelDim = batch == 1 ? 0 : 1;
    return matmul;
  }
  if (outStrides[1] != 1)
    return std::nullopt;
  // Channels innermost in the result (NHWC): C (P x O) = X (P x C) F^T.
  matmul.src = describe(batch, pixels, channels, inStrides[0], inStrides[2],
                        inStrides[1]);
  matmul.weights = filterRows(channels, inStride, outChannels, outStride);
  matmul.dst = describe(batch, pixels, outChannels, outStrides[0],
                        outStrides[2], outStrides[1]);
  matmul.channelDim = batch == 1 ? 1 : 2;
  return matmul;
}

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNPOINTWISECONVOLUTION_H
