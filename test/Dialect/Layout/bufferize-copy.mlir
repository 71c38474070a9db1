// layout-bufferize leaves each transform a layout.copy into a new buffer of
// the result layout: code generation is a separate conversion
// (test/Conversion/LayoutCopyTo*).
// RUN: tensor-opt %s -layout-bufferize -split-input-file | FileCheck %s

#rows = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 128>

// CHECK-LABEL: func.func @padded_rows
// CHECK-SAME: (%[[X:.*]]: memref<4x13xf32>)
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 128 : i64} : memref<64xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0], sizes: [4, 13], strides: [16, 1]
// CHECK: layout.copy %[[X]], %[[VIEW]] {dest_alignment = 128 : i64} : memref<4x13xf32> as tensor<4x13xf32> to memref<4x13xf32, strided<[16, 1]>> as tensor<4x13xf32, #{{.*}}>
// CHECK-NOT: scf.for
// CHECK-NOT: vector.
// CHECK: return %[[VIEW]]
func.func @padded_rows(%x: tensor<4x13xf32>) -> tensor<4x13xf32, #rows> {
  %0 = layout.transform %x : tensor<4x13xf32> to tensor<4x13xf32, #rows>
  return %0 : tensor<4x13xf32, #rows>
}

// -----

#nchw4c = #layout.encoding<align = [1, 4, 1, 1], pad_value = zero, tiles = [1 : 4]>

// Into a tiled layout: its physical buffer, allocated at the bufferization
// alignment.
// CHECK-LABEL: func.func @to_blocked
// CHECK-SAME: (%[[X:.*]]: memref<1x3x2x2xf32>) -> memref<1x1x2x2x4xf32>
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x1x2x2x4xf32>
// CHECK: layout.copy %[[X]], %[[BUF]] {dest_alignment = 64 : i64} : memref<1x3x2x2xf32> as tensor<1x3x2x2xf32> to memref<1x1x2x2x4xf32> as tensor<1x3x2x2xf32, #{{.*}}>
// CHECK: return %[[BUF]]
func.func @to_blocked(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32, #nchw4c> {
  %0 = layout.transform %x : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nchw4c>
  return %0 : tensor<1x3x2x2xf32, #nchw4c>
}

// -----

// A relabelling moves no data: a view, no copy.
// CHECK-LABEL: func.func @relabel
// CHECK-NOT: layout.copy
// CHECK: memref.reinterpret_cast
func.func @relabel(%x: tensor<4x8xf32>) -> tensor<8x4xf32, #layout.encoding<order = [1, 0]>> {
  %0 = layout.relabel %x permutation = [1, 0] : tensor<4x8xf32> to tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
  return %0 : tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
}
