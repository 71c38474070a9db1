// A constant whose type carries a broken layout.
// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: encoding-in-dense-constant.mlir:[[@LINE+2]]:{{[0-9]+}}: error: layout of rank 1 does not match a tensor of rank 2
func.func @f() -> tensor<2x2xf32> {
  %c = arith.constant dense<1.0> : tensor<2x2xf32, #layout.encoding<align = [4]>>
  %0 = layout.transform %c : tensor<2x2xf32, #layout.encoding<align = [4]>> to tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
