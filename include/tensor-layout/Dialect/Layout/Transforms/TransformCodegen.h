//===- TransformCodegen.h - Fast loops for layout.transform -----*- C++ -*-===//
//
// A layout transform is a copy, so it should run at memory bandwidth. This
// generates its loops on buffers: dimensions contiguous on both sides fused,
// rows copied with vectors (the destination row's padding written in the
// same sweep), transposes as cache-friendly tiles transposed in registers
// with shuffles, non-temporal stores for large destinations, and the
// outermost loop parallel.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TRANSFORMCODEGEN_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TRANSFORMCODEGEN_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
namespace layout {

/// How the copies of layout.transform are generated.
struct TransformCodegenOptions {
  /// Bytes of a vector register; 0 keeps the scalar loop nest.
  int64_t vectorBytes = 64;
  /// Whether the outermost loop is an scf.parallel (run on threads once
  /// scf.parallel is lowered to OpenMP, sequentially otherwise).
  bool parallel = false;
  /// Destinations of at least this many bytes get non-temporal stores,
  /// where a store writes whole aligned vectors; 0: never.
  int64_t nontemporalBytes = 0;
  /// Tile kernels reading a source larger than the L2 cache prefetch, into
  /// L2, each source row this many bytes ahead of the tile; 0: never.
  int64_t prefetchDistance = 0;
  /// Whether the copy is a GPU kernel (GpuTransformCodegen.h); the options
  /// above are then unused.
  bool gpu = false;

  /// The options as the attribute layout-bufferize attaches to transforms
  /// (named `kAttrName`), and back; missing entries keep their defaults.
  static constexpr llvm::StringLiteral kAttrName = "layout.codegen";
  DictionaryAttr toAttr(MLIRContext *context) const;
  static TransformCodegenOptions get(Operation *op);
};

/// Copies every element of `source` (a strided memref of the logical shape)
/// into `dest` (a new buffer in the layout of `destType`, viewed with its
/// strides), and writes the destination's padding with its pad value.
/// `sourceAlign` and `destAlign` are the byte alignments known of the two
/// base addresses. With `options.gpu`, the copy is the GPU kernel of
/// GpuTransformCodegen.h, which can fail (with an error at `loc`); the CPU
/// loops always succeed.
LogicalResult buildTransformCopy(OpBuilder &builder, Location loc, Value source,
                                 int64_t sourceAlign, Value dest,
                                 RankedTensorType destType, int64_t destAlign,
                                 const TransformCodegenOptions &options);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_TRANSFORMCODEGEN_H
