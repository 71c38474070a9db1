//===- ConstantBuffers.cpp - Buffers that are constants -------------------===//

#include "Conversion/GPUCommon/ConstantBuffers.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

/// The global whose `memref.get_global` `value` is, or a view of (a
/// layout's strided view, a reshape, a cast), or null.
memref::GlobalOp mlir::layout::getViewedGlobal(Value value,
                                               SymbolTableCollection &symbols) {
  Operation *op = value.getDefiningOp();
  while (op && !isa<memref::GetGlobalOp>(op)) {
    auto view = dyn_cast<ViewLikeOpInterface>(op);
    if (!view || !isPure(op))
      return nullptr;
    op = view.getViewSource().getDefiningOp();
  }
  auto get = dyn_cast_or_null<memref::GetGlobalOp>(op);
  if (!get)
    return nullptr;
  return symbols.lookupNearestSymbolFrom<memref::GlobalOp>(get,
                                                           get.getNameAttr());
}

/// Whether `value` is a constant global or a view of one.
bool mlir::layout::isConstantData(Value value, SymbolTableCollection &symbols) {
  memref::GlobalOp global = getViewedGlobal(value, symbols);
  return global && global.getConstant();
}
