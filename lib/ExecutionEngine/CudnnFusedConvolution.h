//===- CudnnFusedConvolution.h - Convolution, bias, ReLU --------*- C++ -*-===//
//
// cuDNN's fused convolution, y = relu?(alpha1 * conv(x, w) + alpha2 * z +
// bias), bias a vector per output channel: cudnnConvolutionBiasActivation-
// Forward, whose documented support covers f32 tensors in NCHW and NHWC on
// every GPU. It is one of cuDNN's legacy (descriptor) calls, as pooling and
// softmax are; the descriptors need no device, so the unit tests check
// them on machines without one.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDNNFUSEDCONVOLUTION_H
#define TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDNNFUSEDCONVOLUTION_H

#include "CudnnGraph.h"

#include <memory>

namespace tensor_layout_cuda {

/// The legacy descriptors of `spec`'s convolution (padded alike on both
/// sides; groups where the filter has fewer channels than the image) with
/// a bias per output channel and a ReLU or none, its tensors packed in
/// `order`. With `allowTF32`, engines may compute on tensor cores in TF32
/// (cuDNN's default math), else only in f32 (FMA math).
class FusedConvolutionDescriptors {
public:
  FusedConvolutionDescriptors(const ConvolutionSpec &spec,
                              ConvolutionOrder order, bool relu,
                              bool allowTF32);
  ~FusedConvolutionDescriptors();
  FusedConvolutionDescriptors(const FusedConvolutionDescriptors &) = delete;
  FusedConvolutionDescriptors &
  operator=(const FusedConvolutionDescriptors &) = delete;

  /// The result's dims (N, K, OH, OW) cuDNN computes for the image.
  std::array<int64_t, 4> getResultDims() const;

  TensorDescriptor image, result, bias;
  cudnnFilterDescriptor_t filter = nullptr;
  cudnnConvolutionDescriptor_t convolution = nullptr;
  cudnnActivationDescriptor_t activation = nullptr;
};

} // namespace tensor_layout_cuda

#endif // TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDNNFUSEDCONVOLUTION_H
