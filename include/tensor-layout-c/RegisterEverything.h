/*===-- tensor-layout-c/RegisterEverything.h - Register tensor-layout -*- C
-*-===*\
|*                                                                            *|
|* One call each for the dialects and for the passes of tensor-layout, the C  *|
|* counterparts of tensor-layout/InitAll.h. Upstream dialects and passes are  *|
|* registered next to them with mlir-c/RegisterEverything.h.                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TENSOR_LAYOUT_C_REGISTEREVERYTHING_H
#define TENSOR_LAYOUT_C_REGISTEREVERYTHING_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Adds the layout dialect, the bufferization models of its ops and the
/// built-in targets (#layout.generic_cpu, #layout.x86_avx512,
/// #layout.nvidia_sm90) to `registry`.
MLIR_CAPI_EXPORTED void
tensorLayoutRegisterAllDialects(MlirDialectRegistry registry);

/// Registers the passes (--layout-assign, --layout-propagate, ...) and the
/// pipelines (--layout-lower-to-llvm) with the global registry, so that
/// mlirParsePassPipeline and mlirOpPassManagerAddPipeline can name them.
MLIR_CAPI_EXPORTED void tensorLayoutRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif // TENSOR_LAYOUT_C_REGISTEREVERYTHING_H
