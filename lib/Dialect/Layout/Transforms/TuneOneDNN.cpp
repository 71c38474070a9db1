//===- TuneOneDNN.cpp - The onednn target's explicit tuning step ----------===//
//
// layout-tune-onednn: times the kernels the onednn target compares and
// writes the tuning cache that layout-assign{tuning-cache=...} reads
// (OneDNNTuning.h). Compiles never time anything themselves.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Targets/OneDNNTuning.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTTUNEONEDNN
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {
struct LayoutTuneOneDNNPass
    : public layout::impl::LayoutTuneOneDNNBase<LayoutTuneOneDNNPass> {
  using LayoutTuneOneDNNBase::LayoutTuneOneDNNBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (cache.empty())
      return emitError(UnknownLoc::get(context))
             << getArgument() << ": the 'cache' option names the file to "
             << "write and is required";
    return success();
  }

  void runOnOperation() override {
    std::string error;
    if (!tuneOneDNNKernels(getOperation(), cache, error)) {
      getOperation().emitError() << getArgument() << ": " << error;
      return signalPassFailure();
    }
    markAllAnalysesPreserved();
  }
};
} // namespace
