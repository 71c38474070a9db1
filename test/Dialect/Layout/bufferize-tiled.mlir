// Tiled (blocked) layouts become buffers of their physical shape; transforms
// to and from them become layout.copy, here generated as scalar loops over
// the destination in buffer order. (The general path, which vector-bytes=0
// asks for: these 3 channels, one tile of NCHW4c, are otherwise copied by
// the vector kernels, as Integration/CPU/few-channel-transforms.test
// checks.)
// RUN: tensor-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-elementwise-to-linalg),layout-bufferize,convert-layout-copy-to-vector{vector-bytes=0},canonicalize)" | FileCheck %s

#nchw4c = #layout.encoding<align = [1, 4, 1, 1], pad_value = zero, tiles = [1 : 4]>

// NCHW -> NCHW4c of 3 channels: every physical position written once, the
// fourth channel (padding) with zero, the tile index innermost.
// CHECK-LABEL: func.func @to_blocked
// CHECK-SAME: (%[[X:.*]]: memref<1x3x2x2xf32>) -> memref<1x1x2x2x4xf32>
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x1x2x2x4xf32>
// CHECK: scf.for %[[H:.*]] = %{{.*}} to %c2
// CHECK-NEXT: scf.for %[[W:.*]] = %{{.*}} to %c2
// CHECK-NEXT: scf.for %[[C:.*]] = %{{.*}} to %c4
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi ult, %[[C]], %c3 : index
// CHECK-NEXT: %[[V:.*]] = scf.if %[[IN]] -> (f32) {
// CHECK-NEXT: %[[E:.*]] = memref.load %[[X]][%c0, %[[C]], %[[H]], %[[W]]]
// CHECK-NEXT: scf.yield %[[E]]
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[ZERO]]
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %[[V]], %[[BUF]][%c0, %c0, %[[H]], %[[W]], %[[C]]]
// CHECK: return %[[BUF]] : memref<1x1x2x2x4xf32>
func.func @to_blocked(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32, #nchw4c> {
  %0 = layout.transform %x : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nchw4c>
  return %0 : tensor<1x3x2x2xf32, #nchw4c>
}

// NCHW4c -> NHWC: loops over the destination's elements in its order,
// reading channel c at block c / 4, lane c % 4 (no test: no padding there).
// CHECK-LABEL: func.func @to_nhwc
// CHECK-SAME: (%[[X:.*]]: memref<1x1x2x2x4xf32>) -> memref<1x3x2x2xf32, strided<[12, 1, 6, 3]>>
// CHECK: scf.for %[[H:.*]] = %{{.*}} to %c2
// CHECK-NEXT: scf.for %[[W:.*]] = %{{.*}} to %c2
// CHECK-NEXT: scf.for %[[C:.*]] = %{{.*}} to %c3
// CHECK-NOT: scf.if
// CHECK: memref.load %[[X]][%c0, %{{.*}}, %[[H]], %[[W]], %{{.*}}] : memref<1x1x2x2x4xf32>
func.func @to_nhwc(%x: tensor<1x3x2x2xf32, #nchw4c>) -> tensor<1x3x2x2xf32, #layout.encoding<order = [0, 2, 3, 1]>> {
  %0 = layout.transform %x : tensor<1x3x2x2xf32, #nchw4c> to tensor<1x3x2x2xf32, #layout.encoding<order = [0, 2, 3, 1]>>
  return %0 : tensor<1x3x2x2xf32, #layout.encoding<order = [0, 2, 3, 1]>>
}

// -----

#blocked = #layout.encoding<align = [8], pad_value = -1.0 : f32, tiles = [0 : 4]>

