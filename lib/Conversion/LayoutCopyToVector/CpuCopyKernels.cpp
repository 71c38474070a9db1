//===- CpuCopyKernels.cpp - layout.copy as CPU loops ----------------------===//
//
// The copy is described by its loops over the destination in memory order,
// each moving a fixed number of elements in the source and the destination.
// Loops contiguous on both sides are fused first. Then one of four kernels
// runs the innermost loops, chosen from the strides:
//
//  - row: the innermost loop is contiguous on both sides. Rows are copied
//    with vector loads and stores; the row's tail is a masked load whose
//    empty lanes hold the pad value, so the row's padding is written in the
//    same sweep (undefined padding is never written).
//  - tile: the innermost destination loop L moves through the source with a
//    stride and another loop K is contiguous in the source. Tiles of W x W
//    elements (W = elements per vector) are read as W source rows along K,
//    transposed in registers by log2(W) rounds of two-vector shuffles, and
//    written as W destination rows along L: every store is a whole vector.
//    Elements narrower than 4 bytes are transposed by 16-byte lanes instead
//    (transposeTile), since W vectors of them do not fit in registers.
//  - interleave: as tile, with L shorter than a vector and the destination
//    rows of L packed (NCHW -> NHWC with 3 channels) or padded to P with a
//    defined pad value (NCHW -> NCHW16c of 3 channels): the L source rows
//    of W elements (and the pad value) are interleaved by one shuffle into
//    P * W consecutive destination elements.
//  - deinterleave: its mirror, with K shorter than a vector (NHWC -> NCHW
//    with 3 channels): W pixels are loaded as whole vectors and each of the
//    K destination rows is one shuffle.
//
// Anything else (an element type without whole bytes, no loop contiguous in
// the source) keeps the scalar loop nest in destination order. The tile
// kernel's edges are partial tiles (masked loads and stores); the other
// kernels' edges, smaller than a vector, are copied by scalar loops.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToVector/CpuCopyKernels.h"

#include "Conversion/LayoutCopyToVector/CopyEmitter.h"
#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/Support/MathExtras.h"

#include <numeric>

using namespace mlir;
using namespace mlir::layout;

namespace {

/// One loop of the copy: `extent` iterations, each moving `source` elements
/// in the source and `dest` elements in the destination.
struct CopyLoop {
  int64_t extent;
  int64_t source;
  int64_t dest;
};

} // namespace

/// Bytes of a destination row written per block of tiles (see the tile
/// kernel): enough cache lines per page to amortize a TLB miss, few enough
/// source rows in flight for the caches. Measured on an 8000x8000 and an
/// 8192x8192 f32 transpose: 256 to 1024 within 10 % of each other, 4096
/// twice as slow at 8192 (docs/performance.md).
static constexpr int64_t kBlockBytes = 512;

/// Sources of more bytes than this (the L2 cache of the measured machine)
/// are prefetched by the tile kernel (TransformCodegenOptions).
static constexpr int64_t kPrefetchMinBytes = 1 << 20;

/// The page size the cost model assumes (x86-64 without huge pages), also
/// the size of one way of an L1 data cache.
static constexpr int64_t kPageBytes = 4096;

/// The loops of a copy over the destination in memory order, outermost
/// first; loops of one iteration dropped, loops contiguous on both sides
/// fused.
static SmallVector<CopyLoop> getCopyLoops(ArrayRef<int64_t> shape,
                                          ArrayRef<int64_t> sourceStrides,
                                          ArrayRef<int64_t> destStrides) {
  SmallVector<CopyLoop> loops;
  for (auto [extent, source, dest] :
       llvm::zip(shape, sourceStrides, destStrides))
    if (extent != 1)
      loops.push_back({extent, source, dest});
  llvm::stable_sort(loops, [](const CopyLoop &x, const CopyLoop &y) {
    return x.dest > y.dest;
  });
  SmallVector<CopyLoop> fused;
  for (CopyLoop loop : llvm::reverse(loops)) {
    if (!fused.empty() &&
        loop.dest == fused.back().dest * fused.back().extent &&
        loop.source == fused.back().source * fused.back().extent) {
      fused.back().extent *= loop.extent;
      continue;
    }
    fused.push_back(loop);
  }
  std::reverse(fused.begin(), fused.end());
  return fused;
}

