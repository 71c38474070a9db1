//===- LayoutBuffers.cpp - Buffers of tensors with layouts ----------------===//

#include "Dialect/Layout/Utils/LayoutBuffers.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::layout;

Value mlir::layout::createPadValue(OpBuilder &builder, Location loc,
                                   EncodingAttr layout, Type type) {
  TypedAttr value = layout.getPadKind() == PadKind::Zero
                        ? cast<TypedAttr>(builder.getZeroAttr(type))
                        : layout.getPadConstant();
  return arith::ConstantOp::create(builder, loc, value);
}

Value mlir::layout::getUniformPadValue(OpBuilder &builder, tensor::PadOp pad) {
  Value value = pad.getConstantPaddingValue();
  if (value && value.getParentRegion() == &pad.getRegion())
    value = builder.clone(*value.getDefiningOp())->getResult(0);
  return value;
}

Value mlir::layout::createPadValueOrZero(OpBuilder &builder, Location loc,
                                         EncodingAttr layout, Type type) {
  if (layout.getPadKind() != PadKind::Undefined)
    return createPadValue(builder, loc, layout, type);
  return arith::ConstantOp::create(builder, loc, type,
                                   builder.getZeroAttr(type));
}

namespace {
/// `index` arithmetic on values that may be constants, folded where both
/// are (so that static shapes give exactly the static LayoutMath).
struct FoldingIndexMath {
  OpBuilder &b;
  Location loc;

  OpFoldResult constant(int64_t value) const { return b.getIndexAttr(value); }
  Value value(OpFoldResult x) const {
    return getValueOrCreateConstantIndexOp(b, loc, x);
  }
  OpFoldResult add(OpFoldResult x, OpFoldResult y) const {
    std::optional<int64_t> cx = getConstantIntValue(x),
                           cy = getConstantIntValue(y);
    if (cx && cy)
      return constant(*cx + *cy);
    if (cx == 0)
      return y;
    if (cy == 0)
      return x;
    return arith::AddIOp::create(b, loc, value(x), value(y)).getResult();
  }
  OpFoldResult sub(OpFoldResult x, OpFoldResult y) const {
    std::optional<int64_t> cx = getConstantIntValue(x),
                           cy = getConstantIntValue(y);
    if (cx && cy)
      return constant(*cx - *cy);
    if (cy == 0)
      return x;
    if (x == y)
      return constant(0);
    return arith::SubIOp::create(b, loc, value(x), value(y)).getResult();
  }
  OpFoldResult mul(OpFoldResult x, OpFoldResult y) const {
    std::optional<int64_t> cx = getConstantIntValue(x),
                           cy = getConstantIntValue(y);
    if (cx && cy)
      return constant(*cx * *cy);
    if (cx == 0 || cy == 0)
      return constant(0);
    if (cx == 1)
      return y;
    if (cy == 1)
      return x;
    return arith::MulIOp::create(b, loc, value(x), value(y)).getResult();
  }
  /// `x` rounded up to a multiple of `alignment`.
  OpFoldResult alignTo(OpFoldResult x, int64_t alignment) const {
    if (alignment == 1)
      return x;
    if (std::optional<int64_t> cx = getConstantIntValue(x))
      return constant(llvm::alignTo(*cx, alignment));
    Value a = value(constant(alignment));
    Value blocks = arith::CeilDivUIOp::create(b, loc, value(x), a);
    return arith::MulIOp::create(b, loc, blocks, a).getResult();
  }
};
} // namespace

OpFoldResult mlir::layout::getPaddedExtent(OpBuilder &builder, Location loc,
                                           EncodingAttr layout, int64_t dim,
                                           OpFoldResult size) {
  FoldingIndexMath m{builder, loc};
  OpFoldResult extent =
      m.add(m.add(m.constant(layout.getLowPadding(dim)), size),
            m.constant(layout.getHighPadding(dim)));
  return m.alignTo(extent, layout.getAlignment(dim));
}

