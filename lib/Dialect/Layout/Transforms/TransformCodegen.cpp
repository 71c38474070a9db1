//===- TransformCodegen.cpp - Fast loops for layout.transform -------------===//
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

#include "tensor-layout/Dialect/Layout/Transforms/TransformCodegen.h"

#include "tensor-layout/Dialect/Layout/Transforms/GpuTransformCodegen.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Transforms/LayoutBuffers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/Support/MathExtras.h"

#include <numeric>

using namespace mlir;
using namespace mlir::layout;

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

DictionaryAttr TransformCodegenOptions::toAttr(MLIRContext *context) const {
  Builder b(context);
  return b.getDictionaryAttr({
      b.getNamedAttr("vector_bytes", b.getI64IntegerAttr(vectorBytes)),
      b.getNamedAttr("parallel", b.getBoolAttr(parallel)),
      b.getNamedAttr("nontemporal_bytes",
                     b.getI64IntegerAttr(nontemporalBytes)),
      b.getNamedAttr("prefetch_distance",
                     b.getI64IntegerAttr(prefetchDistance)),
      b.getNamedAttr("gpu", b.getBoolAttr(gpu)),
  });
}

TransformCodegenOptions TransformCodegenOptions::get(Operation *op) {
  TransformCodegenOptions options;
  auto dict = op->getAttrOfType<DictionaryAttr>(kAttrName);
  if (!dict)
    return options;
  if (auto value = dict.getAs<IntegerAttr>("vector_bytes"))
    options.vectorBytes = value.getInt();
  if (auto value = dict.getAs<BoolAttr>("parallel"))
    options.parallel = value.getValue();
  if (auto value = dict.getAs<IntegerAttr>("nontemporal_bytes"))
    options.nontemporalBytes = value.getInt();
  if (auto value = dict.getAs<IntegerAttr>("prefetch_distance"))
    options.prefetchDistance = value.getInt();
  if (auto value = dict.getAs<BoolAttr>("gpu"))
    options.gpu = value.getValue();
  return options;
}

//===----------------------------------------------------------------------===//
// The copy as loops
//===----------------------------------------------------------------------===//

namespace {

/// One loop of the copy: `extent` iterations, each moving `source` elements
/// in the source and `dest` elements in the destination.
struct CopyLoop {
  int64_t extent;
  int64_t source;
  int64_t dest;
};

/// A loop of generated code: [lower, upper) by `step`.
struct LoopRange {
  int64_t lower;
  int64_t upper;
  int64_t step;
};

/// The part of a tile that exists: its first `rows` source rows and first
/// `columns` source columns (destination rows). Tiles at the edges of a
/// copy have fewer than `lanes` of either.
struct TilePart {
  int64_t rows;
  int64_t columns;
};

/// Emits the code of one copy. Positions are element offsets into 1-D views
/// of the source (from its first element) and of the destination's whole
/// physical buffer.
class CopyEmitter {
public:
  CopyEmitter(OpBuilder &b, Location loc, Value source, Value dest,
              int64_t destOffset, Type elementType, int64_t lanes,
              const TransformCodegenOptions &options)
      : b(b), loc(loc), source(source), dest(dest), destOffset(destOffset),
        elementType(elementType), lanes(lanes),
        elementBytes(elementType.getIntOrFloatBitWidth() / 8),
        options(options) {}

