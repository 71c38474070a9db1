//===- LinalgToCudaLibraries.h - Compute ops as CUDA libraries --*- C++ -*-===//
//
// On NVIDIA GPUs, compute ops on buffers in their layouts run on the
// kernels of CUDA's libraries: matmuls on cuBLASLt, convolutions, max
// poolings and softmaxes on cuDNN (the passes `convert-linalg-to-cublaslt` and
// `convert-linalg-to-cudnn`, ExecutionEngine/CublasLtRuntime.h and
// CudnnRuntime.h).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_LINALGTOCUDALIBRARIES_LINALGTOCUDALIBRARIES_H
#define TENSOR_LAYOUT_CONVERSION_LINALGTOCUDALIBRARIES_LINALGTOCUDALIBRARIES_H

#include "mlir/Pass/Pass.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
class RewritePatternSet;

namespace layout {

#define GEN_PASS_DECL_CONVERTLINALGTOCUBLASLT
#define GEN_PASS_DECL_CONVERTLINALGTOCUDNN
#define GEN_PASS_DECL_LAYOUTPOINTWISECONVTOMATMUL
#include "tensor-layout/Conversion/Passes.h.inc"

/// The unit attribute on a linalg.matmul or linalg.batch_matmul of f32
/// operands that lets its cuBLASLt call compute in TF32 (inputs rounded to
/// 10 mantissa bits on tensor cores, CUBLAS_COMPUTE_32F_FAST_TF32). Matmuls
/// compute in f32 otherwise, as PyTorch's do by default;
/// layout-pointwise-conv-to-matmul sets it on the matmuls it makes of
/// convolutions, which cuDNN runs in TF32 unless `allow-tf32=false`.
inline constexpr llvm::StringLiteral kAllowTF32AttrName = "layout.allow_tf32";

/// Adds the patterns that replace (batch) matmuls on buffers by calls into
/// the CUDA runtime's cuBLASLt matmul (declaring it in the enclosing
/// module), in TF32 where they carry kAllowTF32AttrName.
void populateLinalgToCublasLtConversionPatterns(RewritePatternSet &patterns);

/// Adds the pattern that replaces a 1x1 convolution at stride 1 of one
/// image on buffers, from NCHW into NHWC or back (orders cuDNN's kernels do
/// not mix), or where `inOneOrder` in one order followed by an epilogue
/// cuBLASLt computes, by a linalg.matmul on views of its buffers
/// (layout-pointwise-conv-to-matmul), marked kAllowTF32AttrName where
/// `allowTF32` and its operands are f32.
void populatePointwiseConvolutionToMatmulPatterns(RewritePatternSet &patterns,
                                                  bool allowTF32 = true,
                                                  bool inOneOrder = true);

/// Adds the patterns of convert-linalg-to-cudnn: those of
/// populateConvolutionToCudnnPatterns, populatePoolingToCudnnPatterns and
/// populateSoftmaxToCudnnPatterns.
void populateLinalgToCudnnConversionPatterns(RewritePatternSet &patterns,
                                             bool allowTF32 = true,
                                             bool fuseEpilogues = false);

/// Adds the patterns that replace 2-D convolutions on buffers by calls into
/// the CUDA runtime's cuDNN convolution, on engines that may compute in
/// TF32 where `allowTF32`; where `fuseEpilogues`, an f32 convolution's
/// element-wise epilogue is folded into cuDNN's fused convolution.
void populateConvolutionToCudnnPatterns(RewritePatternSet &patterns,
                                        bool allowTF32 = true,
                                        bool fuseEpilogues = false);

/// Adds the pattern that replaces max poolings on buffers by calls into the
/// CUDA runtime's cuDNN max pooling.
void populatePoolingToCudnnPatterns(RewritePatternSet &patterns);

/// Adds the pattern that replaces linalg.softmax on static strided f32
/// buffers by a call into the CUDA runtime's cuDNN softmax.
void populateSoftmaxToCudnnPatterns(RewritePatternSet &patterns);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_LINALGTOCUDALIBRARIES_LINALGTOCUDALIBRARIES_H
