//===- GpuCopyKernels.h - layout.copy as GPU kernels ------------*- C++ -*-===//
//
// On a GPU a layout transform is one kernel launch over the destination's
// whole physical buffer, padding included, so that every byte is written
// once with coalesced stores: a row kernel (the innermost dimension stays:
// 16-byte vector accesses where the layouts' alignment allows them), a tile
// kernel (the innermost dimension moves: 32x32 tiles through shared memory,
// padded by one column against bank conflicts), or a gather kernel.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOGPU_GPUCOPYKERNELS_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOGPU_GPUCOPYKERNELS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
namespace layout {

/// How much each thread of the row and tile kernels moves, as a factor of
/// the default (16 bytes a thread in the row kernel, 4 elements or words
/// in the tile kernels): `perThread` (1, 2, 4 or 8) times, halved while
/// the launch would have fewer than `minBlocks` blocks (the pass options
/// `work-per-thread` and `work-min-blocks`).
struct GpuCopyWork {
  int64_t perThread = 1;
  int64_t minBlocks = 4096;
};

/// Emits a `gpu.launch` that copies every element of `source` (a strided
/// memref of the logical shape, static strides) into `dest` (a buffer in
/// the untiled layout of `destType`, viewed with its strides) and writes
/// every padding position of `dest` with the pad value (zero for an
/// undefined one): the row or the tile kernel. `sourceAlign` and
/// `destAlign` are the byte alignments known of the two base addresses.
/// Each thread takes up to `work.perThread` times the default work, its
/// loads issued before its first store (see GpuCopyWork). Fails, with an
/// error at `loc`, for strides that are not static.
LogicalResult buildGpuCopy(OpBuilder &builder, Location loc, Value source,
                           int64_t sourceAlign, Value dest,
                           RankedTensorType destType, int64_t destAlign,
                           const GpuCopyWork &work = {});

/// Emits the gather kernel: a thread for each position of the buffer of
/// `dest` (holding a `destType`), padding included, that decodes the
/// position, reads the element of `source` (holding a `sourceType`) at that
/// logical index or takes the pad value (zero where it is undefined), and
/// writes it. Any layouts, tiled ones included; static shapes.
void buildGpuGatherCopy(OpBuilder &builder, Location loc, Value source,
                        RankedTensorType sourceType, Value dest,
                        RankedTensorType destType);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOGPU_GPUCOPYKERNELS_H
