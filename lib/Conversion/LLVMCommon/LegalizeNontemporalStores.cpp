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

#include "tensor-layout/Conversion/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTLEGALIZENONTEMPORALSTORES
#include "tensor-layout/Conversion/Passes.h.inc"
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
      replaced.push_back(value);
    } else if (auto shuffle = dyn_cast_or_null<LLVM::ShuffleVectorOp>(def)) {
      Value v1 = rebuild(shuffle.getV1()), v2 = rebuild(shuffle.getV2());
      b.setInsertionPointAfter(shuffle);
      result = LLVM::ShuffleVectorOp::create(b, shuffle.getLoc(), v1, v2,
                                             shuffle.getMask());
      replaced.push_back(value);
    } else {
      result = LLVM::BitcastOp::create(b, value.getLoc(), integers, value);
    }
    rebuilt[value] = result;
    return result;
  }

  /// Erases the float loads and shuffles that were rebuilt. Their other
  /// users (an ordinary store of the same value, a float shuffle) take a
  /// bitcast of the integer value instead: keeping both would do the
  /// work twice.
  void eraseReplaced() {
    for (Value value : replaced) {
      if (value.use_empty())
        continue;
      Value integers = rebuilt.lookup(value);
      OpBuilder b(value.getContext());
      b.setInsertionPointAfterValue(integers);
      value.replaceAllUsesWith(LLVM::BitcastOp::create(
          b, value.getLoc(), value.getType(), integers));
    }
    // No rebuilt op uses another any more; the bitcasts made for ops that
    // only rebuilt ones used die with them.
    for (Value value : replaced) {
      Operation *def = value.getDefiningOp();
      // A set: a shuffle of a value with itself names its bitcast twice.
      SmallPtrSet<Operation *, 2> bitcasts;
      for (Value operand : def->getOperands())
        if (auto bitcast = operand.getDefiningOp<LLVM::BitcastOp>())
          bitcasts.insert(bitcast);
      def->erase();
      for (Operation *bitcast : bitcasts)
        if (bitcast->use_empty())
          bitcast->erase();
    }
    replaced.clear();
    rebuilt.clear();
  }

private:
  DenseMap<Value, Value> rebuilt;
  /// The float values rebuilt as integer loads and shuffles.
  SmallVector<Value> replaced;
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
    getOperation()->walk([&](LLVM::LLVMFuncOp func) {
      IntegerRebuilder rebuilder;
      func.walk([&](LLVM::StoreOp store) {
        Value value = store.getValue();
        if (store.getNontemporal() && isHalfFloatVector(value.getType()))
          store.getValueMutable().assign(rebuilder.rebuild(value));
      });
      rebuilder.eraseReplaced();
    });
  }
};
} // namespace
