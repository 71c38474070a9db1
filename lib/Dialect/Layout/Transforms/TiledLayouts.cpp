//===- TiledLayouts.cpp - Tiled tensors as physical tensors ---------------===//
//
// Before bufferization, tensors in tiled (blocked) layouts become tensors of
// their physical shape: NCHW16c of tensor<1x32x56x56xf32> becomes
// tensor<1x2x56x56x16xf32>. That is the buffer the layout describes, packed
// row-major, so one-shot bufferization, function boundaries and the C
// interface treat it like any other. The logical view is gone after this
// step, so only ops that do not index logically keep working on it:
// transforms (rewritten here into loops that decode physical positions),
// element-wise ops (over the whole buffer where there is no padding,
// otherwise on elements only, padding keeping its pad value),
// constants (laid out at compile time) and empty tensors.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Transforms/GpuTransformCodegen.h"
#include "tensor-layout/Dialect/Layout/Transforms/LayoutBuffers.h"
#include "tensor-layout/Dialect/Layout/Transforms/TransformCodegen.h"

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

using namespace mlir;
using namespace mlir::layout;

/// The tiled layout of `type`, or null.
static EncodingAttr getTiledLayout(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  EncodingAttr layout = ranked ? EncodingAttr::get(ranked) : nullptr;
  return layout && layout.isTiled() ? layout : nullptr;
}

static RankedTensorType getPhysicalTensorType(RankedTensorType type) {
  EncodingAttr layout = EncodingAttr::get(type);
  return RankedTensorType::get(layout.getPhysicalShape(type.getShape()),
                               type.getElementType());
}

TiledLayoutTypeConverter::TiledLayoutTypeConverter() {
  addConversion([](Type type) { return type; });
  addConversion([](RankedTensorType type) -> std::optional<Type> {
    if (!getTiledLayout(type))
      return type;
    if (!type.hasStaticShape())
      return std::nullopt;
    return getPhysicalTensorType(type);
  });
}

//===----------------------------------------------------------------------===//
// Index arithmetic
//===----------------------------------------------------------------------===//

namespace {
/// Builds index arithmetic, folding constants as it goes.
struct IndexBuilder {
  OpBuilder &b;
  Location loc;

  Value constant(int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }
  Value add(Value x, int64_t v) {
    return v == 0 ? x : arith::AddIOp::create(b, loc, x, constant(v));
  }
  Value mul(Value x, int64_t v) {
    return v == 1 ? x : arith::MulIOp::create(b, loc, x, constant(v));
  }
  Value div(Value x, int64_t v) {
    return v == 1 ? x : arith::DivUIOp::create(b, loc, x, constant(v));
  }
  Value rem(Value x, int64_t v) {
    return arith::RemUIOp::create(b, loc, x, constant(v));
  }
};
} // namespace

/// The physical index, in a tiled `layout`, of logical index `logical`.
static SmallVector<Value>
getPhysicalIndex(IndexBuilder &ib, EncodingAttr layout, ValueRange logical) {
  int64_t rank = logical.size();
  SmallVector<Value> position;
  for (int64_t d = 0; d < rank; ++d)
    position.push_back(ib.add(logical[d], layout.getLowPadding(d)));
  SmallVector<Value> physical;
  for (int64_t d : layout.getOrderOrIdentity(rank))
    physical.push_back(ib.div(position[d], layout.getTileSize(d)));
  for (auto [dim, size] :
       llvm::zip(layout.getTileDims(), layout.getTileSizes()))
    physical.push_back(ib.rem(position[dim], size));
  return physical;
}

//===----------------------------------------------------------------------===//
// layout.transform
//===----------------------------------------------------------------------===//

