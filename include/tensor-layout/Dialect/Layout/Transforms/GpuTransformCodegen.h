//===- GpuTransformCodegen.h - layout.transform as GPU kernels --*- C++ -*-===//
//
// On a GPU a layout transform is one kernel launch over the destination's
// whole physical buffer, padding included, so that every byte is written
// once with coalesced stores: a row kernel (the innermost dimension stays:
// 16-byte vector accesses where the layouts' alignment allows them) or a
// tile kernel (the innermost dimension moves: 32x32 tiles through shared
// memory, padded by one column against bank conflicts).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_GPUTRANSFORMCODEGEN_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_GPUTRANSFORMCODEGEN_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"

namespace mlir {
namespace layout {

/// Emits a `gpu.launch` that copies every element of `source` (a strided
/// memref of the logical shape, static strides) into `dest` (a buffer in
/// the layout of `destType`, viewed with its strides) and writes every
/// padding position of `dest` with the pad value (zero for an undefined
/// one). `sourceAlign` and `destAlign` are the byte alignments known of
/// the two base addresses. Fails, with an error at `loc`, for shapes or strides
/// that are not static.
LogicalResult buildGpuTransformCopy(OpBuilder &builder, Location loc,
                                    Value source, int64_t sourceAlign,
                                    Value dest, RankedTensorType destType,
                                    int64_t destAlign);

/// Emits a `gpu.launch` with a thread for each point of the index space
/// `extents` and builds `body` (given the point's indices) for the threads
/// that have one. Consecutive threads take consecutive points of the last
/// dim, so that writes along it coalesce.
void buildGpuPointwiseLaunch(OpBuilder &builder, Location loc,
                             ArrayRef<int64_t> extents,
                             function_ref<void(OpBuilder &, ValueRange)> body);

/// Declares that gpu.barrier reads and writes memory (it orders the
/// accesses of the threads of a block), so that passes that need every op's
/// memory effects, as buffer deallocation does, accept the transform
/// kernels, which synchronize between their two phases.
void registerGpuBarrierMemoryEffects(DialectRegistry &registry);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_GPUTRANSFORMCODEGEN_H
