//===- LayoutOps.td - layout dialect operations ------------*- tablegen -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_TD
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_TD

include "tensor-layout/Dialect/Layout/IR/LayoutBase.td"
// Attributes are included so that the generated dialect doc lists them.
include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Layout_TransformOp : Layout_Op<"transform", [Pure]> {
  let summary = "Change the layout of a tensor, and nothing else";
  let description = [{
    `layout.transform` returns a tensor with the same shape, element type and
    logical contents as its operand, stored in the layout of the result type.
    A type without an encoding has the canonical packed row-major layout.

    Padding of the result holds the result layout's pad value; nothing else
    about the padding of the operand is observable.

    ```mlir
    %nhwc = layout.transform %x
        : tensor<1x3x8x8xf32> to tensor<1x3x8x8xf32, #layout.encoding<order = [0, 2, 3, 1]>>
    ```

    Folds: a transform to its operand's own type is the operand; a transform
    of a transform reads the first transform's operand directly (and is that
    operand when the layouts come back to where they started).
  }];

  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";

  let hasVerifier = 1;
  let hasFolder = 1;

  let extraClassDeclaration = [{
    RankedTensorType getSourceType() { return getSource().getType(); }
    RankedTensorType getResultType() { return getResult().getType(); }
  }];
}

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_TD
