// An op that indexes a tiled tensor logically, where its loops cannot be
// split over tiles, runs on plain tensors between transforms, as at a
// kernel boundary: each tiled operand is copied to a plain buffer (an empty
// one is allocated plain) and each tiled result copied back. Ops whose
// loops do split take the tiled buffers directly
// (bufferize-tiled-structured.mlir).
// RUN: tensor-opt %s -split-input-file -layout-bufferize | FileCheck %s

// The k loop would run over undefined padding (12 of 16 elements).
// CHECK-LABEL: func.func @undefined_padding
// CHECK-SAME: (%[[A:.*]]: memref<16x2x8xf32>, %[[B:.*]]: memref<2x16x8xf32>, %[[C:.*]]: memref<16x16xf32>)
// CHECK: %[[PA:.*]] = memref.reinterpret_cast {{.*}} to memref<16x12xf32>
// CHECK: layout.copy %[[A]], %[[PA]] {{.*}} : memref<16x2x8xf32> as tensor<16x12xf32, #{{.*}}> to memref<16x12xf32> as tensor<16x12xf32>
// CHECK: %[[PB:.*]] = memref.reinterpret_cast {{.*}} to memref<12x16xf32>
// CHECK: layout.copy %[[B]], %[[PB]]
// CHECK: linalg.matmul ins(%[[PA]], %[[PB]] : memref<16x12xf32>, memref<12x16xf32>) outs(%[[C]] : memref<16x16xf32>)
func.func @undefined_padding(%a: tensor<16x12xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8]>>,
                             %b: tensor<12x16xf32, #layout.encoding<align = [8, 1], tiles = [0 : 8]>>,
                             %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x12xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8]>>, tensor<12x16xf32, #layout.encoding<align = [8, 1], tiles = [0 : 8]>>)
                     outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

// A tiled dim indexed by a sum of loops (an image row tiled under a
// convolution window) has no loop to split. The result's empty tensor is
// allocated plain; the result goes back to its tiled layout.
// CHECK-LABEL: func.func @tiled_window
// CHECK-SAME: (%[[X:.*]]: memref<1x1x2x8x4xf32>, %[[W:.*]]: memref<1x1x3x3xf32>) -> memref<1x1x2x6x3xf32>
// CHECK-NOT: memref<1x1x2x6x3xf32>
// CHECK: %[[PX:.*]] = memref.reinterpret_cast {{.*}} to memref<1x1x8x8xf32>
// CHECK: layout.copy %[[X]], %[[PX]]
// CHECK: %[[PO:.*]] = memref.alloc() {{.*}} : memref<1x1x6x6xf32>
// CHECK: linalg.conv_2d_nchw_fchw ins(%[[PX]], %[[W]] : memref<1x1x8x8xf32>, memref<1x1x3x3xf32>) outs(%[[PO]] : memref<1x1x6x6xf32>)
// CHECK: %[[O:.*]] = memref.alloc() {{.*}} : memref<1x1x2x6x3xf32>
// CHECK: layout.copy %[[PO]], %[[O]] {{.*}} : memref<1x1x6x6xf32> as tensor<1x1x6x6xf32> to memref<1x1x2x6x3xf32> as tensor<1x1x6x6xf32, #{{.*}}>
// CHECK: return %[[O]]
func.func @tiled_window(%x: tensor<1x1x8x8xf32, #layout.encoding<tiles = [2 : 4]>>,
                        %w: tensor<1x1x3x3xf32>) -> tensor<1x1x6x6xf32, #layout.encoding<tiles = [2 : 3]>> {
  %e = tensor.empty() : tensor<1x1x6x6xf32, #layout.encoding<tiles = [2 : 3]>>
  %0 = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x1x8x8xf32, #layout.encoding<tiles = [2 : 4]>>, tensor<1x1x3x3xf32>)
                                outs(%e : tensor<1x1x6x6xf32, #layout.encoding<tiles = [2 : 3]>>) -> tensor<1x1x6x6xf32, #layout.encoding<tiles = [2 : 3]>>
  return %0 : tensor<1x1x6x6xf32, #layout.encoding<tiles = [2 : 3]>>
}

