//===- VectorizeElementwise.cpp - Element-wise ops as vector loops --------===//
//
// What is left of a network around its kernels is element-wise: a residual
// add, a ReLU before a pad, a batch norm or a bias after a kernel that
// takes no post-ops. As loop nests from convert-linalg-to-loops these stay
// scalar (LLVM's loop vectorizer gives up on them). When the op's full-size
// buffers have one strided layout, whatever its permutation, the op is a
// map over the elements in memory order: one loop of vector loads, the body
// on vectors, and vector stores, with a scalar loop for the last elements,
// over each contiguous run of elements (the whole buffer, or each row where
// rows are padded to an alignment or have a halo: loops over the other
// dims). A smaller operand read through a broadcast (a per-channel vector)
// is, over each run, either one element (splat) or a run of its own; a
// scalar operand (a fill's value) is a splat.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/ElementwiseToVector/VectorizeElementwise.h"

#include "Conversion/ElementwiseToVector/ElementwiseBody.h"

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

namespace {
/// One dim of the iteration space outside the runs: its loop dim, extent,
/// and the output's stride along it.
struct OuterDim {
  int64_t dim, size, stride;
};

/// The output buffer as contiguous runs of elements: the loop dims that
/// make one run (innermost, strides 1, size1, size1*size2, ...) and the
/// others, outermost first.
struct ContiguousRuns {
  int64_t runElements = 1;
  SmallVector<int64_t> runDims;
  SmallVector<OuterDim> outer;
};

} // namespace

/// The output's runs, from its strides per loop dim and the loop extents;
/// failure where no dim has stride 1 or runs would overlap.
static FailureOr<ContiguousRuns> getContiguousRuns(ArrayRef<int64_t> strides,
                                                   ArrayRef<int64_t> sizes) {
  SmallVector<OuterDim> dims;
  for (auto [dim, stride, size] : llvm::enumerate(strides, sizes))
    if (size != 1)
      dims.push_back({int64_t(dim), size, stride});
  llvm::sort(dims, [](const OuterDim &a, const OuterDim &b) {
    return std::make_pair(a.stride, a.dim) < std::make_pair(b.stride, b.dim);
  });
  ContiguousRuns runs;
  size_t inRun = 0;
  for (; inRun < dims.size() && dims[inRun].stride == runs.runElements;
       ++inRun) {
    runs.runElements *= dims[inRun].size;
    runs.runDims.push_back(dims[inRun].dim);
  }
  if (!dims.empty() && inRun == 0)
    return failure();
  for (const OuterDim &dim : llvm::reverse(ArrayRef(dims).drop_front(inRun))) {
    // Runs must not overlap (a broadcast view reads one element twice).
    if (dim.stride < runs.runElements)
      return failure();
    runs.outer.push_back(dim);
  }
  return runs;
}

