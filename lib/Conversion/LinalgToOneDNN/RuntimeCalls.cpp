//===- RuntimeCalls.cpp - Calls into the oneDNN runtime -------------------===//

#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"

#include "tensor-layout/Conversion/GPUCommon/AsyncLaunches.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/RegionUtils.h"

#include "tensor-layout/ExecutionEngine/OneDNNKernelCheck.h"
#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

using namespace mlir;
using namespace mlir::layout;

func::FuncOp mlir::layout::getOrDeclareRuntimeFunction(RewriterBase &rewriter,
                                                       Operation *op,
                                                       StringRef name,
                                                       TypeRange types) {
  Operation *module = SymbolTable::getNearestSymbolTable(op);
  if (Operation *symbol = SymbolTable::lookupSymbolIn(module, name)) {
    auto func = dyn_cast<func::FuncOp>(symbol);
    return func && TypeRange(func.getArgumentTypes()) == types &&
                   func.getResultTypes().empty()
               ? func
               : func::FuncOp();
  }
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(&module->getRegion(0).front());
  auto func =
      func::FuncOp::create(rewriter, op->getLoc(), name,
                           rewriter.getFunctionType(types, TypeRange()));
  func.setPrivate();
  func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                rewriter.getUnitAttr());
  return func;
}

Value mlir::layout::createConstantDescription(RewriterBase &rewriter,
                                              Operation *op, StringRef name,
                                              ArrayRef<int64_t> values) {
  Location loc = op->getLoc();
  auto type = MemRefType::get({(int64_t)values.size()}, rewriter.getI64Type());
  auto initial = DenseElementsAttr::get(
      RankedTensorType::get(type.getShape(), rewriter.getI64Type()), values);
  Operation *module = SymbolTable::getNearestSymbolTable(op);
  // Created apart, then inserted: the symbol table renames it where the
  // module already has the name.
  OpBuilder detached(rewriter.getContext());
  auto global = memref::GlobalOp::create(
      detached, loc, name, rewriter.getStringAttr("private"), type, initial,
      /*constant=*/true, /*alignment=*/IntegerAttr());
  SymbolTable(module).insert(global, module->getRegion(0).front().begin());
  Value buffer =
      memref::GetGlobalOp::create(rewriter, loc, type, global.getSymName());
  return memref::CastOp::create(
      rewriter, loc,
      MemRefType::get({ShapedType::kDynamic}, type.getElementType()), buffer);
}

/// Whether `op` may run before or after a fill of `buffer` alike: a view
/// or constant, a linalg op or call on buffers none of which is a view of
/// `buffer`'s allocation (with `mayRead`, a linalg op may read one), or a
/// loop that uses no such buffer (a filter's layout change, lowered to
/// loops between a result's zero fill and its convolution).
static bool isUnrelatedTo(Operation *op, Value buffer, bool mayRead = false) {
  if (isa<memref::ReinterpretCastOp, memref::SubViewOp, memref::CastOp,
          memref::ExpandShapeOp, memref::CollapseShapeOp, memref::GetGlobalOp,
          memref::DeallocOp>(op) ||
      matchPattern(op, m_Constant()))
    return !llvm::is_contained(op->getOperands(), buffer);
  if (isa<scf::ForOp, scf::ParallelOp>(op)) {
    // What a loop touches outside itself it reaches through values defined
    // above it; calls inside may reach anything.
    SetVector<Value> usedAbove;
    getUsedValuesDefinedAbove(op->getRegions(), usedAbove);
    Value root = getViewedBuffer(buffer);
    return !op->walk([](func::CallOp) {
                return WalkResult::interrupt();
              }).wasInterrupted() &&
           llvm::none_of(usedAbove, [&](Value value) {
             return isa<BaseMemRefType>(value.getType()) &&
                    getViewedBuffer(value) == root;
           });
  }
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp && !isa<func::CallOp>(op))
    return false;
  Value root = getViewedBuffer(buffer);
  ValueRange touched = op->getOperands();
  if (linalgOp && mayRead)
    touched = linalgOp.getDpsInits();
  return llvm::none_of(
      touched, [&](Value operand) { return getViewedBuffer(operand) == root; });
}

/// The op before `op` past allocations and, with `passUnrelatedOps`, ops
/// unrelated to `buffer`.
static Operation *getPreviousRelatedOp(Operation *op, Value buffer,
                                       bool passUnrelatedOps,
                                       bool mayRead = false) {
  Operation *previous = op->getPrevNode();
  while (isa_and_nonnull<memref::AllocOp>(previous) ||
         (passUnrelatedOps && previous &&
          isUnrelatedTo(previous, buffer, mayRead)))
    previous = previous->getPrevNode();
  return previous;
}

