//===- BufferizableOpInterfaceImpl.cpp - Bufferization of layout ops ------===//

#include "tensor-layout/Dialect/Layout/Transforms/BufferizableOpInterfaceImpl.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::layout;

/// The extents of `type`'s dynamic dims, those of `buffer` (of the same
/// logical shape).
static SmallVector<Value> getDynamicSizes(OpBuilder &builder, Location loc,
                                          Value buffer, RankedTensorType type) {
  SmallVector<Value> sizes;
  for (auto [dim, extent] : llvm::enumerate(type.getShape()))
    if (ShapedType::isDynamic(extent))
      sizes.push_back(memref::DimOp::create(builder, loc, buffer, dim));
  return sizes;
}

/// The logical extents of a view's result, from those of its source's
/// buffer: permuted by a relabel, widened by the halo an expand_halo shows.
static SmallVector<OpFoldResult> getResultSizes(OpBuilder &builder,
                                                RelabelOp op, Value source) {
  SmallVector<OpFoldResult> sourceSizes =
      memref::getMixedSizes(builder, op.getLoc(), source);
  return llvm::map_to_vector(op.getPermutation(),
                             [&](int64_t dim) { return sourceSizes[dim]; });
}
static SmallVector<OpFoldResult> getResultSizes(OpBuilder &builder,
                                                ExpandHaloOp op, Value source) {
  EncodingAttr layout = EncodingAttr::getOrPacked(op.getSourceType());
  SmallVector<OpFoldResult> sizes =
      memref::getMixedSizes(builder, op.getLoc(), source);
  for (auto [dim, size] : llvm::enumerate(sizes)) {
    int64_t halo = layout.getLowPadding(dim) + layout.getHighPadding(dim);
    if (halo == 0)
      continue;
    if (std::optional<int64_t> extent = getConstantIntValue(size))
      size = builder.getIndexAttr(*extent + halo);
    else
      size = arith::AddIOp::create(
                 builder, op.getLoc(), cast<Value>(size),
                 arith::ConstantIndexOp::create(builder, op.getLoc(), halo))
                 .getResult();
  }
  return sizes;
}

namespace {

/// The part common to layout ops: a result's buffer has the strides of its
/// layout.
template <typename ConcreteModel, typename ConcreteOp>
struct LayoutOpInterface
    : public BufferizableOpInterface::ExternalModel<ConcreteModel, ConcreteOp> {
  FailureOr<BufferLikeType> getBufferType(Operation *op, Value value,
                                          const BufferizationOptions &,
                                          const BufferizationState &,
                                          SmallVector<Value> &) const {
    auto type = cast<RankedTensorType>(value.getType());
    FailureOr<MemRefType> memrefType =
        getLayoutMemRefType(type, [&] { return op->emitOpError(); });
    if (failed(memrefType))
      return failure();
    return cast<BufferLikeType>(*memrefType);
  }
};

/// A new buffer of `resultType` holding the tensor in `source`, a buffer of
/// `sourceType`: a layout.copy, which code generation (the LayoutCopyTo*
/// conversions) turns into loops or a kernel, then the row metadata where
/// both layouts keep it on the same rows.
static FailureOr<Value> copyIntoNewBuffer(RewriterBase &rewriter, Operation *op,
                                          const BufferizationOptions &options,
                                          Value source,
                                          RankedTensorType sourceType,
                                          RankedTensorType resultType) {
  Location loc = op->getLoc();
  if (failed(
          getLayoutMemRefType(resultType, [&] { return op->emitOpError(); })))
    return failure();
  FailureOr<Value> dest = allocateLayoutBuffer(
      rewriter, loc, resultType,
      /*fillPadding=*/false, options.bufferAlignment,
      /*memorySpace=*/{}, getDynamicSizes(rewriter, loc, source, resultType));
  if (failed(dest))
    return op->emitOpError("cannot allocate a buffer of ") << resultType;
  int64_t destAlign =
      std::max<int64_t>(options.bufferAlignment,
                        EncodingAttr::getOrPacked(resultType).getBaseAlign());
  CopyOp::create(rewriter, loc, source, *dest, /*sizes=*/ValueRange(),
                 TypeAttr::get(sourceType), TypeAttr::get(resultType),
                 /*source_alignment=*/nullptr,
                 rewriter.getI64IntegerAttr(destAlign));
  if (EncodingAttr::keepsRowMetadata(EncodingAttr::get(sourceType),
                                     EncodingAttr::get(resultType),
                                     resultType.getShape())) {
    // (Named, so that every compiler builds the two views in one order.)
    Value from = viewRowMetadata(rewriter, loc, source, sourceType);
    Value to = viewRowMetadata(rewriter, loc, *dest, resultType);
    copyElements(rewriter, loc, from, to,
                 EncodingAttr::get(resultType)
                     .getRowMetadataTensorType(resultType.getShape()));
  }
  return *dest;
}

/// The layout ops whose result is a new buffer that they fill from their
/// operands, which they read and do not alias.
template <typename ConcreteModel, typename ConcreteOp>
struct CopyingOpInterface
    : public LayoutOpInterface<ConcreteModel, ConcreteOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return true;
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }
  bool bufferizesToAllocation(Operation *, Value) const { return true; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &,
                                      const AnalysisState &) const {
    return {};
  }
};

