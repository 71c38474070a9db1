//===- BufferizationPreparation.cpp - Tensors with layouts made ready -----===//
//
// Upstream one-shot bufferization allocates and copies by memref type
// alone, which says neither how large a layout's padding is nor what it
// holds, and has no form for tiled layouts. Before it runs, this rewrites
// the tensor program so that it never has to:
//
// - destinations in a layout get a buffer of their own up front, and
//   returned arguments and constants an explicit copy, so that bufferization
//   never copies a buffer with a layout by type;
// - reshapes and slices get the result layout that upstream's view of the
//   source buffer has;
// - a concatenation in or of a layout becomes a new tensor in the result's
//   layout and an insert_slice of each operand (upstream would allocate
//   the result by type);
// - a tensor.cast between layouts becomes a transform (upstream would
//   reuse the buffer as it is, reading it in the other layout);
// - tensors in tiled layouts become tensors of their physical shape
//   (TiledLayouts.h);
// - tensor.empty and arith.constant in a layout become an allocation of the
//   physical size with its padding filled, or a global holding the physical
//   bytes, viewed with the layout's strides and handed to bufferization as
//   `bufferization.to_tensor` (upstream would give them identity-layout
//   buffers, whatever their encoding).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/BufferizationPreparation.h"

#include "Dialect/Layout/Utils/ConcatAsInsertSlices.h"
#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "Dialect/Layout/Utils/ViewLayouts.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"
#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTPREPAREBUFFERIZATION
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

static bool hasLayout(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return ranked && EncodingAttr::get(ranked);
}

/// A copy of `fill` into a new tensor.empty of its type.
static Value cloneFillIntoNewTensor(OpBuilder &builder, linalg::FillOp fill) {
  auto empty = fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>();
  Value fresh = builder.clone(*empty)->getResult(0);
  return linalg::FillOp::create(builder, fill.getLoc(), fill.value(), fresh)
      .getResult(0);
}

/// Whether an op other than `op` may read `value` after `op` (a use later
/// in its block, or in another block or region).
static bool isReadAfter(Value value, Operation *op) {
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    if (user == op)
      return false;
    Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
    return !ancestor || !ancestor->isBeforeInBlock(op);
  });
}

/// Bufferization writes an op's result into its destination tensor, and
/// copies that tensor first where it is still read afterwards or is a
/// read-only constant. Such a copy is allocated by type alone, which does
/// not say how large the layout's padding is nor what it holds. So give
/// destinations in a layout a buffer of their own up front: a new one
/// (allocated with its padding) when the op does not read it -- the
/// element-wise ops convert-elementwise-to-linalg makes write into an
/// operand -- for a constant it reads, a copy made by a transform, and for
/// a destination still read after the op, a copy made by a transform (a
/// fill: a fill of its own).
static void prepareInits(ModuleOp module) {
  module.walk([&](DestinationStyleOpInterface op) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op.getOperation());
    for (OpOperand &init : op.getDpsInitsMutable()) {
      Value value = init.get();
      // Empties, allocations (which may name a memory space), and the
      // buffers an earlier run made for them.
      if (!hasLayout(value.getType()) ||
          value.getDefiningOp<tensor::EmptyOp>() ||
          value.getDefiningOp<bufferization::AllocTensorOp>() ||
          value.getDefiningOp<bufferization::ToTensorOp>())
        continue;
      auto type = cast<RankedTensorType>(value.getType());
      OpBuilder builder(op);
      if (linalgOp && !linalgOp.payloadUsesValueFromOperand(&init))
        init.set(tensor::EmptyOp::create(
            builder, op.getLoc(),
            tensor::getMixedSizes(builder, op.getLoc(), value),
            type.getElementType(), type.getEncoding()));
      else if (value.getDefiningOp<arith::ConstantOp>())
        init.set(TransformOp::create(builder, op.getLoc(), type, value));
      else if (isReadAfter(value, op)) {
        // Read after the op writes it: a copy in its layout, or for a fill
        // (one torch-mlir shares between the convolutions of a shape) a
        // fill of its own, which writes without reading.
        auto fill = value.getDefiningOp<linalg::FillOp>();
        init.set(fill && fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>()
                     ? cloneFillIntoNewTensor(builder, fill)
                     : TransformOp::create(builder, op.getLoc(), type, value)
                           .getResult());
      }
    }
  });
}

