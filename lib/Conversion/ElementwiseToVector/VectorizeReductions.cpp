//===- VectorizeReductions.cpp - Reductions over contiguous runs ----------===//
//
// A squeeze-excitation's global mean, a LayerNorm's mean and variance, a
// global pooling: reductions whose reduced elements lie next to each other
// in memory (over H and W of NCHW, over the channels of NHWC or of a row).
// convert-linalg-to-loops makes each output a chain of dependent scalar
// adds, one per 4 cycles, which LLVM keeps in order (floating-point adds do
// not reassociate): EfficientNet-B0's 16 squeeze-excitations took about 3 ms
// of a 22 ms call. Here each output sums its run with several vector
// accumulators, then across their lanes, then adds the rest one by one and
// the output's initial value. The sum's order changes, as in every
// vectorized library's reduction.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/ElementwiseToVector/VectorizeReductions.h"

#include "Conversion/ElementwiseToVector/ElementwiseBody.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <functional>

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTVECTORIZEREDUCTIONS
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

/// Independent vector accumulators per output: float adds take 4 cycles and
/// two issue per cycle, so fewer would leave the adder waiting.
static constexpr int64_t kAccumulators = 4;

namespace {
/// A reduction this pattern takes.
struct ReductionPlan {
  /// How the body combines each term into the output.
  vector::CombiningKind kind;
  Operation *combiner;
  /// The body's value combined into the output.
  Value term;
  /// Reduced elements per output, contiguous in every operand that moves
  /// over them.
  int64_t runElements = 1;
  /// The parallel dims of more than one element, outermost first in the
  /// output's memory order.
  SmallVector<int64_t> outputDims;
  SmallVector<OperandAccess> accesses;
};
} // namespace

/// `op` as a plan, or failure where it is not a reduction this pattern
/// takes: static strided buffers, one output indexed by parallel dims
/// alone, a body of element-wise ops whose yield combines a term with the
/// output (an add, maximum or minimum of floats, the output used nowhere
/// else), and every input either constant over the reduced dims or moving
/// over them through one contiguous run, the same in all.
static FailureOr<ReductionPlan> analyze(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() == 0 || !isElementwiseBody(op.getBlock()))
    return failure();
  Block *body = op.getBlock();
  OpOperand *output = op.getDpsInitOperand(0);
  BlockArgument outputArgument = op.getMatchingBlockArgument(output);
  Value yielded = body->getTerminator()->getOperand(0);
  Operation *combiner = yielded.getDefiningOp();
  if (!combiner || combiner->getBlock() != body || !combiner->hasOneUse() ||
      !outputArgument.hasOneUse() ||
      outputArgument.getUses().begin()->getOwner() != combiner)
    return failure();
  if (!isa<arith::AddFOp, arith::MaximumFOp, arith::MinimumFOp>(combiner))
    return failure();
  ReductionPlan plan;
  plan.kind = *linalg::getCombinerOpKind(combiner);
  plan.combiner = combiner;
  plan.term = combiner->getOperand(0) == outputArgument
                  ? combiner->getOperand(1)
                  : combiner->getOperand(0);
  if (plan.term == outputArgument)
    return failure();

  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<int64_t> sizes = op.getStaticLoopRanges();
  auto isReduced = [&](int64_t dim) {
    return iterators[dim] == utils::IteratorType::reduction;
  };
  for (AffineExpr result : op.getMatchingIndexingMap(output).getResults())
    if (auto dim = dyn_cast<AffineDimExpr>(result);
        dim && isReduced(dim.getPosition()))
      return failure();
  auto outputType = cast<MemRefType>(output->get().getType());
  // The run: the reduced dims of more than one element, the same strides in
  // every input that moves over them.
  SmallVector<int64_t> runDims;
  for (int64_t dim = 0, e = sizes.size(); dim < e; ++dim)
    if (isReduced(dim) && sizes[dim] != 1)
      runDims.push_back(dim);
  SmallVector<int64_t> runStrides;
  for (OpOperand &operand : op->getOpOperands()) {
    Type type = operand.get().getType();
    if (type.isIntOrFloat()) {
      plan.accesses.push_back({OperandAccess::Scalar, {}, 0, 1});
      continue;
    }
    auto memref = dyn_cast<MemRefType>(type);
    if (!memref || !isVectorElementType(memref.getElementType()) ||
        memref.getMemorySpace() != outputType.getMemorySpace())
      return failure();
    FailureOr<OperandAccess> access = getStridedAccess(op, operand);
    if (failed(access))
      return failure();
    SmallVector<int64_t> strides = llvm::map_to_vector(
        runDims, [&](int64_t dim) { return access->strides[dim]; });
    if (llvm::all_of(strides, [](int64_t stride) { return stride == 0; })) {
      access->kind = OperandAccess::Splat;
    } else if (runStrides.empty()) {
      runStrides = strides;
    } else if (strides != runStrides) {
      return failure();
    }
    plan.accesses.push_back(std::move(*access));
  }
  if (runStrides.empty())
    return failure();
  // By increasing stride, each reduced dim's stride must be the product of
  // the sizes inside it.
  const OperandAccess &moving =
      *llvm::find_if(plan.accesses, [](const OperandAccess &access) {
        return access.kind == OperandAccess::Run;
      });
  llvm::sort(runDims, [&](int64_t a, int64_t b) {
    return moving.strides[a] < moving.strides[b];
  });
  for (int64_t dim : runDims) {
    if (moving.strides[dim] != plan.runElements)
      return failure();
    plan.runElements *= sizes[dim];
  }
  // The output points, in the output's memory order.
  const OperandAccess &outputAccess = plan.accesses.back();
  for (int64_t dim = 0, e = sizes.size(); dim < e; ++dim)
    if (!isReduced(dim) && sizes[dim] != 1)
      plan.outputDims.push_back(dim);
  llvm::stable_sort(plan.outputDims, [&](int64_t a, int64_t b) {
    return outputAccess.strides[a] > outputAccess.strides[b];
  });
  return plan;
}

