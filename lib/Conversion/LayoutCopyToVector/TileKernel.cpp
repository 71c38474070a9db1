//===- TileKernel.cpp - Transposes as tiles transposed in registers -------===//
//
// The innermost destination loop L moves through the source with a stride
// and another loop K is contiguous in the source. Tiles of W x W elements
// (W = elements per vector) are read as W source rows along K, transposed
// in registers (CopyEmitter::transposeInRegisters; by 16-byte lanes for
// elements narrower than 4 bytes, CopyEmitter::transposeTile), and written
// as W destination rows along L: every store a whole vector.
//
// Tiles are visited in blocks along L, so that both sides are walked in
// chunks rather than a line per page; source rows are prefetched ahead;
// narrow tiles whose source rows share few L1 sets are staged through a
// per-thread buffer; destination rows that start inside an aligned line are
// stored realigned (CopyEmitter::Realign). The edges are partial tiles.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToVector/CopyPlan.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <numeric>

using namespace mlir;
using namespace mlir::layout;

/// Bytes of a destination row written per block of tiles: enough cache
/// lines per page to amortize a TLB miss, few enough source rows in flight
/// for the caches. Measured on an 8000x8000 and an 8192x8192 f32
/// transpose: 256 to 1024 within 10 % of each other, 4096 twice as slow at
/// 8192 (docs/performance.md).
static constexpr int64_t kBlockBytes = 512;

/// Sources of more bytes than this (the L2 cache of the measured machine)
/// are prefetched (the pass's prefetch-distance).
static constexpr int64_t kPrefetchMinBytes = 1 << 20;

/// The page size the cost model assumes (x86-64 without huge pages), also
/// the size of one way of an L1 data cache.
static constexpr int64_t kPageBytes = 4096;

void mlir::layout::emitTileKernel(CopyEmitter &emit, const CopyPlan &plan,
                                  const CpuCopyOptions &options) {
  OpBuilder &b = emit.b;
  Location loc = emit.loc;
  TransposingLoops loops(plan);
  const CopyLoop &k = loops.k, &inner = plan.inner;
  OuterLoops &around = loops.around;
  int64_t lanes = plan.lanes, elementBytes = plan.elementBytes;
  int64_t wholeK = k.extent / lanes * lanes;
  int64_t wholeL = inner.extent / lanes * lanes;
  int64_t vectorBytes = lanes * elementBytes;
  // The alignment of a tile's first destination row, if K and L start on
  // whole vectors.
  int64_t tileDestAlign = getKnownAlignment(plan.destAlign, around.destBytes);
  around.sourceBytes.append({inner.source * elementBytes, vectorBytes});
  around.destBytes.append({k.dest * elementBytes, vectorBytes});
  int64_t loadAlign = std::min(
      getKnownAlignment(plan.sourceAlign, around.sourceBytes), vectorBytes);
  int64_t storeAlign = std::min(
      getKnownAlignment(plan.destAlign, around.destBytes), vectorBytes);

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
  bool realigned = emit.streaming && !destRowsNear &&
                   storeAlign < vectorBytes && tileDestAlign >= vectorBytes;
  if (!destRowsNear) {
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
  bool laneTiles = elementBytes < 4;
  int64_t rowBytes = inner.source * elementBytes;
  int64_t setsTouched = kPageBytes / std::gcd(rowBytes, kPageBytes);
  bool staged = laneTiles && lanes / std::min(setsTouched, lanes) > 4;
  // On the heap, freed by the buffer deallocation pass like any buffer of
  // bufferization: a stack buffer in a parallel loop's body makes upstream's
  // OpenMP lowering wrap the body in an alloca scope, which the loops inside
  // cannot be lowered in; in a caller's loop it would grow the stack.
  auto allocateTileBuffer = [&] {
    return memref::AllocOp::create(
        b, loc,
        MemRefType::get({lanes * lanes}, plan.destType.getElementType()),
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
  if (options.prefetchDistance > 0 &&
      plan.sourceSize * elementBytes > kPrefetchMinBytes)
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

  SmallVector<LoopRange> tileRanges(around.ranges);
  tileRanges.push_back({0, wholeL, block});
  tileRanges.push_back({0, wholeK, lanes});
  if (!realigned)
    tileRanges.push_back({0, block, lanes});
  size_t outerCount = loops.outer.size();
  emit.buildLoops(
      tileRanges,
      [&](ValueRange ivs) {
        auto [from, to] = loops.getTileBase(
            emit, plan, ivs.take_front(outerCount), ivs[outerCount + 1]);
        if (realigned)
          return copyRealignedBlock(from, to, ivs[outerCount]);
        copyTile(
            from, to,
            arith::AddIOp::create(b, loc, ivs[outerCount], ivs[outerCount + 2]),
            whole);
      },
      staged || realigned ? function_ref<void()>(allocatePerThread)
                          : function_ref<void()>());

  // Edges as partial tiles, stored as they are (the per-thread buffers were
  // the main loop's): the rest of K for each whole tile of L, the rest of L
  // for each whole tile of K, and the corner.
  emit.staging = Value();
  emit.realign.reset();
  int64_t restK = k.extent - wholeK, restL = inner.extent - wholeL;
  auto copyEdge =
      [&](int64_t extent, TilePart part,
          function_ref<std::pair<Value, Value>(ValueRange)> position) {
        SmallVector<LoopRange> edgeRanges(around.ranges);
        if (extent > 0)
          edgeRanges.push_back({0, extent, lanes});
        emit.buildLoops(edgeRanges, [&](ValueRange ivs) {
          auto [kIv, l] = position(ivs.drop_front(outerCount));
          auto [from, to] =
              loops.getTileBase(emit, plan, ivs.take_front(outerCount), kIv);
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
}
