//===- RuntimeAbort.cpp - Stopping a program with a message ---------------===//

#include "Dialect/Layout/Utils/RuntimeAbort.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::layout;

void mlir::layout::createReportAndAbort(OpBuilder &builder, Location loc,
                                        StringRef name, StringRef message,
                                        ValueRange values) {
  auto module = builder.getBlock()->getParentOp()->getParentOfType<ModuleOp>();
  MLIRContext *context = builder.getContext();
  Type i32 = builder.getI32Type(), i64 = builder.getI64Type();
  Type pointer = LLVM::LLVMPointerType::get(context);
  Value stderrFd = LLVM::ConstantOp::create(builder, loc, i32, 2);
  FailureOr<LLVM::LLVMFuncOp> abort = LLVM::lookupOrCreateFn(
      builder, module, "abort", {}, LLVM::LLVMVoidType::get(context));
  if (values.empty()) {
    FailureOr<LLVM::LLVMFuncOp> write = LLVM::lookupOrCreateFn(
        builder, module, "write", {i32, pointer, i64}, i64);
    Value text = LLVM::createGlobalString(loc, builder, name, message,
                                          LLVM::Linkage::Internal);
    Value length = LLVM::ConstantOp::create(builder, loc, i64, message.size());
    if (succeeded(write))
      LLVM::CallOp::create(builder, loc, *write,
                           ValueRange{stderrFd, text, length});
  } else {
    // dprintf's format: the text's own '%' doubled, each {} a 64-bit
    // integer.
    std::string format;
    for (char c : message)
      format += c == '%' ? std::string("%%") : std::string(1, c);
    for (size_t at = format.find("{}"); at != std::string::npos;
         at = format.find("{}", at))
      format.replace(at, 2, "%lld");
    FailureOr<LLVM::LLVMFuncOp> dprintf = LLVM::lookupOrCreateFn(
        builder, module, "dprintf", {i32, pointer}, i32, /*isVarArg=*/true);
    SmallVector<Value> arguments = {
        stderrFd, LLVM::createGlobalString(loc, builder, name, format + '\0',
                                           LLVM::Linkage::Internal)};
    for (Value value : values) {
      if (value.getType().isIndex())
        value = arith::IndexCastOp::create(builder, loc, i64, value);
      else if (value.getType() != i64)
        value = arith::ExtSIOp::create(builder, loc, i64, value);
      arguments.push_back(value);
    }
    if (succeeded(dprintf))
      LLVM::CallOp::create(builder, loc, *dprintf, arguments);
  }
  if (succeeded(abort))
    LLVM::CallOp::create(builder, loc, *abort, ValueRange{});
}
