//===- PointwiseConvolutionToMatmul.cpp - 1x1 convs across orders ---------===//
//
// cuDNN's kernels take an image and a result in one order. A 1x1
// convolution at stride 1 of one image from NCHW into NHWC, or back, which
// the cuda-libraries target offers at a network's NCHW edges, is the
// matmul filter (F, C) x pixels (C, H * W) = result (F, H * W), and
// cuBLASLt reads and writes those matrices in either order. So such a
// convolution becomes a linalg.matmul on views of its buffers (its zero
// fill moved onto the result's view) for MatmulToCublasLt to run, in place
// of the transforms around it, in TF32 where cuDNN would have run it so.
// The element-wise epilogue after it, where cuBLASLt computes it (a bias,
// a residual, a ReLU), moves onto views of its buffers too, so that
// MatmulToCublasLt folds it into the call: (c, h, w) is (c, h * W + w) in
// every buffer whose pixels are one strided dim, whatever its order.
//
// With such an epilogue, a 1x1 convolution in one order (NCHW or NHWC
// both) becomes a matmul too: cuDNN runs it as a GEMM as well (on an H200,
// in either order, without transforms), but leaves its epilogue a kernel
// of ours, where cuBLASLt computes it in the same call.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Conversion/LinalgToCudaLibraries/LinalgToCudaLibraries.h"

#include "tensor-layout/Conversion/Passes.h"

#include "Conversion/LayoutCopyCommon/UntiledCopy.h"
#include "Conversion/LinalgToCudaLibraries/LinearEpilogue.h"
#include "Conversion/LinalgToOneDNN/PostOps.h"
#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"
#include "Dialect/Layout/Utils/PointwiseConvolution.h"
#include "Dialect/Layout/Utils/RewriteOnly.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/ADT/SetVector.h"

#include <array>

namespace mlir {
namespace layout {
#define GEN_PASS_DEF_LAYOUTPOINTWISECONVTOMATMUL
#include "tensor-layout/Conversion/Passes.h.inc"
} // namespace layout
} // namespace mlir

using namespace mlir;
using namespace mlir::layout;

namespace {
/// A static strided buffer seen as a matrix: its offset, its two extents
/// and their strides.
struct MatrixView {
  int64_t offset;
  std::array<int64_t, 2> sizes, strides;
};
} // namespace

/// The strides and offset of `value`, a static strided buffer in the
/// default memory space (what cuBLASLt's matmul reads), or nothing.
static std::optional<std::pair<SmallVector<int64_t>, int64_t>>
getStaticStrides(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || !type.hasStaticShape() || type.getMemorySpace())
    return std::nullopt;
  return getStaticStridesAndOffset(type);
}

/// An image or result (1, C, H, W) as the matrix (C, H * W), or nothing
/// where its pixels are not one strided dim (rows padded apart).
static std::optional<MatrixView> getPixelMatrix(Value buffer) {
  auto strided = getStaticStrides(buffer);
  if (!strided)
    return std::nullopt;
  ArrayRef<int64_t> shape = cast<MemRefType>(buffer.getType()).getShape();
  ArrayRef<int64_t> strides = strided->first;
  int64_t height = shape[2], width = shape[3];
  if (height > 1 && width > 1 && strides[2] != width * strides[3])
    return std::nullopt;
  int64_t pixelStride = width > 1 ? strides[3] : strides[2];
  return MatrixView{
      strided->second, {shape[1], height * width}, {strides[1], pixelStride}};
}

/// The view of `buffer` as `matrix`. A static view of a buffer (how
/// bufferization allocates one in a layout) is replaced by a view of what
/// it views, as upstream folds a reinterpret_cast of one: the kernel
/// patterns find the allocation behind a single view (getFreshAllocation).
static Value createView(PatternRewriter &rewriter, Location loc, Value buffer,
                        const MatrixView &matrix) {
  auto type = cast<MemRefType>(buffer.getType());
  auto layout = StridedLayoutAttr::get(rewriter.getContext(), matrix.offset,
                                       matrix.strides);
  auto viewType = MemRefType::get(matrix.sizes, type.getElementType(), layout,
                                  type.getMemorySpace());
  Value source = getStaticViewSource(buffer);
  return memref::ReinterpretCastOp::create(
      rewriter, loc, viewType, source ? source : buffer, matrix.offset,
      matrix.sizes, matrix.strides);
}

