// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: transform-wrong-operand-count.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'layout.transform' op requires a single operand
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "layout.transform"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