  /// Loops `outer` around a body given their induction variables; the
  /// first loop with more than one iteration is parallel if asked.
  /// `perThread` builds what each thread needs once (before the loops, or
  /// at the start of the parallel loop's body, where it runs per iteration).
  void buildLoops(ArrayRef<LoopRange> loops,
                  function_ref<void(ValueRange)> body,
                  function_ref<void()> perThread = {}) {
    SmallVector<Value> ivs;
    bool parallelLeft = options.parallel;
    bool perThreadLeft = static_cast<bool>(perThread);
    auto buildPerThread = [&] {
      if (perThreadLeft)
        perThread();
      perThreadLeft = false;
    };
    std::function<void(size_t)> build = [&](size_t k) {
      if (k == loops.size()) {
        buildPerThread();
        return body(ivs);
      }
      LoopRange loop = loops[k];
      Value lower = index(loop.lower), upper = index(loop.upper),
            step = index(loop.step);
      bool parallel = parallelLeft && loop.upper - loop.lower > loop.step;
      if (!parallel && !parallelLeft)
        buildPerThread();
      OpBuilder::InsertionGuard guard(b);
      if (parallel) {
        parallelLeft = false;
        auto op = scf::ParallelOp::create(b, loc, lower, upper, step);
        b.setInsertionPoint(op.getBody()->getTerminator());
        ivs.push_back(op.getInductionVars()[0]);
        buildPerThread();
      } else {
        auto op = scf::ForOp::create(b, loc, lower, upper, step);
        b.setInsertionPoint(op.getBody()->getTerminator());
        ivs.push_back(op.getInductionVar());
      }
      build(k + 1);
      ivs.pop_back();
    };
    build(0);
  }

  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }

  /// base + sum(ivs[i] * strides[i]).
  Value position(int64_t base, ValueRange ivs, ArrayRef<int64_t> strides) {
    Value result = index(base);
    for (auto [iv, stride] : llvm::zip(ivs, strides)) {
      if (stride == 0)
        continue;
      Value term =
          stride == 1
              ? iv
              : arith::MulIOp::create(b, loc, iv, index(stride)).getResult();
      result = arith::AddIOp::create(b, loc, result, term);
    }
    return result;
  }
  Value add(Value position, int64_t offset) {
    return offset == 0 ? position
                       : arith::AddIOp::create(b, loc, position, index(offset))
                             .getResult();
  }

  VectorType vectorType(int64_t size) {
    return VectorType::get({size}, elementType);
  }
  Value mask(int64_t size) {
    return vector::ConstantMaskOp::create(
        b, loc, VectorType::get({lanes}, b.getI1Type()),
        ArrayRef<int64_t>{size});
  }
  Value splat(Value scalar) {
    return vector::BroadcastOp::create(b, loc, vectorType(lanes), scalar);
  }

  Value load(Value at, int64_t size, int64_t alignment) {
    return load(source, at, size, alignment);
  }
  Value load(Value memref, Value at, int64_t size, int64_t alignment) {
    return vector::LoadOp::create(b, loc, vectorType(size), memref, at,
                                  /*nontemporal=*/false,
                                  llvm::MaybeAlign(alignment));
  }
  Value zeros(int64_t size) {
    return arith::ConstantOp::create(b, loc, b.getZeroAttr(vectorType(size)));
  }
  /// `size` elements of `memref` from `at`, of which only the first `valid`
  /// exist: the rest are zeros, not read.
  Value loadPart(Value memref, Value at, int64_t size, int64_t valid,
                 int64_t alignment) {
    if (valid >= size)
      return load(memref, at, size, alignment);
    if (valid <= 0)
      return zeros(size);
    Value mask = vector::ConstantMaskOp::create(
        b, loc, VectorType::get({size}, b.getI1Type()),
        ArrayRef<int64_t>{valid});
    return vector::MaskedLoadOp::create(b, loc, vectorType(size), memref, at,
                                        mask, zeros(size),
                                        llvm::MaybeAlign(alignment));
  }

  /// A store of whole vectors at `alignment`: non-temporal for a large
  /// destination when it writes whole aligned vectors.
  void store(Value value, Value at, int64_t alignment) {
    int64_t bytes =
        cast<VectorType>(value.getType()).getNumElements() * elementBytes;
    bool nontemporal = streaming && alignment >= lanes * elementBytes &&
                       bytes % (lanes * elementBytes) == 0;
    vector::StoreOp::create(b, loc, value, dest, at, nontemporal,
                            llvm::MaybeAlign(alignment));
  }

  /// Scalar copy of the box `loops` (source and destination strides given).
  void copyScalar(ArrayRef<LoopRange> loops, ArrayRef<int64_t> sourceStrides,
                  ArrayRef<int64_t> destStrides) {
    for (LoopRange loop : loops)
      if (loop.lower >= loop.upper)
        return;
    buildLoops(loops, [&](ValueRange ivs) {
      Value value = memref::LoadOp::create(b, loc, source,
                                           position(0, ivs, sourceStrides));
      memref::StoreOp::create(b, loc, value, dest,
                              position(destOffset, ivs, destStrides));
    });
  }

