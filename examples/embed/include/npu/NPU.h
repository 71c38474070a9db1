//===- NPU.h - The npu dialect and its target attribute ---------*- C++ -*-===//

#ifndef NPU_NPU_H
#define NPU_NPU_H

#include "mlir/IR/Dialect.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutTargetInterface.h"

#include "npu/NPUDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "npu/NPUAttrs.h.inc"

#endif // NPU_NPU_H
