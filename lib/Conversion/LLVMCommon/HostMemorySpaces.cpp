//===- HostMemorySpaces.cpp - Device memory spaces in host memory ---------===//
//
// A program whose layouts put buffers in a device's memories runs on the
// CPU only once those buffers are host memory; lowering them as they are
// gives LLVM address spaces the host gives other meanings. This makes the
// choice explicit: every space mapped to the default one, or an error at
// the first use.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/Passes.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTHOSTMEMORYSPACES
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

/// The first memory space other than the default one in `type` (a memref
/// type, or one holding some: a function type), or null.
static Attribute findMemorySpace(Type type) {
  Attribute found;
  type.walk([&](BaseMemRefType memref) {
    if (!found && memref.getMemorySpace())
      found = memref.getMemorySpace();
  });
  return found;
}

/// The first memory space other than the default one in the types `op`
/// uses or defines, its own type attributes (a function's signature, a
/// global's type) included.
static Attribute findMemorySpace(Operation *op) {
  for (Type type : op->getResultTypes())
    if (Attribute space = findMemorySpace(type))
      return space;
  for (Type type : op->getOperandTypes())
    if (Attribute space = findMemorySpace(type))
      return space;
  for (NamedAttribute attr : op->getAttrs())
    if (auto typeAttr = dyn_cast<TypeAttr>(attr.getValue()))
      if (Attribute space = findMemorySpace(typeAttr.getValue()))
        return space;
  return {};
}

namespace {
struct LayoutHostMemorySpacesPass
    : public layout::impl::LayoutHostMemorySpacesBase<
          LayoutHostMemorySpacesPass> {
  using LayoutHostMemorySpacesBase::LayoutHostMemorySpacesBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!toHost) {
      WalkResult result = module.walk([](Operation *op) {
        Attribute space = findMemorySpace(op);
        if (!space)
          return WalkResult::advance();
        op->emitError() << "a buffer in " << layout::describeMemorySpace(space)
                        << " has no lowering in this pipeline; "
                           "--layout-lower-to-llvm with "
                           "host-memory-spaces=true runs it in host memory";
        return WalkResult::interrupt();
      });
      if (result.wasInterrupted())
        signalPassFailure();
      return;
    }

    AttrTypeReplacer replacer;
    replacer.addReplacement([](MemRefType type) -> std::optional<Type> {
      if (!type.getMemorySpace())
        return std::nullopt;
      return MemRefType::get(type.getShape(), type.getElementType(),
                             type.getLayout(), Attribute());
    });
    replacer.addReplacement([](UnrankedMemRefType type) -> std::optional<Type> {
      if (!type.getMemorySpace())
        return std::nullopt;
      return UnrankedMemRefType::get(type.getElementType(), Attribute());
    });
    replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/true,
                                          /*replaceLocs=*/false,
                                          /*replaceTypes=*/true);
    // A cast between two spaces that are now one casts nothing.
    module.walk([](memref::MemorySpaceCastOp cast) {
      if (cast.getSource().getType() != cast.getType())
        return;
      cast.getResult().replaceAllUsesWith(cast.getSource());
      cast.erase();
    });
  }
};
} // namespace
