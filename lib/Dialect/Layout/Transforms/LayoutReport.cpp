//===- LayoutReport.cpp - Report transforms and the bytes they move -------===//
//
// One remark per data-moving op, in one line a reader can act on: which
// value moves, from which layout to which, how many bytes, and which ops
// read the result (why it is there). A note gives each side's physical
// placement. Remarks are emitted at locations, not ops, so that
// --mlir-print-op-on-diagnostic does not append the function to each.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringExtras.h"

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

/// "12:5" for a position in the input, else the location as MLIR prints it.
void printPosition(raw_ostream &os, Location loc) {
  if (auto position = loc->findInstanceOf<FileLineColLoc>())
    os << position.getLine() << ':' << position.getColumn();
  else
    os << loc;
}

/// "argument #0 of @f", "the result of 'arith.maximumf' (24:13)".
void describeValue(raw_ostream &os, Value value) {
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    os << "argument #" << argument.getArgNumber();
    Operation *parent = argument.getOwner()->getParentOp();
    if (auto function = dyn_cast_or_null<FunctionOpInterface>(parent))
      os << " of @" << SymbolTable::getSymbolName(function).getValue();
    else if (parent)
      os << " of '" << parent->getName() << "'";
    return;
  }
  Operation *producer = value.getDefiningOp();
  os << "the result";
  if (producer->getNumResults() > 1)
    os << " #" << cast<OpResult>(value).getResultNumber();
  os << " of '" << producer->getName() << "' (";
  printPosition(os, producer->getLoc());
  os << ')';
}

/// "for 'linalg.matmul' (30:8) and the return of @f": the ops that read the
/// moved value, which are why it moves. At most three are named.
void describeReaders(raw_ostream &os, Value moved) {
  constexpr size_t kNamed = 3;
  SmallVector<Operation *> readers;
  for (Operation *user : moved.getUsers())
    if (!llvm::is_contained(readers, user))
      readers.push_back(user);
  // In program order (users are listed last first).
  llvm::stable_sort(readers, [](Operation *a, Operation *b) {
    return a->getBlock() == b->getBlock() && a->isBeforeInBlock(b);
  });
  if (readers.empty()) {
    os << ", read by nothing";
    return;
  }
  SmallVector<std::string> names;
  for (Operation *reader : llvm::ArrayRef(readers).take_front(kNamed)) {
    std::string name;
    llvm::raw_string_ostream nameOs(name);
    auto function = reader->getParentOfType<FunctionOpInterface>();
    if (reader->hasTrait<OpTrait::ReturnLike>() && function) {
      nameOs << "the return of @"
             << SymbolTable::getSymbolName(function).getValue();
    } else {
      nameOs << "'" << reader->getName() << "' (";
      printPosition(nameOs, reader->getLoc());
      nameOs << ')';
    }
    names.push_back(name);
  }
  if (readers.size() > kNamed)
    names.push_back(std::to_string(readers.size() - kNamed) + " more");
  os << ", for " << llvm::join(llvm::ArrayRef(names).drop_back(), ", ");
  os << (names.size() > 1 ? " and " : "") << names.back();
}

/// The layout as written in the IR, or "row-major" for a tensor without one.
void printLayout(raw_ostream &os, RankedTensorType type) {
  if (EncodingAttr layout = EncodingAttr::get(type))
    os << layout;
  else
    os << "row-major";
}

/// "401408 bytes: strides [100352, 1, 1792, 32]" (in elements, one per
/// logical dim, so that two permutations never read alike), or the physical
/// shape and strides of a tiled layout, whose logical dims have no stride.
void describePlacement(raw_ostream &os, RankedTensorType type) {
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
  if (std::optional<int64_t> bytes =
          layout.getAllocationSize(shape, type.getElementType()))
    os << *bytes << " bytes";
  else
    os << "an unknown number of bytes";
  if (layout.isTiled()) {
    os << " (physical shape ";
    printList(os, layout.getPhysicalShape(shape));
    os << ", strides ";
    printList(os, layout.getPhysicalStrides(shape));
  } else {
    os << " (strides by dim ";
    SmallVector<int64_t> physicalStrides = layout.getPhysicalStrides(shape);
    SmallVector<int64_t> strides(shape.size());
    for (auto [position, dim] :
         llvm::enumerate(layout.getOrderOrIdentity(shape.size())))
      strides[dim] = physicalStrides[position];
    printList(os, strides);
  }
  int64_t offset = layout.getOffset(shape);
  os << ", offset ";
  if (ShapedType::isDynamic(offset))
    os << '?';
  else
    os << offset;
  os << ')';
}

/// The value a data-moving op reads, its type, and the op's result type:
/// layout transforms, and transposes, which are layout transforms that also
/// rename dims.
struct Movement {
  Value source;
  RankedTensorType sourceType, resultType;
};

std::optional<Movement> getMovement(Operation *op) {
  if (auto transform = dyn_cast<TransformOp>(op))
    return Movement{transform.getSource(), transform.getSourceType(),
                    transform.getResultType()};
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op))
    if (transpose.hasPureTensorSemantics())
      return Movement{
          transpose.getInput(),
          cast<RankedTensorType>(transpose.getInput().getType()),
          cast<RankedTensorType>(transpose->getResult(0).getType())};
  return std::nullopt;
}

struct LayoutReportPass
    : public layout::impl::LayoutReportBase<LayoutReportPass> {
  void runOnOperation() override {
    getOperation()->walk([&](FunctionOpInterface function) {
      // A declaration has no body to report on.
      if (function.isExternal())
        return;
      int64_t count = 0, bytes = 0, unknown = 0;
      function.walk([&](Operation *op) {
        std::optional<Movement> movement = getMovement(op);
        if (!movement)
          return;
        ++count;
        std::optional<int64_t> size = TransformOp::getBytesMoved(
            movement->sourceType, movement->resultType);
        if (size)
          bytes += *size;
        else
          ++unknown;
        std::string text, note;
        llvm::raw_string_ostream os(text), noteOs(note);
        os << op->getName() << " moves ";
        if (size)
          os << *size << " bytes";
        else
          os << "an unknown number of bytes";
        os << ": ";
        describeValue(os, movement->source);
        os << " from ";
        printLayout(os, movement->sourceType);
        os << " to ";
        printLayout(os, movement->resultType);
        describeReaders(os, op->getResult(0));
        noteOs << "reads ";
        describePlacement(noteOs, movement->sourceType);
        noteOs << ", writes ";
        describePlacement(noteOs, movement->resultType);
        InFlightDiagnostic remark = emitRemark(op->getLoc(), text);
        remark.attachNote(op->getLoc()) << note;
      });
      InFlightDiagnostic remark = emitRemark(function.getLoc());
      remark << "@" << SymbolTable::getSymbolName(function).getValue() << ": "
             << count << " layout transform"
             << (count == 1 ? " moves " : "s move ") << bytes << " bytes";
      if (unknown)
        remark << " (" << unknown << " more of unknown size)";
    });
  }
};

} // namespace
