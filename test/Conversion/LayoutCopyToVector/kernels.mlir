// The copies of layout.transform: row copies with the row's padding in the
// same sweep, tiles transposed in registers, interleaving, and the scalar
// loops where neither applies.
// RUN: tensor-opt %s -layout-bufferize -convert-layout-copy-to-vector -split-input-file | FileCheck %s
// RUN: tensor-opt %s -layout-bufferize \
// RUN:   -convert-layout-copy-to-vector="parallel nontemporal-bytes=4096 prefetch-distance=128" \
// RUN:   -split-input-file | FileCheck %s --check-prefix=OPTS

#rows = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 128>

// Rows of 1000 floats into rows of 1008: whole vectors, then a masked load
// whose empty lanes hold the pad value, stored whole: the padding is written
// in the same sweep, not by a fill of its own.
// CHECK-LABEL: func @rows
// CHECK-NOT: linalg.fill
// CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %c10 step %c1
// CHECK: scf.for %{{.*}} = %{{.*}} to %c992 step %c16
// CHECK: %[[V:.*]] = vector.load %{{.*}} {alignment = 4 : i64} : memref<10000xf32, strided<[1]>>, vector<16xf32>
// CHECK: vector.store %[[V]], %{{.*}} {alignment = 64 : i64} : memref<10080xf32, strided<[1]>>, vector<16xf32>
// CHECK: %[[ZERO:.*]] = vector.broadcast %{{.*}} : f32 to vector<16xf32>
// CHECK: %[[MASK:.*]] = vector.constant_mask [8] : vector<16xi1>
// CHECK: %[[TAIL:.*]] = vector.maskedload %{{.*}}, %[[MASK]], %[[ZERO]]
// CHECK: vector.store %[[TAIL]]
// CHECK-NOT: vector.store
// CHECK: return
// OPTS-LABEL: func @rows
// OPTS: scf.parallel (%{{.*}}) = (%c0) to (%c10) step (%c1)
// OPTS: vector.store {{.*}} {alignment = 64 : i64, nontemporal = true}
func.func @rows(%x: tensor<10x1000xf32>) -> tensor<10x1000xf32, #rows> {
  %0 = layout.transform %x : tensor<10x1000xf32> to tensor<10x1000xf32, #rows>
  return %0 : tensor<10x1000xf32, #rows>
}

// -----

#undef = #layout.encoding<align = [1, 16]>

// Undefined padding is never written: the tail is a masked store.
// CHECK-LABEL: func @rows_undefined_padding
// CHECK: %[[MASK:.*]] = vector.constant_mask [9] : vector<16xi1>
// CHECK: %[[TAIL:.*]] = vector.maskedload %{{.*}}[%{{.*}}], %[[MASK]]
// CHECK: %[[MASK2:.*]] = vector.constant_mask [9] : vector<16xi1>
// CHECK: vector.maskedstore %{{.*}}[%{{.*}}], %[[MASK2]], %[[TAIL]]
// CHECK-NOT: vector.store
// CHECK: return
func.func @rows_undefined_padding(%x: tensor<4x1001xf32>) -> tensor<4x1001xf32, #undef> {
  %0 = layout.transform %x : tensor<4x1001xf32> to tensor<4x1001xf32, #undef>
  return %0 : tensor<4x1001xf32, #undef>
}

// -----

#outer = #layout.encoding<pad_high = [1, 0, 0], pad_value = 2.0 : f32>

// Dims contiguous on both sides are one row of 12 elements per outer
// index, in one 24-element row; the outer dim's padding is filled apart.
// CHECK-LABEL: func @fused_rows
// CHECK: linalg.fill
// CHECK-NOT: scf.for %{{.*}} = %{{.*}} to %c2
// CHECK: vector.constant_mask [8] : vector<16xi1>
// CHECK: vector.maskedstore
func.func @fused_rows(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32, #outer> {
  %0 = layout.transform %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #outer>
  return %0 : tensor<2x3x4xf32, #outer>
}

