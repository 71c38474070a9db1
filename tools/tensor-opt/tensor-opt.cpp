//===- tensor-opt.cpp - The tensor-layout optimizer driver ----------------===//
//
// mlir-opt with the layout dialect and its passes registered next to every
// upstream dialect, pass and extension, so that upstream pipelines and ours
// combine freely.
//
//===----------------------------------------------------------------------===//

#include "PassOptionSpelling.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "tensor-layout/InitAll.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  // Before LLVM's, which --version prints after this.
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "tensor-layout " TENSOR_LAYOUT_VERSION "\n";
  });
  mlir::registerAllPasses();
  mlir::layout::registerAllTensorLayoutPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // GPU modules are serialized (gpu-module-to-binary) through LLVM IR.
  mlir::registerAllGPUToLLVMIRTranslations(registry);
  mlir::layout::registerAllTensorLayoutDialects(registry);

  // Before any input is read or IR printed.
  if (!mlir::layout::checkPassOptionSpelling(argc, argv))
    return 1;
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "tensor-layout optimizer driver\n", registry));
}
