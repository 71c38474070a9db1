//===- BufferizationPreparation.h - Tensors with layouts made ready -*- C++
//-*-===//
//
// What layout-bufferize does before upstream one-shot bufferization runs
// (also the pass layout-prepare-bufferization).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_BUFFERIZATIONPREPARATION_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_BUFFERIZATIONPREPARATION_H

#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace layout {

/// Rewrites the tensor program in `module` so that one-shot bufferization
/// keeps every layout: destinations and returned borrowed values in a
/// layout get buffers of their own, tiled tensors become physical ones,
/// tensor.empty and constants in a layout become allocations (padding
/// filled) and globals of the physical size, new buffers aligned to at
/// least `bufferAlignment` bytes. Fails, with an error at the op, where a
/// tiled layout cannot be lowered (on a dynamic shape, or indexed
/// logically where it cannot be transformed around).
/// A constant in a layout whose physical data has more than
/// `maxConstantLayoutBytes` bytes (when not 0) is laid out at run time, by a
/// layout.transform of its logical data.
LogicalResult prepareLayoutBufferization(ModuleOp module,
                                         int64_t bufferAlignment,
                                         int64_t maxConstantLayoutBytes = 0);

/// Checks a bufferization pass's options: `buffer-alignment` 0 (for no
/// alignment) or a power of two, as memref.alloc needs, and
/// `max-constant-layout-bytes` not negative; emits a one-line error naming
/// `passName` otherwise. For passes' `initialize()`.
LogicalResult verifyBufferizationOptions(MLIRContext *context,
                                         StringRef passName,
                                         int64_t bufferAlignment,
                                         int64_t maxConstantLayoutBytes);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_BUFFERIZATIONPREPARATION_H
