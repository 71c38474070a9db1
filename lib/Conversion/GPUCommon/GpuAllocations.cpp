//===- GpuAllocations.cpp - Host buffers in GPU-accessible memory ---------===//
//
// The transform kernels and the loops mapped to the GPU read and write the
// buffers that host code allocates, so those buffers must be device
// memory. Managed (host_shared) memory keeps host code, function results
// and callers working unchanged.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTGPUALLOCATIONS
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

namespace {
struct LayoutGpuAllocationsPass
    : public layout::impl::LayoutGpuAllocationsBase<LayoutGpuAllocationsPass> {
  using Base::Base;

  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    getOperation().walk([&](Operation *op) {
      if (op->getParentOfType<gpu::LaunchOp>() ||
          op->getParentOfType<gpu::GPUModuleOp>())
        return;
      if (auto alloc = dyn_cast<memref::AllocOp>(op))
        replaceAlloc(rewriter, alloc);
      else if (auto dealloc = dyn_cast<memref::DeallocOp>(op))
        replaceDealloc(rewriter, dealloc);
    });
  }

private:
  // gpu-to-llvm lowers managed allocations only in the synchronous form,
  // device allocations and all deallocations only in the asynchronous one:
  // those run on a fresh stream that is waited for at once.
  void replaceAlloc(IRRewriter &rewriter, memref::AllocOp alloc) {
    rewriter.setInsertionPoint(alloc);
    Location loc = alloc.getLoc();
    if (hostShared) {
      auto shared = gpu::AllocOp::create(
          rewriter, loc, alloc.getType(), /*asyncToken=*/Type(),
          /*asyncDependencies=*/ValueRange(), alloc.getDynamicSizes(),
          alloc.getSymbolOperands(), /*hostShared=*/true);
      rewriter.replaceOp(alloc, shared.getMemref());
      return;
    }
    Type tokenType = rewriter.getType<gpu::AsyncTokenType>();
    Value stream = createStream(rewriter, loc);
    auto device = gpu::AllocOp::create(
        rewriter, loc, alloc.getType(), tokenType, ValueRange{stream},
        alloc.getDynamicSizes(), alloc.getSymbolOperands(),
        /*hostShared=*/false);
    gpu::WaitOp::create(rewriter, loc, Type(),
                        ValueRange{device.getAsyncToken()});
    rewriter.replaceOp(alloc, device.getMemref());
  }

  void replaceDealloc(IRRewriter &rewriter, memref::DeallocOp dealloc) {
    rewriter.setInsertionPoint(dealloc);
    Location loc = dealloc.getLoc();
    Type tokenType = rewriter.getType<gpu::AsyncTokenType>();
    Value stream = createStream(rewriter, loc);
    Value freed =
        gpu::DeallocOp::create(rewriter, loc, tokenType, ValueRange{stream},
                               dealloc.getMemref())
            .getAsyncToken();
    gpu::WaitOp::create(rewriter, loc, Type(), ValueRange{freed});
    rewriter.eraseOp(dealloc);
  }

  static Value createStream(IRRewriter &rewriter, Location loc) {
    return gpu::WaitOp::create(rewriter, loc,
                               rewriter.getType<gpu::AsyncTokenType>(),
                               ValueRange())
        .getAsyncToken();
  }
};
} // namespace
