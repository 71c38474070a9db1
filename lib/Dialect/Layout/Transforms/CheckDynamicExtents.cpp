//===- CheckDynamicExtents.cpp - Dynamic extents checked before an op -----===//
//
// A linalg op's loop ranges come from its operands' dims; with dynamic dims
// nothing checks that the operands agree, and a call with a matmul's K of 6
// in A and 5 in B read past B (a wrong result on loops, a refusal inside
// oneDNN). Each loop dim spanned by a dynamic operand dim gets a check
// against the first operand dim that spans it, before the op, which stops
// the program with the op and both extents on stderr.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "Dialect/Layout/Utils/RuntimeAbort.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTCHECKDYNAMICEXTENTS
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

namespace {
/// An operand dim: which operand, which of its dims.
struct OperandDim {
  unsigned operand;
  unsigned dim;
};

/// The operand dims that span each loop dim of `op` directly (an indexing
/// map result that is the loop's dim itself), in operand order.
SmallVector<SmallVector<OperandDim>> getSpanningDims(linalg::LinalgOp op) {
  SmallVector<SmallVector<OperandDim>> spanning(op.getNumLoops());
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<ShapedType>(operand.get().getType()))
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [dim, expr] : llvm::enumerate(map.getResults()))
      if (auto loop = dyn_cast<AffineDimExpr>(expr))
        spanning[loop.getPosition()].push_back(
            {operand.getOperandNumber(), static_cast<unsigned>(dim)});
  }
  return spanning;
}

bool isDynamicDim(linalg::LinalgOp op, OperandDim dim) {
  return cast<ShapedType>(op->getOperand(dim.operand).getType())
      .isDynamicDim(dim.dim);
}

/// The extent of `dim` as an index, at the builder's place.
Value getExtent(OpBuilder &builder, Location loc, linalg::LinalgOp op,
                OperandDim dim) {
  Value operand = op->getOperand(dim.operand);
  if (isa<RankedTensorType>(operand.getType()))
    return tensor::DimOp::create(builder, loc, operand, dim.dim);
  return memref::DimOp::create(builder, loc, operand, dim.dim);
}

/// The message of a failed check, the two extents in place of its `{}`s:
/// the op, its location (file:line:col where it has one), the loop dim
/// and the two operand dims that span it.
std::string describeMismatch(linalg::LinalgOp op, unsigned loop,
                             OperandDim first, OperandDim other) {
  std::string message;
  llvm::raw_string_ostream os(message);
  os << "tensor-layout: " << op->getName() << " at ";
  if (auto file = op->getLoc()->findInstanceOf<FileLineColLoc>())
    os << file.getFilename().getValue() << ':' << file.getLine() << ':'
       << file.getColumn();
  else
    os << op->getLoc();
  os << ": loop d" << loop << " has extent {} in dim " << first.dim
     << " of operand " << first.operand << " but {} in dim " << other.dim
     << " of operand " << other.operand << "\n";
  return message;
}

/// A name for the global holding a message, unused in `module`.
std::string getUnusedName(ModuleOp module, unsigned &counter) {
  std::string name;
  do {
    name = "tensor_layout_extents_" + std::to_string(counter++);
  } while (module.lookupSymbol(name));
  return name;
}

struct LayoutCheckDynamicExtentsPass
    : public layout::impl::LayoutCheckDynamicExtentsBase<
          LayoutCheckDynamicExtentsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<linalg::LinalgOp> ops;
    module.walk([&](linalg::LinalgOp op) {
      if (llvm::any_of(op->getOperandTypes(), [](Type type) {
            auto shaped = dyn_cast<ShapedType>(type);
            return shaped && !shaped.hasStaticShape();
          }))
        ops.push_back(op);
    });
    unsigned counter = 0;
    for (linalg::LinalgOp op : ops) {
      OpBuilder builder(op);
      Location loc = op->getLoc();
      for (auto [loop, dims] : llvm::enumerate(getSpanningDims(op))) {
        if (dims.size() < 2)
          continue;
        OperandDim first = dims.front();
        for (OperandDim other : llvm::drop_begin(dims)) {
          if (!isDynamicDim(op, first) && !isDynamicDim(op, other))
            continue;
          // One after the other: the IR reads in the message's order.
          Value firstExtent = getExtent(builder, loc, op, first);
          Value otherExtent = getExtent(builder, loc, op, other);
          Value differ = arith::CmpIOp::create(
              builder, loc, arith::CmpIPredicate::ne, firstExtent, otherExtent);
          auto check = scf::IfOp::create(builder, loc, differ);
          OpBuilder thenBuilder = check.getThenBodyBuilder();
          layout::createReportAndAbort(thenBuilder, loc,
                                       getUnusedName(module, counter),
                                       describeMismatch(op, loop, first, other),
                                       {firstExtent, otherExtent});
        }
      }
    }
  }
};
} // namespace
