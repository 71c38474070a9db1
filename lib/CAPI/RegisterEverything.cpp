//===- RegisterEverything.cpp - Register tensor-layout from C -------------===//

#include "tensor-layout-c/RegisterEverything.h"

#include "mlir/CAPI/IR.h"
#include "tensor-layout/InitAll.h"

void tensorLayoutRegisterAllDialects(MlirDialectRegistry registry) {
  mlir::layout::registerAllTensorLayoutDialects(*unwrap(registry));
}

void tensorLayoutRegisterAllPasses(void) {
  mlir::layout::registerAllTensorLayoutPasses();
}
