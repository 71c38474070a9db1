//===- FuzzInput.cpp - Turning fuzzer bytes into MLIR modules -------------===//

#include "FuzzInput.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "tensor-layout/InitAll.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <string>

using namespace mlir;

void layout::fuzz::initialize() {
  static bool done = [] {
    registerAllPasses();
    layout::registerAllTensorLayoutPasses();
    return true;
  }();
  (void)done;
}

static const DialectRegistry &getRegistry(layout::fuzz::Dialects dialects) {
  static DialectRegistry *core = [] {
    auto *result = new DialectRegistry();
    result->insert<func::FuncDialect, arith::ArithDialect,
                   tensor::TensorDialect, math::MathDialect>();
    layout::registerAllTensorLayoutDialects(*result);
    return result;
  }();
  static DialectRegistry *all = [] {
    auto *result = new DialectRegistry();
    registerAllDialects(*result);
    registerAllExtensions(*result);
    layout::registerAllTensorLayoutDialects(*result);
    return result;
  }();
  return dialects == layout::fuzz::Dialects::Core ? *core : *all;
}

std::unique_ptr<MLIRContext> layout::fuzz::createContext(Dialects dialects) {
  auto context = std::make_unique<MLIRContext>(
      getRegistry(dialects), MLIRContext::Threading::DISABLED);
  // Drop every diagnostic (the handler lives as long as the context).
  context->getDiagEngine().registerHandler([](Diagnostic &) {});
  return context;
}

/// Upstream's parser descends recursively into nested brackets without a
/// limit, so text nested thousands deep overflows the stack (sooner under
/// ASan's larger frames): a limit of the host's stack, not a finding.
static bool isNestedTooDeeply(const uint8_t *data, size_t size) {
  constexpr int64_t kMaxDepth = 256;
  int64_t depth = 0;
  for (size_t i = 0; i < size; ++i) {
    char c = static_cast<char>(data[i]);
    // `->` and `>=` close nothing.
    bool arrow = c == '>' && ((i > 0 && data[i - 1] == '-') ||
                              (i + 1 < size && data[i + 1] == '='));
    if (c == '[' || c == '(' || c == '{' || c == '<')
      ++depth;
    else if ((c == ']' || c == ')' || c == '}' || (c == '>' && !arrow)) &&
             depth > 0)
      --depth;
    if (depth > kMaxDepth)
      return true;
  }
  return false;
}

OwningOpRef<ModuleOp> layout::fuzz::parseInput(MLIRContext &context,
                                               const uint8_t *data,
                                               size_t size) {
  if (isNestedTooDeeply(data, size))
    return {};
  // MLIR's lexer expects a NUL after the text, as files read through
  // llvm::MemoryBuffer have; libFuzzer's bytes have none.
  std::string source(reinterpret_cast<const char *>(data), size);
  return parseSourceString<ModuleOp>(source, ParserConfig(&context),
                                     "fuzz-input");
}

void layout::fuzz::fail(const char *message) {
  llvm::errs() << "tensor-layout fuzzer: " << message << "\n";
  std::abort();
}
