//===- parse-fuzzer.cpp - Fuzzes parsing, verification and printing -------===//
//
// Any text: parsing and verifying it must not crash. What parses and
// verifies must print to text that parses and verifies again and prints the
// same (the dialect's printers and parsers agree). Inputs may use our
// dialect and the core ones layouts appear in (FuzzInput.h): upstream
// parsers of other dialects crash on some malformed text
// (docs/reliability.md), which is not what this fuzzer looks for.
//
//===----------------------------------------------------------------------===//

#include "FuzzInput.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace mlir;

static std::string print(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module.print(os);
  return text;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::unique_ptr<MLIRContext> context =
      layout::fuzz::createContext(layout::fuzz::Dialects::Core);
  OwningOpRef<ModuleOp> module = layout::fuzz::parseInput(*context, data, size);
  if (!module)
    return 0;
  std::string printed = print(*module);
  // Reparsed in a new context, as a user's next tool would: in the same one,
  // upstream renames every dense_resource key it already holds (`key_1`).
  std::unique_ptr<MLIRContext> freshContext =
      layout::fuzz::createContext(layout::fuzz::Dialects::Core);
  OwningOpRef<ModuleOp> reparsed = layout::fuzz::parseInput(
      *freshContext, reinterpret_cast<const uint8_t *>(printed.data()),
      printed.size());
  if (!reparsed)
    layout::fuzz::fail("printed IR does not parse and verify again");
  if (print(*reparsed) != printed)
    layout::fuzz::fail("printed IR prints differently once reparsed");
  return 0;
}
