//===- GpuDeviceConstants.cpp - Constants as globals of the kernels -------===//
//
// A constant (a weight, a bias, a padding table) is a host global, and a
// kernel that reads it through a pointer from host code reads host memory:
// a GPU reaches that only on HMM systems, and elsewhere (H100 machines
// whose `nvidia-smi -q` says "Addressing Mode: None") the launch fails with
// CUDA_ERROR_ILLEGAL_ADDRESS. Sinking each constant's `memref.get_global`
// (and the views of it) into the launches that read it lets
// gpu-kernel-outlining clone the global into the kernels' module: the
// kernels then read a device global, which the driver uploads with the
// module, once.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/Passes.h"

#include "Conversion/GPUCommon/ConstantBuffers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Utils/GPUUtils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTGPUDEVICECONSTANTS
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {
struct LayoutGpuDeviceConstantsPass
    : public layout::impl::LayoutGpuDeviceConstantsBase<
          LayoutGpuDeviceConstantsPass> {
  using Base::Base;

  void runOnOperation() override {
    SymbolTableCollection symbols;
    // A constant's get_global and views, and the index constants the views
    // take, move into the launch; what else the views take stays outside.
    auto shouldSink = [&](Operation *op) {
      if (isa<arith::ConstantOp>(op))
        return true;
      return op->getNumResults() == 1 &&
             isa<MemRefType>(op->getResult(0).getType()) &&
             isConstantData(op->getResult(0), symbols);
    };
    WalkResult result = getOperation().walk([&](gpu::LaunchOp launch) {
      if (failed(sinkOperationsIntoLaunchOp(launch, shouldSink))) {
        launch.emitOpError("could not take the constants it reads");
        return WalkResult::interrupt();
      }
      // A mutable global stays the host's: fine with HMM, a fault without.
      SetVector<Value> captured;
      getUsedValuesDefinedAbove(launch.getBody(), captured);
      for (Value value : captured)
        if (memref::GlobalOp global = getViewedGlobal(value, symbols);
            global && !global.getConstant())
          launch.emitWarning()
              << "reads the mutable host global @" << global.getSymName()
              << ", which a GPU without HMM cannot reach";
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
