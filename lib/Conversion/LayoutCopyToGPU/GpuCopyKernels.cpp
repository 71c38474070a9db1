//===- GpuCopyKernels.cpp - layout.copy as GPU kernels --------------------===//
//
// One `gpu.launch` per transform, over the destination's physical space
// (every position of its buffer, padding included) so that each byte is
// written exactly once and consecutive threads write consecutive addresses:
//
// - row kernel: the destination's innermost dim is also contiguous in the
//   source; each thread moves 16 bytes of a destination row (one vector
//   load, one vector store where the row lies inside the tensor; lane by
//   lane with the pad value at the edges);
// - tile kernel: the destination's innermost dim L is strided in the
//   source, which is contiguous along another dim K; a 32x8 block moves a
//   32x32 tile through shared memory (32x33: the extra column puts the
//   column reads of the second phase in 32 different banks), reading along
//   K and writing along L, both coalesced.
//
// - gather kernel: for tiled layouts that place elements as no untiled
//   layout does (padding over several tiles), a thread per destination
//   position decodes it to a logical index and reads the source element
//   there, or takes the pad value.
//
// The launch is 1-D over the tiles or vectors (a 1-D grid has room for
// 2^31 blocks); each thread decodes its physical position with divisions
// by constants.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToGPU/GpuCopyKernels.h"

#include "Conversion/LayoutCopyCommon/UntiledCopy.h"
#include "Dialect/Layout/Utils/IndexBuilder.h"
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

/// The tile kernel's tiles hold kTileElements elements, moved by blocks of
/// kTileThreadsX x kTileThreadsY threads; a tile is 32 x 32 unless a side
/// of the copy is narrower (16 lanes of NCHW16c).
static constexpr int64_t kTileElements = 1024;
static constexpr int64_t kTileThreadsX = 32, kTileThreadsY = 8;
static constexpr int64_t kWarp = 32;
/// Threads per block of the row kernel.
static constexpr int64_t kRowThreads = 256;
/// Bytes a thread of the row kernel moves with one vector access.
static constexpr int64_t kVectorBytes = 16;

namespace {

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
              bool partial = false) {
    Value logical = sub(p, dim.low);
    position.source = add(position.source, mul(logical, dim.sourceStride));
    position.dest = add(position.dest, mul(p, dim.destStride));
    // Unsigned: a position in the low padding wraps around to a large index.
    if (dim.hasPadding() || partial)
      position.inBounds = both(position.inBounds, below(logical, dim.size));
  }

  /// Decodes `linear` into positions of `dims` (the last varying fastest).
  void addDims(Position &position, ArrayRef<PhysicalDim> dims, Value linear) {
    for (const PhysicalDim &dim : llvm::reverse(dims)) {
      addDim(position, dim, rem(linear, dim.extent));
      linear = div(linear, dim.extent);
    }
  }

  /// The source element at `position`, or `pad` where it is padding.
  Value load(Value source, const Position &position, Value pad) {
    return select(
        position.inBounds,
        [&](OpBuilder &nested) -> Value {
          return memref::LoadOp::create(nested, loc, source, position.source);
        },
        [&](OpBuilder &) { return pad; });
  }
};

} // namespace

/// The symbol of a module-level shared-memory buffer of `type` (one per
/// element type; each kernel gets its own copy when outlined). A global
/// rather than a workgroup attribution of the launch: buffer deallocation
/// cannot handle memrefs among a launch's block arguments.
static FlatSymbolRefAttr getTileGlobal(OpBuilder &b, Location loc,
                                       MemRefType type) {
  // Through libMLIR rather than hasTrait<SymbolTable>() here: in
  // libTensorLayout-C.so (C API, Python) that trait's TypeID is a private
  // copy, merged with the hidden one of Debian's upstream C API archives,
  // and need not match libMLIR's.
  Operation *scope =
      SymbolTable::getNearestSymbolTable(b.getInsertionBlock()->getParentOp());
  std::string name;
  llvm::raw_string_ostream os(name);
  os << "__layout_transform_tile_" << type.getElementType() << "_"
     << type.getDimSize(0) << "x" << type.getDimSize(1);
  auto symbol = FlatSymbolRefAttr::get(b.getContext(), name);
  if (!scope || SymbolTable::lookupSymbolIn(scope, symbol.getAttr()))
    return symbol;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&scope->getRegion(0).front());
  memref::GlobalOp::create(b, loc, name, b.getStringAttr("private"), type,
                           Attribute(), /*constant=*/false,
                           b.getI64IntegerAttr(16));
  return symbol;
}

