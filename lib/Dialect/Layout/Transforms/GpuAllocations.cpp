//===- GpuAllocations.cpp - Host buffers in GPU-accessible memory ---------===//
//
// The transform kernels and the loops mapped to the GPU read and write the
// buffers that host code allocates, so those buffers must be device
// memory. Managed (host_shared) memory keeps host code, function results
// and callers working unchanged.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTGPUALLOCATIONS
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

namespace {
struct LayoutGpuAllocationsPass
    : public layout::impl::LayoutGpuAllocationsBase<LayoutGpuAllocationsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    getOperation().walk([&](Operation *op) {
      if (op->getParentOfType<gpu::LaunchOp>() ||
          op->getParentOfType<gpu::GPUModuleOp>())
        return;
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        rewriter.setInsertionPoint(alloc);
        auto shared = gpu::AllocOp::create(
            rewriter, alloc.getLoc(), alloc.getType(), /*asyncToken=*/Type(),
            /*asyncDependencies=*/ValueRange(), alloc.getDynamicSizes(),
            alloc.getSymbolOperands(), /*hostShared=*/true);
        rewriter.replaceOp(alloc, shared.getMemref());
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
        rewriter.setInsertionPoint(dealloc);
        gpu::DeallocOp::create(rewriter, dealloc.getLoc(),
                               /*asyncToken=*/Type(), ValueRange(),
                               dealloc.getMemref());
        rewriter.eraseOp(dealloc);
      }
    });
  }
};
} // namespace
