// layout.transform as GPU kernels (layout-bufferize, convert-layout-copy-to-gpu): one
// gpu.launch over the destination's physical buffer, padding included.
// RUN: tensor-opt %s -layout-bufferize -convert-layout-copy-to-gpu -split-input-file | FileCheck %s

#rows = #layout.encoding<align = [1, 16], pad_low = [1, 0], pad_value = -1.0 : f32>

// The innermost dim stays: the row kernel. 11 rows of 1008 positions (one
// halo row, 8 padding columns) in chunks of 4 floats (16 bytes): 2772
// threads in blocks of 256. A chunk inside the tensor is one vector load,
// 16-byte aligned where the argument's start is (tested once: the read
// phase is built for 16-byte loads and for element loads); one at an edge
// gets its elements lane by lane, -1 in padding lanes. Every chunk is one
// 16-byte store.
// CHECK-LABEL: func @rows
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<11088xf32>
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c11, {{.*}} = %c1, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c256, {{.*}} = %c1{{.*}}, {{.*}} = %c1)
// CHECK: %[[VALID:.*]] = arith.cmpi ult, %{{.*}}, %c2772
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: %[[ALIGNED:.*]] = arith.cmpi eq
// CHECK: %[[V:.*]] = scf.if %[[ALIGNED]] -> (vector<4xf32>)
// CHECK: scf.if %[[VALID]] -> (vector<4xf32>)
// CHECK: %[[PAD:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: scf.if %{{.*}} -> (vector<4xf32>)
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<10000xf32, strided<[1]>>, vector<4xf32>
// CHECK: } else {
// CHECK-COUNT-4: scf.yield %[[PAD]] : f32
// CHECK: vector.from_elements
// CHECK: } else {
// CHECK-NOT: vector.load
// CHECK: vector.from_elements
// CHECK: scf.if %[[VALID]] {
// CHECK: vector.store %[[V]], %{{.*}} {alignment = 16 : i64} : memref<11088xf32, strided<[1]>>, vector<4xf32>
// CHECK-NOT: gpu.barrier
func.func @rows(%x: tensor<10x1000xf32>) -> tensor<10x1000xf32, #rows> {
  %0 = layout.transform %x : tensor<10x1000xf32> to tensor<10x1000xf32, #rows>
  return %0 : tensor<10x1000xf32, #rows>
}

// -----

#t = #layout.encoding<order = [1, 0]>

// The innermost dim moves: the tile kernel. 2 x 2 tiles of 32x32 through a
// 32x33 shared-memory buffer (one column of padding against bank
// conflicts), blocks of 32x8 threads moving 4 rows each: 4 reads (along the
// source's contiguous dim, bounds-checked: 40 is not a multiple of 32), a
// barrier, 4 writes (along the destination's).
// CHECK: memref.global "private" @__layout_tile_f32_32x33 : memref<32x33xf32, #gpu.address_space<workgroup>> {alignment = 16 : i64}
// CHECK-LABEL: func @transpose
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c4, {{.*}}) threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1)
// CHECK: %[[TILE:.*]] = memref.get_global @__layout_tile_f32_32x33
// CHECK-COUNT-4: memref.store %{{.*}}, %[[TILE]]
// CHECK: gpu.barrier
// CHECK-COUNT-4: memref.load %[[TILE]]
// CHECK-NOT: vector.
func.func @transpose(%x: tensor<64x40xf32>) -> tensor<64x40xf32, #t> {
  %0 = layout.transform %x : tensor<64x40xf32> to tensor<64x40xf32, #t>
  return %0 : tensor<64x40xf32, #t>
}

// -----

#rows = #layout.encoding<align = [1, 6], pad_value = zero>

