//===- InterleaveKernels.cpp - A few channels in and out of pixels --------===//
//
// When the destination's innermost loop L is shorter than a vector (3
// channels), tiles of whole vectors do not fit:
//
//  - interleave: the destination rows of L are packed (NCHW -> NHWC with 3
//    channels) or padded to a pitch P with a defined pad value (NCHW ->
//    NCHW16c of 3 channels): the L source rows of W elements (and the pad
//    value) are interleaved by one shuffle into P * W consecutive
//    destination elements, stored a vector at a time;
//  - deinterleave, its mirror, where K, contiguous in the source, is the
//    short one (NHWC -> NCHW with 3 channels): W pixels are loaded as whole
//    vectors and each of the K destination rows is one shuffle.
//
// Their edges, smaller than a vector, are copied by scalar loops.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToVector/CopyPlan.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"

using namespace mlir;
using namespace mlir::layout;

void mlir::layout::emitInterleaveKernel(CopyEmitter &emit,
                                        const CopyPlan &plan) {
  OpBuilder &b = emit.b;
  Location loc = emit.loc;
  Value pixelPadValue =
      plan.pixelPadding
          ? createPadValue(b, loc, plan.layout, plan.destType.getElementType())
          : Value();
  Value pixelPad = pixelPadValue ? emit.splat(pixelPadValue) : Value();
  TransposingLoops loops(plan);
  const CopyLoop &k = loops.k, &inner = plan.inner;
  int64_t lanes = plan.lanes, pitch = plan.pitch;
  int64_t wholeK = k.extent / lanes * lanes;
  int64_t vectorBytes = lanes * plan.elementBytes;
  OuterLoops &around = loops.around;
  around.sourceBytes.append({inner.source * plan.elementBytes, vectorBytes});
  around.destBytes.push_back(pitch * vectorBytes);
  int64_t loadAlign = std::min(
      getKnownAlignment(plan.sourceAlign, around.sourceBytes), vectorBytes);
  int64_t storeAlign = std::min(
      getKnownAlignment(plan.destAlign, around.destBytes), vectorBytes);

  SmallVector<LoopRange> tileRanges(around.ranges);
  tileRanges.push_back({0, wholeK, lanes});
  size_t outerCount = loops.outer.size();
  emit.buildLoops(tileRanges, [&](ValueRange ivs) {
    auto [from, to] = loops.getTileBase(emit, plan, ivs.take_front(outerCount),
                                        ivs[outerCount]);
    // Element (k, l) of the tile goes to k * pitch + l, the pad value
    // (after the rows) to k * pitch + l for l >= L.
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
  });

  // Edges: the rest of K (all of L is in the pixels), and the padding after
  // those pixels.
  SmallVector<LoopRange> edgeK(around.ranges);
  edgeK.append({{wholeK, k.extent, 1}, {0, inner.extent, 1}});
  emit.copyScalar(edgeK, loops.edgeSource, loops.edgeDest);
  if (plan.pixelPadding) {
    SmallVector<LoopRange> edgePad(around.ranges);
    edgePad.append({{wholeK, k.extent, 1}, {inner.extent, pitch, 1}});
    emit.fillScalar(edgePad, loops.edgeDest, pixelPadValue);
  }
}

void mlir::layout::emitDeinterleaveKernel(CopyEmitter &emit,
                                          const CopyPlan &plan) {
  OpBuilder &b = emit.b;
  Location loc = emit.loc;
  TransposingLoops loops(plan);
  const CopyLoop &k = loops.k, &inner = plan.inner;
  OuterLoops &around = loops.around;
  // All of K (the channels) at once, L by whole vectors, the rest of L
  // scalar.
  int64_t lanes = plan.lanes;
  int64_t wholeL = inner.extent / lanes * lanes;
  int64_t vectorBytes = lanes * plan.elementBytes;
  around.sourceBytes.push_back(inner.source * vectorBytes);
  around.destBytes.append({k.dest * plan.elementBytes, vectorBytes});
  int64_t loadAlign = std::min(
      getKnownAlignment(plan.sourceAlign, around.sourceBytes), vectorBytes);
  int64_t storeAlign = std::min(
      getKnownAlignment(plan.destAlign, around.destBytes), vectorBytes);
  SmallVector<LoopRange> tileRanges(around.ranges);
  tileRanges.push_back({0, wholeL, lanes});
  emit.buildLoops(tileRanges, [&](ValueRange ivs) {
    Value l = ivs.back();
    Value from = arith::AddIOp::create(
        b, loc, emit.position(0, ivs.drop_back(), around.sourceSteps),
        arith::MulIOp::create(b, loc, l, emit.index(inner.source)));
    Value to = arith::AddIOp::create(
        b, loc,
        emit.position(plan.destOffset, ivs.drop_back(), around.destSteps), l);
    emit.deinterleave(from, to, k.extent, inner.source, k.dest, loadAlign,
                      storeAlign);
  });
  SmallVector<LoopRange> edgeL(around.ranges);
  edgeL.append({{0, k.extent, 1}, {wholeL, inner.extent, 1}});
  emit.copyScalar(edgeL, loops.edgeSource, loops.edgeDest);
}
