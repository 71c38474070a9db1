//===- Parse.cpp - Parse named MLIR sources from C ------------------------===//

#include "tensor-layout-c/Parse.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

MlirModule tensorLayoutParseModule(MlirContext context, MlirStringRef source,
                                   MlirStringRef sourceName) {
  mlir::ParserConfig config(unwrap(context));
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(unwrap(source), config,
                                              unwrap(sourceName));
  return MlirModule{module.release().getOperation()};
}
