//===- CpuCopyKernels.cpp - layout.copy as CPU loops ----------------------===//
//
// The copy is described by its loops over the destination in memory order,
// each moving a fixed number of elements in the source and the destination.
// Loops contiguous on both sides are fused first. Then one of four kernels
// runs the innermost loops, chosen from the strides (each in its own file,
// written with the primitives of CopyEmitter):
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

#include "Conversion/LayoutCopyToVector/CpuCopyKernels.h"

#include "Conversion/LayoutCopyCommon/UntiledCopy.h"
#include "Conversion/LayoutCopyToVector/CopyPlan.h"
#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::layout;

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

/// The kernel for `loops` (see the top of this file), or none: a scalar
/// copy. May narrow `lanes` (tiles of small extents).
static std::optional<CopyKernel> chooseKernel(ArrayRef<CopyLoop> loops,
                                              std::optional<size_t> contiguous,
                                              int64_t pitch, bool pixelsPadded,
                                              int64_t &lanes) {
  const CopyLoop &inner = loops.back();
  int64_t contiguousExtent = contiguous ? loops[*contiguous].extent : 0;
  if (inner.dest == 1 && inner.source == 1)
    return CopyKernel::Row;
  if (inner.dest == 1 && contiguous && inner.extent < lanes &&
      inner.extent <= 8 && (pitch == inner.extent || pixelsPadded))
    return CopyKernel::Interleave;
  // The mirror of interleave: pixels of a few channels (`inner.source`
  // elements apart, padded or packed) into a row per channel.
  if (inner.dest == 1 && contiguous && contiguousExtent < lanes &&
      contiguousExtent <= 8 && inner.source >= contiguousExtent &&
      inner.source <= 16 && inner.extent >= lanes)
    return CopyKernel::Deinterleave;
  if (inner.dest == 1 && contiguous &&
      std::min(inner.extent, contiguousExtent) >= 4) {
    // Tiles as large as a vector, or as the smaller of the two extents
    // when that is less: whole-vector accesses beat a scalar edge.
    lanes = std::min<int64_t>(
        lanes,
        llvm::bit_floor(uint64_t(std::min(inner.extent, contiguousExtent))));
    return CopyKernel::Tile;
  }
  return std::nullopt;
}

OuterLoops::OuterLoops(const CopyPlan &plan)
    : sourceBytes({plan.sourceOffset * plan.elementBytes}),
      destBytes({plan.destOffset * plan.elementBytes}) {}

void OuterLoops::add(const CopyLoop &loop, int64_t elementBytes) {
  ranges.push_back({0, loop.extent, 1});
  sourceSteps.push_back(loop.source);
  destSteps.push_back(loop.dest);
  sourceBytes.push_back(loop.source * elementBytes);
  destBytes.push_back(loop.dest * elementBytes);
}

TransposingLoops::TransposingLoops(const CopyPlan &plan)
    : k(plan.loops[*plan.contiguous]), around(plan) {
  for (size_t i = 0; i + 1 < plan.loops.size(); ++i)
    if (i != *plan.contiguous)
      outer.push_back(plan.loops[i]);
  for (const CopyLoop &loop : outer)
    around.add(loop, plan.elementBytes);
  edgeSource.assign(around.sourceSteps);
  edgeDest.assign(around.destSteps);
  edgeSource.append({k.source, plan.inner.source});
  edgeDest.append({k.dest, plan.inner.dest});
}

std::pair<Value, Value> TransposingLoops::getTileBase(CopyEmitter &emit,
                                                      const CopyPlan &plan,
                                                      ValueRange outerIvs,
                                                      Value kIv) const {
  OpBuilder &b = emit.b;
  Location loc = emit.loc;
  Value from = emit.position(0, outerIvs, around.sourceSteps);
  Value to = emit.position(plan.destOffset, outerIvs, around.destSteps);
  from = arith::AddIOp::create(b, loc, from, kIv);
  to = arith::AddIOp::create(
      b, loc, to, arith::MulIOp::create(b, loc, kIv, emit.index(k.dest)));
  return std::make_pair(from, to);
}

