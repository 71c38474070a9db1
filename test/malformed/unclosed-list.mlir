// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: unclosed-list.mlir:[[@LINE+1]]:{{[0-9]+}}: error: unbalanced '[' character in pretty dialect name
func.func private @f(tensor<4x4xf32, #layout.encoding<order = [0, 1 align = [1, 1]>>)
