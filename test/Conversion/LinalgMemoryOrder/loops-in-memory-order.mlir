// Element-wise ops on buffers in permuted layouts run their loops from the
// output's largest stride to its smallest.
// RUN: tensor-opt %s -split-input-file -layout-loops-in-memory-order | FileCheck %s
// With reductions=false (the GPU pipelines' loop mapping), element-wise
// ops move and ops with reductions keep their loops.
// RUN: tensor-opt %s -split-input-file \
// RUN:   -layout-loops-in-memory-order=reductions=false \
// RUN:   | FileCheck %s --check-prefix=GPU

// NHWC storage of an NCHW tensor: the channel loop moves innermost.
// CHECK-DAG: #[[NCHW_OF_NHWC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
// CHECK-LABEL: func.func @nhwc_add
// GPU-LABEL: func.func @nhwc_add
// GPU: linalg.generic
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

// Buffers with dynamic strides and ops on tensors keep their loops.
// CHECK-LABEL: func.func @kept
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<4x6xf32, strided<[?, ?]>>)
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x6xf32>)
func.func @kept(%d: memref<4x6xf32, strided<[?, ?]>>, %t: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%d : memref<4x6xf32, strided<[?, ?]>>)
  %f = linalg.fill ins(%zero : f32) outs(%t : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %f : tensor<4x6xf32>
}

// -----

// A convolution over NHWC buffers (HWCF filter): the output-channel loop,
// contiguous in the filter and the result, moves below the reductions,
// which keep their order (c, kh, kw: each output sums as before); the
// other parallel loops run in the result's memory order (n, oh, ow).
// CHECK-DAG: #[[IMAGE:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d1 + d4, d2 + d5)>
// CHECK-DAG: #[[FILTER:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d6, d3, d4, d5)>
// CHECK-DAG: #[[RESULT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d6, d1, d2)>
// CHECK-LABEL: func.func @nhwc_convolution
// CHECK: linalg.generic {indexing_maps = [#[[IMAGE]], #[[FILTER]], #[[RESULT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
func.func @nhwc_convolution(%x: memref<1x16x6x6xf32, strided<[576, 1, 96, 16]>>,
                            %w: memref<32x16x3x3xf32, strided<[1, 32, 1536, 512]>>,
                            %y: memref<1x32x4x4xf32, strided<[512, 1, 128, 32]>>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x16x6x6xf32, strided<[576, 1, 96, 16]>>, memref<32x16x3x3xf32, strided<[1, 32, 1536, 512]>>)
    outs(%y : memref<1x32x4x4xf32, strided<[512, 1, 128, 32]>>)
  return
}

// -----

// The same convolution over NCHW buffers: the output columns (stride 2 in
// the image still vectorizes) move below the reductions.
// CHECK-DAG: #[[IMAGE:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d2 * 2 + d4, d6 * 2 + d5)>
// CHECK-DAG: #[[RESULT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d6)>
// CHECK-LABEL: func.func @nchw_strided_convolution
// CHECK: linalg.generic {indexing_maps = [#[[IMAGE]], #{{.*}}, #[[RESULT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
func.func @nchw_strided_convolution(%x: memref<1x16x9x9xf32>, %w: memref<32x16x3x3xf32>,
                                    %y: memref<1x32x4x4xf32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %w : memref<1x16x9x9xf32>, memref<32x16x3x3xf32>) outs(%y : memref<1x32x4x4xf32>)
  return
}

// -----

// A matmul runs i, k, j: row j of B and C in the inner loop.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @matmul
// GPU-LABEL: func.func @matmul
// GPU: linalg.matmul
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "reduction", "parallel"]}
func.func @matmul(%a: memref<8x16xf32>, %b: memref<16x32xf32>, %c: memref<8x32xf32>) {
  linalg.matmul ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>) outs(%c : memref<8x32xf32>)
  return
}

// -----

// A row sum of a column-major matrix walks its columns: the rows' loop
// goes inside the reduction.
// CHECK-DAG: #[[COLUMN_MAJOR:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[ROWS:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @column_major_row_sum
// CHECK: linalg.generic {indexing_maps = [#[[COLUMN_MAJOR]], #[[ROWS]]], iterator_types = ["reduction", "parallel"]}
func.func @column_major_row_sum(%a: memref<4x6xf32, strided<[1, 4]>>, %r: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x6xf32, strided<[1, 4]>>) outs(%r : memref<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Reductions whose parallel loops all stride (a row-major row sum, a
// convolution whose channels are a whole row apart in a transposed
// filter, three floats apart in the result) keep their loops.
// CHECK-LABEL: func.func @no_contiguous_loop
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: linalg.conv_2d_nhwc_hwcf
func.func @no_contiguous_loop(%a: memref<4x6xf32>, %r: memref<4xf32>,
                              %x: memref<1x6x6x16xf32>, %w: memref<3x3x16x32xf32, strided<[1536, 512, 32, 1]>>,
                              %y: memref<1x4x4x32xf32, strided<[1536, 384, 96, 3]>>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x6xf32>) outs(%r : memref<4xf32>) {
  ^bb0(%x0: f32, %acc: f32):
    %s = arith.addf %x0, %acc : f32
    linalg.yield %s : f32
  }
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x6x6x16xf32>, memref<3x3x16x32xf32, strided<[1536, 512, 32, 1]>>)
    outs(%y : memref<1x4x4x32xf32, strided<[1536, 384, 96, 3]>>)
  return
}
