// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: layout-as-pad-value.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'pad_value' must be 'undef', 'zero' or an integer or floating-point constant
func.func private @f(tensor<4xf32, #layout.encoding<align = [8], pad_value = #layout.encoding<>>>)
