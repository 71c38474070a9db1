//===- TileTranspose.cpp - Tiles transposed in registers ------------------===//
//
// The transposing primitives of CopyEmitter: a tile of vectors transposed
// by rounds of two-vector shuffles, narrow elements by 16-byte lanes
// (unpacks), the realigned stores of tile rows, and the deinterleaving of a
// few channels.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToVector/CopyEmitter.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::layout;

void CopyEmitter::deinterleave(Value from, Value to, int64_t channels,
                               int64_t pitch, int64_t destStride,
                               int64_t loadAlign, int64_t storeAlign) {
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
void CopyEmitter::transposeInRegisters(MutableArrayRef<Value> rows) {
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
void CopyEmitter::transposeTile(Value from, Value to, int64_t rowStride,
                                int64_t destStride, int64_t loadAlign,
                                int64_t storeAlign, TilePart part) {
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
                                        add(from, row * rowStride + column), s,
                                        part.columns - column,
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
void CopyEmitter::storeTileRows(Value to, int64_t destStride,
                                ArrayRef<int64_t> rows, ArrayRef<Value> values,
                                int64_t storeAlign, TilePart part) {
  if (!isWhole(part)) {
    for (auto [row, value] : llvm::zip(rows, values)) {
      if (row >= part.columns)
        continue;
      Value at = add(to, row * destStride);
      if (part.rows < lanes)
        vector::MaskedStoreOp::create(b, loc, dest, at, mask(part.rows), value);
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
    lines.push_back(vector::ShuffleOp::create(
        b, loc, previous, value,
        llvm::to_vector(llvm::seq<int64_t>(lanes - shift, 2 * lanes - shift))));
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
void CopyEmitter::storeRealignedTails(Value to, int64_t destStride) {
  for (auto [row, shift] : llvm::enumerate(realign->shifts)) {
    if (shift == 0)
      continue;
    Value previous = vector::LoadOp::create(
        b, loc, vectorType(lanes), realign->carry, index(int64_t(row) * lanes),
        /*nontemporal=*/false, llvm::MaybeAlign(lanes * elementBytes));
    SmallVector<int64_t> rotate;
    for (int64_t i = 0; i < lanes; ++i)
      rotate.push_back((lanes - shift + i) % lanes);
    Value line = vector::ShuffleOp::create(b, loc, previous, previous, rotate);
    vector::MaskedStoreOp::create(b, loc, dest,
                                  add(to, int64_t(row) * destStride - shift),
                                  mask(shift), line);
  }
}
SmallVector<int64_t> CopyEmitter::getUnpackMask(int64_t size, int64_t lane,
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
void CopyEmitter::planLaneTranspose(
    int64_t s, SmallVectorImpl<int64_t> &rowOfRegister,
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
Value CopyEmitter::concat(ArrayRef<Value> vectors) {
  SmallVector<Value> parts(vectors);
  while (parts.size() > 1) {
    SmallVector<Value> joined;
    for (size_t i = 0; i + 1 < parts.size(); i += 2) {
      int64_t size = cast<VectorType>(parts[i].getType()).getNumElements() +
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
