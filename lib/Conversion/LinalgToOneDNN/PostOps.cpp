//===- PostOps.cpp - Element-wise epilogues as oneDNN post-ops ------------===//

#include "Conversion/LinalgToOneDNN/PostOps.h"

#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"
#include "Conversion/LinalgToOneDNN/ScalarFunctions.h"
#include "Dialect/Layout/Utils/LayoutBuffers.h"
#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"

#include <limits>

using namespace mlir;
using namespace mlir::layout;

/// Whether `op` adds a constant to `value` or subtracts one from it, and
/// which (negated for a subtraction).
static std::optional<float> getAddedConstant(Operation &op, Value value) {
  if (isa<arith::AddFOp>(op) && op.getOperand(1) == value)
    return getConstantF32(op.getOperand(0));
  if (!isa<arith::AddFOp, arith::SubFOp>(op) || op.getOperand(0) != value)
    return std::nullopt;
  std::optional<float> constant = getConstantF32(op.getOperand(1));
  if (constant && isa<arith::SubFOp>(op))
    return -*constant;
  return constant;
}

/// Whether `value`, in an epilogue's body, is computed from constants and
/// the arguments `vectors` alone by arith and math ops (collected into
/// `ops`): a per-channel value (gamma * rsqrt(var + eps)). Sets
/// `readsVector` where it reads one of `vectors`.
static bool isChannelValue(Value value, ArrayRef<Value> vectors,
                           SmallPtrSetImpl<Operation *> &ops,
                           bool &readsVector) {
  if (llvm::is_contained(vectors, value)) {
    readsVector = true;
    return true;
  }
  if (matchPattern(value, m_Constant()))
    return true;
  Operation *op = value.getDefiningOp();
  if (!op || !isa_and_nonnull<linalg::GenericOp>(op->getParentOp()) ||
      !isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
      op->getNumRegions() != 0 || op->getNumResults() != 1 ||
      !isMemoryEffectFree(op))
    return false;
  for (Value operand : op->getOperands())
    if (!isChannelValue(operand, vectors, ops, readsVector))
      return false;
  ops.insert(op);
  return true;
}

/// The ops at the start of `body` that map `value` to a * value + b with
/// a and b per-channel values (at least one read from `vectors`): the
/// chain's additions, subtractions, multiplications and divisions, and the
/// ops that compute their other operands, in the body's order. Sets
/// `value` to their result and adds them to `consumed`; nothing where
/// there is no such op.
static SmallVector<Operation *>
matchChannelAffine(Block &body, Value &value, ArrayRef<Value> vectors,
                   SmallPtrSetImpl<Operation *> &consumed) {
  SmallPtrSet<Operation *, 8> ops;
  Value end = value;
  bool readsVector = false;
  for (Operation &op : body.without_terminator()) {
    if (ops.contains(&op) || matchPattern(&op, m_Constant()))
      continue;
    if (!llvm::is_contained(op.getOperands(), end)) {
      bool unused = false;
      if (op.getNumResults() == 1 &&
          isChannelValue(op.getResult(0), vectors, ops, unused))
        continue;
      break;
    }
    // A value read again (hardswish's x in x * clamp(x + 3, 0, 6) / 6)
    // ends the map: the post-ops after it need it.
    if (!isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp>(op) ||
        !end.hasOneUse())
      break;
    bool endFirst = op.getOperand(0) == end;
    Value other = op.getOperand(endFirst ? 1 : 0);
    // v / x is no affine map of x.
    if (other == end || (isa<arith::DivFOp>(op) && !endFirst) ||
        !isChannelValue(other, vectors, ops, readsVector))
      break;
    ops.insert(&op);
    end = op.getResult(0);
  }
  if (!readsVector)
    return {};
  // Up to the chain's last op (channel values computed after it are not
  // part of the map).
  SmallVector<Operation *> chain;
  for (Operation &op : body.without_terminator())
    if (ops.contains(&op) &&
        (op.isBeforeInBlock(end.getDefiningOp()) || &op == end.getDefiningOp()))
      chain.push_back(&op);
  consumed.insert(chain.begin(), chain.end());
  value = end;
  return chain;
}