/// Builds `extents.size()` nested scf.for loops carrying `init`, with `body`
/// (given the induction variables and the carried tensor, returning the
/// next one) innermost. Returns the result of the outermost loop.
static Value
buildLoopNest(OpBuilder &builder, Location loc, ArrayRef<int64_t> extents,
              Value init,
              function_ref<Value(OpBuilder &, ValueRange, Value)> body) {
  SmallVector<Value> ivs;
  std::function<Value(OpBuilder &, size_t, Value)> build =
      [&](OpBuilder &b, size_t k, Value carried) -> Value {
    if (k == extents.size())
      return body(b, ivs, carried);
    IndexBuilder ib{b, loc};
    auto loop = scf::ForOp::create(
        b, loc, ib.constant(0), ib.constant(extents[k]), ib.constant(1),
        ValueRange{carried},
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

/// A writable buffer for the physical tensor of tiled `type`, aligned to
/// the layout's base alignment, optionally filled with the pad value.
static Value allocatePhysicalTensor(OpBuilder &b, Location loc,
                                    RankedTensorType type, int64_t alignment,
                                    bool fillWithPadValue) {
  EncodingAttr layout = EncodingAttr::get(type);
  RankedTensorType physical = getPhysicalTensorType(type);
  auto memrefType =
      MemRefType::get(physical.getShape(), physical.getElementType());
  Value buffer = memref::AllocOp::create(
      b, loc, memrefType,
      b.getI64IntegerAttr(std::max(alignment, layout.getBaseAlign())));
  if (fillWithPadValue && layout.getPadKind() != PadKind::Undefined) {
    Value pad = createPadValue(b, loc, layout, type.getElementType());
    linalg::FillOp::create(b, loc, ValueRange{pad}, ValueRange{buffer});
  }
  return bufferization::ToTensorOp::create(b, loc, physical, buffer,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}

namespace {
/// A physical position of a tiled layout, decoded.
struct DecodedPosition {
  SmallVector<Value> logical;
  Value inBounds; // Whether it holds an element; null: every position does.
};
} // namespace

/// Decodes physical position `ivs` of tiled `layout` for a tensor of
/// `shape`.
static DecodedPosition decodePhysicalPosition(OpBuilder &b, Location loc,
                                              EncodingAttr layout,
                                              ArrayRef<int64_t> shape,
                                              ValueRange ivs) {
  IndexBuilder ib{b, loc};
  int64_t rank = shape.size();
  SmallVector<Value> outer(rank), tile(rank);
  for (auto [k, d] : llvm::enumerate(layout.getOrderOrIdentity(rank)))
    outer[d] = ivs[k];
  for (auto [j, d] : llvm::enumerate(layout.getTileDims()))
    tile[d] = ivs[rank + j];

  // Only dims with padding need a test: unsigned l < S also rejects l < 0.
  DecodedPosition decoded;
  decoded.logical.resize(rank);
  for (int64_t d = 0; d < rank; ++d) {
    int64_t t = layout.getTileSize(d);
    Value position = outer[d];
    if (t > 1)
      position = arith::AddIOp::create(b, loc, ib.mul(outer[d], t), tile[d]);
    int64_t low = layout.getLowPadding(d);
    Value logical =
        low ? arith::SubIOp::create(b, loc, position, ib.constant(low))
                  .getResult()
            : position;
    decoded.logical[d] = logical;
    if (low == 0 && layout.getPaddedExtent(shape, d) == shape[d])
      continue;
    Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         logical, ib.constant(shape[d]));
    decoded.inBounds =
        decoded.inBounds
            ? arith::AndIOp::create(b, loc, decoded.inBounds, inside)
            : inside;
  }
  return decoded;
}

/// Writes physical position `ivs` of a tiled destination (the carried
/// tensor): the element `read` gives at its logical index, or the pad value
/// where it is padding (nothing for undefined padding). Returns the next
/// tensor.
static Value
writePhysicalPosition(OpBuilder &b, Location loc, EncodingAttr layout,
                      RankedTensorType type, ValueRange ivs, Value carried,
                      function_ref<Value(OpBuilder &, ValueRange)> read) {
  DecodedPosition position =
      decodePhysicalPosition(b, loc, layout, type.getShape(), ivs);
  auto copy = [&](OpBuilder &nested) -> Value {
    return tensor::InsertOp::create(nested, loc, read(nested, position.logical),
                                    carried, ivs);
  };
  if (!position.inBounds)
    return copy(b);
  auto branch = scf::IfOp::create(
      b, loc, position.inBounds,
      [&](OpBuilder &nested, Location) {
        scf::YieldOp::create(nested, loc, copy(nested));
      },
      [&](OpBuilder &nested, Location) {
        Value next = carried;
        if (layout.getPadKind() != PadKind::Undefined)
          next = tensor::InsertOp::create(
              nested, loc,
              createPadValue(nested, loc, layout, type.getElementType()),
              carried, ivs);
        scf::YieldOp::create(nested, loc, next);
      });
  return branch.getResult(0);
}

/// Whether `layout` places the elements of `shape` without any padding and
/// with whole tiles: its buffer is then the logical tensor with every tiled
/// dim split in two (blocks, lanes) and the dims permuted.
static bool isExactTiling(EncodingAttr layout, ArrayRef<int64_t> shape) {
  for (auto [d, size] : llvm::zip(layout.getTileDims(), layout.getTileSizes()))
    if (shape[d] % size != 0)
      return false;
  return layout.getNumPhysicalElements(shape) ==
             ShapedType::getNumElements(shape) &&
         layout.getOffset(shape) == 0;
}

/// A view of `tensor`'s buffer (of memref type `type`) with other sizes and
/// strides, at the same offset.
static Value viewBuffer(OpBuilder &b, Location loc, Value tensor,
                        MemRefType type, ArrayRef<int64_t> sizes,
                        ArrayRef<int64_t> strides) {
  Value buffer = bufferization::ToBufferOp::create(b, loc, type, tensor,
                                                   /*read_only=*/true);
  int64_t offset = type.getStridesAndOffset().second;
  auto viewType =
      MemRefType::get(sizes, type.getElementType(),
                      StridedLayoutAttr::get(b.getContext(), offset, strides));
  return memref::ReinterpretCastOp::create(b, loc, viewType, buffer, offset,
                                           sizes, strides);
}

/// A transform between an untiled layout and an exact tiling (see
/// isExactTiling) is an untiled transform of higher rank: the tiled dims
/// split in two on both sides, the untiled side viewed with its strides.
/// Its copy is then generated like any other transform (TransformCodegen.h:
/// NCHW -> NCHW16c is a transpose of 16 x (H*W) tiles). Returns the
/// destination tensor (physical when tiled), or failure where the layouts
/// do not allow it: padding in the tiled layout, or, from a tiled layout,
/// a destination with padding or a dim order.
static FailureOr<Value>
buildExactTiledTransform(OpBuilder &b, Location loc, TransformOp op,
                         Value source, int64_t alignment,
                         const TransformCodegenOptions &options) {
  RankedTensorType sourceType = op.getSourceType();
  RankedTensorType destType = op.getResultType();
  ArrayRef<int64_t> shape = destType.getShape();
  int64_t rank = shape.size();
  Type elementType = destType.getElementType();
  EncodingAttr destTiled = getTiledLayout(destType);
  EncodingAttr tiled = destTiled ? destTiled : getTiledLayout(sourceType);
  EncodingAttr untiled =
      EncodingAttr::getOrPacked(destTiled ? sourceType : destType);
  if (!isExactTiling(tiled, shape) || getTiledLayout(sourceType) == destTiled)
    return failure();
  FailureOr<MemRefType> untiledType =
      getLayoutMemRefType(destTiled ? sourceType : destType);
  if (failed(untiledType) || !untiledType->hasStaticShape())
    return failure();
  SmallVector<int64_t> untiledStrides =
      untiledType->getStridesAndOffset().first;
  int64_t untiledAlign = std::max<int64_t>(
      untiled.getBaseAlign(), getElementByteSize(elementType).value_or(1));

  SmallVector<int64_t> order = tiled.getOrderOrIdentity(rank);
  ArrayRef<int64_t> tileDims = tiled.getTileDims();
  ArrayRef<int64_t> tileSizes = tiled.getTileSizes();
  SmallVector<int64_t> physicalShape = tiled.getPhysicalShape(shape);
  int64_t tiledAlign = std::max(alignment, tiled.getBaseAlign());

  if (destTiled) {
    // The source viewed in the destination's physical shape: block dims
    // step over whole tiles, lane dims over elements.
    SmallVector<int64_t> strides;
    for (int64_t d : order)
      strides.push_back(untiledStrides[d] * tiled.getTileSize(d));
    for (int64_t d : tileDims)
      strides.push_back(untiledStrides[d]);
    Value view =
        viewBuffer(b, loc, source, *untiledType, physicalShape, strides);
    auto physicalType = MemRefType::get(physicalShape, elementType);
    Value dest = memref::AllocOp::create(b, loc, physicalType,
                                         b.getI64IntegerAttr(tiledAlign));
    if (failed(buildTransformCopy(
            b, loc, view, untiledAlign, dest,
            RankedTensorType::get(physicalShape, elementType), tiledAlign,
            options)))
      return failure();
    return bufferization::ToTensorOp::create(
               b, loc, getPhysicalTensorType(destType), dest,
               /*restrict=*/true, /*writable=*/true)
        .getResult();
  }

  // From a tiled layout into a packed row-major destination: both viewed
  // with every tiled dim split into (blocks, lanes) in place.
  if (!untiledType->getLayout().isIdentity() ||
      untiled.getNumPhysicalElements(shape) != destType.getNumElements())
    return failure();
  SmallVector<int64_t> physicalStrides = tiled.getPhysicalStrides(shape);
  SmallVector<int64_t> splitShape, splitStrides;
  SmallVector<ReassociationIndices> reassociation;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t block = llvm::find(order, d) - order.begin();
    reassociation.emplace_back();
    reassociation.back().push_back(splitShape.size());
    auto lane = llvm::find(tileDims, d);
    if (lane == tileDims.end()) {
      splitShape.push_back(shape[d]);
      splitStrides.push_back(physicalStrides[block]);
      continue;
    }
    int64_t size = tileSizes[lane - tileDims.begin()];
    reassociation.back().push_back(splitShape.size() + 1);
    splitShape.append({shape[d] / size, size});
    splitStrides.append({physicalStrides[block],
                         physicalStrides[rank + (lane - tileDims.begin())]});
  }
  Value view =
      viewBuffer(b, loc, source, MemRefType::get(physicalShape, elementType),
                 splitShape, splitStrides);
  FailureOr<Value> dest =
      allocateLayoutBuffer(b, loc, destType,
                           /*fillPadding=*/false, alignment);
  if (failed(dest))
    return failure();
  Value splitDest =
      memref::ExpandShapeOp::create(b, loc, splitShape, *dest, reassociation);
  if (failed(buildTransformCopy(b, loc, view, tiledAlign, splitDest,
                                RankedTensorType::get(splitShape, elementType),
                                std::max(alignment, untiled.getBaseAlign()),
                                options)))
    return failure();
  return bufferization::ToTensorOp::create(b, loc, destType, *dest,
                                           /*restrict=*/true,
                                           /*writable=*/true)
      .getResult();
}

/// The untiled layout that places the elements of `shape` where tiled
/// `layout` does, padding included, when every tiled dim fits in one tile
/// (3 channels padded to a tile of 16: NCHW16c is then NHWC with channels
/// padded to 16), or null. Its tiled dims come innermost, in tile order.
static EncodingAttr getSingleTileEquivalent(EncodingAttr layout,
                                            ArrayRef<int64_t> shape) {
  int64_t rank = shape.size();
  ArrayRef<int64_t> tileDims = layout.getTileDims();
  SmallVector<int64_t> order, align;
  for (int64_t d : layout.getOrderOrIdentity(rank))
    if (!llvm::is_contained(tileDims, d))
      order.push_back(d);
  llvm::append_range(order, tileDims);
  for (int64_t d = 0; d < rank; ++d) {
    if (layout.getLowPadding(d) || layout.getHighPadding(d))
      return {};
    bool tiledDim = llvm::is_contained(tileDims, d);
    if (tiledDim && layout.getPaddedExtent(shape, d) != layout.getTileSize(d))
      return {};
    align.push_back(tiledDim ? layout.getTileSize(d) : layout.getAlignment(d));
  }
  auto equivalent =
      EncodingAttr::get(layout.getContext(), order, align, /*padLow=*/{},
                        /*padHigh=*/{}, layout.getPadValue(), /*tileDims=*/{},
                        /*tileSizes=*/{}, layout.getBaseAlign());
  if (equivalent.getNumPhysicalElements(shape) !=
      layout.getNumPhysicalElements(shape))
    return {};
  return equivalent;
}

/// A transform between an untiled layout and a tiling whose tiled dims are
/// one tile each (see getSingleTileEquivalent) is a transform between
/// untiled layouts, on the tiled side's physical buffer. Returns the
/// destination tensor (physical when tiled), or failure where the tiling
/// is not of that kind.
static FailureOr<Value>
buildSingleTileTransform(OpBuilder &b, Location loc, TransformOp op,
                         Value source, int64_t alignment,
                         const TransformCodegenOptions &options) {
  RankedTensorType sourceType = op.getSourceType();
  RankedTensorType destType = op.getResultType();
  ArrayRef<int64_t> shape = destType.getShape();
  Type elementType = destType.getElementType();
  EncodingAttr destTiled = getTiledLayout(destType);
  EncodingAttr sourceTiled = getTiledLayout(sourceType);
  if ((destTiled && sourceTiled) || !destType.hasStaticShape())
    return failure();
  EncodingAttr tiled = destTiled ? destTiled : sourceTiled;
  EncodingAttr equivalent = getSingleTileEquivalent(tiled, shape);
  if (!equivalent)
    return failure();
  auto equivalentType = RankedTensorType::get(shape, elementType, equivalent);
  FailureOr<MemRefType> equivalentMemRef = getLayoutMemRefType(equivalentType);
  if (failed(equivalentMemRef))
    return failure();
  SmallVector<int64_t> equivalentStrides =
      equivalentMemRef->getStridesAndOffset().first;
  SmallVector<int64_t> physicalShape = tiled.getPhysicalShape(shape);
  auto physicalType = MemRefType::get(physicalShape, elementType);
  int64_t tiledAlign = std::max(alignment, tiled.getBaseAlign());

  if (destTiled) {
    FailureOr<MemRefType> sourceMemRef = getLayoutMemRefType(sourceType);
    if (failed(sourceMemRef))
      return failure();
    Value view = viewBuffer(b, loc, source, *sourceMemRef, shape,
                            sourceMemRef->getStridesAndOffset().first);
    Value dest = memref::AllocOp::create(b, loc, physicalType,
                                         b.getI64IntegerAttr(tiledAlign));
    Value destView = memref::ReinterpretCastOp::create(
        b, loc, *equivalentMemRef, dest, /*offset=*/0, shape,
        equivalentStrides);
    int64_t sourceAlign =
        std::max<int64_t>(EncodingAttr::getOrPacked(sourceType).getBaseAlign(),
                          getElementByteSize(elementType).value_or(1));
    if (failed(buildTransformCopy(b, loc, view, sourceAlign, destView,
                                  equivalentType, tiledAlign, options)))
      return failure();
    return bufferization::ToTensorOp::create(
               b, loc, getPhysicalTensorType(destType), dest,
               /*restrict=*/true, /*writable=*/true)
        .getResult();
  }

  Value view =
      viewBuffer(b, loc, source, physicalType, shape, equivalentStrides);
  FailureOr<Value> dest =
      allocateLayoutBuffer(b, loc, destType,
                           /*fillPadding=*/false, alignment);
  if (failed(dest))
    return failure();
  if (failed(buildTransformCopy(
          b, loc, view, tiledAlign, *dest, destType,
          std::max(alignment,
                   EncodingAttr::getOrPacked(destType).getBaseAlign()),
          options)))
    return failure();
  return bufferization::ToTensorOp::create(b, loc, destType, *dest,
                                           /*restrict=*/true,
                                           /*writable=*/true)
      .getResult();
}

/// A transform to or from a tiled layout on the GPU where the copy kernels
/// do not apply (padding over more than one tile; from a tiled layout into
/// padding or a dim order): one kernel with a thread for each position of
/// the destination's buffer, padding included. The thread decodes its
/// position, reads the source element at that logical index (a gather) or
/// takes the pad value (zero where it is undefined, as the copy kernels
/// write), and writes it: consecutive threads, consecutive addresses.
/// Returns the destination tensor (physical when tiled).
static FailureOr<Value> buildGpuTiledTransform(OpBuilder &b, Location loc,
                                               TransformOp op, Value source,
                                               int64_t alignment) {
  RankedTensorType sourceType = op.getSourceType();
  RankedTensorType destType = op.getResultType();
  ArrayRef<int64_t> shape = destType.getShape();
  Type elementType = destType.getElementType();
  EncodingAttr sourceTiled = getTiledLayout(sourceType);
  EncodingAttr destTiled = getTiledLayout(destType);
  EncodingAttr destLayout = EncodingAttr::getOrPacked(destType);

  FailureOr<MemRefType> sourceBufferType =
      sourceTiled
          ? MemRefType::get(sourceTiled.getPhysicalShape(shape), elementType)
          : getLayoutMemRefType(sourceType);
  if (failed(sourceBufferType))
    return failure();
  Value from = bufferization::ToBufferOp::create(b, loc, *sourceBufferType,
                                                 source, /*read_only=*/true);
  // The element at the logical index of `position`, or the pad value.
  auto element = [&](OpBuilder &kb, const DecodedPosition &position) {
    auto read = [&](OpBuilder &nested) -> Value {
      IndexBuilder ib{nested, loc};
      return memref::LoadOp::create(
          nested, loc, from,
          sourceTiled ? getPhysicalIndex(ib, sourceTiled, position.logical)
                      : position.logical);
    };
    if (!position.inBounds)
      return read(kb);
    auto branch = scf::IfOp::create(
        kb, loc, position.inBounds,
        [&](OpBuilder &nested, Location) {
          scf::YieldOp::create(nested, loc, read(nested));
        },
        [&](OpBuilder &nested, Location) {
          Value pad =
              destLayout.getPadKind() != PadKind::Undefined
                  ? createPadValue(nested, loc, destLayout, elementType)
                  : arith::ConstantOp::create(nested, loc, elementType,
                                              nested.getZeroAttr(elementType))
                        .getResult();
          scf::YieldOp::create(nested, loc, pad);
        });
    return branch.getResult(0);
  };

  if (destTiled) {
    SmallVector<int64_t> physicalShape = destTiled.getPhysicalShape(shape);
    Value dest = memref::AllocOp::create(
        b, loc, MemRefType::get(physicalShape, elementType),
        b.getI64IntegerAttr(std::max(alignment, destTiled.getBaseAlign())));
    buildGpuPointwiseLaunch(
        b, loc, physicalShape, [&](OpBuilder &kb, ValueRange ivs) {
          DecodedPosition position =
              decodePhysicalPosition(kb, loc, destTiled, shape, ivs);
          memref::StoreOp::create(kb, loc, element(kb, position), dest, ivs);
        });
    return bufferization::ToTensorOp::create(
               b, loc, getPhysicalTensorType(destType), dest,
               /*restrict=*/true, /*writable=*/true)
        .getResult();
  }

  // An untiled destination: its padded box in memory order, stored through
  // a flat view (a position p of the box lies at sum(p[d] * stride[d])).
  int64_t rank = shape.size();
  std::optional<SmallVector<int64_t>> strides =
      destLayout.getLogicalStrides(shape);
  FailureOr<Value> dest =
      allocateLayoutBuffer(b, loc, destType,
                           /*fillPadding=*/false, alignment);
  if (!strides || failed(dest))
    return failure();
  Value flat =
      getFlatView(b, loc, *dest, 0, destLayout.getNumPhysicalElements(shape));
  SmallVector<int64_t> order = destLayout.getOrderOrIdentity(rank);
  SmallVector<int64_t> extents;
  for (int64_t d : order)
    extents.push_back(destLayout.getPaddedExtent(shape, d));
  buildGpuPointwiseLaunch(b, loc, extents, [&](OpBuilder &kb, ValueRange ivs) {
    IndexBuilder ib{kb, loc};
    DecodedPosition position;
    position.logical.resize(rank);
    Value offset = ib.constant(0);
    for (auto [k, d] : llvm::enumerate(order)) {
      offset =
          arith::AddIOp::create(kb, loc, offset, ib.mul(ivs[k], (*strides)[d]));
      int64_t low = destLayout.getLowPadding(d);
      position.logical[d] =
          low ? arith::SubIOp::create(kb, loc, ivs[k], ib.constant(low))
                    .getResult()
              : ivs[k];
      if (low == 0 && extents[k] == shape[d])
        continue;
      Value inside =
          arith::CmpIOp::create(kb, loc, arith::CmpIPredicate::ult,
                                position.logical[d], ib.constant(shape[d]));
      position.inBounds =
          position.inBounds
              ? arith::AndIOp::create(kb, loc, position.inBounds, inside)
              : inside;
    }
    memref::StoreOp::create(kb, loc, element(kb, position), flat, offset);
  });
  return bufferization::ToTensorOp::create(b, loc, destType, *dest,
                                           /*restrict=*/true,
                                           /*writable=*/true)
      .getResult();
}

namespace {
/// A transform to or from a tiled layout, as loops over the destination in
/// buffer order. A tiled destination is walked over its whole physical
/// shape: each position is decoded to a logical index and gets the source
/// element there, or the pad value where it is padding (undefined padding
/// is skipped). An untiled destination is walked over its elements in its
/// dimension order (its padding is filled when its buffer is allocated).
struct TiledTransformLowering : public OpConversionPattern<TransformOp> {
  TiledTransformLowering(const TypeConverter &converter, MLIRContext *context,
                         int64_t alignment,
                         const TransformCodegenOptions &codegen)
      : OpConversionPattern(converter, context), alignment(alignment),
        codegen(codegen) {}

  LogicalResult
  matchAndRewrite(TransformOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType sourceType = op.getSource().getType();
    RankedTensorType destType = op.getType();
    EncodingAttr sourceTiled = getTiledLayout(sourceType);
    EncodingAttr destTiled = getTiledLayout(destType);
    if (!sourceTiled && !destTiled)
      return failure();
    Location loc = op.getLoc();
    Value source = adaptor.getSource();
    if (codegen.vectorBytes > 0 || codegen.gpu) {
      FailureOr<Value> vectorized = buildExactTiledTransform(
          rewriter, loc, op, source, alignment, codegen);
      if (failed(vectorized))
        vectorized = buildSingleTileTransform(rewriter, loc, op, source,
                                              alignment, codegen);
      if (failed(vectorized) && codegen.gpu)
        vectorized =
            buildGpuTiledTransform(rewriter, loc, op, source, alignment);
      if (succeeded(vectorized)) {
        rewriter.replaceOp(op, *vectorized);
        return success();
      }
    }
    ArrayRef<int64_t> shape = destType.getShape();
    int64_t rank = shape.size();

    // Reads the source element at a logical index.
    auto read = [&](OpBuilder &b, ValueRange logical) -> Value {
      IndexBuilder ib{b, loc};
      if (!sourceTiled)
        return tensor::ExtractOp::create(b, loc, source, logical);
      return tensor::ExtractOp::create(
          b, loc, source, getPhysicalIndex(ib, sourceTiled, logical));
    };

    Value result;
    if (!destTiled) {
      SmallVector<int64_t> order =
          EncodingAttr::getOrPacked(destType).getOrderOrIdentity(rank);
      SmallVector<int64_t> extents;
      for (int64_t d : order)
        extents.push_back(shape[d]);
      Value init =
          tensor::EmptyOp::create(rewriter, loc, destType, ValueRange{});
      result = buildLoopNest(
          rewriter, loc, extents, init,
          [&](OpBuilder &b, ValueRange ivs, Value carried) -> Value {
            SmallVector<Value> logical(rank);
            for (auto [k, d] : llvm::enumerate(order))
              logical[d] = ivs[k];
            return tensor::InsertOp::create(b, loc, read(b, logical), carried,
                                            logical);
          });
    } else {
      Value init = allocatePhysicalTensor(rewriter, loc, destType, alignment,
                                          /*fillWithPadValue=*/false);
      SmallVector<int64_t> physicalShape = destTiled.getPhysicalShape(shape);
      result = buildLoopNest(
          rewriter, loc, physicalShape, init,
          [&](OpBuilder &b, ValueRange ivs, Value carried) -> Value {
            return writePhysicalPosition(b, loc, destTiled, destType, ivs,
                                         carried, read);
          });
    }
    rewriter.replaceOp(op, result);
    return success();
  }

  int64_t alignment;
  TransformCodegenOptions codegen;
};

/// A relabelling between tiled layouts moves no data: the physical tensors
/// are the same.
struct TiledRelabelLowering : public OpConversionPattern<RelabelOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(RelabelOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type resultType = getTypeConverter()->convertType(op.getType());
    if (!resultType || adaptor.getSource().getType() != resultType)
      return rewriter.notifyMatchFailure(op, "physical tensors differ");
    rewriter.replaceOp(op, adaptor.getSource());
    return success();
  }
};

/// layout.to_physical: the physical tensor is what the tiled one has become.
struct ToPhysicalLowering : public OpConversionPattern<ToPhysicalOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ToPhysicalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getSource());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Producers and element-wise ops
//===----------------------------------------------------------------------===//

/// tensor.empty -> a physical buffer, padding holding the pad value.
struct TiledEmptyLowering : public OpConversionPattern<tensor::EmptyOp> {
  TiledEmptyLowering(const TypeConverter &converter, MLIRContext *context,
                     int64_t alignment)
      : OpConversionPattern(converter, context), alignment(alignment) {}

  LogicalResult
  matchAndRewrite(tensor::EmptyOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!getTiledLayout(op.getType()) || !op.getType().hasStaticShape())
      return failure();
    rewriter.replaceOp(op, allocatePhysicalTensor(rewriter, op.getLoc(),
                                                  op.getType(), alignment,
                                                  /*fillWithPadValue=*/true));
    return success();
  }

  int64_t alignment;
};