/// Whether `op` is a layout op whose result views its operand's buffer.
static bool isLayoutView(Operation *op) {
  return isa<RelabelOp, ExpandHaloOp, ToPhysicalOp, FromPhysicalOp,
             SplitMetadataOp>(op);
}

/// The tensor whose buffer `value` is: through views of it (layout views,
/// reshapes, slices) and ops writing into it in place (destination-style
/// ops, insert_slice).
static Value getBufferOrigin(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (isLayoutView(def) || isTensorView(def))
      value = def->getOperand(0);
    else if (auto dps = dyn_cast<DestinationStyleOpInterface>(def))
      value = dps.getTiedOpOperand(cast<OpResult>(value))->get();
    else
      break;
  }
  return value;
}

/// A function that returns an argument, a constant or a view of one (a
/// relabel, a halo, a physical view, a reshape, a slice), or one written in
/// place (an insert_slice into an argument), returns a buffer it does not
/// own (a loop's or a branch's result may be any of these: such results are
/// copied too);
/// buffer deallocation would then clone it by type alone, losing the size and
/// contents of the layout's padding (or, for a tiled layout, writing its
/// undefined padding).
/// Return an explicit copy (a transform) instead; likewise for a tensor in
/// another memory space, which bufferization would copy by type alone.
static void copyReturnedBorrowedValues(ModuleOp module) {
  module.walk([&](func::ReturnOp op) {
    for (OpOperand &operand : op->getOpOperands()) {
      Value value = operand.get();
      auto type = dyn_cast<RankedTensorType>(value.getType());
      if (!type || !EncodingAttr::get(type))
        continue;
      Value origin = getBufferOrigin(value);
      Operation *producer = origin.getDefiningOp();
      // (Function results are in the default memory space.)
      auto alloc = dyn_cast_or_null<bufferization::AllocTensorOp>(producer);
      // (A pad's region computes the pad value: its result is new.)
      bool borrowed =
          !producer ||
          (producer->getNumRegions() > 0 && !isa<tensor::PadOp>(producer)) ||
          isa<arith::ConstantOp>(producer) ||
          (alloc && alloc.getMemorySpaceAttr());
      if (!borrowed)
        continue;
      OpBuilder builder(op);
      operand.set(TransformOp::create(builder, op.getLoc(), type, value));
    }
  });
}

/// Upstream bufferizes a reshape or a slice into a view of its source's
/// buffer, with the source's strides whatever the result's layout says, and
/// has no form for tiled buffers. So a view whose result layout is not the
/// one it has becomes a view in that layout and a transform to its own;
/// from a tiled layout, or where the view has no layout (or a dynamic
/// shape), it views the packed tensor.
static void prepareViews(ModuleOp module) {
  module.walk([&](Operation *op) {
    if (!isTensorView(op))
      return;
    Value source = op->getOperand(0);
    auto sourceType = cast<RankedTensorType>(source.getType());
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    if (!hasLayout(sourceType) && !hasLayout(resultType))
      return;
    // (None for dynamic extents: such a view goes through the packed
    // layout.)
    EncodingAttr view =
        getViewLayout(op, EncodingAttr::getOrPacked(sourceType));
    OpBuilder builder(op);
    if (!view || view.isTiled()) {
      view = EncodingAttr::getOrPacked(sourceType).getPackedInSameSpace();
      source = createLayoutCast(builder, op->getLoc(), source,
                                EncodingAttr::withLayout(sourceType, view));
    }
    // The same layout, not only an equivalent one: a result layout that
    // places the elements alike may still spell other strides for dims of
    // extent 1, and the buffer must have the memref type of the result's
    // (a relabel makes it so, for free).
    if (source == op->getOperand(0) &&
        view == EncodingAttr::getOrPacked(resultType))
      return;
    Operation *viewOp = builder.clone(*op);
    viewOp->setOperand(0, source);
    viewOp->getResult(0).setType(
        EncodingAttr::withLayout(resultType.dropEncoding(), view));
    op->getResult(0).replaceAllUsesWith(createLayoutCast(
        builder, op->getLoc(), viewOp->getResult(0), resultType));
    op->erase();
  });
}

