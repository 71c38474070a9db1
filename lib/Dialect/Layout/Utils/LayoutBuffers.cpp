//===- LayoutBuffers.cpp - Buffers of tensors with layouts ----------------===//

#include "Dialect/Layout/Utils/LayoutBuffers.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::layout;

Value mlir::layout::createPadValue(OpBuilder &builder, Location loc,
                                   EncodingAttr layout, Type type) {
  TypedAttr value = layout.getPadKind() == PadKind::Zero
                        ? cast<TypedAttr>(builder.getZeroAttr(type))
                        : layout.getPadConstant();
  return arith::ConstantOp::create(builder, loc, value);
}

Value mlir::layout::createPadValueOrZero(OpBuilder &builder, Location loc,
                                         EncodingAttr layout, Type type) {
  if (layout.getPadKind() != PadKind::Undefined)
    return createPadValue(builder, loc, layout, type);
  return arith::ConstantOp::create(builder, loc, type,
                                   builder.getZeroAttr(type));
}

void mlir::layout::fillPadding(OpBuilder &builder, Location loc, Value view,
                               RankedTensorType type, bool skipInnermost) {
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
  if (layout.getPadKind() == PadKind::Undefined || !layout.hasPadding(shape))
    return;
  Type elementType = type.getElementType();
  SmallVector<int64_t> physicalShape = layout.getPhysicalShape(shape);
  // An empty buffer has no padding; a subview into it would be invalid.
  if (llvm::is_contained(physicalShape, 0))
    return;
  SmallVector<int64_t> physicalStrides = layout.getPhysicalStrides(shape);
  auto physicalType =
      MemRefType::get(physicalShape, elementType, MemRefLayoutAttrInterface(),
                      cast<MemRefType>(view.getType()).getMemorySpace());
  Value physical = memref::ReinterpretCastOp::create(
      builder, loc, physicalType, view, /*offset=*/0, physicalShape,
      physicalStrides);
  Value pad = createPadValue(builder, loc, layout, elementType);

  // Padding is the physical box minus the interior box. Slab k holds the
  // positions whose first dim (in physical order) outside the interior is
  // dim k: dims before k interior, dim k below or above it, dims after it
  // whole. The slabs partition the padding: each element is written once.
  SmallVector<int64_t> order = layout.getOrderOrIdentity(shape.size());
  int64_t rank = shape.size();
  for (int64_t k = 0; k < rank - (skipInnermost ? 1 : 0); ++k) {
    int64_t dim = order[k];
    int64_t low = layout.getLowPadding(dim);
    int64_t high = physicalShape[k] - low - shape[dim];
    for (auto [start, size] : {std::make_pair(int64_t(0), low),
                               std::make_pair(low + shape[dim], high)}) {
      // A slab that spans an empty interior dim is empty.
      bool empty =
          size <= 0 || llvm::any_of(llvm::seq<int64_t>(0, k), [&](int64_t j) {
            return shape[order[j]] == 0;
          });
      if (empty)
        continue;
      SmallVector<OpFoldResult> offsets, sizes,
          strides(rank, builder.getIndexAttr(1));
      for (int64_t j = 0; j < rank; ++j) {
        int64_t other = order[j];
        if (j < k) {
          offsets.push_back(builder.getIndexAttr(layout.getLowPadding(other)));
          sizes.push_back(builder.getIndexAttr(shape[other]));
        } else if (j == k) {
          offsets.push_back(builder.getIndexAttr(start));
          sizes.push_back(builder.getIndexAttr(size));
        } else {
          offsets.push_back(builder.getIndexAttr(0));
          sizes.push_back(builder.getIndexAttr(physicalShape[j]));
        }
      }
      Value slab = memref::SubViewOp::create(builder, loc, physical, offsets,
                                             sizes, strides);
      linalg::FillOp::create(builder, loc, ValueRange{pad}, ValueRange{slab});
    }
  }
}

FailureOr<Value> mlir::layout::allocateLayoutBuffer(
    OpBuilder &builder, Location loc, RankedTensorType type, bool fill,
    int64_t minAlignment, Attribute memorySpace) {
  FailureOr<MemRefType> viewType =
      getLayoutMemRefType(type, /*emitError=*/{}, memorySpace);
  if (failed(viewType) || !type.hasStaticShape())
    return failure();
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
  int64_t alignment = std::max(minAlignment, layout.getBaseAlign());
  // No strides describe an empty identity-layout memref (upstream makes
  // them dynamic), so it cannot be a reinterpret_cast; it holds nothing.
  if (type.getNumElements() == 0 && viewType->getLayout().isIdentity())
    return memref::AllocOp::create(builder, loc, *viewType,
                                   builder.getI64IntegerAttr(alignment))
        .getResult();
  auto bufferType = MemRefType::get({layout.getNumPhysicalElements(shape)},
                                    type.getElementType(),
                                    MemRefLayoutAttrInterface(), memorySpace);
  Value buffer = memref::AllocOp::create(builder, loc, bufferType,
                                         builder.getI64IntegerAttr(alignment));
  auto [strides, offset] = viewType->getStridesAndOffset();
  Value view = memref::ReinterpretCastOp::create(
      builder, loc, *viewType, buffer, offset, shape, strides);
  if (fill)
    fillPadding(builder, loc, view, type);
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
