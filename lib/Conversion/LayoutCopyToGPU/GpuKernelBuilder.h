//===- GpuKernelBuilder.h - What the GPU transform kernels share -*- C++
//-*-===//
//
// The row, tile and word tile kernels (GpuCopyKernels.cpp,
// GpuTileKernels.cpp) see a copy as dims of the destination's physical
// space, decode a thread's position in them with index arithmetic, and
// launch 1-D grids. This header holds that common part.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOGPU_GPUKERNELBUILDER_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOGPU_GPUKERNELBUILDER_H

#include "Conversion/LayoutCopyToGPU/GpuCopyKernels.h"
#include "Dialect/Layout/Utils/IndexBuilder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir {
namespace layout {

/// Threads per warp.
constexpr int64_t kWarp = 32;
/// The tile kernels' blocks: kTileThreadsX x kTileThreadsY threads.
constexpr int64_t kTileThreadsX = 32, kTileThreadsY = 8;
constexpr int64_t kTileThreads = kTileThreadsX * kTileThreadsY;
/// Threads per block of the row kernel.
constexpr int64_t kRowThreads = 256;

/// One dim of the destination's physical space.
struct PhysicalDim {
  int64_t extent;       // padded extent: positions 0 .. extent-1
  int64_t low;          // low padding: logical index = position - low
  int64_t size;         // logical extent
  int64_t sourceStride; // elements, in the source
  int64_t destStride;   // elements, in the destination buffer
  bool hasPadding() const { return low != 0 || extent != size; }
};

/// A physical position being decoded: the element offsets in the source
/// (meaningful only in bounds) and in the destination, and whether it
/// holds an element (null: no dim so far has padding).
struct Position {
  Value source, dest, inBounds;
};

/// Index arithmetic in the kernel, with the decoding of positions.
struct KernelBuilder : public IndexBuilder {
  /// Adds physical position `p` of `dim` to `position`; `p` may lie past
  /// the dim's extent where `partial` is set.
  void addDim(Position &position, const PhysicalDim &dim, Value p,
              bool partial = false) const;
  /// Decodes `linear` into positions of `dims` (the last varying fastest).
  void addDims(Position &position, ArrayRef<PhysicalDim> dims,
               Value linear) const;
  /// The source element at `position`, or `pad` where it is padding.
  Value load(Value source, const Position &position, Value pad) const;
  /// Whether `buffer`'s start is `bytes`-aligned, tested at run time (an
  /// argument's alignment is not known at compile time).
  Value isAligned(Value buffer, int64_t bytes) const;
};

/// What a tile kernel copies: `from` and `to` flat views, the destination's
/// innermost dim L (`inner`, strided in the source), the source's
/// contiguous dim K and the other dims.
struct TileCopy {
  Value from, to;
  PhysicalDim inner, k;
  SmallVector<PhysicalDim> outer;
  int64_t outerCount;
  Type elementType;
  int64_t elementBytes;
  /// The source view's offset (elements) and both buffers' known byte
  /// alignments.
  int64_t sourceOffset, sourceAlign, destAlign;
  /// Builds the pad value (zero where it is undefined).
  function_ref<Value(OpBuilder &)> padValue;
};

/// The factor by which a kernel's threads take more work (more loads in
/// flight before the first store): `perThread` (a power of two), halved
/// while the launch, of `blocks` blocks at factor 1, would have fewer than
/// `minBlocks`: a grid smaller than a few waves of the GPU's SMs leaves
/// SMs idle.
int64_t getWorkPerThread(const GpuCopyWork &work, int64_t blocks);

/// Creates a 1-D launch of `blocks` blocks of `threadsX` x `threadsY`
/// threads, to be outlined as the kernel `__layout_transform_<function>`
/// (profiling tells transforms by it), and positions `b` at the start of
/// its body.
gpu::LaunchOp createLaunch(OpBuilder &b, Location loc, int64_t blocks,
                           int64_t threadsX, int64_t threadsY);

/// A tile kernel's launch, positioned in its body: a block of
/// kTileThreadsX x kTileThreadsY threads per tile of tileL x tileK
/// positions at every outer position.
struct TileLaunch {
  /// The tile's shared buffer.
  Value buffer;
  /// The thread's number in its block, and the tile's first positions.
  Value thread, firstL, firstK;
  /// The outer dims' position.
  Position base;
};

/// Creates the launch of a tile kernel for `copy` whose shared tile holds
/// `tileL` rows of `rowStride` elements of `type`, a tile covering tileL x
/// tileK positions of L x K.
TileLaunch createTileLaunch(OpBuilder &b, Location loc, const TileCopy &copy,
                            Type type, int64_t tileL, int64_t tileK,
                            int64_t rowStride);

/// The tile kernel for elements of any type (GpuTileKernels.cpp).
void buildElementTileCopy(OpBuilder &b, Location loc, const TileCopy &copy,
                          const GpuCopyWork &work);
/// The tile kernel for 1- and 2-byte elements moving 4-byte words; returns
/// false, building nothing, where words would straddle a row's end.
bool buildWordTileCopy(OpBuilder &b, Location loc, const TileCopy &copy,
                       const GpuCopyWork &work);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOGPU_GPUKERNELBUILDER_H
