/*===- layout.c - Test of the tensor-layout C API -------------------------===*/

/* RUN: tensor-layout-capi-test 2>&1 | FileCheck %s
 */

#include "tensor-layout-c/Dialect/Layout.h"
#include "tensor-layout-c/RegisterEverything.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

static void printToStderr(MlirStringRef str, void *userData) {
  (void)userData;
  fwrite(str.data, 1, str.length, stderr);
}

static void printAttr(const char *what, MlirAttribute attr) {
  fprintf(stderr, "%s: ", what);
  mlirAttributePrint(attr, printToStderr, NULL);
  fprintf(stderr, "\n");
}

static void printArray(const char *what, intptr_t n, const int64_t *values) {
  fprintf(stderr, "%s: [", what);
  for (intptr_t i = 0; i < n; ++i)
    fprintf(stderr, "%s%" PRId64, i ? ", " : "", values[i]);
  fprintf(stderr, "]\n");
}

/* Diagnostics go to stderr with their location, as a tool would print them. */
static MlirLogicalResult handleDiagnostic(MlirDiagnostic diagnostic,
                                          void *userData) {
  (void)userData;
  fprintf(stderr, "diagnostic at ");
  mlirLocationPrint(mlirDiagnosticGetLocation(diagnostic), printToStderr, NULL);
  fprintf(stderr, ": ");
  mlirDiagnosticPrint(diagnostic, printToStderr, NULL);
  fprintf(stderr, "\n");
  return mlirLogicalResultSuccess();
}

static MlirContext createContext(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  tensorLayoutRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirContextAttachDiagnosticHandler(ctx, handleDiagnostic, NULL, NULL);
  return ctx;
}

static void testDialectHandle(MlirContext ctx) {
  MlirDialectHandle handle = mlirGetDialectHandle__layout__();
  MlirStringRef ns = mlirDialectHandleGetNamespace(handle);
  fprintf(stderr, "namespace: %.*s\n", (int)ns.length, ns.data);
  MlirDialect dialect = mlirContextGetOrLoadDialect(ctx, ns);
  fprintf(stderr, "loaded: %d\n", !mlirDialectIsNull(dialect));
  // CHECK-LABEL: namespace: layout
  // CHECK: loaded: 1
}

