//===- CopyPlan.h - A copy planned for one CPU kernel -----------*- C++ -*-===//
//
// buildCpuCopy (CpuCopyKernels.cpp) describes a copy by its loops over the
// destination in memory order, chooses the kernel that runs the innermost
// ones, and hands the plan to that kernel's file: RowKernel.cpp,
// TileKernel.cpp, InterleaveKernels.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOVECTOR_COPYPLAN_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOVECTOR_COPYPLAN_H

#include "Conversion/LayoutCopyToVector/CopyEmitter.h"
#include "Conversion/LayoutCopyToVector/CpuCopyKernels.h"

#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"

namespace mlir {
namespace layout {

/// One loop of the copy: `extent` iterations, each moving `source` elements
/// in the source and `dest` elements in the destination.
struct CopyLoop {
  int64_t extent;
  int64_t source;
  int64_t dest;
};

/// The kernels that run the innermost loops of a copy (see
/// CpuCopyKernels.cpp for when each applies).
enum class CopyKernel { Row, Tile, Interleave, Deinterleave };

/// A copy planned for a kernel.
struct CopyPlan {
  CopyKernel kernel;
  /// The destination's type and layout.
  RankedTensorType destType;
  EncodingAttr layout;
  /// The loops over the destination in memory order, outermost first;
  /// `inner` is the last one, contiguous in the destination.
  SmallVector<CopyLoop> loops;
  CopyLoop inner;
  /// For the transposing kernels: the loop contiguous in the source.
  std::optional<size_t> contiguous;
  int64_t lanes, elementBytes;
  /// The destination's innermost logical dim.
  int64_t innermost;
  /// Interleave: elements from one pixel to the next in the destination.
  int64_t pitch;
  /// Element offsets and sizes of the 1-D views of the two buffers.
  int64_t sourceOffset, sourceSize, destOffset, destSize;
  /// Byte alignments known of the two base addresses.
  int64_t sourceAlign, destAlign;
  /// Whether the kernel writes the destination's innermost padding: the
  /// row's (row kernel), the pixel's (interleave).
  bool rowPadding, pixelPadding;
};

/// The loops around a kernel: their ranges and steps in elements, and the
/// byte offsets an address moves by (with the first element's), from which
/// the alignments of the kernel's accesses follow.
struct OuterLoops {
  SmallVector<LoopRange> ranges;
  SmallVector<int64_t> sourceSteps, destSteps;
  SmallVector<int64_t> sourceBytes, destBytes;

  OuterLoops(const CopyPlan &plan);
  void add(const CopyLoop &loop, int64_t elementBytes);
};

/// What the transposing kernels (tile, interleave, deinterleave) share: K,
/// the loop contiguous in the source, and L (`plan.inner`), contiguous in
/// the destination, the loops around both, and the strides of a scalar
/// copy of their edges.
struct TransposingLoops {
  CopyLoop k;
  SmallVector<CopyLoop> outer;
  OuterLoops around;
  SmallVector<int64_t> edgeSource, edgeDest;

  TransposingLoops(const CopyPlan &plan);
  /// The source and destination positions of element (k, 0) of a tile,
  /// `outerIvs` the outer loops'.
  std::pair<Value, Value> getTileBase(CopyEmitter &emit, const CopyPlan &plan,
                                      ValueRange outerIvs, Value kIv) const;
};

void emitRowKernel(CopyEmitter &emit, const CopyPlan &plan);
void emitTileKernel(CopyEmitter &emit, const CopyPlan &plan,
                    const CpuCopyOptions &options);
void emitInterleaveKernel(CopyEmitter &emit, const CopyPlan &plan);
void emitDeinterleaveKernel(CopyEmitter &emit, const CopyPlan &plan);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOVECTOR_COPYPLAN_H
