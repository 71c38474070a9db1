//===- LayoutDialect.h - The layout dialect ---------------------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTDIALECT_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTDIALECT_H

#include "mlir/IR/Dialect.h"

#include "tensor-layout/Dialect/Layout/IR/LayoutOpsDialect.h.inc"

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTDIALECT_H
