//===- LayoutBase.td - The layout dialect ------------------*- tablegen -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTBASE_TD
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTBASE_TD

include "mlir/IR/OpBase.td"

def Layout_Dialect : Dialect {
  let name = "layout";
  let cppNamespace = "::mlir::layout";
  let summary = "Aligned, padded, permuted and blocked tensor layouts";
  let description = [{
    The `layout` dialect describes where the elements of a tensor live in
    memory without changing what the tensor means. A layout is an attribute,
    `#layout.encoding<...>`, used as the encoding of a `RankedTensorType`:
    the tensor stays an ordinary tensor that every upstream op accepts, and
    the layout travels with the value through the type.

    A layout fixes the physical order of the logical dimensions, rounds each
    physical extent up to an alignment, adds low/high halo padding, says what
    the padding holds, splits dimensions into inner tiles for blocked layouts
    (NCHW16c) and gives the byte alignment of the buffer. A tensor type
    without an encoding has the canonical packed row-major layout.

    `layout.transform` changes a value's layout and nothing else: its result
    is logically equal to its input.
  }];
  let useDefaultAttributePrinterParser = 1;
  // Transforms of constants fold to arith.constant.
  let hasConstantMaterializer = 1;
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

class Layout_Op<string mnemonic, list<Trait> traits = []>
    : Op<Layout_Dialect, mnemonic, traits>;

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTBASE_TD
