//===- npu-opt.cpp - The NPU compiler's optimizer driver ------------------===//
//
// mlir-opt with upstream MLIR, the npu dialect, and tensor-layout: one
// registration call for the layout dialect (with its bufferization models
// and built-in targets) and one for its passes and pipelines.
//
//===----------------------------------------------------------------------===//

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "npu/NPU.h"
#include "tensor-layout/InitAll.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::layout::registerAllTensorLayoutPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::layout::registerAllTensorLayoutDialects(registry);
  registry.insert<npu::NPUDialect>();

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "NPU compiler driver\n", registry));
}