  /// Writes `pad` over the destination box `loops` (destination strides
  /// given).
  void fillScalar(ArrayRef<LoopRange> loops, ArrayRef<int64_t> destStrides,
                  Value pad) {
    for (LoopRange loop : loops)
      if (loop.lower >= loop.upper)
        return;
    buildLoops(loops, [&](ValueRange ivs) {
      memref::StoreOp::create(b, loc, pad, dest,
                              position(destOffset, ivs, destStrides));
    });
  }

  /// Writes `count` pad values from destination position `at`.
  void fill(Value at, int64_t count, Value pad, int64_t alignment) {
    if (count <= 0)
      return;
    Value padVector = splat(pad);
    for (int64_t done = 0; done < count; done += lanes) {
      Value position = add(at, done);
      if (count - done >= lanes)
        store(padVector, position, std::min(alignment, lanes * elementBytes));
      else
        vector::MaskedStoreOp::create(b, loc, dest, position,
                                      mask(count - done), padVector);
    }
  }

  /// One row of `size` elements from `from` to `to`, with `padLow` and
  /// `padHigh` pad values (`pad`, null if undefined) around it.
  void copyRow(Value from, Value to, int64_t size, int64_t padLow,
               int64_t padHigh, Value pad, int64_t sourceAlign,
               int64_t destAlign) {
    int64_t vectorBytes = lanes * elementBytes;
    int64_t whole = size / lanes * lanes;
    int64_t loadAlign = std::min(sourceAlign, vectorBytes);
    int64_t storeAlign = std::min(destAlign, vectorBytes);
    if (whole > 0) {
      auto loop =
          scf::ForOp::create(b, loc, index(0), index(whole), index(lanes));
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      Value iv = loop.getInductionVar();
      Value from1 = arith::AddIOp::create(b, loc, from, iv);
      Value to1 = arith::AddIOp::create(b, loc, to, iv);
      store(load(from1, lanes, loadAlign), to1, storeAlign);
    }
    int64_t rest = size - whole, padWritten = 0;
    if (rest > 0) {
      Value passThrough = splat(
          pad ? pad
              : arith::ConstantOp::create(b, loc, b.getZeroAttr(elementType))
                    .getResult());
      Value tail = vector::MaskedLoadOp::create(b, loc, vectorType(lanes),
                                                source, add(from, whole),
                                                mask(rest), passThrough);
      Value at = add(to, whole);
      if (pad && padHigh >= lanes - rest) {
        store(tail, at, storeAlign);
        padWritten = lanes - rest;
      } else {
        padWritten = pad ? padHigh : 0;
        vector::MaskedStoreOp::create(b, loc, dest, at, mask(rest + padWritten),
                                      tail);
      }
    }
    if (!pad)
      return;
    fill(add(to, size + padWritten), padHigh - padWritten, pad,
         getKnownAlignment(destAlign, {(size + padWritten) * elementBytes}));
    fill(add(to, -padLow), padLow, pad,
         getKnownAlignment(destAlign, {padLow * elementBytes}));
  }

