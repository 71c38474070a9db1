//===- NPU.td - The npu dialect and its target attribute -*- tablegen -*-===//

#ifndef NPU_TD
#define NPU_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
include "tensor-layout/Dialect/Layout/IR/LayoutTargetInterface.td"

def NPU_Dialect : Dialect {
  let name = "npu";
  let summary = "A made-up accelerator, to show embedding tensor-layout";
  let cppNamespace = "::npu";
  let useDefaultAttributePrinterParser = 1;
}

def NPU_TargetAttr : AttrDef<NPU_Dialect, "Target",
    [DeclareAttrInterfaceMethods<Layout_TargetAttrInterface>]> {
  let mnemonic = "target";
  let summary = "An NPU whose matrix unit reads `lanes` elements at a time";
  let description = [{
    The matrix unit multiplies row panels of A by column panels of B, each
    read `lanes` elements at a time along the reduction dim K from
    `lanes * element size`-aligned addresses. So for `linalg.matmul`
    A (MxK) is row-major and B (KxN) column-major, both with K padded to a
    multiple of `lanes` with zeros (the unit reads the padding and must add
    nothing), and C (MxN) has rows padded to `lanes`; buffers are 64-byte
    aligned. Element-wise ops run in any layout shared by their tensors.
  }];
  let parameters = (ins "int64_t":$lanes);
  let assemblyFormat = "`<` `lanes` `=` $lanes `>`";
  let genVerifyDecl = 1;
}

#endif // NPU_TD
