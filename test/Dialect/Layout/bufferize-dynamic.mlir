// RUN: tensor-opt %s -split-input-file -layout-bufferize -canonicalize -cse | FileCheck %s

// Buffers of tensors in layouts with dynamic shapes: the allocation size,
// strides and offset are computed from the run-time extents, constants
// where the layout makes them so.

#rows8 = #layout.encoding<align = [1, 8], pad_value = zero>

// CHECK-LABEL: func.func @transform
// CHECK-SAME: (%[[X:.*]]: memref<?x5xf32>) -> memref<?x5xf32, strided<[8, 1]>>
// CHECK: %[[N:.*]] = memref.dim %[[X]], %c0
// CHECK: %[[SIZE:.*]] = arith.muli %[[N]], %c8
// CHECK: %[[BUF:.*]] = memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0], sizes: [%[[N]], 5], strides: [8, 1]
// CHECK: layout.copy %[[X]], %[[VIEW]] {{.*}} to memref<?x5xf32, strided<[8, 1]>> as tensor<?x5xf32, #{{.*}}>
func.func @transform(%x: tensor<?x5xf32>) -> tensor<?x5xf32, #rows8> {
  %t = layout.transform %x : tensor<?x5xf32> to tensor<?x5xf32, #rows8>
  return %t : tensor<?x5xf32, #rows8>
}

// -----

// The row stride of an aligned dynamic extent is that extent rounded up:
// not an identity memref (whose stride would be the extent itself). The
// add's destination is a new tensor of the argument's extents.

#rows8 = #layout.encoding<align = [1, 8], pad_value = zero>

// CHECK-LABEL: func.func @aligned_stride
// CHECK-SAME: (%[[X:.*]]: memref<?x?xf32, strided<[?, 1]>>)
// CHECK: %[[N:.*]] = memref.dim %[[X]], %c1
// CHECK: %[[BLOCKS:.*]] = arith.ceildivui %[[N]], %c8
// CHECK: %[[STRIDE:.*]] = arith.muli %[[BLOCKS]], %c8
// CHECK: memref.reinterpret_cast {{.*}} strides: [%[[STRIDE]], 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1]>>
// The padding: the columns from the extent to the stride, in every row.
// CHECK: %[[PAD:.*]] = arith.subi %[[STRIDE]], %[[N]]
// CHECK: memref.subview {{.*}}[0, %[[N]]] [%{{.*}}, %[[PAD]]] [1, 1]
// CHECK: linalg.fill
// CHECK: linalg.add
func.func @aligned_stride(%x: tensor<?x?xf32, #rows8>) -> tensor<?x?xf32, #rows8> {
  %y = linalg.add ins(%x, %x : tensor<?x?xf32, #rows8>, tensor<?x?xf32, #rows8>) outs(%x : tensor<?x?xf32, #rows8>) -> tensor<?x?xf32, #rows8>
  return %y : tensor<?x?xf32, #rows8>
}

// -----

// A new column-major tensor with a halo: one row above (stride 1 across
// rows), two columns before; the halo filled with its pad value.

#halo = #layout.encoding<order = [1, 0], pad_low = [1, 2], pad_value = -1.0 : f32>

// CHECK-LABEL: func.func @empty
// CHECK-SAME: (%[[M:.*]]: index, %[[N:.*]]: index)
// CHECK-DAG: %[[COLS:.*]] = arith.addi %[[N]], %c2
// CHECK-DAG: %[[ROWS:.*]] = arith.addi %[[M]], %c1
// CHECK: %[[SIZE:.*]] = arith.muli %[[ROWS]], %[[COLS]]
// CHECK: %[[TWO_COLS:.*]] = arith.muli %[[ROWS]], %c2
// CHECK: %[[OFFSET:.*]] = arith.addi %[[TWO_COLS]], %c1
// CHECK: %[[BUF:.*]] = memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [%[[OFFSET]]], sizes: [%[[M]], %[[N]]], strides: [1, %[[ROWS]]]
// CHECK: %[[PHYSICAL:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0]
// CHECK: memref.subview %[[PHYSICAL]][0, 0] [2, %{{.*}}] [1, 1]
// CHECK: linalg.fill
// CHECK: memref.subview %[[PHYSICAL]][2, 0] [%{{.*}}, 1] [1, 1]
// CHECK: linalg.fill
// CHECK-NOT: linalg.fill
// CHECK: return %[[VIEW]]
func.func @empty(%m: index, %n: index) -> tensor<?x?xf32, #halo> {
  %e = tensor.empty(%m, %n) : tensor<?x?xf32, #halo>
  return %e : tensor<?x?xf32, #halo>
}

// -----

// A relabel views the same buffer with the strides and offset of the
// relabelled layout for the permuted extents.

#halo = #layout.encoding<order = [1, 0], pad_low = [1, 2], pad_value = -1.0 : f32>
#halo_t = #layout.encoding<pad_low = [2, 1], pad_value = -1.0 : f32>

// CHECK-LABEL: func.func @relabel
// CHECK-SAME: (%[[X:.*]]: memref<?x?xf32, strided<[1, ?], offset: ?>>)
// CHECK: %[[M:.*]] = memref.dim %[[X]], %c0
// CHECK: %[[N:.*]] = memref.dim %[[X]], %c1
// CHECK: %[[ROW:.*]] = arith.addi %[[M]], %c1
// CHECK: %[[TWO_ROWS:.*]] = arith.muli %[[ROW]], %c2
// CHECK: %[[OFFSET:.*]] = arith.addi %[[TWO_ROWS]], %c1
// CHECK: memref.reinterpret_cast %[[X]] to offset: [%[[OFFSET]]], sizes: [%[[N]], %[[M]]], strides: [%[[ROW]], 1]
func.func @relabel(%x: tensor<?x?xf32, #halo>) -> f32 {
  %r = layout.relabel %x permutation = [1, 0] : tensor<?x?xf32, #halo> to tensor<?x?xf32, #halo_t>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %r[%c0, %c0] : tensor<?x?xf32, #halo_t>
  return %e : f32
}

// -----

// A copy in a layout takes the extents of the tensor it copies.

#rows8 = #layout.encoding<align = [1, 8], pad_value = zero>

// CHECK-LABEL: func.func @alloc_copy
// CHECK-SAME: (%[[X:.*]]: memref<?x?xf32, strided<[?, 1]>>)
// CHECK-DAG: %[[M:.*]] = memref.dim %[[X]], %c0
// CHECK-DAG: %[[N:.*]] = memref.dim %[[X]], %c1
// CHECK: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast {{.*}} sizes: [%[[M]], %[[N]]]
// CHECK: linalg.fill
// CHECK: linalg.copy ins(%[[X]] : {{.*}}) outs(%[[VIEW]] : {{.*}})
func.func @alloc_copy(%x: tensor<?x?xf32, #rows8>) -> f32 {
  %t = bufferization.alloc_tensor() copy(%x) : tensor<?x?xf32, #rows8>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0, %c0] : tensor<?x?xf32, #rows8>
  return %e : f32
}
