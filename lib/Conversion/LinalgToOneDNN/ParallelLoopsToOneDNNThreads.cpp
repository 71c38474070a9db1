//===- ParallelLoopsToOneDNNThreads.cpp - Loops on oneDNN's threads -------===//
//
// oneDNN runs its kernels on a team of OpenMP threads that, between
// kernels, wait for the next one. Layout transforms between those kernels
// run as scf.parallel loops; given to LLVM's OpenMP runtime they get a
// second team, and on two cores the teams spin against each other (a
// ResNet block took 3.4x as long). Run through the runtime's
// tensor_layout_parallel_for instead, a loop borrows oneDNN's own team.
// The runtime takes a C function pointer, so the loop's body becomes a
// function of (context, begin, end) and what it uses from above travels in
// a struct on the caller's stack.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToOneDNN/LinalgToOneDNN.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_CONVERTPARALLELLOOPSTOONEDNNTHREADS
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// The runtime's loop (OneDNNRuntime.h): lower, upper, step, threads,
/// body, context.
static constexpr llvm::StringLiteral kParallelFor =
    "tensor_layout_parallel_for";

/// Whether `value` is made again inside the outlined body rather than
/// passed: a constant or a global's address, which read nothing.
static bool isRemade(Value value) {
  Operation *op = value.getDefiningOp();
  return op && op->getNumOperands() == 0 && op->getNumRegions() == 0 &&
         op->getNumResults() == 1 && isPure(op);
}

/// The body's signature: context, first and past-the-last value of the
/// loop's first induction variable.
static FunctionType getBodyType(MLIRContext *context) {
  Type i64 = IntegerType::get(context, 64);
  return FunctionType::get(context,
                           {LLVM::LLVMPointerType::get(context), i64, i64}, {});
}

/// The runtime's loop, declared in `module` if needed; an error at another
/// symbol of that name.
static FailureOr<func::FuncOp> getOrDeclareParallelFor(OpBuilder &builder,
                                                       ModuleOp module) {
  MLIRContext *context = module.getContext();
  Type i64 = builder.getI64Type();
  auto type = FunctionType::get(context,
                                {i64, i64, i64, i64, getBodyType(context),
                                 LLVM::LLVMPointerType::get(context)},
                                {});
  if (Operation *symbol = SymbolTable::lookupSymbolIn(module, kParallelFor)) {
    auto func = dyn_cast<func::FuncOp>(symbol);
    if (func && func.getFunctionType() == type)
      return func;
    return symbol->emitError()
           << "'" << kParallelFor << "' is the oneDNN runtime's parallel "
           << "loop, a function of type " << type;
  }
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(module.getBody());
  auto func =
      func::FuncOp::create(builder, module.getLoc(), kParallelFor, type);
  func.setPrivate();
  return func;
}

/// Whether `module` declares a function of the project's oneDNN runtime
/// (the program links it anyway).
static bool callsOneDNNRuntime(ModuleOp module) {
  return llvm::any_of(module.getOps<func::FuncOp>(), [](func::FuncOp f) {
    return f.isExternal() &&
           f.getSymName().starts_with("tensor_layout_onednn_");
  });
}

namespace {

/// Outlines one loop: its body into a function, the loop into a call.
class LoopOutliner {
public:
  LoopOutliner(scf::ParallelOp loop, ModuleOp module,
               const LLVMTypeConverter &converter)
      : loop(loop), module(module), converter(converter) {}

  /// Splits what the body uses from above into values made again in the
  /// body and values passed; fails where a passed value has no LLVM type.
  LogicalResult collectCaptures() {
    SetVector<Value> used;
    getUsedValuesDefinedAbove(loop.getRegion(), used);
    // The first dim's bounds go to the runtime; the rest the body needs.
    used.insert(loop.getStep().front());
    for (unsigned dim = 1, e = loop.getNumLoops(); dim < e; ++dim) {
      used.insert(loop.getLowerBound()[dim]);
      used.insert(loop.getUpperBound()[dim]);
      used.insert(loop.getStep()[dim]);
    }
    for (Value value : used) {
      if (isRemade(value)) {
        remade.push_back(value);
        continue;
      }
      Type type = converter.convertType(value.getType());
      if (!type || !LLVM::isCompatibleType(type))
        return failure();
      passed.push_back(value);
      passedTypes.push_back(type);
    }
    return success();
  }

