// Input that ends inside a layout.
// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: truncated-encoding.mlir:{{[0-9]+}}:{{[0-9]+}}: error:
func.func private @f(tensor<4x4xf32, #layout.encoding<order = [0, 1
