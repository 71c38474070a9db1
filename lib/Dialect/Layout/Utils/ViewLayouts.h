//===- ViewLayouts.h - Layouts of tensor views ------------------*- C++ -*-===//
//
// tensor.collapse_shape, tensor.expand_shape and tensor.extract_slice (unit
// strides, rank kept) keep every element of their source in place: upstream
// bufferizes them into views of the source's buffer. Which layout that view
// has is EncodingAttr::collapse / expand / slice.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_VIEWLAYOUTS_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_VIEWLAYOUTS_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

namespace mlir {
namespace layout {

/// Whether `op` is a tensor.collapse_shape, tensor.expand_shape or
/// tensor.extract_slice: an op whose result views its operand #0's buffer.
bool isTensorView(Operation *op);

/// The layout of `view`'s result that keeps every element of its source,
/// in layout `sourceLayout`, in place; null when there is none, a shape is
/// dynamic, or a slice has non-unit strides, dynamic offsets or drops dims.
EncodingAttr getViewLayout(Operation *view, EncodingAttr sourceLayout);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_VIEWLAYOUTS_H
