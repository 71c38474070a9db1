//===- ArgumentAlignment.cpp - Base alignment as a function's contract ----===//

#include "tensor-layout/Dialect/Layout/Transforms/ArgumentAlignment.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "Dialect/Layout/Utils/RuntimeAbort.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

using namespace mlir;
using namespace mlir::layout;

std::optional<int64_t> mlir::layout::getRaisedBaseAlign(EncodingAttr from,
                                                        EncodingAttr to) {
  int64_t baseAlign = to.getBaseAlign();
  if (baseAlign <= from.getBaseAlign() || from.withBaseAlign(baseAlign) != to)
    return std::nullopt;
  return baseAlign;
}

/// The larger base alignment that `use` transforms `argument` to, when the
/// transform changes nothing else.
static std::optional<int64_t> getRaisedBaseAlignOfUse(OpOperand &use,
                                                      EncodingAttr layout) {
  auto transform = dyn_cast<TransformOp>(use.getOwner());
  if (!transform)
    return std::nullopt;
  return getRaisedBaseAlign(
      layout, EncodingAttr::getOrPacked(transform.getResultType()));
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
          std::max(baseAlign, getRaisedBaseAlignOfUse(use, layout).value_or(0));
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
          transform && getRaisedBaseAlignOfUse(use, layout)) {
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

SmallVector<ArgumentAlignment>
mlir::layout::getArgumentAlignments(func::FuncOp func) {
  SmallVector<ArgumentAlignment> alignments;
  for (Type type : func.getArgumentTypes()) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    alignments.push_back(
        {tensor ? EncodingAttr::getOrPacked(tensor).getBaseAlign() : 0,
         tensor});
  }
  return alignments;
}

/// Whether anything may write through `buffer` or a view of it: an op that
/// says it writes, or one that does not say what it does (a call).
static bool mayBeWritten(Value buffer) {
  SmallVector<Value> views = {buffer};
  while (!views.empty()) {
    Value view = views.pop_back_val();
    for (OpOperand &use : view.getUses()) {
      Operation *user = use.getOwner();
      if (auto viewLike = dyn_cast<ViewLikeOpInterface>(user);
          viewLike && viewLike.getViewSource() == view) {
        llvm::append_range(views, user->getResults());
        continue;
      }
      auto effects = dyn_cast<MemoryEffectOpInterface>(user);
      if (!effects)
        return true;
      SmallVector<MemoryEffects::EffectInstance> onView;
      effects.getEffectsOnValue(view, onView);
      if (llvm::any_of(onView, [](const MemoryEffects::EffectInstance &e) {
            return isa<MemoryEffects::Write>(e.getEffect());
          }))
        return true;
    }
  }
  return false;
}

/// The number of elements of the buffer `argument` views (a tensor of
/// `type`), padding included: where a misaligned one is copied from.
static OpFoldResult getPhysicalNumElements(OpBuilder &builder, Location loc,
                                           Value argument,
                                           RankedTensorType type) {
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  if (type.hasStaticShape())
    return builder.getIndexAttr(layout.getNumPhysicalElements(type.getShape()));
  SmallVector<OpFoldResult> sizes =
      memref::getMixedSizes(builder, loc, argument);
  // A tiled tensor's buffer is its physical shape, packed.
  if (layout.isTiled()) {
    AffineExpr product = builder.getAffineConstantExpr(1);
    for (unsigned i = 0; i < sizes.size(); ++i)
      product = product * builder.getAffineSymbolExpr(i);
    return affine::makeComposedFoldedAffineApply(
        builder, loc, AffineMap::get(0, sizes.size(), product), sizes);
  }
  // An untiled one's has the tensor's logical shape.
  return getBufferGeometry(builder, loc, layout, sizes).numElements;
}

/// The physical buffer under `buffer` (a view of a tensor's buffer from
/// its base) as a 1-D memref of `size` elements.
static Value viewWholeBuffer(OpBuilder &builder, Location loc, Value buffer,
                             OpFoldResult size) {
  auto type = cast<MemRefType>(buffer.getType());
  std::optional<int64_t> staticSize = getConstantIntValue(size);
  auto flatType = MemRefType::get(
      {staticSize.value_or(ShapedType::kDynamic)}, type.getElementType(),
      MemRefLayoutAttrInterface(), type.getMemorySpace());
  return memref::ReinterpretCastOp::create(builder, loc, flatType, buffer,
                                           builder.getIndexAttr(0), {size},
                                           {builder.getIndexAttr(1)});
}

