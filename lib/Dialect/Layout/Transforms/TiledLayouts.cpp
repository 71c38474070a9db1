//===- TiledLayouts.cpp - Tiled tensors as physical tensors ---------------===//
//
// Before bufferization, tensors in tiled (blocked) layouts become tensors of
// their physical shape: NCHW16c of tensor<1x32x56x56xf32> becomes
// tensor<1x2x56x56x16xf32>. That is the buffer the layout describes, packed
// row-major, so one-shot bufferization, function boundaries and the C
// interface treat it like any other. The logical view is gone after this
// step, so only ops that do not index logically keep working on it:
// transforms (a layout.copy between the two buffers, which code generation
// turns into loops or kernels),
// element-wise ops (over the whole buffer where there is no padding,
// otherwise on elements only, padding keeping its pad value),
// constants (laid out at compile time), empty tensors, pads of untiled
// dims (a pad of the physical tensor), and structured ops whose loops
// split over tiles (TiledStructuredOps.cpp). Any other op
// runs on plain tensors between transforms, as at a kernel boundary.
//
// A physical tensor does not say its logical extents (a tile of 8 over 13
// elements and over 16 fill the same two tiles). Where the shape is
// dynamic, a tiled tensor therefore becomes its physical tensor and the
// extents of its dynamic dims (a 1:N conversion): function signatures,
// calls, loops and layout.copy carry them, and physical extents, loops and
// padding tests are computed from them at run time.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "Dialect/Layout/Utils/PhysicalPositions.h"
#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
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
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::layout;

EncodingAttr mlir::layout::getTiledLayout(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  EncodingAttr layout = ranked ? EncodingAttr::get(ranked) : nullptr;
  return layout && layout.isTiled() ? layout : nullptr;
}

Type mlir::layout::getPhysicalType(Type type) {
  if (!getTiledLayout(type))
    return type;
  return getPhysicalTensorType(cast<RankedTensorType>(type));
}

TiledLayoutTypeConverter::TiledLayoutTypeConverter() {
  addConversion([](Type type) { return type; });
  // A physical buffer does not hold the logical extents of a tiled tensor
  // (a tile of 8 over 13 elements and over 16 fill the same two tiles):
  // the extents of the dynamic dims travel beside it.
  addConversion([](RankedTensorType type, SmallVectorImpl<Type> &results)
                    -> std::optional<LogicalResult> {
    if (!getTiledLayout(type)) {
      results.push_back(type);
      return success();
    }
    results.push_back(getPhysicalTensorType(type));
    results.append(type.getNumDynamicDims(), IndexType::get(type.getContext()));
    return success();
  });
}

/// The extents of the dynamic dims of a tensor of `type` that has become
/// `converted`: those beside the physical tensor of a tiled layout, or
/// read off an untiled tensor.
static SmallVector<Value> getDynamicSizes(OpBuilder &b, Location loc,
                                          RankedTensorType type,
                                          ValueRange converted) {
  if (getTiledLayout(type))
    return llvm::to_vector(converted.drop_front());
  return tensor::createDynamicDimValues(b, loc, converted.front());
}

SmallVector<Value> mlir::layout::getTiledValues(Value physical,
                                                ValueRange sizes) {
  SmallVector<Value> values{physical};
  llvm::append_range(values, sizes);
  return values;
}

//===----------------------------------------------------------------------===//
// layout.transform
//===----------------------------------------------------------------------===//

/// Builds `extents.size()` nested scf.for loops carrying `init`, with `body`
/// (given the induction variables and the carried tensor, returning the
/// next one) innermost. Returns the result of the outermost loop.
static Value
buildLoopNest(OpBuilder &builder, Location loc, ValueRange extents, Value init,
              function_ref<Value(OpBuilder &, ValueRange, Value)> body) {
  SmallVector<Value> ivs;
  std::function<Value(OpBuilder &, size_t, Value)> build =
      [&](OpBuilder &b, size_t k, Value carried) -> Value {
    if (k == extents.size())
      return body(b, ivs, carried);
    IndexBuilder ib{b, loc};
    auto loop = scf::ForOp::create(
        b, loc, ib.constant(0), extents[k], ib.constant(1), ValueRange{carried},
        [&](OpBuilder &nested, Location, Value iv, ValueRange args) {
          ivs.push_back(iv);
          Value next = build(nested, k + 1, args.front());
          ivs.pop_back();
          scf::YieldOp::create(nested, loc, next);
        });
    return loop.getResult(0);
  };
  return build(builder, 0, init);
}