/// tensor.cast keeps the values of its operand, but bufferizes to the same
/// buffer: between two layouts (upstream's tensor.concat canonicalization
/// makes such casts when it infers operand and result types without
/// encodings) it becomes a cast of the shape alone and a layout.relabel or
/// layout.transform into the other layout.
static void castsBetweenLayoutsAsTransforms(ModuleOp module) {
  // An unranked tensor has no layout: its buffer is read as packed once
  // cast back to a ranked type.
  auto layoutOf = [](Type type) {
    auto ranked = dyn_cast<RankedTensorType>(type);
    return ranked ? EncodingAttr::getOrPacked(ranked)
                  : EncodingAttr::get(type.getContext());
  };
  SmallVector<tensor::CastOp> casts;
  module.walk([&](tensor::CastOp op) {
    if (layoutOf(op.getSource().getType()) != layoutOf(op.getType()))
      casts.push_back(op);
  });
  for (tensor::CastOp op : casts) {
    OpBuilder builder(op);
    Value value = op.getSource();
    auto source = dyn_cast<RankedTensorType>(value.getType());
    auto result = dyn_cast<RankedTensorType>(op.getType());
    // Through the packed layout on the ranked side of an unranked cast.
    if (!result) {
      op.getSourceMutable().assign(
          createLayoutCast(builder, op.getLoc(), value, source.dropEncoding()));
      continue;
    }
    if (!source) {
      builder.setInsertionPointAfter(op);
      op.getResult().setType(result.dropEncoding());
      Value laidOut =
          createLayoutCast(builder, op.getLoc(), op.getResult(), result);
      op.getResult().replaceAllUsesExcept(laidOut, laidOut.getDefiningOp());
      continue;
    }
    // The layout changes on the more static side: a transform of a tiled
    // layout needs a static shape.
    if (source.hasStaticShape()) {
      value = createLayoutCast(builder, op.getLoc(), value,
                               source.cloneWithEncoding(result.getEncoding()));
      if (value.getType() != result)
        value = tensor::CastOp::create(builder, op.getLoc(), result, value);
    } else {
      if (source.getShape() != result.getShape())
        value = tensor::CastOp::create(
            builder, op.getLoc(),
            result.cloneWithEncoding(source.getEncoding()), value);
      value = createLayoutCast(builder, op.getLoc(), value, result);
    }
    op.replaceAllUsesWith(value);
    op.erase();
  }
}

/// tensor.concat with a layout on any side -> tensor.empty in the result's
/// layout and one insert_slice per operand (ConcatAsInsertSlices.h).
static void decomposeConcats(ModuleOp module) {
  SmallVector<tensor::ConcatOp> concats;
  module.walk([&](tensor::ConcatOp op) {
    if (llvm::any_of(op->getOperandTypes(), hasLayout) ||
        hasLayout(op.getResultType()))
      concats.push_back(op);
  });
  for (tensor::ConcatOp op : concats) {
    OpBuilder builder(op);
    op.getResult().replaceAllUsesWith(buildConcatAsInsertSlices(
        builder, op.getLoc(), op.getDim(), op.getInputs(), op.getResultType()));
    op.erase();
  }
}

/// A new tensor in a layout (tensor.empty, bufferization.alloc_tensor) ->
/// a buffer of the physical size in `memorySpace`, padding filled, as a
/// writable tensor; upstream would allocate it by its logical shape alone.
static FailureOr<Value> allocateWritableTensor(Operation *op,
                                               RankedTensorType type,
                                               Attribute memorySpace,
                                               ValueRange dynamicSizes,
                                               int64_t bufferAlignment) {
  OpBuilder builder(op);
  FailureOr<Value> view =
      allocateLayoutBuffer(builder, op->getLoc(), type, /*fillPadding=*/true,
                           bufferAlignment, memorySpace, dynamicSizes);
  if (failed(view))
    return op->emitOpError("cannot allocate a buffer of ") << type;
  return bufferization::ToTensorOp::create(builder, op->getLoc(), type, *view,
                                           /*restrict=*/true,
                                           /*writable=*/true)
      .getResult();
}

