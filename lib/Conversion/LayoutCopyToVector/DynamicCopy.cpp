//===- DynamicCopy.cpp - layout.copy of dynamic extents as vector loops ---===//
//
// The kernels of CpuCopyKernels.cpp are planned from static extents and
// strides. A copy of dynamic shape gets two simpler vector kernels whose
// loops run to extents known at run time:
//
// - rows: where the destination's innermost dim is contiguous in the source
//   too (alignment, halos, an outer permutation), each row is copied as
//   whole vectors and a masked tail;
// - tiles: where another dim is contiguous in the source (NCHW -> NHWC),
//   tiles of t x t elements are loaded as t source vectors, transposed in
//   registers and stored as t destination vectors; the edges that do not
//   fill a tile are copied element by element.
//
// A source whose innermost stride is dynamic (a strided argument) is
// checked at run time: the row kernel where it is 1, scalar loops
// otherwise. The padding is written first, as the scalar copy does.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToVector/CopyEmitter.h"
#include "Conversion/LayoutCopyToVector/CpuCopyKernels.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <functional>

using namespace mlir;
using namespace mlir::layout;

namespace {

/// A buffer as a 1-D view of its allocation, with its offset, extents and
/// strides as values: positions in it are computed like the static
/// kernels', from values rather than constants.
struct FlatBuffer {
  Value flat, offset;
  SmallVector<Value> sizes, strides;
};

/// Builds the loops and positions of a dynamic copy.
struct DynamicCopyBuilder {
  OpBuilder &b;
  Location loc;

  IndexBuilder indices() const { return IndexBuilder{b, loc}; }

  FlatBuffer flatten(Value buffer) const {
    auto type = cast<MemRefType>(buffer.getType());
    auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, buffer);
    FlatBuffer result{Value(), metadata.getOffset(),
                      SmallVector<Value>(metadata.getSizes()),
                      SmallVector<Value>(metadata.getStrides())};
    // The elements span offset + sum((size - 1) * stride) + 1 (none when a
    // size is 0; the view is then never read).
    IndexBuilder ib = indices();
    Value span = ib.add(result.offset, 1);
    for (auto [size, stride] : llvm::zip(result.sizes, result.strides)) {
      Value last =
          arith::MaxSIOp::create(b, loc, ib.sub(size, 1), ib.constant(0));
      span = ib.add(span, arith::MulIOp::create(b, loc, last, stride));
    }
    auto flatType =
        MemRefType::get({ShapedType::kDynamic}, type.getElementType(),
                        MemRefLayoutAttrInterface(), type.getMemorySpace());
    result.flat = memref::ReinterpretCastOp::create(
        b, loc, flatType, metadata.getBaseBuffer(), b.getIndexAttr(0),
        ArrayRef<OpFoldResult>{span},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    return result;
  }

  /// base + sum(ivs[i] * buffer.strides[dims[i]]).
  Value offsetBy(Value base, const FlatBuffer &buffer, ArrayRef<int64_t> dims,
                 ValueRange ivs) const {
    IndexBuilder ib = indices();
    Value at = base;
    for (auto [dim, iv] : llvm::zip_equal(dims, ivs))
      at = ib.add(at, arith::MulIOp::create(b, loc, iv, buffer.strides[dim]));
    return at;
  }
  /// The position of the element at `ivs` along `dims` (0 elsewhere).
  Value position(const FlatBuffer &buffer, ArrayRef<int64_t> dims,
                 ValueRange ivs) const {
    return offsetBy(buffer.offset, buffer, dims, ivs);
  }

  /// Loops from `lowers` to `uppers` by `steps` around `body`; with
  /// `parallel`, the first is an scf.parallel (run by OpenMP threads).
  void loops(ValueRange lowers, ValueRange uppers, ArrayRef<int64_t> steps,
             function_ref<void(ValueRange)> body, bool parallel = false) const {
    SmallVector<Value> ivs;
    std::function<void(size_t)> build = [&](size_t k) {
      if (k == steps.size())
        return body(ivs);
      OpBuilder::InsertionGuard guard(b);
      Value step = indices().constant(steps[k]);
      if (parallel && k == 0) {
        auto op = scf::ParallelOp::create(b, loc, lowers[k], uppers[k], step);
        b.setInsertionPoint(op.getBody()->getTerminator());
        ivs.push_back(op.getInductionVars()[0]);
      } else {
        auto op = scf::ForOp::create(b, loc, lowers[k], uppers[k], step);
        b.setInsertionPoint(op.getBody()->getTerminator());
        ivs.push_back(op.getInductionVar());
      }
      build(k + 1);
      ivs.pop_back();
    };
    build(0);
  }
  void loopsFromZero(ValueRange uppers, ArrayRef<int64_t> steps,
                     function_ref<void(ValueRange)> body,
                     bool parallel = false) const {
    SmallVector<Value> zeros(uppers.size(), indices().constant(0));
    loops(zeros, uppers, steps, body, parallel);
  }

