// RUN: tensor-opt %s -split-input-file -layout-bufferize | FileCheck %s
// RUN: tensor-opt %s -split-input-file -layout-bufferize=strict-argument-alignment=true \
// RUN:   | FileCheck %s --check-prefix=STRICT

// An argument whose layout promises base_align: memref types do not carry
// alignment, so bufferization checks the promise at the entry and tells
// LLVM with memref.assume_alignment, which every use then reads. A buffer
// that breaks it is copied into an aligned one (the function reads only:
// nothing is copied back); with strict-argument-alignment, a message on
// stderr and an abort. Others are left alone.
// CHECK-LABEL: func.func @promised
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[PLAIN:.*]]: memref<4xf32>)
// CHECK: %[[POINTER:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: %[[MASK:.*]] = arith.constant 63 : index
// CHECK: %[[LOW:.*]] = arith.andi %[[POINTER]], %[[MASK]]
// CHECK: %[[BAD:.*]] = arith.cmpi ne, %[[LOW]],
// CHECK: %[[USED:.*]] = scf.if %[[BAD]] -> (memref<4xf32>) {
// CHECK:   %[[WHOLE:.*]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [4], strides: [1]
// CHECK:   %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:   memref.copy %[[WHOLE]], %[[COPY]]
// CHECK:   %[[VIEW:.*]] = memref.reinterpret_cast %[[COPY]]
// CHECK:   scf.yield %[[VIEW]]
// CHECK: } else {
// CHECK:   scf.yield %[[A]]
// CHECK: }
// CHECK: %[[ALIGNED:.*]] = memref.assume_alignment %[[USED]], 64 : memref<4xf32>
// CHECK-NOT: memref.assume_alignment
// CHECK-NOT: extract_aligned_pointer_as_index %[[PLAIN]]
// CHECK: memref.load %[[ALIGNED]]
// CHECK: memref.load %[[PLAIN]]
// CHECK-NOT: memref.copy
// CHECK: return

// STRICT: llvm.mlir.global internal constant @tensor_layout_misaligned_promised_0("tensor-layout: argument #0 of @promised must be aligned to 64 bytes (its layout's base_align)\0A")
// STRICT-LABEL: func.func @promised
// STRICT-SAME: (%[[A:.*]]: memref<4xf32>, %[[PLAIN:.*]]: memref<4xf32>)
// STRICT: %[[POINTER:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// STRICT: %[[BAD:.*]] = arith.cmpi ne
// STRICT: scf.if %[[BAD]] {
// STRICT: llvm.mlir.addressof @tensor_layout_misaligned_promised_0
// STRICT: llvm.call @write(
// STRICT: llvm.call @abort()
// STRICT: }
// STRICT-NOT: memref.alloc
// STRICT: %[[ALIGNED:.*]] = memref.assume_alignment %[[A]], 64 : memref<4xf32>
// STRICT: memref.load %[[ALIGNED]]
func.func @promised(%a: tensor<4xf32, #layout.encoding<base_align = 64>>, %b: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<4xf32, #layout.encoding<base_align = 64>>
  %y = tensor.extract %b[%c0] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// -----

// A halo puts the first element 3 floats past the aligned base: the check
// is of the base, the assumption (about the first element) only 4 bytes.
// The copy is of the whole buffer, halo included.
// CHECK-LABEL: func.func @halo
// CHECK: arith.constant 63 : index
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [7], strides: [1]
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<7xf32>
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [3], sizes: [4], strides: [1]
// CHECK: memref.assume_alignment %{{.*}}, 4 : memref<4xf32, strided<[1], offset: 3>>
func.func @halo(%a: tensor<4xf32, #layout.encoding<pad_low = [3], base_align = 64>>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<4xf32, #layout.encoding<pad_low = [3], base_align = 64>>
  return %x : f32
}

// -----

// A function that writes its argument's buffer in place (an op that
// accumulates into it, which nothing reads after) writes the copy, which goes back into the caller's buffer
// before the return; rows padded to 8 floats copy all 16, the last row's
// padding included.
// CHECK-LABEL: func.func @written
// CHECK-SAME: (%[[A:.*]]: memref<2x5xf32, strided<[8, 1]>>)
// CHECK: %[[BAD:.*]] = arith.cmpi ne
// CHECK: %[[USED:.*]] = scf.if %[[BAD]]
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK: %[[ALIGNED:.*]] = memref.assume_alignment %[[USED]], 64
// CHECK: linalg.generic {{.*}} outs(%[[ALIGNED]] :
// CHECK: memref.load %[[ALIGNED]]
// CHECK: scf.if %[[BAD]] {
// CHECK:   %[[FROM:.*]] = memref.reinterpret_cast %[[USED]] to offset: [0], sizes: [16], strides: [1]
// CHECK:   %[[TO:.*]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [16], strides: [1]
// CHECK:   memref.copy %[[FROM]], %[[TO]]
// CHECK: }
// CHECK: return
func.func @written(%a: tensor<2x5xf32, #layout.encoding<align = [1, 8], base_align = 64>>) -> f32 {
  %v = arith.constant 2.5 : f32
  %c0 = arith.constant 0 : index
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x5xf32, #layout.encoding<align = [1, 8], base_align = 64>>) {
  ^bb0(%o: f32):
    %s = arith.addf %o, %v : f32
    linalg.yield %s : f32
  } -> tensor<2x5xf32, #layout.encoding<align = [1, 8], base_align = 64>>
  %x = tensor.extract %r[%c0, %c0] : tensor<2x5xf32, #layout.encoding<align = [1, 8], base_align = 64>>
  return %x : f32
}

// -----

// Dynamic extents: the copy's size is computed at run time, from the
// padded rows of the logical extents (untiled), or from the physical
// buffer's extents (tiled, packed).
// CHECK-LABEL: func.func @dynamic_rows
// CHECK: scf.if
// CHECK: memref.dim %{{.*}}, %{{.*}} : memref<?x5xf32, strided<[8, 1]>>
// CHECK: arith.muli
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}], strides: [1] : memref<?x5xf32, strided<[8, 1]>> to memref<?xf32>
// CHECK: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK: memref.extract_strided_metadata
func.func @dynamic_rows(%a: tensor<?x5xf32, #layout.encoding<align = [1, 8], base_align = 64>>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0, %c0] : tensor<?x5xf32, #layout.encoding<align = [1, 8], base_align = 64>>
  return %x : f32
}

// CHECK-LABEL: func.func @dynamic_tiled
// CHECK-SAME: (%[[A:[a-z0-9]+]]: memref<?x?x8xf32>
// CHECK: scf.if
// CHECK-DAG: memref.dim %[[A]], %{{.*}} : memref<?x?x8xf32>
// CHECK-DAG: memref.dim %[[A]], %{{.*}} : memref<?x?x8xf32>
// CHECK: %[[N:.*]] = affine.apply
// CHECK: memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
func.func @dynamic_tiled(%a: tensor<?x?xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8], base_align = 64>>) -> tensor<?x?xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8], base_align = 64>> {
  %c2 = arith.constant 2.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x?xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8], base_align = 64>>) outs(%a : tensor<?x?xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8], base_align = 64>>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.mulf %in, %c2 : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8], base_align = 64>>
  return %r : tensor<?x?xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8], base_align = 64>>
}
