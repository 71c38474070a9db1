/*===-- tensor-layout-c/Dialect/Layout.h - C API of the layout dialect --*- C
-*-===*\
|*                                                                            *|
|* The `layout` dialect and its `#layout.encoding` attribute for C and for    *|
|* language bindings, in the conventions of the upstream MLIR C API: handles  *|
|* are MlirAttribute/MlirType, arrays are (count, pointer) pairs, and a null  *|
|* attribute (mlirAttributeIsNull) means failure, with the reason reported    *|
|* through the context's diagnostic handlers.                                 *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TENSOR_LAYOUT_C_DIALECT_LAYOUT_H
#define TENSOR_LAYOUT_C_DIALECT_LAYOUT_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// mlirGetDialectHandle__layout__(): insert into a registry or load into a
/// context with the upstream mlirDialectHandle* functions.
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Layout, layout);

//===----------------------------------------------------------------------===//
// #layout.encoding
//===----------------------------------------------------------------------===//

/// What the padding positions of a buffer hold.
typedef enum TensorLayoutPadKind {
  TensorLayoutPadKindUndefined = 0, ///< never written, never read
  TensorLayoutPadKindZero = 1,      ///< zero of the element type
  TensorLayoutPadKindConstant = 2,  ///< tensorLayoutEncodingAttrGetPadValue
} TensorLayoutPadKind;

/// Whether `attr` is a `#layout.encoding`.
MLIR_CAPI_EXPORTED bool tensorLayoutAttributeIsAEncoding(MlirAttribute attr);

/// Builds a (normalized) `#layout.encoding`. Every array may be empty (count
/// 0): the part takes its default. `padValue` is a null attribute for
/// `undef`, a unit attribute for `zero`, an integer/float attribute for a
/// constant, or a type attribute of a rank-1 tensor type for row metadata. Tile
/// `i` blocks logical dim `tileDims[i]` by `tileSizes[i]`. `baseAlign` is in
/// bytes (0: natural). Returns a null attribute, after emitting a diagnostic at
/// an unknown location, when the parts are invalid.
MLIR_CAPI_EXPORTED MlirAttribute tensorLayoutEncodingAttrGet(
    MlirContext ctx, intptr_t numOrder, const int64_t *order, intptr_t numAlign,
    const int64_t *align, intptr_t numPadLow, const int64_t *padLow,
    intptr_t numPadHigh, const int64_t *padHigh, MlirAttribute padValue,
    intptr_t numTiles, const int64_t *tileDims, const int64_t *tileSizes,
    int64_t baseAlign);

/// tensorLayoutEncodingAttrGet with tile `i` placed at `tilePositions[i]` of
/// the physical shape (`order` then needs all `rank` dims written out);
/// `tilePositions` null places every tile after the outer dims.
MLIR_CAPI_EXPORTED MlirAttribute tensorLayoutEncodingAttrGetWithTilePositions(
    MlirContext ctx, intptr_t numOrder, const int64_t *order, intptr_t numAlign,
    const int64_t *align, intptr_t numPadLow, const int64_t *padLow,
    intptr_t numPadHigh, const int64_t *padHigh, MlirAttribute padValue,
    intptr_t numTiles, const int64_t *tileDims, const int64_t *tileSizes,
    int64_t baseAlign, const int64_t *tilePositions);

/// The stored parts. Arrays have the number of elements the attribute was
/// written with (0 when the part is omitted), and defaults are not filled in;
/// `order` holds the dims only (tiles written in it, `t0`, come back through
/// tensorLayoutEncodingAttrGetTilePosition).
MLIR_CAPI_EXPORTED intptr_t tensorLayoutEncodingAttrGetNumOrder(MlirAttribute);
MLIR_CAPI_EXPORTED int64_t tensorLayoutEncodingAttrGetOrder(MlirAttribute,
                                                            intptr_t pos);
MLIR_CAPI_EXPORTED intptr_t tensorLayoutEncodingAttrGetNumAlign(MlirAttribute);
MLIR_CAPI_EXPORTED int64_t tensorLayoutEncodingAttrGetAlign(MlirAttribute,
                                                            intptr_t pos);
MLIR_CAPI_EXPORTED intptr_t tensorLayoutEncodingAttrGetNumPadLow(MlirAttribute);
MLIR_CAPI_EXPORTED int64_t tensorLayoutEncodingAttrGetPadLow(MlirAttribute,
                                                             intptr_t pos);
MLIR_CAPI_EXPORTED
intptr_t tensorLayoutEncodingAttrGetNumPadHigh(MlirAttribute);
MLIR_CAPI_EXPORTED int64_t tensorLayoutEncodingAttrGetPadHigh(MlirAttribute,
                                                              intptr_t pos);
MLIR_CAPI_EXPORTED
TensorLayoutPadKind tensorLayoutEncodingAttrGetPadKind(MlirAttribute);
/// The constant pad value (integer or float attribute) for
/// TensorLayoutPadKindConstant, a null attribute otherwise.
MLIR_CAPI_EXPORTED
MlirAttribute tensorLayoutEncodingAttrGetPadValue(MlirAttribute);
/// The row metadata's tensor type (`row_metadata = tensor<2xf32>`), a null
/// type when the layout has none (its pad kind is then undefined).
MLIR_CAPI_EXPORTED
MlirType tensorLayoutEncodingAttrGetRowMetadata(MlirAttribute);
MLIR_CAPI_EXPORTED intptr_t tensorLayoutEncodingAttrGetNumTiles(MlirAttribute);
MLIR_CAPI_EXPORTED int64_t tensorLayoutEncodingAttrGetTileDim(MlirAttribute,
                                                              intptr_t pos);
MLIR_CAPI_EXPORTED int64_t tensorLayoutEncodingAttrGetTileSize(MlirAttribute,
                                                               intptr_t pos);
/// Where tile `pos` sits in the physical shape (of rank + number of tiles
/// dims); no positions (count 0) when every tile comes after the outer dims
/// in the order listed.
MLIR_CAPI_EXPORTED
intptr_t tensorLayoutEncodingAttrGetNumTilePositions(MlirAttribute);
MLIR_CAPI_EXPORTED int64_t
tensorLayoutEncodingAttrGetTilePosition(MlirAttribute, intptr_t pos);
/// The base alignment in bytes; 0 when the layout asks for none.
MLIR_CAPI_EXPORTED int64_t tensorLayoutEncodingAttrGetBaseAlign(MlirAttribute);
/// The memory space the layout puts its buffer in (an integer attribute or a
/// dialect's, as memref types take it), a null attribute for the default one.
MLIR_CAPI_EXPORTED
MlirAttribute tensorLayoutEncodingAttrGetMemorySpace(MlirAttribute);
/// `layout` in memory space `memorySpace` (null or integer 0: the default
/// one). Returns a null attribute, after emitting a diagnostic at an unknown
/// location, when `memorySpace` cannot be a buffer's memory space.
MLIR_CAPI_EXPORTED MlirAttribute tensorLayoutEncodingAttrGetWithMemorySpace(
    MlirAttribute layout, MlirAttribute memorySpace);

//===----------------------------------------------------------------------===//
// Physical placement of a tensor type
//
// These take a static-shaped ranked tensor type (one built with
// mlirRankedTensorTypeGetChecked has a layout valid for its shape); a type
// without an encoding is in the packed row-major layout.
//===----------------------------------------------------------------------===//

/// Whether `type` is a ranked tensor type with a static shape whose encoding
/// is absent or a `#layout.encoding`: the types the functions below accept.
MLIR_CAPI_EXPORTED bool tensorLayoutTypeHasPhysicalLayout(MlirType type);

/// Rank of the physical buffer: the tensor's rank plus the number of tiles.
MLIR_CAPI_EXPORTED intptr_t tensorLayoutTypeGetPhysicalRank(MlirType type);

/// Writes the physical shape (outer dims in layout order, then tiles) to
/// `shape`, which holds tensorLayoutTypeGetPhysicalRank elements.
MLIR_CAPI_EXPORTED void tensorLayoutTypeGetPhysicalShape(MlirType type,
                                                         int64_t *shape);

/// Writes the stride, in elements, of each logical dim to `strides` (the
/// tensor's rank of them) and returns true; returns false for tiled
/// layouts, whose logical dims have no single stride.
MLIR_CAPI_EXPORTED bool tensorLayoutTypeGetLogicalStrides(MlirType type,
                                                          int64_t *strides);

/// Offset, in elements, of logical element (0, ..., 0) in the buffer.
MLIR_CAPI_EXPORTED int64_t tensorLayoutTypeGetOffset(MlirType type);

/// Size of the physical buffer in bytes, padding included; -1 for element
/// types without a fixed size.
MLIR_CAPI_EXPORTED int64_t tensorLayoutTypeGetAllocationSize(MlirType type);

#ifdef __cplusplus
}
#endif

#endif // TENSOR_LAYOUT_C_DIALECT_LAYOUT_H
