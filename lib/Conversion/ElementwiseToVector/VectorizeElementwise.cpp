//===- VectorizeElementwise.cpp - Element-wise ops as vector loops --------===//
//
// What is left of a network around its kernels is element-wise: a residual
// add, a ReLU before a pad, a bias after a kernel that takes no post-ops.
// As loop nests from convert-linalg-to-loops these stay scalar (LLVM's
// loop vectorizer gives up on them). When all of an op's buffers have one
// contiguous layout, whatever its permutation, the op is a map over the
// elements in memory order: one loop of vector loads, the body on vectors,
// and vector stores, with a scalar loop for the last elements.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/ElementwiseToVector/VectorizeElementwise.h"

#include "Dialect/Layout/Utils/LayoutBuffers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTVECTORIZEELEMENTWISE
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// Whether `type` is an element type the body can run on as vectors and
/// the buffers can be loaded and stored as.
static bool isVectorElementType(Type type) {
  return type.isIntOrFloat() && type.getIntOrFloatBitWidth() % 8 == 0;
}

/// Whether `op` is an element-wise generic this pattern takes.
static bool isVectorizable(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() == 0 ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return false;
  auto first = dyn_cast<MemRefType>(op->getOperand(0).getType());
  if (!first || !isContiguousBuffer(first))
    return false;
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<MemRefType>(operand.getType());
    if (!type || type.getShape() != first.getShape() ||
        type.getLayout() != first.getLayout() ||
        type.getMemorySpace() != first.getMemorySpace() ||
        !isVectorElementType(type.getElementType()))
      return false;
  }
  for (Operation &inner : op.getBody()->without_terminator())
    if (inner.getNumRegions() != 0 || inner.getNumResults() != 1 ||
        !(isa<arith::ConstantOp>(inner) ||
          (inner.hasTrait<OpTrait::Elementwise>() &&
           inner.hasTrait<OpTrait::Vectorizable>())) ||
        !llvm::all_of(inner.getResultTypes(),
                      [](Type type) { return type.isIntOrFloat(); }))
      return false;
  return true;
}

/// The body of `op` on the elements at `index` of the flat `views`:
/// `lanes` of them as vectors, or one when `lanes` is 0.
static void emitBody(OpBuilder &builder, Location loc, linalg::GenericOp op,
                     ArrayRef<Value> views, Value index, int64_t lanes) {
  auto vectorOf = [&](Type type) -> Type {
    return lanes ? VectorType::get({lanes}, type) : type;
  };
  IRMapping mapping;
  Block *body = op.getBody();
  for (auto [argument, view] : llvm::zip(body->getArguments(), views)) {
    if (argument.use_empty())
      continue;
    Value element =
        lanes ? vector::LoadOp::create(
                    builder, loc,
                    cast<VectorType>(vectorOf(argument.getType())), view, index)
                    .getResult()
              : memref::LoadOp::create(builder, loc, view, index).getResult();
    mapping.map(argument, element);
  }
  // Values from outside the body, and constants, are the same in every
  // lane.
  auto lookup = [&](Value value) -> Value {
    if (Value mapped = mapping.lookupOrNull(value))
      return mapped;
    Value splat = lanes ? vector::BroadcastOp::create(
                              builder, loc, vectorOf(value.getType()), value)
                              .getResult()
                        : value;
    mapping.map(value, splat);
    return splat;
  };
  for (Operation &inner : body->without_terminator()) {
    if (isa<arith::ConstantOp>(inner)) {
      Operation *scalar = builder.clone(inner);
      mapping.map(inner.getResult(0), lookup(scalar->getResult(0)));
      continue;
    }
    for (Value operand : inner.getOperands())
      lookup(operand);
    Operation *clone = builder.clone(inner, mapping);
    for (Value result : clone->getResults())
      result.setType(vectorOf(result.getType()));
  }
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  for (auto [value, view] :
       llvm::zip(yield.getValues(), views.take_back(op.getNumDpsInits()))) {
    Value result = lookup(value);
    if (lanes)
      vector::StoreOp::create(builder, loc, result, view, index);
    else
      memref::StoreOp::create(builder, loc, result, view, index);
  }
}

namespace {
/// An element-wise generic on buffers of one contiguous layout -> a vector
/// loop and a scalar loop over the elements in memory order.
struct VectorizeElementwise : public OpRewritePattern<linalg::GenericOp> {
  VectorizeElementwise(MLIRContext *context, int64_t vectorBytes)
      : OpRewritePattern(context), vectorBytes(vectorBytes) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!isVectorizable(op))
      return rewriter.notifyMatchFailure(op, "not element-wise on one "
                                             "contiguous layout");
    int64_t widest = 1;
    for (Value operand : op->getOperands())
      widest = std::max<int64_t>(
          widest,
          cast<MemRefType>(operand.getType()).getElementTypeBitWidth() / 8);
    int64_t lanes = vectorBytes / widest;
    auto type = cast<MemRefType>(op->getOperand(0).getType());
    int64_t elements = type.getNumElements();
    if (lanes < 2 || elements < lanes)
      return rewriter.notifyMatchFailure(op, "fewer elements than a vector");

    Location loc = op.getLoc();
    SmallVector<int64_t> strides;
    int64_t offset;
    (void)type.getStridesAndOffset(strides, offset);
    // Each buffer as the 1-D range of memory it fills.
    SmallVector<Value> views;
    for (Value operand : op->getOperands()) {
      auto operandType = cast<MemRefType>(operand.getType());
      auto flatType = MemRefType::get(
          {elements}, operandType.getElementType(),
          StridedLayoutAttr::get(rewriter.getContext(), offset, {1}),
          operandType.getMemorySpace());
      views.push_back(memref::ReinterpretCastOp::create(
          rewriter, loc, flatType, operand, offset, {elements}, {1}));
    }
    auto constant = [&](int64_t value) {
      return arith::ConstantIndexOp::create(rewriter, loc, value);
    };
    int64_t vectorEnd = elements - elements % lanes;
    scf::ForOp::create(
        rewriter, loc, constant(0), constant(vectorEnd), constant(lanes),
        ValueRange(),
        [&](OpBuilder &builder, Location loc, Value index, ValueRange) {
          emitBody(builder, loc, op, views, index, lanes);
          scf::YieldOp::create(builder, loc);
        });
    if (vectorEnd != elements)
      scf::ForOp::create(
          rewriter, loc, constant(vectorEnd), constant(elements), constant(1),
          ValueRange(),
          [&](OpBuilder &builder, Location loc, Value index, ValueRange) {
            emitBody(builder, loc, op, views, index, /*lanes=*/0);
            scf::YieldOp::create(builder, loc);
          });
    rewriter.eraseOp(op);
    return success();
  }

  int64_t vectorBytes;
};

struct LayoutVectorizeElementwisePass
    : public layout::impl::LayoutVectorizeElementwiseBase<
          LayoutVectorizeElementwisePass> {
  using LayoutVectorizeElementwiseBase::LayoutVectorizeElementwiseBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (vectorBytes <= 0 || !llvm::isPowerOf2_64(vectorBytes))
      return emitError(UnknownLoc::get(context))
             << "layout-vectorize-elementwise: vector-bytes must be a power "
                "of two, got "
             << int64_t(vectorBytes);
    return success();
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateVectorizeElementwisePatterns(patterns, vectorBytes);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateVectorizeElementwisePatterns(
    RewritePatternSet &patterns, int64_t vectorBytes) {
  patterns.add<VectorizeElementwise>(patterns.getContext(), vectorBytes);
}
