//===- PointwiseConvolution.h - 1x1 convolutions as matmuls -----*- C++ -*-===//
//
// A 1x1 convolution at stride 1 of one image is the matmul filter (F, C) x
// pixels (C, H * W) = result (F, H * W), whatever order the image and the
// result keep their channels in. The cuda-libraries target offers such
// convolutions orders cuDNN does not mix, and layout-pointwise-conv-to-
// matmul runs them as that matmul: both ask this one question, and which
// element types the libraries take.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_POINTWISECONVOLUTION_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_POINTWISECONVOLUTION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir {
namespace layout {

/// Whether `conv` (on tensors or buffers) is that matmul: static shapes, a
/// batch of one, a 1x1 filter at stride 1, and a result of the image's
/// pixels (linalg also accepts a smaller one, which reads a corner).
inline bool isPointwiseOnOneImage(linalg::Conv2DNchwFchwOp conv) {
  auto image = cast<ShapedType>(conv.getInputs()[0].getType());
  auto filter = cast<ShapedType>(conv.getInputs()[1].getType());
  auto result = cast<ShapedType>(conv.getOutputs()[0].getType());
  if (!image.hasStaticShape() || !filter.hasStaticShape() ||
      !result.hasStaticShape())
    return false;
  return image.getDimSize(0) == 1 && result.getDimSize(0) == 1 &&
         filter.getDimSize(2) == 1 && filter.getDimSize(3) == 1 &&
         filter.getDimSize(1) == image.getDimSize(1) &&
         filter.getDimSize(0) == result.getDimSize(1) &&
         image.getDimSize(2) == result.getDimSize(2) &&
         image.getDimSize(3) == result.getDimSize(3) &&
         llvm::all_of(conv.getStrides().getValues<int64_t>(),
                      [](int64_t stride) { return stride == 1; });
}

/// Whether `op` (a convolution, on tensors or buffers) has the element
/// types cuDNN's convolutions and cuBLASLt's matmuls take: f32, or bf16
/// inputs alike into an f32 result (their products summed in f32).
inline bool hasLibraryElementTypes(Operation *op) {
  SmallVector<Type, 3> types;
  for (Type type : op->getOperandTypes()) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped || !shaped.hasRank())
      return false;
    types.push_back(shaped.getElementType());
  }
  return types.size() == 3 && types[2].isF32() && types[0] == types[1] &&
         (types[0].isF32() || types[0].isBF16());
}

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_POINTWISECONVOLUTION_H
