// Layout copies of at least min-bytes between f32 buffers oneDNN can
// describe become its reorder; the rest stay for convert-layout-copy-to-vector.
// RUN: tensor-opt %s -split-input-file -convert-layout-copy-to-onednn=min-bytes=64 | FileCheck %s
// RUN: tensor-opt %s -split-input-file -convert-layout-copy-to-onednn=min-bytes=1 | FileCheck %s --check-prefix=SCALAR
// RUN: not tensor-opt %s -convert-layout-copy-to-onednn=min-bytes=0 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: convert-layout-copy-to-onednn: min-bytes must be at least 1, got 0
// OPTION-NOT: func.func

// NCHW -> NHWC: each buffer by its strides (version 1, then src and dst:
// rank, dims, padded dims, strides, no blocks).
// CHECK: memref.global "private" constant @__tensor_layout_onednn_reorder : memref<29xi64> = dense<[1, 4, 1, 4, 3, 5, 1, 4, 3, 5, 60, 15, 5, 1, 0, 4, 1, 4, 3, 5, 1, 4, 3, 5, 60, 1, 20, 4, 0]>
// CHECK: func.func private @tensor_layout_onednn_reorder_f32(memref<*xf32>, memref<*xf32>, memref<?xi64>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @to_nhwc
// CHECK-NOT: layout.copy
// CHECK: call @tensor_layout_onednn_reorder_f32(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<*xf32>, memref<*xf32>, memref<?xi64>) -> ()
func.func @to_nhwc(%x: memref<1x4x3x5xf32>, %y: memref<1x4x3x5xf32, strided<[60, 1, 20, 4]>>) {
  layout.copy %x, %y : memref<1x4x3x5xf32> as tensor<1x4x3x5xf32>
      to memref<1x4x3x5xf32, strided<[60, 1, 20, 4]>> as tensor<1x4x3x5xf32, #layout.encoding<order = [0, 2, 3, 1]>>
  return
}

// -----

// Into NCHW8c with 5 channels: one block, its 3 padded channels zeroed by
// the reorder (padded dims 8, one block (1, 8)).
// CHECK: dense<[1, 4, 1, 5, 2, 2, 1, 5, 2, 2, 20, 4, 2, 1, 0, 4, 1, 5, 2, 2, 1, 8, 2, 2, 32, 32, 16, 8, 1, 1, 8]>
// CHECK-LABEL: func.func @to_blocked
// CHECK: call @tensor_layout_onednn_reorder_f32
#nchw8c = #layout.encoding<align = [1, 8, 1, 1], pad_value = zero, tiles = [1 : 8]>
func.func @to_blocked(%x: memref<1x5x2x2xf32>, %y: memref<1x1x2x2x8xf32>) {
  layout.copy %x, %y : memref<1x5x2x2xf32> as tensor<1x5x2x2xf32>
      to memref<1x1x2x2x8xf32> as tensor<1x5x2x2xf32, #nchw8c>
  return
}

// -----

// Too small: 60 bytes.
// CHECK-LABEL: func.func @small
// CHECK: layout.copy
func.func @small(%x: memref<3x5xf32>, %y: memref<3x5xf32, strided<[1, 3]>>) {
  layout.copy %x, %y : memref<3x5xf32> as tensor<3x5xf32>
      to memref<3x5xf32, strided<[1, 3]>> as tensor<3x5xf32, #layout.encoding<order = [1, 0]>>
  return
}

// -----

// Zero padding between rows, which a reorder would not write.
// CHECK-LABEL: func.func @padded_rows
// CHECK: layout.copy
func.func @padded_rows(%x: memref<4x5xf32>, %y: memref<4x5xf32, strided<[8, 1]>>) {
  layout.copy %x, %y : memref<4x5xf32> as tensor<4x5xf32>
      to memref<4x5xf32, strided<[8, 1]>> as tensor<4x5xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
  return
}

// -----

// Padding in blocks with -1, where oneDNN writes zeros.
// CHECK-LABEL: func.func @nonzero_padding
// CHECK: layout.copy
#minus_one = #layout.encoding<align = [1, 8, 1, 1], pad_value = -1.0 : f32, tiles = [1 : 8]>
func.func @nonzero_padding(%x: memref<1x5x2x2xf32>, %y: memref<1x1x2x2x8xf32>) {
  layout.copy %x, %y : memref<1x5x2x2xf32> as tensor<1x5x2x2xf32>
      to memref<1x1x2x2x8xf32> as tensor<1x5x2x2xf32, #minus_one>
  return
}

// -----

// A blocked dim padded past its last block (5 channels padded to 16 in
// blocks of 8), which oneDNN's reorders place wrongly.
// CHECK-LABEL: func.func @padded_past_blocks
// CHECK: layout.copy
#past = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 8]>
func.func @padded_past_blocks(%x: memref<1x5x2x2xf32>, %y: memref<1x2x2x2x8xf32>) {
  layout.copy %x, %y : memref<1x5x2x2xf32> as tensor<1x5x2x2xf32>
      to memref<1x2x2x2x8xf32> as tensor<1x5x2x2xf32, #past>
  return
}

// -----

// Other element types and memory spaces.
// CHECK-LABEL: func.func @integers
// CHECK: layout.copy
func.func @integers(%x: memref<4x5xi32>, %y: memref<4x5xi32, strided<[1, 4]>>) {
  layout.copy %x, %y : memref<4x5xi32> as tensor<4x5xi32>
      to memref<4x5xi32, strided<[1, 4]>> as tensor<4x5xi32, #layout.encoding<order = [1, 0]>>
  return
}
// CHECK-LABEL: func.func @memory_space
// CHECK: layout.copy
func.func @memory_space(%x: memref<4x5xf32, 1>, %y: memref<4x5xf32, strided<[1, 4]>>) {
  layout.copy %x, %y : memref<4x5xf32, 1> as tensor<4x5xf32>
      to memref<4x5xf32, strided<[1, 4]>> as tensor<4x5xf32, #layout.encoding<order = [1, 0]>>
  return
}

// -----

// A rank-0 tensor: oneDNN's descriptors have 1 to 12 dims (4 bytes, so
// only with min-bytes below 5).
// SCALAR-LABEL: func.func @scalar
// SCALAR: layout.copy
func.func @scalar(%x: memref<f32>, %y: memref<f32>) {
  layout.copy %x, %y : memref<f32> as tensor<f32> to memref<f32> as tensor<f32, #layout.encoding<base_align = 64>>
  return
}

// -----

// Negative: a copy of a dynamic shape stays for convert-layout-copy-to-vector
// (the reorder's descriptors are made of static extents).
// CHECK-LABEL: func.func @dynamic
// CHECK: layout.copy
// SCALAR-LABEL: func.func @dynamic
// SCALAR: layout.copy
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32, strided<[1, ?]>>) {
  layout.copy %a, %b : memref<?x?xf32> as tensor<?x?xf32> to memref<?x?xf32, strided<[1, ?]>> as tensor<?x?xf32, #layout.encoding<order = [1, 0]>>
  return
}
