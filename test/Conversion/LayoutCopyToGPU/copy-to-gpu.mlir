// layout.copy on buffers, generated as GPU kernels.
// RUN: tensor-opt %s -convert-layout-copy-to-gpu -split-input-file | FileCheck %s

#cm = #layout.encoding<order = [1, 0]>

// A transpose: the tile kernel, 32x32 tiles through shared memory, blocks
// of 32x8 threads, a barrier between reading and writing.
// CHECK-LABEL: func.func @transpose
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c4{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c32{{.*}}, {{.*}} = %c8{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: memref.get_global @__layout_tile_f32
// CHECK: gpu.barrier
// CHECK-NOT: layout.copy
func.func @transpose(%a: memref<64x64xf32>, %b: memref<64x64xf32, strided<[1, 64]>>) {
  layout.copy %a, %b : memref<64x64xf32> as tensor<64x64xf32>
      to memref<64x64xf32, strided<[1, 64]>> as tensor<64x64xf32, #cm>
  return
}

// -----

#c20 = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>

// 20 channels in tiles of 16: the gather kernel, a thread per physical
// position of the destination (128 of them), the element or the pad value.
// CHECK-LABEL: func.func @padded_tiles
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}}) threads({{.*}}) in ({{.*}} = %c256
// CHECK: arith.cmpi ult, %{{.*}}, %c128
// CHECK: scf.if {{.*}} -> (f32)
// CHECK: memref.load %{{.*}} : memref<1x20x2x2xf32>
// CHECK: memref.store %{{.*}} : memref<1x2x2x2x16xf32>
func.func @padded_tiles(%a: memref<1x20x2x2xf32>, %b: memref<1x2x2x2x16xf32>) {
  layout.copy %a, %b : memref<1x20x2x2xf32> as tensor<1x20x2x2xf32>
      to memref<1x2x2x2x16xf32> as tensor<1x20x2x2xf32, #c20>
  return
}

// -----

#cm = #layout.encoding<order = [1, 0]>

// A source whose strides are known only at run time: the gather kernel,
// which reads it by its descriptor.
// CHECK-LABEL: func.func @dynamic_source
// CHECK: gpu.launch
// CHECK: memref.load %{{.*}} : memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NOT: layout.copy
func.func @dynamic_source(%a: memref<4x8xf32, strided<[?, ?], offset: ?>>, %b: memref<4x8xf32, strided<[1, 4]>>) {
  layout.copy %a, %b : memref<4x8xf32, strided<[?, ?], offset: ?>> as tensor<4x8xf32>
      to memref<4x8xf32, strided<[1, 4]>> as tensor<4x8xf32, #cm>
  return
}
