//===- RuntimeAbort.h - Stopping a program with a message -------*- C++ -*-===//
//
// Checks that compiled code makes at run time (an argument's alignment,
// dynamic extents that must agree) stop the program with a message on
// stderr. Not cf.assert: its lowering writes to stdout with `puts`, whose
// buffer abort() drops when stdout is a pipe, so the caller would never
// read why.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_RUNTIMEABORT_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_RUNTIMEABORT_H

#include "mlir/IR/Builders.h"

namespace mlir {
namespace layout {

/// At the builder's place: writes `message` to stderr, with `values`
/// (integers or indices, printed in decimal) in place of its `{}`s, in
/// order, then aborts. `name` names the global holding the text.
void createReportAndAbort(OpBuilder &builder, Location loc, StringRef name,
                          StringRef message, ValueRange values = {});

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_UTILS_RUNTIMEABORT_H