// Element-wise ops compute on elements only where the layout has padding:
// padding keeps its pad value (and is not read). A constant is laid out at
// compile time, padding included.
// CHECK: memref.global "private" constant @{{.*}} : memref<2x4xf32> = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, -1.000000e+00, -1.000000e+00]]>
// CHECK-LABEL: func.func @scale
// CHECK-SAME: (%[[X:.*]]: memref<2x4xf32>) -> memref<2x4xf32>
// CHECK-DAG: %[[PAD:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: %[[K:.*]] = memref.get_global @{{.*}} : memref<2x4xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK-NOT: memref.copy
// CHECK: scf.for %[[B:.*]] = %c0 to %c2
// CHECK: scf.for %[[L:.*]] = %c0 to %c4
// CHECK: scf.if
// CHECK-NEXT: %[[A:.*]] = memref.load %[[X]][%[[B]], %[[L]]]
// CHECK-NEXT: %[[C:.*]] = memref.load %[[K]][%[[B]], %[[L]]]
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[A]], %[[C]]
// CHECK-NEXT: memref.store %[[P]], %[[OUT]][%[[B]], %[[L]]]
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %[[PAD]], %[[OUT]][%[[B]], %[[L]]]
// CHECK: return %[[OUT]]
func.func @scale(%x: tensor<6xf32, #blocked>) -> tensor<6xf32, #blocked> {
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32, #blocked>
  %0 = arith.mulf %x, %k : tensor<6xf32, #blocked>
  return %0 : tensor<6xf32, #blocked>
}

// Without padding in this shape, the op runs over the whole buffer.
// CHECK-LABEL: func.func @scale_unpadded
// CHECK-SAME: (%[[X:.*]]: memref<2x4xf32>) -> memref<2x4xf32>
// CHECK-NOT: scf.if
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK-SAME: ins(%[[X]], %[[X]] : memref<2x4xf32>, memref<2x4xf32>)
// CHECK: arith.mulf
func.func @scale_unpadded(%x: tensor<8xf32, #blocked>) -> tensor<8xf32, #blocked> {
  %0 = arith.mulf %x, %x : tensor<8xf32, #blocked>
  return %0 : tensor<8xf32, #blocked>
}

// A fill writes the value to elements and the pad value to padding, in one
// sweep.
// CHECK-LABEL: func.func @fill
// CHECK-DAG: %[[PAD:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: %[[SEVEN:.*]] = arith.constant 7.000000e+00 : f32
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: memref.store %[[SEVEN]], %[[BUF]]
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %[[PAD]], %[[BUF]]
func.func @fill() -> tensor<6xf32, #blocked> {
  %seven = arith.constant 7.0 : f32
  %e = tensor.empty() : tensor<6xf32, #blocked>
  %0 = linalg.fill ins(%seven : f32) outs(%e : tensor<6xf32, #blocked>) -> tensor<6xf32, #blocked>
  return %0 : tensor<6xf32, #blocked>
}

// -----

#blocked = #layout.encoding<align = [8], tiles = [0 : 4]>

// A returned argument is copied (buffer deallocation would clone it whole,
// writing its undefined padding): elements only, padding left alone.
// CHECK-LABEL: func.func @return_blocked
// CHECK-SAME: (%[[X:.*]]: memref<2x4xf32>) -> memref<2x4xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK: scf.if
// CHECK: memref.load %[[X]]
// CHECK-NEXT: memref.store {{.*}}, %[[OUT]]
// CHECK-NEXT: }
// CHECK-NOT: else
// CHECK: return %[[OUT]]
func.func @return_blocked(%x: tensor<6xf32, #blocked>) -> tensor<6xf32, #blocked> {
  return %x : tensor<6xf32, #blocked>
}

// -----

