//===- Layout.cpp - C API of the layout dialect ---------------------------===//

#include "tensor-layout-c/Dialect/Layout.h"

#include "mlir/CAPI/Registration.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

using namespace mlir;
using namespace mlir::layout;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Layout, layout, LayoutDialect)

static EncodingAttr unwrapEncoding(MlirAttribute attr) {
  return llvm::cast<EncodingAttr>(unwrap(attr));
}

static ArrayRef<int64_t> arrayRef(intptr_t size, const int64_t *data) {
  return size == 0 ? ArrayRef<int64_t>() : ArrayRef<int64_t>(data, size);
}

bool tensorLayoutAttributeIsAEncoding(MlirAttribute attr) {
  return llvm::isa<EncodingAttr>(unwrap(attr));
}

MlirAttribute tensorLayoutEncodingAttrGet(
    MlirContext ctx, intptr_t numOrder, const int64_t *order, intptr_t numAlign,
    const int64_t *align, intptr_t numPadLow, const int64_t *padLow,
    intptr_t numPadHigh, const int64_t *padHigh, MlirAttribute padValue,
    intptr_t numTiles, const int64_t *tileDims, const int64_t *tileSizes,
    int64_t baseAlign) {
  return tensorLayoutEncodingAttrGetWithTilePositions(
      ctx, numOrder, order, numAlign, align, numPadLow, padLow, numPadHigh,
      padHigh, padValue, numTiles, tileDims, tileSizes, baseAlign,
      /*tilePositions=*/nullptr);
}

MlirAttribute tensorLayoutEncodingAttrGetWithTilePositions(
    MlirContext ctx, intptr_t numOrder, const int64_t *order, intptr_t numAlign,
    const int64_t *align, intptr_t numPadLow, const int64_t *padLow,
    intptr_t numPadHigh, const int64_t *padHigh, MlirAttribute padValue,
    intptr_t numTiles, const int64_t *tileDims, const int64_t *tileSizes,
    int64_t baseAlign, const int64_t *tilePositions) {
  MLIRContext *context = unwrap(ctx);
  auto emitError = [&] { return mlir::emitError(UnknownLoc::get(context)); };
  return wrap(EncodingAttr::getChecked(
      emitError, context, arrayRef(numOrder, order), arrayRef(numAlign, align),
      arrayRef(numPadLow, padLow), arrayRef(numPadHigh, padHigh),
      unwrap(padValue), arrayRef(numTiles, tileDims),
      arrayRef(numTiles, tileSizes), baseAlign,
      arrayRef(tilePositions ? numTiles : 0, tilePositions)));
}

intptr_t tensorLayoutEncodingAttrGetNumOrder(MlirAttribute attr) {
  return unwrapEncoding(attr).getOrder().size();
}
int64_t tensorLayoutEncodingAttrGetOrder(MlirAttribute attr, intptr_t pos) {
  return unwrapEncoding(attr).getOrder()[pos];
}
intptr_t tensorLayoutEncodingAttrGetNumAlign(MlirAttribute attr) {
  return unwrapEncoding(attr).getAlign().size();
}
int64_t tensorLayoutEncodingAttrGetAlign(MlirAttribute attr, intptr_t pos) {
  return unwrapEncoding(attr).getAlign()[pos];
}
intptr_t tensorLayoutEncodingAttrGetNumPadLow(MlirAttribute attr) {
  return unwrapEncoding(attr).getPadLow().size();
}
int64_t tensorLayoutEncodingAttrGetPadLow(MlirAttribute attr, intptr_t pos) {
  return unwrapEncoding(attr).getPadLow()[pos];
}
intptr_t tensorLayoutEncodingAttrGetNumPadHigh(MlirAttribute attr) {
  return unwrapEncoding(attr).getPadHigh().size();
}
int64_t tensorLayoutEncodingAttrGetPadHigh(MlirAttribute attr, intptr_t pos) {
  return unwrapEncoding(attr).getPadHigh()[pos];
}

TensorLayoutPadKind tensorLayoutEncodingAttrGetPadKind(MlirAttribute attr) {
  switch (unwrapEncoding(attr).getPadKind()) {
  case PadKind::Undefined:
    return TensorLayoutPadKindUndefined;
  case PadKind::Zero:
    return TensorLayoutPadKindZero;
  case PadKind::Constant:
    return TensorLayoutPadKindConstant;
  }
  llvm_unreachable("unknown pad kind");
}

