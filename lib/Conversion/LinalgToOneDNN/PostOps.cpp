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

/// The post-ops computing what `body` yields from its first argument (and,
/// with `operand`, one addition of that argument), or std::nullopt where
/// some op is not one of them.
static std::optional<SmallVector<int64_t>> getPostOps(Block &body,
                                                      Value operand) {
  const float infinity = std::numeric_limits<float>::infinity();
  SmallVector<int64_t> postOps;
  auto append = [&](TensorLayoutOneDNNPostOp algorithm, float alpha,
                    float beta) {
    postOps.append({algorithm, getF32Bits(alpha), getF32Bits(beta)});
  };
  Value value = body.getArgument(0);
  for (Operation &op : body.without_terminator()) {
    if (matchPattern(&op, m_Constant()))
      continue;
    if (op.getNumOperands() != 2 || op.getNumResults() != 1 ||
        !llvm::is_contained(op.getOperands(), value))
      return std::nullopt;
    bool valueFirst = op.getOperand(0) == value;
    if (isa<arith::AddFOp>(op) && operand &&
        op.getOperand(valueFirst) == operand) {
      append(TL_ONEDNN_ADD_OPERAND, 0.0f, 0.0f);
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
      generic.getDpsInputOperand(0)->get() != dst ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return std::nullopt;
  // A second input (a residual) of dst's type, there before the kernel:
  // the kernel adds it as a binary post-op, reading it in dst's layout.
  Value operand;
  if (generic.getNumDpsInputs() == 2) {
    operand = generic.getDpsInputOperand(1)->get();
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
      !getFreshAllocation(result))
    return std::nullopt;
  // The generic reads the kernel's whole result and no one else does.
  for (Operation *user : dst.getUsers())
    if (user != kernel && user != generic.getOperation() &&
        !isa<memref::DeallocOp, linalg::FillOp>(user))
      return std::nullopt;
  std::optional<SmallVector<int64_t>> postOps =
      getPostOps(*generic.getBlock(),
                 operand ? generic.getBlock()->getArgument(1) : Value());
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
