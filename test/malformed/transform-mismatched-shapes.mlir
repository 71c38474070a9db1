// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: transform-mismatched-shapes.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'layout.transform' op source shape
func.func @f(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %0 = layout.transform %x : tensor<4x8xf32> to tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
