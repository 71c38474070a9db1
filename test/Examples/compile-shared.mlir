// tensor-layout-compile makes an object and a shared library whose
// functions have C entry points taking memref descriptors.
// RUN: rm -rf %t && mkdir -p %t
// RUN: tensor-layout-compile %s -o %t/transform.o --shared %t/libtransform.so
// RUN: llvm-nm --defined-only %t/libtransform.so | FileCheck %s
// RUN: not tensor-layout-compile %s 2>&1 | FileCheck %s --check-prefix=USAGE

// CHECK: T _mlir_ciface_to_rows
// CHECK: T to_rows
// USAGE: Usage: tensor-layout-compile INPUT.mlir -o OUTPUT.o

func.func @to_rows(%x: tensor<3x5xf32>) -> tensor<3x5xf32, #layout.encoding<align = [1, 8], pad_value = zero>> {
  %0 = layout.transform %x : tensor<3x5xf32> to tensor<3x5xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
  return %0 : tensor<3x5xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
}