  /// As copyRow, for a destination row whose alignment is only known at run
  /// time (rows of 1008 i8 or bf16 elements): a head of up to a vector is
  /// copied by masked accesses, so that the stores in between are aligned
  /// whole vectors, non-temporal when streaming; then the masked tail and
  /// the padding.
  void copyRowAligningStores(Value from, Value to, int64_t size, int64_t padLow,
                             int64_t padHigh, Value pad) {
    int64_t vectorBytes = lanes * elementBytes;
    Value zero =
        splat(arith::ConstantOp::create(b, loc, b.getZeroAttr(elementType)));
    auto copyMasked = [&](Value from, Value to, Value count) {
      Value mask = vector::CreateMaskOp::create(
          b, loc, VectorType::get({lanes}, b.getI1Type()), ValueRange{count});
      Value value = vector::MaskedLoadOp::create(b, loc, vectorType(lanes),
                                                 source, from, mask, zero);
      vector::MaskedStoreOp::create(b, loc, dest, to, mask, value);
    };
    Value vectorLanes = index(lanes);
    Value head = arith::RemUIOp::create(
        b, loc,
        arith::SubIOp::create(b, loc, vectorLanes,
                              arith::RemUIOp::create(b, loc, to, vectorLanes)),
        vectorLanes);
    copyMasked(from, to, head);
    Value whole = arith::MulIOp::create(
        b, loc,
        arith::DivUIOp::create(b, loc,
                               arith::SubIOp::create(b, loc, index(size), head),
                               vectorLanes),
        vectorLanes);
    Value end = arith::AddIOp::create(b, loc, head, whole);
    {
      auto loop = scf::ForOp::create(b, loc, head, end, vectorLanes);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      Value iv = loop.getInductionVar();
      store(load(arith::AddIOp::create(b, loc, from, iv), lanes, elementBytes),
            arith::AddIOp::create(b, loc, to, iv), vectorBytes);
    }
    copyMasked(arith::AddIOp::create(b, loc, from, end),
               arith::AddIOp::create(b, loc, to, end),
               arith::SubIOp::create(b, loc, index(size), end));
    if (!pad)
      return;
    fill(add(to, size), padHigh, pad, elementBytes);
    fill(add(to, -padLow), padLow, pad, elementBytes);
  }

  /// Copies `lanes` pixels of `channels` elements, `pitch` elements apart
  /// from `from`, to `channels` destination rows of `lanes` elements, row c
  /// at `to + c * destStride` (NHWC -> NCHW with 3 channels): the pixels
  /// are loaded as `pitch` whole vectors and each row is one shuffle. The
  /// last pixel's padding (after its channels) may lie past the source and
  /// is not loaded.
  void deinterleave(Value from, Value to, int64_t channels, int64_t pitch,
                    int64_t destStride, int64_t loadAlign, int64_t storeAlign) {
    int64_t loaded = pitch * lanes - (pitch - channels);
    SmallVector<Value> parts;
    for (int64_t start = 0; start < loaded; start += lanes)
      parts.push_back(
          loadPart(source, add(from, start), lanes, loaded - start, loadAlign));
    Value all = concat(parts);
    for (int64_t c = 0; c < channels; ++c) {
      SmallVector<int64_t> row;
      for (int64_t p = 0; p < lanes; ++p)
        row.push_back(p * pitch + c);
      store(vector::ShuffleOp::create(b, loc, all, all, row),
            add(to, c * destStride), storeAlign);
    }
  }

  /// Transposes the `rows` (each a vector of as many lanes as there are
  /// rows) in place: round b swaps the off-diagonal b x b blocks of every
  /// 2b x 2b block, so that after all rounds row i holds column i.
  void transposeInRegisters(MutableArrayRef<Value> rows) {
    int64_t n = rows.size();
    for (int64_t block = n / 2; block >= 1; block /= 2) {
      SmallVector<int64_t> low(n), high(n);
      for (int64_t j = 0; j < n; ++j) {
        low[j] = (j & block) ? n + j - block : j;
        high[j] = (j & block) ? n + j : j + block;
      }
      for (int64_t i = 0; i < n; ++i) {
        if (i & block)
          continue;
        Value a = rows[i], c = rows[i + block];
        rows[i] = vector::ShuffleOp::create(b, loc, a, c, low);
        rows[i + block] = vector::ShuffleOp::create(b, loc, a, c, high);
      }
    }
  }