/// A writable buffer for the physical tensor of tiled `type` whose dynamic
/// dims have extents `dynamicSizes`, aligned to the layout's base
/// alignment, optionally filled with the pad value.
static Value allocatePhysicalTensor(OpBuilder &b, Location loc,
                                    RankedTensorType type,
                                    ValueRange dynamicSizes, int64_t alignment,
                                    bool fillWithPadValue,
                                    Attribute memorySpace = {}) {
  EncodingAttr layout = EncodingAttr::get(type);
  RankedTensorType physical = getPhysicalTensorType(type);
  // (Preparation refused an alloc_tensor in another space than the
  // layout's.)
  if (!memorySpace)
    memorySpace = layout.getMemorySpace();
  auto memrefType =
      MemRefType::get(physical.getShape(), physical.getElementType(),
                      MemRefLayoutAttrInterface(), memorySpace);
  Value buffer = memref::AllocOp::create(
      b, loc, memrefType,
      getDynamicPhysicalExtents(IndexBuilder{b, loc}, layout, type.getShape(),
                                dynamicSizes),
      b.getI64IntegerAttr(std::max(alignment, layout.getBaseAlign())));
  if (fillWithPadValue && layout.getPadKind() != PadKind::Undefined) {
    Value pad = createPadValue(b, loc, layout, type.getElementType());
    linalg::FillOp::create(b, loc, ValueRange{pad}, ValueRange{buffer});
  }
  return bufferization::ToTensorOp::create(b, loc, physical, buffer,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}

/// Writes physical position `ivs` of a tiled destination (the carried
/// tensor): the element `read` gives at its logical index, or the pad value
/// where it is padding (nothing for undefined padding). Returns the next
/// tensor.
static Value
writePhysicalPosition(OpBuilder &b, Location loc, EncodingAttr layout,
                      RankedTensorType type, ValueRange dynamicSizes,
                      ValueRange ivs, Value carried,
                      function_ref<Value(OpBuilder &, ValueRange)> read) {
  IndexBuilder ib{b, loc};
  DecodedPosition position =
      decodePhysicalPosition(ib, layout, type.getShape(), ivs, dynamicSizes);
  return ib.select(
      position.inBounds,
      [&](OpBuilder &nested) -> Value {
        return tensor::InsertOp::create(
            nested, loc, read(nested, position.logical), carried, ivs);
      },
      [&](OpBuilder &nested) -> Value {
        if (layout.getPadKind() == PadKind::Undefined)
          return carried;
        return tensor::InsertOp::create(
            nested, loc,
            createPadValue(nested, loc, layout, type.getElementType()), carried,
            ivs);
      });
}

/// Where `type`'s layout places its elements: the layout without what its
/// padding holds and its base alignment.
static EncodingAttr getPlacement(RankedTensorType type) {
  return EncodingAttr::getOrPacked(type).withoutPadValue().withBaseAlign(0);
}

bool mlir::layout::isPositionIndependent(linalg::GenericOp op) {
  if (!llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }) ||
      op.getNumLoops() != op.getNumParallelLoops() ||
      op.getBody()
          ->walk([](linalg::IndexOp) { return WalkResult::interrupt(); })
          .wasInterrupted())
    return false;
  // Two layouts of one physical shape may place elements apart (a tile
  // placed elsewhere, another order over unit dims).
  auto output = cast<RankedTensorType>(op.getOutputs().front().getType());
  EncodingAttr placement = getPlacement(output);
  return llvm::all_of(op->getOperandTypes(), [&](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return !tensor || EncodingAttr::isEquivalent(getPlacement(tensor),
                                                 placement, output.getShape());
  });
}

/// A pattern that allocates physical buffers, aligned to at least
/// `alignment` bytes.
template <typename OpT>
struct AllocatingPattern : public OpConversionPattern<OpT> {
  AllocatingPattern(const TypeConverter &converter, MLIRContext *context,
                    int64_t alignment)
      : OpConversionPattern<OpT>(converter, context), alignment(alignment) {}

  int64_t alignment;
};

