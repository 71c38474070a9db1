//===- KernelEpilogues.cpp - Element-wise ops a kernel runs itself --------===//

#include "tensor-layout/Dialect/Layout/Analysis/KernelEpilogues.h"
#include "tensor-layout/Dialect/Layout/Analysis/LayoutAgnosticOps.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutAttrs.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

#include <optional>

using namespace mlir;
using namespace mlir::layout;

/// Longer epilogues than this are not looked for: a kernel's are a bias, an
/// activation or two and a residual.
static constexpr int kMaxEpilogueOps = 8;

/// Whether `op` is one of the element-wise ops a kernel library has as
/// post-ops (convert-linalg-to-onednn's epilogues: sums, differences,
/// products, maximums and minimums, on tensors).
static bool isPostOpLike(Operation *op) {
  return isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::MaximumFOp,
             arith::MinimumFOp, linalg::AddOp, linalg::SubOp, linalg::MulOp,
             linalg::MaxOp, linalg::MinOp>(op) &&
         isLayoutAgnostic(op) && op->getNumResults() == 1;
}

/// Whether the kernel `op` computes into a zero-filled init: a kernel that
/// adds to what its init holds runs no post-ops.
static bool startsFromZero(Operation *op) {
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  if (!dps || dps.getNumDpsInits() != 1)
    return false;
  auto fill = dps.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  return fill && (matchPattern(fill.value(), m_AnyZeroFloat()) ||
                  matchPattern(fill.value(), m_Zero()));
}

/// The op after `value` in an epilogue: its only user, where that is an op
/// a kernel runs as a post-op.
static Operation *getNextEpilogueOp(Value value) {
  if (!value.hasOneUse())
    return nullptr;
  Operation *user = *value.getUsers().begin();
  return isPostOpLike(user) ? user : nullptr;
}

/// The bytes a loop reads of `value` (none of a splat constant: a scalar
/// in the loop), or std::nullopt where its size is unknown.
static std::optional<int64_t> getBytesRead(Value value) {
  SplatElementsAttr splat;
  if (matchPattern(value, m_Constant(&splat)))
    return 0;
  auto tensor = dyn_cast<RankedTensorType>(value.getType());
  if (!tensor || !tensor.hasStaticShape())
    return std::nullopt;
  std::optional<int64_t> elementBytes =
      getElementByteSize(tensor.getElementType());
  if (!elementBytes)
    return std::nullopt;
  return tensor.getNumElements() * *elementBytes;
}

/// Whether `value`, read by one op only, is the result of a kernel that
/// runs its epilogue, or of a post-op-like op after one (`depth` of them
/// seen so far).
static bool isEpilogueOf(Value value,
                         llvm::function_ref<bool(Operation *)> runsEpilogue,
                         int depth) {
  // A value something else reads too is stored whole; the op after it
  // runs on its own either way.
  Operation *op = value.getDefiningOp();
  if (!op || !value.hasOneUse())
    return false;
  if (runsEpilogue(op))
    return startsFromZero(op);
  if (depth == kMaxEpilogueOps || !isPostOpLike(op))
    return false;
  // Through whichever operand comes from the kernel (an upper bound: of
  // two kernels added together, only one could take the add).
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
    // A linalg op's init is only where it writes.
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    for (Value operand :
         dps ? ValueRange(dps.getDpsInputs()) : op->getOperands()) {
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