/// How `op` reads each operand over the runs of its output, or failure
/// where it is not an element-wise op this pattern takes: all loops
/// parallel, static buffers, inits and full-size inputs of the output's
/// layout through identity maps, smaller inputs each either one element or
/// a run of the output's shape over each run, bodies of element-wise arith
/// and math ops.
static FailureOr<std::pair<ContiguousRuns, SmallVector<OperandAccess>>>
analyze(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() == 0 ||
      op.getNumParallelLoops() != op.getNumLoops() || op.getNumLoops() == 0)
    return failure();
  if (!isElementwiseBody(op.getBlock()))
    return failure();
  OpOperand *output = op.getDpsInitOperand(0);
  auto outputType = cast<MemRefType>(output->get().getType());
  FailureOr<OperandAccess> outputAccess = getStridedAccess(op, *output);
  if (failed(outputAccess))
    return failure();
  FailureOr<ContiguousRuns> runs =
      getContiguousRuns(outputAccess->strides, op.getStaticLoopRanges());
  if (failed(runs))
    return failure();
  SmallVector<OperandAccess> accesses;
  for (OpOperand &operand : op->getOpOperands()) {
    Type type = operand.get().getType();
    if (type.isIntOrFloat()) {
      accesses.push_back({OperandAccess::Scalar, {}, 0, 1});
      continue;
    }
    auto memref = dyn_cast<MemRefType>(type);
    if (!memref || !isVectorElementType(memref.getElementType()) ||
        memref.getMemorySpace() != outputType.getMemorySpace())
      return failure();
    bool identity = op.getMatchingIndexingMap(&operand).isIdentity();
    // Full-size operands walk the output's memory order.
    if (identity && (memref.getShape() != outputType.getShape() ||
                     memref.getLayout() != outputType.getLayout()))
      return failure();
    if (!identity && op.isDpsInit(&operand))
      return failure();
    FailureOr<OperandAccess> access = getStridedAccess(op, operand);
    if (failed(access))
      return failure();
    accesses.push_back(std::move(*access));
  }
  // Over a run, each operand is constant (a splat) or moves as the output
  // does (a run of its own); any other stride is a gather. The longest
  // run of the output's innermost dims where that holds: over NHWC, a
  // per-channel vector moves with C but not with W, so each run is one
  // pixel's channels.
  auto constantOver = [&](const OperandAccess &access, ArrayRef<int64_t> dims) {
    return llvm::all_of(dims,
                        [&](int64_t dim) { return access.strides[dim] == 0; });
  };
  auto movesOver = [&](const OperandAccess &access, ArrayRef<int64_t> dims) {
    return llvm::all_of(dims, [&](int64_t dim) {
      return access.strides[dim] == outputAccess->strides[dim];
    });
  };
  size_t runLength = runs->runDims.size();
  for (; runLength > 0; --runLength) {
    ArrayRef<int64_t> dims = ArrayRef(runs->runDims).take_front(runLength);
    if (llvm::all_of(accesses, [&](const OperandAccess &access) {
          return access.kind == OperandAccess::Scalar ||
                 constantOver(access, dims) || movesOver(access, dims);
        }))
      break;
  }
  if (runLength == 0 && !runs->runDims.empty())
    return failure();
  // The dims cut from the run are loops inside the others.
  SmallVector<int64_t> loopRanges = op.getStaticLoopRanges();
  for (int64_t dim :
       llvm::reverse(ArrayRef(runs->runDims).drop_front(runLength))) {
    runs->outer.push_back({dim, loopRanges[dim], outputAccess->strides[dim]});
    runs->runElements /= loopRanges[dim];
  }
  runs->runDims.resize(runLength);
  // (The output moves along every run dim: nothing is both.)
  for (OperandAccess &access : accesses)
    if (access.kind != OperandAccess::Scalar && !runs->runDims.empty() &&
        constantOver(access, runs->runDims))
      access.kind = OperandAccess::Splat;
  return std::make_pair(std::move(*runs), std::move(accesses));
}

/// The body of `op` at position `index` of a run: `lanes` elements as
/// vectors, or one when `lanes` is 0. `values[k]` is operand k's value
/// where it does not move over the run; `views[k]` and `starts[k]` its
/// flat buffer and the run's first position in it where it does.
static void emitBody(OpBuilder &builder, Location loc, linalg::LinalgOp op,
                     ArrayRef<Value> values, ArrayRef<Value> views,
                     ArrayRef<Value> starts, Value index, int64_t lanes) {
  IRMapping mapping;
  Block *body = op.getBlock();
  for (auto [k, argument] : llvm::enumerate(body->getArguments())) {
    if (argument.use_empty())
      continue;
    if (values[k]) {
      mapping.map(argument, splat(builder, loc, values[k], lanes));
      continue;
    }
    Value at = arith::AddIOp::create(builder, loc, starts[k], index);
    Value element =
        lanes ? vector::LoadOp::create(
                    builder, loc, VectorType::get({lanes}, argument.getType()),
                    views[k], at)
                    .getResult()
              : memref::LoadOp::create(builder, loc, views[k], at).getResult();
    mapping.map(argument, element);
  }
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  SmallVector<Value> results = cloneElementwiseBody(builder, loc, body, mapping,
                                                    lanes, yield.getValues());
  int64_t firstInit = op.getNumDpsInputs();
  for (auto [k, result] : llvm::enumerate(results)) {
    Value at =
        arith::AddIOp::create(builder, loc, starts[firstInit + k], index);
    if (lanes)
      vector::StoreOp::create(builder, loc, result, views[firstInit + k], at);
    else
      memref::StoreOp::create(builder, loc, result, views[firstInit + k], at);
  }
}

namespace {
/// An all-parallel linalg op whose full-size buffers share one strided
/// layout (a generic, or a named element-wise op: add, fill, copy, ...) ->
/// over each contiguous run of elements, a vector loop and a scalar loop
/// in memory order.
struct VectorizeElementwise
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  VectorizeElementwise(MLIRContext *context, int64_t vectorBytes,
                       int64_t parallelBytes)
      : OpInterfaceRewritePattern(context), vectorBytes(vectorBytes),
        parallelBytes(parallelBytes) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    auto analysis = analyze(op);
    if (failed(analysis))
      return rewriter.notifyMatchFailure(op, "not element-wise on one "
                                             "contiguous layout");
    auto &[runs, accesses] = *analysis;
    int64_t widest = 1;
    for (Value operand : op->getOperands())
      widest = std::max<int64_t>(
          widest,
          getElementTypeOrSelf(operand.getType()).getIntOrFloatBitWidth() / 8);
    int64_t lanes = vectorBytes / widest;
    int64_t elements = runs.runElements;
    if (lanes < 2 || elements < lanes)
      return rewriter.notifyMatchFailure(op, "runs shorter than a vector");