namespace {
/// A transform to or from a tiled layout: a new buffer for the destination
/// (the physical one of a tiled layout) and a layout.copy into it from the
/// source's buffer, which code generation turns into loops or a kernel.
struct TiledTransformLowering : public AllocatingPattern<TransformOp> {
  using AllocatingPattern::AllocatingPattern;

  LogicalResult
  matchAndRewrite(TransformOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType sourceType = op.getSourceType();
    RankedTensorType destType = op.getResultType();
    EncodingAttr sourceTiled = getTiledLayout(sourceType);
    EncodingAttr destTiled = getTiledLayout(destType);
    if (!sourceTiled && !destTiled)
      return failure();
    Location loc = op.getLoc();
    SmallVector<Value> sizes =
        getDynamicSizes(rewriter, loc, sourceType, adaptor.getSource());
    Value source = bufferization::ToBufferOp::create(
        rewriter, loc, getBufferType(sourceType), adaptor.getSource().front(),
        /*read_only=*/true);
    int64_t destAlign =
        std::max(alignment, EncodingAttr::getOrPacked(destType).getBaseAlign());
    Value dest;
    if (destTiled) {
      dest = memref::AllocOp::create(
          rewriter, loc, getBufferType(destType),
          getDynamicPhysicalExtents(IndexBuilder{rewriter, loc}, destTiled,
                                    destType.getShape(), sizes),
          rewriter.getI64IntegerAttr(destAlign));
    } else {
      FailureOr<Value> view =
          allocateLayoutBuffer(rewriter, loc, destType, /*fillPadding=*/false,
                               alignment, /*memorySpace=*/{}, sizes);
      if (failed(view))
        return rewriter.notifyMatchFailure(op, "cannot allocate the result");
      dest = *view;
    }
    // A tiled source lives in a buffer of ours, allocated at `alignment`.
    IntegerAttr sourceAlign =
        sourceTiled ? rewriter.getI64IntegerAttr(
                          std::max(alignment, sourceTiled.getBaseAlign()))
                    : nullptr;
    // (A side is tiled: the copy takes the dynamic extents, none where
    // the shape is static.)
    CopyOp::create(rewriter, loc, source, dest, sizes,
                   TypeAttr::get(sourceType), TypeAttr::get(destType),
                   sourceAlign, rewriter.getI64IntegerAttr(destAlign));
    Value result = bufferization::ToTensorOp::create(
        rewriter, loc, destTiled ? getPhysicalTensorType(destType) : destType,
        dest,
        /*restrict=*/true, /*writable=*/true);
    rewriter.replaceOpWithMultiple(op,
                                   {destTiled ? getTiledValues(result, sizes)
                                              : SmallVector<Value>{result}});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Producers and element-wise ops
//===----------------------------------------------------------------------===//

/// tensor.empty -> a physical buffer, padding holding the pad value.
struct TiledEmptyLowering : public AllocatingPattern<tensor::EmptyOp> {
  using AllocatingPattern::AllocatingPattern;

  LogicalResult
  matchAndRewrite(tensor::EmptyOp op, OneToNOpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!getTiledLayout(op.getType()))
      return failure();
    // (Index operands are not converted.)
    SmallVector<Value> sizes = llvm::to_vector(op.getDynamicSizes());
    Value physical =
        allocatePhysicalTensor(rewriter, op.getLoc(), op.getType(), sizes,
                               alignment, /*fillWithPadValue=*/true);
    rewriter.replaceOpWithMultiple(op, {getTiledValues(physical, sizes)});
    return success();
  }
};

/// bufferization.alloc_tensor -> a physical buffer in its memory space,
/// holding the pad value or, for a copy, the copied physical tensor.
struct TiledAllocTensorLowering
    : public AllocatingPattern<bufferization::AllocTensorOp> {
  using AllocatingPattern::AllocatingPattern;

  LogicalResult
  matchAndRewrite(bufferization::AllocTensorOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!getTiledLayout(op.getType()))
      return failure();
    // A copy's extents are those of the tensor copied.
    ValueRange copy = adaptor.getCopy();
    SmallVector<Value> sizes = copy.empty()
                                   ? llvm::to_vector(op.getDynamicSizes())
                                   : llvm::to_vector(copy.drop_front());
    Value tensor = allocatePhysicalTensor(
        rewriter, op.getLoc(), op.getType(), sizes, alignment,
        /*fillWithPadValue=*/copy.empty(), op.getMemorySpaceAttr());
    if (!copy.empty())
      tensor =
          linalg::CopyOp::create(rewriter, op.getLoc(),
                                 ValueRange{copy.front()}, ValueRange{tensor})
              .getResult(0);
    rewriter.replaceOpWithMultiple(op, {getTiledValues(tensor, sizes)});
    return success();
  }
};

/// tensor.pad of untiled dims of a tiled tensor -> a new physical buffer,
/// the pad value filled in, the operand's physical tensor inserted: each
/// padded dim is one physical dim, and the tiles are alike in both. That is
/// what a pad into an untiled layout becomes (BufferizationPreparation.cpp),
/// so a kernel library can take it as a convolution's own padding.
struct TiledPadLowering : public AllocatingPattern<tensor::PadOp> {
  using AllocatingPattern::AllocatingPattern;

