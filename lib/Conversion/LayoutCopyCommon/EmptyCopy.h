//===- EmptyCopy.h - Copies of tensors without elements ---------*- C++ -*-===//
//
// A copy of a tensor with a 0-sized dim moves no element, and the copy
// kernels, which index the first and last element of each side, have none
// to index. Both code generators take such copies first: the destination's
// padding (a buffer with low padding is not empty) is filled, and nothing
// else is done.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYCOMMON_EMPTYCOPY_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYCOMMON_EMPTYCOPY_H

#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace layout {

/// Adds the pattern that lowers a layout.copy of a tensor without elements
/// to the fill of its destination's padding.
void populateEmptyCopyPatterns(RewritePatternSet &patterns);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYCOMMON_EMPTYCOPY_H