static LogicalResult materializeNewTensors(ModuleOp module,
                                           int64_t bufferAlignment) {
  SmallVector<Operation *> allocations;
  module.walk([&](Operation *op) {
    if (isa<tensor::EmptyOp, bufferization::AllocTensorOp>(op) &&
        hasLayout(op->getResult(0).getType()))
      allocations.push_back(op);
  });
  for (Operation *op : allocations) {
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    auto alloc = dyn_cast<bufferization::AllocTensorOp>(op);
    Attribute memorySpace = alloc ? alloc.getMemorySpaceAttr() : Attribute();
    if (failed(getLayoutMemRefType(
            type, [&] { return op->emitOpError(); }, memorySpace)))
      return failure();
    // A copy's extents are those of the tensor copied (upstream allows no
    // sizes with it).
    SmallVector<Value> dynamicSizes;
    if (alloc && alloc.getCopy()) {
      OpBuilder builder(op);
      dynamicSizes = tensor::createDynamicDimValues(builder, op->getLoc(),
                                                    alloc.getCopy());
    } else {
      dynamicSizes =
          alloc ? llvm::to_vector(alloc.getDynamicSizes())
                : llvm::to_vector(cast<tensor::EmptyOp>(op).getDynamicSizes());
    }
    FailureOr<Value> tensor = allocateWritableTensor(
        op, type, memorySpace, dynamicSizes, bufferAlignment);
    if (failed(tensor))
      return failure();
    Value result = *tensor;
    // A copy of the same type: its elements, the padding filled above.
    if (alloc && alloc.getCopy()) {
      OpBuilder builder(op);
      result = linalg::CopyOp::create(builder, op->getLoc(),
                                      ValueRange{alloc.getCopy()},
                                      ValueRange{result})
                   .getResult(0);
    }
    op->replaceAllUsesWith(ValueRange{result});
    op->erase();
  }
  return success();
}

/// arith.constant in a layout -> a global holding the physical bytes,
/// padding included, as a read-only tensor.
static LogicalResult materializeConstants(ModuleOp module,
                                          int64_t bufferAlignment) {
  SmallVector<arith::ConstantOp> constants;
  module.walk([&](arith::ConstantOp op) {
    if (hasLayout(op.getType()))
      constants.push_back(op);
  });
  SymbolTable symbols(module);
  for (arith::ConstantOp op : constants) {
    auto type = cast<RankedTensorType>(op.getType());
    auto value = dyn_cast<ElementsAttr>(op.getValue());
    FailureOr<ElementsAttr> physical =
        value ? getPhysicalConstant(value) : FailureOr<ElementsAttr>();
    if (failed(physical))
      return op.emitOpError("with a layout cannot be laid out: needs a "
                            "dense or loaded dense_resource constant of "
                            "whole-byte elements");
    EncodingAttr layout = EncodingAttr::get(type);
    // A constant in a memory space is a global there.
    auto globalType = MemRefType::get(
        physical->getShapedType().getShape(), type.getElementType(),
        MemRefLayoutAttrInterface(), layout.getMemorySpace());
    int64_t alignment =
        std::max<int64_t>(bufferAlignment, layout.getBaseAlign());
    OpBuilder builder(module.getBodyRegion());
    auto global = memref::GlobalOp::create(
        builder, op.getLoc(), "__layout_constant",
        builder.getStringAttr("private"), globalType, *physical,
        /*constant=*/true, builder.getI64IntegerAttr(alignment));
    symbols.insert(global);

    builder.setInsertionPoint(op);
    Value buffer = memref::GetGlobalOp::create(builder, op.getLoc(), globalType,
                                               global.getName());
    MemRefType viewType = *getLayoutMemRefType(type);
    auto [strides, offset] = viewType.getStridesAndOffset();
    Value view = memref::ReinterpretCastOp::create(builder, op.getLoc(),
                                                   viewType, buffer, offset,
                                                   type.getShape(), strides);
    Value tensor = bufferization::ToTensorOp::create(builder, op.getLoc(), type,
                                                     view, /*restrict=*/true);
    op.replaceAllUsesWith(tensor);
    op.erase();
  }
  return success();
}

