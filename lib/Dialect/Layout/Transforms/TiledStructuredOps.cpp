//===- TiledStructuredOps.cpp - Linalg ops over physical dims -------------===//
//
// A structured op that indexes its operands logically (a convolution, a
// matmul) is computed, when some operand is in a tiled layout, over the
// physical dims instead: each loop that indexes a tiled dim splits into a
// loop over the tiles and a loop within a tile, so every operand is read
// where its layout stores the element and no transform is needed (NCHW16c
// activations and OIhw16i16o filters give the blocked convolution of
// oneDNN's kernels). The result is a linalg.generic that records the op
// it computes, so that a kernel library understanding the layouts can
// still recognize it (see convert-linalg-to-onednn).
//
// Loops that run over padding are allowed only where padding cannot change
// the result: a multiply-accumulate whose operands hold zero there. A loop
// whose tiles are padded in some operands but that also reaches an operand
// without those tiles (a matmul's B padded to 1024 columns, its result
// 1000 wide, as oneDNN asks) is not split: it runs over the logical range,
// and the tiled operands index it as (i floordiv tile, i mod tile).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
/// How a structured op's loops map onto the physical dims of its operands.
struct PhysicalLoops {
  /// Per logical loop: its tile size (1 where it is not split) and, for a
  /// split loop, the index of its loop within a tile (its loop over tiles
  /// keeps the logical index).
  SmallVector<int64_t> tileSizes;
  /// Per logical loop that is not split but indexes tiled operands: the
  /// tile size they divide it by (1 elsewhere).
  SmallVector<int64_t> dividedTileSizes;
  SmallVector<unsigned> innerLoops;
  SmallVector<utils::IteratorType> iterators;
  /// Per operand: its map from the new loops to its (physical, for tiled
  /// operands) dims.
  SmallVector<AffineMap> maps;
};
} // namespace

/// Whether padding positions read by `op` contribute nothing: a sum of
/// products (convolution, contraction) whose inputs hold zero in padding
/// and whose outputs' padding is zero or never read.
static bool isPaddingNeutral(linalg::LinalgOp op) {
  if (!linalg::isaContractionOpInterface(op) &&
      !linalg::isaConvolutionOpInterface(op))
    return false;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = cast<RankedTensorType>(operand.get().getType());
    EncodingAttr layout = EncodingAttr::get(type);
    if (!layout || !layout.hasPadding(type.getShape()))
      continue;
    PadKind kind = layout.getPadKind();
    bool isInit = op.isDpsInit(&operand);
    if (kind != PadKind::Zero && !(isInit && kind == PadKind::Undefined))
      return false;
  }
  return true;
}

namespace {
/// How the operands not tiled on a loop index it.
struct UntiledIndexing {
  /// Some operand not tiled on the loop indexes it, or some operand
  /// indexes it by more than the loop alone.
  bool reached = false;
  /// Some operand not tiled on the loop indexes it by the loop alone: the
  /// loop's range still comes from that operand's shape when the tiled
  /// operands divide it.
  bool byLoopAlone = false;
};
} // namespace

static UntiledIndexing getUntiledIndexing(linalg::LinalgOp op, unsigned loop) {
  UntiledIndexing indexing;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    EncodingAttr layout = getTiledLayout(operand.get().getType());
    for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
      if (!expr.isFunctionOfDim(loop))
        continue;
      bool untiled = !layout || layout.getTileSize(dim) == 1;
      bool alone = isa<AffineDimExpr>(expr);
      indexing.reached |= untiled || !alone;
      indexing.byLoopAlone |= untiled && alone;
    }
  }
  return indexing;
}

