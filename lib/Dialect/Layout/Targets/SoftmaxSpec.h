//===- SoftmaxSpec.h - Reduced dim innermost --------------------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_SOFTMAXSPEC_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_SOFTMAXSPEC_H

#include "RoleBasedTarget.h"

namespace mlir {
namespace layout {

/// Softmax reduces along dim R: every target wants it innermost, so that
/// the reduction and the normalization walk contiguous rows.
inline StorageSpec getSoftmaxSpec(StringRef dims, int64_t alignBytes,
                                  int64_t baseAlign) {
  std::string storage = dims.str();
  llvm::erase(storage, 'R');
  storage.push_back('R');
  return StorageSpec{storage, 'R', alignBytes, {}, baseAlign};
}

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_SOFTMAXSPEC_H
