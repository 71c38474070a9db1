// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: unsupported-element-type.mlir:[[@LINE+1]]:{{[0-9]+}}: error: a layout needs an integer, index or floating-point element type, got 'tuple<f32>'
func.func private @f(tensor<4xtuple<f32>, #layout.encoding<align = [8]>>)
