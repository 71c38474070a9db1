//===- ArgumentAlignment.cpp - Base alignment as a function's contract ----===//

#include "tensor-layout/Dialect/Layout/Transforms/ArgumentAlignment.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "Dialect/Layout/Utils/RuntimeAbort.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

using namespace mlir;
using namespace mlir::layout;

/// The larger base alignment that `use` transforms `argument` to, when the
/// transform changes nothing else.
static std::optional<int64_t> getRaisedBaseAlign(OpOperand &use,
                                                 EncodingAttr layout) {
  auto transform = dyn_cast<TransformOp>(use.getOwner());
  if (!transform)
    return std::nullopt;
  EncodingAttr wanted = EncodingAttr::getOrPacked(transform.getResultType());
  int64_t baseAlign = wanted.getBaseAlign();
  if (baseAlign <= layout.getBaseAlign() ||
      layout.withBaseAlign(baseAlign) != wanted)
    return std::nullopt;
  return baseAlign;
}

void mlir::layout::alignArgumentsByContract(func::FuncOp func) {
  if (func.isExternal())
    return;
  Block &entry = func.getBody().front();
  bool changed = false;
  for (BlockArgument argument : entry.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(argument.getType());
    if (!type)
      continue;
    EncodingAttr layout = EncodingAttr::getOrPacked(type);
    int64_t baseAlign = 0;
    for (OpOperand &use : argument.getUses())
      baseAlign =
          std::max(baseAlign, getRaisedBaseAlign(use, layout).value_or(0));
    if (baseAlign == 0)
      continue;
    RankedTensorType aligned =
        EncodingAttr::withLayout(type, layout.withBaseAlign(baseAlign));
    argument.setType(aligned);
    changed = true;
    // Every use keeps the type it had, now as a view of the aligned buffer
    // (a smaller alignment is a free relabelling).
    OpBuilder builder = OpBuilder::atBlockBegin(&entry);
    Value plain;
    for (OpOperand &use : llvm::make_early_inc_range(argument.getUses())) {
      if (auto transform = dyn_cast<TransformOp>(use.getOwner());
          transform && getRaisedBaseAlign(use, layout)) {
        builder.setInsertionPoint(transform);
        Value view = createLayoutCast(builder, transform.getLoc(), argument,
                                      transform.getResultType());
        transform.replaceAllUsesWith(view);
        transform.erase();
        continue;
      }
      if (!plain) {
        builder.setInsertionPointToStart(&entry);
        plain = createLayoutCast(builder, func.getLoc(), argument, type);
      }
      use.set(plain);
    }
  }
  if (changed)
    func.setType(FunctionType::get(func.getContext(), entry.getArgumentTypes(),
                                   func.getResultTypes()));
}

SmallVector<int64_t>
mlir::layout::getArgumentBaseAlignments(func::FuncOp func) {
  SmallVector<int64_t> alignments;
  for (Type type : func.getArgumentTypes()) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    alignments.push_back(
        tensor ? EncodingAttr::getOrPacked(tensor).getBaseAlign() : 0);
  }
  return alignments;
}

void mlir::layout::insertArgumentAlignmentChecks(
    func::FuncOp func, ArrayRef<int64_t> baseAlignments) {
  if (func.isExternal())
    return;
  Block &entry = func.getBody().front();
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  StringRef name = func.getSymName();
  for (auto [argument, baseAlign] :
       llvm::zip(entry.getArguments(), baseAlignments)) {
    auto type = dyn_cast<MemRefType>(argument.getType());
    if (!type || baseAlign <= 1)
      continue;
    Location loc = func.getLoc();
    Value pointer =
        memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, argument);
    Value mask = arith::ConstantIndexOp::create(builder, loc, baseAlign - 1);
    Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
    Value low = arith::AndIOp::create(builder, loc, pointer, mask);
    Value misaligned = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::ne, low, zero);
    std::string message = llvm::formatv(
        "tensor-layout: argument #{0} of @{1} must be aligned to {2} bytes "
        "(its layout's base_align)\n",
        argument.getArgNumber(), name, baseAlign);
    auto check = scf::IfOp::create(builder, loc, misaligned);
    OpBuilder thenBuilder = check.getThenBodyBuilder();
    createReportAndAbort(thenBuilder, loc,
                         llvm::formatv("tensor_layout_misaligned_{0}_{1}", name,
                                       argument.getArgNumber())
                             .str(),
                         message);
    // memref.assume_alignment is about the first element (the aligned
    // pointer plus the offset), which a halo moves off the base; it takes a
    // 32-bit alignment.
    auto [strides, offset] = type.getStridesAndOffset();
    std::optional<int64_t> elementBytes =
        getElementByteSize(type.getElementType());
    if (ShapedType::isDynamic(offset) || !elementBytes)
      continue;
    int64_t firstAlign = getKnownAlignment(baseAlign, {offset * *elementBytes});
    if (firstAlign <= 1 || firstAlign > std::numeric_limits<int32_t>::max())
      continue;
    auto assume =
        memref::AssumeAlignmentOp::create(builder, loc, argument, firstAlign);
    Operation *read = pointer.getDefiningOp();
    argument.replaceUsesWithIf(assume, [&](OpOperand &use) {
      return use.getOwner() != read && use.getOwner() != assume;
    });
  }
}
