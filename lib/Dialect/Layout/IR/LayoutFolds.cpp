//===- LayoutFolds.cpp - Folds of layout dialect operations ---------------===//
//
// A transform only changes where elements live, so transforms compose:
// T(A->A) = id and T(B->C)(T(A->B)(x)) = T(A->C)(x). The padding of the
// intermediate layout is never observable through the second transform.
// A relabel moves no data, so relabels compose like the transposes they are.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"

#include <cstring>
#include <vector>

using namespace mlir;
using namespace mlir::layout;

/// The operand of a transform or identity relabel producing `value`: both
/// only change the layout of their operand.
static Value getLayoutChangeSource(Value value) {
  if (auto transform = value.getDefiningOp<TransformOp>())
    return transform.getSource();
  if (auto relabel = value.getDefiningOp<RelabelOp>())
    if (relabel.isIdentity())
      return relabel.getSource();
  return {};
}

OpFoldResult TransformOp::fold(FoldAdaptor adaptor) {
  if (getSourceType() == getResultType())
    return getSource();

  // A constant holds logical values; its layout is only its type. One copy
  // of the raw data at most (none for splats).
  if (auto constant =
          dyn_cast_or_null<DenseIntOrFPElementsAttr>(adaptor.getSource()))
    return constant.reshape(getResultType());

  Value start = getLayoutChangeSource(getSource());
  if (!start)
    return {};
  if (start.getType() == getResultType())
    return start;
  // Read the producer's operand directly; the producer dies if unused.
  getSourceMutable().assign(start);
  return getResult();
}

/// `constant` transposed: result dim k is source dim permutation[k]. One
/// pass over the raw data; sub-byte elements (bit-packed) are not handled.
static Attribute transposeConstant(DenseIntOrFPElementsAttr constant,
                                   ArrayRef<int64_t> permutation,
                                   RankedTensorType resultType) {
  if (constant.isSplat())
    return DenseElementsAttr::get(resultType,
                                  constant.getSplatValue<Attribute>());
  unsigned bitWidth = constant.getElementType().getIntOrFloatBitWidth();
  if (bitWidth % 8 != 0 || !resultType.hasStaticShape())
    return {};
  int64_t elementBytes = bitWidth / 8;
  ArrayRef<char> source = constant.getRawData();
  SmallVector<int64_t> sourceStrides =
      computeStrides(constant.getType().getShape());
  // Walk the result row-major; `offset` tracks the source element.
  ArrayRef<int64_t> shape = resultType.getShape();
  int64_t rank = shape.size();
  SmallVector<int64_t> index(rank, 0);
  std::vector<char> data(source.size());
  int64_t offset = 0;
  for (int64_t i = 0, e = resultType.getNumElements(); i < e; ++i) {
    std::memcpy(&data[i * elementBytes], &source[offset * elementBytes],
                elementBytes);
    for (int64_t k = rank - 1; k >= 0; --k) {
      offset += sourceStrides[permutation[k]];
      if (++index[k] < shape[k])
        break;
      offset -= index[k] * sourceStrides[permutation[k]];
      index[k] = 0;
    }
  }
  return DenseElementsAttr::getFromRawBuffer(resultType, data);
}

OpFoldResult RelabelOp::fold(FoldAdaptor adaptor) {
  if (isIdentity() && getSourceType() == getResultType())
    return getSource();
  if (auto constant =
          dyn_cast_or_null<DenseIntOrFPElementsAttr>(adaptor.getSource()))
    if (Attribute transposed =
            transposeConstant(constant, getPermutation(), getResultType()))
      return transposed;
  auto producer = getSource().getDefiningOp<RelabelOp>();
  if (!producer)
    return {};
  // Result dim k is producer dim p2[k], which is source dim p1[p2[k]].
  SmallVector<int64_t> composed =
      applyPermutation(producer.getPermutation(), getPermutation());
  getSourceMutable().assign(producer.getSource());
  setPermutation(composed);
  if (isIdentity() && getSourceType() == getResultType())
    return getSource();
  return getResult();
}