/// Erases the views among `buffers` that nothing uses any more (each
/// once).
static void eraseUnusedViews(PatternRewriter &rewriter, ValueRange buffers) {
  llvm::SmallSetVector<Operation *, 4> views;
  for (Value buffer : buffers)
    if (auto view = buffer.getDefiningOp<memref::ReinterpretCastOp>())
      views.insert(view);
  for (Operation *view : views)
    if (view->use_empty())
      rewriter.eraseOp(view);
}

/// The epilogue after `conv` (into `result`) that cuBLASLt computes, where
/// every buffer it reads and writes has its pixels in one strided dim.
static std::optional<Epilogue>
getViewableEpilogue(linalg::Conv2DNchwFchwOp conv, Value result) {
  std::optional<Epilogue> epilogue =
      matchEpilogue(conv, result, {/*acceptsGaps=*/true});
  if (!epilogue || !getLinearEpilogue(epilogue->postOps) ||
      !llvm::all_of(epilogue->op->getOperands(), [](Value buffer) {
        return getPixelMatrix(buffer).has_value();
      }))
    return std::nullopt;
  return epilogue;
}

/// Whether a convolution in one order with `epilogue` is better off as a
/// matmul: cuBLASLt's matmul takes its element types as cuDNN would, and
/// nothing but the fill, the convolution, the epilogue and (on the
/// allocation itself) a deallocation uses its result. A deallocation
/// through a view of it would leave the matmul's own view of the
/// allocation a second one, and MatmulToCublasLt the epilogue a kernel: no
/// gain over cuDNN's convolution.
static bool foldsIntoMatmul(linalg::Conv2DNchwFchwOp conv, Value result,
                            linalg::FillOp zeroFill, Epilogue &epilogue) {
  if (!hasLibraryElementTypes(conv))
    return false;
  bool isAllocation = result.getDefiningOp<memref::AllocOp>() != nullptr;
  return llvm::all_of(result.getUsers(), [&](Operation *user) {
    return user == conv.getOperation() || user == zeroFill.getOperation() ||
           user == epilogue.op.getOperation() ||
           (isAllocation && isa<memref::DeallocOp>(user));
  });
}

/// Runs `epilogue` on the pixel matrices of its buffers, reading `product`
/// (the matmul's result view) for the convolution's result: the views of
/// its other inputs before `zeroFill`, the matmul's (the kernel patterns
/// take an operand defined before the kernel, and only allocations between
/// a fill and its kernel), of its output where that is allocated. Adds the
/// epilogue's old buffers to `replaced`.
static void moveEpilogueOntoViews(PatternRewriter &rewriter, Epilogue &epilogue,
                                  Value result, Value product,
                                  linalg::FillOp zeroFill,
                                  SmallVectorImpl<Value> &replaced) {
  linalg::GenericOp generic = epilogue.op;
  Location loc = generic.getLoc();
  SmallVector<Value> inputs;
  for (Value input : generic.getDpsInputs()) {
    if (input == result) {
      inputs.push_back(product);
      continue;
    }
    rewriter.setInsertionPoint(zeroFill);
    inputs.push_back(createView(rewriter, loc, input, *getPixelMatrix(input)));
  }
  Value output = generic.getDpsInits()[0];
  rewriter.setInsertionPoint(generic);
  Value outputView = createView(rewriter, loc, output, *getPixelMatrix(output));
  SmallVector<AffineMap> maps(generic->getNumOperands(),
                              rewriter.getMultiDimIdentityMap(2));
  SmallVector<utils::IteratorType> iterators(2, utils::IteratorType::parallel);
  auto viewed =
      linalg::GenericOp::create(rewriter, loc, TypeRange(), inputs,
                                ValueRange{outputView}, maps, iterators);
  rewriter.inlineRegionBefore(generic.getRegion(), viewed.getRegion(),
                              viewed.getRegion().end());
  llvm::append_range(replaced, generic->getOperands());
  rewriter.eraseOp(generic);
}

