//===- ReportLoops.cpp - Name the ops left to run as scalar loops ---------===//
//
// What reaches neither a library kernel nor vector loops becomes scalar
// loops in convert-linalg-to-loops, 10-1000x slower than a kernel. Run just
// before that, this pass names each such op with its FLOPs, so that nothing
// runs as scalar loops silently. The FLOPs of a function are counted on
// tensors, before any op becomes a call or vector loops, by a pass the
// pipeline runs first (createLayoutCountFlops), which shares them with the
// report.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTREPORTLOOPS
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {

/// Whether `op` of a linalg payload is arithmetic: a FLOP per iteration.
/// Constants, index computations and the yield are not.
bool isArithmetic(Operation *op) {
  if (isa<arith::ConstantOp, arith::IndexCastOp, arith::IndexCastUIOp>(op))
    return false;
  return isa<arith::ArithDialect, math::MathDialect>(op->getDialect());
}

/// Iterations times arithmetic ops per iteration (a multiply-add is 2, as
/// FLOP counts of matmuls and convolutions have it); unknown for dynamic
/// extents.
std::optional<int64_t> countFlops(linalg::LinalgOp op) {
  int64_t perIteration = 0;
  for (Operation &payload : op.getBlock()->without_terminator())
    perIteration += isArithmetic(&payload);
  int64_t iterations = 1;
  for (int64_t range : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(range))
      return std::nullopt;
    iterations *= range;
  }
  return iterations * perIteration;
}

/// An element-wise arith or math op on tensors (which the lowering makes
/// a linalg op): one FLOP per element; unknown for dynamic shapes.
std::optional<int64_t> countTensorArithmeticFlops(Operation *op) {
  if (!isArithmetic(op) || op->getNumResults() != 1)
    return 0;
  auto tensor = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!tensor)
    return 0;
  if (!tensor.hasStaticShape())
    return std::nullopt;
  return tensor.getNumElements();
}

/// The FLOPs of the linalg ops of `function` and of its arithmetic on
/// tensors, unknown if any op's are.
std::optional<int64_t> countFunctionFlops(FunctionOpInterface function) {
  std::optional<int64_t> total = 0;
  function.walk([&](Operation *op) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    std::optional<int64_t> flops =
        linalgOp ? countFlops(linalgOp) : countTensorArithmeticFlops(op);
    total =
        flops && total ? std::optional<int64_t>(*total + *flops) : std::nullopt;
  });
  return total;
}

/// "'linalg.generic' (arith.mulf, arith.addf)": a generic by its payload's
/// arithmetic, a named op by its name.
std::string describeOp(linalg::LinalgOp op) {
  std::string text = ("'" + op->getName().getStringRef() + "'").str();
  if (!isa<linalg::GenericOp>(op))
    return text;
  llvm::SetVector<StringRef> names;
  for (Operation &payload : op.getBlock()->without_terminator())
    if (isArithmetic(&payload))
      names.insert(payload.getName().getStringRef());
  if (names.empty())
    return text + " (a copy)";
  return text + " (" + llvm::join(names, ", ") + ")";
}

/// "3.4% of @f's 1204224": `flops` as a share of the function's total.
std::string describeShare(std::optional<int64_t> flops,
                          std::optional<int64_t> total, StringRef function) {
  if (!total)
    return "";
  std::string text;
  if (flops && *total > 0)
    text = llvm::formatv(", {0:F1}% of @{1}'s {2}", 100.0 * *flops / *total,
                         function, *total);
  else
    text = llvm::formatv(" of @{0}'s {1}", function, *total);
  return text;
}

std::string formatFlops(std::optional<int64_t> flops) {
  return flops ? std::to_string(*flops) : std::string("an unknown number of");
}

struct LayoutCountFlopsPass
    : public PassWrapper<LayoutCountFlopsPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LayoutCountFlopsPass)

  explicit LayoutCountFlopsPass(std::shared_ptr<FunctionFlops> flops)
      : flops(std::move(flops)) {}
  StringRef getArgument() const override { return "layout-count-flops"; }

  void runOnOperation() override {
    getOperation()->walk([&](FunctionOpInterface function) {
      if (!function.isExternal())
        (*flops)[SymbolTable::getSymbolName(function).getValue()] =
            countFunctionFlops(function);
    });
    markAllAnalysesPreserved();
  }

  std::shared_ptr<FunctionFlops> flops;
};

struct LayoutReportLoopsPass
    : public layout::impl::LayoutReportLoopsBase<LayoutReportLoopsPass> {
  LayoutReportLoopsPass() = default;
  explicit LayoutReportLoopsPass(std::shared_ptr<const FunctionFlops> totals)
      : totals(std::move(totals)) {}

  void runOnOperation() override {
    getOperation()->walk([&](FunctionOpInterface function) {
      if (function.isExternal())
        return;
      StringRef name = SymbolTable::getSymbolName(function).getValue();
      std::optional<int64_t> total;
      bool counted = false;
      if (totals) {
        auto it = totals->find(name);
        if ((counted = it != totals->end()))
          total = it->second;
      }
      int64_t count = 0;
      std::optional<int64_t> loopFlops = 0;
      function.walk([&](linalg::LinalgOp op) {
        if (!op.hasPureBufferSemantics())
          return;
        ++count;
        std::optional<int64_t> flops = countFlops(op);
        loopFlops = flops && loopFlops
                        ? std::optional<int64_t>(*loopFlops + *flops)
                        : std::nullopt;
        // At a location, not the op, so that the remark never prints the
        // op's IR.
        emitRemark(op->getLoc())
            << describeOp(op) << " runs as scalar loops: " << formatFlops(flops)
            << " FLOPs" << (counted ? describeShare(flops, total, name) : "");
      });
      InFlightDiagnostic remark = emitRemark(function.getLoc());
      remark << "@" << name << ": ";
      if (count == 0) {
        remark << "no op runs as scalar loops";
        return;
      }
      remark << count << (count == 1 ? " op runs" : " ops run")
             << " as scalar loops: " << formatFlops(loopFlops);
      if (counted && total) {
        remark << " of its " << *total << " FLOPs";
        if (loopFlops && *total > 0)
          remark
              << llvm::formatv(" ({0:F1}%)", 100.0 * *loopFlops / *total).str();
      } else {
        remark << " FLOPs";
      }
    });
    markAllAnalysesPreserved();
  }

  std::shared_ptr<const FunctionFlops> totals;
};

} // namespace

std::unique_ptr<Pass>
mlir::layout::createLayoutCountFlops(std::shared_ptr<FunctionFlops> flops) {
  return std::make_unique<LayoutCountFlopsPass>(std::move(flops));
}

std::unique_ptr<Pass> mlir::layout::createLayoutReportLoops(
    std::shared_ptr<const FunctionFlops> totals) {
  return std::make_unique<LayoutReportLoopsPass>(std::move(totals));
}
