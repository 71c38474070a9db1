// layout.copy of dynamic shapes: the padding written, then vector kernels
// whose loops run to extents known at run time (rows, tiles transposed in
// registers), a run-time check of a dynamic source stride, and scalar
// loops where no vector kernel applies.
// RUN: tensor-opt %s -convert-layout-copy-to-vector -split-input-file -canonicalize -cse | FileCheck %s
// RUN: tensor-opt %s -convert-layout-copy-to-vector=vector-bytes=0 -split-input-file | FileCheck %s --check-prefix=SCALAR
// RUN: tensor-opt %s -convert-layout-copy-to-vector=parallel=true -split-input-file | FileCheck %s --check-prefix=PARALLEL

#rows8 = #layout.encoding<align = [1, 8], pad_value = zero>

// Rows: whole vectors, then a masked tail.
// CHECK-LABEL: func.func @rows
// CHECK: memref.subview
// CHECK: linalg.fill
// CHECK: scf.for %[[ROW:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK:   %[[REST:.*]] = arith.remui %[[N:.*]], %c16
// CHECK:   %[[WHOLE:.*]] = arith.subi %[[N]], %[[REST]]
// CHECK:   scf.for %{{.*}} = %c0 to %[[WHOLE]] step %c16 {
// CHECK:     vector.load {{.*}} : memref<?xf32>, vector<16xf32>
// CHECK:     vector.store {{.*}} : memref<?xf32>, vector<16xf32>
// CHECK:   %[[TAIL:.*]] = arith.subi %[[N]], %[[WHOLE]]
// CHECK:   scf.if
// CHECK:     %[[MASK:.*]] = vector.create_mask %[[TAIL]] : vector<16xi1>
// CHECK:     vector.maskedload {{.*}}, %[[MASK]]
// CHECK:     vector.maskedstore {{.*}}, %[[MASK]]
// SCALAR-LABEL: func.func @rows
// SCALAR-NOT: vector.
// SCALAR: linalg.generic
// The rows are shared by the threads.
// PARALLEL-LABEL: func.func @rows
// PARALLEL: scf.parallel
// PARALLEL: scf.for
// PARALLEL: vector.load
func.func @rows(%a: memref<?x?xf32>, %b: memref<?x?xf32, strided<[?, 1]>>) {
  layout.copy %a, %b : memref<?x?xf32> as tensor<?x?xf32> to memref<?x?xf32, strided<[?, 1]>> as tensor<?x?xf32, #rows8>
  return
}

// -----

#cols = #layout.encoding<order = [1, 0]>

// A transpose: 16 x 16 tiles, 16 loads along the source's rows, shuffles,
// 16 stores along the destination's; the two edges element by element.
// CHECK-LABEL: func.func @tiles
// CHECK: scf.for %{{.*}} step %c16 {
// CHECK:   scf.for %{{.*}} step %c16 {
// CHECK-COUNT-16: vector.load {{.*}} : memref<?xf32>, vector<16xf32>
// CHECK-COUNT-64: vector.shuffle
// CHECK-COUNT-16: vector.store {{.*}} : memref<?xf32>, vector<16xf32>
// CHECK: scf.for
// CHECK:   scf.for
// CHECK:     memref.load
// CHECK:     memref.store
// CHECK: scf.for
// CHECK:   scf.for
// CHECK:     memref.load
// CHECK:     memref.store
// Without outer dims, the columns of tiles are shared by the threads.
// PARALLEL-LABEL: func.func @tiles
// PARALLEL: scf.parallel
// PARALLEL: scf.for
// PARALLEL-COUNT-64: vector.shuffle
func.func @tiles(%a: memref<?x?xf32>, %b: memref<?x?xf32, strided<[1, ?]>>) {
  layout.copy %a, %b : memref<?x?xf32> as tensor<?x?xf32> to memref<?x?xf32, strided<[1, ?]>> as tensor<?x?xf32, #cols>
  return
}

// -----

#rows8 = #layout.encoding<align = [1, 8], pad_value = zero>

// A source stride known only at run time: rows where it is 1, scalar loops
// otherwise.
// CHECK-LABEL: func.func @checked
// CHECK: %{{.*}}, %{{.*}}, %{{.*}}, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %arg0
// CHECK: %[[UNIT:.*]] = arith.cmpi eq, %[[STRIDES]]#1, %c1
// CHECK: scf.if %[[UNIT]] {
// CHECK:   vector.load
// CHECK:   vector.maskedstore
// CHECK: } else {
// CHECK:   linalg.generic
func.func @checked(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %b: memref<?x?xf32, strided<[?, 1]>>) {
  layout.copy %a, %b : memref<?x?xf32, strided<[?, ?], offset: ?>> as tensor<?x?xf32> to memref<?x?xf32, strided<[?, 1]>> as tensor<?x?xf32, #rows8>
  return
}

// -----

// Negative: a source with no unit stride (every other column) has no vector
// kernel.
// CHECK-LABEL: func.func @no_unit_stride
// CHECK-NOT: vector.
// CHECK-NOT: scf.if
// CHECK: linalg.generic
func.func @no_unit_stride(%a: memref<?x?xf32, strided<[?, 2]>>, %b: memref<?x?xf32>) {
  layout.copy %a, %b : memref<?x?xf32, strided<[?, 2]>> as tensor<?x?xf32> to memref<?x?xf32> as tensor<?x?xf32>
  return
}
