//===- CheckLoweredToLLVM.cpp - Nothing left outside the LLVM dialect -----===//
//
// A lowering pipeline that exits 0 with a linalg.softmax still in its output
// has failed silently: the user learns it in mlir-runner. This makes the
// pipeline fail where the op is.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTCHECKLOWEREDTOLLVM
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

namespace {
struct LayoutCheckLoweredToLLVMPass
    : public layout::impl::LayoutCheckLoweredToLLVMBase<
          LayoutCheckLoweredToLLVMPass> {
  using LayoutCheckLoweredToLLVMBase::LayoutCheckLoweredToLLVMBase;

  void runOnOperation() override {
    llvm::StringSet<> allowedNames;
    for (const std::string &name : allowed)
      allowedNames.insert(name);
    // The first op of each kind left; casts only where nothing else is
    // left, as they are what a conversion leaves around an op it skipped.
    SmallVector<Operation *> left, casts;
    llvm::StringSet<> seen;
    getOperation()->walk([&](Operation *op) {
      StringRef name = op->getName().getStringRef();
      StringRef dialect = op->getName().getDialectNamespace();
      if (isa<ModuleOp>(op) || dialect == "llvm" ||
          allowedNames.contains(name) || allowedNames.contains(dialect) ||
          !seen.insert(name).second)
        return;
      (isa<UnrealizedConversionCastOp>(op) ? casts : left).push_back(op);
    });
    for (Operation *op : left.empty() ? casts : left)
      op->emitError() << "'" << op->getName()
                      << "' was not lowered to the LLVM dialect: no pass of "
                         "the pipeline lowers it";
    if (!left.empty() || !casts.empty())
      signalPassFailure();
  }
};
} // namespace
