//===- KernelEpilogues.cpp - Element-wise ops a kernel runs itself --------===//

#include "tensor-layout/Dialect/Layout/Analysis/KernelEpilogues.h"
#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::layout;

/// Longer epilogues than this are not looked for: a kernel's are a bias, an
/// activation or two and a residual.
static constexpr int kMaxEpilogueOps = 8;

/// The op after `value` in an epilogue: its only user, where that is
/// layout-agnostic with one result.
static Operation *getNextEpilogueOp(Value value) {
  if (!value.hasOneUse())
    return nullptr;
  Operation *user = *value.getUsers().begin();
  if (!isLayoutAgnostic(user) || user->getNumResults() != 1)
    return nullptr;
  return user;
}

/// The bytes a loop reads of `value` (none of a splat constant: a scalar
/// in the loop), or std::nullopt where its size is unknown.
static std::optional<int64_t> getBytesRead(Value value) {
  SplatElementsAttr splat;
  if (matchPattern(value, m_Constant(&splat)))
    return 0;
  auto tensor = dyn_cast<RankedTensorType>(value.getType());
  if (!tensor || !tensor.hasStaticShape() ||
      !tensor.getElementType().isIntOrFloat())
    return std::nullopt;
  return tensor.getNumElements() * ((tensor.getElementTypeBitWidth() + 7) / 8);
}

static bool isEpilogueOf(Value value,
                         llvm::function_ref<bool(Operation *)> runsEpilogue,
                         int depth) {
  // A value something else reads too is stored whole; the op after it
  // runs on its own either way.
  Operation *op = value.getDefiningOp();
  if (!op || !value.hasOneUse())
    return false;
  if (runsEpilogue(op))
    return true;
  if (depth == kMaxEpilogueOps || !isLayoutAgnostic(op) ||
      op->getNumResults() != 1)
    return false;
  // Through the kernel's result, not the bias or the residual it adds
  // (which may be any op's).
  return llvm::any_of(op->getOperands(), [&](Value operand) {
    return isa<RankedTensorType>(operand.getType()) &&
           isEpilogueOf(operand, runsEpilogue, depth + 1);
  });
}

/// Bytes one loop moves that runs `first`, which reads `input`, and the
/// epilogue ops after it.
static int64_t getEpilogueLoopBytes(Operation *first, Value input) {
  int64_t bytes = 0;
  Value value = input;
  Operation *op = first;
  for (int step = 0; op && step < kMaxEpilogueOps; ++step) {
    for (Value operand : op->getOperands()) {
      if (!isa<RankedTensorType>(operand.getType()) ||
          (operand == value && value != input))
        continue; // Not a tensor, or in registers from the op before.
      std::optional<int64_t> read = getBytesRead(operand);
      if (!read)
        return 0;
      bytes += *read;
    }
    value = op->getResult(0);
    op = getNextEpilogueOp(value);
  }
  std::optional<int64_t> written = getBytesRead(value);
  return written ? bytes + *written : 0;
}

int64_t mlir::layout::getBrokenEpilogueBytes(
    Value value, llvm::function_ref<bool(Operation *)> runsEpilogue) {
  Operation *reader = getNextEpilogueOp(value);
  if (!reader || !isEpilogueOf(value, runsEpilogue, /*depth=*/0))
    return 0;
  return getEpilogueLoopBytes(reader, value);
}