/// The post-ops computing what `body` yields from its argument `value`
/// (and, with `operand`, one addition of that argument, which may have
/// constants added first: a projection shortcut's bias; an addition of
/// the result buffer where `addsResult`; with `vectors`, a channel affine
/// map first), or std::nullopt where some op is not one of them. Sets
/// `channelAffine` to the ops of the channel affine map.
static std::optional<SmallVector<int64_t>>
getPostOps(Block &body, Value value, Value operand, bool addsResult,
           ArrayRef<Value> vectors,
           SmallVectorImpl<Operation *> &channelAffine) {
  const float infinity = std::numeric_limits<float>::infinity();
  SmallVector<int64_t> postOps;
  auto append = [&](TensorLayoutOneDNNPostOp algorithm, float alpha,
                    float beta) {
    postOps.append({algorithm, getF32Bits(alpha), getF32Bits(beta)});
  };
  auto appendClip = [&](float lower, float upper) {
    // After a maximum with a smaller bound (ReLU6): one clip.
    if (lower == -infinity && postOps.size() >= 3 &&
        postOps.end()[-3] == TL_ONEDNN_CLIP &&
        postOps.back() == getF32Bits(infinity) &&
        getF32FromBits(postOps.end()[-2]) <= upper)
      postOps.back() = getF32Bits(upper);
    else
      append(TL_ONEDNN_CLIP, lower, upper);
  };
  SmallPtrSet<Operation *, 8> consumed;
  channelAffine = matchChannelAffine(body, value, vectors, consumed);
  if (!channelAffine.empty())
    append(TL_ONEDNN_CHANNEL_AFFINE, 0.0f, 0.0f);
  float operandOffset = 0.0f;
  for (Operation &op : body.without_terminator()) {
    if (consumed.contains(&op) || matchPattern(&op, m_Constant()))
      continue;
    // A compare is read with the select it feeds.
    if (isa<arith::CmpFOp>(op) && op.hasOneUse() &&
        isa<arith::SelectOp>(*op.getUsers().begin()))
      continue;
    if (auto hardswish = matchHardswish(op, value)) {
      append(TL_ONEDNN_HARDSWISH, 0.0f, 0.0f);
      consumed.insert(hardswish->begin(), hardswish->end());
      value = hardswish->back()->getResult(0);
      continue;
    }
    if (auto logistic = matchLogistic(op, value)) {
      append(logistic->first, 0.0f, 0.0f);
      consumed.insert(logistic->second.begin(), logistic->second.end());
      value = logistic->second.back()->getResult(0);
      continue;
    }
    if (std::optional<std::pair<float, float>> bound =
            getClampBound(op, value)) {
      appendClip(bound->first, bound->second);
      value = op.getResult(0);
      continue;
    }
    if (operand && !llvm::is_contained(op.getOperands(), value)) {
      std::optional<float> offset = getAddedConstant(op, operand);
      if (!offset || !op.getResult(0).hasOneUse())
        return std::nullopt;
      operandOffset += *offset;
      operand = op.getResult(0);
      continue;
    }
    if (op.getNumOperands() != 2 || op.getNumResults() != 1 ||
        !llvm::is_contained(op.getOperands(), value))
      return std::nullopt;
    bool valueFirst = op.getOperand(0) == value;
    if (isa<arith::AddFOp>(op) && operand &&
        op.getOperand(valueFirst) == operand) {
      // value + (operand + c) as (value + operand) + c: one rounding moves.
      append(addsResult ? TL_ONEDNN_ADD_RESULT : TL_ONEDNN_ADD_OPERAND, 0.0f,
             0.0f);
      if (operandOffset != 0.0f)
        append(TL_ONEDNN_LINEAR, 1.0f, operandOffset);
      operand = nullptr;
      value = op.getResult(0);
      continue;
    }
    std::optional<float> constant = getConstantF32(op.getOperand(valueFirst));
    if (!constant)
      return std::nullopt;
    float c = *constant;
    if (isa<arith::AddFOp>(op))
      append(TL_ONEDNN_LINEAR, 1.0f, c);
    else if (isa<arith::SubFOp>(op))
      valueFirst ? append(TL_ONEDNN_LINEAR, 1.0f, -c)
                 : append(TL_ONEDNN_LINEAR, -1.0f, c);
    else if (isa<arith::MulFOp>(op))
      append(TL_ONEDNN_LINEAR, c, 0.0f);
    else
      return std::nullopt;
    value = op.getResult(0);
  }
  // The operand must be added, and only where the chain adds it.
  if (body.getTerminator()->getOperand(0) != value || postOps.empty() ||
      operand)
    return std::nullopt;
  return postOps;
}