  /// Replaces the loop by the runtime's call of an outlined body.
  void outline(OpBuilder &builder, func::FuncOp parallelFor, unsigned threads) {
    func::FuncOp body = createBody(builder);
    builder.setInsertionPoint(loop);
    Location loc = loop.getLoc();
    Value context = packContext(builder);
    auto toI64 = [&](Value index) -> Value {
      return arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                        index);
    };
    Value function = func::ConstantOp::create(
        builder, loc, body.getFunctionType(), body.getSymName());
    Value threadCount = arith::ConstantIntOp::create(builder, loc, threads, 64);
    func::CallOp::create(builder, loc, parallelFor,
                         ValueRange{toI64(loop.getLowerBound().front()),
                                    toI64(loop.getUpperBound().front()),
                                    toI64(loop.getStep().front()), threadCount,
                                    function, context});
    loop.erase();
  }

private:
  LLVM::LLVMStructType getContextType() {
    return LLVM::LLVMStructType::getLiteral(loop.getContext(), passedTypes);
  }

  /// The address of field `index` of the context at `context`.
  Value getField(OpBuilder &builder, Location loc, Value context,
                 unsigned index) {
    return LLVM::GEPOp::create(
        builder, loc, LLVM::LLVMPointerType::get(loop.getContext()),
        getContextType(), context,
        ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(index)});
  }

  /// The passed values, stored in a struct on the stack of the loop's
  /// function (allocated at its entry: the loop may run many times), or a
  /// null pointer where nothing is passed.
  Value packContext(OpBuilder &builder) {
    Location loc = loop.getLoc();
    auto pointerType = LLVM::LLVMPointerType::get(loop.getContext());
    if (passed.empty())
      return LLVM::ZeroOp::create(builder, loc, pointerType);
    Value context;
    {
      OpBuilder::InsertionGuard guard(builder);
      auto function = loop->getParentOfType<FunctionOpInterface>();
      builder.setInsertionPointToStart(&function.getFunctionBody().front());
      Value one = LLVM::ConstantOp::create(builder, loc, builder.getI64Type(),
                                           builder.getI64IntegerAttr(1));
      context = LLVM::AllocaOp::create(builder, loc, pointerType,
                                       getContextType(), one);
    }
    for (auto [index, value] : llvm::enumerate(passed)) {
      Value converted = UnrealizedConversionCastOp::create(
                            builder, loc, passedTypes[index], value)
                            .getResult(0);
      LLVM::StoreOp::create(builder, loc, converted,
                            getField(builder, loc, context, index));
    }
    return context;
  }

  /// A private function of the module running the loop's iterations from
  /// `begin` to `end` of its first dim, with the loop's body moved in.
  func::FuncOp createBody(OpBuilder &builder) {
    auto parent = loop->getParentOfType<FunctionOpInterface>();
    Location loc = loop.getLoc();
    OpBuilder::InsertionGuard guard(builder);
    // Created apart, then inserted: the symbol table renames it where the
    // module has the name already.
    builder.clearInsertionPoint();
    auto body = func::FuncOp::create(builder, loc,
                                     (parent.getName() + "_parallel").str(),
                                     getBodyType(loop.getContext()));
    body.setPrivate();
    SymbolTable(module).insert(body);
    Block *entry = body.addEntryBlock();
    builder.setInsertionPointToStart(entry);

    IRMapping inside;
    for (Value value : remade)
      inside.map(value, builder.clone(*value.getDefiningOp())->getResult(0));
    Value context = entry->getArgument(0);
    for (auto [index, value] : llvm::enumerate(passed)) {
      Value field =
          LLVM::LoadOp::create(builder, loc, passedTypes[index],
                               getField(builder, loc, context, index));
      inside.map(value, UnrealizedConversionCastOp::create(
                            builder, loc, value.getType(), field)
                            .getResult(0));
    }
    auto toIndex = [&](Value i64) -> Value {
      return arith::IndexCastOp::create(builder, loc, builder.getIndexType(),
                                        i64);
    };
    Value begin = toIndex(entry->getArgument(1));
    Value end = toIndex(entry->getArgument(2));
    auto first = scf::ForOp::create(builder, loc, begin, end,
                                    inside.lookup(loop.getStep().front()));
    func::ReturnOp::create(builder, loc);

    SmallVector<Value> inductionVariables{first.getInductionVar()};
    Operation *terminator = first.getBody()->getTerminator();
    if (loop.getNumLoops() > 1) {
      builder.setInsertionPoint(terminator);
      auto mapAll = [&](ValueRange values) {
        return llvm::map_to_vector(llvm::drop_begin(values),
                                   [&](Value v) { return inside.lookup(v); });
      };
      auto rest = scf::ParallelOp::create(
          builder, loc, mapAll(loop.getLowerBound()),
          mapAll(loop.getUpperBound()), mapAll(loop.getStep()));
      llvm::append_range(inductionVariables, rest.getInductionVars());
      terminator = rest.getBody()->getTerminator();
    }
    // The loop's own scf.reduce goes with it: the new loop has its own.
    Block *source = loop.getBody();
    source->getTerminator()->erase();
    Block *target = terminator->getBlock();
    target->getOperations().splice(Block::iterator(terminator),
                                   source->getOperations());
    for (auto [from, to] :
         llvm::zip_equal(loop.getInductionVars(), inductionVariables))
      from.replaceAllUsesWith(to);
    for (auto [from, to] : inside.getValueMap())
      replaceAllUsesInRegionWith(from, to, body.getBody());
    return body;
  }

  scf::ParallelOp loop;
  /// The module whose symbols the loop's function sees.
  ModuleOp module;
  const LLVMTypeConverter &converter;
  SmallVector<Value> remade;
  SmallVector<Value> passed;
  SmallVector<Type> passedTypes;
};