// Rows of 6 floats (24 bytes) are not 16-byte aligned: one element per
// thread, no vectors (negative test).
// CHECK-LABEL: func @unaligned_rows
// CHECK: gpu.launch
// CHECK-NOT: vector.
// CHECK: memref.store
// CHECK-NOT: vector.
// CHECK: return
func.func @unaligned_rows(%x: tensor<8x5xf32>) -> tensor<8x5xf32, #rows> {
  %0 = layout.transform %x : tensor<8x5xf32> to tensor<8x5xf32, #rows>
  return %0 : tensor<8x5xf32, #rows>
}

// -----

#c16 = #layout.encoding<align = [1, 16, 1, 1], pad_value = -2.0 : f32, tiles = [1 : 16]>

// 20 channels in NCHW16c: padding over more than one tile, which no copy
// kernel takes. One thread per position of the physical 1x2x3x3x16 buffer
// (288, blocks of 256), decoded innermost first; channel 16 * block + lane
// is read where it is below 20 (a gather from the source), -2 otherwise.
// CHECK-LABEL: func @into_padded_tiles
// CHECK-SAME:    (%[[X:.*]]: memref<1x20x3x3xf32>) -> memref<1x2x3x3x16xf32>
// CHECK: %[[DEST:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x2x3x3x16xf32>
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2, {{.*}}) threads({{.*}}) in ({{.*}} = %c256, {{.*}})
// CHECK: arith.cmpi ult, %{{.*}}, %c288
// CHECK: %[[LANE:.*]] = arith.remui %{{.*}}, %c16
// CHECK: %[[CB:.*]] = arith.remui %{{.*}}, %c2
// CHECK: %[[BASE:.*]] = arith.muli %[[CB]], %c16
// CHECK: %[[C:.*]] = arith.addi %[[BASE]], %[[LANE]]
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[C]], %c20
// CHECK: %[[V:.*]] = scf.if %[[IN]] -> (f32) {
// CHECK:   memref.load %[[X]][%{{.*}}, %[[C]], %{{.*}}, %{{.*}}] : memref<1x20x3x3xf32>
// CHECK: } else {
// CHECK:   arith.constant -2.000000e+00 : f32
// CHECK: memref.store %[[V]], %[[DEST]][%{{.*}}, %[[CB]], %{{.*}}, %{{.*}}, %[[LANE]]] : memref<1x2x3x3x16xf32>
// CHECK-NOT: scf.for
// CHECK: return %[[DEST]]
func.func @into_padded_tiles(%x: tensor<1x20x3x3xf32>) -> tensor<1x2x3x3x16xf32> {
  %0 = layout.transform %x : tensor<1x20x3x3xf32> to tensor<1x20x3x3xf32, #c16>
  %1 = layout.to_physical %0 : tensor<1x20x3x3xf32, #c16> to tensor<1x2x3x3x16xf32>
  return %1 : tensor<1x2x3x3x16xf32>
}

// -----

#c16 = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>
#nhwc8 = #layout.encoding<order = [0, 2, 3, 1], align = [1, 8, 1, 1], pad_value = 7.0 : f32>

// Out of it into NHWC with channels padded to 8: one thread per position
// of the destination's padded box in memory order (1x3x3x24 = 216), each
// gathering from the physical source (channel c at block c / 16, lane
// c mod 16) or writing 7 into the channel padding, through a flat view.
// CHECK-LABEL: func @from_padded_tiles
// CHECK-SAME:    (%[[X:.*]]: memref<1x2x3x3x16xf32>)
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<216xf32>
// CHECK: %[[FLAT:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [216], strides: [1]
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1, {{.*}}) threads({{.*}}) in ({{.*}} = %c256, {{.*}})
// CHECK: arith.cmpi ult, %{{.*}}, %c216
// CHECK: %[[C:.*]] = arith.remui %{{.*}}, %c24
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[C]], %c20
// CHECK: scf.if %[[IN]] -> (f32) {
// CHECK:   %[[CB:.*]] = arith.divui %[[C]], %c16
// CHECK:   %[[LANE:.*]] = arith.remui %[[C]], %c16
// CHECK:   memref.load %[[X]][%{{.*}}, %[[CB]], %{{.*}}, %{{.*}}, %[[LANE]]] : memref<1x2x3x3x16xf32>
// CHECK: } else {
// CHECK:   arith.constant 7.000000e+00 : f32
// CHECK: memref.store %{{.*}}, %[[FLAT]][%{{.*}}] : memref<216xf32, strided<[1]>>
// CHECK-NOT: scf.for
// CHECK: return
func.func @from_padded_tiles(%x: tensor<1x20x3x3xf32, #c16>) -> tensor<1x20x3x3xf32, #nhwc8> {
  %0 = layout.transform %x : tensor<1x20x3x3xf32, #c16> to tensor<1x20x3x3xf32, #nhwc8>
  return %0 : tensor<1x20x3x3xf32, #nhwc8>
}

