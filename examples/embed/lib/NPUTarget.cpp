//===- NPUTarget.cpp - What the NPU asks of layouts -----------------------===//
//
// TargetAttrInterface for #npu.target: the whole of what tensor-layout needs
// to assign layouts for this NPU and to verify programs against it.
//
//===----------------------------------------------------------------------===//

#include "npu/NPU.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace npu;
using layout::OpLayoutRequirements;
using layout::RequirementAttr;

/// A rank-2 requirement: `order`, dim `paddedDim` aligned to `lanes`
/// elements, zero padding, untiled, 64-byte buffers.
static RequirementAttr panel(MLIRContext *ctx, ArrayRef<int64_t> order,
                             int64_t paddedDim, int64_t lanes) {
  SmallVector<int64_t> align(2, 1);
  align[paddedDim] = lanes;
  return RequirementAttr::get(ctx, order, align, /*alignBytes=*/{},
                              /*padLow=*/{}, /*padHigh=*/{},
                              /*padValue=*/UnitAttr::get(ctx),
                              /*exactTiles=*/true, /*tileDims=*/{},
                              /*tileSizes=*/{}, /*baseAlign=*/64);
}

std::string TargetAttr::getTargetName() const { return "npu"; }

FailureOr<OpLayoutRequirements>
TargetAttr::getOpLayoutRequirements(Operation *op) const {
  if (!isa<linalg::MatmulOp>(op))
    return OpLayoutRequirements::getDefault();
  MLIRContext *ctx = getContext();
  int64_t lanes = getLanes();
  RequirementAttr a = panel(ctx, {0, 1}, /*K=*/1, lanes);
  RequirementAttr b = panel(ctx, {1, 0}, /*K=*/0, lanes);
  RequirementAttr c = panel(ctx, {0, 1}, /*N=*/1, lanes);
  return OpLayoutRequirements::getConstrained({a, b, c}, {c});
}