struct ConvertParallelLoopsToOneDNNThreadsPass
    : public layout::impl::ConvertParallelLoopsToOneDNNThreadsBase<
          ConvertParallelLoopsToOneDNNThreadsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (onlyWithOneDNNCalls && !callsOneDNNRuntime(module))
      return;
    SmallVector<scf::ParallelOp> loops;
    module.walk<WalkOrder::PreOrder>([&](scf::ParallelOp loop) {
      if (loop.getInitVals().empty())
        loops.push_back(loop);
      // Nested loops run inside the outermost one's iterations.
      return WalkResult::skip();
    });
    OpBuilder builder(module.getContext());
    LLVMTypeConverter converter(module.getContext());
    // The runtime's loop, declared in each module whose functions call it
    // (a nested module's own).
    DenseMap<Operation *, func::FuncOp> parallelFors;
    for (scf::ParallelOp loop : loops) {
      auto function = loop->getParentOfType<FunctionOpInterface>();
      if (!function)
        continue;
      // A function in another kind of symbol table (a gpu.module) is not
      // host code.
      auto owner = dyn_cast_or_null<ModuleOp>(
          SymbolTable::getNearestSymbolTable(function->getParentOp()));
      if (!owner)
        continue;
      func::FuncOp &parallelFor = parallelFors[owner];
      if (!parallelFor) {
        FailureOr<func::FuncOp> declared =
            getOrDeclareParallelFor(builder, owner);
        if (failed(declared))
          return signalPassFailure();
        parallelFor = *declared;
      }
      LoopOutliner outliner(loop, owner, converter);
      if (succeeded(outliner.collectCaptures()))
        outliner.outline(builder, parallelFor, threads);
    }
  }
};

} // namespace
