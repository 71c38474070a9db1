//===- pass-fuzzer.cpp - Fuzzes the passes and the lowering ---------------===//
//
// Whatever parses and verifies goes through canonicalization, layout
// propagation, assignment and verification for a target, and separately
// through the lowering to LLVM. A pass may fail with a diagnostic; it must
// not crash, hang, trip a sanitizer or leave IR that does not verify.
//
// The custom parsers of upstream linalg.transpose and linalg.broadcast crash
// on malformed permutations/dimensions (LLVM 22; docs/reliability.md), so
// inputs spelling them in custom form are skipped: the seed corpus is in
// generic form (make fuzz writes it with --mlir-print-op-generic), where
// no custom parser runs. Upstream gpu.launch's verifier crashes on an
// attribution count its block does not have, in any form: inputs with a
// gpu.launch are skipped (none of the pipelines below takes one). Upstream
// linalg's verifiers trust `linalg.memoized_indexing_maps`, the cache of a
// named op's maps that generic form prints: a conv's verifier crashes on
// an emptied one. The seeds leave it out (scripts/fuzz-corpus.py), and
// inputs that spell it are skipped.
//
//===----------------------------------------------------------------------===//

#include "FuzzInput.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

static constexpr const char *kPipelines[] = {
    "builtin.module(canonicalize,layout-propagate,canonicalize)",
    // (Parenthesized: one pipeline each, split over lines.)
    ("builtin.module(layout-assign{target=generic-cpu},"
     "layout-propagate{target=generic-cpu},canonicalize,"
     "layout-verify{target=generic-cpu})"),
    ("builtin.module(layout-assign{target=x86-avx512},canonicalize,"
     "layout-verify{target=x86-avx512})"),
    // (Memory spaces in host memory: the lowering of every layout runs.)
    "builtin.module(layout-lower-to-llvm{host-memory-spaces=true})",
};

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  layout::fuzz::initialize();
  return 0;
}

/// Whether `text` spells an op whose upstream parser or verifier may crash.
static bool usesCrashingUpstreamOp(StringRef text) {
  if (text.contains("gpu.launch") || text.contains("memoized_indexing_maps"))
    return true;
  for (StringRef name : {"linalg.transpose", "linalg.broadcast"})
    for (size_t at = text.find(name); at != StringRef::npos;
         at = text.find(name, at + 1))
      if (at == 0 || text[at - 1] != '"')
        return true;
  return false;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (usesCrashingUpstreamOp(
          StringRef(reinterpret_cast<const char *>(data), size)))
    return 0;
  std::unique_ptr<MLIRContext> context =
      layout::fuzz::createContext(layout::fuzz::Dialects::All);
  OwningOpRef<ModuleOp> module = layout::fuzz::parseInput(*context, data, size);
  if (!module)
    return 0;
  for (const char *pipeline : kPipelines) {
    PassManager pm(context.get());
    // The pass manager verifies after every pass: a pass that succeeds
    // with invalid IR fails the run, which is fine here; a crash is not.
    std::string errors;
    llvm::raw_string_ostream os(errors);
    if (failed(parsePassPipeline(pipeline, pm, os)))
      layout::fuzz::fail("a built-in pipeline does not parse");
    OwningOpRef<ModuleOp> copy = module->clone();
    (void)pm.run(*copy);
  }
  return 0;
}