/// Plans the physical loops of `op`, or fails where some operand's layout
/// does not allow it: a tiled dim indexed by anything but a loop, tiles of
/// different sizes or extents on one loop, halos or alignment outside the
/// tiles, or padding that could change the result.
static FailureOr<PhysicalLoops> planPhysicalLoops(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() ||
      op.getBlock()
          ->walk([](linalg::IndexOp) { return WalkResult::interrupt(); })
          .wasInterrupted())
    return failure();
  for (Type type : op->getOperandTypes()) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.hasStaticShape())
      return failure();
  }
  SmallVector<AffineMap> logicalMaps = op.getIndexingMapsArray();
  SmallVector<int64_t> loopRanges = op.getStaticLoopRanges();
  unsigned numLoops = op.getNumLoops();

  // Which loops split, by how much, and into how many tiles.
  SmallVector<int64_t> tileSizes(numLoops, 1), tileCounts(numLoops, 0);
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = cast<RankedTensorType>(operand.get().getType());
    EncodingAttr layout = getTiledLayout(type);
    if (!layout)
      continue;
    AffineMap map = logicalMaps[operand.getOperandNumber()];
    for (int64_t dim = 0, rank = type.getRank(); dim < rank; ++dim) {
      if (layout.getLowPadding(dim) != 0 || layout.getHighPadding(dim) != 0)
        return failure();
      int64_t tile = layout.getTileSize(dim);
      int64_t extent = layout.getPaddedExtent(type.getShape(), dim);
      if (tile == 1) {
        if (extent != type.getDimSize(dim))
          return failure();
        continue;
      }
      auto loop = dyn_cast<AffineDimExpr>(map.getResult(dim));
      if (!loop)
        return failure();
      unsigned l = loop.getPosition();
      if ((tileSizes[l] != 1 && tileSizes[l] != tile) ||
          (tileCounts[l] != 0 && tileCounts[l] != extent / tile))
        return failure();
      tileSizes[l] = tile;
      tileCounts[l] = extent / tile;
    }
  }

  // A split loop that runs over padding may only reach operands that are
  // tiled on it (others would be read out of bounds), and only where the
  // padding is neutral. A padded loop that reaches other operands stays
  // whole, and its tiled operands divide it. That reads no padding, but a
  // kernel library given the blocks may (oneDNN sums a padded K), so it
  // too asks for neutral padding; other ops run at a kernel boundary.
  SmallVector<int64_t> dividedTileSizes(numLoops, 1);
  bool touchesPadding = false;
  for (unsigned l = 0; l < numLoops; ++l) {
    if (tileSizes[l] == 1 || tileSizes[l] * tileCounts[l] == loopRanges[l])
      continue;
    touchesPadding = true;
    UntiledIndexing indexing = getUntiledIndexing(op, l);
    if (!indexing.reached)
      continue;
    // Only sums of loops reach the untiled operands (a convolution's
    // image row oh + kh): no operand gives the loop's range any more.
    if (!indexing.byLoopAlone)
      return failure();
    std::swap(dividedTileSizes[l], tileSizes[l]);
  }
  if (touchesPadding && !isPaddingNeutral(op))
    return failure();

  PhysicalLoops plan;
  plan.tileSizes = tileSizes;
  plan.dividedTileSizes = dividedTileSizes;
  plan.iterators = op.getIteratorTypesArray();
  plan.innerLoops.assign(numLoops, 0);
  for (unsigned l = 0; l < numLoops; ++l) {
    if (tileSizes[l] == 1)
      continue;
    plan.innerLoops[l] = plan.iterators.size();
    plan.iterators.push_back(plan.iterators[l]);
  }
  MLIRContext *context = op.getContext();
  unsigned newNumLoops = plan.iterators.size();
  // A logical loop index, in the new loops.
  SmallVector<AffineExpr> logicalIndex;
  for (unsigned l = 0; l < numLoops; ++l) {
    AffineExpr outer = getAffineDimExpr(l, context);
    logicalIndex.push_back(
        tileSizes[l] == 1 ? outer
                          : outer * tileSizes[l] +
                                getAffineDimExpr(plan.innerLoops[l], context));
  }
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = logicalMaps[operand.getOperandNumber()];
    auto type = cast<RankedTensorType>(operand.get().getType());
    EncodingAttr layout = getTiledLayout(type);
    if (!layout) {
      plan.maps.push_back(
          map.replaceDimsAndSymbols(logicalIndex, {}, newNumLoops, 0));
      continue;
    }
    // Outer dims and tiles in the layout's physical order.
    int64_t rank = type.getRank();
    SmallVector<AffineExpr> physical;
    for (int64_t entry : layout.getPhysicalOrder(rank)) {
      if (entry >= rank) {
        int64_t dim = layout.getTileDims()[entry - rank];
        unsigned loop = cast<AffineDimExpr>(map.getResult(dim)).getPosition();
        int64_t divisor = dividedTileSizes[loop];
        physical.push_back(
            divisor == 1 ? getAffineDimExpr(plan.innerLoops[loop], context)
                         : getAffineDimExpr(loop, context) % divisor);
        continue;
      }
      AffineExpr expr = map.getResult(entry);
      if (layout.getTileSize(entry) == 1) {
        physical.push_back(expr.replaceDims(logicalIndex));
        continue;
      }
      int64_t divisor =
          dividedTileSizes[cast<AffineDimExpr>(expr).getPosition()];
      physical.push_back(divisor == 1 ? expr : expr.floorDiv(divisor));
    }
    plan.maps.push_back(AffineMap::get(newNumLoops, 0, physical, context));
  }
  return plan;
}

