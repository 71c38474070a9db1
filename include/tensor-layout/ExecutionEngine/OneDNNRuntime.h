//===- OneDNNRuntime.h - Compute ops on oneDNN's kernels --------*- C++ -*-===//
//
// The functions that code lowered by convert-linalg-to-onednn calls
// (libtensor_layout_onednn_runtime.so). Each takes the memref descriptors
// of the op's buffers, in whatever layout they are, builds the oneDNN
// primitive for those shapes and strides once (cached), and runs it on the
// buffers. Link the library, or pass it to mlir-runner's -shared-libs.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNRUNTIME_H
#define TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNRUNTIME_H

#include "mlir/ExecutionEngine/CRunnerUtils.h"

extern "C" {

/// linalg.matmul on f32: C += A * B, each operand a 2-D strided memref
/// (any strides: row-major, column-major, padded rows).
void _mlir_ciface_tensor_layout_onednn_matmul_f32(
    StridedMemRefType<float, 2> *a, StridedMemRefType<float, 2> *b,
    StridedMemRefType<float, 2> *c);

} // extern "C"

#endif // TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNRUNTIME_H
