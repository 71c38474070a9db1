//===- LayoutFolds.cpp - Folds of layout dialect operations ---------------===//
//
// A transform only changes where elements live, so transforms compose:
// T(A->A) = id and T(B->C)(T(A->B)(x)) = T(A->C)(x). The padding of the
// intermediate layout is never observable through the second transform.
// A relabel moves no data, so relabels compose like the transposes they are.
// to_physical and from_physical only change how the same buffer is seen, so
// each undoes the other.
//
//===----------------------------------------------------------------------===//

#include "ConstantData.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"

#include <cstddef>
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

  // A constant holds logical values; its layout is only its type.
  if (TypedAttr constant = retypeConstant(adaptor.getSource(), getResultType()))
    return constant;

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
/// An imported weight (a resource blob) gives a new blob, so the transpose
/// happens once here rather than on every call of the compiled program.
static Attribute transposeConstant(ElementsAttr constant,
                                   ArrayRef<int64_t> permutation,
                                   RankedTensorType resultType) {
  auto dense = dyn_cast<DenseIntOrFPElementsAttr>(constant);
  auto resource = dyn_cast<DenseResourceElementsAttr>(constant);
  if (!dense && !resource)
    return {};
  if (dense && dense.isSplat())
    return DenseElementsAttr::get(resultType, dense.getSplatValue<Attribute>());
  if (!resultType.hasStaticShape())
    return {};
  Type elementType = resultType.getElementType();
  if (!elementType.isIntOrFloat() ||
      elementType.getIntOrFloatBitWidth() % 8 != 0)
    return {};
  // Source dim permutation[k] moves along result dim k.
  SmallVector<int64_t> resultStrides = computeStrides(resultType.getShape());
  SmallVector<int64_t> strides(permutation.size());
  for (auto [k, dim] : llvm::enumerate(permutation))
    strides[dim] = resultStrides[k];
  std::vector<char> data(resultType.getNumElements() *
                         (elementType.getIntOrFloatBitWidth() / 8));
  if (failed(scatterConstantElements(
          constant,
          [&](ArrayRef<int64_t> index) {
            int64_t offset = 0;
            for (auto [i, stride] : llvm::zip(index, strides))
              offset += i * stride;
            return offset;
          },
          data)))
    return {};
  if (dense)
    return DenseElementsAttr::getFromRawBuffer(resultType, data);
  // The resource manager makes the name unique ("<key>_transposed_N").
  std::string name = (resource.getRawHandle().getKey() + "_transposed").str();
  return DenseResourceElementsAttr::get(
      resultType, name,
      HeapAsmResourceBlob::allocateAndCopyWithAlign(ArrayRef<char>(data),
                                                    alignof(std::max_align_t),
                                                    /*dataIsMutable=*/false));
}

OpFoldResult RelabelOp::fold(FoldAdaptor adaptor) {
  if (isIdentity() && getSourceType() == getResultType())
    return getSource();
  if (auto constant = dyn_cast_or_null<ElementsAttr>(adaptor.getSource()))
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

OpFoldResult ToPhysicalOp::fold(FoldAdaptor) {
  // The verifiers make the types agree: both are the physical tensor.
  if (auto fromPhysical = getSource().getDefiningOp<FromPhysicalOp>())
    return fromPhysical.getSource();
  return {};
}

OpFoldResult FromPhysicalOp::fold(FoldAdaptor) {
  if (auto toPhysical = getSource().getDefiningOp<ToPhysicalOp>())
    if (toPhysical.getSource().getType() == getType())
      return toPhysical.getSource();
  return {};
}

OpFoldResult FuseMetadataOp::fold(FoldAdaptor) {
  // Fusing what a split took apart gives the split tensor back.
  auto split = getData().getDefiningOp<SplitMetadataOp>();
  if (split && getMetadata() == split.getMetadata() &&
      split.getSource().getType() == getType())
    return split.getSource();
  return {};
}