// -----

#t = #layout.encoding<order = [1, 0]>

// A transpose: 16x16 tiles, 16 rows loaded, 4 rounds of 16 shuffles,
// 16 rows stored, each a whole aligned vector. Tiles are visited in blocks
// of 128 destination columns (512 bytes), the source's K within each.
// CHECK-LABEL: func @transpose
// CHECK: scf.for %{{.*}} = %{{.*}} to %c256 step %c128
// CHECK: scf.for %{{.*}} = %{{.*}} to %c32{{.*}} step %c16
// CHECK: scf.for %{{.*}} = %{{.*}} to %c128{{.*}} step %c16{{.*}}
// CHECK-COUNT-16: vector.load {{.*}} vector<16xf32>
// CHECK-COUNT-64: vector.shuffle
// CHECK-COUNT-16: vector.store {{.*}} {alignment = 64 : i64} : memref<8192xf32, strided<[1]>>, vector<16xf32>
// CHECK-NOT: memref.load
// CHECK: return
// OPTS-LABEL: func @transpose
// OPTS: scf.parallel (%{{.*}}) = (%c0{{.*}}) to (%c256) step (%c128)
// OPTS: scf.for %{{.*}} = %{{.*}} to %c32{{.*}} step %c16
// OPTS-NOT: memref.prefetch
// OPTS-COUNT-16: vector.store {{.*}} {alignment = 64 : i64, nontemporal = true}
func.func @transpose(%x: tensor<256x32xf32>) -> tensor<256x32xf32, #t> {
  %0 = layout.transform %x : tensor<256x32xf32> to tensor<256x32xf32, #t>
  return %0 : tensor<256x32xf32, #t>
}

// When the 16 destination rows of a tile lie within two pages (here 256
// bytes apart), a block is a single tile: fewer source rows in flight for
// the prefetcher.
// CHECK-LABEL: func @transpose_near
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64 step %c16
// CHECK: scf.for %{{.*}} = %{{.*}} to %c32{{.*}} step %c16
// CHECK: scf.for %{{.*}} = %{{.*}} to %c16{{.*}} step %c16{{.*}}
// CHECK-COUNT-16: vector.store {{.*}} vector<16xf32>
func.func @transpose_near(%x: tensor<64x32xf32>) -> tensor<64x32xf32, #t> {
  %0 = layout.transform %x : tensor<64x32xf32> to tensor<64x32xf32, #t>
  return %0 : tensor<64x32xf32, #t>
}

// A source larger than L2 (2 MiB): with prefetch-distance, each of the 16
// source rows of a tile is prefetched 128 bytes (32 floats) ahead, into L2
// (locality 2), before the tile is loaded; not without the option.
// CHECK-LABEL: func @transpose_prefetched
// CHECK-NOT: memref.prefetch
// CHECK: return
// OPTS-LABEL: func @transpose_prefetched
// OPTS: %[[AT0:.*]] = arith.addi %[[FROM:.*]], %c32 : index
// OPTS-NEXT: memref.prefetch %[[SOURCE:.*]][%[[AT0]]], read, locality<2>, data
// OPTS: %[[AT1:.*]] = arith.addi %[[FROM]], %c544 : index
// OPTS-NEXT: memref.prefetch %[[SOURCE]][%[[AT1]]], read, locality<2>, data
// OPTS-COUNT-14: memref.prefetch %[[SOURCE]]
// OPTS-NOT: memref.prefetch
// OPTS-COUNT-16: vector.load %[[SOURCE]]
func.func @transpose_prefetched(%x: tensor<1024x512xf32>) -> tensor<1024x512xf32, #t> {
  %0 = layout.transform %x : tensor<1024x512xf32> to tensor<1024x512xf32, #t>
  return %0 : tensor<1024x512xf32, #t>
}

// -----

