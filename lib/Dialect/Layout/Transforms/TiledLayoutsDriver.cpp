//===- TiledLayoutsDriver.cpp - Which ops become physical, which stay -----===//
//
// lowerTiledLayouts runs the patterns of TiledLayouts.cpp as one dialect
// conversion. An op they do not take that reads or writes a tiled tensor
// (a named op that indexes it logically where its loops cannot be split
// over tiles, linalg.index, ...) runs on plain tensors between transforms,
// as at a kernel boundary: every program lowers, at the cost of a copy.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "Dialect/Layout/Utils/PhysicalPositions.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::layout;

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

/// Whether `op` has a tensor in a tiled layout among its operands, results
/// or block arguments, or, for functions, its signature.
static bool usesTiledLayout(Operation *op) {
  auto isTiled = [](Type type) { return bool(getTiledLayout(type)); };
  if (auto func = dyn_cast<FunctionOpInterface>(op))
    if (llvm::any_of(func.getArgumentTypes(), isTiled) ||
        llvm::any_of(func.getResultTypes(), isTiled))
      return true;
  if (llvm::any_of(op->getOperandTypes(), isTiled) ||
      llvm::any_of(op->getResultTypes(), isTiled))
    return true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (llvm::any_of(block.getArgumentTypes(), isTiled))
        return true;
  return false;
}

/// Whether the patterns above (or upstream's structural ones) handle `op`.
static bool isHandled(Operation *op) {
  if (isa<func::FuncOp, func::ReturnOp, func::CallOp, TransformOp, RelabelOp,
          ExpandHaloOp, ToPhysicalOp, FromPhysicalOp, tensor::EmptyOp,
          bufferization::AllocTensorOp, bufferization::ToBufferOp, scf::ForOp,
          scf::IfOp, scf::YieldOp, scf::WhileOp, scf::ConditionOp>(op))
    return true;
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return isa<DenseIntOrFPElementsAttr, DenseResourceElementsAttr>(
        constant.getValue());
  // TiledGenericLowering takes element-wise generics whose tensors all
  // have one physical type (not, say, a tiled result with a halo its
  // operands lack).
  if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
    if (isElementwiseOnPhysicalBuffers(generic) &&
        llvm::all_equal(llvm::map_range(
            llvm::concat<Value>(generic->getOperands(), generic->getResults()),
            [&](Value value) { return getPhysicalType(value.getType()); })))
      return true;
  }
  if (auto dim = dyn_cast<tensor::DimOp>(op))
    return dim.getConstantIndex().has_value();
  if (isa<linalg::FillOp>(op) || canComputeOnPhysicalDims(op))
    return true;
  if (auto pad = dyn_cast<tensor::PadOp>(op))
    return isPadOnPhysicalDims(pad);
  // Several results are computed over whole buffers: only without padding.
  auto unpadded = [](Type type) {
    EncodingAttr layout = getTiledLayout(type);
    return !layout || !layout.hasPadding(cast<ShapedType>(type).getShape());
  };
  return op->hasTrait<OpTrait::Elementwise>() && op->getNumRegions() == 0 &&
         (op->getNumResults() == 1 ||
          llvm::all_of(op->getResultTypes(), unpadded));
}

/// `type` without its tiled layout: the plain tensor an op that indexes
/// logically computes on.
static Type getUntiledType(Type type) {
  EncodingAttr tiled = getTiledLayout(type);
  if (!tiled)
    return type;
  return EncodingAttr::withLayout(cast<RankedTensorType>(type),
                                  tiled.getPackedInSameSpace());
}

/// Computes `op`, which indexes its tiled operands logically, on plain
/// tensors: each tiled operand is transformed to plain (an empty one is
/// re-created plain), and each tiled result transformed back. A kernel
/// boundary, like the transforms the assignment places around a kernel
/// that wants other layouts. Fails (changing nothing) where a region
/// argument has a tiled layout or the op does not verify on plain types.
static LogicalResult transformAtKernelBoundary(RewriterBase &rewriter,
                                               Operation *op) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (llvm::any_of(block.getArgumentTypes(),
                       [](Type type) { return bool(getTiledLayout(type)); }))
        return failure();
  rewriter.setInsertionPoint(op);
  SmallVector<Operation *> created;
  // An empty tensor may feed several operands: each is erased once.
  llvm::SmallSetVector<Operation *, 4> emptied;
  Operation *plain = op->clone();
  for (OpOperand &operand : plain->getOpOperands()) {
    Type untiled = getUntiledType(operand.get().getType());
    if (untiled == operand.get().getType())
      continue;
    Location loc = operand.get().getLoc();
    auto shaped = cast<RankedTensorType>(untiled);
    Value replacement;
    if (auto empty = operand.get().getDefiningOp<tensor::EmptyOp>()) {
      emptied.insert(empty);
      replacement = tensor::EmptyOp::create(
          rewriter, loc, shaped.getShape(), shaped.getElementType(),
          empty.getDynamicSizes(), shaped.getEncoding());
    } else {
      replacement = TransformOp::create(rewriter, loc, untiled, operand.get());
    }
    created.push_back(replacement.getDefiningOp());
    operand.set(replacement);
  }
  for (OpResult result : plain->getResults())
    result.setType(getUntiledType(result.getType()));
  // The caller reports a refusal in its own words.
  ScopedDiagnosticHandler quiet(op->getContext(),
                                [](Diagnostic &) { return success(); });
  // The op's own invariants only: its detached body may use values from
  // above (a generic's captured constant), which a full verification would
  // call undominated.
  if (failed(plain->getName().verifyInvariants(plain))) {
    plain->destroy();
    for (Operation *unused : llvm::reverse(created))
      rewriter.eraseOp(unused);
    return failure();
  }
  rewriter.insert(plain);
  rewriter.setInsertionPointAfter(plain);
  SmallVector<Value> replacements;
  for (auto [original, computed] :
       llvm::zip_equal(op->getResults(), plain->getResults())) {
    if (original.getType() == computed.getType())
      replacements.push_back(computed);
    else
      replacements.push_back(TransformOp::create(rewriter, op->getLoc(),
                                                 original.getType(), computed));
  }
  rewriter.replaceOp(op, replacements);
  for (Operation *empty : emptied)
    if (empty->use_empty())
      rewriter.eraseOp(empty);
  return success();
}

