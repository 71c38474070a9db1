//===- PaddedImages.cpp - Images a kernel pads itself ---------------------===//

#include "Conversion/LinalgToOneDNN/PaddedImages.h"

#include "Conversion/LinalgToOneDNN/RuntimeCalls.h"

#include "tensor-layout/Dialect/Layout/Analysis/PadValueEvaluation.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/Dialect/Layout/Transforms/TiledLayouts.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::layout;

bool mlir::layout::isConvolutionPadValue(Value value) {
  return matchPattern(value, m_AnyZeroFloat());
}

bool mlir::layout::isMaxPoolingPadValue(Value value) {
  Attribute constant;
  return matchPattern(value, m_Constant(&constant)) &&
         isLowestFloatPadValue(constant);
}

/// Whether `op` sets every element of `buffer` to a value `isPadValue`
/// accepts (a linalg.fill, or the linalg.map that bufferization makes of a
/// tensor.pad's border).
static bool isFillOf(Operation *op, Value buffer,
                     function_ref<bool(Value)> isPadValue) {
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return fill.getOutputs().front() == buffer &&
           isPadValue(fill.getInputs().front());
  auto map = dyn_cast<linalg::MapOp>(op);
  if (!map || !map.getInputs().empty() || map.getInit() != buffer)
    return false;
  Operation *yield = map.getMapper().front().getTerminator();
  return isPadValue(yield->getOperand(0));
}

/// Whether an op strictly between `from` and `to` (in one block), or one
/// nested in it, may write `buffer`: one that writes a view of it, or one
/// with unknown effects that takes a view of it. Deallocations aside.
static bool mayBeWrittenBetween(Operation *from, Operation *to, Value buffer) {
  for (Operation *op = from->getNextNode(); op && op != to;
       op = op->getNextNode()) {
    if (isa<memref::DeallocOp>(op))
      continue;
    WalkResult result = op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands()) {
        if (!isa<BaseMemRefType>(operand.getType()) ||
            getViewedBuffer(operand) != buffer)
          continue;
        auto effects = dyn_cast<MemoryEffectOpInterface>(nested);
        if (!effects || effects.getEffectOnValue<MemoryEffects::Write>(operand))
          return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return true;
  }
  return false;
}

/// The logical type of the image `kernel` records (TiledLayouts.h) where
/// that is in a tiled layout, or null: the image buffer is then strided,
/// its dims the logical ones.
static RankedTensorType getRecordedImageType(Operation *kernel) {
  std::optional<RecordedLogicalOp> record = getRecordedLogicalOp(kernel);
  if (!record || record->operandTypes.empty())
    return {};
  auto typeAttr = dyn_cast<TypeAttr>(record->operandTypes[0]);
  auto type = typeAttr ? dyn_cast<RankedTensorType>(typeAttr.getValue())
                       : RankedTensorType();
  EncodingAttr layout = type ? EncodingAttr::get(type) : nullptr;
  return layout && layout.isTiled() ? type : RankedTensorType();
}

/// The dims of the image buffer that hold its two spatial dims: 2 and 3 of
/// a strided buffer, their physical dims for a tiled `logical` image (none
/// where one is tiled).
static SmallVector<int64_t> getSpatialDims(RankedTensorType logical) {
  if (!logical)
    return {2, 3};
  EncodingAttr layout = EncodingAttr::get(logical);
  if (logical.getRank() != 4 || layout.getTileSize(2) != 1 ||
      layout.getTileSize(3) != 1)
    return {};
  SmallVector<int64_t> order = layout.getPhysicalOrder(4);
  SmallVector<int64_t> dims;
  for (int64_t dim : {2, 3})
    dims.push_back(llvm::find(order, dim) - order.begin());
  return dims;
}

