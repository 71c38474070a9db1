//===- OneDNNFormats.cpp - oneDNN memory formats as requirements ----------===//

#include "OneDNNFormats.h"

#include "llvm/ADT/STLExtras.h"

#include <numeric>

using namespace mlir;
using namespace mlir::layout;

FailureOr<RequirementAttr> mlir::layout::getRequirementForOneDNNFormat(
    MLIRContext *context, const dnnl_memory_desc_t &desc,
    ArrayRef<int64_t> keptDims, int64_t baseAlign) {
  if (desc.format_kind != dnnl_blocked || desc.extra.flags != 0)
    return failure();
  const dnnl_blocking_desc_t &blocking = desc.format_desc.blocking;
  int64_t rank = keptDims.size();
  // The tensor dim of each oneDNN dim, or -1 for dropped unit dims.
  SmallVector<int64_t> tensorDim(desc.ndims, -1);
  for (auto [dim, kept] : llvm::enumerate(keptDims))
    tensorDim[kept] = dim;
  for (int64_t d = 0; d < desc.ndims; ++d) {
    if (desc.padded_offsets[d] != 0 ||
        (tensorDim[d] < 0 && desc.padded_dims[d] != 1))
      return failure();
  }

  // Inner blocks become tiles, outermost first, each dim at most once.
  SmallVector<int64_t> tileDims, tileSizes, blockProduct(rank, 1);
  int64_t innerElements = 1;
  for (int i = 0; i < blocking.inner_nblks; ++i) {
    int64_t dim = tensorDim[blocking.inner_idxs[i]];
    int64_t size = blocking.inner_blks[i];
    if (dim < 0 || llvm::is_contained(tileDims, dim))
      return failure();
    tileDims.push_back(dim);
    tileSizes.push_back(size);
    blockProduct[dim] = size;
    innerElements *= size;
  }

  // Padded dims become alignments (with zero padding: oneDNN's kernels sum
  // over whole blocks); outer strides, largest first, the order.
  SmallVector<int64_t> align(rank, 1), outerExtent(rank);
  bool padded = false;
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t extent = desc.dims[keptDims[dim]];
    int64_t paddedExtent = desc.padded_dims[keptDims[dim]];
    if (extent <= 0 || paddedExtent % blockProduct[dim] != 0)
      return failure();
    if (paddedExtent != extent) {
      padded = true;
      int64_t blocks = llvm::divideCeil(extent, blockProduct[dim]);
      align[dim] = blocks * blockProduct[dim] == paddedExtent
                       ? blockProduct[dim]
                       : paddedExtent;
    }
    outerExtent[dim] = paddedExtent / blockProduct[dim];
  }
  SmallVector<int64_t> order(rank);
  std::iota(order.begin(), order.end(), 0);
  llvm::stable_sort(order, [&](int64_t a, int64_t b) {
    return blocking.strides[keptDims[a]] > blocking.strides[keptDims[b]];
  });
  // The layout packs the outer dims densely over the inner blocks; so must
  // the descriptor (a dim of one outer position may have any stride).
  int64_t expected = innerElements;
  for (int64_t dim : llvm::reverse(order)) {
    if (outerExtent[dim] > 1 && blocking.strides[keptDims[dim]] != expected)
      return failure();
    expected *= outerExtent[dim];
  }

  if (!padded)
    align.clear();
  // A plain tensor is not copied only to align its start: oneDNN's
  // kernels do not need it.
  bool plain = tileDims.empty() && !padded &&
               llvm::equal(order, llvm::seq<int64_t>(0, rank));
  if (plain)
    baseAlign = 0;
  return RequirementAttr::get(context, ArrayRef<int64_t>(order),
                              ArrayRef<int64_t>(align), ArrayRef<int64_t>(),
                              ArrayRef<int64_t>(), ArrayRef<int64_t>(),
                              padded ? UnitAttr::get(context) : Attribute(),
                              /*exactTiles=*/true, ArrayRef<int64_t>(tileDims),
                              ArrayRef<int64_t>(tileSizes), baseAlign,
                              /*tilePositions=*/ArrayRef<int64_t>());
}