/// buildCpuCopy, or with `destIsView` buildStridedCpuCopy: the
/// destination's places from `dest`'s strides rather than from `destType`'s
/// layout (then packed, with no padding).
static void buildCopy(OpBuilder &b, Location loc, Value source,
                      int64_t sourceAlign, Value dest,
                      RankedTensorType destType, int64_t destAlign,
                      const CpuCopyOptions &options, bool destIsView) {
  ArrayRef<int64_t> shape = destType.getShape();
  Type elementType = destType.getElementType();
  EncodingAttr layout = EncodingAttr::getOrPacked(destType);
  auto strided = getStaticStridesAndOffset(cast<MemRefType>(source.getType()));
  bool staticSource =
      strided && llvm::all_of(strided->first, [](int64_t s) { return s > 0; });
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
  if (!destType.hasStaticShape() && lanes >= 2 && llvm::isPowerOf2_64(lanes))
    return buildDynamicCpuCopy(b, loc, source, dest, destType, lanes,
                               options.parallel);
  if (!staticSource || !destType.hasStaticShape() || lanes < 2 ||
      !llvm::isPowerOf2_64(lanes) || destType.getNumElements() == 0)
    return scalarCopy();
  SmallVector<int64_t> sourceStrides = strided->first;
  int64_t sourceOffset = strided->second;

  CopyPlan plan;
  plan.destType = destType;
  plan.layout = layout;
  SmallVector<int64_t> destStrides;
  std::optional<std::pair<SmallVector<int64_t>, int64_t>> destView;
  if (destIsView) {
    destView = getStaticStridesAndOffset(cast<MemRefType>(dest.getType()));
    if (!destView)
      return scalarCopy();
    destStrides = destView->first;
  } else {
    destStrides = *layout.getLogicalStrides(shape);
  }
  plan.loops = getCopyLoops(shape, sourceStrides, destStrides);
  if (plan.loops.empty())
    plan.loops.push_back({1, 1, 1});
  plan.inner = plan.loops.back();
  for (size_t i = 0; i + 1 < plan.loops.size(); ++i)
    if (plan.loops[i].source == 1)
      plan.contiguous = i;
  // Interleaved pixels (a few channels innermost) are `pitch` elements
  // apart: packed, or padded to `pitch` with a defined pad value after the
  // channels (3 channels in 16: NCHW -> NCHW16c), which the kernel then
  // writes with them.
  int64_t rank = shape.size();
  plan.innermost = rank ? layout.getOrderOrIdentity(rank).back() : 0;
  plan.pitch = plan.contiguous ? plan.loops[*plan.contiguous].dest : 0;
  bool pixelsPadded =
      plan.contiguous && rank && plan.pitch > plan.inner.extent &&
      plan.inner.extent == shape[plan.innermost] &&
      plan.pitch == layout.getPhysicalShape(shape).back() &&
      layout.getLowPadding(plan.innermost) == 0 &&
      layout.getPadKind() != PadKind::Undefined && lanes % plan.pitch == 0;
  std::optional<CopyKernel> kernel = chooseKernel(
      plan.loops, plan.contiguous, plan.pitch, pixelsPadded, lanes);
  if (!kernel)
    return scalarCopy();
  plan.kernel = *kernel;
  plan.lanes = lanes;
  plan.elementBytes = elementBytes;

  plan.sourceOffset = sourceOffset;
  plan.sourceSize = 1;
  for (auto [extent, stride] : llvm::zip(shape, sourceStrides))
    plan.sourceSize += (extent - 1) * stride;
  if (destView) {
    // The view's span, from the base of its buffer.
    plan.destOffset = destView->second;
    plan.destSize = plan.destOffset + 1;
    for (auto [extent, stride] : llvm::zip(shape, destStrides))
      plan.destSize += (extent - 1) * stride;
  } else {
    plan.destSize = layout.getNumPhysicalElements(shape);
    plan.destOffset = layout.getOffset(shape);
  }
  CopyEmitter emit(b, loc,
                   getFlatView(b, loc, source, sourceOffset, plan.sourceSize),
                   getFlatView(b, loc, dest, 0, plan.destSize), plan.destOffset,
                   elementType, lanes, options.parallel);
  emit.streaming = options.nontemporalBytes > 0 &&
                   plan.destSize * elementBytes >= options.nontemporalBytes;
  plan.sourceAlign = std::max(sourceAlign, elementBytes);
  plan.destAlign = std::max(destAlign, elementBytes);

  // The padding of the destination's innermost dim is written by the row
  // and interleave kernels; the rest of the padding before the copy.
  plan.rowPadding =
      plan.kernel == CopyKernel::Row && rank && shape[plan.innermost] > 1;
  plan.pixelPadding =
      plan.kernel == CopyKernel::Interleave && plan.pitch > plan.inner.extent;
  fillPadding(b, loc, dest, destType,
              /*skipInnermost=*/plan.rowPadding || plan.pixelPadding);

  switch (plan.kernel) {
  case CopyKernel::Row:
    return emitRowKernel(emit, plan);
  case CopyKernel::Tile:
    return emitTileKernel(emit, plan, options);
  case CopyKernel::Interleave:
    return emitInterleaveKernel(emit, plan);
  case CopyKernel::Deinterleave:
    return emitDeinterleaveKernel(emit, plan);
  }
}

void mlir::layout::buildCpuCopy(OpBuilder &b, Location loc, Value source,
                                int64_t sourceAlign, Value dest,
                                RankedTensorType destType, int64_t destAlign,
                                const CpuCopyOptions &options) {
  buildCopy(b, loc, source, sourceAlign, dest, destType, destAlign, options,
            /*destIsView=*/false);
}

void mlir::layout::buildStridedCpuCopy(OpBuilder &b, Location loc, Value source,
                                       int64_t sourceAlign, Value dest,
                                       int64_t destAlign,
                                       const CpuCopyOptions &options) {
  auto view = cast<MemRefType>(dest.getType());
  buildCopy(b, loc, source, sourceAlign, dest,
            RankedTensorType::get(view.getShape(), view.getElementType()),
            destAlign, options, /*destIsView=*/true);
}
