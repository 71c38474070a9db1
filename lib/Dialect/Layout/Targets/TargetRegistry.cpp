//===- TargetRegistry.cpp - Targets by name -------------------------------===//

#include "tensor-layout/Dialect/Layout/Targets/TargetRegistry.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ManagedStatic.h"
#include "llvm/Support/Mutex.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
struct Registry {
  llvm::sys::SmartMutex<true> mutex;
  llvm::StringMap<TargetAttrBuilder> builders;
};
} // namespace

static llvm::ManagedStatic<Registry> registry;

void mlir::layout::registerTargetName(StringRef name, TargetAttrBuilder build) {
  llvm::sys::SmartScopedLock<true> lock(registry->mutex);
  registry->builders[name] = std::move(build);
}

Attribute mlir::layout::lookupTargetByName(MLIRContext *context,
                                           StringRef name) {
  TargetAttrBuilder build;
  {
    llvm::sys::SmartScopedLock<true> lock(registry->mutex);
    auto it = registry->builders.find(name);
    if (it == registry->builders.end())
      return {};
    build = it->second;
  }
  return build(context);
}

SmallVector<std::string> mlir::layout::getRegisteredTargetNames() {
  llvm::sys::SmartScopedLock<true> lock(registry->mutex);
  SmallVector<std::string> names;
  for (const auto &entry : registry->builders)
    names.push_back(entry.getKey().str());
  llvm::sort(names);
  return names;
}