/// At the builder's place: where `misaligned` holds, `argument`'s whole
/// buffer copied into a new one aligned to `baseAlign` and viewed as
/// `argument`'s type, else `argument`.
static Value copyIfMisaligned(OpBuilder &builder, Location loc,
                              Value misaligned, Value argument,
                              RankedTensorType tensorType, int64_t baseAlign) {
  auto type = cast<MemRefType>(argument.getType());
  auto check = scf::IfOp::create(builder, loc, TypeRange{type}, misaligned,
                                 /*withElseRegion=*/true);
  OpBuilder thenBuilder = check.getThenBodyBuilder();
  OpFoldResult size =
      getPhysicalNumElements(thenBuilder, loc, argument, tensorType);
  Value source = viewWholeBuffer(thenBuilder, loc, argument, size);
  auto sourceType = cast<MemRefType>(source.getType());
  SmallVector<Value> dynamicSize;
  if (sourceType.isDynamicDim(0))
    dynamicSize.push_back(
        getValueOrCreateConstantIndexOp(thenBuilder, loc, size));
  Value copy =
      memref::AllocOp::create(thenBuilder, loc, sourceType, dynamicSize,
                              thenBuilder.getI64IntegerAttr(baseAlign));
  memref::CopyOp::create(thenBuilder, loc, source, copy);
  // The copy viewed as the argument: offset, sizes and strides from the
  // type, or from the argument where they are dynamic.
  Value view;
  auto [strides, offset] = type.getStridesAndOffset();
  if (type.hasStaticShape() && !ShapedType::isDynamic(offset) &&
      llvm::none_of(strides, ShapedType::isDynamic)) {
    view = memref::ReinterpretCastOp::create(thenBuilder, loc, type, copy,
                                             offset, type.getShape(), strides);
  } else {
    auto metadata =
        memref::ExtractStridedMetadataOp::create(thenBuilder, loc, argument);
    view = memref::ReinterpretCastOp::create(
        thenBuilder, loc, type, copy, metadata.getConstifiedMixedOffset(),
        metadata.getConstifiedMixedSizes(),
        metadata.getConstifiedMixedStrides());
  }
  scf::YieldOp::create(thenBuilder, loc, view);
  OpBuilder elseBuilder = check.getElseBodyBuilder();
  scf::YieldOp::create(elseBuilder, loc, argument);
  return check.getResult(0);
}

/// Before each return of `func`: where `misaligned` holds, the copy that
/// `aligned` views written back into `argument`'s buffer.
static void copyBackIfMisaligned(func::FuncOp func, Value misaligned,
                                 Value argument, Value aligned,
                                 RankedTensorType tensorType,
                                 SmallPtrSetImpl<Operation *> &entryOps) {
  func.walk([&](func::ReturnOp ret) {
    OpBuilder builder(ret);
    Location loc = ret.getLoc();
    auto back = scf::IfOp::create(builder, loc, misaligned);
    OpBuilder thenBuilder = back.getThenBodyBuilder();
    OpFoldResult size =
        getPhysicalNumElements(thenBuilder, loc, argument, tensorType);
    Value from = viewWholeBuffer(thenBuilder, loc, aligned, size);
    Value to = viewWholeBuffer(thenBuilder, loc, argument, size);
    memref::CopyOp::create(thenBuilder, loc, from, to);
    entryOps.insert(back);
  });
}

void mlir::layout::insertArgumentAlignmentChecks(
    func::FuncOp func, ArrayRef<ArgumentAlignment> alignments,
    bool copyMisaligned) {
  if (func.isExternal())
    return;
  Block &entry = func.getBody().front();
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  StringRef name = func.getSymName();
  for (auto [argument, alignment] :
       llvm::zip(entry.getArguments(), alignments)) {
    auto type = dyn_cast<MemRefType>(argument.getType());
    int64_t baseAlign = alignment.baseAlign;
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
    SmallPtrSet<Operation *, 8> entryOps = {pointer.getDefiningOp()};
    Value aligned = argument;
    if (copyMisaligned) {
      bool written = mayBeWritten(argument);
      aligned = copyIfMisaligned(builder, loc, misaligned, argument,
                                 alignment.type, baseAlign);
      entryOps.insert(aligned.getDefiningOp());
      // What the function writes into the copy reaches the caller's buffer.
      if (written)
        copyBackIfMisaligned(func, misaligned, argument, aligned,
                             alignment.type, entryOps);
    } else {
      std::string message = llvm::formatv(
          "tensor-layout: argument #{0} of @{1} must be aligned to {2} bytes "
          "(its layout's base_align)\n",
          argument.getArgNumber(), name, baseAlign);
      auto check = scf::IfOp::create(builder, loc, misaligned);
      OpBuilder thenBuilder = check.getThenBodyBuilder();
      createReportAndAbort(thenBuilder, loc,
                           llvm::formatv("tensor_layout_misaligned_{0}_{1}",
                                         name, argument.getArgNumber())
                               .str(),
                           message);
    }
    // memref.assume_alignment is about the first element (the aligned
    // pointer plus the offset), which a halo moves off the base; it takes a
    // 32-bit alignment.
    Value used = aligned;
    auto [strides, offset] = type.getStridesAndOffset();
    std::optional<int64_t> elementBytes =
        getElementByteSize(type.getElementType());
    if (!ShapedType::isDynamic(offset) && elementBytes) {
      int64_t firstAlign =
          getKnownAlignment(baseAlign, {offset * *elementBytes});
      if (firstAlign > 1 && firstAlign <= std::numeric_limits<int32_t>::max()) {
        used = memref::AssumeAlignmentOp::create(builder, loc, aligned,
                                                 firstAlign);
        entryOps.insert(used.getDefiningOp());
      }
    }
    argument.replaceUsesWithIf(used, [&](OpOperand &use) {
      Operation *owner = use.getOwner();
      return !entryOps.contains(owner) &&
             !llvm::any_of(entryOps, [&](Operation *op) {
               return op->isProperAncestor(owner);
             });
    });
  }
}
