/*===-- tensor-layout-c/Parse.h - Parse named MLIR sources ----------*- C
-*-===*\
|*                                                                            *|
|* Upstream's mlirModuleCreateParse gives no name to the source, so its      *|
|* diagnostics have no file to point to; mlirOperationCreateParse names it   *|
|* but wants one top-level operation. Bindings need both: text of any number *|
|* of top-level operations, and diagnostics located in a named source.       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TENSOR_LAYOUT_C_PARSE_H
#define TENSOR_LAYOUT_C_PARSE_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Parses `source` into a module (top-level operations other than one
/// builtin.module are wrapped into one) and verifies it; locations name
/// `sourceName`. Returns a null module after emitting diagnostics when
/// parsing or verification fails. The caller owns the module.
MLIR_CAPI_EXPORTED MlirModule tensorLayoutParseModule(MlirContext context,
                                                      MlirStringRef source,
                                                      MlirStringRef sourceName);

#ifdef __cplusplus
}
#endif

#endif // TENSOR_LAYOUT_C_PARSE_H
