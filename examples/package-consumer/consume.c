/*===- consume.c - A C program on the installed TensorLayout-C ------------===*/
/* Parses a layout and prints it: proof that the headers of our C API and
 * upstream's (mlir-c/...) come with the one library. */

#include "tensor-layout-c/Dialect/Layout.h"
#include "tensor-layout-c/RegisterEverything.h"

#include "mlir-c/IR.h"

#include <stdio.h>

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

int main(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  tensorLayoutRegisterAllDialects(registry);
  MlirContext context = mlirContextCreateWithRegistry(registry, false);
  mlirContextLoadAllAvailableDialects(context);
  MlirAttribute layout = mlirAttributeParseGet(
      context,
      mlirStringRefCreateFromCString("#layout.encoding<order = [0, 2, 3, 1]>"));
  if (!tensorLayoutAttributeIsAEncoding(layout))
    return 1;
  printf("C: ");
  mlirAttributePrint(layout, print, NULL);
  printf("\n");
  mlirContextDestroy(context);
  mlirDialectRegistryDestroy(registry);
  return 0;
}
