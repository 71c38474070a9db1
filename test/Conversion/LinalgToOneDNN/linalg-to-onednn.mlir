// RUN: tensor-opt %s -convert-linalg-to-onednn -split-input-file | FileCheck %s

// A matmul on f32 buffers in any strided layouts: a call to the runtime
// with the buffers as they are (cast to dynamic strides), declared once
// with its C interface.
// CHECK: func.func private @tensor_layout_onednn_matmul_f32(memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @matmuls
// CHECK-SAME: (%[[A:.*]]: memref<3x4xf32>, %[[B:.*]]: memref<4x5xf32, strided<[1, 4]>>, %[[C:.*]]: memref<3x5xf32, strided<[8, 1], offset: 8>>)
// CHECK: %[[CA:.*]] = memref.cast %[[A]] : memref<3x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK: %[[CB:.*]] = memref.cast %[[B]]
// CHECK: %[[CC:.*]] = memref.cast %[[C]]
// CHECK: call @tensor_layout_onednn_matmul_f32(%[[CA]], %[[CB]], %[[CC]])
// CHECK: call @tensor_layout_onednn_matmul_f32
// CHECK-NOT: linalg.matmul
func.func @matmuls(%a: memref<3x4xf32>, %b: memref<4x5xf32, strided<[1, 4]>>,
                   %c: memref<3x5xf32, strided<[8, 1], offset: 8>>) {
  linalg.matmul ins(%a, %b : memref<3x4xf32>, memref<4x5xf32, strided<[1, 4]>>)
                outs(%c : memref<3x5xf32, strided<[8, 1], offset: 8>>)
  linalg.matmul ins(%a, %b : memref<3x4xf32>, memref<4x5xf32, strided<[1, 4]>>)
                outs(%c : memref<3x5xf32, strided<[8, 1], offset: 8>>)
  return
}

// -----

// What it does not take is left to the loop lowering: tensors, other
// element types, transposed operands (indexing maps).
// CHECK-LABEL: func.func @left
// CHECK-NOT: call
// CHECK-COUNT-3: linalg.matmul
#a = affine_map<(m, n, k) -> (k, m)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @left(%t: tensor<2x2xf32>, %i: memref<2x2xi32>, %f: memref<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.matmul ins(%t, %t : tensor<2x2xf32>, tensor<2x2xf32>) outs(%t : tensor<2x2xf32>) -> tensor<2x2xf32>
  linalg.matmul ins(%i, %i : memref<2x2xi32>, memref<2x2xi32>) outs(%i : memref<2x2xi32>)
  linalg.matmul indexing_maps = [#a, #b, #c]
                ins(%f, %f : memref<2x2xf32>, memref<2x2xf32>) outs(%f : memref<2x2xf32>)
  return %r : tensor<2x2xf32>
}
