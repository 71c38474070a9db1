//===- FuzzInput.h - Turning fuzzer bytes into MLIR modules -----*- C++ -*-===//
//
// What the libFuzzer harnesses share: the dialects and passes of tensor-opt,
// and parsing an input into a fresh context with its diagnostics discarded
// (bad input is expected; only crashes, hangs, sanitizer reports and broken
// invariants are findings).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_FUZZER_FUZZINPUT_H
#define TENSOR_LAYOUT_FUZZER_FUZZINPUT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <cstddef>
#include <cstdint>

namespace mlir::layout::fuzz {

/// Registers every pass (upstream and ours) for textual pipelines; once.
void initialize();

/// Which dialects inputs may use.
enum class Dialects {
  /// Ours and those layouts appear in: builtin, func, arith, tensor, math.
  Core,
  /// Every dialect and extension of tensor-opt.
  All,
};

/// A context with `dialects` available, single-threaded (inputs must be
/// reproducible), diagnostics dropped.
std::unique_ptr<MLIRContext> createContext(Dialects dialects);

/// The module `data` holds, parsed and verified; null when it is not one,
/// or is nested more than 256 brackets deep (upstream's recursive parser
/// would overflow the stack).
OwningOpRef<ModuleOp> parseInput(MLIRContext &context, const uint8_t *data,
                                 size_t size);

/// Stops the run with `message`: a broken invariant libFuzzer records as a
/// crash, with the input that caused it.
[[noreturn]] void fail(const char *message);

} // namespace mlir::layout::fuzz

#endif // TENSOR_LAYOUT_FUZZER_FUZZINPUT_H
