//===- LayoutBufferize.cpp - One-shot bufferization that keeps layouts ----===//
//
// Runs upstream one-shot module bufferization, function boundaries included,
// with the options that keep layouts: a tensor with a layout becomes a memref
// of its logical shape with the layout's static strides and offset, so that
// every upstream op bufferizes in the same run and indexes it logically.
// The program is made ready for it first (BufferizationPreparation.h), and
// checked after it for a layout it would have lost.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Targets/TargetQuery.h"
#include "tensor-layout/Dialect/Layout/Transforms/ArgumentAlignment.h"
#include "tensor-layout/Dialect/Layout/Transforms/BufferizationPreparation.h"
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotModuleBufferize.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTBUFFERIZE
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {

/// The memref type of a tensor in `memorySpace`: from its layout, or the
/// identity one.
BaseMemRefType convertTensorType(TensorType type, Attribute memorySpace) {
  if (auto ranked = dyn_cast<RankedTensorType>(type))
    if (FailureOr<MemRefType> memref =
            getLayoutMemRefType(ranked, /*emitError=*/{}, memorySpace);
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

  LogicalResult initialize(MLIRContext *context) override {
    return verifyBufferizationOptions(context, getArgument(), bufferAlignment,
                                      maxConstantLayoutBytes);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The alignment a function's arguments promise is in their tensor types
    // only; memref types do not carry it.
    SmallVector<std::pair<func::FuncOp, SmallVector<ArgumentAlignment>>>
        promised;
    for (auto func : module.getOps<func::FuncOp>())
      promised.emplace_back(func, getArgumentAlignments(func));
    if (failed(prepareLayoutBufferization(module, bufferAlignment,
                                          maxConstantLayoutBytes)))
      return signalPassFailure();

    bufferization::OneShotBufferizationOptions options;
    options.bufferizeFunctionBoundaries = true;
    // Copies between buffers (a tensor.pad's insertion into its result) as
    // linalg.copy: loops that are generated in the buffers' memory order and
    // optimized like any other, where memref.copy of non-contiguous buffers
    // becomes a call to upstream's element-by-element memrefCopy (a runtime
    // library besides).
    options.memCpyFn = [](OpBuilder &builder, Location loc, Value from,
                          Value to) {
      linalg::CopyOp::create(builder, loc, from, to);
      return success();
    };
    options.inferFunctionResultLayout = false;
    // A loop whose body yields a new tensor (an element-wise op on the
    // carried one) yields a new buffer; the deallocation pipeline frees the
    // one it replaces.
    options.allowReturnAllocsFromLoops = true;
    // Where nothing else says (function boundaries, new buffers), a tensor
    // lives in its layout's memory space.
    options.defaultMemorySpaceFn =
        [](TensorType type) -> std::optional<Attribute> {
      if (auto ranked = dyn_cast<RankedTensorType>(type))
        if (EncodingAttr layout = EncodingAttr::get(ranked))
          return layout.getMemorySpace();
      return Attribute();
    };
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
        failed(checkNoLayoutLost(module))) {
      signalPassFailure();
      return;
    }
    for (auto &[func, alignments] : promised)
      insertArgumentAlignmentChecks(
          func, alignments,
          /*copyMisaligned=*/!strictArgumentAlignment);
    // The target answered for tensors; buffers carry their layouts in their
    // types. Dropped so that the lowered module parses without this dialect
    // (mlir-runner, mlir-translate).
    module->removeAttr(kTargetAttrName);
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
};

} // namespace
