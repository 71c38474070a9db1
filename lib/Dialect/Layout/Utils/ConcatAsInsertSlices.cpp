//===- ConcatAsInsertSlices.cpp - A concatenation, decomposed -------------===//

#include "ConcatAsInsertSlices.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::layout;

/// `a + b`, folded where both are constants.
static OpFoldResult addSizes(OpBuilder &builder, Location loc, OpFoldResult a,
                             OpFoldResult b) {
  return affine::makeComposedFoldedAffineApply(
      builder, loc,
      builder.getAffineSymbolExpr(0) + builder.getAffineSymbolExpr(1), {a, b});
}

Value mlir::layout::buildConcatAsInsertSlices(OpBuilder &builder, Location loc,
                                              int64_t dim, ValueRange inputs,
                                              RankedTensorType resultType) {
  // Into a tiled layout, slice by slice, each insert_slice would be a
  // kernel on the tiled tensor between two transforms: concatenate packed
  // and transform once.
  auto layout = dyn_cast_or_null<EncodingAttr>(resultType.getEncoding());
  if (layout && layout.isTiled()) {
    Value packed = buildConcatAsInsertSlices(
        builder, loc, dim, inputs,
        EncodingAttr::withLayout(resultType, layout.getPackedInSameSpace()));
    return createLayoutCast(builder, loc, packed, resultType);
  }
  int64_t rank = resultType.getRank();
  SmallVector<OpFoldResult> resultSizes;
  for (int64_t d = 0; d < rank; ++d) {
    if (!resultType.isDynamicDim(d)) {
      resultSizes.push_back(builder.getIndexAttr(resultType.getDimSize(d)));
      continue;
    }
    // Along the concatenated dim the sum of the inputs' extents; else the
    // first input's.
    OpFoldResult size = builder.getIndexAttr(0);
    for (Value input : d == dim ? inputs : inputs.take_front())
      size = addSizes(builder, loc, size,
                      tensor::getMixedSize(builder, loc, input, d));
    resultSizes.push_back(size);
  }
  Value result = tensor::EmptyOp::create(builder, loc, resultSizes,
                                         resultType.getElementType(),
                                         resultType.getEncoding());
  OpFoldResult offset = builder.getIndexAttr(0);
  for (auto [index, input] : llvm::enumerate(inputs)) {
    SmallVector<OpFoldResult> offsets(rank, builder.getIndexAttr(0));
    offsets[dim] = offset;
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(builder, loc, input);
    SmallVector<OpFoldResult> strides(rank, builder.getIndexAttr(1));
    result = tensor::InsertSliceOp::create(builder, loc, input, result, offsets,
                                           sizes, strides);
    if (index + 1 < inputs.size())
      offset = addSizes(builder, loc, offset, sizes[dim]);
  }
  // Sizes that fold to constants give a more static type than a dynamic
  // result's (static inputs into `tensor<2x?xf32>`): cast back to it.
  if (result.getType() != resultType)
    result = tensor::CastOp::create(builder, loc, resultType, result);
  return result;
}
