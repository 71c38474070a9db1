// RUN: tensor-opt %s --split-input-file --layout-check-dynamic-extents | FileCheck %s

// A matmul's K is dim 1 of A and dim 0 of B, M and N are shared with C:
// each dynamic pair is checked before the op.
// CHECK-DAG: llvm.mlir.global internal constant @[[M_TEXT:tensor_layout_extents_[0-9]+]]("tensor-layout: linalg.matmul at {{.*}}check-dynamic-extents.mlir:{{[0-9]+}}:8: loop d0 has extent %lld in dim 0 of operand 0 but %lld in dim 0 of operand 2\0A\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[K_TEXT:tensor_layout_extents_[0-9]+]]("tensor-layout: linalg.matmul at {{.*}}: loop d2 has extent %lld in dim 1 of operand 0 but %lld in dim 0 of operand 1\0A\00")
// CHECK-DAG: llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK-DAG: llvm.func @abort()
// CHECK-LABEL: func.func @dynamic_matmul
// CHECK: %[[AM:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?x?xf32>
// CHECK: %[[CM:.*]] = tensor.dim %arg2, %{{.*}} : tensor<?x3xf32>
// CHECK: %[[M:.*]] = arith.cmpi ne, %[[AM]], %[[CM]]
// CHECK: scf.if %[[M]] {
// CHECK:   llvm.mlir.addressof @[[M_TEXT]]
// CHECK:   %[[AM64:.*]] = arith.index_cast %[[AM]] : index to i64
// CHECK:   %[[CM64:.*]] = arith.index_cast %[[CM]] : index to i64
// CHECK:   llvm.call @dprintf(%{{.*}}, %{{.*}}, %[[AM64]], %[[CM64]])
// CHECK:   llvm.call @abort()
// CHECK: }
// CHECK: %[[AK:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?x?xf32>
// CHECK: %[[BK:.*]] = tensor.dim %arg1, %{{.*}} : tensor<?x3xf32>
// CHECK: arith.cmpi ne, %[[AK]], %[[BK]]
// CHECK: llvm.mlir.addressof @[[K_TEXT]]
// CHECK: linalg.matmul
func.func @dynamic_matmul(%a: tensor<?x?xf32>, %b: tensor<?x3xf32>, %c: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x3xf32>) outs(%c : tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// Static shapes: the verifier has checked them, nothing is added.
// CHECK-LABEL: func.func @static_matmul
// CHECK-NOT: scf.if
// CHECK: linalg.matmul
func.func @static_matmul(%a: tensor<4x6xf32>, %b: tensor<6x3xf32>, %c: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// An element-wise op with a broadcast bias: the dynamic rows of its input
// and result are checked; the columns, static everywhere (the bias's
// included), are not.
// CHECK: llvm.mlir.global internal constant @{{.*}}("tensor-layout: linalg.generic at {{.*}}: loop d0 has extent %lld in dim 0 of operand 0 but %lld in dim 0 of operand 2
// CHECK-LABEL: func.func @elementwise
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @elementwise(%x: tensor<?x8xf32>, %y: tensor<?x8xf32>, %bias: tensor<8xf32>) -> tensor<?x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<?x8xf32>, tensor<8xf32>) outs(%y : tensor<?x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