/// A dense constant -> the constant of its physical buffer, padding
/// included (laid out at compile time).
struct TiledConstantLowering : public OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getType());
    auto value = dyn_cast<DenseIntOrFPElementsAttr>(op.getValue());
    if (!type || !getTiledLayout(type) || !value)
      return failure();
    FailureOr<DenseElementsAttr> physical = getPhysicalConstant(value);
    if (failed(physical))
      return rewriter.notifyMatchFailure(op, "not whole-byte elements");
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, physical->reshape(getPhysicalTensorType(type)));
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

/// An element-wise computation into a tiled destination with padding, as
/// loops over its physical buffer (`init`, not read): each element position
/// gets `compute` of the operands' elements at that same position (all
/// operands share the layout), padding gets the pad value.
static Value
buildPaddedElementwise(OpBuilder &b, Location loc, RankedTensorType type,
                       Value init, ValueRange operands,
                       function_ref<Value(OpBuilder &, ValueRange)> compute) {
  EncodingAttr layout = getTiledLayout(type);
  return buildLoopNest(
      b, loc, layout.getPhysicalShape(type.getShape()), init,
      [&](OpBuilder &body, ValueRange ivs, Value carried) -> Value {
        return writePhysicalPosition(
            body, loc, layout, type, ivs, carried,
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
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() != 0)
      return failure();
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(),
                                                resultTypes)))
      return failure();
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (op->getNumResults() == 1 && type && !coversOnlyElements(type)) {
      Location loc = op->getLoc();
      Value init = allocatePhysicalTensor(rewriter, loc, type, alignment,
                                          /*fillWithPadValue=*/false);
      rewriter.replaceOp(
          op, buildPaddedElementwise(
                  rewriter, loc, type, init, operands,
                  [&](OpBuilder &b, ValueRange elements) -> Value {
                    OperationState state(loc, op->getName(), elements,
                                         type.getElementType(), op->getAttrs());
                    return b.create(state)->getResult(0);
                  }));
      return success();
    }
    OperationState state(op->getLoc(), op->getName(), operands, resultTypes,
                         op->getAttrs());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }

  int64_t alignment;
};

