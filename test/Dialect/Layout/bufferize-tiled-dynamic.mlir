// Tiled layouts on tensors of dynamic shape. A tiled buffer does not hold
// its logical extents (a tile of 8 over 13 elements and over 16 fill the
// same two tiles), so the extents of the dynamic dims travel beside it:
// function arguments and results, calls, loops and layout.copy carry them,
// and the physical extents, the allocation and the padding are computed
// from them at run time.
// RUN: tensor-opt %s -split-input-file -layout-bufferize | FileCheck %s

#t = #layout.encoding<align = [1, 8], pad_value = zero, tiles = [1 : 8]>

// The outer extent of the tiled dim is alignTo(n, 8) / 8; the copy gets n.
// CHECK-LABEL: func @to_tiled
// CHECK-SAME: (%[[X:.*]]: memref<?x?xf32>) -> (memref<?x?x8xf32>, index, index)
// CHECK-DAG: %[[M:.*]] = memref.dim %[[X]], %c0
// CHECK-DAG: %[[N:.*]] = memref.dim %[[X]], %c1
// CHECK: %[[BLOCKS:.*]] = arith.ceildivui %[[N]], %[[C8:.*]] : index
// CHECK: %[[PADDED:.*]] = arith.muli %[[BLOCKS]], %[[C8]]
// CHECK: %[[TILES:.*]] = arith.divui %[[PADDED]], %{{.*}}
// CHECK: %[[BUF:.*]] = memref.alloc(%[[M]], %[[TILES]]) {alignment = 64 : i64} : memref<?x?x8xf32>
// CHECK: layout.copy %[[X]], %[[BUF]] sizes(%[[M]], %[[N]])
// CHECK: return %[[BUF]], %[[M]], %[[N]]
func.func @to_tiled(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #t> {
  %0 = layout.transform %x : tensor<?x?xf32> to tensor<?x?xf32, #t>
  return %0 : tensor<?x?xf32, #t>
}

// -----

#t = #layout.encoding<align = [1, 8], pad_value = zero, tiles = [1 : 8]>

// Back to a plain tensor of the extents given; tensor.dim reads them.
// CHECK-LABEL: func @from_tiled
// CHECK-SAME: (%[[X:.*]]: memref<?x?x8xf32>, %[[M:.*]]: index, %[[N:.*]]: index) -> (memref<?x?xf32>, index)
// CHECK: %[[SIZE:.*]] = arith.muli %[[N]], %[[M]]
// CHECK: %[[FLAT:.*]] = memref.alloc(%[[SIZE]])
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[FLAT]] to offset: [0], sizes: [%[[M]], %[[N]]], strides: [%[[N]], 1]
// CHECK: layout.copy %[[X]], %[[VIEW]] sizes(%[[M]], %[[N]])
// CHECK: return %[[VIEW]], %[[N]]
func.func @from_tiled(%x: tensor<?x?xf32, #t>) -> (tensor<?x?xf32>, index) {
  %c1 = arith.constant 1 : index
  %0 = layout.transform %x : tensor<?x?xf32, #t> to tensor<?x?xf32>
  %n = tensor.dim %x, %c1 : tensor<?x?xf32, #t>
  return %0, %n : tensor<?x?xf32>, index
}

// -----

#t = #layout.encoding<align = [1, 8], pad_value = zero, tiles = [1 : 8]>

// An element-wise op over a padded tiled dim: loops over the physical
// buffer, each position tested against the extent at run time, padding
// written with the pad value.
// CHECK-LABEL: func @add
// CHECK-SAME: (%[[X:.*]]: memref<?x?x8xf32>, %[[M:.*]]: index, %[[N:.*]]: index, %[[Y:.*]]: memref<?x?x8xf32>, %{{.*}}: index, %{{.*}}: index) -> (memref<?x?x8xf32>, index, index)
// CHECK: %[[OUT:.*]] = memref.alloc(%[[M]], %{{.*}}) {alignment = 64 : i64} : memref<?x?x8xf32>
// CHECK: scf.for %[[I:.*]] = %c0{{.*}} to %[[M]]
// CHECK: scf.for %[[J:.*]] =
// CHECK: scf.for %[[K:.*]] = %c0{{.*}} to %c8
// CHECK: %[[POS:.*]] = arith.addi %{{.*}}, %[[K]]
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[POS]], %[[N]]
// CHECK: scf.if %[[IN]]
// CHECK: arith.addf
// CHECK: } else {
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: memref.store %[[ZERO]]
// CHECK: return %{{.*}}, %[[M]], %[[N]]
func.func @add(%x: tensor<?x?xf32, #t>, %y: tensor<?x?xf32, #t>) -> tensor<?x?xf32, #t> {
  %0 = arith.addf %x, %y : tensor<?x?xf32, #t>
  return %0 : tensor<?x?xf32, #t>
}

// -----

#t = #layout.encoding<align = [1, 8], pad_value = zero, tiles = [1 : 8]>

// A call and a loop carry the extents with the buffer.
// CHECK-LABEL: func @loop
// CHECK: %{{.*}}:3 = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (memref<?x?x8xf32>, index, index)
// CHECK: func.call @id(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<?x?x8xf32>, index, index) -> (memref<?x?x8xf32>, index, index)
func.func private @id(%x: tensor<?x?xf32, #t>) -> tensor<?x?xf32, #t>
func.func @loop(%x: tensor<?x?xf32, #t>, %n: index) -> tensor<?x?xf32, #t> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<?x?xf32, #t> {
    %b = func.call @id(%a) : (tensor<?x?xf32, #t>) -> tensor<?x?xf32, #t>
    scf.yield %b : tensor<?x?xf32, #t>
  }
  return %r : tensor<?x?xf32, #t>
}
