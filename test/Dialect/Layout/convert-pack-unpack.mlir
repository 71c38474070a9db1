// linalg.pack is a transform into the tiled layout whose physical buffer is
// the pack's result, then that buffer; linalg.unpack is the inverse. What
// a layout cannot say is left alone.
// RUN: tensor-opt %s -split-input-file --layout-convert-pack-unpack | FileCheck %s

// NCHW to NCHW16c of 3 channels: 13 padding channels holding zero, spelled
// by the alignment.
// CHECK-DAG: #[[C16:.*]] = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>
// CHECK-LABEL: func.func @nchw16c_padded
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x5x5xf32>
// CHECK: %[[T:.*]] = layout.transform %[[X]] : tensor<1x3x5x5xf32> to tensor<1x3x5x5xf32, #[[C16]]>
// CHECK: %[[P:.*]] = layout.to_physical %[[T]] : tensor<1x3x5x5xf32, #[[C16]]> to tensor<1x1x5x5x16xf32>
// CHECK-NOT: linalg.pack
// CHECK: return %[[P]]
func.func @nchw16c_padded(%x: tensor<1x3x5x5xf32>) -> tensor<1x1x5x5x16xf32> {
  %zero = arith.constant 0.0 : f32
  %d = tensor.empty() : tensor<1x1x5x5x16xf32>
  %p = linalg.pack %x padding_value(%zero : f32) inner_dims_pos = [1] inner_tiles = [16] into %d
      : tensor<1x3x5x5xf32> -> tensor<1x1x5x5x16xf32>
  return %p : tensor<1x1x5x5x16xf32>
}

// -----

// Whole tiles need no alignment, and a padding value that is never stored
// is dropped.
// CHECK-DAG: #[[C16:.*]] = #layout.encoding<tiles = [1 : 16]>
// CHECK-LABEL: func.func @nchw16c_exact
// CHECK: layout.transform %{{.*}} : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #[[C16]]>
// CHECK: layout.to_physical %{{.*}} : tensor<1x32x4x4xf32, #[[C16]]> to tensor<1x2x4x4x16xf32>
func.func @nchw16c_exact(%x: tensor<1x32x4x4xf32>, %pad: f32) -> tensor<1x2x4x4x16xf32> {
  %d = tensor.empty() : tensor<1x2x4x4x16xf32>
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [1] inner_tiles = [16] into %d
      : tensor<1x32x4x4xf32> -> tensor<1x2x4x4x16xf32>
  return %p : tensor<1x2x4x4x16xf32>
}

// -----

// A matmul operand in 8x32 blocks, the blocks in column-major order (CK to
// KCck): outer_dims_perm is the layout's order.
// CHECK-DAG: #[[KC:.*]] = #layout.encoding<order = [1, 0], tiles = [0 : 8, 1 : 32]>
// CHECK-LABEL: func.func @matmul_blocks_transposed
// CHECK: layout.transform %{{.*}} : tensor<128x256xf32> to tensor<128x256xf32, #[[KC]]>
// CHECK: layout.to_physical %{{.*}} : tensor<128x256xf32, #[[KC]]> to tensor<8x16x8x32xf32>
func.func @matmul_blocks_transposed(%x: tensor<128x256xf32>) -> tensor<8x16x8x32xf32> {
  %d = tensor.empty() : tensor<8x16x8x32xf32>
  %p = linalg.pack %x outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d
      : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  return %p : tensor<8x16x8x32xf32>
}

// -----

// The tiles in another order than the dims (inner_dims_pos = [1, 0]): the
// layout lists them in the same order, so the tile dims match.
// CHECK-DAG: #[[T:.*]] = #layout.encoding<tiles = [1 : 32, 0 : 8]>
// CHECK-LABEL: func.func @matmul_blocks_inner_swapped
// CHECK: layout.to_physical %{{.*}} : tensor<128x256xf32, #[[T]]> to tensor<16x8x32x8xf32>
func.func @matmul_blocks_inner_swapped(%x: tensor<128x256xf32>) -> tensor<16x8x32x8xf32> {
  %d = tensor.empty() : tensor<16x8x32x8xf32>
  %p = linalg.pack %x inner_dims_pos = [1, 0] inner_tiles = [32, 8] into %d
      : tensor<128x256xf32> -> tensor<16x8x32x8xf32>
  return %p : tensor<16x8x32x8xf32>
}

// -----

// Both dims padded to whole 4x4 tiles, the padding holding -1.
// CHECK-DAG: #[[T:.*]] = #layout.encoding<align = [4, 4], pad_value = -1.000000e+00 : f32, tiles = [0 : 4, 1 : 4]>
// CHECK-LABEL: func.func @padded_constant
// CHECK: layout.transform %{{.*}} : tensor<5x7xf32> to tensor<5x7xf32, #[[T]]>
// CHECK: layout.to_physical %{{.*}} : tensor<5x7xf32, #[[T]]> to tensor<2x2x4x4xf32>
func.func @padded_constant(%x: tensor<5x7xf32>) -> tensor<2x2x4x4xf32> {
  %pad = arith.constant -1.0 : f32
  %d = tensor.empty() : tensor<2x2x4x4xf32>
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d
      : tensor<5x7xf32> -> tensor<2x2x4x4xf32>
  return %p : tensor<2x2x4x4xf32>
}

// -----