/// Whether `op` is an element-wise linalg.generic that the physical form
/// computes the same on elements: identity maps, parallel loops, and a body
/// that does not ask for its index.
static bool isPositionIndependent(linalg::GenericOp op) {
  return llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); }) &&
         op.getNumLoops() == op.getNumParallelLoops() &&
         !op.getBody()
              ->walk([](linalg::IndexOp) { return WalkResult::interrupt(); })
              .wasInterrupted();
}

/// An element-wise linalg.generic on tiled tensors: a generic over the
/// physical dims where the layout has no padding, otherwise loops that
/// compute the body on elements only (padding keeps its pad value).
struct TiledGenericLowering : public OpConversionPattern<linalg::GenericOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(linalg::GenericOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isPositionIndependent(op))
      return failure();
    SmallVector<Type> resultTypes;
    if (failed(
            getTypeConverter()->convertTypes(op.getResultTypes(), resultTypes)))
      return failure();
    auto physical =
        dyn_cast<RankedTensorType>(adaptor.getOutputs().front().getType());
    if (!physical)
      return failure();
    for (Value operand : adaptor.getOperands())
      if (operand.getType() != physical)
        return rewriter.notifyMatchFailure(op, "operands differ in layout");
    auto type = cast<RankedTensorType>(op.getOutputs().front().getType());
    if (!coversOnlyElements(type)) {
      if (op->getNumResults() != 1 ||
          op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
        return rewriter.notifyMatchFailure(
            op, "padding, and several results or a destination it reads");
      Block *body = op.getBody();
      rewriter.replaceOp(
          op,
          buildPaddedElementwise(
              rewriter, op.getLoc(), type, adaptor.getOutputs().front(),
              adaptor.getInputs(),
              [&](OpBuilder &b, ValueRange elements) -> Value {
                IRMapping mapping;
                mapping.map(body->getArguments().take_front(elements.size()),
                            elements);
                for (Operation &inner : body->without_terminator())
                  b.clone(inner, mapping);
                return mapping.lookupOrDefault(
                    body->getTerminator()->getOperand(0));
              }));
      return success();
    }
    int64_t rank = physical.getRank();
    SmallVector<AffineMap> maps(op->getNumOperands(),
                                rewriter.getMultiDimIdentityMap(rank));
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, op.getLoc(), resultTypes, adaptor.getInputs(),
        adaptor.getOutputs(), maps, iterators);
    rewriter.inlineRegionBefore(op.getRegion(), generic.getRegion(),
                                generic.getRegion().end());
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

