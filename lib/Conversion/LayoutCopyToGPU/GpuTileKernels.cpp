//===- GpuTileKernels.cpp - Transposing transforms as GPU tile kernels ----===//
//
// Where the destination's innermost dim L is strided in the source, which
// is contiguous along another dim K, a block moves a tile of L x K through
// shared memory: it reads along K and, after a barrier, writes along L,
// both coalesced. Two kernels: one moving elements, one moving 1- and
// 2-byte elements as 4-byte words. With `work-per-thread` N, tiles are N
// times as long and each thread issues N times the loads before its first
// store to the tile.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToGPU/GpuKernelBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::layout;

/// Elements of the element tile kernel's tiles at factor 1.
static constexpr int64_t kTileElements = 1024;
/// The static shared memory a kernel may have.
static constexpr int64_t kMaxSharedBytes = 48 * 1024;

/// The tile (positions along L, along K) of `elements` positions: 32 wide
/// along L and K, or narrower along a side of fewer than 32 positions whose
/// tiles lie contiguous in memory (the 16 lanes of NCHW16c, the next dim 16
/// elements apart): then a warp reads or writes whole stretches of several
/// tile rows, where a 32-wide tile would leave half its threads idle.
static std::pair<int64_t, int64_t> getTileShape(const TileCopy &copy,
                                                int64_t elements) {
  auto narrowSide = [](int64_t extent, int64_t nextStride) {
    return extent < kWarp && llvm::isPowerOf2_64(extent) &&
           nextStride == extent;
  };
  int64_t tileL = narrowSide(copy.inner.extent, copy.k.destStride)
                      ? copy.inner.extent
                      : kWarp;
  int64_t tileK = elements / tileL;
  if (tileL == kWarp && narrowSide(copy.k.extent, copy.inner.sourceStride)) {
    tileK = copy.k.extent;
    tileL = elements / tileK;
  }
  return {tileL, tileK};
}

/// Tiles of a launch of tiles of `tileL` x `tileK` over `copy`.
static int64_t getTileCount(const TileCopy &copy, int64_t tileL,
                            int64_t tileK) {
  return llvm::divideCeil(copy.inner.extent, tileL) *
         llvm::divideCeil(copy.k.extent, tileK) * copy.outerCount;
}

