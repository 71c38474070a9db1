//===- LegalizeNontemporalStores.cpp - Non-temporal stores LLVM keeps -----===//
//
// Layout transforms of large tensors write their destination with
// non-temporal stores, but LLVM's x86 back end has no non-temporal store
// of vectors of 16-bit floats: it emits an ordinary store. A bitcast to
// integers before the store does not help, as instruction selection folds
// it away; the values must be integers from the loads on. A layout
// transform only moves bits (loads, shuffles, stores), so the loads and
// shuffles that feed such a store are rebuilt on integers of the same
// width.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTLEGALIZENONTEMPORALSTORES
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;

namespace {
/// Rebuilds values of 16-bit float vectors as integer vectors: loads and
/// shuffles as the same op on integers, anything else by a bitcast.
class IntegerRebuilder {
public:
  Value rebuild(Value value) {
    if (Value done = rebuilt.lookup(value))
      return done;
    auto type = cast<VectorType>(value.getType());
    Type integers = type.clone(
        IntegerType::get(type.getContext(), type.getElementTypeBitWidth()));
    Operation *def = value.getDefiningOp();
    OpBuilder b(value.getContext());
    if (def)
      b.setInsertionPointAfter(def);
    else
      b.setInsertionPointToStart(cast<BlockArgument>(value).getOwner());
    Value result;
    if (auto load = dyn_cast_or_null<LLVM::LoadOp>(def)) {
      auto copy = cast<LLVM::LoadOp>(b.clone(*load));
      copy.getResult().setType(integers);
      result = copy;
    } else if (auto shuffle = dyn_cast_or_null<LLVM::ShuffleVectorOp>(def)) {
      Value v1 = rebuild(shuffle.getV1()), v2 = rebuild(shuffle.getV2());
      b.setInsertionPointAfter(shuffle);
      result = LLVM::ShuffleVectorOp::create(b, shuffle.getLoc(), v1, v2,
                                             shuffle.getMask());
    } else {
      result = LLVM::BitcastOp::create(b, value.getLoc(), integers, value);
    }
    rebuilt[value] = result;
    return result;
  }

private:
  DenseMap<Value, Value> rebuilt;
};

bool isHalfFloatVector(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && isa<FloatType>(vector.getElementType()) &&
         vector.getElementTypeBitWidth() == 16;
}

struct LayoutLegalizeNontemporalStoresPass
    : public layout::impl::LayoutLegalizeNontemporalStoresBase<
          LayoutLegalizeNontemporalStoresPass> {
  void runOnOperation() override {
    SmallVector<Operation *> replaced;
    getOperation()->walk([&](LLVM::LLVMFuncOp func) {
      IntegerRebuilder rebuilder;
      func.walk([&](LLVM::StoreOp store) {
        Value value = store.getValue();
        if (!store.getNontemporal() || !isHalfFloatVector(value.getType()))
          return;
        store.getValueMutable().assign(rebuilder.rebuild(value));
        if (Operation *def = value.getDefiningOp())
          replaced.push_back(def);
      });
    });
    // The float loads and shuffles nothing uses any more, users first (an
    // op shared by two of them is reached twice).
    DenseSet<Operation *> erased;
    while (!replaced.empty()) {
      Operation *op = replaced.pop_back_val();
      if (erased.contains(op) || !op->use_empty() ||
          !isa<LLVM::LoadOp, LLVM::ShuffleVectorOp>(op))
        continue;
      for (Value operand : op->getOperands())
        if (Operation *def = operand.getDefiningOp())
          replaced.push_back(def);
      erased.insert(op);
      op->erase();
    }
  }
};
} // namespace
