//===- CpuCopyKernels.h - layout.copy as CPU loops --------------*- C++ -*-===//
//
// A layout transform is a copy, so it should run at memory bandwidth. This
// generates its loops on buffers: dimensions contiguous on both sides fused,
// rows copied with vectors (the destination row's padding written in the
// same sweep), transposes as cache-friendly tiles transposed in registers
// with shuffles, non-temporal stores for large destinations, and the
// outermost loop parallel.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOVECTOR_CPUCOPYKERNELS_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOVECTOR_CPUCOPYKERNELS_H

#include "tensor-layout/Conversion/LayoutCopyToVector/LayoutCopyToVector.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
namespace layout {

/// How the copies are generated: the options of the pass.
using CpuCopyOptions = ConvertLayoutCopyToVectorOptions;

/// Copies every element of `source` (a strided memref of the logical shape)
/// into `dest` (a view of a buffer in the untiled layout of `destType`,
/// with its strides), and writes the destination's padding with its pad
/// value. `sourceAlign` and `destAlign` are the byte alignments known of
/// the two base addresses.
void buildCpuCopy(OpBuilder &builder, Location loc, Value source,
                  int64_t sourceAlign, Value dest, RankedTensorType destType,
                  int64_t destAlign, const CpuCopyOptions &options);

/// buildCpuCopy into `dest`, a strided view of static strides whose
/// elements are all there is to write (no padding): the destination of a
/// copy out of a padded tiling, viewed one run of tiles at a time.
void buildStridedCpuCopy(OpBuilder &builder, Location loc, Value source,
                         int64_t sourceAlign, Value dest, int64_t destAlign,
                         const CpuCopyOptions &options);

/// buildCpuCopy for a destination of dynamic shape (an untiled layout):
/// the padding written, then vector loops over extents known at run time
/// (rows, or tiles transposed in registers; DynamicCopy.cpp), scalar loops
/// where neither applies. `lanes` is the elements per vector; with
/// `parallel`, the outermost loop is an scf.parallel.
void buildDynamicCpuCopy(OpBuilder &builder, Location loc, Value source,
                         Value dest, RankedTensorType destType, int64_t lanes,
                         bool parallel);

/// layout.copy `op` with a tiled side of dynamic shape, where the extents
/// may fill whole aligned blocks: a run-time test of the extents, then the
/// vector kernels on views of the copy as an untiled one of higher rank
/// (the tiled dims split into blocks and lanes) where they do, scalar loops
/// where they do not (DynamicTiledCopy.cpp). Fails, building nothing, where
/// no extents could (a halo, a static dim not whole blocks, a destination
/// other than packed from a tiled layout, vector-bytes=0).
LogicalResult buildDynamicTiledCopy(OpBuilder &builder, CopyOp op,
                                    const CpuCopyOptions &options);

/// Copies every element of `source` (holding a `sourceType`) into `dest`
/// (holding a `destType`), tiled layouts included, as scalar loops over the
/// destination in memory order: a tiled destination's every physical
/// position gets the element at its logical index or the pad value
/// (undefined padding is skipped); an untiled destination's padding is
/// filled first. `sizes` are the extents of the dynamic dims (those of a
/// layout.copy with a tiled side).
void buildScalarCopy(OpBuilder &builder, Location loc, Value source,
                     RankedTensorType sourceType, Value dest,
                     RankedTensorType destType, ValueRange sizes);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOVECTOR_CPUCOPYKERNELS_H