/// `op` where it is a linalg.fill into `buffer` of a value `isValue`
/// accepts, else null.
static linalg::FillOp getFillOf(Operation *op, Value buffer,
                                function_ref<bool(Value)> isValue) {
  auto fill = dyn_cast_or_null<linalg::FillOp>(op);
  if (!fill || !fill.hasPureBufferSemantics() ||
      fill.getOutputs().front() != buffer || !isValue(fill.getInputs().front()))
    return nullptr;
  return fill;
}

linalg::FillOp mlir::layout::getFillBefore(Operation *op, Value buffer,
                                           function_ref<bool(Value)> isValue) {
  // Allocations (a pooling's window) touch no other buffer.
  return getFillOf(getPreviousRelatedOp(op, buffer, /*passUnrelatedOps=*/false),
                   buffer, isValue);
}

static bool isZero(Value value) {
  return matchPattern(value, m_AnyZeroFloat());
}

linalg::FillOp mlir::layout::getZeroFillBefore(Operation *op, Value buffer) {
  return getFillBefore(op, buffer, isZero);
}

void ZeroStart::erase(RewriterBase &rewriter) const {
  if (!erasable)
    return;
  auto copy = dyn_cast<linalg::CopyOp>(op);
  Value zeros = copy ? copy.getInputs()[0] : Value();
  rewriter.eraseOp(op);
  // The zeros' allocation, where nothing but its fills, its view and its
  // deallocation use it any more.
  memref::AllocOp alloc = zeros ? getFreshAllocation(zeros) : nullptr;
  if (!alloc)
    return;
  SmallVector<Operation *> fills;
  for (Value view : {zeros, Value(alloc.getResult())})
    for (Operation *user : view.getUsers()) {
      if (isa<linalg::FillOp>(user) && !llvm::is_contained(fills, user))
        fills.push_back(user);
      else if (!isa<linalg::FillOp, memref::DeallocOp>(user) &&
               !(view == alloc.getResult() && user == zeros.getDefiningOp()))
        return;
    }
  for (Operation *fill : fills)
    rewriter.eraseOp(fill);
  eraseIfOnlyFreed(rewriter, zeros);
}

ZeroStart mlir::layout::getZeroStartBefore(Operation *op, Value buffer) {
  auto getZeroFill = [](Operation *previous, Value buffer) {
    return getFillOf(previous, buffer, isZero);
  };
  Operation *previous =
      getPreviousRelatedOp(op, buffer, /*passUnrelatedOps=*/true);
  if (linalg::FillOp fill = getZeroFill(previous, buffer))
    return {fill, /*erasable=*/true};
  // Other copies may read the zeros in between; nothing may write them.
  auto copy = dyn_cast_or_null<linalg::CopyOp>(previous);
  if (copy && copy.hasPureBufferSemantics() && copy.getOutputs()[0] == buffer &&
      copy.getInputs()[0].getType() == buffer.getType()) {
    Value zeros = copy.getInputs()[0];
    if (getZeroFill(getPreviousRelatedOp(copy, zeros, /*passUnrelatedOps=*/true,
                                         /*mayRead=*/true),
                    zeros))
      return {copy, /*erasable=*/true};
  }
  if (linalg::FillOp fill = getZeroFill(
          getPreviousRelatedOp(op, buffer, /*passUnrelatedOps=*/true,
                               /*mayRead=*/true),
          buffer))
    return {fill, /*erasable=*/false};
  return {};
}

/// The argument types of a kernel call on `buffers`: each unranked, of its
/// own element type, then the description, then the stream if it takes one.
static SmallVector<Type> getKernelCallTypes(ValueRange buffers,
                                            MLIRContext *context,
                                            KernelStream stream) {
  SmallVector<Type> types;
  for (Value buffer : buffers)
    types.push_back(mlir::UnrankedMemRefType::get(
        cast<MemRefType>(buffer.getType()).getElementType(), nullptr));
  types.push_back(
      MemRefType::get({ShapedType::kDynamic}, IntegerType::get(context, 64)));
  if (stream == KernelStream::LastArgument)
    types.push_back(LLVM::LLVMPointerType::get(context));
  return types;
}

LogicalResult mlir::layout::checkKernelName(PatternRewriter &rewriter,
                                            Operation *op, StringRef function,
                                            ValueRange buffers,
                                            KernelStream stream) {
  Operation *module = SymbolTable::getNearestSymbolTable(op);
  Operation *symbol = SymbolTable::lookupSymbolIn(module, function);
  auto func = dyn_cast_or_null<func::FuncOp>(symbol);
  if (!symbol ||
      (func &&
       TypeRange(func.getArgumentTypes()) ==
           TypeRange(getKernelCallTypes(buffers, op->getContext(), stream)) &&
       func.getResultTypes().empty()))
    return success();
  return rewriter.notifyMatchFailure(
      op, "the module has another symbol named as the runtime's function");
}