// An operand already in a layout is transformed from it.
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-DAG: #[[C8:.*]] = #layout.encoding<tiles = [1 : 8]>
// CHECK-LABEL: func.func @from_nhwc
// CHECK: layout.transform %{{.*}} : tensor<1x16x2x2xi32, #[[NHWC]]> to tensor<1x16x2x2xi32, #[[C8]]>
func.func @from_nhwc(%x: tensor<1x16x2x2xi32, #layout.encoding<order = [0, 2, 3, 1]>>) -> tensor<1x2x2x2x8xi32> {
  %d = tensor.empty() : tensor<1x2x2x2x8xi32>
  %p = linalg.pack %x inner_dims_pos = [1] inner_tiles = [8] into %d
      : tensor<1x16x2x2xi32, #layout.encoding<order = [0, 2, 3, 1]>> -> tensor<1x2x2x2x8xi32>
  return %p : tensor<1x2x2x2x8xi32>
}

// -----

// Unpack: the packed tensor is the buffer of the tiled layout on the
// unpacked shape; its padding is dropped, so its pad value is undefined.
// CHECK-DAG: #[[C16:.*]] = #layout.encoding<align = [1, 16, 1, 1], tiles = [1 : 16]>
// CHECK-LABEL: func.func @unpack_nchw16c
// CHECK-SAME: (%[[P:.*]]: tensor<1x1x5x5x16xf32>
// CHECK: %[[T:.*]] = layout.from_physical %[[P]] : tensor<1x1x5x5x16xf32> to tensor<1x3x5x5xf32, #[[C16]]>
// CHECK: %[[X:.*]] = layout.transform %[[T]] : tensor<1x3x5x5xf32, #[[C16]]> to tensor<1x3x5x5xf32>
// CHECK-NOT: linalg.unpack
// CHECK: return %[[X]]
func.func @unpack_nchw16c(%p: tensor<1x1x5x5x16xf32>) -> tensor<1x3x5x5xf32> {
  %d = tensor.empty() : tensor<1x3x5x5xf32>
  %x = linalg.unpack %p inner_dims_pos = [1] inner_tiles = [16] into %d
      : tensor<1x1x5x5x16xf32> -> tensor<1x3x5x5xf32>
  return %x : tensor<1x3x5x5xf32>
}

// -----

// Unpack with outer_dims_perm, into a destination in a layout.
// CHECK-DAG: #[[KC:.*]] = #layout.encoding<order = [1, 0], tiles = [0 : 8, 1 : 32]>
// CHECK-DAG: #[[COL:.*]] = #layout.encoding<order = [1, 0]>
// CHECK-LABEL: func.func @unpack_transposed
// CHECK: layout.from_physical %{{.*}} : tensor<8x16x8x32xf32> to tensor<128x256xf32, #[[KC]]>
// CHECK: layout.transform %{{.*}} : tensor<128x256xf32, #[[KC]]> to tensor<128x256xf32, #[[COL]]>
func.func @unpack_transposed(%p: tensor<8x16x8x32xf32>) -> tensor<128x256xf32, #layout.encoding<order = [1, 0]>> {
  %d = tensor.empty() : tensor<128x256xf32, #layout.encoding<order = [1, 0]>>
  %x = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d
      : tensor<8x16x8x32xf32> -> tensor<128x256xf32, #layout.encoding<order = [1, 0]>>
  return %x : tensor<128x256xf32, #layout.encoding<order = [1, 0]>>
}

// -----

// Left alone: a dynamic shape, dynamic tiles, a padding value not known at
// compile time where there is padding, a tile of 1 (a layout has no dim of
// size 1 for it), an element type no layout holds, a dynamic unpack.
// (Upstream's verifier refuses a static unpack that drops more than the
// padding.)
// CHECK-LABEL: func.func @not_layouts
// CHECK-COUNT-5: linalg.pack
// CHECK: linalg.unpack
// CHECK-NOT: layout.
func.func @not_layouts(%dyn: tensor<?x16xf32>, %dd: tensor<?x2x8xf32>, %x: tensor<4x6xf32>, %n: index,
                       %pad: f32, %c: tensor<4x8xcomplex<f32>>, %dp: tensor<?x3x8xf32>, %du: tensor<?x20xf32>)
    -> (tensor<?x2x8xf32>, tensor<4x?x?xf32>, tensor<4x2x4xf32>, tensor<4x6x1xf32>, tensor<4x1x8xcomplex<f32>>, tensor<?x20xf32>) {
  %0 = linalg.pack %dyn inner_dims_pos = [1] inner_tiles = [8] into %dd : tensor<?x16xf32> -> tensor<?x2x8xf32>
  %e1 = tensor.empty(%n, %n) : tensor<4x?x?xf32>
  %1 = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [1] inner_tiles = [%n] into %e1 : tensor<4x6xf32> -> tensor<4x?x?xf32>
  %e2 = tensor.empty() : tensor<4x2x4xf32>
  %2 = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [1] inner_tiles = [4] into %e2 : tensor<4x6xf32> -> tensor<4x2x4xf32>
  %e3 = tensor.empty() : tensor<4x6x1xf32>
  %3 = linalg.pack %x inner_dims_pos = [1] inner_tiles = [1] into %e3 : tensor<4x6xf32> -> tensor<4x6x1xf32>
  %e4 = tensor.empty() : tensor<4x1x8xcomplex<f32>>
  %4 = linalg.pack %c inner_dims_pos = [1] inner_tiles = [8] into %e4 : tensor<4x8xcomplex<f32>> -> tensor<4x1x8xcomplex<f32>>
  %5 = linalg.unpack %dp inner_dims_pos = [1] inner_tiles = [8] into %du : tensor<?x3x8xf32> -> tensor<?x20xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<?x2x8xf32>, tensor<4x?x?xf32>, tensor<4x2x4xf32>, tensor<4x6x1xf32>, tensor<4x1x8xcomplex<f32>>, tensor<?x20xf32>
}
