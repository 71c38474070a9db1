//===- InitAll.h - Register everything of tensor-layout ---------*- C++ -*-===//
//
// One call each for embedders: the dialects and the passes of tensor-layout,
// next to which a tool registers whatever upstream MLIR it needs.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_INITALL_H
#define TENSOR_LAYOUT_INITALL_H

#include "mlir/IR/DialectRegistry.h"

namespace mlir {
namespace layout {

/// Adds the dialects of tensor-layout, and the bufferization models of their
/// ops, to `registry`.
void registerAllTensorLayoutDialects(DialectRegistry &registry);

/// Registers the passes and pass pipelines of tensor-layout with the global
/// registry, so that textual pipelines and command-line tools can name them.
void registerAllTensorLayoutPasses();

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_INITALL_H