/// linalg.fill of a tiled tensor: elements get the value, padding keeps the
/// pad value (written in the same sweep), undefined padding is left alone.
struct TiledFillLowering : public OpConversionPattern<linalg::FillOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(linalg::FillOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getOutputs().front().getType());
    EncodingAttr layout = type ? getTiledLayout(type) : nullptr;
    if (!layout || op->getNumResults() != 1)
      return failure();
    Location loc = op.getLoc();
    Value value = adaptor.getInputs().front();
    Value result = buildLoopNest(
        rewriter, loc, layout.getPhysicalShape(type.getShape()),
        adaptor.getOutputs().front(),
        [&](OpBuilder &b, ValueRange ivs, Value carried) -> Value {
          return writePhysicalPosition(
              b, loc, layout, type, ivs, carried,
              [&](OpBuilder &, ValueRange) { return value; });
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// bufferization.to_buffer of a tiled tensor: the buffer is the physical
/// one (tests and callers spell its physical memref type).
struct TiledToBufferLowering
    : public OpConversionPattern<bufferization::ToBufferOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(bufferization::ToBufferOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto physical = dyn_cast<RankedTensorType>(adaptor.getTensor().getType());
    auto memrefType = dyn_cast<MemRefType>(op.getType());
    if (!physical || !memrefType ||
        memrefType.getShape() != physical.getShape())
      return rewriter.notifyMatchFailure(op, "not the physical memref type");
    rewriter.replaceOpWithNewOp<bufferization::ToBufferOp>(
        op, op.getType(), adaptor.getTensor(), op.getReadOnly());
    return success();
  }
};
} // namespace

