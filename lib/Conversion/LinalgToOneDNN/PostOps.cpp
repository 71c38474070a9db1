//===- PostOps.cpp - Element-wise epilogues as oneDNN post-ops ------------===//

#include "Conversion/LinalgToOneDNN/PostOps.h"

#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"
#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"

#include <limits>

using namespace mlir;
using namespace mlir::layout;

/// The f32 constant `value` holds, if it is one.
static std::optional<float> getConstantF32(Value value) {
  FloatAttr constant;
  if (!matchPattern(value, m_Constant(&constant)) ||
      !constant.getType().isF32())
    return std::nullopt;
  return constant.getValue().convertToFloat();
}

/// Whether `op` adds a constant to `value` or subtracts one from it, and
/// which (negated for a subtraction).
static std::optional<float> getAddedConstant(Operation &op, Value value) {
  if (isa<arith::AddFOp>(op) && op.getOperand(1) == value)
    return getConstantF32(op.getOperand(0));
  if (!isa<arith::AddFOp, arith::SubFOp>(op) || op.getOperand(0) != value)
    return std::nullopt;
  std::optional<float> constant = getConstantF32(op.getOperand(1));
  if (constant && isa<arith::SubFOp>(op))
    return -*constant;
  return constant;
}

/// The post-ops computing what `body` yields from its argument `value`
/// (and, with `operand`, one addition of that argument, which may have
/// constants added first: a projection shortcut's bias), or std::nullopt
/// where some op is not one of them.
static std::optional<SmallVector<int64_t>> getPostOps(Block &body, Value value,
                                                      Value operand) {
  const float infinity = std::numeric_limits<float>::infinity();
  SmallVector<int64_t> postOps;
  auto append = [&](TensorLayoutOneDNNPostOp algorithm, float alpha,
                    float beta) {
    postOps.append({algorithm, getF32Bits(alpha), getF32Bits(beta)});
  };
  float operandOffset = 0.0f;
  for (Operation &op : body.without_terminator()) {
    if (matchPattern(&op, m_Constant()))
      continue;
    if (operand && !llvm::is_contained(op.getOperands(), value)) {
      std::optional<float> offset = getAddedConstant(op, operand);
      if (!offset || !op.getResult(0).hasOneUse())
        return std::nullopt;
      operandOffset += *offset;
      operand = op.getResult(0);
      continue;
    }
    if (op.getNumOperands() != 2 || op.getNumResults() != 1 ||
        !llvm::is_contained(op.getOperands(), value))
      return std::nullopt;
    bool valueFirst = op.getOperand(0) == value;
    if (isa<arith::AddFOp>(op) && operand &&
        op.getOperand(valueFirst) == operand) {
      // value + (operand + c) as (value + operand) + c: one rounding moves.
      append(TL_ONEDNN_ADD_OPERAND, 0.0f, 0.0f);
      if (operandOffset != 0.0f)
        append(TL_ONEDNN_LINEAR, 1.0f, operandOffset);
      operand = nullptr;
      value = op.getResult(0);
      continue;
    }
    std::optional<float> constant = getConstantF32(op.getOperand(valueFirst));
    if (!constant)
      return std::nullopt;
    float c = *constant;
    if (isa<arith::AddFOp>(op))
      append(TL_ONEDNN_LINEAR, 1.0f, c);
    else if (isa<arith::SubFOp>(op))
      valueFirst ? append(TL_ONEDNN_LINEAR, 1.0f, -c)
                 : append(TL_ONEDNN_LINEAR, -1.0f, c);
    else if (isa<arith::MulFOp>(op))
      append(TL_ONEDNN_LINEAR, c, 0.0f);
    else if (isa<arith::MaximumFOp>(op))
      append(TL_ONEDNN_CLIP, c, infinity);
    else if (isa<arith::MinimumFOp>(op))
      // After a maximum with a smaller bound (ReLU6): one clip.
      if (postOps.size() >= 3 && postOps.end()[-3] == TL_ONEDNN_CLIP &&
          postOps.back() == getF32Bits(infinity) &&
          llvm::bit_cast<float>(uint32_t(postOps.end()[-2])) <= c)
        postOps.back() = getF32Bits(c);
      else
        append(TL_ONEDNN_CLIP, -infinity, c);
    else
      return std::nullopt;
    value = op.getResult(0);
  }
  // The operand must be added, and only where the chain adds it.
  if (body.getTerminator()->getOperand(0) != value || postOps.empty() ||
      operand)
    return std::nullopt;
  return postOps;
}

/// Whether nothing but `dst` itself (its view of the allocation) and
/// deallocations uses the allocation behind `dst`: the kernel then writes
/// the epilogue's buffer in its place with no one the wiser.
static bool isOnlyView(Value dst) {
  memref::AllocOp alloc = getFreshAllocation(dst);
  if (alloc.getResult() == dst)
    return true; // Its users are dst's.
  return llvm::all_of(alloc->getUsers(), [&](Operation *user) {
    return user == dst.getDefiningOp() || isa<memref::DeallocOp>(user);
  });
}

