// layout.transform as GPU kernels (layout-bufferize{gpu=true}): one
// gpu.launch over the destination's physical buffer, padding included.
// RUN: tensor-opt %s -layout-bufferize="gpu=true" -split-input-file | FileCheck %s

#rows = #layout.encoding<align = [1, 16], pad_low = [1, 0], pad_value = -1.0 : f32>

// The innermost dim stays: the row kernel. 11 rows of 1008 positions (one
// halo row, 8 padding columns) in chunks of 4 floats (16 bytes): 2772
// threads in blocks of 256. A chunk inside the tensor is one vector load;
// one at an edge gets its elements lane by lane, -1 in padding lanes. Every
// chunk is one 16-byte store.
// CHECK-LABEL: func @rows
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<11088xf32>
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c11, {{.*}} = %c1, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c256, {{.*}} = %c1{{.*}}, {{.*}} = %c1)
// CHECK: arith.cmpi ult, %{{.*}}, %c2772
// CHECK: %[[PAD:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: %[[V:.*]] = scf.if %{{.*}} -> (vector<4xf32>)
// CHECK: vector.load %{{.*}} : memref<10000xf32, strided<[1]>>, vector<4xf32>
// CHECK: } else {
// CHECK-COUNT-4: scf.yield %[[PAD]] : f32
// CHECK: vector.from_elements
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
// CHECK: memref.global "private" @__layout_transform_tile_f32 : memref<32x33xf32, #gpu.address_space<workgroup>> {alignment = 16 : i64}
// CHECK-LABEL: func @transpose
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c4, {{.*}}) threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1)
// CHECK: %[[TILE:.*]] = memref.get_global @__layout_transform_tile_f32
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
