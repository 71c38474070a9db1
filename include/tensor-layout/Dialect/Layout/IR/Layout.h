//===- Layout.h - Everything of the layout dialect --------------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUT_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUT_H

#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutBufferTypes.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutDialect.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutOps.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutTargetInterface.h"

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUT_H