std::optional<Epilogue>
mlir::layout::matchEpilogue(Operation *kernel, Value dst, bool acceptsGaps) {
  // A buffer of the caller's is written as the program says. A result with
  // gaps (padded rows) stays with its loops unless the kernel takes one:
  // where oneDNN runs the kernel's post-ops apart (OneDNNRuntime.cpp), it
  // has only a reference kernel for such buffers.
  auto dstType = dyn_cast<MemRefType>(dst.getType());
  if (!dstType || !dstType.getElementType().isF32() ||
      !getFreshAllocation(dst) ||
      (!acceptsGaps && !isContiguousBuffer(dstType)))
    return std::nullopt;
  // Past buffers freed and allocated (for the epilogue's result, say).
  Operation *next = kernel->getNextNode();
  while (isa_and_nonnull<memref::DeallocOp, memref::AllocOp,
                         memref::ReinterpretCastOp>(next))
    next = next->getNextNode();
  auto generic = dyn_cast_or_null<linalg::GenericOp>(next);
  if (!generic || !generic.hasPureBufferSemantics() ||
      generic.getNumDpsInputs() < 1 || generic.getNumDpsInputs() > 2 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !llvm::is_contained(generic.getDpsInputs(), dst) ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return std::nullopt;
  // A second input (a residual) of dst's type, there before the kernel:
  // the kernel adds it as a binary post-op, reading it in dst's layout.
  // (Either input: a projection shortcut's convolution runs after the
  // block's last one.)
  unsigned dstIndex = generic.getDpsInputOperand(0)->get() == dst ? 0 : 1;
  Value operand;
  if (generic.getNumDpsInputs() == 2) {
    operand = generic.getDpsInputOperand(1 - dstIndex)->get();
    Operation *definer = operand.getDefiningOp();
    if (operand.getType() != dstType || operand == dst ||
        (definer && (definer->getBlock() != kernel->getBlock() ||
                     !definer->isBeforeInBlock(kernel))) ||
        (!definer &&
         cast<BlockArgument>(operand).getOwner() != kernel->getBlock()))
      return std::nullopt;
  }
  Value result = generic.getDpsInitOperand(0)->get();
  if (result == dst || result == operand || result.getType() != dstType ||
      !getFreshAllocation(result) || !isOnlyView(dst))
    return std::nullopt;
  // The kernel writes the result where it read its inputs and the operand
  // (in their own layouts, before the epilogue): apart from all of them.
  Value resultBase = getViewedBuffer(result);
  if (operand && getViewedBuffer(operand) == getViewedBuffer(dst))
    return std::nullopt;
  for (Value read : kernel->getOperands())
    if (getViewedBuffer(read) == resultBase)
      return std::nullopt;
  if (operand && getViewedBuffer(operand) == resultBase)
    return std::nullopt;
  // The generic reads the kernel's whole result and no one else does.
  for (Operation *user : dst.getUsers())
    if (user != kernel && user != generic.getOperation() &&
        !isa<memref::DeallocOp, linalg::FillOp>(user))
      return std::nullopt;
  Block *body = generic.getBlock();
  std::optional<SmallVector<int64_t>> postOps =
      getPostOps(*body, body->getArgument(dstIndex),
                 operand ? body->getArgument(1 - dstIndex) : Value());
  if (!postOps)
    return std::nullopt;
  return Epilogue{generic, std::move(*postOps), operand};
}

void mlir::layout::appendPostOps(SmallVectorImpl<int64_t> &description,
                                 const std::optional<Epilogue> &epilogue) {
  if (!epilogue) {
    description.push_back(0);
    return;
  }
  description.push_back(epilogue->postOps.size() / 3);
  llvm::append_range(description, epilogue->postOps);
}

StringRef mlir::layout::addEpilogueOperand(
    StringRef function, StringRef binaryFunction,
    const std::optional<Epilogue> &epilogue, SmallVectorImpl<Value> &buffers,
    SmallVectorImpl<int64_t> &description, const OneDNNTensorDesc &dst) {
  if (!epilogue || !epilogue->operand)
    return function;
  buffers.push_back(epilogue->operand);
  dst.appendTo(description);
  return binaryFunction;
}

Value mlir::layout::redirectToEpilogue(RewriterBase &rewriter,
                                       Operation *kernel, Epilogue &epilogue) {
  Value result = epilogue.op.getDpsInitOperand(0)->get();
  SmallVector<Operation *, 2> allocation = {getFreshAllocation(result)};
  if (result.getDefiningOp() != allocation.front())
    allocation.push_back(result.getDefiningOp());
  for (Operation *op : allocation)
    if (kernel->getBlock() == op->getBlock() && kernel->isBeforeInBlock(op))
      rewriter.moveOpBefore(op, kernel);
  rewriter.eraseOp(epilogue.op);
  return result;
}