// -----

// The physical form computes position by position: a body that asks for its
// index must see logical positions, so it runs on a plain buffer (which
// needs no copy in: the body does not read it) copied back.
// CHECK-LABEL: func.func @tiled_indexed
// CHECK-SAME: (%{{.*}}: memref<2x8xf32>) -> memref<2x8xf32>
// CHECK-NOT: layout.copy
// CHECK: %[[P:.*]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK: linalg.generic {{.*}} outs(%[[P]] : memref<16xf32>)
// CHECK: linalg.index 0
// CHECK: %[[O:.*]] = memref.alloc() {{.*}} : memref<2x8xf32>
// CHECK: layout.copy %[[P]], %[[O]] {{.*}} : memref<16xf32> as tensor<16xf32> to memref<2x8xf32> as tensor<16xf32, #{{.*}}>
// CHECK: return %[[O]]
func.func @tiled_indexed(%a: tensor<16xf32, #layout.encoding<tiles = [0 : 8]>>) -> tensor<16xf32, #layout.encoding<tiles = [0 : 8]>> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%a : tensor<16xf32, #layout.encoding<tiles = [0 : 8]>>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<16xf32, #layout.encoding<tiles = [0 : 8]>>
  return %0 : tensor<16xf32, #layout.encoding<tiles = [0 : 8]>>
}

// -----

// B padded alone to 128 columns (C is 100 wide), with undefined padding: a
// kernel library given the blocks could read it, so the matmul runs on a
// plain copy of B (with zero padding it runs on the blocks:
// bufferize-tiled-structured.mlir).
// CHECK-LABEL: func.func @undefined_padding_in_one_operand
// CHECK: layout.copy %{{.*}}, %[[PB:[a-z_0-9]+]] {{.*}} to memref<32x100xf32> as tensor<32x100xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %[[PB]] : memref<4x32xf32>, memref<32x100xf32>)
#undefined_b = #layout.encoding<order = [1, 0], align = [1, 64], tiles = [0 : 16, 1 : 64]>
func.func @undefined_padding_in_one_operand(%a: tensor<4x32xf32>, %b: tensor<32x100xf32, #undefined_b>,
                                            %c: tensor<4x100xf32>) -> tensor<4x100xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x32xf32>, tensor<32x100xf32, #undefined_b>)
                     outs(%c : tensor<4x100xf32>) -> tensor<4x100xf32>
  return %0 : tensor<4x100xf32>
}

// -----

// Output rows tiled by 4 and padded (6 rows in 8), the image untiled: the
// row loop reaches the image only as oh + kh, so dividing it would leave
// no operand giving its range. The convolution runs on plain buffers.
// CHECK-LABEL: func.func @padded_rows_under_window
// CHECK: %[[PO:.*]] = memref.alloc() {{.*}} : memref<1x1x6x6xf32>
// CHECK: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : memref<1x1x8x8xf32>, memref<1x1x3x3xf32>) outs(%[[PO]] : memref<1x1x6x6xf32>)
// CHECK: layout.copy %[[PO]]
#rows4 = #layout.encoding<align = [1, 1, 4, 1], pad_value = zero, tiles = [2 : 4]>
func.func @padded_rows_under_window(%x: tensor<1x1x8x8xf32>, %w: tensor<1x1x3x3xf32>) -> tensor<1x1x6x6xf32, #rows4> {
  %e = tensor.empty() : tensor<1x1x6x6xf32, #rows4>
  %0 = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x1x8x8xf32>, tensor<1x1x3x3xf32>)
                                outs(%e : tensor<1x1x6x6xf32, #rows4>) -> tensor<1x1x6x6xf32, #rows4>
  return %0 : tensor<1x1x6x6xf32, #rows4>
}