void mlir::layout::buildElementTileCopy(OpBuilder &b, Location loc,
                                        const TileCopy &copy,
                                        const GpuCopyWork &requestedWork) {
  const PhysicalDim &inner = copy.inner, &k = copy.k;
  auto [tileL1, tileK1] = getTileShape(copy, kTileElements);
  int64_t work =
      getWorkPerThread(requestedWork, getTileCount(copy, tileL1, tileK1));
  // A longer tile that takes no fewer launches covers positions past the
  // copy's end: idle threads (3 channels of NHWC at a factor of 8).
  auto getTiles = [&](int64_t factor) {
    auto [tileL, tileK] = getTileShape(copy, kTileElements * factor);
    return getTileCount(copy, tileL, tileK);
  };
  while (work > 1 && getTiles(work / 2) == getTiles(work))
    work /= 2;
  // Rows padded so that the second phase's reads (consecutive threads
  // along L, tileL of them per K) fall in distinct banks.
  auto getRowStride = [](int64_t tileL, int64_t tileK) {
    return tileK + (tileL < kWarp ? kWarp / tileL : 1);
  };
  // A kernel's static shared memory is at most 48 KB (8-byte elements at
  // factor 8 would take 64 KB); index elements are taken as 8 bytes.
  int64_t elementBytes = copy.elementBytes ? copy.elementBytes : 8;
  while (work > 1) {
    auto [tileL, tileK] = getTileShape(copy, kTileElements * work);
    if (tileL * getRowStride(tileL, tileK) * elementBytes <= kMaxSharedBytes)
      break;
    work /= 2;
  }
  int64_t tileElements = kTileElements * work;
  auto [tileL, tileK] = getTileShape(copy, tileElements);
  int64_t rowStride = getRowStride(tileL, tileK);
  TileLaunch launch =
      createTileLaunch(b, loc, copy, copy.elementType, tileL, tileK, rowStride);
  KernelBuilder kb{{b, loc}};
  Value pad = copy.padValue(b);
  int64_t items = tileElements / kTileThreads;

  // Read: consecutive threads along K, contiguous in the source; every
  // load issued before the first store, so that they are all in flight.
  struct Staged {
    Value value, row, column;
  };
  SmallVector<Staged> staged;
  for (int64_t j = 0; j < items; ++j) {
    Value item = kb.add(launch.thread, kb.constant(j * kTileThreads));
    Value column = kb.rem(item, tileK), row = kb.div(item, tileK);
    Position position = launch.base;
    kb.addDim(position, k, kb.add(launch.firstK, column),
              /*partial=*/k.extent % tileK != 0);
    kb.addDim(position, inner, kb.add(launch.firstL, row),
              /*partial=*/inner.extent % tileL != 0);
    staged.push_back({kb.load(copy.from, position, pad), row, column});
  }
  for (const Staged &s : staged)
    memref::StoreOp::create(b, loc, s.value, launch.buffer,
                            ValueRange{s.row, s.column});
  gpu::BarrierOp::create(b, loc);
  // Write: consecutive threads along L, contiguous in the destination.
  for (int64_t j = 0; j < items; ++j) {
    Value item = kb.add(launch.thread, kb.constant(j * kTileThreads));
    Value row = kb.rem(item, tileL), column = kb.div(item, tileL);
    Value writeL = kb.add(launch.firstL, row);
    Value writeK = kb.add(launch.firstK, column);
    Value inside =
        kb.both(kb.cmp(arith::CmpIPredicate::ult, writeL, inner.extent),
                kb.cmp(arith::CmpIPredicate::ult, writeK, k.extent));
    kb.when(inside, [&] {
      Value element = memref::LoadOp::create(b, loc, launch.buffer,
                                             ValueRange{row, column});
      Value offset = kb.add(launch.base.dest,
                            kb.add(kb.mul(writeK, k.destStride), writeL));
      memref::StoreOp::create(b, loc, element, copy.to, offset);
    });
  }
}