void mlir::layout::buildCpuCopy(OpBuilder &b, Location loc, Value source,
                                int64_t sourceAlign, Value dest,
                                RankedTensorType destType, int64_t destAlign,
                                const CpuCopyOptions &options) {
  ArrayRef<int64_t> shape = destType.getShape();
  Type elementType = destType.getElementType();
  EncodingAttr layout = EncodingAttr::getOrPacked(destType);
  auto sourceType = cast<MemRefType>(source.getType());
  SmallVector<int64_t> sourceStrides;
  int64_t sourceOffset = 0;
  bool staticSource =
      succeeded(sourceType.getStridesAndOffset(sourceStrides, sourceOffset)) &&
      !ShapedType::isDynamic(sourceOffset) &&
      llvm::all_of(sourceStrides, [](int64_t s) { return s > 0; });
  int64_t bits =
      elementType.isIntOrFloat() ? elementType.getIntOrFloatBitWidth() : 0;
  int64_t elementBytes = bits % 8 == 0 ? bits / 8 : 0;
  int64_t lanes = elementBytes && options.vectorBytes % elementBytes == 0
                      ? options.vectorBytes / elementBytes
                      : 0;
  auto scalarCopy = [&] {
    fillPadding(b, loc, dest, destType);
    copyElements(b, loc, source, dest, destType);
  };
  if (!staticSource || !destType.hasStaticShape() || lanes < 2 ||
      !llvm::isPowerOf2_64(lanes) || destType.getNumElements() == 0)
    return scalarCopy();

  SmallVector<int64_t> destStrides = *layout.getLogicalStrides(shape);
  SmallVector<CopyLoop> loops = getCopyLoops(shape, sourceStrides, destStrides);
  if (loops.empty())
    loops.push_back({1, 1, 1});
  CopyLoop inner = loops.back();
  // The loop contiguous in the source, for a transposing kernel.
  std::optional<size_t> contiguous;
  for (size_t i = 0; i + 1 < loops.size(); ++i)
    if (loops[i].source == 1)
      contiguous = i;
  enum class Kernel { Row, Tile, Interleave, Deinterleave } kernel;
  int64_t contiguousExtent = contiguous ? loops[*contiguous].extent : 0;
  // Interleaved pixels (a few channels innermost) are `pitch` elements
  // apart: packed, or padded to `pitch` with a defined pad value after the
  // channels (3 channels in 16: NCHW -> NCHW16c), which the kernel then
  // writes with them.
  int64_t rank = shape.size();
  SmallVector<int64_t> order = layout.getOrderOrIdentity(rank);
  int64_t innermost = rank ? order.back() : 0;
  int64_t pitch = contiguous ? loops[*contiguous].dest : 0;
  bool pixelsPadded = contiguous && rank && pitch > inner.extent &&
                      inner.extent == shape[innermost] &&
                      pitch == layout.getPhysicalShape(shape).back() &&
                      layout.getLowPadding(innermost) == 0 &&
                      layout.getPadKind() != PadKind::Undefined &&
                      lanes % pitch == 0;
  if (inner.dest == 1 && inner.source == 1) {
    kernel = Kernel::Row;
  } else if (inner.dest == 1 && contiguous && inner.extent < lanes &&
             inner.extent <= 8 && (pitch == inner.extent || pixelsPadded)) {
    kernel = Kernel::Interleave;
  } else if (inner.dest == 1 && contiguous && contiguousExtent < lanes &&
             contiguousExtent <= 8 && inner.source >= contiguousExtent &&
             inner.source <= 16 && inner.extent >= lanes) {
    // The mirror of interleave: pixels of a few channels (`inner.source`
    // elements apart, padded or packed) into a row per channel.
    kernel = Kernel::Deinterleave;
  } else if (inner.dest == 1 && contiguous &&
             std::min(inner.extent, contiguousExtent) >= 4) {
    // Tiles as large as a vector, or as the smaller of the two extents
    // when that is less: whole-vector accesses beat a scalar edge.
    kernel = Kernel::Tile;
    lanes = std::min<int64_t>(
        lanes,
        llvm::bit_floor(uint64_t(std::min(inner.extent, contiguousExtent))));
  } else {
    return scalarCopy();
  }

  int64_t sourceSize = 1;
  for (auto [extent, stride] : llvm::zip(shape, sourceStrides))
    sourceSize += (extent - 1) * stride;
  int64_t destSize = layout.getNumPhysicalElements(shape);
  int64_t destOffset = layout.getOffset(shape);
  CopyEmitter emit(b, loc,
                   getFlatView(b, loc, source, sourceOffset, sourceSize),
                   getFlatView(b, loc, dest, 0, destSize), destOffset,
                   elementType, lanes, options.parallel);
  emit.streaming = options.nontemporalBytes > 0 &&
                   destSize * elementBytes >= options.nontemporalBytes;
  sourceAlign = std::max(sourceAlign, elementBytes);
  destAlign = std::max(destAlign, elementBytes);

  // The padding of the destination's innermost dim is written by the row
  // and interleave kernels; the rest of the padding before the copy.
  bool rowPadding = kernel == Kernel::Row && rank && shape[innermost] > 1;
  bool pixelPadding = kernel == Kernel::Interleave && pitch > inner.extent;
  fillPadding(b, loc, dest, destType,
              /*skipInnermost=*/rowPadding || pixelPadding);
  Value pixelPadValue =
      pixelPadding ? createPadValue(b, loc, layout, elementType) : Value();
  Value pixelPad = pixelPadValue ? emit.splat(pixelPadValue) : Value();

  // The loops around the kernel: their steps, and the byte offsets an
  // address moves by (with the first element's), for its alignment.
  SmallVector<LoopRange> ranges;
  SmallVector<int64_t> sourceSteps, destSteps;
  SmallVector<int64_t> sourceBytes = {sourceOffset * elementBytes};
  SmallVector<int64_t> destBytes = {destOffset * elementBytes};
  auto addOuterLoop = [&](const CopyLoop &loop) {
    ranges.push_back({0, loop.extent, 1});
    sourceSteps.push_back(loop.source);
    destSteps.push_back(loop.dest);
    sourceBytes.push_back(loop.source * elementBytes);
    destBytes.push_back(loop.dest * elementBytes);
  };

  if (kernel == Kernel::Row) {
    for (const CopyLoop &loop : ArrayRef(loops).drop_back())
      addOuterLoop(loop);
    int64_t padLow = rowPadding ? layout.getLowPadding(innermost) : 0;
    int64_t padHigh = rowPadding ? layout.getPhysicalShape(shape).back() -
                                       padLow - shape[innermost]
                                 : 0;
    Value pad = layout.getPadKind() != PadKind::Undefined && (padLow || padHigh)
                    ? createPadValue(b, loc, layout, elementType)
                    : Value();
    // Rows that start anywhere in a vector-aligned buffer: aligned
    // (non-temporal) stores only if the row's head is peeled at run time.
    int64_t rowDestAlign = getKnownAlignment(destAlign, destBytes);
    int64_t vectorBytes = lanes * elementBytes;
    bool aligningStores = emit.streaming && destAlign >= vectorBytes &&
                          rowDestAlign < vectorBytes &&
                          inner.extent >= 2 * lanes;
    emit.buildLoops(ranges, [&](ValueRange ivs) {
      Value from = emit.position(0, ivs, sourceSteps);
      Value to = emit.position(destOffset, ivs, destSteps);
      if (aligningStores)
        return emit.copyRowAligningStores(from, to, inner.extent, padLow,
                                          padHigh, pad);
      emit.copyRow(from, to, inner.extent, padLow, padHigh, pad,
                   getKnownAlignment(sourceAlign, sourceBytes), rowDestAlign);
    });
    return;
  }

  // Tile, interleave and deinterleave: K is contiguous in the source, L
  // (inner) in the destination.
  CopyLoop k = loops[*contiguous];
  SmallVector<CopyLoop> outer;
  for (size_t i = 0; i + 1 < loops.size(); ++i)
    if (i != *contiguous)
      outer.push_back(loops[i]);
  for (const CopyLoop &loop : outer)
    addOuterLoop(loop);
  SmallVector<int64_t> edgeSource(sourceSteps), edgeDest(destSteps);
  edgeSource.append({k.source, inner.source});
  edgeDest.append({k.dest, inner.dest});

  if (kernel == Kernel::Deinterleave) {
    // All of K (the channels) at once, L by whole vectors, the rest of L
    // scalar.
    int64_t wholeL = inner.extent / lanes * lanes;
    int64_t vectorBytes = lanes * elementBytes;
    sourceBytes.push_back(inner.source * vectorBytes);
    destBytes.append({k.dest * elementBytes, vectorBytes});
    int64_t loadAlign =
        std::min(getKnownAlignment(sourceAlign, sourceBytes), vectorBytes);
    int64_t storeAlign =
        std::min(getKnownAlignment(destAlign, destBytes), vectorBytes);
    SmallVector<LoopRange> tileRanges(ranges);
    tileRanges.push_back({0, wholeL, lanes});
    emit.buildLoops(tileRanges, [&](ValueRange ivs) {
      Value l = ivs.back();
      Value from = arith::AddIOp::create(
          b, loc, emit.position(0, ivs.drop_back(), sourceSteps),
          arith::MulIOp::create(b, loc, l, emit.index(inner.source)));
      Value to = arith::AddIOp::create(
          b, loc, emit.position(destOffset, ivs.drop_back(), destSteps), l);
      emit.deinterleave(from, to, k.extent, inner.source, k.dest, loadAlign,
                        storeAlign);
    });
    SmallVector<LoopRange> edgeL(ranges);
    edgeL.append({{0, k.extent, 1}, {wholeL, inner.extent, 1}});
    emit.copyScalar(edgeL, edgeSource, edgeDest);
    return;
  }

  int64_t wholeK = k.extent / lanes * lanes;
  int64_t wholeL =
      kernel == Kernel::Tile ? inner.extent / lanes * lanes : inner.extent;
  int64_t vectorBytes = lanes * elementBytes;
  // The alignment of a tile's first destination row, if K and L start on
  // whole vectors.
  int64_t tileDestAlign = getKnownAlignment(destAlign, destBytes);
  sourceBytes.append({inner.source * elementBytes, vectorBytes});
  if (kernel == Kernel::Tile)
    destBytes.append({k.dest * elementBytes, vectorBytes});
  else
    destBytes.push_back(pitch * vectorBytes);
  int64_t loadAlign =
      std::min(getKnownAlignment(sourceAlign, sourceBytes), vectorBytes);
  int64_t storeAlign =
      std::min(getKnownAlignment(destAlign, destBytes), vectorBytes);

  // Tiles are visited in blocks of `block` destination columns (source
  // rows): for each block, K runs through the whole source row, so that
  // every source row and every destination row is walked in chunks of
  // `block` elements rather than touched one cache line per page. But each
  // source row of a block is a stream for the hardware prefetcher, which
  // follows few: when a tile's destination rows lie within two pages
  // anyway (NCHW -> NHWC with 64 channels), a block is one tile (measured:
  // 64-channel NHWC f32 twice as fast as with 512-byte blocks).
  int64_t block = lanes;
  bool destRowsNear = k.dest * elementBytes * lanes <= 2 * kPageBytes;
  // Destination rows that start inside an aligned line (rows of 5008 i8),
  // each at an offset known at compile time: realigned stores (see
  // CopyEmitter::Realign), over blocks of at least two tiles, twice as
  // long as otherwise, as each block costs a prologue tile (measured on
  // 5000x7000 i8 and bf16 transposes into rows of 5008).
  bool realigned = kernel == Kernel::Tile && emit.streaming && !destRowsNear &&
                   storeAlign < vectorBytes && tileDestAlign >= vectorBytes;
  if (kernel == Kernel::Tile && !destRowsNear) {
    int64_t blockBytes = realigned ? 2 * kBlockBytes : kBlockBytes;
    int64_t tiles = wholeL / lanes;
    for (int64_t d = 1; d <= tiles; ++d)
      if (tiles % d == 0 && d * lanes * elementBytes <= blockBytes)
        block = d * lanes;
  }
  realigned = realigned && block >= 2 * lanes;
  // Elements narrower than 4 bytes: a tile of whole vectors needs more
  // registers than there are (64 for i8), so tiles are transposed by 16-byte
  // lanes (transposeTile), staged when the source rows of a tile fall into
  // more than half the ways of one L1 set (8-way, a page per way).
  bool laneTiles = kernel == Kernel::Tile && elementBytes < 4;
  int64_t rowBytes = inner.source * elementBytes;
  int64_t setsTouched = kPageBytes / std::gcd(rowBytes, kPageBytes);
  bool staged = laneTiles && lanes / std::min(setsTouched, lanes) > 4;
  // On the heap, freed by the buffer deallocation pass like any buffer of
  // bufferization: a stack buffer in a parallel loop's body makes upstream's
  // OpenMP lowering wrap the body in an alloca scope, which the loops inside
  // cannot be lowered in; in a caller's loop it would grow the stack.
  auto allocateTileBuffer = [&] {
    return memref::AllocOp::create(
        b, loc, MemRefType::get({lanes * lanes}, elementType),
        b.getI64IntegerAttr(vectorBytes));
  };
  auto allocatePerThread = [&] {
    if (staged)
      emit.staging = allocateTileBuffer();
    if (realigned) {
      emit.realign.emplace();
      emit.realign->carry = allocateTileBuffer();
      for (int64_t row = 0; row < lanes; ++row)
        emit.realign->shifts.push_back(row * k.dest % lanes);
    }
  };

  // A tile reads `lanes` source rows, each a line, and the next line of
  // each row only a block of tiles later: too many streams for the hardware
  // prefetcher, so every line would be a demand miss, as many in flight as
  // the L1 allows. Prefetching each row `prefetchDistance` bytes ahead into
  // L2 (measured, an 8000x8000 bf16 transpose on 2 threads: 0.66x -> 0.9x
  // the non-temporal copy) keeps them coming.
  int64_t prefetchAhead = 0;
  if (kernel == Kernel::Tile && options.prefetchDistance > 0 &&
      sourceSize * elementBytes > kPrefetchMinBytes)
    prefetchAhead = options.prefetchDistance / elementBytes;
  // The tile of source rows [l, l + lanes) and destination rows
  // [k, k + lanes) (k in `from` and `to`).
  TilePart whole = {lanes, lanes};
  auto copyTile = [&](Value from, Value to, Value l, TilePart part) {
    from = arith::AddIOp::create(
        b, loc, from,
        arith::MulIOp::create(b, loc, l, emit.index(inner.source)));
    to = arith::AddIOp::create(b, loc, to, l);
    // Locality 2: prefetcht1, into L2.
    if (prefetchAhead && emit.isWhole(part))
      for (int64_t i = 0; i < lanes; ++i)
        memref::PrefetchOp::create(
            b, loc, emit.source,
            ValueRange{emit.add(from, i * inner.source + prefetchAhead)},
            /*isWrite=*/false, /*localityHint=*/2, /*isDataCache=*/true);
    if (laneTiles)
      return emit.transposeTile(from, to, inner.source, k.dest, loadAlign,
                                storeAlign, part);
    SmallVector<Value> rows;
    for (int64_t i = 0; i < lanes; ++i)
      rows.push_back(i < part.rows
                         ? emit.loadPart(emit.source,
                                         emit.add(from, i * inner.source),
                                         lanes, part.columns, loadAlign)
                         : emit.zeros(lanes));
    emit.transposeInRegisters(rows);
    emit.storeTileRows(to, k.dest,
                       llvm::to_vector(llvm::seq<int64_t>(0, lanes)), rows,
                       storeAlign, part);
  };
  // Realigned: for each block, a prologue tile (the block's previous one,
  // only filling the carry), the block's tiles in order, and after a row's
  // last block the tails of the shifted rows.
  auto copyRealignedBlock = [&](Value from, Value to, Value blockStart) {
    Value zero = emit.index(0), lanesValue = emit.index(lanes);
    auto loop =
        scf::ForOp::create(b, loc, zero, emit.index(block + lanes), lanesValue);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      Value t = loop.getInductionVar();
      Value l = arith::MaxSIOp::create(
          b, loc,
          arith::SubIOp::create(
              b, loc, arith::AddIOp::create(b, loc, blockStart, t), lanesValue),
          zero);
      auto equal = [&](Value x, Value y) {
        return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, y);
      };
      emit.realign->stores =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, t, zero);
      emit.realign->head = arith::AndIOp::create(b, loc, equal(t, lanesValue),
                                                 equal(blockStart, zero));
      copyTile(from, to, l, whole);
    }
    Value blockEnd = emit.add(blockStart, block);
    auto ifLast = scf::IfOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, blockEnd,
                              emit.index(wholeL)),
        /*else=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(ifLast.thenBlock()->getTerminator());
    emit.storeRealignedTails(arith::AddIOp::create(b, loc, to, blockEnd),
                             k.dest);
  };

  SmallVector<LoopRange> tileRanges(ranges);
  if (kernel == Kernel::Tile)
    tileRanges.push_back({0, wholeL, block});
  tileRanges.push_back({0, wholeK, lanes});
  if (kernel == Kernel::Tile && !realigned)
    tileRanges.push_back({0, block, lanes});
  // The source and destination positions of element (k, 0) of a tile
  // (`outerIvs` the outer loops').
  auto tileBase = [&](ValueRange outerIvs, Value kIv) {
    Value from = emit.position(0, outerIvs, sourceSteps);
    Value to = emit.position(destOffset, outerIvs, destSteps);
    from = arith::AddIOp::create(b, loc, from, kIv);
    to = arith::AddIOp::create(
        b, loc, to, arith::MulIOp::create(b, loc, kIv, emit.index(k.dest)));
    return std::make_pair(from, to);
  };
  emit.buildLoops(
      tileRanges,
      [&](ValueRange ivs) {
        Value kIv = ivs[outer.size() + (kernel == Kernel::Tile ? 1 : 0)];
        auto [from, to] = tileBase(ivs.take_front(outer.size()), kIv);
        if (realigned)
          return copyRealignedBlock(from, to, ivs[outer.size()]);
        if (kernel == Kernel::Tile)
          return copyTile(from, to,
                          arith::AddIOp::create(b, loc, ivs[outer.size()],
                                                ivs[outer.size() + 2]),
                          whole);
        // Interleave: element (k, l) of the tile goes to k * pitch + l, the
        // pad value (after the rows) to k * pitch + l for l >= L.
        SmallVector<Value> rows;
        for (int64_t l = 0; l < inner.extent; ++l)
          rows.push_back(
              emit.load(emit.add(from, l * inner.source), lanes, loadAlign));
        if (pixelPad)
          rows.push_back(pixelPad);
        Value all = emit.concat(rows);
        SmallVector<int64_t> interleave;
        for (int64_t kk = 0; kk < lanes; ++kk)
          for (int64_t l = 0; l < pitch; ++l)
            interleave.push_back(std::min(l, inner.extent) * lanes +
                                 (l < inner.extent ? kk : 0));
        // Stored a vector at a time: LLVM's x86 back end drops the
        // non-temporal hint of one long i8 store (192 bytes for 3 channels)
        // when it splits it.
        for (int64_t part = 0; part < pitch; ++part) {
          ArrayRef<int64_t> elements =
              ArrayRef(interleave).slice(part * lanes, lanes);
          emit.store(vector::ShuffleOp::create(b, loc, all, all, elements),
                     emit.add(to, part * lanes), storeAlign);
        }
      },
      staged || realigned ? function_ref<void()>(allocatePerThread)
                          : function_ref<void()>());

  if (kernel == Kernel::Tile) {
    // Edges as partial tiles, stored as they are (the per-thread buffers
    // were the main loop's): the rest of K for each whole tile of L, the
    // rest of L for each whole tile of K, and the corner.
    emit.staging = Value();
    emit.realign.reset();
    int64_t restK = k.extent - wholeK, restL = inner.extent - wholeL;
    auto copyEdge =
        [&](int64_t extent, TilePart part,
            function_ref<std::pair<Value, Value>(ValueRange)> position) {
          SmallVector<LoopRange> edgeRanges(ranges);
          if (extent > 0)
            edgeRanges.push_back({0, extent, lanes});
          emit.buildLoops(edgeRanges, [&](ValueRange ivs) {
            auto [kIv, l] = position(ivs.drop_front(outer.size()));
            auto [from, to] = tileBase(ivs.take_front(outer.size()), kIv);
            copyTile(from, to, l, part);
          });
        };
    Value restKStart = emit.index(wholeK), restLStart = emit.index(wholeL);
    if (restK > 0)
      copyEdge(wholeL, {lanes, restK}, [&](ValueRange ivs) {
        return std::make_pair(restKStart, ivs.front());
      });
    if (restL > 0)
      copyEdge(wholeK, {restL, lanes}, [&](ValueRange ivs) {
        return std::make_pair(ivs.front(), restLStart);
      });
    if (restK > 0 && restL > 0)
      copyEdge(0, {restL, restK}, [&](ValueRange) {
        return std::make_pair(restKStart, restLStart);
      });
    return;
  }

  // Edges: the rest of K for every L, the rest of L for the whole K.
  SmallVector<LoopRange> edgeK(ranges), edgeL(ranges);
  edgeK.append({{wholeK, k.extent, 1}, {0, inner.extent, 1}});
  edgeL.append({{0, wholeK, 1}, {wholeL, inner.extent, 1}});
  emit.copyScalar(edgeK, edgeSource, edgeDest);
  emit.copyScalar(edgeL, edgeSource, edgeDest);
  if (pixelPadding) {
    SmallVector<LoopRange> edgePad(ranges);
    edgePad.append({{wholeK, k.extent, 1}, {inner.extent, pitch, 1}});
    emit.fillScalar(edgePad, edgeDest, pixelPadValue);
  }
}
