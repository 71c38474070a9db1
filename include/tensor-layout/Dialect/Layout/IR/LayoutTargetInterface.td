//===- LayoutTargetInterface.td - What a backend asks of layouts -*- tablegen -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETINTERFACE_TD
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETINTERFACE_TD

include "mlir/IR/OpBase.td"

def Layout_TargetAttrInterface : AttrInterface<"TargetAttrInterface"> {
  let cppNamespace = "::mlir::layout";
  let description = [{
    A backend, as an attribute that answers what layout each operation
    needs for each of its tensor operands and results. `layout-assign`
    asks it to place layouts and transforms; `layout-verify` asks it to
    check a program.

    Compilers embedding the dialect implement it for their own target
    attribute, either in the attribute's definition or as an external
    model registered through a `DialectRegistry` extension
    (`MyTargetAttr::attachInterface<MyModel>(*ctx)`), as the built-in
    targets do (`registerBuiltinTargetExternalModels`).
  }];
  let methods = [
    InterfaceMethod<
      /*desc=*/"A short name of the target, used in diagnostics.",
      /*retTy=*/"std::string",
      /*methodName=*/"getTargetName">,
    InterfaceMethod<
      /*desc=*/[{
        What `op` needs: `OpLayoutRequirements::getDefault()` when the
        target has nothing to say (element-wise ops then take any layout
        shared by all their tensors, other ops keep their types as written),
        `getAllAlike()` for ops that run in any layout shared by all their
        tensors, or one requirement per operand and per result, with
        optional alternative sets at a cost (another kernel, slower, on
        other layouts). The answer may depend on the op's shapes and
        attributes. Failure means the
        target found `op` invalid and has emitted an error at it.
      }],
      /*retTy=*/"::mlir::FailureOr<::mlir::layout::OpLayoutRequirements>",
      /*methodName=*/"getOpLayoutRequirements",
      /*args=*/(ins "::mlir::Operation *":$op)>,
  ];
}

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETINTERFACE_TD
