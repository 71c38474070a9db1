//===- LayoutAttrs.h - Layout encoding attribute ----------------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTATTRS_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TensorEncoding.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir {
namespace layout {
class EncodingAttr;

/// What the padding positions of a buffer hold.
enum class PadKind {
  /// Junk: never read, never written.
  Undefined,
  /// Zero of the element type.
  Zero,
  /// A given constant of the element type.
  Constant,
};

/// The largest `base_align` a layout may ask for: 2^32 bytes, the largest
/// alignment LLVM can state (llvm::Value::MaximumAlignmentExponent). A
/// buffer is allocated with up to `base_align - 1` bytes more than it holds.
inline constexpr int64_t kMaxBaseAlign = int64_t(1) << 32;

/// Size in bytes of one element of `type` in a buffer, or std::nullopt when
/// the layout cannot hold elements of that type (it must be an integer,
/// index or floating-point type). Sub-byte types take a whole byte.
std::optional<int64_t> getElementByteSize(Type type);

/// "memory space 3", "memory space #gpu.address_space<workgroup>", "the
/// default memory space" (null or integer 0), for diagnostics.
std::string describeMemorySpace(Attribute memorySpace);

namespace detail {
/// A constant pad value equal to zero (integer 0, +0.0) as the `zero` pad
/// kind (UnitAttr); other values unchanged.
Attribute normalizePadValue(Attribute padValue);

/// The parameters of an EncodingAttr in normalized form (see the attribute's
/// description). Normalizing never fails; invalid parameters stay invalid
/// and are rejected by the verifier.
struct NormalizedLayoutParams {
  NormalizedLayoutParams(ArrayRef<int64_t> order, ArrayRef<int64_t> align,
                         ArrayRef<int64_t> padLow, ArrayRef<int64_t> padHigh,
                         Attribute padValue, ArrayRef<int64_t> tileDims,
                         ArrayRef<int64_t> tileSizes, int64_t baseAlign,
                         ArrayRef<int64_t> tilePositions = {},
                         Attribute memorySpace = {});
  SmallVector<int64_t> order, align, padLow, padHigh;
  Attribute padValue;
  SmallVector<int64_t> tileDims, tileSizes;
  int64_t baseAlign;
  SmallVector<int64_t> tilePositions;
  Attribute memorySpace;

private:
  bool normalizeTilePlacement(ArrayRef<int64_t> order,
                              ArrayRef<int64_t> tileDims,
                              ArrayRef<int64_t> tileSizes,
                              ArrayRef<int64_t> positions);
};

/// The memory space as memref types keep it: integer 0 is the default
/// space, spelled null.
Attribute normalizeMemorySpace(Attribute memorySpace);

/// Whether `memorySpace` can be a buffer's memory space: a non-negative
/// integer or an attribute of a dialect (upstream's `#gpu.address_space`,
/// a target's own), as a memref type accepts it.
LogicalResult verifyMemorySpace(Attribute memorySpace,
                                function_ref<InFlightDiagnostic()> emitError);

/// Whether `metadata` can be a layout's row metadata: a static rank-1 tensor
/// type of integers or floats of whole bytes, without an encoding.
bool isValidRowMetadataType(Type metadata);

/// Whether `layout`'s row metadata, if any, fits a tensor of `shape` and
/// `elementType` (RowMetadata.cpp).
LogicalResult verifyRowMetadata(EncodingAttr layout, ArrayRef<int64_t> shape,
                                Type elementType,
                                function_ref<InFlightDiagnostic()> emitError);
} // namespace detail

} // namespace layout
} // namespace mlir

#define GET_ATTRDEF_CLASSES
#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h.inc"

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTATTRS_H
