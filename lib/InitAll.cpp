//===- InitAll.cpp - Register everything of tensor-layout -----------------===//

#include "tensor-layout/InitAll.h"

#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

void mlir::layout::registerAllTensorLayoutDialects(DialectRegistry &registry) {
  registry.insert<LayoutDialect>();
}

void mlir::layout::registerAllTensorLayoutPasses() { registerLayoutPasses(); }
