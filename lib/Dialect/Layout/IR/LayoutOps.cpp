//===- LayoutOps.cpp - layout dialect operations --------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"

using namespace mlir;
using namespace mlir::layout;

/// The encoding of a transform's side must be a layout, or absent for the
/// packed layout.
static LogicalResult verifySide(TransformOp op, StringRef side,
                                RankedTensorType type) {
  Attribute encoding = type.getEncoding();
  if (encoding && !isa<EncodingAttr>(encoding))
    return op.emitOpError() << side
                            << " encoding must be a #layout.encoding or "
                               "absent, got "
                            << encoding;
  return success();
}

LogicalResult TransformOp::verify() {
  RankedTensorType source = getSourceType(), result = getResultType();
  if (source.getShape() != result.getShape())
    return emitOpError("source shape ")
           << source << " and result shape " << result
           << " differ; a transform changes only the layout";
  if (source.getElementType() != result.getElementType())
    return emitOpError("source element type ")
           << source.getElementType() << " and result element type "
           << result.getElementType()
           << " differ; a transform changes only the layout";
  if (failed(verifySide(*this, "source", source)) ||
      failed(verifySide(*this, "result", result)))
    return failure();
  return success();
}
