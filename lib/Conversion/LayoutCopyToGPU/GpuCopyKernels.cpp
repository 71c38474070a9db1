//===- GpuCopyKernels.cpp - layout.copy as GPU kernels --------------------===//
//
// One `gpu.launch` per transform, over the destination's physical space
// (every position of its buffer, padding included) so that each byte is
// written exactly once and consecutive threads write consecutive addresses:
//
// - row kernel: the destination's innermost dim is also contiguous in the
//   source; each thread moves chunks of 16 bytes of a destination row (one
//   vector load, one vector store where the chunk lies inside the tensor;
//   lane by lane with the pad value at the edges), all its loads before
//   its first store;
// - tile kernels (GpuTileKernels.cpp): the destination's innermost dim is
//   strided in the source, which is contiguous along another dim; tiles
//   through shared memory, read along the one and written along the other;
// - gather kernel: for tiled layouts that place elements as no untiled
//   layout does (padding over several tiles), a thread per destination
//   position decodes it to a logical index and reads the source element
//   there, or takes the pad value.
//
// The launch is 1-D over the tiles or chunks (a 1-D grid has room for
// 2^31 blocks); each thread decodes its physical position with divisions
// by constants.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToGPU/GpuCopyKernels.h"

#include "Conversion/LayoutCopyCommon/UntiledCopy.h"
#include "Conversion/LayoutCopyToGPU/GpuKernelBuilder.h"
#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "Dialect/Layout/Utils/PhysicalPositions.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::layout;

/// Bytes a thread of the row kernel moves with one vector access.
static constexpr int64_t kVectorBytes = 16;

/// An item of a linear launch, and whether it exists (null: it does).
using LinearItem = std::pair<Value, Value>;

/// Creates a 1-D launch of blocks of kRowThreads threads over the items
/// 0 .. `total`-1, `work` items per thread, kRowThreads apart (consecutive
/// threads take consecutive items), and builds `body` given the thread's
/// items.
static void buildLinearLaunch(
    OpBuilder &b, Location loc, int64_t total, int64_t work,
    function_ref<void(KernelBuilder &, ArrayRef<LinearItem>)> body) {
  int64_t perBlock = kRowThreads * work;
  gpu::LaunchOp launch =
      createLaunch(b, loc, llvm::divideCeil(total, perBlock), kRowThreads, 1);
  KernelBuilder kb{{b, loc}};
  Value first =
      kb.add(kb.mul(launch.getBlockIds().x, perBlock), launch.getThreadIds().x);
  SmallVector<LinearItem> items;
  for (int64_t j = 0; j < work; ++j) {
    Value item = kb.add(first, j * kRowThreads);
    // Only the last block can have items past the end.
    items.push_back(
        {item, total % perBlock == 0 ? Value() : kb.below(item, total)});
  }
  body(kb, items);
}