  /// Copies the `lanes` x `lanes` tile of source rows `from + l * rowStride`
  /// (l < lanes, each `lanes` contiguous elements) to destination rows
  /// `to + k * destStride`, transposed.
  ///
  /// The tile is a grid of blocks of one 16-byte lane (s x s elements).
  /// Register i of a column of blocks J holds row i of each of the blocks
  /// (I, J), one per lane, loaded 16 bytes at a time; log2(s) rounds of
  /// unpacks, which never cross a 16-byte lane (one x86 `punpck` each),
  /// transpose all the blocks at once, and register c then holds the whole
  /// destination row J * s + c. So only s registers are live (16 for i8,
  /// where a tile of 64-byte rows transposed as vectors needs all 64 and
  /// spills), and every store writes a whole destination vector.
  ///
  /// Each source line is read once per column of blocks. When the source
  /// rows map to few L1 sets (power-of-two strides), those reads would miss
  /// again: the tile is then first copied whole into `staging`, a
  /// `lanes * lanes` buffer of the thread's own.
  ///
  /// Of a partial tile (`part`), only what exists is read (zeros stand for
  /// the rest) and written.
  void transposeTile(Value from, Value to, int64_t rowStride,
                     int64_t destStride, int64_t loadAlign, int64_t storeAlign,
                     TilePart part) {
    int64_t s = std::clamp<int64_t>(16 / elementBytes, 1, lanes);
    SmallVector<int64_t> rowOfRegister, columnOfRegister;
    planLaneTranspose(s, rowOfRegister, columnOfRegister);
    Value rows = source;
    if (staging && isWhole(part)) {
      int64_t vectorBytes = lanes * elementBytes;
      for (int64_t row = 0; row < lanes; ++row)
        vector::StoreOp::create(
            b, loc, load(add(from, row * rowStride), lanes, loadAlign), staging,
            index(row * lanes), /*nontemporal=*/false,
            llvm::MaybeAlign(vectorBytes));
      rows = staging;
      from = index(0);
      rowStride = lanes;
      loadAlign = vectorBytes;
    }
    for (int64_t column = 0; column < part.columns; column += s) {
      SmallVector<Value> registers;
      for (int64_t i = 0; i < s; ++i) {
        SmallVector<Value> pieces;
        for (int64_t row = rowOfRegister[i]; row < lanes; row += s)
          pieces.push_back(row < part.rows
                               ? loadPart(rows,
                                          add(from, row * rowStride + column),
                                          s, part.columns - column,
                                          std::min(loadAlign, s * elementBytes))
                               : zeros(s));
        registers.push_back(concat(pieces));
      }
      for (int64_t chunk = 1; chunk < s; chunk *= 2) {
        SmallVector<int64_t> low = getUnpackMask(lanes, s, chunk, false);
        SmallVector<int64_t> high = getUnpackMask(lanes, s, chunk, true);
        SmallVector<Value> next;
        for (int64_t i = 0; i < s / 2; ++i) {
          Value x = registers[i], y = registers[i + s / 2];
          next.push_back(vector::ShuffleOp::create(b, loc, x, y, low));
          next.push_back(vector::ShuffleOp::create(b, loc, x, y, high));
        }
        registers = std::move(next);
      }
      SmallVector<int64_t> destRows;
      for (int64_t i = 0; i < s; ++i)
        destRows.push_back(column + columnOfRegister[i]);
      storeTileRows(to, destStride, destRows, registers, storeAlign, part);
    }
  }

  bool isWhole(TilePart part) {
    return part.rows == lanes && part.columns == lanes;
  }

