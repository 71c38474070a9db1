// RUN: tensor-opt %s -split-input-file -layout-expand-shape-as-reinterpret-cast | FileCheck %s
// Before, the lowering crashed in expand-strided-metadata (llvm-project
// issue 186830) on the first function:
// RUN: tensor-opt %s -split-input-file -layout-lower-to-llvm | FileCheck %s --check-prefix=LOWERED

// Two dynamic extents in one group: a reinterpret_cast whose strides grow
// from the source dim's by the inner extents.
// CHECK-LABEL: func.func @two_dynamic
// CHECK-SAME: (%[[M:.*]]: memref<?x?xf32, strided<[?, 1], offset: ?>>, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK: %{{.*}}, %[[OFFSET:.*]], %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK: %[[OUTER:.*]] = arith.muli %[[STRIDES]]#0, %[[B]]
// CHECK: memref.reinterpret_cast %[[M]] to offset: [%[[OFFSET]]], sizes: [%[[A]], %[[B]], %{{.*}}], strides: [%[[OUTER]], %[[STRIDES]]#0, 1]
// CHECK-NOT: memref.expand_shape
// LOWERED-LABEL: llvm.func @two_dynamic
func.func @two_dynamic(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %a: index, %b: index) -> memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, %b, %n] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
  return %e : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
}

// -----

// One dynamic extent per group: left to expand-strided-metadata.
// CHECK-LABEL: func.func @one_dynamic
// CHECK: memref.expand_shape
// CHECK-NOT: memref.reinterpret_cast
func.func @one_dynamic(%m: memref<?xf32>, %a: index) -> memref<?x4xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%a, 4] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}