/// layout.transform: a new buffer of the result layout holding its
/// operand (copyIntoNewBuffer).
struct TransformOpInterface
    : public CopyingOpInterface<TransformOpInterface, TransformOp> {

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto transform = cast<TransformOp>(op);
    FailureOr<Value> source =
        getBuffer(rewriter, transform.getSource(), options, state);
    if (failed(source))
      return failure();
    FailureOr<Value> dest =
        copyIntoNewBuffer(rewriter, op, options, *source,
                          transform.getSourceType(), transform.getResultType());
    if (failed(dest))
      return failure();
    replaceOpWithBufferizedValues(rewriter, op, *dest);
    return success();
  }
};

/// layout.fuse_metadata: a new buffer of the fused layout holding the data
/// (copyIntoNewBuffer), the metadata copied into its rows' ends.
struct FuseMetadataOpInterface
    : public CopyingOpInterface<FuseMetadataOpInterface, FuseMetadataOp> {

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto fuse = cast<FuseMetadataOp>(op);
    FailureOr<Value> data = getBuffer(rewriter, fuse.getData(), options, state);
    FailureOr<Value> metadata =
        getBuffer(rewriter, fuse.getMetadata(), options, state);
    if (failed(data) || failed(metadata))
      return failure();
    RankedTensorType resultType = fuse.getType();
    FailureOr<Value> dest = copyIntoNewBuffer(
        rewriter, op, options, *data, fuse.getData().getType(), resultType);
    if (failed(dest))
      return failure();
    copyElements(rewriter, op->getLoc(), *metadata,
                 viewRowMetadata(rewriter, op->getLoc(), *dest, resultType),
                 fuse.getMetadata().getType());
    replaceOpWithBufferizedValues(rewriter, op, *dest);
    return success();
  }
};

/// What the layout ops that view their operand's buffer share: they
/// neither read nor write it, and each result is a view of it in its
/// memory space, of the type ConcreteModel::getResultBufferType gives.
template <typename ConcreteModel, typename ConcreteOp>
struct BufferViewInterface
    : public BufferizableOpInterface::ExternalModel<ConcreteModel, ConcreteOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return false;
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &,
                                      const AnalysisState &) const {
    AliasingValueList views;
    for (OpResult result : op->getResults())
      views.addAlias({result, BufferRelation::Unknown});
    return views;
  }

  FailureOr<BufferLikeType>
  getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                const BufferizationState &state,
                SmallVector<Value> &invocationStack) const {
    auto view = cast<ConcreteOp>(op);
    FailureOr<BufferLikeType> source = bufferization::getBufferType(
        view.getSource(), options, state, invocationStack);
    if (failed(source))
      return failure();
    FailureOr<MemRefType> type = ConcreteModel::getResultBufferType(
        view, value, cast<MemRefType>(*source));
    if (failed(type))
      return failure();
    return cast<BufferLikeType>(*type);
  }
};

/// Whether `buffer` has the type of `type`'s layout buffer: the whole buffer
/// of a tensor in that layout, rather than a view into a larger one (a
/// slice, or a reshape of one), whose offset and strides are its own.
static bool isLayoutBuffer(MemRefType buffer, RankedTensorType type) {
  FailureOr<MemRefType> layoutType =
      getLayoutMemRefType(type, /*emitError=*/{}, buffer.getMemorySpace());
  return succeeded(layoutType) && *layoutType == buffer;
}

