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
  BlockChain(MLIRContext *context, SymbolTableCollection &symbols)
      : builder(context), symbols(symbols) {}

  /// Chains the GPU ops of `block`, then of the blocks nested in its host
  /// ops (one chain per block: its terminator waits for it).
  void run(Block &block) {
    for (Operation &op : llvm::make_early_inc_range(block))
      visit(&op);
  }

private:
  void visit(Operation *op) {
    builder.setInsertionPoint(op);
    if (auto wait = dyn_cast<gpu::WaitOp>(op); wait && !wait.getAsyncToken())
      return visitHostWait(wait);
    if (auto asyncOp = dyn_cast<gpu::AsyncOpInterface>(op))
      return visitAsync(op, asyncOp);
    if (auto call = dyn_cast<func::CallOp>(op); call && takesStream(call))
      return visitCallOnStream(call);
    if (op->hasTrait<OpTrait::IsTerminator>() || touchesMemory(op))
      waitOnHost(op->getLoc());
    for (Region &region : op->getRegions())
      for (Block &nested : region)
        BlockChain(op->getContext(), symbols).run(nested);
  }

  /// A host wait for tokens of the chain alone is deferred to the chain's
  /// own; a wait for nothing in particular is the chain's; one for tokens
  /// from elsewhere waits for the chain first, then for those.
  void visitHostWait(gpu::WaitOp wait) {
    SmallVector<Value> external = getExternal(wait.getAsyncDependencies());
    if (wait.getAsyncDependencies().empty() || !external.empty())
      waitOnHost(wait.getLoc());
    if (external.empty()) {
      wait.erase();
      return;
    }
    setDependencies(wait, external);
  }

  /// An op on the chain's tokens alone (or none) joins the chain: a
  /// `gpu.wait async` of them is the chain, any other op runs on it. One
  /// that depends on tokens from elsewhere starts a new chain after the
  /// host waited for this one (upstream's gpu-to-llvm records their events
  /// at their producers, and lowers other ops with one dependency only).
  void visitAsync(Operation *op, gpu::AsyncOpInterface asyncOp) {
    // gpu-to-llvm lowers managed allocations only synchronously; an
    // allocation orders nothing.
    if (auto alloc = dyn_cast<gpu::AllocOp>(op); alloc && alloc.getHostShared())
      return;
    SmallVector<Value> external = getExternal(asyncOp.getAsyncDependencies());
    if (!external.empty()) {
      waitOnHost(op->getLoc());
      setDependencies(op, external);
      if (Value token = asyncOp.getAsyncToken())
        extend(token);
      return;
    }
    if (auto wait = dyn_cast<gpu::WaitOp>(op); wait && current) {
      wait.getAsyncToken().replaceAllUsesWith(current);
      wait.erase();
      return;
    }
    if (isa<gpu::WaitOp>(op)) {
      extend(asyncOp.getAsyncToken());
      return;
    }
    setDependencies(op, getChain(op->getLoc()));
    Value token = asyncOp.getAsyncToken();
    extend(token ? token : makeAsync(op));
  }

  /// The tokens of `dependencies` that are not the chain's.
  SmallVector<Value> getExternal(ValueRange dependencies) const {
    SmallVector<Value> external;
    for (Value token : dependencies)
      if (!tokens.contains(token))
        external.push_back(token);
    return external;
  }

  /// Makes `dependencies` the async dependencies of `op` (the first
  /// operands, a segment of their own where the op has several).
  void setDependencies(Operation *op, ValueRange dependencies) {
    SmallVector<Value> kept(dependencies);
    unsigned count =
        cast<gpu::AsyncOpInterface>(op).getAsyncDependencies().size();
    op->eraseOperands(0, count);
    if (op->hasTrait<OpTrait::AttrSizedOperandSegments>()) {
      StringRef name =
          OpTrait::AttrSizedOperandSegments<void>::getOperandSegmentSizeAttr();
      SmallVector<int32_t> sizes(
          op->getAttrOfType<DenseI32ArrayAttr>(name).asArrayRef());
      sizes.front() -= count;
      op->setAttr(name, builder.getDenseI32ArrayAttr(sizes));
    }
    for (Value token : kept)
      gpu::addAsyncDependency(op, token);
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
    // Already on the chain (the pass ran before).
    if (auto cast = stream.getDefiningOp<UnrealizedConversionCastOp>();
        cast && cast->getNumOperands() == 1 &&
        tokens.contains(cast->getOperand(0)))
      return;
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

  bool takesStream(func::CallOp call) {
    auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
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
  SymbolTableCollection &symbols;
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
    SymbolTableCollection symbols;
    for (auto function : getOperation().getOps<FunctionOpInterface>())
      for (Block &block : function.getFunctionBody())
        BlockChain(&getContext(), symbols).run(block);
  }
};
} // namespace