    // A large op runs one loop as an scf.parallel: the outermost with more
    // than one iteration (an outer dim, else the vector loop).
    int64_t iterations = elements;
    for (const OuterDim &dim : runs.outer)
      iterations *= dim.size;
    bool parallel = parallelBytes > 0 && iterations * widest >= parallelBytes;
    size_t parallelDepth = runs.outer.size();
    if (parallel)
      for (auto [depth, dim] : llvm::enumerate(runs.outer))
        if (dim.size > 1) {
          parallelDepth = depth;
          break;
        }

    Location loc = op.getLoc();
    auto constant = [&](OpBuilder &builder, int64_t value) -> Value {
      return arith::ConstantIndexOp::create(builder, loc, value);
    };
    // A loop from 0 to `size` by `step`, parallel at `parallelDepth`.
    auto emitLoop = [&](OpBuilder &builder, size_t depth, int64_t size,
                        int64_t step,
                        function_ref<void(OpBuilder &, Value)> body) {
      buildLoop(builder, loc, size, step,
                parallel && depth == parallelDepth && size > step, body);
    };
    // Each buffer as the 1-D range of memory it spans.
    SmallVector<Value> views =
        buildFlatViews(rewriter, loc, op->getOperands(), accesses);
    // One run, each operand starting at `starts[k]` of its view.
    auto emitRun = [&](OpBuilder &builder, ArrayRef<Value> starts) {
      SmallVector<Value> values;
      for (auto [k, access] : llvm::enumerate(accesses)) {
        if (access.kind == OperandAccess::Scalar)
          values.push_back(op->getOperand(k));
        else if (access.kind == OperandAccess::Splat)
          values.push_back(
              memref::LoadOp::create(builder, loc, views[k], starts[k]));
        else
          values.push_back(Value());
      }
      int64_t vectorEnd = elements - elements % lanes;
      emitLoop(builder, runs.outer.size(), vectorEnd, lanes,
               [&](OpBuilder &b, Value index) {
                 emitBody(b, loc, op, values, views, starts, index, lanes);
               });
      if (vectorEnd != elements)
        scf::ForOp::create(
            builder, loc, constant(builder, vectorEnd),
            constant(builder, elements), constant(builder, 1), ValueRange(),
            [&](OpBuilder &b, Location loc, Value index, ValueRange) {
              emitBody(b, loc, op, values, views, starts, index,
                       /*lanes=*/0);
              scf::YieldOp::create(b, loc);
            });
    };
    // Loops over the other dims, outermost first, each moving every
    // operand's start by its stride along the dim.
    std::function<void(OpBuilder &, size_t, SmallVector<Value>)> emitOuter =
        [&](OpBuilder &builder, size_t depth, SmallVector<Value> starts) {
          if (depth == runs.outer.size())
            return emitRun(builder, starts);
          const OuterDim &dim = runs.outer[depth];
          emitLoop(builder, depth, dim.size, 1, [&](OpBuilder &b, Value i) {
            emitOuter(b, depth + 1,
                      advanceStarts(b, loc, starts, accesses, dim.dim, i));
          });
        };
    emitOuter(rewriter, 0,
              SmallVector<Value>(accesses.size(), constant(rewriter, 0)));
    rewriter.eraseOp(op);
    return success();
  }

  int64_t vectorBytes;
  int64_t parallelBytes;
};

struct LayoutVectorizeElementwisePass
    : public layout::impl::LayoutVectorizeElementwiseBase<
          LayoutVectorizeElementwisePass> {
  using LayoutVectorizeElementwiseBase::LayoutVectorizeElementwiseBase;

  LogicalResult initialize(MLIRContext *context) override {
    return verifyVectorOptions(context, "layout-vectorize-elementwise",
                               vectorBytes, parallelBytes);
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateVectorizeElementwisePatterns(patterns, vectorBytes, parallelBytes);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populateVectorizeElementwisePatterns(
    RewritePatternSet &patterns, int64_t vectorBytes, int64_t parallelBytes) {
  patterns.add<VectorizeElementwise>(patterns.getContext(), vectorBytes,
                                     parallelBytes);
}
