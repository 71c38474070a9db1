//===- CopyEmitter.h - The primitives of the CPU copy kernels ---*- C++ -*-===//
//
// Every CPU copy kernel (CpuCopyKernels.cpp) is written with these
// primitives: loops (the outermost one parallel if asked), vector loads
// and stores (masked at edges, non-temporal when streaming), rows with
// their padding, fills, and the in-register transposes of tiles.
// Positions are element offsets into 1-D views of the source (from its
// first element) and of the destination's whole physical buffer.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOVECTOR_COPYEMITTER_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOVECTOR_COPYEMITTER_H

#include "Dialect/Layout/Utils/IndexBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <optional>

namespace mlir {
namespace layout {
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
              bool parallel)
      : b(b), loc(loc), source(source), dest(dest), destOffset(destOffset),
        elementType(elementType), lanes(lanes),
        elementBytes(elementType.getIntOrFloatBitWidth() / 8),
        parallel(parallel) {}

  /// Loops `outer` around a body given their induction variables; the
  /// first loop with more than one iteration is parallel if asked.
  /// `perThread` builds what each thread needs once (before the loops, or
  /// at the start of the parallel loop's body, where it runs per iteration).
  void buildLoops(ArrayRef<LoopRange> loops,
                  function_ref<void(ValueRange)> body,
                  function_ref<void()> perThread = {});

  Value index(int64_t value) { return indices().constant(value); }
  /// base + sum(ivs[i] * strides[i]).
  Value position(int64_t base, ValueRange ivs, ArrayRef<int64_t> strides) {
    return indices().linear(base, ivs, strides);
  }
  Value add(Value position, int64_t offset) {
    return indices().add(position, offset);
  }
  IndexBuilder indices() { return IndexBuilder{b, loc}; }

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
                 int64_t alignment);

  /// A store of whole vectors at `alignment`: non-temporal for a large
  /// destination when it writes whole aligned vectors.
  void store(Value value, Value at, int64_t alignment);

  /// Scalar copy of the box `loops` (source and destination strides given).
  void copyScalar(ArrayRef<LoopRange> loops, ArrayRef<int64_t> sourceStrides,
                  ArrayRef<int64_t> destStrides);

  /// Writes `pad` over the destination box `loops` (destination strides
  /// given).
  void fillScalar(ArrayRef<LoopRange> loops, ArrayRef<int64_t> destStrides,
                  Value pad);

  /// Writes `count` pad values from destination position `at`.
  void fill(Value at, int64_t count, Value pad, int64_t alignment);

  /// One row of `size` elements from `from` to `to`, with `padLow` and
  /// `padHigh` pad values (`pad`, null if undefined) around it.
  void copyRow(Value from, Value to, int64_t size, int64_t padLow,
               int64_t padHigh, Value pad, int64_t sourceAlign,
               int64_t destAlign);

  /// As copyRow, for a destination row whose alignment is only known at run
  /// time (rows of 1008 i8 or bf16 elements): a head of up to a vector is
  /// copied by masked accesses, so that the stores in between are aligned
  /// whole vectors, non-temporal when streaming; then the masked tail and
  /// the padding.
  void copyRowAligningStores(Value from, Value to, int64_t size, int64_t padLow,
                             int64_t padHigh, Value pad);

  /// Copies `lanes` pixels of `channels` elements, `pitch` elements apart
  /// from `from`, to `channels` destination rows of `lanes` elements, row c
  /// at `to + c * destStride` (NHWC -> NCHW with 3 channels): the pixels
  /// are loaded as `pitch` whole vectors and each row is one shuffle. The
  /// last pixel's padding (after its channels) may lie past the source and
  /// is not loaded.
  void deinterleave(Value from, Value to, int64_t channels, int64_t pitch,
                    int64_t destStride, int64_t loadAlign, int64_t storeAlign);

  /// Transposes the `rows` (each a vector of as many lanes as there are
  /// rows) in place: round b swaps the off-diagonal b x b blocks of every
  /// 2b x 2b block, so that after all rounds row i holds column i.
  void transposeInRegisters(MutableArrayRef<Value> rows);

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
                     TilePart part);

  bool isWhole(TilePart part) {
    return part.rows == lanes && part.columns == lanes;
  }

  /// Stores rows `rows` of a tile (`values`), row r at `to + r * destStride`:
  /// as they are, or realigned (see Realign). Of a partial tile, only the
  /// destination rows and elements that exist, as they are.
  void storeTileRows(Value to, int64_t destStride, ArrayRef<int64_t> rows,
                     ArrayRef<Value> values, int64_t storeAlign, TilePart part);

  /// After the last tile of a row's last block: the part of each shifted
  /// row that the next block's first line would have written, masked.
  /// `to` is the destination of the (non-existent) tile after the block.
  void storeRealignedTails(Value to, int64_t destStride);

  /// The mask of an x86 unpack of two vectors of `size` elements: in each
  /// lane of `lane` elements, chunks of `chunk` elements from the low (or
  /// high) half of that lane of the first and of the second vector, in turn.
  static SmallVector<int64_t> getUnpackMask(int64_t size, int64_t lane,
                                            int64_t chunk, bool high);

  /// The rounds of transposeTile on one s x s block, followed symbolically:
  /// they leave each register holding one column, its rows permuted (bit
  /// reversal), the same way in every register. So the register whose row
  /// ends up in position p is loaded with row p (`rowOfRegister`), and
  /// register i is stored as destination row `columnOfRegister[i]`.
  static void planLaneTranspose(int64_t s,
                                SmallVectorImpl<int64_t> &rowOfRegister,
                                SmallVectorImpl<int64_t> &columnOfRegister);

  /// The vectors one after another, as one vector. Joined in pairs, so
  /// that a power-of-two count joins vectors of equal types only (an LLVM
  /// `shufflevector`; unequal ones go element by element).
  Value concat(ArrayRef<Value> vectors);

  OpBuilder &b;
  Location loc;
  Value source, dest;
  int64_t destOffset;
  Type elementType;
  int64_t lanes, elementBytes;
  /// Whether the first loop of more than one iteration is an scf.parallel.
  bool parallel;
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

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LAYOUTCOPYTOVECTOR_COPYEMITTER_H
