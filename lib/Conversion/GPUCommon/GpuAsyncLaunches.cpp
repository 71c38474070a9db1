//===- GpuAsyncLaunches.cpp - A block's GPU work on one stream ------------===//
//
// gpu-to-llvm runs each synchronous launch, allocation and free on a stream
// of its own and waits for it: host latency of a few microseconds per op,
// more than a small network's kernels take. Here each block's GPU ops form
// one token chain (one stream, in program order), which the host waits for
// only where it touches memory or leaves the block.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTGPUASYNCLAUNCHES
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

namespace {
/// Threads one token chain through the GPU ops of a block.
class BlockChain {
public:
  explicit BlockChain(MLIRContext *context) : builder(context) {}

  /// Chains the GPU ops of `block`, then of the blocks nested in its host
  /// ops.
  void run(Block &block) {
    for (Operation &op : llvm::make_early_inc_range(block))
      visit(&op);
    // A block's chain ends in the block: its terminator waited for it.
    current = nullptr;
    tokens.clear();
    callsOnFreshStream.clear();
  }

private:
  void visit(Operation *op) {
    builder.setInsertionPoint(op);
    if (auto wait = dyn_cast<gpu::WaitOp>(op))
      return visitWait(wait);
    if (auto asyncOp = dyn_cast<gpu::AsyncOpInterface>(op))
      return visitAsync(op, asyncOp);
    if (auto call = dyn_cast<func::CallOp>(op); call && takesStream(call))
      return visitCallOnStream(call);
    if (op->hasTrait<OpTrait::IsTerminator>() || touchesMemory(op))
      waitOnHost(op->getLoc());
    for (Region &region : op->getRegions())
      for (Block &nested : region)
        BlockChain(op->getContext()).run(nested);
  }

  /// A `gpu.wait async` with no dependencies (a fresh stream) becomes the
  /// chain; a host wait for tokens of the chain alone is deferred to the
  /// chain's own.
  void visitWait(gpu::WaitOp wait) {
    ValueRange dependencies = wait.getAsyncDependencies();
    if (!wait.getAsyncToken()) {
      // A wait for nothing in particular waits for the chain.
      if (dependencies.empty())
        waitOnHost(wait.getLoc());
      if (llvm::all_of(dependencies,
                       [&](Value token) { return tokens.contains(token); })) {
        wait.erase();
        return;
      }
      if (current)
        wait.addAsyncDependency(current);
      current = nullptr;
      tokens.clear();
      return;
    }
    if (dependencies.empty() && current) {
      wait.getAsyncToken().replaceAllUsesWith(current);
      wait.erase();
      return;
    }
    if (current)
      wait.addAsyncDependency(current);
    extend(wait.getAsyncToken());
  }

  void visitAsync(Operation *op, gpu::AsyncOpInterface asyncOp) {
    // gpu-to-llvm lowers managed allocations only synchronously; an
    // allocation orders nothing.
    if (auto alloc = dyn_cast<gpu::AllocOp>(op); alloc && alloc.getHostShared())
      return;
    if (Value token = asyncOp.getAsyncToken()) {
      if (current)
        asyncOp.addAsyncDependency(current);
      extend(token);
      return;
    }
    asyncOp.addAsyncDependency(getChain(op->getLoc()));
    extend(makeAsync(op));
  }

  /// Clones `op` (whose dependencies are set) with a token result, as
  /// upstream's gpu-async-region does; returns the token.
  Value makeAsync(Operation *op) {
    SmallVector<Type> resultTypes(op->getResultTypes());
    resultTypes.push_back(builder.getType<gpu::AsyncTokenType>());
    Operation *async = Operation::create(
        op->getLoc(), op->getName(), resultTypes, op->getOperands(),
        op->getDiscardableAttrDictionary(), op->getPropertiesStorage(),
        op->getSuccessors(), op->getNumRegions());
    IRMapping mapping;
    for (auto [from, to] : llvm::zip(op->getRegions(), async->getRegions()))
      from.cloneInto(&to, mapping);
    builder.insert(async);
    op->replaceAllUsesWith(async->getResults().drop_back());
    op->erase();
    return async->getResults().back();
  }