BufferGeometry mlir::layout::getBufferGeometry(OpBuilder &builder, Location loc,
                                               EncodingAttr layout,
                                               ArrayRef<OpFoldResult> sizes) {
  assert(!layout.isTiled() && "tiled layouts have static extents only");
  FoldingIndexMath m{builder, loc};
  int64_t rank = sizes.size();
  SmallVector<int64_t> order = layout.getOrderOrIdentity(rank);
  BufferGeometry geometry;
  for (int64_t dim : order)
    geometry.physicalShape.push_back(
        getPaddedExtent(builder, loc, layout, dim, sizes[dim]));
  // Row-major over the physical shape; logical dim order[k] has the stride
  // of position k.
  geometry.strides.assign(rank, m.constant(1));
  OpFoldResult stride = m.constant(1);
  for (int64_t k = rank - 1; k >= 0; --k) {
    geometry.strides[order[k]] = stride;
    stride = m.mul(stride, geometry.physicalShape[k]);
  }
  geometry.numElements = stride;
  geometry.offset = m.constant(0);
  for (int64_t dim = 0; dim < rank; ++dim)
    geometry.offset =
        m.add(geometry.offset, m.mul(m.constant(layout.getLowPadding(dim)),
                                     geometry.strides[dim]));
  return geometry;
}

OpFoldResult mlir::layout::asTypeExpects(OpBuilder &builder, Location loc,
                                         OpFoldResult value, int64_t expected) {
  if (!ShapedType::isDynamic(expected))
    return builder.getIndexAttr(expected);
  return getValueOrCreateConstantIndexOp(builder, loc, value);
}

/// `values` as the operands for the static or dynamic `expected` ones.
static SmallVector<OpFoldResult> asTypeExpectsAll(OpBuilder &builder,
                                                  Location loc,
                                                  ArrayRef<OpFoldResult> values,
                                                  ArrayRef<int64_t> expected) {
  return llvm::map_to_vector(
      llvm::zip_equal(values, expected), [&](auto pair) -> OpFoldResult {
        return asTypeExpects(builder, loc, std::get<0>(pair),
                             std::get<1>(pair));
      });
}

/// A view of `buffer` as `type`, with `geometry`'s offset and strides.
static Value viewWithGeometry(OpBuilder &builder, Location loc, Value buffer,
                              MemRefType type, const BufferGeometry &geometry,
                              ArrayRef<OpFoldResult> sizes) {
  auto [strides, offset] = type.getStridesAndOffset();
  return memref::ReinterpretCastOp::create(
      builder, loc, type, buffer,
      asTypeExpects(builder, loc, geometry.offset, offset),
      asTypeExpectsAll(builder, loc, sizes, type.getShape()),
      asTypeExpectsAll(builder, loc, geometry.strides, strides));
}

Value mlir::layout::viewLayoutBuffer(OpBuilder &builder, Location loc,
                                     Value buffer, MemRefType type,
                                     EncodingAttr layout,
                                     ArrayRef<OpFoldResult> sizes) {
  return viewWithGeometry(builder, loc, buffer, type,
                          getBufferGeometry(builder, loc, layout, sizes),
                          sizes);
}

/// Whether a buffer of `type` has padding with a value to write (an empty
/// buffer has none; a subview into it would be invalid).
static bool hasPaddingToFill(RankedTensorType type) {
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
  return layout.getPadKind() != PadKind::Undefined &&
         layout.hasPadding(shape) &&
         !llvm::is_contained(layout.getPhysicalShape(shape), 0);
}