/// Whether nothing but `dst` itself (its view of the allocation) and
/// deallocations uses the allocation behind `dst`: the kernel then writes
/// the epilogue's buffer in its place with no one the wiser.
static bool isOnlyView(Value dst) {
  memref::AllocOp alloc = getFreshAllocation(dst);
  if (alloc.getResult() == dst)
    return true; // Its users are dst's.
  return llvm::all_of(alloc->getUsers(), [&](Operation *user) {
    return user == dst.getDefiningOp() || isa<memref::DeallocOp>(user);
  });
}

/// The buffers `kernel` reads and writes (viewed ones): its operands', and
/// those copied into a view of one of them before it (an image copied
/// into a padded buffer, which the kernel may read in its place).
static SmallVector<Value> getKernelBuffers(Operation *kernel) {
  SmallVector<Value> buffers;
  for (Value operand : kernel->getOperands())
    buffers.push_back(getViewedBuffer(operand));
  for (Operation &op : *kernel->getBlock()) {
    if (&op == kernel)
      break;
    if (auto copy = dyn_cast<linalg::CopyOp>(op);
        copy && copy.hasPureBufferSemantics() &&
        llvm::is_contained(buffers, getViewedBuffer(copy.getOutputs()[0])))
      buffers.push_back(getViewedBuffer(copy.getInputs()[0]));
  }
  return buffers;
}

/// Whether `op` is a deallocation of one of `buffers` (viewed ones).
static bool freesAnyOf(Operation *op, ArrayRef<Value> buffers) {
  return isa<memref::DeallocOp>(op) &&
         llvm::is_contained(buffers, getViewedBuffer(op->getOperand(0)));
}

/// The op after `kernel` that may be its epilogue: past buffers allocated
/// and freed (for the epilogue's result, say), and with `passLinalgOps`,
/// views and linalg ops that touch none of the kernel's buffers (a batch
/// norm's per-channel 1 / sqrt(var + eps)), past which the kernel then
/// moves (the deallocations of its buffers with it). Sets `moves`.
static Operation *getNextUnrelatedOp(Operation *kernel, bool passLinalgOps,
                                     bool &moves) {
  SmallVector<Value> kernelBuffers;
  if (passLinalgOps)
    kernelBuffers = getKernelBuffers(kernel);
  auto touchesKernel = [&](Operation *op) {
    return llvm::any_of(op->getOperands(), [&](Value operand) {
      return llvm::is_contained(kernelBuffers, getViewedBuffer(operand));
    });
  };
  moves = false;
  Operation *next = kernel->getNextNode();
  for (; next; next = next->getNextNode()) {
    if (isa<memref::AllocOp, memref::ReinterpretCastOp, memref::DeallocOp>(
            next))
      continue;
    // Views (a vector's (C) as (C, 1, 1)) have no effect.
    auto linalgOp = dyn_cast<linalg::LinalgOp>(next);
    bool isView = isa<ViewLikeOpInterface>(next) && isMemoryEffectFree(next);
    if (!passLinalgOps || touchesKernel(next) ||
        (!isView && (!linalgOp || !linalgOp.hasPureBufferSemantics())))
      break;
    moves = true;
  }
  return next;
}

/// Whether `input` of `generic` is a vector along its dim `channelDim`:
/// the same value for every element of a channel (a 1-D vector, or one
/// with unit dims read at 0: (C, 1, 1)).
static bool isChannelVector(linalg::GenericOp generic, OpOperand &input,
                            int64_t channelDim) {
  auto type = dyn_cast<MemRefType>(input.get().getType());
  if (!type || !type.hasStaticShape() || !type.getElementType().isF32())
    return false;
  AffineMap map = generic.getMatchingIndexingMap(&input);
  int64_t channels = generic.getStaticLoopRanges()[channelDim];
  int64_t readsChannel = 0;
  for (auto [result, size] : llvm::zip(map.getResults(), type.getShape())) {
    auto dim = dyn_cast<AffineDimExpr>(result);
    if (dim && dim.getPosition() == channelDim && size == channels)
      ++readsChannel;
    else if (!isa<AffineConstantExpr>(result) ||
             cast<AffineConstantExpr>(result).getValue() != 0 || size != 1)
      return false;
  }
  return readsChannel == 1;
}

