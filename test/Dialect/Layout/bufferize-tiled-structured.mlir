// Structured ops on tiled layouts are computed over the physical dims: each
// loop indexing a tiled dim splits into a loop over tiles (keeping its
// place) and a loop within a tile (innermost), and the generic records the
// logical op for kernel libraries.
// RUN: tensor-opt %s -split-input-file -layout-bufferize | FileCheck %s

// A matmul whose A is tiled along k by 8: k = ko * 8 + ki reads B logically.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3) -> (d2 * 8 + d3, d1)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul_tiled_k
// CHECK-SAME: (%[[AB:.*]]: memref<16x2x8xf32>, %[[BB:.*]]: memref<16x16xf32>, %[[CB:.*]]: memref<16x16xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
// CHECK-SAME: ins(%[[AB]], %[[BB]] : memref<16x2x8xf32>, memref<16x16xf32>)
// CHECK-SAME: layout.logical_op = {attributes = {{.*}}, op = "linalg.matmul", operand_types = [tensor<16x16xf32, #tile1by8>, tensor<16x16xf32>, tensor<16x16xf32>]}
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @matmul_tiled_k(%a: tensor<16x16xf32, #layout.encoding<tiles = [1 : 8]>>,
                          %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x16xf32, #layout.encoding<tiles = [1 : 8]>>, tensor<16x16xf32>)
                     outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

// NCHW4c activations, OIhw4i4o filters with zero padding (6 channels in two
// blocks): the channel loops run over the padding, where every product is 0.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d4, d2 + d5, d3 + d6, d8)>
// CHECK-DAG: #[[FILTER:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d4, d5, d6, d8, d7)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d7)>
// CHECK-LABEL: func.func @conv_padded_blocks
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[FILTER]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel", "reduction"]}
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : memref<1x2x5x5x4xf32>, memref<2x2x3x3x4x4xf32>) outs(%{{.*}} : memref<1x2x3x3x4xf32>)
// CHECK-SAME: op = "linalg.conv_2d_nchw_fchw"
#act = #layout.encoding<align = [1, 4, 1, 1], pad_value = zero, tiles = [1 : 4]>
#filter = #layout.encoding<align = [4, 4, 1, 1], pad_value = zero, tiles = [1 : 4, 0 : 4]>
func.func @conv_padded_blocks(%x: tensor<1x6x5x5xf32, #act>, %w: tensor<6x6x3x3xf32, #filter>,
                              %init: tensor<1x6x3x3xf32, #act>) -> tensor<1x6x3x3xf32, #act> {
  %0 = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x6x5x5xf32, #act>, tensor<6x6x3x3xf32, #filter>)
                                outs(%init : tensor<1x6x3x3xf32, #act>) -> tensor<1x6x3x3xf32, #act>
  return %0 : tensor<1x6x3x3xf32, #act>
}

// -----

// B in oneDNN's 16x64 blocks with N = 100 padded to 128, while C is 100
// wide: the n loop is not split (it would index C out of bounds) but runs
// over the 100 logical columns, and B divides it. (Its zero padding is not
// read; bufferize-tiled-boundary.mlir has the undefined case.)
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2 * 16 + d3)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3) -> (d1 floordiv 64, d2, d3, d1 mod 64)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul_padded_n
// CHECK-SAME: (%[[AB:.*]]: memref<4x32xf32>, %[[BB:.*]]: memref<2x2x16x64xf32>, %[[CB:.*]]: memref<4x100xf32>)
// CHECK-NOT: layout.copy
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
// CHECK-SAME: ins(%[[AB]], %[[BB]] : memref<4x32xf32>, memref<2x2x16x64xf32>) outs(%[[CB]] : memref<4x100xf32>)
// CHECK-SAME: op = "linalg.matmul"
#blocked_b = #layout.encoding<order = [1, 0], align = [1, 64], pad_value = zero, tiles = [0 : 16, 1 : 64]>
func.func @matmul_padded_n(%a: tensor<4x32xf32>, %b: tensor<32x100xf32, #blocked_b>,
                           %c: tensor<4x100xf32>) -> tensor<4x100xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x32xf32>, tensor<32x100xf32, #blocked_b>)
                     outs(%c : tensor<4x100xf32>) -> tensor<4x100xf32>
  return %0 : tensor<4x100xf32>
}