#t = #layout.encoding<order = [1, 0]>

// 20x18 bf16: 16x16 tiles (smaller than a 64-byte vector of bf16). Elements
// narrower than 4 bytes are transposed by 16-byte lanes: per column of 8x8
// blocks, 8 registers of two 8-element pieces, 3 rounds of 4 unpack pairs
// (within 8-element lanes), 8 whole destination rows stored. The edges
// that do not fill a tile are partial tiles: the last 2 source columns
// (masked loads, 2 whole destination rows stored), the last 4 source rows
// (4 of each destination row stored, masked), and the 4x2 corner.
// CHECK-LABEL: func @transpose_edges
// CHECK-NOT: memref.alloc() {{.*}} memref<256xbf16>
// CHECK-COUNT-16: vector.load {{.*}} vector<8xbf16>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 16, 1, 17, 2, 18, 3, 19, 8, 24, 9, 25, 10, 26, 11, 27] : vector<16xbf16>, vector<16xbf16>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [4, 20, 5, 21, 6, 22, 7, 23, 12, 28, 13, 29, 14, 30, 15, 31]
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 1, 16, 17, 2, 3, 18, 19, 8, 9, 24, 25, 10, 11, 26, 27]
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27]
// CHECK-COUNT-8: vector.store {{.*}} vector<16xbf16>
// CHECK-COUNT-16: vector.load {{.*}} vector<8xbf16>
// CHECK-COUNT-8: vector.store {{.*}} vector<16xbf16>
// CHECK: scf.for
// CHECK-COUNT-16: vector.maskedload {{.*}} vector<8xi1>, vector<8xbf16>
// CHECK-NOT: vector.maskedstore
// CHECK-COUNT-2: vector.store {{.*}} vector<16xbf16>
// CHECK: scf.for
// CHECK-COUNT-4: vector.load {{.*}} vector<8xbf16>
// CHECK: %[[ROWS:.*]] = vector.constant_mask [4] : vector<16xi1>
// CHECK-NEXT: vector.maskedstore %{{.*}}[%{{.*}}], %[[ROWS]], %{{.*}} : memref<360xbf16, strided<[1]>>, vector<16xi1>, vector<16xbf16>
// CHECK-COUNT-7: vector.maskedstore
// CHECK-COUNT-4: vector.load {{.*}} vector<8xbf16>
// CHECK-COUNT-8: vector.maskedstore
// CHECK-NOT: scf.for
// CHECK-COUNT-4: vector.maskedload
// CHECK-COUNT-2: vector.maskedstore
// CHECK-NOT: memref.load
// CHECK: return
func.func @transpose_edges(%x: tensor<20x18xbf16>) -> tensor<20x18xbf16, #t> {
  %0 = layout.transform %x : tensor<20x18xbf16> to tensor<20x18xbf16, #t>
  return %0 : tensor<20x18xbf16, #t>
}

// -----

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// NCHW -> NHWC with 3 channels: 3 source rows of 16 pixels interleaved into
// 48 consecutive floats, stored a vector at a time.
// CHECK-LABEL: func @interleave
// CHECK: scf.for %{{.*}} = %{{.*}} to %c2 step %c1
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64 step %c16
// CHECK-COUNT-3: vector.load {{.*}} vector<16xf32>
// CHECK: vector.shuffle {{.*}} : vector<16xf32>, vector<16xf32>
// CHECK: %[[ALL:.*]] = vector.shuffle {{.*}} : vector<32xf32>, vector<16xf32>
// CHECK: %[[T0:.*]] = vector.shuffle %[[ALL]], %[[ALL]] [0, 16, 32, 1, 17, 33, 2,
// CHECK: vector.store %[[T0]], {{.*}} vector<16xf32>
// CHECK: %[[T1:.*]] = vector.shuffle %[[ALL]], %[[ALL]] [21, 37, 6, 22, 38, 7,
// CHECK: vector.store %[[T1]], {{.*}} vector<16xf32>
// CHECK: %[[T2:.*]] = vector.shuffle %[[ALL]], %[[ALL]] [42, 11, 27, 43, 12, 28,
// CHECK: vector.store %[[T2]], {{.*}} vector<16xf32>
func.func @interleave(%x: tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32, #nhwc> {
  %0 = layout.transform %x : tensor<2x3x8x8xf32> to tensor<2x3x8x8xf32, #nhwc>
  return %0 : tensor<2x3x8x8xf32, #nhwc>
}