  /// Stores rows `rows` of a tile (`values`), row r at `to + r * destStride`:
  /// as they are, or realigned (see Realign). Of a partial tile, only the
  /// destination rows and elements that exist, as they are.
  void storeTileRows(Value to, int64_t destStride, ArrayRef<int64_t> rows,
                     ArrayRef<Value> values, int64_t storeAlign,
                     TilePart part) {
    if (!isWhole(part)) {
      for (auto [row, value] : llvm::zip(rows, values)) {
        if (row >= part.columns)
          continue;
        Value at = add(to, row * destStride);
        if (part.rows < lanes)
          vector::MaskedStoreOp::create(b, loc, dest, at, mask(part.rows),
                                        value);
        else
          store(value, at, storeAlign);
      }
      return;
    }
    if (!realign) {
      for (auto [row, value] : llvm::zip(rows, values))
        store(value, add(to, row * destStride), storeAlign);
      return;
    }
    int64_t vectorBytes = lanes * elementBytes;
    SmallVector<Value> lines, addresses;
    for (auto [row, value] : llvm::zip(rows, values)) {
      int64_t shift = realign->shifts[row];
      Value at = add(to, row * destStride - shift);
      addresses.push_back(at);
      if (shift == 0) {
        lines.push_back(value);
        continue;
      }
      Value slot = index(row * lanes);
      Value previous = vector::LoadOp::create(
          b, loc, vectorType(lanes), realign->carry, slot,
          /*nontemporal=*/false, llvm::MaybeAlign(vectorBytes));
      vector::StoreOp::create(b, loc, value, realign->carry, slot,
                              /*nontemporal=*/false,
                              llvm::MaybeAlign(vectorBytes));
      lines.push_back(
          vector::ShuffleOp::create(b, loc, previous, value,
                                    llvm::to_vector(llvm::seq<int64_t>(
                                        lanes - shift, 2 * lanes - shift))));
    }
    // Nothing in the prologue; the row's first line (whose start lies in
    // the row before) masked; otherwise whole aligned lines.
    auto ifStores = scf::IfOp::create(b, loc, realign->stores, /*else=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(ifStores.thenBlock()->getTerminator());
    auto ifHead = scf::IfOp::create(b, loc, realign->head, /*else=*/true);
    b.setInsertionPoint(ifHead.thenBlock()->getTerminator());
    for (auto [row, line, at] : llvm::zip(rows, lines, addresses)) {
      int64_t shift = realign->shifts[row];
      if (shift == 0) {
        store(line, at, vectorBytes);
        continue;
      }
      SmallVector<bool> tail(lanes, false);
      std::fill(tail.begin() + shift, tail.end(), true);
      Value mask = arith::ConstantOp::create(
          b, loc,
          DenseElementsAttr::get(VectorType::get({lanes}, b.getI1Type()),
                                 ArrayRef<bool>(tail)));
      vector::MaskedStoreOp::create(b, loc, dest, at, mask, line);
    }
    b.setInsertionPoint(ifHead.elseBlock()->getTerminator());
    for (auto [line, at] : llvm::zip(lines, addresses))
      store(line, at, vectorBytes);
  }

  /// After the last tile of a row's last block: the part of each shifted
  /// row that the next block's first line would have written, masked.
  /// `to` is the destination of the (non-existent) tile after the block.
  void storeRealignedTails(Value to, int64_t destStride) {
    for (auto [row, shift] : llvm::enumerate(realign->shifts)) {
      if (shift == 0)
        continue;
      Value previous = vector::LoadOp::create(
          b, loc, vectorType(lanes), realign->carry,
          index(int64_t(row) * lanes), /*nontemporal=*/false,
          llvm::MaybeAlign(lanes * elementBytes));
      SmallVector<int64_t> rotate;
      for (int64_t i = 0; i < lanes; ++i)
        rotate.push_back((lanes - shift + i) % lanes);
      Value line =
          vector::ShuffleOp::create(b, loc, previous, previous, rotate);
      vector::MaskedStoreOp::create(b, loc, dest,
                                    add(to, int64_t(row) * destStride - shift),
                                    mask(shift), line);
    }
  }

  /// The mask of an x86 unpack of two vectors of `size` elements: in each
  /// lane of `lane` elements, chunks of `chunk` elements from the low (or
  /// high) half of that lane of the first and of the second vector, in turn.
  static SmallVector<int64_t> getUnpackMask(int64_t size, int64_t lane,
                                            int64_t chunk, bool high) {
    SmallVector<int64_t> mask;
    for (int64_t base = 0; base < size; base += lane) {
      int64_t begin = base + (high ? lane / 2 : 0);
      for (int64_t c = begin; c < begin + lane / 2; c += chunk) {
        for (int64_t i = 0; i < chunk; ++i)
          mask.push_back(c + i);
        for (int64_t i = 0; i < chunk; ++i)
          mask.push_back(size + c + i);
      }
    }
    return mask;
  }

