//===- ScalarCopy.cpp - layout.copy as scalar loops -----------------------===//
//
// The copy that works for every pair of layouts, tiled ones included: loops
// over the destination in memory order, one element at a time. The vector
// kernels take every copy they can (CpuCopyKernels.cpp); this one is left
// with tilings that place elements as no untiled layout does (20 channels
// in NCHW16c: padding over several tiles) and with `vector-bytes=0`.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToVector/CpuCopyKernels.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "Dialect/Layout/Utils/PhysicalPositions.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::layout;

/// Loops over the box [0, extents) with `body` innermost.
static void buildLoops(OpBuilder &b, Location loc, ValueRange extents,
                       function_ref<void(OpBuilder &, ValueRange)> body) {
  IndexBuilder ib{b, loc};
  SmallVector<Value> lower(extents.size(), ib.constant(0));
  SmallVector<Value> steps(extents.size(), ib.constant(1));
  SmallVector<Value> upper(extents);
  scf::buildLoopNest(
      b, loc, lower, upper, steps,
      [&](OpBuilder &nested, Location, ValueRange ivs) { body(nested, ivs); });
}

void mlir::layout::buildScalarCopy(OpBuilder &b, Location loc, Value source,
                                   RankedTensorType sourceType, Value dest,
                                   RankedTensorType destType,
                                   ValueRange sizes) {
  ArrayRef<int64_t> shape = destType.getShape();
  int64_t rank = shape.size();
  IndexBuilder ib{b, loc};
  EncodingAttr sourceLayout = EncodingAttr::getOrPacked(sourceType);
  EncodingAttr destLayout = EncodingAttr::getOrPacked(destType);
  // The source element at a logical index.
  auto read = [&](OpBuilder &nested, ValueRange logical) -> Value {
    if (!sourceLayout.isTiled())
      return memref::LoadOp::create(nested, loc, source, logical);
    return memref::LoadOp::create(
        nested, loc, source,
        getPhysicalIndex(IndexBuilder{nested, loc}, sourceLayout, logical));
  };

  if (!destLayout.isTiled()) {
    fillPadding(b, loc, dest, destType);
    SmallVector<int64_t> order = destLayout.getOrderOrIdentity(rank);
    SmallVector<Value> logicalExtents = getLogicalExtents(ib, shape, sizes);
    SmallVector<Value> extents;
    for (int64_t d : order)
      extents.push_back(logicalExtents[d]);
    buildLoops(b, loc, extents, [&](OpBuilder &nested, ValueRange ivs) {
      SmallVector<Value> logical(rank);
      for (auto [k, d] : llvm::enumerate(order))
        logical[d] = ivs[k];
      memref::StoreOp::create(nested, loc, read(nested, logical), dest,
                              logical);
    });
    return;
  }

  // Each physical position of the tiled destination gets the element at
  // its logical index, or the pad value (nothing where it is undefined).
  // A bf16 or f16 value chosen between the two (a phi in LLVM) passes
  // through f32 and back, and with AVX512-BF16 the way back
  // (vcvtneps2bf16) flushes denormals: for those, the whole buffer gets
  // the pad value first and then each element, moved as loaded.
  Type elementType = destType.getElementType();
  bool writesPadding = destLayout.getPadKind() != PadKind::Undefined;
  bool padFirst = writesPadding && isa<FloatType>(elementType) &&
                  elementType.getIntOrFloatBitWidth() < 32;
  SmallVector<Value> extents = getPhysicalExtents(ib, destLayout, shape, sizes);
  if (padFirst)
    buildLoops(b, loc, extents, [&](OpBuilder &nested, ValueRange ivs) {
      memref::StoreOp::create(
          nested, loc, createPadValue(nested, loc, destLayout, elementType),
          dest, ivs);
    });
  buildLoops(b, loc, extents, [&](OpBuilder &nested, ValueRange ivs) {
    IndexBuilder ib{nested, loc};
    DecodedPosition position =
        decodePhysicalPosition(ib, destLayout, shape, ivs, sizes);
    if (!writesPadding || padFirst) {
      ib.when(position.inBounds, [&] {
        memref::StoreOp::create(nested, loc, read(nested, position.logical),
                                dest, ivs);
      });
      return;
    }
    Value value = ib.select(
        position.inBounds,
        [&](OpBuilder &inner) { return read(inner, position.logical); },
        [&](OpBuilder &inner) {
          return createPadValue(inner, loc, destLayout, elementType);
        });
    memref::StoreOp::create(nested, loc, value, dest, ivs);
  });
}