void mlir::layout::populateTiledLayoutLoweringPatterns(
    const TiledLayoutTypeConverter &converter, RewritePatternSet &patterns,
    int64_t alignment, const TransformCodegenOptions &codegen) {
  MLIRContext *context = patterns.getContext();
  patterns.add<TiledTransformLowering>(converter, context, alignment, codegen);
  patterns.add<TiledEmptyLowering, TiledElementwiseLowering>(converter, context,
                                                             alignment);
  patterns.add<TiledRelabelLowering, ToPhysicalLowering, TiledConstantLowering,
               TiledGenericLowering, TiledFillLowering, TiledToBufferLowering>(
      converter, context);
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  populateCallOpTypeConversionPattern(patterns, converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
}

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
          ToPhysicalOp, tensor::EmptyOp, bufferization::ToBufferOp, scf::ForOp,
          scf::IfOp, scf::YieldOp, scf::WhileOp, scf::ConditionOp>(op))
    return true;
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return isa<DenseIntOrFPElementsAttr>(constant.getValue());
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    return isPositionIndependent(generic);
  if (isa<linalg::FillOp>(op))
    return true;
  return op->hasTrait<OpTrait::Elementwise>() && op->getNumRegions() == 0;
}

LogicalResult
mlir::layout::lowerTiledLayouts(ModuleOp module, int64_t alignment,
                                const TransformCodegenOptions &codegen) {
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

  // Say what cannot be lowered, at the op, before rewriting anything.
  WalkResult check = module.walk([&](Operation *op) {
    if (!usesTiledLayout(op))
      return WalkResult::advance();
    auto dynamicTiled = [](Type type) {
      auto ranked = dyn_cast<RankedTensorType>(type);
      return getTiledLayout(type) && !ranked.hasStaticShape();
    };
    if (llvm::any_of(op->getResultTypes(), dynamicTiled) ||
        llvm::any_of(op->getOperandTypes(), dynamicTiled)) {
      op->emitOpError("uses a tiled layout on a tensor of dynamic shape, "
                      "which cannot be lowered yet");
      return WalkResult::interrupt();
    }
    if (!isHandled(op)) {
      op->emitOpError("indexes a tensor in a tiled layout logically, which "
                      "cannot be lowered: only layout.transform, "
                      "layout.relabel, layout.to_physical, element-wise ops "
                      "(index-free), "
                      "linalg.fill, constants, tensor.empty and function "
                      "boundaries take "
                      "tiled layouts; transform its operands to an untiled "
                      "layout first");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (check.wasInterrupted())
    return failure();

  MLIRContext *context = module.getContext();
  TiledLayoutTypeConverter converter;
  RewritePatternSet patterns(context);
  populateTiledLayoutLoweringPatterns(converter, patterns, alignment, codegen);
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
