// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: impossible-tile.mlir:[[@LINE+1]]:{{[0-9]+}}: error: tile size 16 does not divide the padded extent 30 of dimension 0
func.func private @f(tensor<30x4xf32, #layout.encoding<order = [1, 0], align = [2, 1], tiles = [0 : 16]>>)
