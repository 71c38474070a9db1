// A malformed layout met as an attribute of an op, not in a type.
// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: generic-bad-encoding.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'order' must be a permutation of [0, 3), got [0, 0, 1]
func.func private @f() attributes {l = #layout.encoding<order = [0, 0, 1]>}