  LogicalResult
  matchAndRewrite(tensor::PadOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isPadOnPhysicalDims(op))
      return failure();
    Location loc = op.getLoc();
    RankedTensorType type = op.getResultType();
    Value padValue = getUniformPadValue(rewriter, op);
    Value source = adaptor.getSource().front();
    Value filled =
        linalg::FillOp::create(rewriter, loc, ValueRange{padValue},
                               ValueRange{allocatePhysicalTensor(
                                   rewriter, loc, type, {}, alignment,
                                   /*fillWithPadValue=*/false)})
            .getResult(0);
    SmallVector<OpFoldResult> offsets, sizes, strides;
    for (int64_t dim : getTiledLayout(type).getPhysicalOrder(type.getRank()))
      offsets.push_back(rewriter.getIndexAttr(
          dim < type.getRank() ? op.getStaticLow()[dim] : 0));
    for (int64_t size : cast<RankedTensorType>(source.getType()).getShape()) {
      sizes.push_back(rewriter.getIndexAttr(size));
      strides.push_back(rewriter.getIndexAttr(1));
    }
    Value inserted = tensor::InsertSliceOp::create(
        rewriter, loc, source, filled, offsets, sizes, strides);
    rewriter.replaceOpWithMultiple(op, {getTiledValues(inserted, {})});
    return success();
  }
};

/// A dense (or dense_resource) constant -> the constant of its physical
/// buffer, padding
/// included (laid out at compile time).
struct TiledConstantLowering : public OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getType());
    auto value = dyn_cast<ElementsAttr>(op.getValue());
    if (!type || !getTiledLayout(type) || !value)
      return failure();
    FailureOr<ElementsAttr> physical =
        getPhysicalConstant(value, /*physicalShape=*/true);
    if (failed(physical))
      return rewriter.notifyMatchFailure(op, "not whole-byte elements");
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op,
                                                   cast<TypedAttr>(*physical));
    return success();
  }
};

/// Whether an element-wise op producing `type` may compute over its whole
/// physical buffer: only when the layout has no padding in this shape.
/// Otherwise padding must keep its pad value (or, undefined, not be
/// written at all), and inputs' padding must not be read.
static bool coversOnlyElements(RankedTensorType type) {
  EncodingAttr layout = getTiledLayout(type);
  return !layout || !layout.hasPadding(type.getShape());
}

/// The types tensors of `types` become: a tiled tensor its physical tensor.
static SmallVector<Type> getPhysicalTypes(TypeRange types) {
  return llvm::to_vector(llvm::map_range(types, getPhysicalType));
}

/// The physical tensors of converted operands (their first values).
static SmallVector<Value> getPhysicalValues(ArrayRef<ValueRange> operands) {
  return llvm::to_vector(
      llvm::map_range(operands, [](ValueRange v) { return v.front(); }));
}

/// Replaces `op` by `results`, each tiled result with `sizes` beside it.
static void replaceWithPhysical(ConversionPatternRewriter &rewriter,
                                Operation *op, ValueRange results,
                                ValueRange sizes) {
  SmallVector<SmallVector<Value>> replacements;
  for (auto [original, result] : llvm::zip_equal(op->getResults(), results))
    replacements.push_back(getTiledLayout(original.getType())
                               ? getTiledValues(result, sizes)
                               : SmallVector<Value>{result});
  rewriter.replaceOpWithMultiple(op, std::move(replacements));
}

