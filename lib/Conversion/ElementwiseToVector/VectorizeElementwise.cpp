//===- VectorizeElementwise.cpp - Element-wise ops as vector loops --------===//
//
// What is left of a network around its kernels is element-wise: a residual
// add, a ReLU before a pad, a bias after a kernel that takes no post-ops.
// As loop nests from convert-linalg-to-loops these stay scalar (LLVM's
// loop vectorizer gives up on them). When all of an op's buffers have one
// strided layout, whatever its permutation, the op is a map over the
// elements in memory order: one loop of vector loads, the body on vectors,
// and vector stores, with a scalar loop for the last elements, over each
// contiguous run of elements (the whole buffer, or each row where rows are
// padded to an alignment or have a halo: loops over the other dims).
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

#include <functional>

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

namespace {
/// A strided buffer as contiguous runs of elements: the dims that make one
/// run (innermost, strides 1, size1, size1*size2, ...) and the others, each
/// as (stride, size), outermost first.
struct ContiguousRuns {
  int64_t runElements = 1;
  SmallVector<std::pair<int64_t, int64_t>> outer;
  /// Elements from the first to one past the last, padding between runs
  /// included.
  int64_t span = 1;
  int64_t offset = 0;
};
} // namespace

/// `type` as contiguous runs, or failure for dynamic shapes, strides or
/// offsets, and buffers with no dim of stride 1.
static FailureOr<ContiguousRuns> getContiguousRuns(MemRefType type) {
  SmallVector<int64_t> strides;
  ContiguousRuns runs;
  if (!type.hasStaticShape() ||
      failed(type.getStridesAndOffset(strides, runs.offset)) ||
      ShapedType::isDynamic(runs.offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return failure();
  SmallVector<std::pair<int64_t, int64_t>> dims; // (stride, size)
  for (auto [stride, size] : llvm::zip(strides, type.getShape())) {
    if (size == 0)
      return failure();
    if (size != 1)
      dims.push_back({stride, size});
  }
  llvm::sort(dims);
  size_t inRun = 0;
  for (; inRun < dims.size() && dims[inRun].first == runs.runElements; ++inRun)
    runs.runElements *= dims[inRun].second;
  if (!dims.empty() && inRun == 0)
    return failure();
  for (auto [stride, size] : llvm::reverse(ArrayRef(dims).drop_front(inRun))) {
    // Runs must not overlap (a broadcast view reads one element twice).
    if (stride < runs.runElements)
      return failure();
    runs.outer.push_back({stride, size});
  }
  for (auto [stride, size] : dims)
    runs.span += (size - 1) * stride;
  return runs;
}

/// Whether `op` is an element-wise generic this pattern takes.
static bool isVectorizable(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() == 0 ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return false;
  auto first = dyn_cast<MemRefType>(op->getOperand(0).getType());
  if (!first || failed(getContiguousRuns(first)))
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
/// An element-wise generic on buffers of one strided layout -> over each
/// contiguous run of elements, a vector loop and a scalar loop in memory
/// order.
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
    ContiguousRuns runs = *getContiguousRuns(type);
    int64_t elements = runs.runElements;
    if (lanes < 2 || elements < lanes)
      return rewriter.notifyMatchFailure(op, "runs shorter than a vector");

    Location loc = op.getLoc();
    // Each buffer as the 1-D range of memory it spans.
    SmallVector<Value> views;
    for (Value operand : op->getOperands()) {
      auto operandType = cast<MemRefType>(operand.getType());
      auto flatType = MemRefType::get(
          {runs.span}, operandType.getElementType(),
          StridedLayoutAttr::get(rewriter.getContext(), runs.offset, {1}),
          operandType.getMemorySpace());
      views.push_back(memref::ReinterpretCastOp::create(
          rewriter, loc, flatType, operand, runs.offset, {runs.span}, {1}));
    }
    auto constant = [&](OpBuilder &builder, int64_t value) {
      return arith::ConstantIndexOp::create(builder, loc, value);
    };
    // One run starting at element `start` of the views.
    auto emitRun = [&](OpBuilder &builder, Value start) {
      auto at = [&](OpBuilder &b, Value index) -> Value {
        return start ? arith::AddIOp::create(b, loc, start, index).getResult()
                     : index;
      };
      int64_t vectorEnd = elements - elements % lanes;
      scf::ForOp::create(
          builder, loc, constant(builder, 0), constant(builder, vectorEnd),
          constant(builder, lanes), ValueRange(),
          [&](OpBuilder &b, Location loc, Value index, ValueRange) {
            emitBody(b, loc, op, views, at(b, index), lanes);
            scf::YieldOp::create(b, loc);
          });
      if (vectorEnd != elements)
        scf::ForOp::create(
            builder, loc, constant(builder, vectorEnd),
            constant(builder, elements), constant(builder, 1), ValueRange(),
            [&](OpBuilder &b, Location loc, Value index, ValueRange) {
              emitBody(b, loc, op, views, at(b, index), /*lanes=*/0);
              scf::YieldOp::create(b, loc);
            });
    };
    // Loops over the other dims, outermost first, each stepping the start
    // of the run by its stride.
    std::function<void(OpBuilder &, size_t, Value)> emitOuter =
        [&](OpBuilder &builder, size_t depth, Value start) {
          if (depth == runs.outer.size())
            return emitRun(builder, start);
          auto [stride, size] = runs.outer[depth];
          scf::ForOp::create(
              builder, loc, constant(builder, 0),
              constant(builder, size * stride), constant(builder, stride),
              ValueRange(),
              [&](OpBuilder &b, Location loc, Value step, ValueRange) {
                Value next =
                    start
                        ? arith::AddIOp::create(b, loc, start, step).getResult()
                        : step;
                emitOuter(b, depth + 1, next);
                scf::YieldOp::create(b, loc);
              });
        };
    emitOuter(rewriter, 0, Value());
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
