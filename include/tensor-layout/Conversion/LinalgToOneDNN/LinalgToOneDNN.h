//===- LinalgToOneDNN.h - Compute ops as oneDNN kernels ---------*- C++ -*-===//
//
// Layouts pay only where a kernel consumes them: this conversion hands
// compute ops on buffers, in their layouts, to oneDNN (see the pass
// `convert-linalg-to-onednn` and ExecutionEngine/OneDNNRuntime.h).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_LINALGTOONEDNN_LINALGTOONEDNN_H
#define TENSOR_LAYOUT_CONVERSION_LINALGTOONEDNN_LINALGTOONEDNN_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace layout {

#define GEN_PASS_DECL_CONVERTLINALGTOONEDNN
#define GEN_PASS_DECL_CONVERTLAYOUTCOPYTOONEDNN
#define GEN_PASS_DECL_CONVERTPARALLELLOOPSTOONEDNNTHREADS
#include "tensor-layout/Conversion/Passes.h.inc"

/// Adds the patterns that replace compute ops on buffers by calls into the
/// oneDNN runtime (declaring its functions in the enclosing module).
void populateLinalgToOneDNNConversionPatterns(RewritePatternSet &patterns);

/// The convolution patterns among those: linalg.conv_2d_nchw_fchw and
/// linalg.depthwise_conv_2d_nchw_chw on static strided f32 buffers, and the
/// generics that compute them over blocked buffers.
void populateConvolutionToOneDNNPatterns(RewritePatternSet &patterns);

/// linalg.softmax on static strided f32 buffers as oneDNN's softmax.
void populateSoftmaxToOneDNNPatterns(RewritePatternSet &patterns);

/// Max pooling (linalg.pooling_nchw_max, pooling_nhwc_max) started from the
/// lowest float, on static strided f32 buffers or blocked ones, as oneDNN's
/// max pooling.
void populatePoolingToOneDNNPatterns(RewritePatternSet &patterns);

/// layout.copy of at least `minBytes` between f32 buffers oneDNN can
/// describe (strided, or blocked as tiled layouts are) as oneDNN's reorder,
/// which runs on the threads of its kernels.
void populateLayoutCopyToOneDNNPatterns(RewritePatternSet &patterns,
                                        int64_t minBytes);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_LINALGTOONEDNN_LINALGTOONEDNN_H