static void testBuildAndAccess(MlirContext ctx) {
  int64_t order[] = {0, 2, 3, 1};
  int64_t align[] = {1, 16, 1, 1};
  MlirAttribute zero = mlirUnitAttrGet(ctx);
  MlirAttribute nhwc = tensorLayoutEncodingAttrGet(
      ctx, 4, order, 4, align, 0, NULL, 0, NULL, zero, 0, NULL, NULL, 64);
  printAttr("built", nhwc);
  // CHECK-LABEL: built: #layout.encoding<order = [0, 2, 3, 1], align = [1, 16, 1, 1], pad_value = zero, base_align = 64>

  MlirAttribute parsed = mlirAttributeParseGet(
      ctx, mlirStringRefCreateFromCString(
               "#layout.encoding<order = [0, 2, 3, 1], align = [1, 16, 1, 1], "
               "pad_value = zero, base_align = 64>"));
  fprintf(stderr, "is encoding: %d, same as parsed: %d\n",
          tensorLayoutAttributeIsAEncoding(nhwc),
          mlirAttributeEqual(nhwc, parsed));
  fprintf(stderr, "unit attr is encoding: %d\n",
          tensorLayoutAttributeIsAEncoding(zero));
  // CHECK: is encoding: 1, same as parsed: 1
  // CHECK: unit attr is encoding: 0

  fprintf(stderr, "order:");
  for (intptr_t i = 0; i < tensorLayoutEncodingAttrGetNumOrder(nhwc); ++i)
    fprintf(stderr, " %" PRId64, tensorLayoutEncodingAttrGetOrder(nhwc, i));
  fprintf(stderr, "\nalign:");
  for (intptr_t i = 0; i < tensorLayoutEncodingAttrGetNumAlign(nhwc); ++i)
    fprintf(stderr, " %" PRId64, tensorLayoutEncodingAttrGetAlign(nhwc, i));
  fprintf(stderr,
          "\npad kind: %d, halo dims: %d %d, tiles: %d, base: %" PRId64 "\n",
          (int)tensorLayoutEncodingAttrGetPadKind(nhwc),
          (int)tensorLayoutEncodingAttrGetNumPadLow(nhwc),
          (int)tensorLayoutEncodingAttrGetNumPadHigh(nhwc),
          (int)tensorLayoutEncodingAttrGetNumTiles(nhwc),
          tensorLayoutEncodingAttrGetBaseAlign(nhwc));
  // CHECK: order: 0 2 3 1
  // CHECK: align: 1 16 1 1
  // CHECK: pad kind: 1, halo dims: 0 0, tiles: 0, base: 64

  // A 1x3x5x5 f32 image stored NHWC with channels padded to 16.
  int64_t shape[] = {1, 3, 5, 5};
  MlirType type = mlirRankedTensorTypeGetChecked(
      mlirLocationUnknownGet(ctx), 4, shape, mlirF32TypeGet(ctx), nhwc);
  int64_t physical[8], strides[4];
  intptr_t physicalRank = tensorLayoutTypeGetPhysicalRank(type);
  tensorLayoutTypeGetPhysicalShape(type, physical);
  printArray("physical shape", physicalRank, physical);
  fprintf(stderr, "has strides: %d\n",
          tensorLayoutTypeGetLogicalStrides(type, strides));
  printArray("strides", 4, strides);
  fprintf(stderr, "offset: %" PRId64 ", bytes: %" PRId64 "\n",
          tensorLayoutTypeGetOffset(type),
          tensorLayoutTypeGetAllocationSize(type));
  // CHECK: physical shape: [1, 5, 5, 16]
  // CHECK: has strides: 1
  // CHECK: strides: [400, 1, 80, 16]
  // CHECK: offset: 0, bytes: 1600
}

static void testHaloAndTiles(MlirContext ctx) {
  // A one-pixel halo filled with -1.0: the view starts one row and one column
  // into the buffer.
  int64_t low[] = {0, 0, 1, 1}, high[] = {0, 0, 1, 1};
  MlirAttribute minusOne = mlirFloatAttrDoubleGet(ctx, mlirF32TypeGet(ctx), -1);
  MlirAttribute halo = tensorLayoutEncodingAttrGet(
      ctx, 0, NULL, 0, NULL, 4, low, 4, high, minusOne, 0, NULL, NULL, 0);
  printAttr("halo", halo);
  printAttr("pad value", tensorLayoutEncodingAttrGetPadValue(halo));
  fprintf(stderr, "pad kind: %d\n",
          (int)tensorLayoutEncodingAttrGetPadKind(halo));
  // CHECK-LABEL: halo: #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = -1.000000e+00 : f32>
  // CHECK: pad value: -1.000000e+00 : f32
  // CHECK: pad kind: 2

  int64_t shape[] = {1, 2, 3, 3};
  MlirType type = mlirRankedTensorTypeGetChecked(
      mlirLocationUnknownGet(ctx), 4, shape, mlirF32TypeGet(ctx), halo);
  int64_t physical[4], strides[4];
  tensorLayoutTypeGetPhysicalShape(type, physical);
  tensorLayoutTypeGetLogicalStrides(type, strides);
  printArray("halo physical shape", 4, physical);
  printArray("halo strides", 4, strides);
  fprintf(stderr, "halo offset: %" PRId64 ", bytes: %" PRId64 "\n",
          tensorLayoutTypeGetOffset(type),
          tensorLayoutTypeGetAllocationSize(type));
  // CHECK: halo physical shape: [1, 2, 5, 5]
  // CHECK: halo strides: [50, 25, 5, 1]
  // CHECK: halo offset: 6, bytes: 200

  // NCHW16c of 3 channels: aligned to 16 with zeros, then blocked.
  int64_t align[] = {1, 16, 1, 1}, tileDims[] = {1}, tileSizes[] = {16};
  MlirAttribute blocked = tensorLayoutEncodingAttrGet(
      ctx, 0, NULL, 4, align, 0, NULL, 0, NULL, mlirUnitAttrGet(ctx), 1,
      tileDims, tileSizes, 0);
  printAttr("blocked", blocked);
  fprintf(stderr, "tile: %" PRId64 " by %" PRId64 "\n",
          tensorLayoutEncodingAttrGetTileDim(blocked, 0),
          tensorLayoutEncodingAttrGetTileSize(blocked, 0));
  int64_t imageShape[] = {1, 3, 5, 5};
  MlirType blockedType =
      mlirRankedTensorTypeGetChecked(mlirLocationUnknownGet(ctx), 4, imageShape,
                                     mlirBF16TypeGet(ctx), blocked);
  int64_t blockedShape[5];
  intptr_t blockedRank = tensorLayoutTypeGetPhysicalRank(blockedType);
  tensorLayoutTypeGetPhysicalShape(blockedType, blockedShape);
  printArray("blocked physical shape", blockedRank, blockedShape);
  fprintf(stderr, "blocked has strides: %d, bytes: %" PRId64 "\n",
          tensorLayoutTypeGetLogicalStrides(blockedType, strides),
          tensorLayoutTypeGetAllocationSize(blockedType));
  // CHECK: blocked: #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>
  // CHECK: tile: 1 by 16
  // CHECK: blocked physical shape: [1, 1, 5, 5, 16]
  // CHECK: blocked has strides: 0, bytes: 800

  // Without an encoding: packed row-major.
  MlirType packed = mlirRankedTensorTypeGet(
      4, imageShape, mlirIntegerTypeGet(ctx, 8), mlirAttributeGetNull());
  tensorLayoutTypeGetLogicalStrides(packed, strides);
  printArray("packed strides", 4, strides);
  fprintf(stderr, "packed accepted: %d, bytes: %" PRId64 "\n",
          tensorLayoutTypeHasPhysicalLayout(packed),
          tensorLayoutTypeGetAllocationSize(packed));
  // CHECK: packed strides: [75, 25, 5, 1]
  // CHECK: packed accepted: 1, bytes: 75
}

