// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: huge-integer.mlir:[[@LINE+1]]:{{[0-9]+}}: error: integer value too large
func.func private @f(tensor<4x4xf32, #layout.encoding<order = [99999999999999999999999, 0]>>)
