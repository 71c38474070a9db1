//===- LinearEpilogue.cpp - The epilogue cuBLASLt and cuDNN fuse ----------===//

#include "Conversion/LinalgToCudaLibraries/LinearEpilogue.h"

#include "Conversion/LinalgToOneDNN/PostOps.h"

#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include <algorithm>
#include <limits>

using namespace mlir;
using namespace mlir::layout;

std::optional<LinearEpilogue>
mlir::layout::getLinearEpilogue(ArrayRef<int64_t> postOps) {
  LinearEpilogue epilogue;
  enum Stage { kScale, kAdd, kClip, kDone } stage = kScale;
  // A constant added before the operand, and whether one followed it.
  bool biasBeforeOperand = false, biasAfterOperand = false;
  for (size_t i = 0; i + 2 < postOps.size(); i += 3) {
    int64_t algorithm = postOps[i];
    float alpha = getF32FromBits(postOps[i + 1]),
          beta = getF32FromBits(postOps[i + 2]);
    // (No scale by 0: a library may then skip the product, whose
    // infinities and NaNs make NaNs.)
    if (algorithm == TL_ONEDNN_LINEAR && beta == 0.0f && alpha != 0.0f &&
        stage <= kScale) {
      epilogue.alpha *= alpha;
      stage = kAdd;
    } else if (algorithm == TL_ONEDNN_LINEAR && alpha == 1.0f &&
               !epilogue.bias && stage <= kClip) {
      epilogue.bias = beta;
      biasBeforeOperand = !epilogue.addsOperand;
      stage = std::max(stage, kAdd);
    } else if (algorithm == TL_ONEDNN_LINEAR && alpha == 1.0f &&
               biasBeforeOperand && epilogue.addsOperand && !biasAfterOperand &&
               stage <= kClip) {
      // Constants on both sides of the operand (the main branch's bias and
      // a projection shortcut's) are one bias: the library adds C and the
      // bias in an order of its own anyway. Two in a row stay apart.
      *epilogue.bias += beta;
      biasAfterOperand = true;
    } else if (algorithm == TL_ONEDNN_ADD_OPERAND && stage <= kAdd &&
               !epilogue.addsOperand) {
      epilogue.addsOperand = true;
      epilogue.beta = 1.0f;
      stage = kAdd;
    } else if (algorithm == TL_ONEDNN_CLIP && alpha == 0.0f &&
               beta == std::numeric_limits<float>::infinity() &&
               stage <= kClip) {
      epilogue.relu = true;
      stage = kDone;
    } else {
      return std::nullopt;
    }
  }
  return epilogue;
}
