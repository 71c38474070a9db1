//===- TiledLayouts.h - Tiled tensors as physical tensors -------*- C++ -*-===//
//
// A tiled (blocked) layout has no strided memref form: its logical dims have
// no single stride. Before bufferization, every tensor in a tiled layout is
// therefore replaced by the tensor of its physical shape (packed row-major,
// padding included), which one-shot bufferization handles like any other.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TILEDLAYOUTS_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TILEDLAYOUTS_H

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <optional>

namespace mlir {
namespace layout {

/// The tiled layout of `type` (a ranked tensor type), or null.
EncodingAttr getTiledLayout(Type type);

/// The type of the physical buffer of a tensor in a tiled layout (its
/// physical tensor type); other types as they are.
Type getPhysicalType(Type type);

/// Converts a tensor type in a tiled layout to the tensor type of its
/// physical buffer and, for a dynamic shape, one index per dynamic dim: the
/// buffer does not hold the logical extents. Other types stay as they are.
class TiledLayoutTypeConverter : public TypeConverter {
public:
  TiledLayoutTypeConverter();
};

/// Whether a relabelling from `source` to `result` (tiled tensor types of
/// static shape) moves only unit dims of the physical tensor (1x2x8 and
/// 2x1x8): the same bytes, a reshape of the buffer.
bool isPhysicalReshape(Type source, Type result);

/// What a tiled tensor becomes under the converter: its physical tensor,
/// then the extents of its dynamic dims.
SmallVector<Value> getTiledValues(Value physical, ValueRange sizes);

/// Patterns rewriting the ops that move no data on tiled tensors:
/// layout.relabel and layout.expand_halo between tiled layouts,
/// layout.to_physical, layout.from_physical, bufferization.to_buffer and
/// tensor.dim.
void populateTiledViewLoweringPatterns(
    const TiledLayoutTypeConverter &converter, RewritePatternSet &patterns);

/// Patterns rewriting, on tensors, the ops that handle tiled layouts:
/// layout.transform to or from one (a new buffer and a layout.copy into
/// it), layout.relabel, tensor.empty, dense arith.constant, element-wise
/// ops (loops over the physical buffer that keep the padding's pad value),
/// linalg.fill, bufferization.to_buffer, tensor.dim, and function
/// signatures, calls and returns. `alignment` is the least alignment of new
/// buffers, in bytes.
void populateTiledLayoutLoweringPatterns(
    const TiledLayoutTypeConverter &converter, RewritePatternSet &patterns,
    int64_t alignment);

/// Patterns computing structured ops (convolutions, matmuls, ...) whose
/// operands are in tiled layouts over the physical dims: a linalg.generic
/// whose loops over tiled dims split into loops over and within tiles. The
/// generic records the op it computes in a `layout.logical_op` dictionary
/// (`op`: its name, `operand_types`: the logical operand types, with their
/// layouts, `attributes`: its attributes).
void populateTiledStructuredOpLoweringPatterns(
    const TiledLayoutTypeConverter &converter, RewritePatternSet &patterns);

/// Where the generics above record the op they compute.
constexpr llvm::StringLiteral kLogicalOpAttrName = "layout.logical_op";

/// The op a generic records in `kLogicalOpAttrName`.
struct RecordedLogicalOp {
  StringRef name;
  ArrayAttr operandTypes;
  DictionaryAttr attributes;
};

/// The op `op` records, or nothing where it records none (or not in the
/// form above).
inline std::optional<RecordedLogicalOp> getRecordedLogicalOp(Operation *op) {
  auto record = op->getAttrOfType<DictionaryAttr>(kLogicalOpAttrName);
  if (!record)
    return std::nullopt;
  auto name = record.getAs<StringAttr>("op");
  auto types = record.getAs<ArrayAttr>("operand_types");
  auto attributes = record.getAs<DictionaryAttr>("attributes");
  if (!name || !types || !attributes)
    return std::nullopt;
  return RecordedLogicalOp{name.getValue(), types, attributes};
}

/// Whether the patterns above compute `op` over the physical dims of its
/// operands: every tiled dim indexed by one loop, tiles on one loop alike,
/// and padding that cannot change the result (or none).
bool canComputeOnPhysicalDims(Operation *op);

/// Whether `op` is an element-wise linalg.generic that the physical form
/// computes the same on elements: identity maps, parallel loops, a body
/// that does not ask for its index, and tensors that all place their
/// elements alike (so that one physical position holds the same logical
/// element in each; their pad values may differ).
bool isPositionIndependent(linalg::GenericOp op);

/// Whether the tiled-layout patterns compute `op` on the physical buffers:
/// position independent, and where its result's layout has padding (a
/// dynamic dim with alignment may), one result and a destination it does
/// not read (the padding keeps its pad value). Other generics on tiled
/// tensors run on plain tensors between transforms.
bool isElementwiseOnPhysicalBuffers(linalg::GenericOp op);

/// Whether the tiled-layout patterns pad the physical tensor for `pad`: a
/// static pad of one value whose operand and result have one tiled layout
/// it can run in (canPadRunIn: it pads untiled dims only, each of which is
/// one physical dim). Other pads of tiled tensors run on plain tensors.
bool isPadOnPhysicalDims(tensor::PadOp pad);

/// Replaces every tensor in a tiled layout in `module` by its physical
/// tensor; an op that the patterns do not handle runs on plain tensors
/// between transforms. Fails, with an error at the op, where that cannot be
/// (a region argument in a tiled layout) or where a tiled shape is dynamic.
LogicalResult lowerTiledLayouts(ModuleOp module, int64_t alignment);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TILEDLAYOUTS_H