/// `kind`'s identity in every lane of `type`: -0 for an add (upstream's
/// arith::getNeutralElement gives +0, which turns a sum of -0s into +0),
/// -inf for a maximum, +inf for a minimum.
static DenseElementsAttr getIdentity(vector::CombiningKind kind,
                                     VectorType type) {
  const llvm::fltSemantics &semantics =
      cast<FloatType>(type.getElementType()).getFloatSemantics();
  APFloat identity =
      kind == vector::CombiningKind::ADD
          ? APFloat::getZero(semantics, /*Negative=*/true)
          : APFloat::getInf(semantics, kind == vector::CombiningKind::MAXIMUMF);
  return DenseElementsAttr::get(type, identity);
}

namespace {
/// A float reduction over contiguous runs -> per output, vector
/// accumulators over its run, their lanes combined, a scalar loop for the
/// last elements.
struct VectorizeReduction : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  VectorizeReduction(MLIRContext *context, int64_t vectorBytes,
                     int64_t parallelBytes)
      : OpInterfaceRewritePattern(context), vectorBytes(vectorBytes),
        parallelBytes(parallelBytes) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<ReductionPlan> analysis = analyze(op);
    if (failed(analysis))
      return rewriter.notifyMatchFailure(op, "not a reduction over "
                                             "contiguous runs");
    ReductionPlan &plan = *analysis;
    Type termType = plan.term.getType();
    if (!isa<FloatType>(termType))
      return rewriter.notifyMatchFailure(op, "not a float reduction");
    int64_t widest = 1;
    for (Value operand : op->getOperands())
      widest = std::max<int64_t>(
          widest,
          getElementTypeOrSelf(operand.getType()).getIntOrFloatBitWidth() / 8);
    int64_t lanes = vectorBytes / widest;
    if (lanes < 2 || plan.runElements < lanes)
      return rewriter.notifyMatchFailure(op, "runs shorter than a vector");
    SmallVector<int64_t> sizes = op.getStaticLoopRanges();
    int64_t iterations = plan.runElements;
    for (int64_t dim : plan.outputDims)
      iterations *= sizes[dim];
    bool parallel = parallelBytes > 0 && iterations * widest >= parallelBytes;

    Location loc = op.getLoc();
    auto constant = [&](OpBuilder &builder, int64_t value) -> Value {
      return arith::ConstantIndexOp::create(builder, loc, value);
    };
    SmallVector<Value> views =
        buildFlatViews(rewriter, loc, op->getOperands(), plan.accesses);
    Block *body = op.getBlock();
    int64_t outputIndex = op->getNumOperands() - 1;

    // The term at `index` of the run, on `width` lanes (a scalar at 0).
    auto emitTerm = [&](OpBuilder &b, ArrayRef<Value> starts,
                        ArrayRef<Value> splats, Value index,
                        int64_t width) -> Value {
      IRMapping mapping;
      for (auto [k, argument] : llvm::enumerate(body->getArguments())) {
        if (argument.use_empty() || k == size_t(outputIndex))
          continue;
        if (splats[k]) {
          mapping.map(argument, splat(b, loc, splats[k], width));
          continue;
        }
        Value at = arith::AddIOp::create(b, loc, starts[k], index);
        mapping.map(
            argument,
            width ? vector::LoadOp::create(
                        b, loc, VectorType::get({width}, argument.getType()),
                        views[k], at)
                        .getResult()
                  : memref::LoadOp::create(b, loc, views[k], at).getResult());
      }
      return cloneElementwiseBody(
          b, loc, body, mapping, width, plan.term,
          [&](Operation *inner) { return inner == plan.combiner; })[0];
    };
    auto combine = [&](OpBuilder &b, Value x, Value y) {
      return vector::makeArithReduction(b, loc, plan.kind, x, y);
    };