std::optional<PaddedImage>
mlir::layout::matchPaddedImage(Operation *conv, Value image,
                               function_ref<bool(Value)> isPadValue) {
  // An allocation, or its view in a layout (how a pad into NHWC is
  // allocated) that nothing else views.
  memref::AllocOp alloc = getFreshAllocation(image);
  if (!alloc || alloc->getBlock() != conv->getBlock())
    return std::nullopt;
  if (image != alloc.getResult() &&
      !llvm::all_of(alloc->getUsers(), [&](Operation *user) {
        return user == image.getDefiningOp() || isa<memref::DeallocOp>(user);
      }))
    return std::nullopt;
  Operation *fill = nullptr;
  memref::SubViewOp interior;
  for (Operation *user : image.getUsers()) {
    if (user == conv || isa<memref::DeallocOp>(user))
      continue;
    if (auto view = dyn_cast<memref::SubViewOp>(user); view && !interior)
      interior = view;
    else if (!fill && isFillOf(user, image, isPadValue))
      fill = user;
    else
      return std::nullopt;
  }
  if (!fill || !interior || !interior->hasOneUse())
    return std::nullopt;
  Operation *copy = *interior->user_begin();
  Value source;
  if (auto linalgCopy = dyn_cast<linalg::CopyOp>(copy);
      linalgCopy && linalgCopy.getOutputs().front() == interior.getResult())
    source = linalgCopy.getInputs().front();
  else if (auto memrefCopy = dyn_cast<memref::CopyOp>(copy);
           memrefCopy && memrefCopy.getTarget() == interior.getResult())
    source = memrefCopy.getSource();
  // The source must hold at the convolution what it held at the copy.
  if (!source || fill->getBlock() != conv->getBlock() ||
      copy->getBlock() != conv->getBlock() || !fill->isBeforeInBlock(copy) ||
      !copy->isBeforeInBlock(conv) ||
      mayBeWrittenBetween(copy, conv, getViewedBuffer(source)))
    return std::nullopt;

  // The interior: all of the batch and channel dims (and tiles), unit
  // strides.
  auto imageType = cast<MemRefType>(image.getType());
  ArrayRef<int64_t> offsets = interior.getStaticOffsets();
  ArrayRef<int64_t> sizes = interior.getStaticSizes();
  RankedTensorType logical = getRecordedImageType(conv);
  SmallVector<int64_t> spatialDims = getSpatialDims(logical);
  int64_t rank = logical ? getPhysicalTensorType(logical).getRank() : 4;
  if (spatialDims.empty() || imageType.getRank() != rank ||
      !imageType.hasStaticShape() || ShapedType::isDynamicShape(offsets) ||
      ShapedType::isDynamicShape(sizes) ||
      !llvm::all_of(interior.getStaticStrides(),
                    [](int64_t stride) { return stride == 1; }))
    return std::nullopt;
  for (int64_t dim = 0; dim < imageType.getRank(); ++dim)
    if (!llvm::is_contained(spatialDims, dim) &&
        (offsets[dim] != 0 || sizes[dim] != imageType.getDimSize(dim)))
      return std::nullopt;
  PaddedImage padded{source, {}, {}, {}, {fill, interior, copy}};
  for (int64_t dim : spatialDims) {
    padded.low.push_back(offsets[dim]);
    padded.high.push_back(imageType.getDimSize(dim) - offsets[dim] -
                          sizes[dim]);
  }
  FailureOr<OneDNNTensorDesc> desc = failure();
  auto sourceType = cast<MemRefType>(source.getType());
  if (logical) {
    // (Without padding, the unpadded image's blocks are the padded one's.)
    SmallVector<int64_t> shape(logical.getShape());
    for (int64_t k : {0, 1})
      shape[2 + k] -= padded.low[k] + padded.high[k];
    auto unpadded = RankedTensorType::get(shape, logical.getElementType(),
                                          logical.getEncoding());
    EncodingAttr layout = EncodingAttr::get(logical);
    if (sourceType.getElementType().isF32() && !sourceType.getMemorySpace() &&
        !layout.hasPadding(logical.getShape()) &&
        !layout.hasPadding(unpadded.getShape()))
      desc = describeTiledBuffer(unpadded, sourceType, /*isRead=*/true);
  } else if (!sourceType.getMemorySpace()) {
    // Of any element type: cuDNN's bf16 convolutions pad too (oneDNN's
    // patterns take f32 kernels only, whose images' sources are f32).
    desc = describeStridedBuffer(sourceType);
  }
  if (failed(desc))
    return std::nullopt;
  padded.sourceDesc = *desc;
  return padded;
}

void mlir::layout::readUnpadded(RewriterBase &rewriter, Operation *conv,
                                PaddedImage &padded) {
  Value root = getViewedBuffer(padded.source);
  for (Operation *user : llvm::to_vector(root.getUsers()))
    if (isa<memref::DeallocOp>(user) && user->getBlock() == conv->getBlock() &&
        user->isBeforeInBlock(conv))
      rewriter.moveOpAfter(user, conv);
  for (Operation *op : llvm::reverse(padded.ops))
    rewriter.eraseOp(op);
}
