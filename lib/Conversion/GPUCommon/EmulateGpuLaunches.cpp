//===- EmulateGpuLaunches.cpp - GPU kernels as host loops -----------------===//
//
// The GPU transform kernels must compute the same bytes as the CPU copies,
// but CI has no GPU. This pass runs each `gpu.launch` on the host: loops
// over the grid's blocks and, inside, over the block's threads, one thread
// loop per stretch of the body between barriers. A barrier at the top of
// the body makes every thread finish the stretch before it, so running a
// stretch for all threads before starting the next one computes what the
// GPU does. A value that a later stretch takes from an earlier one is
// recomputed in the later loop, which needs ops free of side effects.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTEMULATEGPULAUNCHES
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

namespace {

/// A launch's body cut at its barriers: stretch i runs, for every thread of
/// the block, before stretch i + 1 starts.
struct Stretches {
  SmallVector<SmallVector<Operation *>> ops;
  DenseMap<Operation *, unsigned> index;
};

/// Whether `op` is a GPU op the emulation knows: barriers, the terminator,
/// and the ids and sizes it maps to its loops.
static bool isEmulatedGpuOp(Operation *op) {
  return isa<gpu::BarrierOp, gpu::TerminatorOp, gpu::ThreadIdOp, gpu::BlockIdOp,
             gpu::BlockDimOp, gpu::GridDimOp>(op);
}

/// The top-level op of `launch`'s body that defines `value`, or null if
/// `value` comes from outside the launch or is a block argument.
static Operation *getBodyDefiningOp(gpu::LaunchOp launch, Value value) {
  Operation *op = value.getDefiningOp();
  if (!op)
    return nullptr;
  Block *body = &launch.getBody().front();
  return body->findAncestorOpInBlock(*op);
}

/// Checks that `launch` can be emulated and cuts its body at barriers.
static FailureOr<Stretches> cutAtBarriers(gpu::LaunchOp launch) {
  if (launch.getAsyncToken() || !launch.getAsyncDependencies().empty())
    return launch.emitOpError("cannot be emulated: it is asynchronous");
  if (launch.hasClusterSize())
    return launch.emitOpError("cannot be emulated: it has clusters");
  if (!launch.getPrivateAttributions().empty())
    return launch.emitOpError(
        "cannot be emulated: it has private attributions");
  if (!launch.getBody().hasOneBlock())
    return launch.emitOpError(
        "cannot be emulated: its body has more than one block");

  Block &body = launch.getBody().front();
  WalkResult walk = body.walk([&](Operation *op) {
    if (!isa_and_nonnull<gpu::GPUDialect>(op->getDialect()))
      return WalkResult::advance();
    if (!isEmulatedGpuOp(op)) {
      op->emitOpError("cannot be emulated on the host");
      return WalkResult::interrupt();
    }
    if (isa<gpu::BarrierOp>(op) && op->getBlock() != &body) {
      op->emitOpError("cannot be emulated inside a region of the launch "
                      "body: only barriers that every thread reaches");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();

  Stretches stretches;
  stretches.ops.emplace_back();
  for (Operation &op : body.without_terminator()) {
    if (isa<gpu::BarrierOp>(op)) {
      stretches.ops.emplace_back();
      continue;
    }
    stretches.index[&op] = stretches.ops.size() - 1;
    stretches.ops.back().push_back(&op);
  }

  // A value used across a barrier is recomputed: its op and everything it
  // depends on from earlier stretches must be free of side effects.
  for (auto [i, ops] : llvm::enumerate(stretches.ops)) {
    SmallVector<Value> worklist;
    for (Operation *op : ops)
      op->walk([&](Operation *nested) {
        llvm::append_range(worklist, nested->getOperands());
      });
    DenseSet<Operation *> seen;
    while (!worklist.empty()) {
      Operation *def = getBodyDefiningOp(launch, worklist.pop_back_val());
      if (!def || stretches.index.lookup(def) == i || !seen.insert(def).second)
        continue;
      if (!isMemoryEffectFree(def)) {
        return def->emitOpError(
            "cannot be emulated: its result is used after a barrier and it "
            "has side effects, so it cannot be recomputed there");
      }
      def->walk([&](Operation *nested) {
        llvm::append_range(worklist, nested->getOperands());
      });
    }
  }
  return stretches;
}

/// Clones the ops of one stretch into its thread loops, with the ids and
/// sizes mapped to loop variables and bounds, recomputing what they use
/// from earlier stretches.
class StretchCloner {
public:
  StretchCloner(gpu::LaunchOp launch, const Stretches &stretches,
                unsigned stretch, IRMapping mapping)
      : launch(launch), stretches(stretches), stretch(stretch),
        mapping(std::move(mapping)) {}

  void clone(OpBuilder &b, Operation *op) {
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        recompute(b, op, operand);
    });
    if (Value value = mapGpuOp(op)) {
      mapping.map(op->getResult(0), value);
      return;
    }
    Operation *copy = b.clone(*op, mapping);
    // Ids read inside the copy's regions (e.g. in an scf.if).
    copy->walk([&](Operation *nested) {
      if (nested == copy)
        return;
      if (Value value = mapGpuOp(nested)) {
        nested->getResult(0).replaceAllUsesWith(value);
        nested->erase();
      }
    });
  }

private:
  /// Clones the op of an earlier stretch that defines `value`, used by
  /// `user`, unless this stretch has it already. (Ops of this stretch are
  /// cloned in order, before their users.)
  void recompute(OpBuilder &b, Operation *user, Value value) {
    if (mapping.contains(value))
      return;
    Operation *def = getBodyDefiningOp(launch, value);
    if (!def || def == user || stretches.index.lookup(def) >= stretch)
      return;
    clone(b, def);
  }

  /// The loop variable or bound that a GPU id or dimension op reads (null
  /// for other ops).
  Value mapGpuOp(Operation *op) {
    auto lookup = [&](gpu::KernelDim3 dims, gpu::Dimension d) {
      Value arg = d == gpu::Dimension::x   ? dims.x
                  : d == gpu::Dimension::y ? dims.y
                                           : dims.z;
      return mapping.lookup(arg);
    };
    if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
      return lookup(launch.getThreadIds(), id.getDimension());
    if (auto id = dyn_cast<gpu::BlockIdOp>(op))
      return lookup(launch.getBlockIds(), id.getDimension());
    if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
      return lookup(launch.getBlockSize(), dim.getDimension());
    if (auto dim = dyn_cast<gpu::GridDimOp>(op))
      return lookup(launch.getGridSize(), dim.getDimension());
    return nullptr;
  }

  gpu::LaunchOp launch;
  const Stretches &stretches;
  unsigned stretch;
  IRMapping mapping;
};

/// Loops over [0, bounds) (z outermost) with `b` placed inside; returns
/// their induction variables (x, y, z). A bound of constant 1 gets no loop:
/// its variable is `zero`.
static gpu::KernelDim3 createLoopNest(OpBuilder &b, Location loc,
                                      gpu::KernelDim3 bounds, Value zero,
                                      Value one) {
  auto createLoop = [&](Value bound) -> Value {
    if (matchPattern(bound, m_One()))
      return zero;
    auto loop = scf::ForOp::create(b, loc, zero, bound, one);
    b.setInsertionPointToStart(loop.getBody());
    return loop.getInductionVar();
  };
  Value z = createLoop(bounds.z);
  Value y = createLoop(bounds.y);
  Value x = createLoop(bounds.x);
  return {x, y, z};
}

static void emulate(gpu::LaunchOp launch, const Stretches &stretches) {
  OpBuilder b(launch);
  Location loc = launch.getLoc();
  auto map = [](IRMapping &mapping, gpu::KernelDim3 from, gpu::KernelDim3 to) {
    mapping.map(from.x, to.x);
    mapping.map(from.y, to.y);
    mapping.map(from.z, to.z);
  };
  gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
  gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);

  IRMapping blockMapping;
  map(blockMapping, launch.getGridSize(), grid);
  map(blockMapping, launch.getBlockSize(), block);
  // Workgroup memory in host memory: blocks run one after another, so one
  // buffer serves them all (its contents are undefined at a block's start
  // on the GPU too), allocated outside the loops so the stack stays flat.
  for (BlockArgument attribution : launch.getWorkgroupAttributions()) {
    auto type = cast<MemRefType>(attribution.getType());
    auto hostType = MemRefType::get(type.getShape(), type.getElementType(),
                                    type.getLayout());
    blockMapping.map(attribution,
                     memref::AllocaOp::create(b, loc, hostType).getResult());
  }
  map(blockMapping, launch.getBlockIds(),
      createLoopNest(b, loc, grid, zero, one));

  // The thread loops of the stretches, one after another in the block loop
  // (or in place of the launch, for a grid of one block).
  OpBuilder::InsertPoint blockEnd = b.saveInsertionPoint();
  for (auto [i, ops] : llvm::enumerate(stretches.ops)) {
    b.restoreInsertionPoint(blockEnd);
    IRMapping mapping = blockMapping;
    map(mapping, launch.getThreadIds(),
        createLoopNest(b, loc, block, zero, one));
    StretchCloner cloner(launch, stretches, i, std::move(mapping));
    for (Operation *op : ops)
      cloner.clone(b, op);
  }
  launch.erase();
}

/// `type` in the host's default memory space if it is a memref in the
/// GPU's workgroup memory, null otherwise.
static MemRefType getHostType(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  auto space =
      memref ? dyn_cast_or_null<gpu::AddressSpaceAttr>(memref.getMemorySpace())
             : nullptr;
  if (!space || space.getValue() != gpu::AddressSpace::Workgroup)
    return nullptr;
  return MemRefType::get(memref.getShape(), memref.getElementType(),
                         memref.getLayout());
}

/// Workgroup-memory globals (the tile kernels' shared tiles) and the
/// values that refer to them become host memory: blocks run one after
/// another, so one copy serves them all. Outlined kernels (gpu.module)
/// keep theirs.
static void moveWorkgroupMemoryToHost(ModuleOp module) {
  module.walk<WalkOrder::PreOrder>([](Operation *op) {
    if (isa<gpu::GPUModuleOp>(op))
      return WalkResult::skip();
    if (auto global = dyn_cast<memref::GlobalOp>(op))
      if (MemRefType type = getHostType(global.getType()))
        global.setType(type);
    for (Value result : op->getResults())
      if (MemRefType type = getHostType(result.getType()))
        result.setType(type);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          if (MemRefType type = getHostType(argument.getType()))
            argument.setType(type);
    return WalkResult::advance();
  });
}

struct LayoutEmulateGpuLaunchesPass
    : public layout::impl::LayoutEmulateGpuLaunchesBase<
          LayoutEmulateGpuLaunchesPass> {
  void runOnOperation() override {
    SmallVector<gpu::LaunchOp> launches;
    getOperation().walk(
        [&](gpu::LaunchOp launch) { launches.push_back(launch); });
    SmallVector<Stretches> cuts;
    for (gpu::LaunchOp launch : launches) {
      FailureOr<Stretches> stretches = cutAtBarriers(launch);
      if (failed(stretches))
        return signalPassFailure();
      cuts.push_back(std::move(*stretches));
    }
    for (auto [launch, stretches] : llvm::zip(launches, cuts))
      emulate(launch, stretches);
    moveWorkgroupMemoryToHost(getOperation());
  }
};

} // namespace