/// `vector`'s indexing map for a 1-D loop over the channels: its channel
/// dim read at d0, its unit dims at 0.
static AffineMap getChannelLoopMap(linalg::GenericOp generic,
                                   OpOperand *vector) {
  AffineMap map = generic.getMatchingIndexingMap(vector);
  MLIRContext *context = generic.getContext();
  SmallVector<AffineExpr> results;
  for (AffineExpr result : map.getResults())
    results.push_back(isa<AffineDimExpr>(result)
                          ? getAffineDimExpr(0, context)
                          : getAffineConstantExpr(0, context));
  return AffineMap::get(1, 0, results, context);
}

std::optional<Epilogue>
mlir::layout::matchEpilogue(Operation *kernel, Value dst,
                            const EpilogueOptions &options) {
  std::optional<int64_t> channelDim = options.channelDim;
  // A buffer of the caller's is written as the program says. A result with
  // gaps (padded rows) stays with its loops unless the kernel takes one:
  // where oneDNN runs the kernel's post-ops apart (OneDNNRuntime.cpp), it
  // has only a reference kernel for such buffers.
  auto dstType = dyn_cast<MemRefType>(dst.getType());
  if (!dstType || !dstType.getElementType().isF32() ||
      !getFreshAllocation(dst) ||
      (!options.acceptsGaps && !isContiguousBuffer(dstType)) ||
      (channelDim && *channelDim >= dstType.getRank()))
    return std::nullopt;
  bool movesKernel = false;
  auto generic = dyn_cast_or_null<linalg::GenericOp>(
      getNextUnrelatedOp(kernel, channelDim.has_value(), movesKernel));
  if (!generic || !generic.hasPureBufferSemantics() ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !llvm::is_contained(generic.getDpsInputs(), dst) ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return std::nullopt;
  // Besides dst: a second input (a residual) of dst's type, there before
  // the kernel, which the kernel adds as a binary post-op, reading it in
  // dst's layout (either input: a projection shortcut's convolution runs
  // after the block's last one); and vectors along the channels.
  Epilogue epilogue;
  epilogue.op = generic;
  epilogue.movesKernel = movesKernel;
  Value dstArgument, operandArgument;
  for (OpOperand *input : generic.getDpsInputOperands()) {
    Value value = input->get();
    if (value == dst && !dstArgument &&
        generic.getMatchingIndexingMap(input).isIdentity()) {
      dstArgument = generic.getMatchingBlockArgument(input);
      continue;
    }
    if (channelDim && isChannelVector(generic, *input, *channelDim)) {
      epilogue.vectors.push_back(input);
      continue;
    }
    Operation *definer = value.getDefiningOp();
    if (epilogue.operand || value.getType() != dstType || value == dst ||
        !generic.getMatchingIndexingMap(input).isIdentity() ||
        (definer && (definer->getBlock() != kernel->getBlock() ||
                     !definer->isBeforeInBlock(kernel))) ||
        (!definer &&
         cast<BlockArgument>(value).getOwner() != kernel->getBlock()))
      return std::nullopt;
    epilogue.operand = value;
    operandArgument = generic.getMatchingBlockArgument(input);
  }
  epilogue.kernelResult = dstArgument;
  Value result = generic.getDpsInitOperand(0)->get();
  // A residual added in place: the kernel writes into it, adding its sum.
  if (epilogue.operand && epilogue.operand == result) {
    if (!options.acceptsAddToResult)
      return std::nullopt;
    epilogue.addsResult = true;
    epilogue.operand = nullptr;
  }
  // An epilogue in place (with a channel dim: oneDNN's callers) leaves the
  // kernel's result where it is.
  epilogue.inPlace = result == dst && channelDim;
  Value operand = epilogue.operand;
  if (!dstArgument || (result == dst && !epilogue.inPlace) ||
      result == operand || result.getType() != dstType ||
      (!getFreshAllocation(result) && !epilogue.addsResult) ||
      (!epilogue.inPlace && !isOnlyView(dst)))
    return std::nullopt;
  // The kernel writes the result where it read its inputs and the operand
  // (in their own layouts, before the epilogue): apart from all of them.
  Value resultBase = getViewedBuffer(result);
  Value dstBase = getViewedBuffer(dst);
  if (operand && getViewedBuffer(operand) == dstBase)
    return std::nullopt;
  for (Value read : getKernelBuffers(kernel))
    if (read == resultBase && read != dstBase)
      return std::nullopt;
  if (operand && getViewedBuffer(operand) == resultBase)
    return std::nullopt;
  // The generic reads the kernel's whole result and no one else does
  // before it (ops before the kernel read or write what dst held before;
  // not views, which others may read after the epilogue).
  for (Operation *user : dst.getUsers()) {
    bool isBefore = user->getBlock() == kernel->getBlock() &&
                    user->isBeforeInBlock(kernel) &&
                    !isa<ViewLikeOpInterface>(user);
    bool readsResult = epilogue.inPlace &&
                       user->getBlock() == generic->getBlock() &&
                       generic->isBeforeInBlock(user);
    if (user != kernel && user != generic.getOperation() &&
        !isa<memref::DeallocOp>(user) && !isBefore && !readsResult)
      return std::nullopt;
  }
  Block *body = generic.getBlock();
  SmallVector<Value> vectorArguments;
  for (OpOperand *vector : epilogue.vectors)
    vectorArguments.push_back(generic.getMatchingBlockArgument(vector));
  std::optional<SmallVector<int64_t>> postOps =
      getPostOps(*body, dstArgument, operandArgument, epilogue.addsResult,
                 vectorArguments, epilogue.channelAffine);
  if (!postOps)
    return std::nullopt;
  epilogue.postOps = std::move(*postOps);
  // The scale and shift are computed where the epilogue read the vectors,
  // which may be views made after the kernel: the kernel goes there too.
  if (!epilogue.channelAffine.empty())
    epilogue.movesKernel = true;
  return epilogue;
}

void mlir::layout::appendPostOps(SmallVectorImpl<int64_t> &description,
                                 const std::optional<Epilogue> &epilogue) {
  if (!epilogue) {
    description.push_back(0);
    return;
  }
  description.push_back(epilogue->postOps.size() / 3);
  llvm::append_range(description, epilogue->postOps);
}

StringRef mlir::layout::addEpilogueOperands(
    const KernelFunctions &functions, const std::optional<Epilogue> &epilogue,
    SmallVectorImpl<Value> &buffers, SmallVectorImpl<int64_t> &description,
    const OneDNNTensorDesc &dst) {
  if (!epilogue)
    return functions.plain;
  if (epilogue->operand) {
    buffers.push_back(epilogue->operand);
    dst.appendTo(description);
  }
  if (epilogue->channelAffine.empty())
    return epilogue->operand ? functions.binary : functions.plain;
  // Stand-ins of the channels buffer's type (an f32 memref).
  Value standIn = epilogue->vectors.front()->get();
  if (!epilogue->operand)
    buffers.push_back(standIn);
  buffers.push_back(standIn);
  return functions.epilogue;
}

/// Computes the 2 x C channels buffer of `epilogue`'s channel affine map
/// before `kernel`: row 0 its scale a, row 1 its shift b, per channel, by a
/// generic over the vectors that replays the ops on a and b (x + v adds v
/// to b, x * v scales both, ...). Frees it after `kernel`.
static Value computeChannels(RewriterBase &rewriter, Operation *kernel,
                             Epilogue &epilogue) {
  Location loc = epilogue.op.getLoc();
  MLIRContext *context = rewriter.getContext();
  Type f32 = rewriter.getF32Type();
  SmallVector<Value> vectors;
  for (OpOperand *vector : epilogue.vectors)
    vectors.push_back(vector->get());
  int64_t channels =
      cast<MemRefType>(vectors.front().getType()).getNumElements();
  rewriter.setInsertionPoint(kernel);
  auto buffer = memref::AllocOp::create(rewriter, loc,
                                        MemRefType::get({2, channels}, f32),
                                        rewriter.getI64IntegerAttr(64));
  auto getRow = [&](int64_t row) {
    auto type = memref::SubViewOp::inferRankReducedResultType(
        {channels}, buffer.getType(), ArrayRef<int64_t>{row, 0},
        ArrayRef<int64_t>{1, channels}, ArrayRef<int64_t>{1, 1});
    return memref::SubViewOp::create(
        rewriter, loc, cast<MemRefType>(type), buffer,
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(row),
                               rewriter.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1),
                               rewriter.getIndexAttr(channels)},
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1),
                               rewriter.getIndexAttr(1)});
  };
  Value rows[] = {getRow(0), getRow(1)};
  SmallVector<AffineMap> maps;
  for (OpOperand *vector : epilogue.vectors)
    maps.push_back(getChannelLoopMap(epilogue.op, vector));
  maps.append(2, AffineMap::getMultiDimIdentityMap(1, context));
  linalg::GenericOp::create(
      rewriter, loc, vectors, rows, maps, {utils::IteratorType::parallel},
      [&](OpBuilder &builder, Location loc, ValueRange arguments) {
        IRMapping mapping;
        for (auto [vector, argument] : llvm::zip(epilogue.vectors, arguments))
          mapping.map(epilogue.op.getMatchingBlockArgument(vector), argument);
        Block *body = epilogue.op.getBlock();
        // Operands from the old body: constants there are cloned as met.
        auto lookup = [&](Value value) {
          if (Value mapped = mapping.lookupOrNull(value))
            return mapped;
          Operation *definer = value.getDefiningOp();
          if (!definer || definer->getBlock() != body)
            return value;
          Value copy = builder.clone(*definer)->getResult(0);
          mapping.map(value, copy);
          return copy;
        };
        auto constant = [&](float value) -> Value {
          return arith::ConstantOp::create(builder, loc,
                                           builder.getF32FloatAttr(value));
        };
        auto negate = [&](Value value) -> Value {
          return arith::NegFOp::create(builder, loc, value);
        };
        Value x = epilogue.kernelResult;
        Value scale, shift; // Null: 1 and 0.
        for (Operation *op : epilogue.channelAffine) {
          for (Value operand : op->getOperands())
            if (operand != x)
              lookup(operand);
          if (!llvm::is_contained(op->getOperands(), x)) {
            builder.clone(*op, mapping);
            continue;
          }
          bool xFirst = op->getOperand(0) == x;
          Value v = lookup(op->getOperand(xFirst ? 1 : 0));
          auto apply = [&](Value a, Value b) -> Value {
            Operation *copy = builder.clone(*op);
            copy->setOperands({a, b});
            return copy->getResult(0);
          };
          // x + v, x - v, v - x, x * v, v * x, x / v on x = a * y + b.
          if (isa<arith::AddFOp>(op)) {
            shift = shift ? apply(shift, v) : v;
          } else if (isa<arith::SubFOp>(op) && xFirst) {
            shift = shift ? apply(shift, v) : negate(v);
          } else if (isa<arith::SubFOp>(op)) {
            scale = scale ? negate(scale) : constant(-1.0f);
            shift = shift ? apply(v, shift) : v;
          } else if (isa<arith::MulFOp>(op)) {
            scale = scale ? apply(scale, v) : v;
            shift = shift ? apply(shift, v) : Value();
          } else {
            scale = scale ? apply(scale, v) : apply(constant(1.0f), v);
            shift = shift ? apply(shift, v) : Value();
          }
          x = op->getResult(0);
        }
        linalg::YieldOp::create(builder, loc,
                                ValueRange{scale ? scale : constant(1.0f),
                                           shift ? shift : constant(0.0f)});
      });
  rewriter.setInsertionPointAfter(kernel);
  memref::DeallocOp::create(rewriter, loc, buffer);
  return buffer;
}