/// The tile kernel for 1- and 2-byte elements (`p` = 4 or 2 of them to a
/// 4-byte word), moving words: a thread per element left an i8 transpose
/// instruction bound at 0.36x a device copy on an H100 (one byte per
/// access). Tiles of Wp x Wp elements (Wp x work along L), W words wide:
/// 32 (rows of 128 bytes, whole cache lines, as the element kernel's f32
/// tiles have) where the launch keeps at least `minBlocks` blocks, else 16
/// (more, smaller blocks for small transforms). Each thread reads
/// p x work x W^2/256 words along K (source rows), and after the barrier
/// takes work x W^2/256 p x p blocks of the tile (p words of p consecutive
/// rows each), transposes each in registers and writes p words along L
/// (destination rows). The threads of a warp take blocks of 32/p rows and
/// p words' columns, so that their shared reads fall in distinct banks
/// (rows of W + 1 words) and each write is 32/p words of p destination
/// rows; W/(32/p) warps complete each destination row's W words. Needs
/// words that never straddle the end of K or of L nor a row start: returns
/// false, building nothing, otherwise.
bool mlir::layout::buildWordTileCopy(OpBuilder &b, Location loc,
                                     const TileCopy &copy,
                                     const GpuCopyWork &requestedWork) {
  const PhysicalDim &inner = copy.inner, &k = copy.k;
  Value from = copy.from, to = copy.to;
  Type elementType = copy.elementType;
  int64_t elementBytes = copy.elementBytes;
  if (elementBytes != 1 && elementBytes != 2)
    return false;
  int64_t p = 4 / elementBytes;
  bool wordAligned = k.size % p == 0 && !k.hasPadding() &&
                     inner.extent % p == 0 && copy.sourceOffset % p == 0 &&
                     inner.sourceStride % p == 0 && k.destStride % p == 0;
  for (const PhysicalDim &dim : copy.outer)
    wordAligned &= dim.sourceStride % p == 0 && dim.destStride % p == 0;
  if (!wordAligned)
    return false;
  int64_t words = 32;
  if (getTileCount(copy, words * p, words * p) < requestedWork.minBlocks)
    words = 16;
  // Tiles of `tile` positions along K and `work` times that along L.
  int64_t tile = words * p;
  int64_t work =
      getWorkPerThread(requestedWork, getTileCount(copy, tile, tile));
  while (work > 1 && getTileCount(copy, tile * work / 2, tile) ==
                         getTileCount(copy, tile * work, tile))
    work /= 2;
  // At most the 48 KB of static shared memory a kernel may have.
  while (work > 1 && tile * work * (words + 1) * 4 > kMaxSharedBytes)
    work /= 2;
  int64_t tileRows = tile * work;
  // Each of a tile's rows of `words` words, and each p x p block, is taken
  // by `passes` times as many threads' turns as a tile of 16-word rows.
  int64_t passes = words * words / kTileThreads;
  Type word = b.getI32Type();
  TileLaunch launch =
      createTileLaunch(b, loc, copy, word, tileRows, tile, words + 1);
  KernelBuilder kb{{b, loc}};
  Value tileBuffer = launch.buffer, thread = launch.thread;
  Value tileL = launch.firstL, tileK = launch.firstK;
  Position base = launch.base;
  Value pad = copy.padValue(b);
  auto elements = VectorType::get({p}, elementType);
  auto oneWord = VectorType::get({1}, word);
  auto toWord = [&](OpBuilder &nested, Value vector) -> Value {
    Value cast = vector::BitCastOp::create(nested, loc, oneWord, vector);
    return vector::ExtractOp::create(nested, loc, cast, ArrayRef<int64_t>{0});
  };
  constexpr int64_t threads = kTileThreads;
  // Words are whole elements apart from a buffer's start; where the start
  // is not known to be 4-byte aligned (an argument's), a test that every
  // thread takes alike picks words or elements.
  auto isWordAligned = [&](Value buffer, int64_t align) -> Value {
    return align % 4 == 0 ? nullptr : kb.isAligned(buffer, 4);
  };
  Value sourceWords = isWordAligned(from, copy.sourceAlign);
  Value destWords = isWordAligned(to, copy.destAlign);
  // A word of the source: one load, or `p` where its start is not known to
  // be aligned.
  auto loadWord = [&](OpBuilder &nested, Value offset, bool whole) -> Value {
    if (whole) {
      auto load = vector::LoadOp::create(nested, loc, elements, from, offset);
      load.setAlignment(4);
      return toWord(nested, load);
    }
    IndexBuilder ib{nested, loc};
    SmallVector<Value> values;
    for (int64_t i = 0; i < p; ++i)
      values.push_back(memref::LoadOp::create(nested, loc, from,
                                              ib.add(offset, ib.constant(i))));
    return toWord(
        nested, vector::FromElementsOp::create(nested, loc, elements, values));
  };
  auto storeWord = [&](ArrayRef<Value> values, Value offset) {
    auto storeVector = [&](OpBuilder &nested) {
      Value vector =
          vector::FromElementsOp::create(nested, loc, elements, values);
      auto store = vector::StoreOp::create(nested, loc, vector, to, offset);
      store.setAlignment(4);
    };
    if (!destWords)
      return storeVector(b);
    auto branch = scf::IfOp::create(b, loc, destWords, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(branch.thenBlock()->getTerminator());
    storeVector(b);
    b.setInsertionPoint(branch.elseBlock()->getTerminator());
    for (auto [i, value] : llvm::enumerate(values))
      memref::StoreOp::create(
          b, loc, value, to,
          kb.add(offset, kb.constant(static_cast<int64_t>(i))));
  };

  // Read: consecutive threads along K, a word each, every load before the
  // first store. Where the source's start is tested at run time, the
  // whole phase is built twice, words and elements: per load, LLVM merged
  // the two into the element loads.
  auto buildReads = [&](bool whole) {
    SmallVector<std::pair<Value, Value>> places;
    SmallVector<Value> values;
    for (int64_t j = 0; j < p * work * passes; ++j) {
      Value item = kb.add(thread, kb.constant(j * threads));
      Value column = kb.rem(item, words), row = kb.div(item, words);
      Position position = base;
      kb.addDim(position, k, kb.add(tileK, kb.mul(column, p)),
                /*partial=*/k.extent % tile != 0);
      kb.addDim(position, inner, kb.add(tileL, row),
                /*partial=*/inner.extent % tileRows != 0);
      values.push_back(kb.select(
          position.inBounds,
          [&](OpBuilder &nested) -> Value {
            return loadWord(nested, position.source, whole);
          },
          [&](OpBuilder &nested) -> Value {
            return toWord(nested, vector::BroadcastOp::create(nested, loc,
                                                              elements, pad));
          }));
      places.push_back({row, column});
    }
    for (auto [value, place] : llvm::zip(values, places))
      memref::StoreOp::create(b, loc, value, tileBuffer,
                              ValueRange{place.first, place.second});
  };
  if (!sourceWords) {
    buildReads(/*whole=*/true);
  } else {
    auto branch =
        scf::IfOp::create(b, loc, sourceWords, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(branch.thenBlock()->getTerminator());
    buildReads(/*whole=*/true);
    b.setInsertionPoint(branch.elseBlock()->getTerminator());
    buildReads(/*whole=*/false);
  }
  gpu::BarrierOp::create(b, loc);
  // Write: work x passes p x p blocks per thread, each transposed in
  // registers; a pass covers threads / words of the tile's word columns.
  Value lane = kb.rem(thread, kWarp), warp = kb.div(thread, kWarp);
  int64_t lanesL = kWarp / p, warpsL = words / lanesL;
  Value firstBlockL =
      kb.add(kb.rem(lane, lanesL), kb.mul(kb.rem(warp, warpsL), lanesL));
  Value firstBlockK =
      kb.add(kb.div(lane, lanesL), kb.mul(kb.div(warp, warpsL), p));
  for (int64_t n = 0; n < work * passes; ++n) {
    // `words` blocks of p rows make a tile's rows at factor 1.
    Value blockL = kb.add(firstBlockL, kb.constant(n / passes * words));
    Value blockK =
        kb.add(firstBlockK, kb.constant(n % passes * (threads / words)));
    SmallVector<Value> rows;
    for (int64_t i = 0; i < p; ++i) {
      Value value = memref::LoadOp::create(
          b, loc, tileBuffer,
          ValueRange{kb.add(kb.mul(blockL, p), kb.constant(i)), blockK});
      Value splat = vector::BroadcastOp::create(b, loc, oneWord, value);
      rows.push_back(vector::BitCastOp::create(b, loc, elements, splat));
    }
    Value writeL = kb.add(tileL, kb.mul(blockL, p));
    Value insideL = kb.cmp(arith::CmpIPredicate::ult, writeL, inner.extent);
    for (int64_t j = 0; j < p; ++j) {
      Value writeK = kb.add(tileK, kb.add(kb.mul(blockK, p), kb.constant(j)));
      Value inside =
          kb.both(insideL, kb.cmp(arith::CmpIPredicate::ult, writeK, k.extent));
      kb.when(inside, [&] {
        SmallVector<Value> column;
        for (Value row : rows)
          column.push_back(
              vector::ExtractOp::create(b, loc, row, ArrayRef<int64_t>{j}));
        storeWord(column, kb.add(base.dest,
                                 kb.add(kb.mul(writeK, k.destStride), writeL)));
      });
    }
  }
  return true;
}
