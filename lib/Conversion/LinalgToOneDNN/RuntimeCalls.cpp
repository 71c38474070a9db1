//===- RuntimeCalls.cpp - Calls into the oneDNN runtime -------------------===//

#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"

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