LogicalResult
mlir::layout::checkOneDNNKernelCall(PatternRewriter &rewriter, Operation *op,
                                    StringRef function, ValueRange buffers,
                                    ArrayRef<int64_t> description,
                                    bool acceptReference, bool refuseApart) {
  if (failed(checkKernelName(rewriter, op, function, buffers)))
    return failure();
  OneDNNKernelCheck check = checkOneDNNKernel(
      function.str(),
      std::vector<int64_t>(description.begin(), description.end()));
  if (!check.built)
    return rewriter.notifyMatchFailure(op, [&](Diagnostic &diagnostic) {
      diagnostic << "oneDNN has no kernel for it: " << check.error;
    });
  if (check.isReference() && !acceptReference)
    return rewriter.notifyMatchFailure(op, [&](Diagnostic &diagnostic) {
      diagnostic << "oneDNN has only its reference kernel for it ("
                 << check.implementation << ")";
    });
  if (refuseApart &&
      tensorLayoutOneDNNRunsPostOpsApart(check.implementation.c_str()))
    return rewriter.notifyMatchFailure(op, [&](Diagnostic &diagnostic) {
      diagnostic << "its kernel (" << check.implementation
                 << ") runs post-ops apart";
    });
  return success();
}

LogicalResult mlir::layout::replaceWithKernelCall(
    PatternRewriter &rewriter, Operation *op, StringRef function,
    StringRef descriptionName, ValueRange buffers,
    ArrayRef<int64_t> description, Operation *zeroFill, KernelStream stream) {
  SmallVector<Type> types =
      getKernelCallTypes(buffers, op->getContext(), stream);
  func::FuncOp callee =
      getOrDeclareRuntimeFunction(rewriter, op, function, types);
  if (!callee)
    return rewriter.notifyMatchFailure(
        op, "the module has another symbol named as the runtime's function");
  SmallVector<Value> operands;
  for (auto [buffer, type] : llvm::zip(buffers, types))
    operands.push_back(
        memref::CastOp::create(rewriter, op->getLoc(), type, buffer));
  operands.push_back(
      createConstantDescription(rewriter, op, descriptionName, description));
  if (stream == KernelStream::LastArgument) {
    callee->setAttr(kStreamArgumentAttrName, rewriter.getUnitAttr());
    operands.push_back(
        LLVM::ZeroOp::create(rewriter, op->getLoc(), types.back()));
  }
  if (zeroFill)
    rewriter.eraseOp(zeroFill);
  rewriter.replaceOpWithNewOp<func::CallOp>(op, callee, operands);
  return success();
}

Value mlir::layout::getStaticViewSource(Value buffer) {
  auto cast = buffer.getDefiningOp<memref::ReinterpretCastOp>();
  if (!cast || !cast.getOffsets().empty() || !cast.getSizes().empty() ||
      !cast.getStrides().empty())
    return {};
  return cast.getSource();
}

memref::AllocOp mlir::layout::getFreshAllocation(Value buffer) {
  if (buffer.getDefiningOp<memref::ReinterpretCastOp>())
    buffer = getStaticViewSource(buffer);
  auto alloc = buffer ? buffer.getDefiningOp<memref::AllocOp>() : nullptr;
  return alloc && alloc->getNumOperands() == 0 ? alloc : memref::AllocOp();
}

Value mlir::layout::getViewedBuffer(Value buffer) {
  while (auto view = buffer.getDefiningOp<ViewLikeOpInterface>())
    buffer = view.getViewSource();
  return buffer;
}

void mlir::layout::eraseIfOnlyFreed(RewriterBase &rewriter, Value buffer) {
  memref::AllocOp alloc = getFreshAllocation(buffer);
  if (!alloc)
    return;
  SmallVector<Value> views = {buffer};
  if (buffer != alloc.getResult())
    views.push_back(alloc.getResult());
  for (Value view : views)
    for (Operation *user : view.getUsers())
      if (!isa<memref::DeallocOp>(user) &&
          !(view == views.back() && user == buffer.getDefiningOp()))
        return;
  for (Value view : views)
    for (Operation *user : llvm::make_early_inc_range(view.getUsers()))
      if (isa<memref::DeallocOp>(user))
        rewriter.eraseOp(user);
  if (buffer != alloc.getResult())
    rewriter.eraseOp(buffer.getDefiningOp());
  rewriter.eraseOp(alloc);
}