/// The dynamic extents shared by the tensors of an element-wise op: those
/// of its first tensor operand.
static SmallVector<Value> getElementwiseSizes(OpBuilder &b, Operation *op,
                                              ArrayRef<ValueRange> operands) {
  for (auto [value, converted] : llvm::zip_equal(op->getOperands(), operands))
    if (auto type = dyn_cast<RankedTensorType>(value.getType()))
      return getDynamicSizes(b, op->getLoc(), type, converted);
  return {};
}

/// An element-wise computation into a tiled destination with padding, as
/// loops over its physical buffer (`init`, not read): each element position
/// gets `compute` of the operands' elements at that same position (all
/// operands share the layout), padding gets the pad value. `sizes` are the
/// extents of the dynamic dims.
static Value
buildPaddedElementwise(OpBuilder &b, Location loc, RankedTensorType type,
                       ValueRange sizes, Value init, ValueRange operands,
                       function_ref<Value(OpBuilder &, ValueRange)> compute) {
  EncodingAttr layout = getTiledLayout(type);
  return buildLoopNest(
      b, loc,
      getPhysicalExtents(IndexBuilder{b, loc}, layout, type.getShape(), sizes),
      init, [&](OpBuilder &body, ValueRange ivs, Value carried) -> Value {
        return writePhysicalPosition(
            body, loc, layout, type, sizes, ivs, carried,
            [&](OpBuilder &nested, ValueRange) -> Value {
              SmallVector<Value> elements;
              for (Value operand : operands)
                elements.push_back(
                    tensor::ExtractOp::create(nested, loc, operand, ivs));
              return compute(nested, elements);
            });
      });
}

/// An element-wise op without regions, on physical tensors.
struct TiledElementwiseLowering : public ConversionPattern {
  TiledElementwiseLowering(const TypeConverter &converter, MLIRContext *context,
                           int64_t alignment)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1,
                          context),
        alignment(alignment) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<ValueRange> adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() != 0)
      return failure();
    if (op->getNumResults() > 1 &&
        !llvm::all_of(op->getResultTypes(), [](Type type) {
          auto tensor = dyn_cast<RankedTensorType>(type);
          return !tensor || coversOnlyElements(tensor);
        }))
      return rewriter.notifyMatchFailure(op, "several results and padding");
    Location loc = op->getLoc();
    SmallVector<Value> operands = getPhysicalValues(adaptor);
    SmallVector<Value> sizes = getElementwiseSizes(rewriter, op, adaptor);
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (op->getNumResults() == 1 && type && !coversOnlyElements(type)) {
      Value init = allocatePhysicalTensor(rewriter, loc, type, sizes, alignment,
                                          /*fillWithPadValue=*/false);
      Value result = buildPaddedElementwise(
          rewriter, loc, type, sizes, init, operands,
          [&](OpBuilder &b, ValueRange elements) -> Value {
            OperationState state(loc, op->getName(), elements,
                                 type.getElementType(), op->getAttrs());
            return b.create(state)->getResult(0);
          });
      replaceWithPhysical(rewriter, op, result, sizes);
      return success();
    }
    OperationState state(loc, op->getName(), operands,
                         getPhysicalTypes(op->getResultTypes()),
                         op->getAttrs());
    replaceWithPhysical(rewriter, op, rewriter.create(state)->getResults(),
                        sizes);
    return success();
  }

  int64_t alignment;
};