// -----

#c16 = #layout.encoding<tiles = [1 : 16]>

// An exact tiling (32 channels) is a transpose of higher rank: the tile
// kernel, not the gather (negative test).
// CHECK-LABEL: func @exact_tiles
// CHECK: gpu.launch
// CHECK: gpu.barrier
// CHECK-NOT: arith.cmpi ult, %{{.*}}, %c32 :
// CHECK: return
func.func @exact_tiles(%x: tensor<1x32x4x4xf32>) -> tensor<1x2x4x4x16xf32> {
  %0 = layout.transform %x : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #c16>
  %1 = layout.to_physical %0 : tensor<1x32x4x4xf32, #c16> to tensor<1x2x4x4x16xf32>
  return %1 : tensor<1x2x4x4x16xf32>
}

// -----

#c16 = #layout.encoding<tiles = [1 : 16]>

// NCHW -> NCHW16c: the 16 lanes are the destination's innermost dim, and
// H and W, contiguous in both buffers, are one dim of 64 pixels. A 32 x 32
// tile would leave half its threads idle along the lanes; the tile is 16
// lanes x 64 pixels instead, whose destination is 1024 contiguous floats
// (each warp writes two pixels' 16 lanes), through rows of 66 (64 + 2:
// the 16 lanes of two pixels fall in distinct banks). One block per
// channel block.
// CHECK: memref.global "private" @__layout_tile_f32_16x66 : memref<16x66xf32, #gpu.address_space<workgroup>>
// CHECK-LABEL: func @to_nchw16c
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2, {{.*}}) threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1)
// CHECK: memref.get_global @__layout_tile_f32_16x66
// CHECK-COUNT-4: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<16x66xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK-COUNT-4: memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<16x66xf32, #gpu.address_space<workgroup>>
func.func @to_nchw16c(%x: tensor<1x32x8x8xf32>) -> tensor<1x2x8x8x16xf32> {
  %0 = layout.transform %x : tensor<1x32x8x8xf32> to tensor<1x32x8x8xf32, #c16>
  %1 = layout.to_physical %0 : tensor<1x32x8x8xf32, #c16> to tensor<1x2x8x8x16xf32>
  return %1 : tensor<1x2x8x8x16xf32>
}

// -----

#c16 = #layout.encoding<tiles = [1 : 16]>

// NCHW16c -> NCHW: now the 16 lanes are the source's contiguous dim, and
// the tile is 64 pixels x 16 lanes (rows of 17), whose source is 1024
// contiguous floats.
// CHECK: memref.global "private" @__layout_tile_f32_64x17 : memref<64x17xf32, #gpu.address_space<workgroup>>
// CHECK-LABEL: func @from_nchw16c
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2, {{.*}})
// CHECK: memref.get_global @__layout_tile_f32_64x17
func.func @from_nchw16c(%x: tensor<1x2x8x8x16xf32>) -> tensor<1x32x8x8xf32> {
  %0 = layout.from_physical %x : tensor<1x2x8x8x16xf32> to tensor<1x32x8x8xf32, #c16>
  %1 = layout.transform %0 : tensor<1x32x8x8xf32, #c16> to tensor<1x32x8x8xf32>
  return %1 : tensor<1x32x8x8xf32>
}