/// fillPadding for a view of logical extents `sizes`, whose buffer has
/// `geometry`.
static void fillPaddingWithGeometry(OpBuilder &builder, Location loc,
                                    Value view, RankedTensorType type,
                                    ArrayRef<OpFoldResult> sizes,
                                    const BufferGeometry &geometry,
                                    bool skipInnermost) {
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
  int64_t rank = shape.size();
  SmallVector<int64_t> order = layout.getOrderOrIdentity(rank);
  Type elementType = type.getElementType();
  SmallVector<int64_t> staticPhysicalShape = layout.getPhysicalShape(shape);
  SmallVector<OpFoldResult> physicalShape = asTypeExpectsAll(
      builder, loc, geometry.physicalShape, staticPhysicalShape);
  auto physicalType = MemRefType::get(
      staticPhysicalShape, elementType, MemRefLayoutAttrInterface(),
      cast<MemRefType>(view.getType()).getMemorySpace());
  auto [physicalStrides, zero] = physicalType.getStridesAndOffset();
  SmallVector<OpFoldResult> strides;
  for (auto [k, stride] : llvm::enumerate(physicalStrides))
    strides.push_back(
        asTypeExpects(builder, loc, geometry.strides[order[k]], stride));
  Value physical = memref::ReinterpretCastOp::create(
      builder, loc, physicalType, view, builder.getIndexAttr(0), physicalShape,
      strides);
  Value pad = createPadValue(builder, loc, layout, elementType);
  FoldingIndexMath m{builder, loc};

  // Padding is the physical box minus the interior box. Slab k holds the
  // positions whose first dim (in physical order) outside the interior is
  // dim k: dims before k interior, dim k below or above it, dims after it
  // whole. The slabs partition the padding: each element is written once.
  for (int64_t k = 0; k < rank - (skipInnermost ? 1 : 0); ++k) {
    int64_t dim = order[k];
    OpFoldResult low = m.constant(layout.getLowPadding(dim));
    OpFoldResult interiorEnd = m.add(low, sizes[dim]);
    // Only alignment makes the high padding depend on the extent.
    OpFoldResult high = layout.getAlignment(dim) == 1
                            ? m.constant(layout.getHighPadding(dim))
                            : m.sub(physicalShape[k], interiorEnd);
    for (auto [start, size] : {std::make_pair(m.constant(0), low),
                               std::make_pair(interiorEnd, high)}) {
      // A slab that spans an empty interior dim is empty (at run time, a
      // subview of no element).
      std::optional<int64_t> staticSize = getConstantIntValue(size);
      bool empty = (staticSize && *staticSize <= 0) ||
                   llvm::any_of(llvm::seq<int64_t>(0, k), [&](int64_t j) {
                     return shape[order[j]] == 0;
                   });
      if (empty)
        continue;
      SmallVector<OpFoldResult> offsets, slabSizes,
          slabStrides(rank, builder.getIndexAttr(1));
      for (int64_t j = 0; j < rank; ++j) {
        int64_t other = order[j];
        if (j < k) {
          offsets.push_back(m.constant(layout.getLowPadding(other)));
          slabSizes.push_back(sizes[other]);
        } else if (j == k) {
          offsets.push_back(start);
          slabSizes.push_back(size);
        } else {
          offsets.push_back(m.constant(0));
          slabSizes.push_back(physicalShape[j]);
        }
      }
      Value slab = memref::SubViewOp::create(builder, loc, physical, offsets,
                                             slabSizes, slabStrides);
      linalg::FillOp::create(builder, loc, ValueRange{pad}, ValueRange{slab});
    }
  }
}

void mlir::layout::fillPadding(OpBuilder &builder, Location loc, Value view,
                               RankedTensorType type, bool skipInnermost) {
  if (!hasPaddingToFill(type))
    return;
  // Dynamic extents are those of the view; the rest folds to constants.
  SmallVector<OpFoldResult> sizes = memref::getMixedSizes(builder, loc, view);
  fillPaddingWithGeometry(
      builder, loc, view, type, sizes,
      getBufferGeometry(builder, loc, EncodingAttr::getOrPacked(type), sizes),
      skipInnermost);
}

FailureOr<Value> mlir::layout::allocateLayoutBuffer(
    OpBuilder &builder, Location loc, RankedTensorType type, bool fill,
    int64_t minAlignment, Attribute memorySpace, ValueRange dynamicSizes) {
  FailureOr<MemRefType> viewType =
      getLayoutMemRefType(type, /*emitError=*/{}, memorySpace);
  if (failed(viewType) || dynamicSizes.size() != type.getNumDynamicDims())
    return failure();
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
  int64_t alignment = std::max(minAlignment, layout.getBaseAlign());
  IntegerAttr alignmentAttr = builder.getI64IntegerAttr(alignment);
  // No strides describe an empty identity-layout memref (upstream makes
  // them dynamic), so it cannot be a reinterpret_cast; it holds nothing.
  if (type.hasStaticShape() && type.getNumElements() == 0 &&
      viewType->getLayout().isIdentity())
    return memref::AllocOp::create(builder, loc, *viewType, alignmentAttr)
        .getResult();
  SmallVector<OpFoldResult> sizes =
      getMixedValues(shape, dynamicSizes, builder);
  BufferGeometry geometry = getBufferGeometry(builder, loc, layout, sizes);
  OpFoldResult size = geometry.numElements;
  std::optional<int64_t> staticSize = getConstantIntValue(size);
  auto bufferType = MemRefType::get(
      {staticSize ? *staticSize : ShapedType::kDynamic}, type.getElementType(),
      MemRefLayoutAttrInterface(), viewType->getMemorySpace());
  ValueRange bufferSizes;
  Value dynamicSize;
  if (!staticSize) {
    dynamicSize = getValueOrCreateConstantIndexOp(builder, loc, size);
    bufferSizes = dynamicSize;
  }
  Value buffer = memref::AllocOp::create(builder, loc, bufferType, bufferSizes,
                                         alignmentAttr);
  Value view =
      viewWithGeometry(builder, loc, buffer, *viewType, geometry, sizes);
  if (fill && hasPaddingToFill(type))
    fillPaddingWithGeometry(builder, loc, view, type, sizes, geometry,
                            /*skipInnermost=*/false);
  return view;
}

