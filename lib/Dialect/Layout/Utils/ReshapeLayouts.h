//===- ReshapeLayouts.h - Layouts through tensor reshapes -------*- C++ -*-===//
//
// tensor.collapse_shape and tensor.expand_shape keep every element in
// place: upstream bufferizes them into views of the source's buffer. Which
// layout that view has is EncodingAttr::collapse / expand.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_RESHAPELAYOUTS_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_RESHAPELAYOUTS_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

namespace mlir {
namespace layout {

/// Whether `op` is a tensor.collapse_shape or tensor.expand_shape.
bool isTensorReshape(Operation *op);

/// The layout of `reshape`'s result that keeps every element of its source,
/// in layout `sourceLayout`, in place; null when there is none or a shape
/// is dynamic.
EncodingAttr getReshapedLayout(Operation *reshape, EncodingAttr sourceLayout);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_RESHAPELAYOUTS_H