/// Creates a 1-D launch of `blocks` blocks of `threads` (x, y) threads and
/// positions `b` in its body.
static gpu::LaunchOp createLaunch(OpBuilder &b, Location loc, int64_t blocks,
                                  int64_t threadsX, int64_t threadsY) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto launch = gpu::LaunchOp::create(
      b, loc, arith::ConstantIndexOp::create(b, loc, blocks), one, one,
      arith::ConstantIndexOp::create(b, loc, threadsX),
      arith::ConstantIndexOp::create(b, loc, threadsY), one,
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/{});
  Block &body = launch.getBody().front();
  b.setInsertionPointToEnd(&body);
  gpu::TerminatorOp::create(b, loc);
  b.setInsertionPointToStart(&body);
  return launch;
}

/// Creates a 1-D launch of blocks of kRowThreads threads, one thread per
/// item of `total`, and builds `body` (given the item) in the threads that
/// have one.
static void buildLinearLaunch(OpBuilder &b, Location loc, int64_t total,
                              function_ref<void(KernelBuilder &, Value)> body) {
  gpu::LaunchOp launch = createLaunch(
      b, loc, llvm::divideCeil(total, kRowThreads), kRowThreads, 1);
  KernelBuilder kb{{b, loc}};
  Value thread = kb.add(kb.mul(launch.getBlockIds().x, kRowThreads),
                        launch.getThreadIds().x);
  kb.when(kb.cmp(arith::CmpIPredicate::ult, thread, total),
          [&] { body(kb, thread); });
}

namespace {
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
} // namespace

/// Creates the launch of a tile kernel over `inner` (L) and `k` (K) whose
/// shared tile holds `tileL` rows of `rowStride` elements of `type`.
static TileLaunch createTileLaunch(OpBuilder &b, Location loc, Type type,
                                   int64_t tileL, int64_t tileK,
                                   int64_t rowStride, const PhysicalDim &inner,
                                   const PhysicalDim &k,
                                   ArrayRef<PhysicalDim> outer,
                                   int64_t outerCount) {
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  auto tileType =
      MemRefType::get({tileL, rowStride}, type, MemRefLayoutAttrInterface(),
                      Attribute(workgroup));
  FlatSymbolRefAttr symbol = getTileGlobal(b, loc, tileType);
  int64_t tilesL = llvm::divideCeil(inner.extent, tileL);
  int64_t tilesK = llvm::divideCeil(k.extent, tileK);
  gpu::LaunchOp launch = createLaunch(b, loc, tilesL * tilesK * outerCount,
                                      kTileThreadsX, kTileThreadsY);
  KernelBuilder kb{{b, loc}};
  TileLaunch tile;
  tile.buffer = memref::GetGlobalOp::create(b, loc, tileType, symbol);
  tile.thread = kb.add(kb.mul(launch.getThreadIds().y, kTileThreadsX),
                       launch.getThreadIds().x);
  Value block = launch.getBlockIds().x;
  tile.firstL = kb.mul(kb.rem(block, tilesL), tileL);
  Value rest = kb.div(block, tilesL);
  tile.firstK = kb.mul(kb.rem(rest, tilesK), tileK);
  tile.base = Position{kb.constant(0), kb.constant(0), nullptr};
  kb.addDims(tile.base, outer, kb.div(rest, tilesK));
  return tile;
}

