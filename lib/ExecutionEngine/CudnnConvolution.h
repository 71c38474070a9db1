//===- CudnnConvolution.h - cuDNN's plans of one convolution ----*- C++ -*-===//
//
// The plans that the runtime's cuDNN convolutions run (CudnnConvolution.cpp),
// for the fused convolution too when cuDNN refuses to fuse
// (CudnnFusedConvolution.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDNNCONVOLUTION_H
#define TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDNNCONVOLUTION_H

#include "CudnnGraph.h"

namespace tensor_layout_cuda {

/// A plan: the execution plan of a convolution's graph and the workspace it
/// needs.
struct ConvolutionPlan {
  cudnnBackendDescriptor_t plan = nullptr;
  CUdeviceptr workspace = 0;
};

/// The plan of `spec` on device `ordinal`, made at the first call (the
/// first engine configuration cuDNN's heuristics rank whose plan
/// finalizes; without `allowTF32` none that computes in TF32) and kept.
/// Call under `session`'s lock with the device's context current.
const ConvolutionPlan &getConvolutionPlan(const CudnnSession &session,
                                          int ordinal,
                                          const ConvolutionSpec &spec,
                                          bool allowTF32);

/// Enqueues `plan` on the stream `session`'s handle is set to: x, w and y
/// at `addresses`.
void executeConvolutionPlan(const CudnnSession &session,
                            const ConvolutionPlan &plan,
                            const std::array<void *, 3> &addresses);

} // namespace tensor_layout_cuda

#endif // TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDNNCONVOLUTION_H
