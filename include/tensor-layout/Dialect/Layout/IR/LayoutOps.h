//===- LayoutOps.h - layout dialect operations ------------------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutDialect.h"

#define GET_OP_CLASSES
#include "tensor-layout/Dialect/Layout/IR/LayoutOps.h.inc"

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTOPS_H