/// The view of a relabel's operand buffer that is not its layout's whole
/// buffer: the same offset and the strides permuted, as memref.transpose
/// gives.
static FailureOr<MemRefType> getForeignViewType(RelabelOp op,
                                                MemRefType source) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(source.getStridesAndOffset(strides, offset)))
    return op->emitOpError("cannot view a buffer without strides: ") << source;
  SmallVector<int64_t> resultStrides = llvm::map_to_vector(
      op.getPermutation(), [&](int64_t dim) { return strides[dim]; });
  return MemRefType::get(
      op.getResultType().getShape(), source.getElementType(),
      StridedLayoutAttr::get(op.getContext(), offset, resultStrides),
      source.getMemorySpace());
}
static Value viewForeignBuffer(OpBuilder &builder, RelabelOp op, Value source,
                               MemRefType type) {
  auto permutation = AffineMap::getPermutationMap(
      llvm::map_to_vector(op.getPermutation(),
                          [](int64_t dim) { return unsigned(dim); }),
      op.getContext());
  return memref::TransposeOp::create(builder, op.getLoc(), type, source,
                                     AffineMapAttr::get(permutation));
}

/// An expand_halo views its operand's buffer from the layout's first
/// position, which a view into a larger buffer does not start at. (Slices
/// of tensors in a layout are copied into buffers of their own, so this
/// guards against views that a future rewrite might introduce.)
static FailureOr<MemRefType> getForeignViewType(ExpandHaloOp op,
                                                MemRefType source) {
  return op->emitOpError("cannot show the halo of a slice of a larger "
                         "buffer: ")
         << source;
}

/// layout.relabel and layout.expand_halo: a view of the operand's buffer
/// (dims renamed, or the halo seen as elements). Of the whole buffer of the
/// operand's layout, the view is the result layout's buffer; of a view into
/// a larger buffer (a relabelled slice), one with that view's offset.
template <typename ViewOp>
struct ViewOpInterface
    : public BufferViewInterface<ViewOpInterface<ViewOp>, ViewOp> {
  static FailureOr<MemRefType> getResultBufferType(ViewOp view, Value,
                                                   MemRefType source) {
    if (!isLayoutBuffer(source, view.getSourceType()))
      return getForeignViewType(view, source);
    return getLayoutMemRefType(
        view.getResultType(), [&] { return view->emitOpError(); },
        source.getMemorySpace());
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto view = cast<ViewOp>(op);
    FailureOr<Value> source =
        getBuffer(rewriter, view.getSource(), options, state);
    if (failed(source))
      return failure();
    auto sourceType = cast<MemRefType>(source->getType());
    FailureOr<MemRefType> type =
        getResultBufferType(view, view.getResult(), sourceType);
    if (failed(type))
      return failure();
    Value result;
    if constexpr (std::is_same_v<ViewOp, RelabelOp>)
      if (!isLayoutBuffer(sourceType, view.getSourceType()))
        result = viewForeignBuffer(rewriter, view, *source, *type);
    if (!result)
      // Same buffer, same base: only the view changes.
      result = viewLayoutBuffer(rewriter, op->getLoc(), *source, *type,
                                EncodingAttr::getOrPacked(view.getResultType()),
                                getResultSizes(rewriter, view, *source));
    replaceOpWithBufferizedValues(rewriter, op, result);
    return success();
  }
};

/// The buffer of `type`'s physical tensor in `memorySpace`: the layout's
/// physical shape, packed row-major.
static MemRefType getPhysicalBufferType(RankedTensorType type,
                                        Attribute memorySpace) {
  RankedTensorType physical = getPhysicalTensorType(type);
  return MemRefType::get(physical.getShape(), physical.getElementType(),
                         MemRefLayoutAttrInterface(), memorySpace);
}