void mlir::layout::copyElements(OpBuilder &builder, Location loc, Value source,
                                Value dest, RankedTensorType destType) {
  int64_t rank = destType.getRank();
  EncodingAttr layout = EncodingAttr::getOrPacked(destType);
  // Loop k runs over logical dim order[k]: the last loop walks the
  // destination's innermost (contiguous) dim.
  SmallVector<AffineExpr> results(rank);
  for (auto [loop, dim] : llvm::enumerate(layout.getOrderOrIdentity(rank)))
    results[dim] = builder.getAffineDimExpr(loop);
  AffineMap map = AffineMap::get(rank, 0, results, builder.getContext());
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  linalg::GenericOp::create(builder, loc, ValueRange{source}, ValueRange{dest},
                            ArrayRef<AffineMap>{map, map}, iterators,
                            [](OpBuilder &b, Location l, ValueRange args) {
                              linalg::YieldOp::create(b, l, args[0]);
                            });
}

Value mlir::layout::viewRowMetadata(OpBuilder &b, Location loc, Value buffer,
                                    RankedTensorType fusedType) {
  EncodingAttr layout = EncodingAttr::get(fusedType);
  RankedTensorType metadata = layout.getRowMetadata();
  Type element = metadata.getElementType();
  Attribute memorySpace = cast<MemRefType>(buffer.getType()).getMemorySpace();
  // memref.view reinterprets only a 1-D identity buffer of bytes, from
  // the allocation's aligned start.
  int64_t bytes = layout.getNumPhysicalElements(fusedType.getShape());
  Value base =
      memref::ExtractStridedMetadataOp::create(b, loc, buffer).getBaseBuffer();
  auto byteType = MemRefType::get({bytes}, b.getI8Type(),
                                  MemRefLayoutAttrInterface(), memorySpace);
  Value byteBuffer = memref::ReinterpretCastOp::create(b, loc, byteType, base,
                                                       0, {bytes}, {1});
  int64_t elements = bytes / *getElementByteSize(element);
  auto elementType = MemRefType::get({elements}, element,
                                     MemRefLayoutAttrInterface(), memorySpace);
  Value elementBuffer = memref::ViewOp::create(
      b, loc, elementType, byteBuffer,
      arith::ConstantIndexOp::create(b, loc, 0), ValueRange{});
  RankedTensorType companion =
      layout.getRowMetadataTensorType(fusedType.getShape());
  auto [strides, offset] =
      layout.getRowMetadataStridesAndOffset(fusedType.getShape());
  auto viewType = MemRefType::get(
      companion.getShape(), element,
      StridedLayoutAttr::get(b.getContext(), offset, strides), memorySpace);
  return memref::ReinterpretCastOp::create(
      b, loc, viewType, elementBuffer, offset, companion.getShape(), strides);
}

int64_t mlir::layout::getKnownAlignment(int64_t base,
                                        ArrayRef<int64_t> offsets) {
  int64_t alignment = base;
  for (int64_t offset : offsets)
    if (offset != 0)
      alignment = std::min<int64_t>(
          alignment, int64_t(1) << llvm::countr_zero(uint64_t(offset)));
  return alignment;
}

Value mlir::layout::getFlatView(OpBuilder &b, Location loc, Value buffer,
                                int64_t offset, int64_t size) {
  auto type = cast<MemRefType>(buffer.getType());
  auto layout = StridedLayoutAttr::get(b.getContext(), offset, {1});
  auto flatType = MemRefType::get({size}, type.getElementType(), layout,
                                  type.getMemorySpace());
  return memref::ReinterpretCastOp::create(b, loc, flatType, buffer, offset,
                                           {size}, {1});
}

bool mlir::layout::isContiguousBuffer(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!type.hasStaticShape() ||
      failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset))
    return false;
  SmallVector<std::pair<int64_t, int64_t>> dims; // (stride, size)
  for (auto [stride, size] : llvm::zip(strides, type.getShape()))
    if (size != 1)
      dims.push_back({stride, size});
  llvm::sort(dims);
  int64_t expected = 1;
  for (auto [stride, size] : dims) {
    if (stride != expected)
      return false;
    expected *= size;
  }
  return true;
}
