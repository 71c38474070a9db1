//===- RoleBasedTarget.cpp - Targets that ask per tensor role -------------===//

#include "RoleBasedTarget.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::layout;

RequirementAttr mlir::layout::buildRequirement(MLIRContext *context,
                                               StringRef dims,
                                               const StorageSpec &spec) {
  int64_t rank = dims.size();
  SmallVector<int64_t> order;
  for (char letter : spec.storage)
    order.push_back(dims.find(letter));
  SmallVector<int64_t> alignBytes;
  if (spec.alignedDim && spec.alignBytes > 1) {
    alignBytes.assign(rank, 1);
    alignBytes[dims.find(spec.alignedDim)] = spec.alignBytes;
  }
  SmallVector<int64_t> tileDims, tileSizes;
  for (auto [letter, size] : spec.tiles) {
    tileDims.push_back(dims.find(letter));
    tileSizes.push_back(size);
  }
  return RequirementAttr::get(
      context, ArrayRef<int64_t>(order), ArrayRef<int64_t>(),
      ArrayRef<int64_t>(alignBytes), ArrayRef<int64_t>(), ArrayRef<int64_t>(),
      spec.zeroPadding ? UnitAttr::get(context) : Attribute(),
      /*exactTiles=*/true, ArrayRef<int64_t>(tileDims),
      ArrayRef<int64_t>(tileSizes), spec.baseAlign,
      /*tilePositions=*/ArrayRef<int64_t>());
}

RequirementAttr mlir::layout::getPlainRequirement(MLIRContext *context,
                                                  int64_t rank) {
  SmallVector<int64_t> identity = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  return RequirementAttr::get(
      context, ArrayRef<int64_t>(identity), ArrayRef<int64_t>(),
      ArrayRef<int64_t>(), ArrayRef<int64_t>(), ArrayRef<int64_t>(),
      Attribute(), /*exactTiles=*/true, ArrayRef<int64_t>(),
      ArrayRef<int64_t>(), /*baseAlign=*/0,
      /*tilePositions=*/ArrayRef<int64_t>());
}

std::optional<int64_t> mlir::layout::getPlainKernelCost(Operation *op,
                                                        double gain) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return std::nullopt;
  double iterations = 1;
  for (int64_t range : linalgOp.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(range))
      return std::nullopt;
    iterations *= range;
  }
  double seconds = gain * 2 * iterations / kKernelFlopsPerSecond;
  return static_cast<int64_t>(
      std::min(seconds * kTransformBytesPerSecond, 1e18));
}

int64_t mlir::layout::getExtent(RankedTensorType type, StringRef dims,
                                char letter) {
  size_t dim = dims.find(letter);
  if (dim == StringRef::npos)
    return ShapedType::kDynamic;
  return type.getDimSize(dim);
}

int64_t mlir::layout::getRowAlignment(RankedTensorType type, StringRef dims,
                                      char letter, int64_t lineBytes,
                                      int64_t minLines,
                                      int64_t shortAlignBytes) {
  int64_t extent = getExtent(type, dims, letter);
  std::optional<int64_t> elementBytes =
      getElementByteSize(type.getElementType());
  if (ShapedType::isDynamic(extent) || !elementBytes)
    return shortAlignBytes;
  return extent * *elementBytes >= minLines * lineBytes ? lineBytes
                                                        : shortAlignBytes;
}
