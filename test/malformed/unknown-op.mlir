// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: unknown-op.mlir:[[@LINE+2]]:{{[0-9]+}}: error: custom op 'layout.shuffle' is unknown
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = layout.shuffle %x : tensor<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
