//===- TargetRegistry.h - Targets by name -----------------------*- C++ -*-===//
//
// `--layout-assign=target=<name>` names a target; each target registers the
// name it answers to (and gives the same name in diagnostics, through
// TargetAttrInterface::getTargetName), so that a compiler embedding the
// dialect adds its own targets next to the built-in ones.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TARGETS_TARGETREGISTRY_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TARGETS_TARGETREGISTRY_H

#include "mlir/IR/Attributes.h"
#include "llvm/ADT/SmallVector.h"

#include <functional>
#include <string>

namespace mlir {
namespace layout {

/// Makes the attribute of a named target in a context.
using TargetAttrBuilder = std::function<Attribute(MLIRContext *)>;

/// Registers `name` for the target `build` makes. Registering a name again
/// replaces the builder (the built-in targets register once per
/// DialectRegistry they are added to).
void registerTargetName(StringRef name, TargetAttrBuilder build);

/// The target registered as `name` in `context`, or null.
Attribute lookupTargetByName(MLIRContext *context, StringRef name);

/// The registered names, sorted.
SmallVector<std::string> getRegisteredTargetNames();

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TARGETS_TARGETREGISTRY_H