/// A constant in a layout whose physical data has more than `maxBytes` ->
/// the constant of its logical data (a dense_resource keeps its blob) and,
/// for each use, a transform to the layout, run by the program rather than
/// by the compiler. One transform per use: each is a buffer of its own, as
/// a constant destination needs (prepareInits).
static void deferLargeConstantLayouts(ModuleOp module, int64_t maxBytes) {
  if (maxBytes <= 0)
    return;
  module.walk([&](arith::ConstantOp op) {
    auto type = dyn_cast<RankedTensorType>(op.getType());
    EncodingAttr layout = type ? EncodingAttr::get(type) : EncodingAttr();
    if (!layout)
      return;
    std::optional<int64_t> bytes =
        layout.getAllocationSize(type.getShape(), type.getElementType());
    if (!bytes || *bytes <= maxBytes)
      return;
    auto logicalType =
        RankedTensorType::get(type.getShape(), type.getElementType());
    Attribute logical;
    if (auto dense = dyn_cast<DenseElementsAttr>(op.getValue()))
      logical = dense.reshape(logicalType);
    else if (auto resource = dyn_cast<DenseResourceElementsAttr>(op.getValue()))
      logical =
          DenseResourceElementsAttr::get(logicalType, resource.getRawHandle());
    else
      return;
    OpBuilder builder(op);
    Value constant = arith::ConstantOp::create(builder, op.getLoc(),
                                               cast<TypedAttr>(logical));
    for (OpOperand &use : llvm::make_early_inc_range(op->getUses())) {
      builder.setInsertionPoint(use.getOwner());
      use.set(TransformOp::create(builder, op.getLoc(), type, constant));
    }
    op.erase();
  });
}

/// Upstream bufferizes tensor.splat and tensor.generate into a buffer
/// allocated by type, which says nothing of a layout's padding, and only in
/// the default memory space. In a layout: a splat is a fill of a new tensor
/// in it (padding filled, in its memory space); a generate runs on a plain
/// tensor and one transform moves its result.
static void upstreamProducersInLayouts(ModuleOp module) {
  SmallVector<Operation *> producers;
  module.walk([&](Operation *op) {
    if (isa<tensor::SplatOp, tensor::GenerateOp>(op) &&
        hasLayout(op->getResult(0).getType()))
      producers.push_back(op);
  });
  for (Operation *op : producers) {
    OpBuilder builder(op);
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    Value result;
    if (auto splat = dyn_cast<tensor::SplatOp>(op)) {
      Value empty = tensor::EmptyOp::create(builder, op->getLoc(), type,
                                            splat.getDynamicSizes());
      result = linalg::FillOp::create(builder, op->getLoc(),
                                      ValueRange{splat.getInput()},
                                      ValueRange{empty})
                   .getResult(0);
    } else {
      op->getResult(0).setType(type.dropEncoding());
      builder.setInsertionPointAfter(op);
      result =
          TransformOp::create(builder, op->getLoc(), type, op->getResult(0));
      op->getResult(0).replaceAllUsesExcept(result, result.getDefiningOp());
      continue;
    }
    op->getResult(0).replaceAllUsesWith(result);
    op->erase();
  }
}

