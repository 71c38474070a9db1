// layout.copy on buffers, generated as CPU code: the kernel each pair of
// layouts reaches (docs/performance.md), and the scalar loops otherwise.
// RUN: tensor-opt %s -convert-layout-copy-to-vector -split-input-file | FileCheck %s
// RUN: tensor-opt %s -convert-layout-copy-to-vector=vector-bytes=0 -split-input-file | FileCheck %s --check-prefix=SCALAR

#cm = #layout.encoding<order = [1, 0]>

// A transpose: tiles of 16 x 16 f32 transposed in registers (4 rounds of
// shuffles), every store a whole 64-byte vector.
// CHECK-LABEL: func.func @transpose
// CHECK-COUNT-16: vector.load {{.*}} : memref<4096xf32, strided<[1]>>, vector<16xf32>
// CHECK-COUNT-64: vector.shuffle
// CHECK-COUNT-16: vector.store {{.*}} : memref<4096xf32, strided<[1]>>, vector<16xf32>
// CHECK-NOT: layout.copy
// SCALAR-LABEL: func.func @transpose
// SCALAR-NOT: vector.
// SCALAR: linalg.generic
// SCALAR-NOT: layout.copy
func.func @transpose(%a: memref<64x64xf32>, %b: memref<64x64xf32, strided<[1, 64]>>) {
  layout.copy %a, %b : memref<64x64xf32> as tensor<64x64xf32>
      to memref<64x64xf32, strided<[1, 64]>> as tensor<64x64xf32, #cm>
  return
}

// -----

#rows = #layout.encoding<align = [1, 16], pad_value = -1.0 : f32>

// Rows padded from 13 to 16: each row one masked load whose empty lanes
// hold the pad value, stored whole, so the padding is written in the same
// sweep.
// CHECK-LABEL: func.func @padded_rows
// CHECK: arith.constant -1.000000e+00 : f32
// CHECK: scf.for
// CHECK: %[[SPLAT:.*]] = vector.broadcast %{{.*}} : f32 to vector<16xf32>
// CHECK-NEXT: %[[MASK:.*]] = vector.constant_mask [13] : vector<16xi1>
// CHECK-NEXT: %[[ROW:.*]] = vector.maskedload %{{.*}}[%{{.*}}], %[[MASK]], %[[SPLAT]]
// CHECK-NEXT: vector.store %[[ROW]]
// SCALAR-LABEL: func.func @padded_rows
// SCALAR: linalg.fill
// SCALAR: linalg.generic
func.func @padded_rows(%a: memref<8x13xf32>, %b: memref<8x13xf32, strided<[16, 1]>>) {
  layout.copy %a, %b : memref<8x13xf32> as tensor<8x13xf32>
      to memref<8x13xf32, strided<[16, 1]>> as tensor<8x13xf32, #rows>
  return
}

// -----

#nchw16c = #layout.encoding<tiles = [1 : 16]>

// An exact tiling is an untiled copy of higher rank: NCHW -> NCHW16c
// transposes 16 x (H*W) tiles.
// CHECK-LABEL: func.func @exact_tiling
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [1, 2, 4, 4, 16], strides: [512, 256, 4, 1, 16]
// CHECK: vector.shuffle
// SCALAR-LABEL: func.func @exact_tiling
// SCALAR-NOT: vector.
// SCALAR: memref.store
func.func @exact_tiling(%a: memref<1x32x4x4xf32>, %b: memref<1x2x4x4x16xf32>) {
  layout.copy %a, %b : memref<1x32x4x4xf32> as tensor<1x32x4x4xf32>
      to memref<1x2x4x4x16xf32> as tensor<1x32x4x4xf32, #nchw16c>
  return
}

// -----

#c20 = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>

// 20 channels in tiles of 16: padding over two tiles, which no untiled
// layout places the same way, so two untiled copies: the whole tile
// (16 channels), then the last 4 channels, each source viewed in the
// destination's physical dims.
// CHECK-LABEL: func.func @padded_tiles
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [1, 1, 2, 2, 16], strides: [80, 64, 2, 1, 4]
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [64], sizes: [1, 1, 2, 2, 4], strides: [80, 64, 2, 1, 4]
// CHECK-NOT: scf.if
// CHECK: vector.
// CHECK-NOT: scf.if
// CHECK: return
func.func @padded_tiles(%a: memref<1x20x2x2xf32>, %b: memref<1x2x2x2x16xf32>) {
  layout.copy %a, %b : memref<1x20x2x2xf32> as tensor<1x20x2x2xf32>
      to memref<1x2x2x2x16xf32> as tensor<1x20x2x2xf32, #c20>
  return
}
