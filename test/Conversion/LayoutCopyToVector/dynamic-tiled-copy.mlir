// layout.copy with a tiled side of dynamic shape (extents given as `sizes`).
// Where the extents may fill whole aligned blocks, a run-time test picks
// the vector kernels on views of the copy as an untiled one of higher rank
// (the tiled dims split into blocks and lanes); other extents take scalar
// loops over the destination, each position tested against its extent.
// RUN: tensor-opt %s -convert-layout-copy-to-vector -split-input-file -canonicalize -cse | FileCheck %s
// RUN: tensor-opt %s -convert-layout-copy-to-vector=vector-bytes=0 -split-input-file -canonicalize -cse | FileCheck %s --check-prefix=SCALAR

#b = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>

// NCHW -> NCHW16c: C a multiple of 16 is the source viewed as
// [N, C/16, H, W, 16], W contiguous: 16 x 16 tiles transposed in registers.
// CHECK-LABEL: func @to_blocked
// CHECK-SAME: (%[[X:.*]]: memref<?x?x?x?xf32>, %[[Y:.*]]: memref<?x?x?x?x16xf32>, %[[N:.*]]: index, %[[C:.*]]: index, %[[H:.*]]: index, %[[W:.*]]: index)
// CHECK: %[[REM:.*]] = arith.remui %[[C]], %c16
// CHECK: %[[EXACT:.*]] = arith.cmpi eq, %[[REM]], %c0
// CHECK: scf.if %[[EXACT]] {
// CHECK: %[[BLOCKS:.*]] = arith.divui %[[C]], %c16
// CHECK: memref.reinterpret_cast %[[X]] to offset: [0], sizes: [%[[N]], %[[BLOCKS]], %[[H]], %[[W]], 16], strides: [%{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, 1, %{{[^]]+}}]
// CHECK-SAME: to memref<?x?x?x?x16xf32, strided<[?, ?, ?, 1, ?]>>
// CHECK: vector.shuffle
// CHECK: } else {
// CHECK-NOT: vector.
// CHECK: arith.cmpi ult, %{{.*}}, %[[C]]
// CHECK: memref.store
// CHECK: }
// SCALAR-LABEL: func @to_blocked
// SCALAR-NOT: arith.remui %{{.*}}, %c16
// SCALAR-NOT: vector.
// SCALAR: return
func.func @to_blocked(%x: memref<?x?x?x?xf32>, %y: memref<?x?x?x?x16xf32>, %n: index, %c: index, %h: index, %w: index) {
  layout.copy %x, %y sizes(%n, %c, %h, %w) : memref<?x?x?x?xf32> as tensor<?x?x?x?xf32> to memref<?x?x?x?x16xf32> as tensor<?x?x?x?xf32, #b>
  return
}

// -----

#b = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>

// NCHW16c -> NCHW: both viewed as [N, C/16, 16, H, W].
// CHECK-LABEL: func @from_blocked
// CHECK: scf.if
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{[^,]+}}, %{{[^,]+}}, 16, %{{[^,]+}}, %{{[^]]+}}], strides: [%{{[^,]+}}, %{{[^,]+}}, 1, %{{[^,]+}}, 16]
// CHECK: vector.shuffle
// CHECK: } else {
func.func @from_blocked(%x: memref<?x?x?x?x16xf32>, %y: memref<?x?x?x?xf32>, %n: index, %c: index, %h: index, %w: index) {
  layout.copy %x, %y sizes(%n, %c, %h, %w) : memref<?x?x?x?x16xf32> as tensor<?x?x?x?xf32, #b> to memref<?x?x?x?xf32> as tensor<?x?x?x?xf32>
  return
}

// -----

// A halo always has padding: scalar loops only.
#h = #layout.encoding<pad_low = [1, 0], align = [1, 8], pad_value = zero, tiles = [1 : 8]>
// CHECK-LABEL: func @halo
// CHECK-NOT: vector.
// CHECK-NOT: arith.remui
// CHECK: scf.for
// CHECK-NOT: vector.
// CHECK: return
func.func @halo(%x: memref<?x?xf32>, %y: memref<?x?x8xf32>, %m: index, %n: index) {
  layout.copy %x, %y sizes(%m, %n) : memref<?x?xf32> as tensor<?x?xf32> to memref<?x?x8xf32> as tensor<?x?xf32, #h>
  return
}

// -----

// A tiled source that is not a whole buffer of its own (a strided view with
// an offset): the views of the vector path start at a buffer's first
// element, so scalar loops only.
#t = #layout.encoding<align = [1, 8], pad_value = zero, tiles = [1 : 8]>
// CHECK-LABEL: func @strided_tiled_source
// CHECK-NOT: memref.reinterpret_cast
// CHECK-NOT: vector.
// CHECK: return
func.func @strided_tiled_source(%a: memref<?x2x8xf32, strided<[?, ?, 1], offset: ?>>, %b: memref<?x16xf32>, %n: index) {
  layout.copy %a, %b sizes(%n) : memref<?x2x8xf32, strided<[?, ?, 1], offset: ?>> as tensor<?x16xf32, #t> to memref<?x16xf32> as tensor<?x16xf32>
  return
}