static void testErrors(MlirContext ctx) {
  // Invalid parts give a null attribute and a diagnostic, never an abort.
  int64_t order[] = {0, 0};
  MlirAttribute bad =
      tensorLayoutEncodingAttrGet(ctx, 2, order, 0, NULL, 0, NULL, 0, NULL,
                                  mlirAttributeGetNull(), 0, NULL, NULL, 0);
  fprintf(stderr, "bad order is null: %d\n", mlirAttributeIsNull(bad));
  // CHECK-LABEL: diagnostic at loc(unknown): 'order' must be a permutation of [0, 2), got [0, 0]
  // CHECK: bad order is null: 1

  MlirAttribute badBase =
      tensorLayoutEncodingAttrGet(ctx, 0, NULL, 0, NULL, 0, NULL, 0, NULL,
                                  mlirAttributeGetNull(), 0, NULL, NULL, 48);
  fprintf(stderr, "bad base is null: %d\n", mlirAttributeIsNull(badBase));
  // CHECK: diagnostic at loc(unknown): 'base_align' must be a power of two, got 48
  // CHECK: bad base is null: 1

  // A rank-4 layout on a rank-2 type: the type is refused where it is built.
  int64_t order4[] = {0, 2, 3, 1};
  MlirAttribute nhwc =
      tensorLayoutEncodingAttrGet(ctx, 4, order4, 0, NULL, 0, NULL, 0, NULL,
                                  mlirAttributeGetNull(), 0, NULL, NULL, 0);
  int64_t shape[] = {4, 4};
  MlirType wrongRank = mlirRankedTensorTypeGetChecked(
      mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString("net.py"),
                                 7, 3),
      2, shape, mlirF32TypeGet(ctx), nhwc);
  fprintf(stderr, "wrong rank type is null: %d\n", mlirTypeIsNull(wrongRank));
  // CHECK: diagnostic at loc("net.py":7:3): layout of rank 4 does not match a tensor of rank 2
  // CHECK: wrong rank type is null: 1
}