LogicalResult mlir::layout::buildGpuCopy(OpBuilder &b, Location loc,
                                         Value source, int64_t sourceAlign,
                                         Value dest, RankedTensorType destType,
                                         int64_t destAlign,
                                         const GpuCopyWork &work) {
  ArrayRef<int64_t> shape = destType.getShape();
  Type elementType = destType.getElementType();
  EncodingAttr layout = EncodingAttr::getOrPacked(destType);
  auto strided = getStaticStridesAndOffset(cast<MemRefType>(source.getType()));
  if (!destType.hasStaticShape() || !strided)
    return emitError(loc) << "a transform on the GPU needs static shapes and "
                             "strides";
  SmallVector<int64_t> sourceStrides = strided->first;
  int64_t sourceOffset = strided->second;
  std::optional<SmallVector<int64_t>> destStrides =
      layout.getLogicalStrides(shape);
  if (!destStrides)
    return emitError(loc) << "a tiled layout reaches the GPU transform "
                             "kernels; lower tiled layouts first";
  OpBuilder::InsertionGuard guard(b);
  int64_t elementBytes =
      elementType.isIntOrFloat() && elementType.getIntOrFloatBitWidth() % 8 == 0
          ? elementType.getIntOrFloatBitWidth() / 8
          : 0;

  // The destination's dims in memory order, innermost last.
  int64_t rank = shape.size();
  SmallVector<PhysicalDim> dims;
  for (int64_t d : layout.getOrderOrIdentity(rank))
    dims.push_back({layout.getPaddedExtent(shape, d), layout.getLowPadding(d),
                    shape[d], sourceStrides[d], (*destStrides)[d]});
  if (dims.empty())
    dims.push_back({1, 0, 1, 0, 0});
  // Neighbours contiguous in both buffers, without padding, are one dim
  // (NCHW -> NCHW16c moves (H*W) x 16 tiles, not W x 16 ones).
  for (size_t i = dims.size() - 1; i > 0; --i) {
    PhysicalDim &outerDim = dims[i - 1], &innerDim = dims[i];
    if (outerDim.hasPadding() || innerDim.hasPadding() ||
        outerDim.destStride != innerDim.extent * innerDim.destStride ||
        outerDim.sourceStride != innerDim.size * innerDim.sourceStride)
      continue;
    innerDim.extent *= outerDim.extent;
    innerDim.size *= outerDim.size;
    dims.erase(dims.begin() + i - 1);
  }
  int64_t sourceSize = 1;
  for (auto [extent, stride] : llvm::zip(shape, sourceStrides))
    sourceSize += (extent - 1) * stride;
  Value from = getFlatView(b, loc, source, sourceOffset, sourceSize);
  Value to = getFlatView(b, loc, dest, 0, layout.getNumPhysicalElements(shape));
  sourceAlign = std::max(sourceAlign, elementBytes);
  destAlign = std::max(destAlign, elementBytes);
  auto padValue = [&](OpBuilder &nested) {
    return createPadValueOrZero(nested, loc, layout, elementType);
  };

  // The tile kernel where the innermost destination dim L is strided in
  // the source and another dim K is contiguous there.
  const PhysicalDim &inner = dims.back();
  std::optional<size_t> contiguous;
  for (size_t i = 0; i + 1 < dims.size(); ++i)
    if (dims[i].sourceStride == 1 && dims[i].size > 1)
      contiguous = i;
  if (inner.sourceStride != 1 && inner.size > 1 && contiguous) {
    TileCopy copy{from,         to,          inner,       dims[*contiguous],
                  {},           1,           elementType, elementBytes,
                  sourceOffset, sourceAlign, destAlign,   padValue};
    for (size_t i = 0; i + 1 < dims.size(); ++i)
      if (i != *contiguous) {
        copy.outer.push_back(dims[i]);
        copy.outerCount *= dims[i].extent;
      }
    if (!buildWordTileCopy(b, loc, copy, work))
      buildElementTileCopy(b, loc, copy, work);
    return success();
  }

  // The row kernel: `lanes` consecutive destination positions per chunk,
  // one vector access each side where the layouts allow it.
  int64_t lanes = 1;
  if (elementBytes && kVectorBytes % elementBytes == 0 &&
      inner.sourceStride == 1 &&
      inner.extent % (kVectorBytes / elementBytes) == 0 &&
      getKnownAlignment(destAlign, {inner.extent * elementBytes}) >=
          kVectorBytes)
    lanes = kVectorBytes / elementBytes;
  SmallVector<PhysicalDim> outer(ArrayRef<PhysicalDim>(dims).drop_back());
  int64_t chunks = inner.extent / lanes;
  int64_t total = chunks;
  for (const PhysicalDim &dim : outer)
    total *= dim.extent;
  auto vectorType = VectorType::get({lanes}, elementType);
  // The vector loads' alignment: known, or where it is only the source's
  // start that is not known to be 16-byte aligned (an argument's), tested
  // at run time (device allocations are): aligned loads then move 16
  // bytes, unaligned ones an element each. A chunk at destination position
  // `first` of a row reads from source element sourceOffset + (the outer
  // dims' offset) + first - low.
  auto getLoadAlign = [&](int64_t start) {
    int64_t align = std::min(
        getKnownAlignment(start, {(sourceOffset - inner.low) * elementBytes,
                                  lanes * elementBytes}),
        kVectorBytes);
    for (const PhysicalDim &dim : outer)
      align = getKnownAlignment(align, {dim.sourceStride * elementBytes});
    return align;
  };
  int64_t loadAlign = getLoadAlign(sourceAlign);
  bool testAlignment = lanes > 1 && loadAlign < kVectorBytes &&
                       getLoadAlign(kVectorBytes) == kVectorBytes;
  // The chunk's source elements as a vector (an element where lanes = 1),
  // a whole chunk by a vector load of alignment `align`, or by element
  // loads where it is 0.
  auto loadChunk = [&](OpBuilder &nested, const Position &base, Value first,
                       int64_t align) -> Value {
    KernelBuilder kb{{nested, loc}};
    Value pad = padValue(nested);
    if (lanes == 1) {
      Position position = base;
      kb.addDim(position, inner, first);
      return kb.load(from, position, pad);
    }
    // Lanes [first, first + lanes) all elements: one vector load.
    Value logical = kb.sub(first, inner.low);
    Value whole = kb.both(base.inBounds,
                          kb.both(kb.cmp(arith::CmpIPredicate::sge, logical, 0),
                                  kb.cmp(arith::CmpIPredicate::sle, logical,
                                         inner.size - lanes)));
    return kb.select(
        whole,
        [&](OpBuilder &inside) -> Value {
          Value offset =
              arith::AddIOp::create(inside, loc, base.source, logical);
          if (align == 0) {
            IndexBuilder ib{inside, loc};
            SmallVector<Value> elements;
            for (int64_t i = 0; i < lanes; ++i)
              elements.push_back(memref::LoadOp::create(
                  inside, loc, from, ib.add(offset, ib.constant(i))));
            return vector::FromElementsOp::create(inside, loc, vectorType,
                                                  elements);
          }
          auto vector =
              vector::LoadOp::create(inside, loc, vectorType, from, offset);
          vector.setAlignment(align);
          return vector;
        },
        [&](OpBuilder &edge) -> Value {
          KernelBuilder eb{{edge, loc}};
          SmallVector<Value> elements;
          for (int64_t i = 0; i < lanes; ++i) {
            Position position = base;
            eb.addDim(position, inner, eb.add(first, eb.constant(i)));
            elements.push_back(eb.load(from, position, pad));
          }
          return vector::FromElementsOp::create(edge, loc, vectorType,
                                                elements);
        });
  };
  Type chunkType = lanes == 1 ? elementType : Type(vectorType);
  buildLinearLaunch(
      b, loc, total,
      getWorkPerThread(work, llvm::divideCeil(total, kRowThreads)),
      [&](KernelBuilder &kb, ArrayRef<LinearItem> items) {
        SmallVector<Position> bases;
        SmallVector<Value> firsts;
        for (auto [item, valid] : items) {
          Position base{kb.constant(0), kb.constant(0), nullptr};
          kb.addDims(base, outer, kb.div(item, chunks));
          bases.push_back(base);
          firsts.push_back(kb.mul(kb.rem(item, chunks), lanes));
        }
        // Every chunk's load before the first store: all in flight at once.
        auto readChunks = [&](OpBuilder &nested, int64_t align) {
          KernelBuilder nb{{nested, loc}};
          SmallVector<Value> values;
          // Indices, not structured bindings: lambdas capture these (C++17).
          for (size_t i = 0; i < items.size(); ++i)
            values.push_back(nb.select(
                items[i].second,
                [&](OpBuilder &inside) {
                  return loadChunk(inside, bases[i], firsts[i], align);
                },
                [&](OpBuilder &outside) -> Value {
                  return arith::ConstantOp::create(
                      outside, loc,
                      cast<TypedAttr>(outside.getZeroAttr(chunkType)));
                }));
          return values;
        };
        SmallVector<Value> values;
        if (!testAlignment) {
          values = readChunks(b, loadAlign);
        } else {
          // The whole read phase twice, the unaligned one by element loads:
          // LLVM merges a choice between loads that differ only in their
          // alignment into the less aligned ones.
          Value aligned = kb.isAligned(from, kVectorBytes);
          auto branch = scf::IfOp::create(
              b, loc, aligned,
              [&](OpBuilder &nested, Location) {
                scf::YieldOp::create(nested, loc,
                                     readChunks(nested, kVectorBytes));
              },
              [&](OpBuilder &nested, Location) {
                scf::YieldOp::create(nested, loc,
                                     readChunks(nested, /*align=*/0));
              });
          values.assign(branch.getResults().begin(), branch.getResults().end());
        }
        for (size_t i = 0; i < items.size(); ++i)
          kb.when(items[i].second, [&] {
            Value offset = kb.add(bases[i].dest, firsts[i]);
            if (lanes == 1) {
              memref::StoreOp::create(b, loc, values[i], to, offset);
              return;
            }
            auto store = vector::StoreOp::create(b, loc, values[i], to, offset);
            store.setAlignment(kVectorBytes);
          });
      });
  return success();
}

