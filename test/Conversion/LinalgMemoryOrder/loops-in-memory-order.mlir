// Element-wise ops on buffers in permuted layouts run their loops from the
// output's largest stride to its smallest.
// RUN: tensor-opt %s -split-input-file -layout-loops-in-memory-order | FileCheck %s

// NHWC storage of an NCHW tensor: the channel loop moves innermost.
// CHECK-DAG: #[[NCHW_OF_NHWC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
// CHECK-LABEL: func.func @nhwc_add
// CHECK: linalg.generic {indexing_maps = [#[[NCHW_OF_NHWC]], #[[NCHW_OF_NHWC]], #[[NCHW_OF_NHWC]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CHECK: arith.addf
func.func @nhwc_add(%a: memref<1x8x4x4xf32, strided<[128, 1, 32, 8]>>,
                    %b: memref<1x8x4x4xf32, strided<[128, 1, 32, 8]>>,
                    %c: memref<1x8x4x4xf32, strided<[128, 1, 32, 8]>>) {
  linalg.add ins(%a, %b : memref<1x8x4x4xf32, strided<[128, 1, 32, 8]>>, memref<1x8x4x4xf32, strided<[128, 1, 32, 8]>>)
             outs(%c : memref<1x8x4x4xf32, strided<[128, 1, 32, 8]>>)
  return
}

// -----

// Two outputs of one layout (a fused op keeping an intermediate) move
// together.
// CHECK-DAG: #[[TRANSPOSED2:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @two_outputs
// CHECK: linalg.generic {indexing_maps = [#[[TRANSPOSED2]], #[[TRANSPOSED2]], #[[TRANSPOSED2]]]
func.func @two_outputs(%a: memref<4x6xf32, strided<[1, 4]>>, %b: memref<4x6xf32, strided<[1, 4]>>,
                       %c: memref<4x6xf32, strided<[1, 4]>>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x6xf32, strided<[1, 4]>>) outs(%b, %c : memref<4x6xf32, strided<[1, 4]>>, memref<4x6xf32, strided<[1, 4]>>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s, %x : f32, f32
  }
  return
}

// -----

// A fill of a column-major buffer walks its columns.
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-DAG: #[[TRANSPOSED:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @column_major_fill
// CHECK: linalg.generic {indexing_maps = [#[[SCALAR]], #[[TRANSPOSED]]]
func.func @column_major_fill(%c: memref<4x6xf32, strided<[1, 4]>>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<4x6xf32, strided<[1, 4]>>)
  return
}

// -----

// Already in memory order (row-major, rows padded): unchanged, named op
// kept.
// CHECK-LABEL: func.func @row_major
// CHECK: linalg.add ins
func.func @row_major(%a: memref<4x6xf32, strided<[8, 1]>>, %c: memref<4x6xf32, strided<[8, 1]>>) {
  linalg.add ins(%a, %a : memref<4x6xf32, strided<[8, 1]>>, memref<4x6xf32, strided<[8, 1]>>)
             outs(%c : memref<4x6xf32, strided<[8, 1]>>)
  return
}

// -----

// Reductions keep their loop order (a new order would change rounding);
// so do buffers with dynamic strides and ops on tensors.
// CHECK-LABEL: func.func @kept
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]}
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<4x6xf32, strided<[?, ?]>>)
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x6xf32>)
func.func @kept(%a: memref<4x6xf32, strided<[1, 4]>>, %r: memref<4xf32>,
                %d: memref<4x6xf32, strided<[?, ?]>>, %t: tensor<4x6xf32>) -> tensor<4x6xf32> {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x6xf32, strided<[1, 4]>>) outs(%r : memref<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%d : memref<4x6xf32, strided<[?, ?]>>)
  %f = linalg.fill ins(%zero : f32) outs(%t : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %f : tensor<4x6xf32>
}
