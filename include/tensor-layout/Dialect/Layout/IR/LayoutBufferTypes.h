//===- LayoutBufferTypes.h - The buffers of tensors with layouts -*- C++
//-*-===//
//
// After bufferization a tensor with an untiled layout is a memref of its
// logical shape whose strides and offset come from the layout; a tensor in a
// tiled layout, which has no such form, is the memref of its physical shape
// (packed row-major, padding included). Bufferization, the lowering of tiled
// layouts and the verifier of layout.copy all ask here.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTBUFFERTYPES_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTBUFFERTYPES_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"

namespace mlir {
namespace layout {

/// The memref type of a ranked tensor: the logical shape with the strides
/// and offset of its layout (an identity layout when they are the packed
/// ones). Fails, with a diagnostic through `emitError` when given, for
/// layouts that are not strided (tiled layouts). The memref is in
/// `memorySpace` (the default one when null).
FailureOr<MemRefType>
getLayoutMemRefType(RankedTensorType type,
                    function_ref<InFlightDiagnostic()> emitError = {},
                    Attribute memorySpace = {});

/// The tensor of the physical buffer of `type`'s layout (static shape):
/// outer dims in the layout's order, then the tiles, padding included.
RankedTensorType getPhysicalTensorType(RankedTensorType type);

/// The buffer that holds a tensor of static `type`: the strided memref of
/// an untiled layout, the memref of a tiled layout's physical shape.
MemRefType getBufferType(RankedTensorType type);

/// The physical contents of a constant in a layout: a 1-D constant of the
/// layout's physical size, padding holding the pad value (zero when
/// undefined). Fails for element types with sub-byte storage, and for
/// constants other than those below. Takes dense and dense_resource constants
/// (the data of a resource is read once, no Attribute per element), and gives
/// the same kind: a resource stays out of the context's uniqued attributes.
/// With `physicalShape`, the result has the layout's physical shape rather than
/// one dim.
FailureOr<ElementsAttr> getPhysicalConstant(ElementsAttr constant,
                                            bool physicalShape = false);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTBUFFERTYPES_H