  /// The rounds of transposeTile on one s x s block, followed symbolically:
  /// they leave each register holding one column, its rows permuted (bit
  /// reversal), the same way in every register. So the register whose row
  /// ends up in position p is loaded with row p (`rowOfRegister`), and
  /// register i is stored as destination row `columnOfRegister[i]`.
  static void planLaneTranspose(int64_t s,
                                SmallVectorImpl<int64_t> &rowOfRegister,
                                SmallVectorImpl<int64_t> &columnOfRegister) {
    // Element (register i, position p) starts as row i, column p: i * s + p.
    SmallVector<SmallVector<int64_t>> labels(s);
    for (int64_t i = 0; i < s; ++i)
      for (int64_t p = 0; p < s; ++p)
        labels[i].push_back(i * s + p);
    for (int64_t chunk = 1; chunk < s; chunk *= 2) {
      SmallVector<SmallVector<int64_t>> next;
      for (int64_t i = 0; i < s / 2; ++i)
        for (bool high : {false, true}) {
          SmallVector<int64_t> shuffled;
          for (int64_t m : getUnpackMask(s, s, chunk, high))
            shuffled.push_back(m < s ? labels[i][m] : labels[i + s / 2][m - s]);
          next.push_back(std::move(shuffled));
        }
      labels = std::move(next);
    }
    rowOfRegister.assign(s, 0);
    for (int64_t p = 0; p < s; ++p)
      rowOfRegister[labels[0][p] / s] = p;
    for (int64_t i = 0; i < s; ++i)
      columnOfRegister.push_back(labels[i][0] % s);
  }

  /// The vectors one after another, as one vector. Joined in pairs, so
  /// that a power-of-two count joins vectors of equal types only (an LLVM
  /// `shufflevector`; unequal ones go element by element).
  Value concat(ArrayRef<Value> vectors) {
    SmallVector<Value> parts(vectors);
    while (parts.size() > 1) {
      SmallVector<Value> joined;
      for (size_t i = 0; i + 1 < parts.size(); i += 2) {
        int64_t size =
            cast<VectorType>(parts[i].getType()).getNumElements() +
            cast<VectorType>(parts[i + 1].getType()).getNumElements();
        joined.push_back(vector::ShuffleOp::create(
            b, loc, parts[i], parts[i + 1],
            llvm::to_vector(llvm::seq<int64_t>(0, size))));
      }
      if (parts.size() % 2)
        joined.push_back(parts.back());
      parts = std::move(joined);
    }
    return parts.front();
  }

  OpBuilder &b;
  Location loc;
  Value source, dest;
  int64_t destOffset;
  Type elementType;
  int64_t lanes, elementBytes;
  const TransformCodegenOptions &options;
  bool streaming = false;
  /// The tile kernel's per-thread buffer (transposeTile), if it needs one.
  Value staging;

  /// Realigned tile stores, for destination rows that do not start on a
  /// vector-aligned line (rows of 5008 i8): tiles are visited along each
  /// destination row, and row r of a tile is stored as the aligned line
  /// that starts `shifts[r]` elements before it, its head taken from the
  /// row's previous tile (kept in `carry`, `lanes` elements per row). So
  /// every store in between writes a whole aligned line, non-temporal when
  /// streaming, where unaligned stores write parts of two lines through
  /// the caches (reading both first).
  struct Realign {
    Value carry;
    /// i1: this tile stores (false for the prologue tile, which only
    /// fills `carry`); this tile's lines are the rows' first (masked).
    Value stores, head;
    SmallVector<int64_t> shifts;
  };
  std::optional<Realign> realign;
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

/// The CPU loops of buildTransformCopy.
static void buildCpuTransformCopy(OpBuilder &b, Location loc, Value source,
                                  int64_t sourceAlign, Value dest,
                                  RankedTensorType destType, int64_t destAlign,
                                  const TransformCodegenOptions &options) {
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
                   elementType, lanes, options);
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

LogicalResult
mlir::layout::buildTransformCopy(OpBuilder &b, Location loc, Value source,
                                 int64_t sourceAlign, Value dest,
                                 RankedTensorType destType, int64_t destAlign,
                                 const TransformCodegenOptions &options) {
  if (options.gpu)
    return buildGpuTransformCopy(b, loc, source, sourceAlign, dest, destType,
                                 destAlign);
  buildCpuTransformCopy(b, loc, source, sourceAlign, dest, destType, destAlign,
                        options);
  return success();
}