namespace {
/// linalg.conv_2d_nchw_fchw on buffers, 1x1 at stride 1 on one image,
/// whose image and result keep their channels on different sides of the
/// pixels, or (`inOneOrder`) whose epilogue cuBLASLt computes ->
/// linalg.matmul of the filter by the image's pixels into the result's.
struct PointwiseConvolutionToMatmul
    : public OpRewritePattern<linalg::Conv2DNchwFchwOp> {
  PointwiseConvolutionToMatmul(MLIRContext *context, bool allowTF32,
                               bool inOneOrder)
      : OpRewritePattern(context), allowTF32(allowTF32),
        inOneOrder(inOneOrder) {}

  LogicalResult matchAndRewrite(linalg::Conv2DNchwFchwOp conv,
                                PatternRewriter &rewriter) const override {
    if (!conv.hasPureBufferSemantics())
      return rewriter.notifyMatchFailure(conv, "not on buffers");
    Value image = conv.getInputs()[0], filter = conv.getInputs()[1],
          result = conv.getOutputs()[0];
    auto filterType = cast<MemRefType>(filter.getType());
    if (!isPointwiseOnOneImage(conv))
      return rewriter.notifyMatchFailure(
          conv, "not a 1x1 convolution at stride 1 of one image into its "
                "pixels");
    std::optional<MatrixView> pixels = getPixelMatrix(image);
    std::optional<MatrixView> output = getPixelMatrix(result);
    auto filterStrides = getStaticStrides(filter);
    if (!pixels || !output || !filterStrides)
      return rewriter.notifyMatchFailure(
          conv, "not static strided buffers with the pixels in one dim");
    // Nothing between the fill and the convolution touches the result
    // (getFillBefore): the fill moves onto its view, right before the
    // matmul, where MatmulToCublasLt drops it.
    linalg::FillOp zeroFill = getZeroFillBefore(conv, result);
    std::optional<Epilogue> epilogue =
        zeroFill ? getViewableEpilogue(conv, result) : std::nullopt;
    // Channels innermost in one and not the other, or an epilogue that
    // cuBLASLt computes: cuDNN takes the rest.
    auto channelsInnermost = [](const MatrixView &matrix) {
      return matrix.strides[0] == 1 && matrix.sizes[0] > 1;
    };
    if (channelsInnermost(*pixels) == channelsInnermost(*output) &&
        !(inOneOrder && epilogue &&
          foldsIntoMatmul(conv, result, zeroFill, *epilogue)))
      return rewriter.notifyMatchFailure(
          conv, "image and result in one order without an epilogue "
                "cuBLASLt computes (cuDNN's convolution)");
    MatrixView weights{filterStrides->second,
                       {filterType.getDimSize(0), filterType.getDimSize(1)},
                       {filterStrides->first[0], filterStrides->first[1]}};
    Location loc = conv.getLoc();
    rewriter.setInsertionPoint(conv);
    Value a = createView(rewriter, loc, filter, weights);
    Value b = createView(rewriter, loc, image, *pixels);
    Value c = createView(rewriter, loc, result, *output);
    if (zeroFill) {
      rewriter.moveOpBefore(zeroFill, conv);
      rewriter.modifyOpInPlace(zeroFill,
                               [&] { zeroFill.getOutputsMutable()[0].set(c); });
    }
    auto matmul = rewriter.replaceOpWithNewOp<linalg::MatmulOp>(
        conv, ValueRange{a, b}, ValueRange{c});
    // The convolution's precision: cuDNN's f32 engines compute in TF32
    // unless told not to (convert-linalg-to-cudnn's allow-tf32).
    if (allowTF32 && getElementTypeOrSelf(image.getType()).isF32())
      matmul->setAttr(kAllowTF32AttrName, rewriter.getUnitAttr());
    SmallVector<Value> replaced = {image, filter, result};
    if (epilogue)
      moveEpilogueOntoViews(rewriter, *epilogue, result, c, zeroFill, replaced);
    eraseUnusedViews(rewriter, replaced);
    return success();
  }

private:
  bool allowTF32;
  bool inOneOrder;
};

struct LayoutPointwiseConvToMatmulPass
    : public layout::impl::LayoutPointwiseConvToMatmulBase<
          LayoutPointwiseConvToMatmulPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populatePointwiseConvolutionToMatmulPatterns(patterns, allowTF32,
                                                 inOneOrder);
    if (failed(rewriteOnly<linalg::Conv2DNchwFchwOp>(getOperation(),
                                                     std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::layout::populatePointwiseConvolutionToMatmulPatterns(
    RewritePatternSet &patterns, bool allowTF32, bool inOneOrder) {
  patterns.add<PointwiseConvolutionToMatmul>(patterns.getContext(), allowTF32,
                                             inOneOrder);
}