// A pad of the spatial dims of an NCHW4c tensor: a pad of its physical
// tensor (the blocks untouched) into a new buffer, filled with the pad value,
// the operand copied into its interior. (What oneDNN takes as a
// convolution's padding, PaddedImages.h.)
// CHECK-LABEL: func.func @pad_spatial
// CHECK-SAME: (%[[X:.*]]: memref<1x2x3x3x4xf32>) -> memref<1x2x5x6x4xf32>
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x2x5x6x4xf32>
// CHECK: linalg.fill ins(%[[ONE]] : f32) outs(%[[BUF]] : memref<1x2x5x6x4xf32>)
// CHECK: %[[IN:.*]] = memref.subview %[[BUF]][0, 0, 1, 2, 0] [1, 2, 3, 3, 4] [1, 1, 1, 1, 1]
// CHECK: linalg.copy ins(%[[X]] : memref<1x2x3x3x4xf32>) outs(%[[IN]] :
// CHECK-NOT: layout.copy
// CHECK: return %[[BUF]]
#nchw4c = #layout.encoding<tiles = [1 : 4]>
func.func @pad_spatial(%x: tensor<1x8x3x3xf32, #nchw4c>) -> tensor<1x8x5x6xf32, #nchw4c> {
  %p = tensor.pad %x low[0, 0, 1, 2] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    %one = arith.constant 1.0 : f32
    tensor.yield %one : f32
  } : tensor<1x8x3x3xf32, #nchw4c> to tensor<1x8x5x6xf32, #nchw4c>
  return %p : tensor<1x8x5x6xf32, #nchw4c>
}

// -----

// Negative: a pad of the tiled dim (its tiles change) pads a plain tensor
// (a transform out of the layout first), then one transform moves the
// result into the layout.
// CHECK-LABEL: func.func @pad_tiled_dim
// CHECK: linalg.map outs(%{{.*}} : memref<1x8x3x3xf32>)
// CHECK: linalg.copy ins(%{{.*}} : memref<1x4x3x3xf32>)
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x2x3x3x4xf32>
// CHECK: scf.for
// CHECK: return %[[BUF]]
#nchw4c = #layout.encoding<tiles = [1 : 4]>
func.func @pad_tiled_dim(%x: tensor<1x4x3x3xf32, #nchw4c>) -> tensor<1x8x3x3xf32, #nchw4c> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 4, 0, 0] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x4x3x3xf32, #nchw4c> to tensor<1x8x3x3xf32, #nchw4c>
  return %p : tensor<1x8x3x3xf32, #nchw4c>
}

// -----

// Tiles in another order (channels blocked innermost of NHWC): the padded
// dims are physical dims 1 and 2.
// CHECK-LABEL: func.func @pad_spatial_nhwc_blocks
// CHECK-SAME: (%[[X:.*]]: memref<1x3x3x2x4xf32>) -> memref<1x5x4x2x4xf32>
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x5x4x2x4xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[BUF]] : memref<1x5x4x2x4xf32>)
// CHECK: %[[IN:.*]] = memref.subview %[[BUF]][0, 2, 0, 0, 0] [1, 3, 3, 2, 4] [1, 1, 1, 1, 1]
// CHECK: linalg.copy ins(%[[X]] : memref<1x3x3x2x4xf32>) outs(%[[IN]] :
// CHECK: return %[[BUF]]
#nhwc4c = #layout.encoding<order = [0, 2, 3, 1], tiles = [1 : 4]>
func.func @pad_spatial_nhwc_blocks(%x: tensor<1x8x3x3xf32, #nhwc4c>) -> tensor<1x8x5x4xf32, #nhwc4c> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 2, 0] high[0, 0, 0, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x3x3xf32, #nhwc4c> to tensor<1x8x5x4xf32, #nhwc4c>
  return %p : tensor<1x8x5x4xf32, #nhwc4c>
}

// -----

// Negative: a pad value that depends on the index is no pad of the
// physical tensor: it pads a plain tensor, then one transform moves the
// result into the layout.
// CHECK-LABEL: func.func @pad_by_index
// CHECK: linalg.map outs(%{{.*}} : memref<1x8x5x5xf32>)
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x2x5x5x4xf32>
// CHECK: scf.for
// CHECK: return %[[BUF]]
#nchw4c = #layout.encoding<tiles = [1 : 4]>
func.func @pad_by_index(%x: tensor<1x8x3x3xf32, #nchw4c>) -> tensor<1x8x5x5xf32, #nchw4c> {
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    %i = arith.index_cast %h : index to i32
    %f = arith.sitofp %i : i32 to f32
    tensor.yield %f : f32
  } : tensor<1x8x3x3xf32, #nchw4c> to tensor<1x8x5x5xf32, #nchw4c>
  return %p : tensor<1x8x5x5xf32, #nchw4c>
}