/// Upstream bufferizes a tensor.pad into a new buffer allocated by type,
/// which loses the layout (an identity buffer behind a layout's strides)
/// and cannot say how large its padding is. A static pad of one value into
/// an untiled layout becomes what it means: a new tensor in the layout
/// (allocated by materializeNewTensors, its own padding filled), the pad
/// value filled in, the operand inserted. Bufferized, that is a fill and a
/// copy into a view of the layout's buffer, which a kernel library can
/// take as a convolution's own padding (PaddedImages.h). A pad of untiled
/// dims of a tiled tensor becomes the same on its physical tensor
/// (lowerTiledLayouts). Any other pad into a layout (a tiled dim, an
/// index-dependent value, dynamic amounts) pads into the packed layout, in
/// the result's memory space, and one transform moves it.
static void padsIntoLayouts(ModuleOp module) {
  SmallVector<tensor::PadOp> pads;
  module.walk([&](tensor::PadOp op) {
    EncodingAttr layout = EncodingAttr::get(op.getResultType());
    if (layout && layout != layout.getPackedInSameSpace() &&
        !isPadOnPhysicalDims(op))
      pads.push_back(op);
  });
  for (tensor::PadOp op : pads) {
    RankedTensorType type = op.getResultType();
    Location loc = op.getLoc();
    OpBuilder builder(op);
    Value padValue;
    if (!EncodingAttr::get(type).isTiled() && type.hasStaticShape() &&
        op.getSourceType().hasStaticShape() && op.getLow().empty() &&
        op.getHigh().empty())
      padValue = getUniformPadValue(builder, op);
    if (padValue) {
      Value empty =
          tensor::EmptyOp::create(builder, loc, type.getShape(),
                                  type.getElementType(), type.getEncoding());
      Value filled = linalg::FillOp::create(builder, loc, ValueRange{padValue},
                                            ValueRange{empty})
                         .getResult(0);
      int64_t rank = type.getRank();
      SmallVector<OpFoldResult> sizes =
          tensor::getMixedSizes(builder, loc, op.getSource());
      SmallVector<OpFoldResult> strides(rank, builder.getIndexAttr(1));
      Value inserted =
          tensor::InsertSliceOp::create(builder, loc, op.getSource(), filled,
                                        op.getMixedLowPad(), sizes, strides);
      op.getResult().replaceAllUsesWith(inserted);
      op.erase();
      continue;
    }
    builder.setInsertionPointAfter(op);
    op.getResult().setType(EncodingAttr::withLayout(
        type, EncodingAttr::get(type).getPackedInSameSpace()));
    Value moved = TransformOp::create(builder, loc, type, op.getResult());
    op.getResult().replaceAllUsesExcept(moved, moved.getDefiningOp());
  }
}

/// Transforms left without a use (a constant destination the op does not
/// read, given a new tensor by prepareInits): bufferized, each would still
/// copy.
static void eraseDeadTransforms(ModuleOp module) {
  module.walk([](TransformOp op) {
    if (op->use_empty())
      op.erase();
  });
}

LogicalResult mlir::layout::prepareLayoutBufferization(
    ModuleOp module, int64_t bufferAlignment, int64_t maxConstantLayoutBytes) {
  deferLargeConstantLayouts(module, maxConstantLayoutBytes);
  upstreamProducersInLayouts(module);
  padsIntoLayouts(module);
  castsBetweenLayoutsAsTransforms(module);
  decomposeConcats(module);
  prepareViews(module);
  prepareInits(module);
  eraseDeadTransforms(module);
  copyReturnedBorrowedValues(module);
  return failure(failed(lowerTiledLayouts(module, bufferAlignment)) ||
                 failed(materializeNewTensors(module, bufferAlignment)) ||
                 failed(materializeConstants(module, bufferAlignment)));
}

LogicalResult mlir::layout::verifyBufferizationOptions(
    MLIRContext *context, StringRef passName, int64_t bufferAlignment,
    int64_t maxConstantLayoutBytes) {
  if (bufferAlignment != 0 && !llvm::isPowerOf2_64(bufferAlignment))
    return emitError(UnknownLoc::get(context))
           << passName << ": buffer-alignment must be 0 or a power of two, got "
           << bufferAlignment;
  if (maxConstantLayoutBytes < 0)
    return emitError(UnknownLoc::get(context))
           << passName << ": max-constant-layout-bytes must not be negative, "
           << "got " << maxConstantLayoutBytes;
  return success();
}

namespace {
struct LayoutPrepareBufferizationPass
    : public layout::impl::LayoutPrepareBufferizationBase<
          LayoutPrepareBufferizationPass> {
  using LayoutPrepareBufferizationBase::LayoutPrepareBufferizationBase;

  LogicalResult initialize(MLIRContext *context) override {
    return verifyBufferizationOptions(context, getArgument(), bufferAlignment,
                                      maxConstantLayoutBytes);
  }

  void runOnOperation() override {
    if (failed(prepareLayoutBufferization(getOperation(), bufferAlignment,
                                          maxConstantLayoutBytes)))
      signalPassFailure();
  }
};
} // namespace
