//===- PhysicalPositions.h - Logical and physical indices -------*- C++ -*-===//
//
// Code that walks a buffer in its physical order (a tiled tensor's loops, a
// gather kernel, the scalar copy into a tiled layout) must know, at each
// physical position, which logical element it holds, or that it is
// padding; code that reads a tiled buffer logically needs the reverse.
// Both are built here, once for the CPU and the GPU.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_PHYSICALPOSITIONS_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_PHYSICALPOSITIONS_H

#include "Dialect/Layout/Utils/IndexBuilder.h"

#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"

namespace mlir {
namespace layout {

/// A physical position of a layout, decoded.
struct DecodedPosition {
  /// The logical index it holds (meaningful only in bounds).
  SmallVector<Value> logical;
  /// Whether it holds an element; null where every position does.
  Value inBounds;
};

/// The extents of every dim of a tensor of `shape`: constants where static,
/// `dynamicSizes` (one per dynamic dim, in order) elsewhere.
SmallVector<Value> getLogicalExtents(const IndexBuilder &ib,
                                     ArrayRef<int64_t> shape,
                                     ValueRange dynamicSizes);

/// The extents of the physical dims of `layout` for a tensor of `shape`
/// whose dynamic dims have extents `dynamicSizes`: constants where static.
/// A dynamic dim's outer extent is its padded extent, aligned at run time,
/// over its tile size (which the verifier makes divide its alignment).
SmallVector<Value> getPhysicalExtents(const IndexBuilder &ib,
                                      EncodingAttr layout,
                                      ArrayRef<int64_t> shape,
                                      ValueRange dynamicSizes);

/// The dynamic ones of getPhysicalExtents, in order: the operands of an
/// allocation of the physical buffer.
SmallVector<Value> getDynamicPhysicalExtents(const IndexBuilder &ib,
                                             EncodingAttr layout,
                                             ArrayRef<int64_t> shape,
                                             ValueRange dynamicSizes);

/// Decodes physical position `ivs` of `layout` for a tensor of `shape`:
/// the outer dims and the tiles in the layout's physical order
/// (EncodingAttr::getPhysicalOrder). Only dims with padding are tested;
/// dynamic dims against `dynamicSizes` (one per dynamic dim, in order).
DecodedPosition decodePhysicalPosition(const IndexBuilder &ib,
                                       EncodingAttr layout,
                                       ArrayRef<int64_t> shape, ValueRange ivs,
                                       ValueRange dynamicSizes = {});

/// The physical position, in `layout`, of logical index `logical` (the
/// inverse of decodePhysicalPosition).
SmallVector<Value> getPhysicalIndex(const IndexBuilder &ib, EncodingAttr layout,
                                    ValueRange logical);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_PHYSICALPOSITIONS_H
