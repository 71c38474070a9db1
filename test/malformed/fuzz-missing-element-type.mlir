// Found by tensor-layout-parse-fuzzer: a layout on a tensor type whose
// element type does not parse crashed the encoding verifier (null type).
// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: fuzz-missing-element-type.mlir:[[@LINE+1]]:{{[0-9]+}}: error: expected non-function type
func.func private @f(tensor<, #layout.encoding<order = [0, 2, 3, 1]>>)
