//===- Passes.td - layout dialect passes -------------------*- tablegen -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PASSES_TD
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def LayoutReport : Pass<"layout-report"> {
  let summary = "Report the layout transforms of each function and the bytes "
                "they move";
  let description = [{
    Emits a remark on every `layout.transform` saying how many bytes it reads
    and writes (physical sizes of both layouts, padding included) with the
    physical shape, strides and offset of each side, and a remark on every
    function-like op with the number of transforms it holds and the bytes
    they move in total. Running it before and after an optimization pipeline
    shows what the pipeline saved:

    ```
    tensor-opt in.mlir --layout-report --canonicalize --layout-report
    ```

    Sizes of tensors with dynamic extents are reported as unknown and left
    out of the totals, which then say so.
  }];
}

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PASSES_TD