// -----

#t = #layout.encoding<order = [1, 0]>

// Elements without whole bytes keep the scalar loop nest (negative test).
// CHECK-LABEL: func @scalar
// CHECK-NOT: vector.
// CHECK: linalg.generic
// CHECK-NOT: vector.
// CHECK: return
func.func @scalar(%x: tensor<8x8xi1>) -> tensor<8x8xi1, #t> {
  %0 = layout.transform %x : tensor<8x8xi1> to tensor<8x8xi1, #t>
  return %0 : tensor<8x8xi1, #t>
}

// -----

#nchw16c = #layout.encoding<tiles = [1 : 16]>

// NCHW -> NCHW16c without padding: the source viewed in the destination's
// physical shape (2x2x4x8x16, channel lanes innermost), copied as 16x16
// tiles: (N*C/16) x (H*W) x 16 lanes.
// CHECK-LABEL: func @to_blocked
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<2x2x4x8x16xf32>
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2, 2, 4, 8, 16], strides: [1024, 512, 8, 1, 32]
// CHECK: scf.for %{{.*}} = %{{.*}} to %c4 step %c1
// CHECK-COUNT-16: vector.load {{.*}} vector<16xf32>
// CHECK-COUNT-64: vector.shuffle
// CHECK-COUNT-16: vector.store {{.*}} {alignment = 64 : i64} : memref<2048xf32, strided<[1]>>, vector<16xf32>
// CHECK-NOT: scf.if
// CHECK: return
func.func @to_blocked(%x: tensor<2x32x4x8xf32>) -> tensor<2x32x4x8xf32, #nchw16c> {
  %0 = layout.transform %x : tensor<2x32x4x8xf32> to tensor<2x32x4x8xf32, #nchw16c>
  return %0 : tensor<2x32x4x8xf32, #nchw16c>
}

// NCHW16c -> NCHW: the packed destination split to 2x2x16x4x8, the source's
// buffer viewed in that shape.
// CHECK-LABEL: func @from_blocked
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2, 2, 16, 4, 8], strides: [1024, 512, 1, 128, 16]
// CHECK: memref.expand_shape %{{.*}} {{\[}}[0], [1, 2], [3], [4]] output_shape [2, 2, 16, 4, 8]
// CHECK-COUNT-16: vector.load {{.*}} vector<16xf32>
// CHECK-COUNT-64: vector.shuffle
// CHECK-COUNT-16: vector.store {{.*}} vector<16xf32>
// CHECK-NOT: scf.if
// CHECK: return
func.func @from_blocked(%x: tensor<2x32x4x8xf32, #nchw16c>) -> tensor<2x32x4x8xf32> {
  %0 = layout.transform %x : tensor<2x32x4x8xf32, #nchw16c> to tensor<2x32x4x8xf32>
  return %0 : tensor<2x32x4x8xf32>
}

// -----

#nchw16c_padded = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>