  /// `extent` rounded down to a multiple of `step`.
  Value wholeSteps(Value extent, int64_t step) const {
    Value rest =
        arith::RemUIOp::create(b, loc, extent, indices().constant(step));
    return arith::SubIOp::create(b, loc, extent, rest);
  }
};

} // namespace

/// Each row of the destination (its innermost dim, contiguous in the
/// source too) as whole vectors of `lanes` and a masked tail.
static void emitDynamicRows(const DynamicCopyBuilder &db,
                            const FlatBuffer &source, const FlatBuffer &dest,
                            ArrayRef<int64_t> order, int64_t lanes,
                            bool parallel) {
  OpBuilder &b = db.b;
  Location loc = db.loc;
  int64_t inner = order.back();
  ArrayRef<int64_t> outer = order.drop_back();
  SmallVector<Value> extents =
      llvm::map_to_vector(outer, [&](int64_t dim) { return dest.sizes[dim]; });
  auto vectorType = VectorType::get(
      {lanes}, cast<MemRefType>(dest.flat.getType()).getElementType());
  db.loopsFromZero(
      extents, SmallVector<int64_t>(outer.size(), 1),
      [&](ValueRange ivs) {
        Value from = db.position(source, outer, ivs);
        Value to = db.position(dest, outer, ivs);
        Value size = dest.sizes[inner];
        Value whole = db.wholeSteps(size, lanes);
        db.loops(db.indices().constant(0), whole, lanes, [&](ValueRange j) {
          IndexBuilder ib = db.indices();
          Value row = vector::LoadOp::create(b, loc, vectorType, source.flat,
                                             ib.add(from, j[0]));
          vector::StoreOp::create(b, loc, row, dest.flat, ib.add(to, j[0]));
        });
        Value tail = arith::SubIOp::create(b, loc, size, whole);
        IndexBuilder ib = db.indices();
        ib.when(ib.cmp(arith::CmpIPredicate::sgt, tail, 0), [&] {
          Value mask = vector::CreateMaskOp::create(
              b, loc, VectorType::get({lanes}, b.getI1Type()),
              ValueRange{tail});
          Value zeros =
              arith::ConstantOp::create(b, loc, b.getZeroAttr(vectorType));
          Value row = vector::MaskedLoadOp::create(
              b, loc, vectorType, source.flat, ValueRange{ib.add(from, whole)},
              mask, zeros);
          vector::MaskedStoreOp::create(
              b, loc, dest.flat, ValueRange{ib.add(to, whole)}, mask, row);
        });
      },
      parallel);
}

/// Element by element over the box [kBegin, kEnd) x [lBegin, lEnd) of dims
/// `k` and `l` from positions `from` and `to`.
static void copyEdge(const DynamicCopyBuilder &db, const FlatBuffer &source,
                     const FlatBuffer &dest, int64_t k, int64_t l, Value from,
                     Value to, Value kBegin, Value kEnd, Value lBegin,
                     Value lEnd) {
  db.loops(ValueRange{kBegin, lBegin}, ValueRange{kEnd, lEnd}, {1, 1},
           [&](ValueRange ivs) {
             IndexBuilder ib = db.indices();
             auto at = [&](const FlatBuffer &buffer, Value base) {
               Value kTerm = arith::MulIOp::create(db.b, db.loc, ivs[0],
                                                   buffer.strides[k]);
               Value lTerm = arith::MulIOp::create(db.b, db.loc, ivs[1],
                                                   buffer.strides[l]);
               return ib.add(ib.add(base, kTerm), lTerm);
             };
             Value element = memref::LoadOp::create(
                 db.b, db.loc, source.flat, ValueRange{at(source, from)});
             memref::StoreOp::create(db.b, db.loc, element, dest.flat,
                                     ValueRange{at(dest, to)});
           });
}

