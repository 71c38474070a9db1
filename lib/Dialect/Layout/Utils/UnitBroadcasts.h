//===- UnitBroadcasts.h - Broadcasts as frontends write them ----*- C++ -*-===//
//
// torch-mlir writes a batch norm's per-channel vectors as 64x1x1 tensors
// (a tensor.expand_shape of the 64 values) read by an element-wise
// linalg.generic through (n, c, h, w) -> (c, 0, 0). The constant zeros
// make the map no projected permutation, so layout assignment and
// propagation took the generic for an op they cannot move layouts
// through, and each convolution paid a transform into NCHW and back for
// its batch norm. Read through (n, c, h, w) -> (c) from the 64 values, it
// is the broadcast they know.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_UNITBROADCASTS_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_UNITBROADCASTS_H

#include "mlir/IR/Operation.h"

namespace mlir {
namespace layout {

/// In every linalg.generic on tensors under `root`, each input without a
/// layout that its indexing map reads at a constant 0 on dims of extent 1
/// is read without those dims: a tensor.collapse_shape of it (which folds
/// into the tensor.expand_shape that made it), and its map without those
/// results. Returns whether anything changed.
bool simplifyUnitBroadcasts(Operation *root);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_UNITBROADCASTS_H
