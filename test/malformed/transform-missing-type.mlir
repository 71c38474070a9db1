// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: transform-missing-type.mlir:[[@LINE+2]]:{{[0-9]+}}: error: expected ':'
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = layout.transform %x
  return %0 : tensor<4xf32>
}