// Channels padded to a whole tile, over two tiles: one copy per run of
// tiles, each an untiled copy into the destination's physical dims whose
// halo is the rest of the buffer. The whole tile of 16 channels first
// (16x16 tiles), with the destination's padding (the second tile, zeros)
// written before it; then channels 16..23 as 8x8 tiles, their padding left
// as the first copy wrote it.
// CHECK-LABEL: func @to_padded_blocked
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2, 1, 4, 8, 16], strides: [768, 512, 8, 1, 32]
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [512], sizes: [2, 1, 4, 8, 8], strides: [768, 512, 8, 1, 32]
// CHECK: memref.subview %{{.*}}[0, 1, 0, 0, 0] [2, 1, 4, 8, 16]
// CHECK: linalg.fill
// CHECK-NOT: linalg.fill
// CHECK-COUNT-16: vector.load {{.*}} vector<16xf32>
// CHECK-COUNT-16: vector.store {{.*}} vector<16xf32>
// CHECK-COUNT-8: vector.load {{.*}} vector<8xf32>
// CHECK-COUNT-8: vector.store {{.*}} vector<8xf32>
// CHECK-NOT: scf.if
// CHECK: return
func.func @to_padded_blocked(%x: tensor<2x24x4x8xf32>) -> tensor<2x24x4x8xf32, #nchw16c_padded> {
  %0 = layout.transform %x : tensor<2x24x4x8xf32> to tensor<2x24x4x8xf32, #nchw16c_padded>
  return %0 : tensor<2x24x4x8xf32, #nchw16c_padded>
}

#halo_on_tiled = #layout.encoding<align = [1, 16, 1, 1], pad_low = [0, 1, 0, 0], pad_value = zero, tiles = [1 : 16]>

// A halo before the tiled dim shifts every tile by one channel (negative
// test): every physical position decoded and tested.
// CHECK-LABEL: func @halo_on_tiled_dim
// CHECK-NOT: vector.
// CHECK: scf.if
// CHECK-NOT: vector.
// CHECK: return
func.func @halo_on_tiled_dim(%x: tensor<2x24x4x8xf32>) -> tensor<2x24x4x8xf32, #halo_on_tiled> {
  %0 = layout.transform %x : tensor<2x24x4x8xf32> to tensor<2x24x4x8xf32, #halo_on_tiled>
  return %0 : tensor<2x24x4x8xf32, #halo_on_tiled>
}

// -----

#nchw16c_padded = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>
#rows = #layout.encoding<align = [1, 1, 1, 16], pad_value = zero>

// Out of channels padded to a whole tile: the mirror, each run of tiles of
// the source viewed in its physical dims, the packed destination as a
// strided view of the same dims (16 channels, then 8).
// CHECK-LABEL: func @from_padded_blocked
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2, 1, 4, 8, 16], strides: [1024, 512, 128, 16, 1]
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2, 1, 4, 8, 16], strides: [768, 512, 8, 1, 32]
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [512], sizes: [2, 1, 4, 8, 8], strides: [1024, 512, 128, 16, 1]
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [512], sizes: [2, 1, 4, 8, 8], strides: [768, 512, 8, 1, 32]
// CHECK-NOT: linalg.fill
// CHECK-COUNT-16: vector.store {{.*}} vector<16xf32>
// CHECK-NOT: arith.divui
// CHECK: return
func.func @from_padded_blocked(%x: tensor<2x24x4x8xf32, #nchw16c_padded>) -> tensor<2x24x4x8xf32> {
  %0 = layout.transform %x : tensor<2x24x4x8xf32, #nchw16c_padded> to tensor<2x24x4x8xf32>
  return %0 : tensor<2x24x4x8xf32>
}

// Into a destination with padding of its own (negative test): the scalar
// loops, each element's tile and lane computed.
// CHECK-LABEL: func @from_padded_blocked_to_padded
// CHECK-NOT: vector.
// CHECK: arith.divui
// CHECK-NOT: vector.
// CHECK: return
func.func @from_padded_blocked_to_padded(%x: tensor<2x24x4x8xf32, #nchw16c_padded>) -> tensor<2x24x4x8xf32, #rows> {
  %0 = layout.transform %x : tensor<2x24x4x8xf32, #nchw16c_padded> to tensor<2x24x4x8xf32, #rows>
  return %0 : tensor<2x24x4x8xf32, #rows>
}
