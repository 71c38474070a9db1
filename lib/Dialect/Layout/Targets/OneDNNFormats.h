//===- OneDNNFormats.h - oneDNN memory formats as requirements --*- C++ -*-===//
//
// oneDNN answers "which layout does this kernel want" with a blocked memory
// descriptor: logical dims, padded dims, outer strides and inner blocks.
// That is a #layout.encoding with an order (the outer strides), an
// alignment (the padded dims), zero padding and tiles (the inner blocks),
// as long as no dim is blocked twice (OIhw8i16o2i is not expressible).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNFORMATS_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNFORMATS_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include <dnnl.h>

namespace mlir {
namespace layout {

/// The requirement that exactly the layouts storing `desc` satisfy, over
/// the dims `keptDims` of `desc` (in tensor order; the others must be unit
/// dims, such as the per-group channels of a depthwise filter), with the
/// buffer start aligned to `baseAlign` bytes unless the format is plain
/// (row-major, unpadded: no copy just for alignment). Fails for formats that
/// are not blocked, carry extra data, have offsets in padding, block a dim
/// twice, or leave gaps between blocks.
FailureOr<RequirementAttr>
getRequirementForOneDNNFormat(MLIRContext *context,
                              const dnnl_memory_desc_t &desc,
                              ArrayRef<int64_t> keptDims, int64_t baseAlign);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNFORMATS_H
