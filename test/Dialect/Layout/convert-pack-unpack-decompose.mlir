// With decompose-rest (as the lowering pipelines run it), packs and unpacks
// that no layout says become upstream's pad, reshape and transpose; those
// that upstream cannot decompose either are an error at the op.
// RUN: tensor-opt %s -split-input-file -verify-diagnostics --layout-convert-pack-unpack=decompose-rest=true | FileCheck %s

// CHECK-LABEL: func.func @decomposed
// CHECK-SAME: (%[[DYN:.*]]: tensor<?x16xf32>, %{{.*}}: tensor<?x2x8xf32>, %[[X:.*]]: tensor<4x6xf32>, %[[PAD:.*]]: f32
// CHECK: tensor.pad %[[DYN]]
// CHECK: tensor.expand_shape
// CHECK: linalg.transpose
// CHECK: tensor.pad %[[X]] low[0, 0] high[0, 2]
// CHECK-NEXT: ^bb0
// CHECK-NEXT: tensor.yield %[[PAD]]
// CHECK: linalg.transpose
// CHECK: tensor.extract_slice
// CHECK-NOT: linalg.pack
// CHECK-NOT: linalg.unpack
// CHECK: return
func.func @decomposed(%dyn: tensor<?x16xf32>, %dd: tensor<?x2x8xf32>, %x: tensor<4x6xf32>, %pad: f32,
                      %dp: tensor<?x3x8xf32>, %du: tensor<?x20xf32>)
    -> (tensor<?x2x8xf32>, tensor<4x2x4xf32>, tensor<?x20xf32>) {
  %0 = linalg.pack %dyn inner_dims_pos = [1] inner_tiles = [8] into %dd : tensor<?x16xf32> -> tensor<?x2x8xf32>
  %e = tensor.empty() : tensor<4x2x4xf32>
  %1 = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [1] inner_tiles = [4] into %e : tensor<4x6xf32> -> tensor<4x2x4xf32>
  %2 = linalg.unpack %dp inner_dims_pos = [1] inner_tiles = [8] into %du : tensor<?x3x8xf32> -> tensor<?x20xf32>
  return %0, %1, %2 : tensor<?x2x8xf32>, tensor<4x2x4xf32>, tensor<?x20xf32>
}

// -----

func.func @dynamic_tile(%x: tensor<4x6xf32>, %n: index, %pad: f32) -> tensor<4x?x?xf32> {
  %e = tensor.empty(%n, %n) : tensor<4x?x?xf32>
  // expected-error @+1 {{'linalg.pack' op has no tiled layout, and upstream cannot decompose it either}}
  %0 = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [1] inner_tiles = [%n] into %e : tensor<4x6xf32> -> tensor<4x?x?xf32>
  return %0 : tensor<4x?x?xf32>
}

// -----

func.func @complex(%c: tensor<4x8xcomplex<f32>>) -> tensor<4x1x8xcomplex<f32>> {
  %e = tensor.empty() : tensor<4x1x8xcomplex<f32>>
  // expected-error @+1 {{'linalg.pack' op has no tiled layout, and upstream cannot decompose it either}}
  %0 = linalg.pack %c inner_dims_pos = [1] inner_tiles = [8] into %e : tensor<4x8xcomplex<f32>> -> tensor<4x1x8xcomplex<f32>>
  return %0 : tensor<4x1x8xcomplex<f32>>
}
