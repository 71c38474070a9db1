//===- NPUDialect.cpp - The npu dialect -----------------------------------===//

#include "npu/NPU.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace npu;

#include "npu/NPUDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "npu/NPUAttrs.cpp.inc"

void NPUDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "npu/NPUAttrs.cpp.inc"
      >();
}

LogicalResult TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 int64_t lanes) {
  if (lanes <= 0 || !llvm::isPowerOf2_64(lanes))
    return emitError() << "lanes must be a positive power of two, got "
                       << lanes;
  return success();
}