/// layout.to_physical and layout.from_physical of untiled layouts (a tiled
/// tensor has become its physical tensor before bufferization): the same
/// buffer seen as its physical shape from its start, or as the layout's
/// strided view of the logical shape.
template <typename PhysicalOp>
struct PhysicalViewOpInterface
    : public BufferViewInterface<PhysicalViewOpInterface<PhysicalOp>,
                                 PhysicalOp> {
  static FailureOr<MemRefType> getResultBufferType(PhysicalOp op, Value,
                                                   MemRefType source) {
    Attribute memorySpace = source.getMemorySpace();
    if constexpr (std::is_same_v<PhysicalOp, ToPhysicalOp>) {
      // The physical view starts at the base of the buffer: a view into a
      // larger one (a slice) has its own offset and strides.
      if (!isLayoutBuffer(source, op.getSource().getType()))
        return op->emitOpError("cannot view a slice of a larger buffer as "
                               "its physical tensor: ")
               << source;
      return getPhysicalBufferType(op.getSource().getType(), memorySpace);
    } else
      return getLayoutMemRefType(
          op.getResult().getType(), [&] { return op->emitOpError(); },
          memorySpace);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto physicalOp = cast<PhysicalOp>(op);
    Location loc = op->getLoc();
    FailureOr<Value> source =
        getBuffer(rewriter, physicalOp.getSource(), options, state);
    if (failed(source))
      return failure();
    auto sourceType = cast<MemRefType>(source->getType());
    Attribute memorySpace = sourceType.getMemorySpace();
    FailureOr<MemRefType> type =
        getResultBufferType(physicalOp, physicalOp.getResult(), sourceType);
    if (failed(type))
      return failure();
    Value buffer = *source;
    if constexpr (std::is_same_v<PhysicalOp, FromPhysicalOp>) {
      // The layout's view starts at the physical buffer's first position,
      // which a strided view of a larger buffer (a slice) does not have
      // at its base: copy that into a buffer of its own.
      if (!sourceType.getLayout().isIdentity()) {
        buffer = memref::AllocOp::create(
            rewriter, loc,
            getPhysicalBufferType(physicalOp.getResult().getType(),
                                  memorySpace),
            options.bufferAlignment
                ? rewriter.getI64IntegerAttr(options.bufferAlignment)
                : IntegerAttr());
        linalg::CopyOp::create(rewriter, loc, ValueRange{*source},
                               ValueRange{buffer});
      }
    }
    // No strides describe an empty identity-layout memref (upstream makes
    // them dynamic); it holds nothing to view.
    if (type->getLayout().isIdentity() && type->getNumElements() == 0) {
      Value empty = memref::AllocOp::create(rewriter, loc, *type);
      replaceOpWithBufferizedValues(rewriter, op, empty);
      return success();
    }
    auto [strides, offset] = type->getStridesAndOffset();
    Value result = memref::ReinterpretCastOp::create(
        rewriter, loc, *type, buffer, offset, type->getShape(), strides);
    replaceOpWithBufferizedValues(rewriter, op, result);
    return success();
  }
};

/// layout.split_metadata: two views of its operand's buffer, the data's
/// (the same strided memref: only the type forgets the metadata) and the
/// metadata's.
struct SplitMetadataOpInterface
    : public BufferViewInterface<SplitMetadataOpInterface, SplitMetadataOp> {
  static FailureOr<MemRefType>
  getResultBufferType(SplitMetadataOp split, Value value, MemRefType source) {
    Attribute memorySpace = source.getMemorySpace();
    if (value == split.getData())
      return getLayoutMemRefType(
          split.getData().getType(), [&] { return split->emitOpError(); },
          memorySpace);
    RankedTensorType fused = split.getSource().getType();
    auto [strides, offset] =
        EncodingAttr::get(fused).getRowMetadataStridesAndOffset(
            fused.getShape());
    RankedTensorType metadata = split.getMetadata().getType();
    return MemRefType::get(
        metadata.getShape(), metadata.getElementType(),
        StridedLayoutAttr::get(split->getContext(), offset, strides),
        memorySpace);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto split = cast<SplitMetadataOp>(op);
    FailureOr<Value> source =
        getBuffer(rewriter, split.getSource(), options, state);
    if (failed(source))
      return failure();
    Value metadata = viewRowMetadata(rewriter, op->getLoc(), *source,
                                     split.getSource().getType());
    replaceOpWithBufferizedValues(rewriter, op, {*source, metadata});
    return success();
  }
};

} // namespace

void mlir::layout::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, LayoutDialect *) {
    TransformOp::attachInterface<TransformOpInterface>(*context);
    FuseMetadataOp::attachInterface<FuseMetadataOpInterface>(*context);
    SplitMetadataOp::attachInterface<SplitMetadataOpInterface>(*context);
    RelabelOp::attachInterface<ViewOpInterface<RelabelOp>>(*context);
    ExpandHaloOp::attachInterface<ViewOpInterface<ExpandHaloOp>>(*context);
    ToPhysicalOp::attachInterface<PhysicalViewOpInterface<ToPhysicalOp>>(
        *context);
    FromPhysicalOp::attachInterface<PhysicalViewOpInterface<FromPhysicalOp>>(
        *context);
  });
}