/// An element-wise linalg.generic on tiled tensors: a generic over the
/// physical dims where the layout has no padding, otherwise loops that
/// compute the body on elements only (padding keeps its pad value).
struct TiledGenericLowering : public OpConversionPattern<linalg::GenericOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(linalg::GenericOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isElementwiseOnPhysicalBuffers(op))
      return failure();
    SmallVector<Value> inputs = getPhysicalValues(adaptor.getInputs());
    SmallVector<Value> outputs = getPhysicalValues(adaptor.getOutputs());
    auto physical = dyn_cast<RankedTensorType>(outputs.front().getType());
    if (!physical)
      return failure();
    for (Value operand : llvm::concat<Value>(inputs, outputs))
      if (operand.getType() != physical)
        return rewriter.notifyMatchFailure(op, "operands differ in layout");
    auto type = cast<RankedTensorType>(op.getOutputs().front().getType());
    SmallVector<Value> sizes = getDynamicSizes(rewriter, op.getLoc(), type,
                                               adaptor.getOutputs().front());
    if (!coversOnlyElements(type)) {
      Block *body = op.getBody();
      Value result = buildPaddedElementwise(
          rewriter, op.getLoc(), type, sizes, outputs.front(), inputs,
          [&](OpBuilder &b, ValueRange elements) -> Value {
            IRMapping mapping;
            mapping.map(body->getArguments().take_front(elements.size()),
                        elements);
            for (Operation &inner : body->without_terminator())
              b.clone(inner, mapping);
            return mapping.lookupOrDefault(
                body->getTerminator()->getOperand(0));
          });
      replaceWithPhysical(rewriter, op, result, sizes);
      return success();
    }
    int64_t rank = physical.getRank();
    SmallVector<AffineMap> maps(op->getNumOperands(),
                                rewriter.getMultiDimIdentityMap(rank));
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, op.getLoc(), getPhysicalTypes(op.getResultTypes()), inputs,
        outputs, maps, iterators);
    rewriter.inlineRegionBefore(op.getRegion(), generic.getRegion(),
                                generic.getRegion().end());
    replaceWithPhysical(rewriter, op, generic.getResults(), sizes);
    return success();
  }
};

/// linalg.fill of a tiled tensor: elements get the value, padding keeps the
/// pad value (written in the same sweep), undefined padding is left alone.
struct TiledFillLowering : public OpConversionPattern<linalg::FillOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(linalg::FillOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getOutputs().front().getType());
    EncodingAttr layout = type ? getTiledLayout(type) : nullptr;
    if (!layout || op->getNumResults() != 1)
      return failure();
    Location loc = op.getLoc();
    Value value = adaptor.getInputs().front().front();
    ValueRange output = adaptor.getOutputs().front();
    SmallVector<Value> sizes = llvm::to_vector(output.drop_front());
    // Without padding every physical position is an element: one fill of
    // the physical tensor, which a kernel library can also take over.
    if (!layout.hasPadding(type.getShape())) {
      auto fill = linalg::FillOp::create(rewriter, loc, ValueRange{value},
                                         ValueRange{output.front()});
      replaceWithPhysical(rewriter, op, fill.getResults(), sizes);
      return success();
    }
    Value result = buildLoopNest(
        rewriter, loc,
        getPhysicalExtents(IndexBuilder{rewriter, loc}, layout, type.getShape(),
                           sizes),
        output.front(),
        [&](OpBuilder &b, ValueRange ivs, Value carried) -> Value {
          return writePhysicalPosition(
              b, loc, layout, type, sizes, ivs, carried,
              [&](OpBuilder &, ValueRange) { return value; });
        });
    replaceWithPhysical(rewriter, op, result, sizes);
    return success();
  }
};

} // namespace

bool mlir::layout::isPadOnPhysicalDims(tensor::PadOp pad) {
  EncodingAttr layout = getTiledLayout(pad.getResultType());
  return layout && isMovablePad(pad) && canPadRunIn(pad, layout);
}

bool mlir::layout::isElementwiseOnPhysicalBuffers(linalg::GenericOp op) {
  if (!isPositionIndependent(op))
    return false;
  auto type = cast<RankedTensorType>(op.getOutputs().front().getType());
  return coversOnlyElements(type) ||
         (op->getNumResults() == 1 &&
          !op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)));
}

void mlir::layout::populateTiledLayoutLoweringPatterns(
    const TiledLayoutTypeConverter &converter, RewritePatternSet &patterns,
    int64_t alignment) {
  MLIRContext *context = patterns.getContext();
  patterns
      .add<TiledTransformLowering, TiledEmptyLowering, TiledAllocTensorLowering,
           TiledElementwiseLowering, TiledPadLowering>(converter, context,
                                                       alignment);
  patterns.add<TiledConstantLowering, TiledGenericLowering, TiledFillLowering>(
      converter, context);
  populateTiledViewLoweringPatterns(converter, patterns);
  populateTiledStructuredOpLoweringPatterns(converter, patterns);
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  populateCallOpTypeConversionPattern(patterns, converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
}
