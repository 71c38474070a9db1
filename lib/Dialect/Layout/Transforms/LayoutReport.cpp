//===- LayoutReport.cpp - Report transforms and the bytes they move -------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTREPORT
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {

void printList(raw_ostream &os, ArrayRef<int64_t> values) {
  os << '[';
  llvm::interleaveComma(values, os, [&](int64_t v) {
    if (ShapedType::isDynamic(v))
      os << '?';
    else
      os << v;
  });
  os << ']';
}

/// "602112 bytes (physical shape [...], strides [...], offset 0)".
void describeSide(raw_ostream &os, RankedTensorType type) {
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
  if (std::optional<int64_t> bytes =
          layout.getAllocationSize(shape, type.getElementType()))
    os << *bytes << " bytes";
  else
    os << "an unknown number of bytes";
  os << " (physical shape ";
  printList(os, layout.getPhysicalShape(shape));
  os << ", strides ";
  printList(os, layout.getPhysicalStrides(shape));
  int64_t offset = layout.getOffset(shape);
  os << ", offset ";
  if (ShapedType::isDynamic(offset))
    os << '?';
  else
    os << offset;
  os << ')';
}

/// The tensors a data-moving op reads and writes: layout transforms, and
/// transposes, which are layout transforms that also rename dims.
std::optional<std::pair<RankedTensorType, RankedTensorType>>
getMovedTensors(Operation *op) {
  if (auto transform = dyn_cast<TransformOp>(op))
    return std::make_pair(transform.getSourceType(), transform.getResultType());
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op))
    if (transpose.hasPureTensorSemantics())
      return std::make_pair(
          cast<RankedTensorType>(transpose.getInput().getType()),
          cast<RankedTensorType>(transpose->getResult(0).getType()));
  return std::nullopt;
}

struct LayoutReportPass
    : public layout::impl::LayoutReportBase<LayoutReportPass> {
  void runOnOperation() override {
    getOperation()->walk([&](FunctionOpInterface function) {
      int64_t count = 0, bytes = 0, unknown = 0;
      function.walk([&](Operation *op) {
        auto moved = getMovedTensors(op);
        if (!moved)
          return;
        auto [source, result] = *moved;
        ++count;
        std::optional<int64_t> size =
            TransformOp::getBytesMoved(source, result);
        if (size)
          bytes += *size;
        else
          ++unknown;
        InFlightDiagnostic remark = op->emitRemark();
        remark << op->getName() << " moves ";
        if (size)
          remark << *size << " bytes";
        else
          remark << "an unknown number of bytes";
        std::string text;
        llvm::raw_string_ostream os(text);
        os << ": reads ";
        describeSide(os, source);
        os << ", writes ";
        describeSide(os, result);
        remark << text;
      });
      InFlightDiagnostic remark = function.emitRemark();
      remark << "'" << SymbolTable::getSymbolName(function).getValue()
             << "': " << count << " layout transform"
             << (count == 1 ? " moves " : "s move ") << bytes << " bytes";
      if (unknown)
        remark << " (" << unknown << " more of unknown size)";
    });
  }
};

} // namespace