/// Tiles of `t` x `t` elements of dims `k` (contiguous in the source) and
/// `l` (the destination's innermost), transposed in registers; the edges
/// element by element.
static void emitDynamicTiles(const DynamicCopyBuilder &db,
                             const FlatBuffer &source, const FlatBuffer &dest,
                             ArrayRef<int64_t> order, int64_t k, int64_t t,
                             bool parallel) {
  OpBuilder &b = db.b;
  Location loc = db.loc;
  int64_t l = order.back();
  SmallVector<int64_t> outer;
  for (int64_t dim : order)
    if (dim != k && dim != l)
      outer.push_back(dim);
  SmallVector<Value> extents =
      llvm::map_to_vector(outer, [&](int64_t dim) { return dest.sizes[dim]; });
  Type elementType = cast<MemRefType>(dest.flat.getType()).getElementType();
  auto vectorType = VectorType::get({t}, elementType);
  // For its in-register transpose of t vectors of t elements.
  CopyEmitter emit(b, loc, source.flat, dest.flat, /*destOffset=*/0,
                   elementType, t, /*parallel=*/false);
  db.loopsFromZero(
      extents, SmallVector<int64_t>(outer.size(), 1),
      [&](ValueRange ivs) {
        Value from = db.position(source, outer, ivs);
        Value to = db.position(dest, outer, ivs);
        Value wholeK = db.wholeSteps(dest.sizes[k], t);
        Value wholeL = db.wholeSteps(dest.sizes[l], t);
        // Without outer dims, the threads share the columns of tiles.
        bool parallelTiles = parallel && outer.empty();
        db.loopsFromZero(
            {wholeK, wholeL}, {t, t},
            [&](ValueRange tile) {
              IndexBuilder ib = db.indices();
              Value tileFrom = db.offsetBy(from, source, {k, l}, tile);
              Value tileTo = db.offsetBy(to, dest, {k, l}, tile);
              // Source row i: the t elements along k at l + i.
              SmallVector<Value> rows;
              for (int64_t i = 0; i < t; ++i) {
                Value at = db.offsetBy(tileFrom, source, l, ib.constant(i));
                rows.push_back(vector::LoadOp::create(b, loc, vectorType,
                                                      source.flat, at));
              }

              emit.transposeInRegisters(rows);
              // Row j now holds the t elements along l at k + j.
              for (int64_t j = 0; j < t; ++j) {
                Value at = db.offsetBy(tileTo, dest, k, ib.constant(j));
                vector::StoreOp::create(b, loc, rows[j], dest.flat, at);
              }
            },
            parallelTiles);
        Value zero = db.indices().constant(0);
        copyEdge(db, source, dest, k, l, from, to, wholeK, dest.sizes[k], zero,
                 dest.sizes[l]);
        copyEdge(db, source, dest, k, l, from, to, zero, wholeK, wholeL,
                 dest.sizes[l]);
      },
      parallel);
}

void mlir::layout::buildDynamicCpuCopy(OpBuilder &b, Location loc, Value source,
                                       Value dest, RankedTensorType destType,
                                       int64_t lanes, bool parallel) {
  int64_t rank = destType.getRank();
  EncodingAttr layout = EncodingAttr::getOrPacked(destType);
  fillPadding(b, loc, dest, destType);
  auto scalarCopy = [&] { copyElements(b, loc, source, dest, destType); };
  SmallVector<int64_t> sourceStrides;
  int64_t sourceOffset;
  auto sourceType = cast<MemRefType>(source.getType());
  // (Dynamic shapes have rank 1 at least and untiled layouts; the caller
  // checked the lanes.)
  if (failed(sourceType.getStridesAndOffset(sourceStrides, sourceOffset)))
    return scalarCopy();

  SmallVector<int64_t> order = layout.getOrderOrIdentity(rank);
  int64_t inner = order.back();
  DynamicCopyBuilder db{b, loc};
  // Rows where the source's unit-stride dim is the destination's
  // innermost, tiles where it is another.
  auto vectorCopy = [&](int64_t contiguous) {
    FlatBuffer from = db.flatten(source), to = db.flatten(dest);
    if (contiguous == inner)
      return emitDynamicRows(db, from, to, order, lanes, parallel);
    emitDynamicTiles(db, from, to, order, contiguous,
                     std::min<int64_t>(lanes, 16), parallel);
  };
  if (sourceStrides[inner] == 1)
    return vectorCopy(inner);
  const int64_t *unit = llvm::find(sourceStrides, 1);
  if (unit != sourceStrides.end())
    return vectorCopy(unit - sourceStrides.begin());
  if (!ShapedType::isDynamic(sourceStrides[inner]))
    return scalarCopy();
  // Rows where the source's stride turns out to be 1.
  IndexBuilder ib{b, loc};
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, source);
  Value unitStride =
      ib.cmp(arith::CmpIPredicate::eq, metadata.getStrides()[inner], 1);
  auto branch = scf::IfOp::create(b, loc, unitStride, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(branch.thenBlock());
  vectorCopy(inner);
  b.setInsertionPointToStart(branch.elseBlock());
  scalarCopy();
}