MlirAttribute tensorLayoutEncodingAttrGetPadValue(MlirAttribute attr) {
  return wrap(Attribute(unwrapEncoding(attr).getPadConstant()));
}

MlirType tensorLayoutEncodingAttrGetRowMetadata(MlirAttribute attr) {
  return wrap(Type(unwrapEncoding(attr).getRowMetadata()));
}

intptr_t tensorLayoutEncodingAttrGetNumTilePositions(MlirAttribute attr) {
  return unwrapEncoding(attr).getTilePositions().size();
}
int64_t tensorLayoutEncodingAttrGetTilePosition(MlirAttribute attr,
                                                intptr_t pos) {
  return unwrapEncoding(attr).getTilePositions()[pos];
}

intptr_t tensorLayoutEncodingAttrGetNumTiles(MlirAttribute attr) {
  return unwrapEncoding(attr).getTileDims().size();
}
int64_t tensorLayoutEncodingAttrGetTileDim(MlirAttribute attr, intptr_t pos) {
  return unwrapEncoding(attr).getTileDims()[pos];
}
int64_t tensorLayoutEncodingAttrGetTileSize(MlirAttribute attr, intptr_t pos) {
  return unwrapEncoding(attr).getTileSizes()[pos];
}
MlirAttribute tensorLayoutEncodingAttrGetMemorySpace(MlirAttribute attr) {
  return wrap(unwrapEncoding(attr).getMemorySpace());
}

MlirAttribute tensorLayoutEncodingAttrGetWithMemorySpace(MlirAttribute layout,
                                                         MlirAttribute space) {
  EncodingAttr encoding = unwrapEncoding(layout);
  MLIRContext *context = encoding.getContext();
  if (failed(layout::detail::verifyMemorySpace(unwrap(space), [&] {
        return mlir::emitError(UnknownLoc::get(context));
      })))
    return MlirAttribute{nullptr};
  return wrap(encoding.withMemorySpace(unwrap(space)));
}

int64_t tensorLayoutEncodingAttrGetBaseAlign(MlirAttribute attr) {
  return unwrapEncoding(attr).getBaseAlign();
}

//===----------------------------------------------------------------------===//
// Physical placement of a tensor type
//===----------------------------------------------------------------------===//

bool tensorLayoutTypeHasPhysicalLayout(MlirType type) {
  auto tensorType = llvm::dyn_cast<RankedTensorType>(unwrap(type));
  if (!tensorType || !tensorType.hasStaticShape())
    return false;
  return !tensorType.getEncoding() ||
         llvm::isa<EncodingAttr>(tensorType.getEncoding());
}

namespace {
/// The layout and shape of an accepted tensor type.
struct Placement {
  explicit Placement(MlirType type)
      : tensorType(llvm::cast<RankedTensorType>(unwrap(type))),
        layout(EncodingAttr::getOrPacked(tensorType)),
        shape(tensorType.getShape()) {}
  RankedTensorType tensorType;
  EncodingAttr layout;
  ArrayRef<int64_t> shape;
};
} // namespace

intptr_t tensorLayoutTypeGetPhysicalRank(MlirType type) {
  Placement p(type);
  return p.shape.size() + p.layout.getTileDims().size();
}

void tensorLayoutTypeGetPhysicalShape(MlirType type, int64_t *shape) {
  Placement p(type);
  llvm::copy(p.layout.getPhysicalShape(p.shape), shape);
}

bool tensorLayoutTypeGetLogicalStrides(MlirType type, int64_t *strides) {
  Placement p(type);
  std::optional<SmallVector<int64_t>> logical =
      p.layout.getLogicalStrides(p.shape);
  if (!logical)
    return false;
  llvm::copy(*logical, strides);
  return true;
}

int64_t tensorLayoutTypeGetOffset(MlirType type) {
  Placement p(type);
  return p.layout.getOffset(p.shape);
}

int64_t tensorLayoutTypeGetAllocationSize(MlirType type) {
  Placement p(type);
  return p.layout.getAllocationSize(p.shape, p.tensorType.getElementType())
      .value_or(-1);
}
