//===- OneDNNTuning.h - The onednn target's tuning cache --------*- C++ -*-===//
//
// The onednn target compares oneDNN's kernels for some convolutions by a
// cost model kept in the repository, so that compiles are deterministic.
// Measured times replace the model only through a tuning cache: a file
// written by `layout-tune-onednn` (which times the kernels on this CPU)
// and read by `layout-assign{tuning-cache=...}`.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TARGETS_ONEDNNTUNING_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TARGETS_ONEDNNTUNING_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir {
namespace layout {

/// Makes the onednn target answer from the tuning cache at `path` (where it
/// has a convolution) in this process; false, with `error` set, where the
/// file cannot be read or is malformed.
bool loadOneDNNTuningCache(StringRef path, std::string &error);

/// Times, on this CPU, the kernels the onednn target compares for every
/// convolution of `module`, adds them to the cache loaded (if any) and
/// writes it to `path`; false, with `error` set, where it cannot.
bool tuneOneDNNKernels(ModuleOp module, StringRef path, std::string &error);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TARGETS_ONEDNNTUNING_H
