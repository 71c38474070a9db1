//===- LayoutDialect.cpp - The layout dialect -----------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::layout;

#include "tensor-layout/Dialect/Layout/IR/LayoutOpsDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.cpp.inc"

#include "tensor-layout/Dialect/Layout/IR/LayoutTargetInterface.cpp.inc"

#define GET_OP_CLASSES
#include "tensor-layout/Dialect/Layout/IR/LayoutOps.cpp.inc"

void LayoutDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.cpp.inc"
      >();
  attachTargetDescriptionInterface(getContext());
  addOperations<
#define GET_OP_LIST
#include "tensor-layout/Dialect/Layout/IR/LayoutOps.cpp.inc"
      >();
}

Operation *LayoutDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}