Value mlir::layout::redirectToEpilogue(RewriterBase &rewriter,
                                       Operation *kernel, Epilogue &epilogue,
                                       SmallVectorImpl<Value> *buffers) {
  if (epilogue.movesKernel) {
    // The buffers it reads are freed after it.
    SmallVector<Value> kernelBuffers = getKernelBuffers(kernel);
    SmallVector<Operation *> frees;
    for (Operation *op = kernel->getNextNode(); op != epilogue.op;
         op = op->getNextNode())
      if (freesAnyOf(op, kernelBuffers))
        frees.push_back(op);
    rewriter.moveOpBefore(kernel, epilogue.op);
    for (Operation *free : llvm::reverse(frees))
      rewriter.moveOpAfter(free, epilogue.op);
  }
  Value result = epilogue.op.getDpsInitOperand(0)->get();
  SmallVector<Operation *, 2> allocation = {getFreshAllocation(result)};
  if (result.getDefiningOp() != allocation.front())
    allocation.push_back(result.getDefiningOp());
  for (Operation *op : allocation)
    if (op && !epilogue.inPlace && kernel->getBlock() == op->getBlock() &&
        kernel->isBeforeInBlock(op))
      rewriter.moveOpBefore(op, kernel);
  if (buffers && !epilogue.channelAffine.empty()) {
    Value channels = computeChannels(rewriter, kernel, epilogue);
    buffers->back() = channels;
    if (!epilogue.operand)
      (*buffers)[buffers->size() - 2] = channels;
    rewriter.setInsertionPoint(kernel);
  }
  rewriter.eraseOp(epilogue.op);
  return result;
}