static void testMemorySpace(MlirContext ctx) {
  // The NHWC layout moved into memory space 1 and back to the default one
  // (integer 0, dropped); a string is no memory space.
  int64_t order[] = {0, 2, 3, 1};
  MlirAttribute nhwc =
      tensorLayoutEncodingAttrGet(ctx, 4, order, 0, NULL, 0, NULL, 0, NULL,
                                  mlirAttributeGetNull(), 0, NULL, NULL, 0);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirAttribute sram = tensorLayoutEncodingAttrGetWithMemorySpace(
      nhwc, mlirIntegerAttrGet(i64, 1));
  printAttr("in space 1", sram);
  printAttr("its space", tensorLayoutEncodingAttrGetMemorySpace(sram));
  // CHECK-LABEL: in space 1: #layout.encoding<order = [0, 2, 3, 1], memory_space = 1>
  // CHECK: its space: 1 : i64
  MlirAttribute back = tensorLayoutEncodingAttrGetWithMemorySpace(
      sram, mlirIntegerAttrGet(i64, 0));
  fprintf(stderr, "back in the default space: %d, space is null: %d\n",
          mlirAttributeEqual(back, nhwc),
          mlirAttributeIsNull(tensorLayoutEncodingAttrGetMemorySpace(back)));
  // CHECK: back in the default space: 1, space is null: 1
  MlirAttribute bad = tensorLayoutEncodingAttrGetWithMemorySpace(
      nhwc, mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("sram")));
  fprintf(stderr, "string space is null: %d\n", mlirAttributeIsNull(bad));
  // CHECK: diagnostic at loc(unknown): 'memory_space' must be a non-negative integer or a dialect's memory space attribute (such as #gpu.address_space<workgroup>), got "sram"
  // CHECK: string space is null: 1
}

static void testPasses(MlirContext ctx) {
  mlirRegisterAllPasses();
  tensorLayoutRegisterAllPasses();
  const char *source =
      "func.func @f(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {\n"
      "  %0 = layout.transform %x : tensor<4x4xf32> to\n"
      "       tensor<4x4xf32, #layout.encoding<order = [1, 0]>>\n"
      "  %1 = layout.transform %0 : tensor<4x4xf32, #layout.encoding<order = "
      "[1, 0]>> to tensor<4x4xf32>\n"
      "  return %1 : tensor<4x4xf32>\n"
      "}\n";
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(source));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      opm, mlirStringRefCreateFromCString("builtin.module(canonicalize)"),
      printToStderr, NULL);
  fprintf(stderr, "pipeline parsed: %d\n", mlirLogicalResultIsSuccess(parsed));
  MlirLogicalResult ran =
      mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module));
  fprintf(stderr, "pipeline ran: %d\n", mlirLogicalResultIsSuccess(ran));
  mlirOperationPrint(mlirModuleGetOperation(module), printToStderr, NULL);
  fprintf(stderr, "\n");
  // CHECK-LABEL: pipeline parsed: 1
  // CHECK: pipeline ran: 1
  // CHECK: func.func @f(%[[X:.*]]: tensor<4x4xf32>)
  // CHECK-NOT: layout.transform
  // CHECK: return %[[X]]

  // Our passes are known to the textual pipeline parser.
  MlirPassManager ours = mlirPassManagerCreate(ctx);
  parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(ours),
      mlirStringRefCreateFromCString(
          "builtin.module(layout-assign{target=generic-cpu},"
          "layout-propagate,layout-verify{target=generic-cpu})"),
      printToStderr, NULL);
  fprintf(stderr, "layout pipeline parsed: %d\n",
          mlirLogicalResultIsSuccess(parsed));
  // CHECK: layout pipeline parsed: 1
  mlirPassManagerDestroy(ours);
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
}

int main(void) {
  MlirContext ctx = createContext();
  testDialectHandle(ctx);
  testBuildAndAccess(ctx);
  testHaloAndTiles(ctx);
  testErrors(ctx);
  testMemorySpace(ctx);
  testPasses(ctx);
  mlirContextDestroy(ctx);
  return EXIT_SUCCESS;
}