  /// The runtime function's last argument is its stream: a null one (the
  /// runtime's own, waited for) becomes the chain's.
  void visitCallOnStream(func::CallOp call) {
    Value stream = call.getOperands().back();
    if (!stream.getDefiningOp<LLVM::ZeroOp>()) {
      waitOnHost(call.getLoc());
      return;
    }
    Value token = getChain(call.getLoc());
    auto cast = UnrealizedConversionCastOp::create(builder, call.getLoc(),
                                                   stream.getType(), token);
    call->setOperand(call->getNumOperands() - 1, cast.getResult(0));
    if (isFreshStream(token))
      callsOnFreshStream.push_back({cast, stream});
  }

  /// Whether `token` is a stream no GPU op has used (`gpu.wait async` of
  /// nothing).
  static bool isFreshStream(Value token) {
    auto wait = token.getDefiningOp<gpu::WaitOp>();
    return wait && wait.getAsyncDependencies().empty();
  }

  /// Upstream's canonicalization drops a host wait for a fresh stream (it
  /// cannot see the library calls' work on it), so a chain of library calls
  /// alone would never be waited for: they keep their null streams instead
  /// (the runtime's own, waited for at each call).
  void undoCallsOnFreshStream() {
    for (auto [cast, nullStream] : callsOnFreshStream) {
      cast.getResult(0).replaceAllUsesWith(nullStream);
      cast.erase();
    }
    callsOnFreshStream.clear();
    if (current.use_empty())
      current.getDefiningOp()->erase();
  }

  static bool takesStream(func::CallOp call) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    return callee && callee->hasAttr(layout::kStreamArgumentAttrName) &&
           call.getNumOperands() > 0 &&
           isa<LLVM::LLVMPointerType>(call.getOperands().back().getType());
  }

  /// Whether the host must have waited for the GPU before `op`: it may read,
  /// write or free memory (unknown effects included); allocating needs no
  /// wait.
  static bool touchesMemory(Operation *op) {
    std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
        getEffectsRecursively(op);
    if (!effects)
      return true;
    return llvm::any_of(*effects, [](const MemoryEffects::EffectInstance &e) {
      return !isa<MemoryEffects::Allocate>(e.getEffect());
    });
  }

  /// The chain's token, starting a stream where there is none.
  Value getChain(Location loc) {
    if (!current)
      extend(gpu::WaitOp::create(builder, loc,
                                 builder.getType<gpu::AsyncTokenType>(),
                                 ValueRange())
                 .getAsyncToken());
    return current;
  }

  void extend(Value token) {
    current = token;
    tokens.insert(token);
    callsOnFreshStream.clear();
  }

  void waitOnHost(Location loc) {
    if (!current)
      return;
    if (!callsOnFreshStream.empty())
      undoCallsOnFreshStream();
    else
      gpu::WaitOp::create(builder, loc, Type(), ValueRange{current});
    current = nullptr;
    tokens.clear();
  }

  OpBuilder builder;
  /// The last token of the chain, or null where the host has waited.
  Value current;
  /// The tokens of the chain since the host last waited.
  llvm::SmallPtrSet<Value, 16> tokens;
  /// The library calls given `current` while it is a fresh stream: each
  /// cast of the token to the call's stream, and the null stream it
  /// replaced.
  SmallVector<std::pair<UnrealizedConversionCastOp, Value>> callsOnFreshStream;
};

struct LayoutGpuAsyncLaunchesPass
    : public layout::impl::LayoutGpuAsyncLaunchesBase<
          LayoutGpuAsyncLaunchesPass> {
  using Base::Base;

  void runOnOperation() override {
    for (auto function : getOperation().getOps<FunctionOpInterface>())
      for (Block &block : function.getFunctionBody())
        BlockChain(&getContext()).run(block);
  }
};
} // namespace