bool mlir::layout::canComputeOnPhysicalDims(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && succeeded(planPhysicalLoops(linalgOp));
}

namespace {
/// A structured op on tiled tensors -> a linalg.generic over the physical
/// dims, recording the op it computes.
struct TiledStructuredOpLowering
    : public OpInterfaceConversionPattern<linalg::LinalgOp> {
  using OpInterfaceConversionPattern::OpInterfaceConversionPattern;

  LogicalResult
  matchAndRewrite(linalg::LinalgOp op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    // Fills keep padding's pad value in TiledLayouts.cpp, and so do the
    // element-wise generics that its pattern, tried first, takes. Others,
    // such as a bias broadcast over a tiled tensor, are computed here (the
    // plan refuses loops over padding that is not neutral).
    if (isa<linalg::FillOp>(op))
      return failure();
    FailureOr<PhysicalLoops> plan = planPhysicalLoops(op);
    if (failed(plan))
      return rewriter.notifyMatchFailure(op, "layouts not computable in place");
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(),
                                                resultTypes)))
      return failure();
    unsigned numInputs = op.getNumDpsInputs();
    auto generic =
        linalg::GenericOp::create(rewriter, op.getLoc(), resultTypes,
                                  ValueRange(operands).take_front(numInputs),
                                  ValueRange(operands).drop_front(numInputs),
                                  plan->maps, plan->iterators);
    rewriter.inlineRegionBefore(op->getRegion(0), generic.getRegion(),
                                generic.getRegion().end());
    SmallVector<Attribute> logicalTypes;
    for (Type type : op->getOperandTypes())
      logicalTypes.push_back(TypeAttr::get(type));
    MLIRContext *context = op.getContext();
    NamedAttribute record[] = {
        {StringAttr::get(context, "op"),
         StringAttr::get(context, op->getName().getStringRef())},
        {StringAttr::get(context, "operand_types"),
         ArrayAttr::get(context, logicalTypes)},
        {StringAttr::get(context, "attributes"), op->getAttrDictionary()}};
    generic->setAttr(kLogicalOpAttrName, DictionaryAttr::get(context, record));
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};
} // namespace

void mlir::layout::populateTiledStructuredOpLoweringPatterns(
    const TiledLayoutTypeConverter &converter, RewritePatternSet &patterns) {
  // After the element-wise generic pattern, which keeps padding's pad value.
  patterns.add<TiledStructuredOpLowering>(converter, patterns.getContext(),
                                          /*benefit=*/0);
}