LogicalResult mlir::layout::lowerTiledLayouts(ModuleOp module,
                                              int64_t alignment) {
  // Named element-wise linalg ops (linalg.add, ...) as generics, which the
  // patterns rewrite to the physical rank.
  SmallVector<linalg::LinalgOp> named;
  module.walk([&](linalg::LinalgOp op) {
    if (usesTiledLayout(op) && !isa<linalg::GenericOp, linalg::FillOp>(op) &&
        linalg::isElementwise(op))
      named.push_back(op);
  });
  IRRewriter rewriter(module.getContext());
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    (void)linalg::generalizeNamedOp(rewriter, op);
  }

  // Ops that index tiled tensors logically, and whose loops cannot be
  // split over tiles, run on plain tensors between transforms.
  SmallVector<Operation *> logical;
  module.walk([&](Operation *op) {
    if (usesTiledLayout(op) && !isHandled(op) &&
        !isa<FunctionOpInterface>(op) && !op->hasTrait<OpTrait::IsTerminator>())
      logical.push_back(op);
  });
  for (Operation *op : logical)
    (void)transformAtKernelBoundary(rewriter, op);

  // A relabelling between layouts that place elements alike but whose
  // physical tensors differ (one tile of 8 and the packed layout: 1x8 and
  // 8; a column-major source and a tiling of its rows) has no view to
  // become, unless it only moves unit dims of a tiled buffer: it is the
  // relabelling in the source's layout, relabelled, and a copy into the
  // result's, as a transform.
  SmallVector<RelabelOp> copies;
  module.walk([&](RelabelOp op) {
    Type source = op.getSource().getType(), result = op.getType();
    bool identity = llvm::equal(op.getPermutation(),
                                llvm::seq<int64_t>(0, op.getType().getRank()));
    bool tiled = getTiledLayout(source) || getTiledLayout(result);
    if ((identity || tiled) &&
        getPhysicalType(source) != getPhysicalType(result) &&
        !isPhysicalReshape(source, result))
      copies.push_back(op);
  });
  for (RelabelOp op : copies) {
    rewriter.setInsertionPoint(op);
    Value view = op.getSource();
    if (!llvm::equal(op.getPermutation(),
                     llvm::seq<int64_t>(0, op.getType().getRank())))
      view =
          RelabelOp::create(rewriter, op.getLoc(), view, op.getPermutation());
    rewriter.replaceOpWithNewOp<TransformOp>(op, op.getType(), view);
  }

  // Say what cannot be lowered, at the op, before rewriting anything else.
  WalkResult check = module.walk([&](Operation *op) {
    if (!usesTiledLayout(op))
      return WalkResult::advance();
    if (!isHandled(op)) {
      op->emitOpError("indexes a tensor in a tiled layout logically and "
                      "cannot run on plain tensors between transforms either "
                      "(a region argument in a tiled layout, or the op does "
                      "not accept plain tensors): transform its operands to "
                      "an untiled layout first");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (check.wasInterrupted())
    return failure();

  MLIRContext *context = module.getContext();
  TiledLayoutTypeConverter converter;
  RewritePatternSet patterns(context);
  populateTiledLayoutLoweringPatterns(converter, patterns, alignment);
  ConversionTarget target(*context);
  scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                       target);
  target.markUnknownOpDynamicallyLegal(
      [](Operation *op) { return !usesTiledLayout(op); });
  // No folding: a transform the caller placed on purpose (a copy that a
  // function returns, say) must become loops, not vanish into its operand.
  ConversionConfig config;
  config.foldingMode = DialectConversionFoldingMode::Never;
  return applyPartialConversion(module, target, std::move(patterns), config);
}
