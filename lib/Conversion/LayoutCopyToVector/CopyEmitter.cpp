//===- CopyEmitter.cpp - The primitives of the CPU copy kernels -----------===//

#include "Conversion/LayoutCopyToVector/CopyEmitter.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::layout;

void CopyEmitter::buildLoops(ArrayRef<LoopRange> loops,
                             function_ref<void(ValueRange)> body,
                             function_ref<void()> perThread) {
  SmallVector<Value> ivs;
  bool parallelLeft = parallel;
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
Value CopyEmitter::loadPart(Value memref, Value at, int64_t size, int64_t valid,
                            int64_t alignment) {
  if (valid >= size)
    return load(memref, at, size, alignment);
  if (valid <= 0)
    return zeros(size);
  Value mask = vector::ConstantMaskOp::create(
      b, loc, VectorType::get({size}, b.getI1Type()), ArrayRef<int64_t>{valid});
  return vector::MaskedLoadOp::create(b, loc, vectorType(size), memref, at,
                                      mask, zeros(size),
                                      llvm::MaybeAlign(alignment));
}
void CopyEmitter::store(Value value, Value at, int64_t alignment) {
  int64_t bytes =
      cast<VectorType>(value.getType()).getNumElements() * elementBytes;
  bool nontemporal = streaming && alignment >= lanes * elementBytes &&
                     bytes % (lanes * elementBytes) == 0;
  vector::StoreOp::create(b, loc, value, dest, at, nontemporal,
                          llvm::MaybeAlign(alignment));
}
void CopyEmitter::copyScalar(ArrayRef<LoopRange> loops,
                             ArrayRef<int64_t> sourceStrides,
                             ArrayRef<int64_t> destStrides) {
  for (LoopRange loop : loops)
    if (loop.lower >= loop.upper)
      return;
  buildLoops(loops, [&](ValueRange ivs) {
    Value value =
        memref::LoadOp::create(b, loc, source, position(0, ivs, sourceStrides));
    memref::StoreOp::create(b, loc, value, dest,
                            position(destOffset, ivs, destStrides));
  });
}
void CopyEmitter::fillScalar(ArrayRef<LoopRange> loops,
                             ArrayRef<int64_t> destStrides, Value pad) {
  for (LoopRange loop : loops)
    if (loop.lower >= loop.upper)
      return;
  buildLoops(loops, [&](ValueRange ivs) {
    memref::StoreOp::create(b, loc, pad, dest,
                            position(destOffset, ivs, destStrides));
  });
}
void CopyEmitter::fill(Value at, int64_t count, Value pad, int64_t alignment) {
  if (count <= 0)
    return;
  Value padVector = splat(pad);
  for (int64_t done = 0; done < count; done += lanes) {
    Value position = add(at, done);
    if (count - done >= lanes)
      store(padVector, position, std::min(alignment, lanes * elementBytes));
    else
      vector::MaskedStoreOp::create(b, loc, dest, position, mask(count - done),
                                    padVector);
  }
}
void CopyEmitter::copyRow(Value from, Value to, int64_t size, int64_t padLow,
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
    Value tail =
        vector::MaskedLoadOp::create(b, loc, vectorType(lanes), source,
                                     add(from, whole), mask(rest), passThrough);
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
void CopyEmitter::copyRowAligningStores(Value from, Value to, int64_t size,
                                        int64_t padLow, int64_t padHigh,
                                        Value pad) {
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
