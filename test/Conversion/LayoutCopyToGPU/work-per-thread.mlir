// convert-layout-copy-to-gpu{work-per-thread=N}: each thread of the tile
// kernels moves N times the elements (tiles N times as long) and each
// thread of the row kernel N chunks of 16 bytes, every load before the
// first store; work-min-blocks=0 lets these small copies take the factor.
// RUN: tensor-opt %s -layout-bufferize \
// RUN:   -convert-layout-copy-to-gpu="work-per-thread=8 work-min-blocks=0" \
// RUN:   -split-input-file | FileCheck %s
// With the default minimum of 4096 blocks, a launch this small keeps one
// unit of work per thread.
// RUN: tensor-opt %s -layout-bufferize \
// RUN:   -convert-layout-copy-to-gpu="work-per-thread=8" -split-input-file \
// RUN:   | FileCheck %s --check-prefix=SMALL

#t = #layout.encoding<order = [1, 0]>

// f32: tiles of 32 x 256, 32 elements a thread: 2 x 8 tiles.
// CHECK-LABEL: func @transpose_f32
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c16,
// CHECK: memref.get_global @__layout_tile_f32_32x257
// CHECK-COUNT-32: memref.load {{.*}} : memref<131072xf32, strided<[1]>>
// CHECK-NOT: memref.load {{.*}} : memref<131072xf32
// CHECK: memref.store {{.*}} : memref<32x257xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// SMALL-LABEL: func @transpose_f32
// SMALL: memref.get_global @__layout_tile_f32_32x33
func.func @transpose_f32(%x: tensor<64x2048xf32>) -> tensor<64x2048xf32, #t> {
  %0 = layout.transform %x : tensor<64x2048xf32> to tensor<64x2048xf32, #t>
  return %0 : tensor<64x2048xf32, #t>
}

// -----

#t = #layout.encoding<order = [1, 0]>

// A tile longer than the copy takes no fewer launches: along K, 40
// positions take a factor of 2 (tiles of 32 x 64), not 8.
// CHECK-LABEL: func @transpose_short
// CHECK: memref.get_global @__layout_tile_f32_32x65
func.func @transpose_short(%x: tensor<64x40xf32>) -> tensor<64x40xf32, #t> {
  %0 = layout.transform %x : tensor<64x40xf32> to tensor<64x40xf32, #t>
  return %0 : tensor<64x40xf32, #t>
}

// -----

#nchw = #layout.encoding<order = [0, 3, 1, 2]>

// NHWC -> NCHW of 3 channels: K is 3 wide, so any factor is idle threads;
// factor 1.
// CHECK-LABEL: func @three_channels
// CHECK: memref.get_global @__layout_tile_f32_32x33
func.func @three_channels(%x: tensor<1x64x64x3xf32>) -> tensor<1x64x64x3xf32, #nchw> {
  %0 = layout.transform %x : tensor<1x64x64x3xf32> to tensor<1x64x64x3xf32, #nchw>
  return %0 : tensor<1x64x64x3xf32, #nchw>
}

// -----

#t = #layout.encoding<order = [1, 0]>

// f64 at factor 8 would take 64 KB of shared memory, beyond a kernel's
// static 48 KB: factor 4, tiles of 32 x 128.
// CHECK-LABEL: func @transpose_f64
// CHECK: memref.get_global @__layout_tile_f64_32x129
func.func @transpose_f64(%x: tensor<64x2048xf64>) -> tensor<64x2048xf64, #t> {
  %0 = layout.transform %x : tensor<64x2048xf64> to tensor<64x2048xf64, #t>
  return %0 : tensor<64x2048xf64, #t>
}

// -----

#t = #layout.encoding<order = [1, 0]>

// i8 as words. With no minimum of blocks, rows of 32 words (128 bytes) and
// the factor cut from 8 to 2 by the 48 KB of shared memory: tiles of
// 256 x 128 positions (L x K), 32 words a thread. With the default minimum
// (4096 blocks), this small transform keeps rows of 16 words and factor 1
// (tiles of 64 x 64).
// CHECK-LABEL: func @transpose_i8
// CHECK: memref.get_global @__layout_tile_i32_256x33
// CHECK-COUNT-32: vector.load %{{.*}} : memref<69632xi8, strided<[1]>>, vector<4xi8>
// CHECK-NOT: vector.load
// CHECK: gpu.barrier
// SMALL-LABEL: func @transpose_i8
// SMALL: memref.get_global @__layout_tile_i32_64x17
func.func @transpose_i8(%x: tensor<1024x68xi8>) -> tensor<1024x68xi8, #t> {
  %0 = layout.transform %x : tensor<1024x68xi8> to tensor<1024x68xi8, #t>
  return %0 : tensor<1024x68xi8, #t>
}

// -----

#rows = #layout.encoding<align = [1, 16], pad_value = zero>

// Rows: 10 x 1008 positions, 2520 chunks of 4 floats, 2048 a block (256
// threads of 8): 2 blocks; 8 loads, 8 stores a thread.
// CHECK-LABEL: func @rows
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2,
// CHECK-COUNT-8: vector.load %{{.*}} {alignment = 16 : i64}
// CHECK: } else {
// CHECK-COUNT-8: vector.store
// CHECK-NOT: vector.store
// SMALL-LABEL: func @rows
// SMALL: gpu.launch blocks({{.*}}) in ({{.*}} = %c10,
func.func @rows(%x: tensor<10x1000xf32>) -> tensor<10x1000xf32, #rows> {
  %0 = layout.transform %x : tensor<10x1000xf32> to tensor<10x1000xf32, #rows>
  return %0 : tensor<10x1000xf32, #rows>
}