    // One output, each operand starting at `starts[k]` of its view.
    auto emitOutput = [&](OpBuilder &b, ArrayRef<Value> starts) {
      SmallVector<Value> splats;
      for (auto [k, access] : llvm::enumerate(plan.accesses)) {
        if (access.kind == OperandAccess::Scalar)
          splats.push_back(op->getOperand(k));
        else if (access.kind == OperandAccess::Splat &&
                 int64_t(k) != outputIndex)
          splats.push_back(memref::LoadOp::create(b, loc, views[k], starts[k]));
        else
          splats.push_back(Value());
      }
      auto vectorType = VectorType::get({lanes}, termType);
      Value identity =
          arith::ConstantOp::create(b, loc, getIdentity(plan.kind, vectorType));
      int64_t step = kAccumulators * lanes;
      int64_t unrolledEnd = plan.runElements - plan.runElements % step;
      int64_t vectorEnd = plan.runElements - plan.runElements % lanes;
      SmallVector<Value> accumulators(kAccumulators, identity);
      if (unrolledEnd > 0) {
        auto loop = scf::ForOp::create(
            b, loc, constant(b, 0), constant(b, unrolledEnd), constant(b, step),
            accumulators,
            [&](OpBuilder &nb, Location, Value index, ValueRange partial) {
              SmallVector<Value> next;
              for (int64_t a = 0; a < kAccumulators; ++a) {
                Value at = arith::AddIOp::create(nb, loc, index,
                                                 constant(nb, a * lanes));
                next.push_back(combine(
                    nb, emitTerm(nb, starts, splats, at, lanes), partial[a]));
              }
              scf::YieldOp::create(nb, loc, next);
            });
        accumulators.assign(loop.getResults().begin(), loop.getResults().end());
      }
      if (vectorEnd > unrolledEnd) {
        auto loop = scf::ForOp::create(
            b, loc, constant(b, unrolledEnd), constant(b, vectorEnd),
            constant(b, lanes), ValueRange{accumulators[0]},
            [&](OpBuilder &nb, Location, Value index, ValueRange partial) {
              scf::YieldOp::create(
                  nb, loc,
                  combine(nb, emitTerm(nb, starts, splats, index, lanes),
                          partial[0]));
            });
        accumulators[0] = loop.getResult(0);
      }
      Value vectorTotal = accumulators[0];
      for (Value partial : ArrayRef(accumulators).drop_front())
        vectorTotal = combine(b, vectorTotal, partial);
      Value total = vector::ReductionOp::create(b, loc, plan.kind, vectorTotal);
      if (plan.runElements > vectorEnd) {
        auto loop = scf::ForOp::create(
            b, loc, constant(b, vectorEnd), constant(b, plan.runElements),
            constant(b, 1), ValueRange{total},
            [&](OpBuilder &nb, Location, Value index, ValueRange partial) {
              scf::YieldOp::create(
                  nb, loc,
                  combine(nb, emitTerm(nb, starts, splats, index, 0),
                          partial[0]));
            });
        total = loop.getResult(0);
      }
      Value initial = memref::LoadOp::create(b, loc, views[outputIndex],
                                             starts[outputIndex]);
      memref::StoreOp::create(b, loc, combine(b, total, initial),
                              views[outputIndex], starts[outputIndex]);
    };

    // Loops over the outputs, the outermost parallel where the op is large.
    std::function<void(OpBuilder &, size_t, SmallVector<Value>)> emitOuter =
        [&](OpBuilder &builder, size_t depth, SmallVector<Value> starts) {
          if (depth == plan.outputDims.size())
            return emitOutput(builder, starts);
          int64_t dim = plan.outputDims[depth];
          buildLoop(builder, loc, sizes[dim], 1, parallel && depth == 0,
                    [&](OpBuilder &b, Value i) {
                      emitOuter(
                          b, depth + 1,
                          advanceStarts(b, loc, starts, plan.accesses, dim, i));
                    });
        };
    emitOuter(rewriter, 0,
              SmallVector<Value>(plan.accesses.size(), constant(rewriter, 0)));
    rewriter.eraseOp(op);
    return success();
  }

  int64_t vectorBytes;
  int64_t parallelBytes;
};

struct LayoutVectorizeReductionsPass
    : public layout::impl::LayoutVectorizeReductionsBase<
          LayoutVectorizeReductionsPass> {
  using LayoutVectorizeReductionsBase::LayoutVectorizeReductionsBase;

  LogicalResult initialize(MLIRContext *context) override {
    return verifyVectorOptions(context, "layout-vectorize-reductions",
                               vectorBytes, parallelBytes);
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateVectorizeReductionsPatterns(patterns, vectorBytes, parallelBytes);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateVectorizeReductionsPatterns(
    RewritePatternSet &patterns, int64_t vectorBytes, int64_t parallelBytes) {
  patterns.add<VectorizeReduction>(patterns.getContext(), vectorBytes,
                                   parallelBytes);
}
