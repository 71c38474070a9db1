// RUN: tensor-opt %s | tensor-opt | FileCheck %s
// RUN: tensor-opt %s -mlir-print-op-generic | tensor-opt | FileCheck %s

#cm = #layout.encoding<order = [1, 0]>
#rows = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 64>
#nchw16c = #layout.encoding<tiles = [1 : 16]>

// CHECK-LABEL: func @to_column_major
// CHECK: layout.copy %{{.*}}, %{{.*}} : memref<4x8xf32> as tensor<4x8xf32> to memref<4x8xf32, strided<[1, 4]>> as tensor<4x8xf32, #{{.*}}>
func.func @to_column_major(%a: memref<4x8xf32>, %b: memref<4x8xf32, strided<[1, 4]>>) {
  layout.copy %a, %b : memref<4x8xf32> as tensor<4x8xf32>
      to memref<4x8xf32, strided<[1, 4]>> as tensor<4x8xf32, #cm>
  return
}

// Known alignments are kept; a source of any strides is read as it is.
// CHECK-LABEL: func @aligned_rows
// CHECK: layout.copy %{{.*}}, %{{.*}} {dest_alignment = 128 : i64, source_alignment = 16 : i64} : memref<3x5xf32, strided<[?, ?], offset: ?>> as tensor<3x5xf32> to memref<3x5xf32, strided<[16, 1]>> as tensor<3x5xf32, #{{.*}}>
func.func @aligned_rows(%a: memref<3x5xf32, strided<[?, ?], offset: ?>>, %b: memref<3x5xf32, strided<[16, 1]>>) {
  layout.copy %a, %b {source_alignment = 16 : i64, dest_alignment = 128 : i64}
      : memref<3x5xf32, strided<[?, ?], offset: ?>> as tensor<3x5xf32>
      to memref<3x5xf32, strided<[16, 1]>> as tensor<3x5xf32, #rows>
  return
}

// A tiled layout's buffer is its physical one.
// CHECK-LABEL: func @to_blocked
// CHECK: layout.copy %{{.*}}, %{{.*}} : memref<1x32x2x2xf32> as tensor<1x32x2x2xf32> to memref<1x2x2x2x16xf32> as tensor<1x32x2x2xf32, #{{.*}}>
func.func @to_blocked(%a: memref<1x32x2x2xf32>, %b: memref<1x2x2x2x16xf32>) {
  layout.copy %a, %b : memref<1x32x2x2xf32> as tensor<1x32x2x2xf32>
      to memref<1x2x2x2x16xf32> as tensor<1x32x2x2xf32, #nchw16c>
  return
}

// A tiled buffer does not hold its logical extents: they are operands.
// CHECK-LABEL: func @dynamic_tiled
// CHECK: layout.copy %{{.*}}, %{{.*}} sizes(%{{.*}}, %{{.*}}) : memref<?x?xf32> as tensor<?x?xf32> to memref<?x?x8xf32> as tensor<?x?xf32, #{{.*}}>
func.func @dynamic_tiled(%a: memref<?x?xf32>, %b: memref<?x?x8xf32>, %m: index, %n: index) {
  layout.copy %a, %b sizes(%m, %n) : memref<?x?xf32> as tensor<?x?xf32>
      to memref<?x?x8xf32> as tensor<?x?xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8]>>
  return
}
