//===- RowKernel.cpp - Copies whose rows stay rows ------------------------===//
//
// The innermost loop is contiguous on both sides: rows are copied with
// vector loads and stores; the row's tail is a masked load whose empty lanes
// hold the pad value, so the row's padding is written in the same sweep
// (undefined padding is never written). Destination rows that start
// anywhere inside an aligned line get their head peeled at run time when
// streaming, so that the stores in between are whole aligned lines.
//
//===----------------------------------------------------------------------===//

#include "Conversion/LayoutCopyToVector/CopyPlan.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"

using namespace mlir;
using namespace mlir::layout;

void mlir::layout::emitRowKernel(CopyEmitter &emit, const CopyPlan &plan) {
  OuterLoops loops(plan);
  for (const CopyLoop &loop : ArrayRef(plan.loops).drop_back())
    loops.add(loop, plan.elementBytes);
  ArrayRef<int64_t> shape = plan.destType.getShape();
  EncodingAttr layout = plan.layout;
  int64_t innermost = plan.innermost;
  int64_t padLow = plan.rowPadding ? layout.getLowPadding(innermost) : 0;
  int64_t padHigh = plan.rowPadding ? layout.getPhysicalShape(shape).back() -
                                          padLow - shape[innermost]
                                    : 0;
  Value pad = layout.getPadKind() != PadKind::Undefined && (padLow || padHigh)
                  ? createPadValue(emit.b, emit.loc, layout,
                                   plan.destType.getElementType())
                  : Value();
  // Rows that start anywhere in a vector-aligned buffer: aligned
  // (non-temporal) stores only if the row's head is peeled at run time.
  int64_t rowDestAlign = getKnownAlignment(plan.destAlign, loops.destBytes);
  int64_t vectorBytes = plan.lanes * plan.elementBytes;
  bool aligningStores = emit.streaming && plan.destAlign >= vectorBytes &&
                        rowDestAlign < vectorBytes &&
                        plan.inner.extent >= 2 * plan.lanes;
  emit.buildLoops(loops.ranges, [&](ValueRange ivs) {
    Value from = emit.position(0, ivs, loops.sourceSteps);
    Value to = emit.position(plan.destOffset, ivs, loops.destSteps);
    if (aligningStores)
      return emit.copyRowAligningStores(from, to, plan.inner.extent, padLow,
                                        padHigh, pad);
    emit.copyRow(from, to, plan.inner.extent, padLow, padHigh, pad,
                 getKnownAlignment(plan.sourceAlign, loops.sourceBytes),
                 rowDestAlign);
  });
}
