//===- LayoutBufferize.cpp - One-shot bufferization that keeps layouts ----===//
//
// Runs upstream one-shot module bufferization, function boundaries included,
// with the options that keep layouts: a tensor with a layout becomes a memref
// of its logical shape with the layout's static strides and offset, so that
// every upstream op bufferizes in the same run and indexes it logically.
// Tensors in tiled layouts, which have no strides, become tensors of their
// physical shape first (TiledLayouts.h).
//
// Upstream bufferizes tensor.empty and arith.constant to identity-layout
// buffers, whatever their encoding. Before the run, those with layouts are
// therefore materialized here: an allocation of the physical size and base
// alignment with its padding filled, or a global holding the physical bytes,
// viewed with the layout's strides and handed to bufferization as
// `bufferization.to_tensor`.
//
//===----------------------------------------------------------------------===//

#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"
#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotModuleBufferize.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTBUFFERIZE
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {

/// The memref type of a tensor: from its layout, or the identity one.
BaseMemRefType convertTensorType(TensorType type, Attribute memorySpace) {
  if (auto ranked = dyn_cast<RankedTensorType>(type))
    if (FailureOr<MemRefType> memref = getLayoutMemRefType(ranked);
        succeeded(memref))
      return *memref;
  return bufferization::getMemRefTypeWithStaticIdentityLayout(type,
                                                              memorySpace);
}

bool hasLayout(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return ranked && EncodingAttr::get(ranked);
}

struct LayoutBufferizePass
    : public layout::impl::LayoutBufferizeBase<LayoutBufferizePass> {
  using LayoutBufferizeBase::LayoutBufferizeBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    prepareInits(module);
    copyReturnedBorrowedValues(module);
    if (failed(lowerTiledLayouts(module, bufferAlignment)) ||
        failed(materializeEmpties(module)) ||
        failed(materializeConstants(module)))
      return signalPassFailure();

    bufferization::OneShotBufferizationOptions options;
    options.bufferizeFunctionBoundaries = true;
    options.inferFunctionResultLayout = false;
    options.bufferAlignment = bufferAlignment;
    options.functionArgTypeConverterFn =
        [](bufferization::TensorLikeType type, Attribute memorySpace,
           func::FuncOp, const bufferization::BufferizationOptions &) {
          return cast<bufferization::BufferLikeType>(
              convertTensorType(cast<TensorType>(type), memorySpace));
        };
    options.unknownTypeConverterFn =
        [](TensorType type, Attribute memorySpace,
           const bufferization::BufferizationOptions &) {
          return convertTensorType(type, memorySpace);
        };
    // Copies that bufferization decides on are allocated by type alone,
    // which does not say how large the padding of a layout is.
    options.allocationFn = [](OpBuilder &builder, Location loc, MemRefType type,
                              ValueRange dynamicSizes,
                              unsigned alignment) -> FailureOr<Value> {
      if (!type.getLayout().isIdentity())
        return emitError(loc)
               << "cannot allocate a copy of a buffer with a layout (" << type
               << "); make the copy explicit with layout.transform";
      return memref::AllocOp::create(builder, loc, type, dynamicSizes,
                                     builder.getI64IntegerAttr(alignment))
          .getResult();
    };

    bufferization::BufferizationState state;
    if (failed(
            bufferization::runOneShotModuleBufferize(module, options, state)) ||
        failed(checkNoLayoutLost(module)))
      signalPassFailure();
  }

  /// Bufferization writes an op's result into its destination tensor, and
  /// copies that tensor first where it is still read afterwards or is a
  /// read-only constant. Such a copy is allocated by type alone, which does
  /// not say how large the layout's padding is nor what it holds. So give
  /// destinations in a layout a buffer of their own up front: a new one
  /// (allocated with its padding) when the op does not read it -- the
  /// element-wise ops convert-elementwise-to-linalg makes write into an
  /// operand -- and, for a constant it reads, a copy made by a transform.
  void prepareInits(ModuleOp module) {
    module.walk([&](DestinationStyleOpInterface op) {
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op.getOperation());
      for (OpOperand &init : op.getDpsInitsMutable()) {
        Value value = init.get();
        if (!hasLayout(value.getType()) ||
            value.getDefiningOp<tensor::EmptyOp>())
          continue;
        auto type = cast<RankedTensorType>(value.getType());
        OpBuilder builder(op);
        if (linalgOp && !linalgOp.payloadUsesValueFromOperand(&init))
          init.set(tensor::EmptyOp::create(builder, op.getLoc(), type,
                                           ValueRange{}));
        else if (value.getDefiningOp<arith::ConstantOp>())
          init.set(TransformOp::create(builder, op.getLoc(), type, value));
      }
    });
  }

  /// A function that returns an argument, a constant or a view of one
  /// returns a buffer it does not own; buffer deallocation would then clone
  /// it by type alone, losing the size and contents of the layout's
  /// padding (or, for a tiled layout, writing its undefined padding).
  /// Return an explicit copy (a transform) instead.
  void copyReturnedBorrowedValues(ModuleOp module) {
    module.walk([&](func::ReturnOp op) {
      for (OpOperand &operand : op->getOpOperands()) {
        Value value = operand.get();
        auto type = dyn_cast<RankedTensorType>(value.getType());
        if (!type || !EncodingAttr::get(type))
          continue;
        Value origin = value;
        while (auto relabel = origin.getDefiningOp<RelabelOp>())
          origin = relabel.getSource();
        if (!isa<BlockArgument>(origin) &&
            !origin.getDefiningOp<arith::ConstantOp>())
          continue;
        OpBuilder builder(op);
        operand.set(TransformOp::create(builder, op.getLoc(), type, value));
      }
    });
  }

  /// Bufferization leaves a to_tensor/to_buffer pair where it could not
  /// keep a buffer's type: a layout would be silently lost there.
  LogicalResult checkNoLayoutLost(ModuleOp module) {
    WalkResult result = module.walk([&](bufferization::ToBufferOp op) {
      auto source = op.getTensor().getDefiningOp<bufferization::ToTensorOp>();
      if (!source || source.getBuffer().getType() == op.getType() ||
          !hasLayout(op.getTensor().getType()))
        return WalkResult::advance();
      op.emitOpError("needs a buffer of type ")
          << op.getType() << " but bufferization made one of type "
          << source.getBuffer().getType()
          << "; the layout would be lost (make the copy explicit with "
             "layout.transform)";
      return WalkResult::interrupt();
    });
    return failure(result.wasInterrupted());
  }

  /// tensor.empty in a layout -> a buffer of the physical size, padding
  /// filled, as a writable tensor.
  LogicalResult materializeEmpties(ModuleOp module) {
    SmallVector<tensor::EmptyOp> empties;
    module.walk([&](tensor::EmptyOp op) {
      if (hasLayout(op.getType()))
        empties.push_back(op);
    });
    for (tensor::EmptyOp op : empties) {
      OpBuilder builder(op);
      RankedTensorType type = op.getType();
      if (!type.hasStaticShape())
        return op.emitOpError("with a layout and a dynamic shape cannot be "
                              "bufferized yet");
      FailureOr<Value> view = allocateLayoutBuffer(
          builder, op.getLoc(), type, /*fillPadding=*/true, bufferAlignment);
      if (failed(view))
        return op.emitOpError("cannot allocate a buffer of ") << type;
      Value tensor = bufferization::ToTensorOp::create(
          builder, op.getLoc(), type, *view, /*restrict=*/true,
          /*writable=*/true);
      op.replaceAllUsesWith(tensor);
      op.erase();
    }
    return success();
  }

  /// arith.constant in a layout -> a global holding the physical bytes,
  /// padding included, as a read-only tensor.
  LogicalResult materializeConstants(ModuleOp module) {
    SmallVector<arith::ConstantOp> constants;
    module.walk([&](arith::ConstantOp op) {
      if (hasLayout(op.getType()))
        constants.push_back(op);
    });
    SymbolTable symbols(module);
    for (arith::ConstantOp op : constants) {
      auto type = cast<RankedTensorType>(op.getType());
      auto value = dyn_cast<DenseIntOrFPElementsAttr>(op.getValue());
      FailureOr<DenseElementsAttr> physical =
          value ? getPhysicalConstant(value) : FailureOr<DenseElementsAttr>();
      if (failed(physical))
        return op.emitOpError("with a layout cannot be laid out: needs a "
                              "dense constant of whole-byte elements");
      auto globalType = MemRefType::get(physical->getType().getShape(),
                                        type.getElementType());
      EncodingAttr layout = EncodingAttr::get(type);
      int64_t alignment =
          std::max<int64_t>(bufferAlignment, layout.getBaseAlign());
      OpBuilder builder(module.getBodyRegion());
      auto global = memref::GlobalOp::create(
          builder, op.getLoc(), "__layout_constant",
          builder.getStringAttr("private"), globalType, *physical,
          /*constant=*/true, builder.getI64IntegerAttr(alignment));
      symbols.insert(global);

      builder.setInsertionPoint(op);
      Value buffer = memref::GetGlobalOp::create(builder, op.getLoc(),
                                                 globalType, global.getName());
      MemRefType viewType = *getLayoutMemRefType(type);
      auto [strides, offset] = viewType.getStridesAndOffset();
      Value view = memref::ReinterpretCastOp::create(builder, op.getLoc(),
                                                     viewType, buffer, offset,
                                                     type.getShape(), strides);
      Value tensor = bufferization::ToTensorOp::create(
          builder, op.getLoc(), type, view, /*restrict=*/true);
      op.replaceAllUsesWith(tensor);
      op.erase();
    }
    return success();
  }
};

} // namespace
