//===- consume.cpp - A C++ program on the installed package --------------===//
//
// Registers the layout dialect and parses a layout: proof that
// TensorLayoutRegistration brings MLIR's headers and libraries with it.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/InitAll.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

int main() {
  mlir::DialectRegistry registry;
  mlir::layout::registerAllTensorLayoutDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  mlir::Attribute layout =
      mlir::parseAttribute("#layout.encoding<order = [0, 2, 3, 1]>", &context);
  if (!layout)
    return 1;
  llvm::outs() << "C++: " << layout << "\n";
  return 0;
}
