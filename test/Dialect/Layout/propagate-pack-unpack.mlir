// Packs and unpacks as transforms take part in propagation and folding: a
// pack followed by the unpack of the same tiling is a transform and its
// inverse, which cancel; an unpack, element-wise work and a pack become the
// work on the blocks.
// RUN: tensor-opt %s -split-input-file --layout-convert-pack-unpack --layout-propagate --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @pack_then_unpack
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x5x5xf32>)
// CHECK-NEXT: return %[[X]]
func.func @pack_then_unpack(%x: tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %d = tensor.empty() : tensor<1x1x5x5x16xf32>
  %p = linalg.pack %x padding_value(%zero : f32) inner_dims_pos = [1] inner_tiles = [16] into %d
      : tensor<1x3x5x5xf32> -> tensor<1x1x5x5x16xf32>
  %o = tensor.empty() : tensor<1x3x5x5xf32>
  %u = linalg.unpack %p inner_dims_pos = [1] inner_tiles = [16] into %o
      : tensor<1x1x5x5x16xf32> -> tensor<1x3x5x5xf32>
  return %u : tensor<1x3x5x5xf32>
}

// -----

// Two tiles and a permutation of the outer dims, undone the same way.
// CHECK-LABEL: func.func @pack_then_unpack_transposed
// CHECK-SAME: (%[[X:.*]]: tensor<128x256xf32>)
// CHECK-NEXT: return %[[X]]
func.func @pack_then_unpack_transposed(%x: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %d = tensor.empty() : tensor<8x16x8x32xf32>
  %p = linalg.pack %x outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d
      : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  %o = tensor.empty() : tensor<128x256xf32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %o
      : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  return %u : tensor<128x256xf32>
}

// -----

// The same physical shape read as another tiling (column blocks as row
// blocks) does not cancel: the elements move.
// CHECK-LABEL: func.func @pack_then_unpack_other_tiling
// CHECK: layout.transform
// CHECK: layout.transform
func.func @pack_then_unpack_other_tiling(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %d = tensor.empty() : tensor<16x2x8xf32>
  %p = linalg.pack %x inner_dims_pos = [1] inner_tiles = [8] into %d
      : tensor<16x16xf32> -> tensor<16x2x8xf32>
  %o = tensor.empty() : tensor<16x16xf32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [8] into %o
      : tensor<16x2x8xf32> -> tensor<16x16xf32>
  return %u : tensor<16x16xf32>
}

// -----

// Unpack, ReLU, pack (what DataLayoutPropagation leaves between two blocked
// kernels): the ReLU runs on the blocked tensor and no transform is left.
// CHECK-DAG: #[[C16:.*]] = #layout.encoding<tiles = [1 : 16]>
// CHECK-LABEL: func.func @unpack_relu_pack
// CHECK-SAME: (%[[P:.*]]: tensor<1x2x4x4x16xf32>)
// CHECK: %[[T:.*]] = layout.from_physical %[[P]] : tensor<1x2x4x4x16xf32> to tensor<1x32x4x4xf32, #[[C16]]>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: ins(%[[T]] : tensor<1x32x4x4xf32, #[[C16]]>)
// CHECK: %[[Q:.*]] = layout.to_physical %[[R]] : tensor<1x32x4x4xf32, #[[C16]]> to tensor<1x2x4x4x16xf32>
// CHECK-NOT: layout.transform
// CHECK: return %[[Q]]
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @unpack_relu_pack(%p: tensor<1x2x4x4x16xf32>) -> tensor<1x2x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<1x32x4x4xf32>
  %u = linalg.unpack %p inner_dims_pos = [1] inner_tiles = [16] into %o
      : tensor<1x2x4x4x16xf32> -> tensor<1x32x4x4xf32>
  %e = tensor.empty() : tensor<1x32x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%u : tensor<1x32x4x4xf32>) outs(%e : tensor<1x32x4x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x32x4x4xf32>
  %d = tensor.empty() : tensor<1x2x4x4x16xf32>
  %q = linalg.pack %r inner_dims_pos = [1] inner_tiles = [16] into %d
      : tensor<1x32x4x4xf32> -> tensor<1x2x4x4x16xf32>
  return %q : tensor<1x2x4x4x16xf32>
}