/// Emits a `gpu.launch` with a thread for each point of the index space
/// `extents` and builds `body` (given the point's indices) for the threads
/// that have one. Consecutive threads take consecutive points of the last
/// dim, so that writes along it coalesce.
static void
buildPointwiseLaunch(OpBuilder &b, Location loc, ArrayRef<int64_t> extents,
                     function_ref<void(OpBuilder &, ValueRange)> body) {
  OpBuilder::InsertionGuard guard(b);
  int64_t total = ShapedType::getNumElements(extents);
  if (total == 0)
    return;
  buildLinearLaunch(
      b, loc, total, /*work=*/1,
      [&](KernelBuilder &kb, ArrayRef<LinearItem> items) {
        Value thread = items.front().first;
        kb.when(items.front().second, [&] {
          SmallVector<Value> point(extents.size());
          Value linear = thread;
          for (int64_t d = extents.size() - 1; d > 0; --d) {
            point[d] = kb.rem(linear, extents[d]);
            linear = kb.div(linear, extents[d]);
          }
          if (!extents.empty())
            point[0] =
                linear; // Below extents[0]: the launch has no more threads.
          body(b, point);
        });
      });
}

void mlir::layout::buildGpuGatherCopy(OpBuilder &b, Location loc, Value source,
                                      RankedTensorType sourceType, Value dest,
                                      RankedTensorType destType) {
  OpBuilder::InsertionGuard guard(b);
  ArrayRef<int64_t> shape = destType.getShape();
  int64_t rank = shape.size();
  Type elementType = destType.getElementType();
  EncodingAttr sourceLayout = EncodingAttr::getOrPacked(sourceType);
  EncodingAttr destLayout = EncodingAttr::getOrPacked(destType);
  // The source element at the logical index of `position`, or the pad
  // value.
  auto element = [&](const IndexBuilder &ib, const DecodedPosition &position) {
    return ib.select(
        position.inBounds,
        [&](OpBuilder &nested) -> Value {
          IndexBuilder inner{nested, loc};
          return memref::LoadOp::create(
              nested, loc, source,
              sourceLayout.isTiled()
                  ? getPhysicalIndex(inner, sourceLayout, position.logical)
                  : position.logical);
        },
        [&](OpBuilder &nested) {
          return createPadValueOrZero(nested, loc, destLayout, elementType);
        });
  };

  if (destLayout.isTiled()) {
    buildPointwiseLaunch(
        b, loc, destLayout.getPhysicalShape(shape),
        [&](OpBuilder &kb, ValueRange ivs) {
          IndexBuilder ib{kb, loc};
          DecodedPosition position =
              decodePhysicalPosition(ib, destLayout, shape, ivs);
          memref::StoreOp::create(kb, loc, element(ib, position), dest, ivs);
        });
    return;
  }

  // An untiled destination: its padded box in memory order, stored through
  // a flat view (a position p of the box lies at sum(p[d] * stride[d])).
  SmallVector<int64_t> strides = *destLayout.getLogicalStrides(shape);
  Value flat =
      getFlatView(b, loc, dest, 0, destLayout.getNumPhysicalElements(shape));
  SmallVector<int64_t> extents, boxStrides;
  for (int64_t d : destLayout.getOrderOrIdentity(rank)) {
    extents.push_back(destLayout.getPaddedExtent(shape, d));
    boxStrides.push_back(strides[d]);
  }
  buildPointwiseLaunch(b, loc, extents, [&](OpBuilder &kb, ValueRange ivs) {
    IndexBuilder ib{kb, loc};
    DecodedPosition position =
        decodePhysicalPosition(ib, destLayout, shape, ivs);
    memref::StoreOp::create(kb, loc, element(ib, position), flat,
                            ib.linear(0, ivs, boxStrides));
  });
}