/// The tile kernel for 1- and 2-byte elements (`p` = 4 or 2 of them to a
/// 4-byte word), moving words: a thread per element left an i8 transpose
/// instruction bound at 0.36x a device copy on an H100 (one byte per
/// access). Tiles of 16p x 16p elements: each thread reads p words along K
/// (source rows), and after the barrier takes one p x p block of the tile
/// (p words of p consecutive rows), transposes it in registers and writes
/// p words along L (destination rows). The threads of a warp take blocks
/// of 32/p rows and p words' columns, so that their shared reads fall in
/// distinct banks (rows of 17 words) and each write is 32/p words of p
/// destination rows. Needs words that never straddle the end of K or of L
/// nor a row start: returns false, building nothing, otherwise.
static bool buildWordTileCopy(OpBuilder &b, Location loc, Value from, Value to,
                              ArrayRef<PhysicalDim> outer, int64_t outerCount,
                              const PhysicalDim &k, const PhysicalDim &inner,
                              Type elementType, int64_t elementBytes,
                              int64_t sourceOffset, int64_t sourceAlign,
                              int64_t destAlign,
                              function_ref<Value(OpBuilder &)> padValue) {
  if (elementBytes != 1 && elementBytes != 2)
    return false;
  int64_t p = 4 / elementBytes;
  bool wordAligned = k.size % p == 0 && !k.hasPadding() &&
                     inner.extent % p == 0 && sourceOffset % p == 0 &&
                     inner.sourceStride % p == 0 && k.destStride % p == 0;
  for (const PhysicalDim &dim : outer)
    wordAligned &= dim.sourceStride % p == 0 && dim.destStride % p == 0;
  if (!wordAligned)
    return false;
  constexpr int64_t kWords = 16;
  int64_t tile = kWords * p;
  Type word = b.getI32Type();
  TileLaunch launch = createTileLaunch(b, loc, word, tile, tile, kWords + 1,
                                       inner, k, outer, outerCount);
  KernelBuilder kb{{b, loc}};
  Value tileBuffer = launch.buffer, thread = launch.thread;
  Value tileL = launch.firstL, tileK = launch.firstK;
  Position base = launch.base;
  Value pad = padValue(b);
  auto elements = VectorType::get({p}, elementType);
  auto oneWord = VectorType::get({1}, word);
  auto toWord = [&](OpBuilder &nested, Value vector) -> Value {
    Value cast = vector::BitCastOp::create(nested, loc, oneWord, vector);
    return vector::ExtractOp::create(nested, loc, cast, ArrayRef<int64_t>{0});
  };
  constexpr int64_t threads = kTileThreadsX * kTileThreadsY;
  // Words are whole elements apart from a buffer's start; where the start
  // is not known to be 4-byte aligned (an argument's), a test that every
  // thread takes alike picks words or elements.
  auto isWordAligned = [&](Value buffer, int64_t align) -> Value {
    if (align % 4 == 0)
      return nullptr;
    Value pointer =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
    return kb.cmp(arith::CmpIPredicate::eq, kb.rem(pointer, 4), 0);
  };
  Value sourceWords = isWordAligned(from, sourceAlign);
  Value destWords = isWordAligned(to, destAlign);
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

  // Read: consecutive threads along K, a word each. Where the source's
  // start is tested at run time, the whole phase is built twice, words and
  // elements: per load, LLVM merged the two into the element loads.
  auto buildReads = [&](bool whole) {
    for (int64_t j = 0; j < p; ++j) {
      Value item = kb.add(thread, kb.constant(j * threads));
      Value column = kb.rem(item, kWords), row = kb.div(item, kWords);
      Position position = base;
      kb.addDim(position, k, kb.add(tileK, kb.mul(column, p)),
                /*partial=*/k.extent % tile != 0);
      kb.addDim(position, inner, kb.add(tileL, row),
                /*partial=*/inner.extent % tile != 0);
      Value value = kb.select(
          position.inBounds,
          [&](OpBuilder &nested) -> Value {
            return loadWord(nested, position.source, whole);
          },
          [&](OpBuilder &nested) -> Value {
            return toWord(nested, vector::BroadcastOp::create(nested, loc,
                                                              elements, pad));
          });
      memref::StoreOp::create(b, loc, value, tileBuffer,
                              ValueRange{row, column});
    }
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
  // Write: a p x p block per thread, transposed in registers.
  Value lane = kb.rem(thread, kWarp), warp = kb.div(thread, kWarp);
  int64_t lanesL = kWarp / p, warpsL = kWords / lanesL;
  Value blockL =
      kb.add(kb.rem(lane, lanesL), kb.mul(kb.rem(warp, warpsL), lanesL));
  Value blockK = kb.add(kb.div(lane, lanesL), kb.mul(kb.div(warp, warpsL), p));
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
  return true;
}

LogicalResult mlir::layout::buildGpuCopy(OpBuilder &b, Location loc,
                                         Value source, int64_t sourceAlign,
                                         Value dest, RankedTensorType destType,
                                         int64_t destAlign) {
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
    const PhysicalDim &k = dims[*contiguous];
    SmallVector<PhysicalDim> outer;
    int64_t outerCount = 1;
    for (size_t i = 0; i + 1 < dims.size(); ++i)
      if (i != *contiguous) {
        outer.push_back(dims[i]);
        outerCount *= dims[i].extent;
      }
    if (buildWordTileCopy(b, loc, from, to, outer, outerCount, k, inner,
                          elementType, elementBytes, sourceOffset, sourceAlign,
                          destAlign, padValue))
      return success();
    // Tiles of tileL x tileK: 32 x 32, or narrower along a side of fewer
    // than 32 positions whose tiles lie contiguous in memory (the 16 lanes
    // of NCHW16c, the next dim 16 elements apart): then a warp reads or
    // writes whole stretches of several tile rows, where a 32-wide tile
    // would leave half its threads idle.
    auto narrowSide = [](int64_t extent, int64_t nextStride) {
      return extent < kWarp && llvm::isPowerOf2_64(extent) &&
             nextStride == extent;
    };
    int64_t tileL =
        narrowSide(inner.extent, k.destStride) ? inner.extent : kWarp;
    int64_t tileK = kTileElements / tileL;
    if (tileL == kWarp && narrowSide(k.extent, inner.sourceStride)) {
      tileK = k.extent;
      tileL = kTileElements / tileK;
    }
    // Rows padded so that the second phase's reads (consecutive threads
    // along L, tileL of them per K) fall in distinct banks.
    int64_t rowStride = tileK + (tileL < kWarp ? kWarp / tileL : 1);
    TileLaunch launch =
        createTileLaunch(b, loc, elementType, tileL, tileK, rowStride, inner, k,
                         outer, outerCount);
    KernelBuilder kb{{b, loc}};
    Value tile = launch.buffer, thread = launch.thread;
    Value tileLStart = launch.firstL, tileKStart = launch.firstK;
    Position base = launch.base;
    Value pad = padValue(b);
    constexpr int64_t threads = kTileThreadsX * kTileThreadsY;

    // Read: consecutive threads along K, contiguous in the source.
    for (int64_t j = 0; j < kTileElements / threads; ++j) {
      Value item = kb.add(thread, kb.constant(j * threads));
      Value column = kb.rem(item, tileK), row = kb.div(item, tileK);
      Position position = base;
      kb.addDim(position, k, kb.add(tileKStart, column),
                /*partial=*/k.extent % tileK != 0);
      kb.addDim(position, inner, kb.add(tileLStart, row),
                /*partial=*/inner.extent % tileL != 0);
      memref::StoreOp::create(b, loc, kb.load(from, position, pad), tile,
                              ValueRange{row, column});
    }
    gpu::BarrierOp::create(b, loc);
    // Write: consecutive threads along L, contiguous in the destination.
    for (int64_t j = 0; j < kTileElements / threads; ++j) {
      Value item = kb.add(thread, kb.constant(j * threads));
      Value row = kb.rem(item, tileL), column = kb.div(item, tileL);
      Value writeL = kb.add(tileLStart, row);
      Value writeK = kb.add(tileKStart, column);
      Value inside =
          kb.both(kb.cmp(arith::CmpIPredicate::ult, writeL, inner.extent),
                  kb.cmp(arith::CmpIPredicate::ult, writeK, k.extent));
      kb.when(inside, [&] {
        Value element =
            memref::LoadOp::create(b, loc, tile, ValueRange{row, column});
        Value offset = kb.add(
            base.dest, kb.add(kb.mul(writeK, k.destStride), kb.mul(writeL, 1)));
        memref::StoreOp::create(b, loc, element, to, offset);
      });
    }
    return success();
  }

  // The row kernel: `lanes` consecutive destination positions per thread,
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
  buildLinearLaunch(b, loc, total, [&](KernelBuilder &kb, Value thread) {
    Position base{kb.constant(0), kb.constant(0), nullptr};
    kb.addDims(base, outer, kb.div(thread, chunks));
    Value first = kb.mul(kb.rem(thread, chunks), lanes);
    Value pad = padValue(b);
    if (lanes == 1) {
      Position position = base;
      kb.addDim(position, inner, first);
      memref::StoreOp::create(b, loc, kb.load(from, position, pad), to,
                              position.dest);
      return;
    }
    // Lanes [first, first + lanes) all elements: one vector load.
    Value logical =
        arith::SubIOp::create(b, loc, first, kb.constant(inner.low));
    Value whole = kb.both(base.inBounds,
                          kb.both(kb.cmp(arith::CmpIPredicate::sge, logical, 0),
                                  kb.cmp(arith::CmpIPredicate::sle, logical,
                                         inner.size - lanes)));
    auto vectorType = VectorType::get({lanes}, elementType);
    int64_t loadAlign =
        std::min(getKnownAlignment(sourceAlign,
                                   {(sourceOffset + inner.low) * elementBytes,
                                    lanes * elementBytes}),
                 kVectorBytes);
    for (const PhysicalDim &dim : outer)
      loadAlign =
          getKnownAlignment(loadAlign, {dim.sourceStride * elementBytes});
    auto branch = scf::IfOp::create(
        b, loc, whole,
        [&](OpBuilder &nested, Location) {
          Value offset =
              arith::AddIOp::create(nested, loc, base.source, logical);
          auto vector =
              vector::LoadOp::create(nested, loc, vectorType, from, offset);
          vector.setAlignment(loadAlign);
          scf::YieldOp::create(nested, loc, vector.getResult());
        },
        [&](OpBuilder &nested, Location) {
          KernelBuilder edge{{nested, loc}};
          SmallVector<Value> elements;
          for (int64_t i = 0; i < lanes; ++i) {
            Position position = base;
            edge.addDim(position, inner, edge.add(first, edge.constant(i)));
            elements.push_back(edge.load(from, position, pad));
          }
          scf::YieldOp::create(
              nested, loc,
              vector::FromElementsOp::create(nested, loc, vectorType, elements)
                  .getResult());
        });
    Value offset = kb.add(base.dest, first);
    auto store =
        vector::StoreOp::create(b, loc, branch.getResult(0), to, offset);
    store.setAlignment(kVectorBytes);
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
  buildLinearLaunch(b, loc, total, [&](KernelBuilder &kb, Value thread) {
    SmallVector<Value> point(extents.size());
    Value linear = thread;
    for (int64_t d = extents.size() - 1; d > 0; --d) {
      point[d] = kb.rem(linear, extents[d]);
      linear = kb.div(linear, extents[d]);
    }
    if (!extents.empty())
      point[0] = linear; // Below extents[0]: the launch has no more threads.
    body(b, point);
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
