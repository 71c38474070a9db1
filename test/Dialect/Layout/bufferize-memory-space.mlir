// RUN: tensor-opt %s -split-input-file -layout-bufferize | FileCheck %s

// A tensor with a layout allocated in a memory space keeps it: the buffer,
// its view, the padding fill, the ops writing it and the views of it are
// all in space 3. Before, the layout's memref type dropped the space.

#row8 = #layout.encoding<align = [1, 8], pad_value = zero>
#col8 = #layout.encoding<order = [1, 0], align = [8, 1], pad_value = zero>

// CHECK-LABEL: func.func @alloc_in_memory_space
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32xf32, 3>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] {{.*}} : memref<32xf32, 3> to memref<4x5xf32, strided<[8, 1]>, 3>
// CHECK: linalg.fill {{.*}} outs(%{{.*}} : memref<4x3xf32, strided<[8, 1], offset: 5>, 3>)
// CHECK: linalg.fill {{.*}} outs(%[[VIEW]] : memref<4x5xf32, strided<[8, 1]>, 3>)
// CHECK: %[[REL:.*]] = memref.reinterpret_cast %[[VIEW]] {{.*}} to memref<5x4xf32, strided<[1, 8]>, 3>
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<20xf32>
// CHECK: layout.copy %[[REL]], %{{.*}} : memref<5x4xf32, strided<[1, 8]>, 3> as tensor<5x4xf32, #{{.*}}> to memref<5x4xf32> as tensor<5x4xf32>
func.func @alloc_in_memory_space() -> tensor<5x4xf32> {
  %t = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<4x5xf32, #row8>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%t : tensor<4x5xf32, #row8>) -> tensor<4x5xf32, #row8>
  %r = layout.relabel %f permutation = [1, 0] : tensor<4x5xf32, #row8> to tensor<5x4xf32, #col8>
  %b = layout.transform %r : tensor<5x4xf32, #col8> to tensor<5x4xf32>
  return %b : tensor<5x4xf32>
}

// -----

// A copy into a memory space: the padding filled, then the elements.

#row8 = #layout.encoding<align = [1, 8], pad_value = zero>

// CHECK-LABEL: func.func @alloc_copy_in_memory_space
// CHECK-SAME: (%[[ARG:.*]]: memref<4x5xf32, strided<[8, 1]>>)
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32xf32, 3>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]]
// CHECK: linalg.fill {{.*}} outs(%{{.*}} : memref<4x3xf32, strided<[8, 1], offset: 5>, 3>)
// CHECK: linalg.copy ins(%[[ARG]] : memref<4x5xf32, strided<[8, 1]>>) outs(%[[VIEW]] : memref<4x5xf32, strided<[8, 1]>, 3>)
// CHECK: memref.load %[[VIEW]]
func.func @alloc_copy_in_memory_space(%x: tensor<4x5xf32, #row8>) -> f32 {
  %t = bufferization.alloc_tensor() copy(%x) {memory_space = 3 : i64} : tensor<4x5xf32, #row8>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0, %c0] : tensor<4x5xf32, #row8>
  return %e : f32
}

// -----

// Returned from a function (whose results are in the default space): an
// explicit copy in the layout, padding included, rather than a copy by
// type alone.

#row8 = #layout.encoding<align = [1, 8], pad_value = zero>

// CHECK-LABEL: func.func @return_from_memory_space
// CHECK-SAME: -> memref<4x5xf32, strided<[8, 1]>>
// CHECK: %[[SRC:.*]] = memref.reinterpret_cast %{{.*}} : memref<32xf32, 3> to memref<4x5xf32, strided<[8, 1]>, 3>
// CHECK: %[[DST:.*]] = memref.reinterpret_cast %{{.*}} : memref<32xf32> to memref<4x5xf32, strided<[8, 1]>>
// CHECK: layout.copy %[[SRC]], %[[DST]]
// CHECK: return %[[DST]]
func.func @return_from_memory_space() -> tensor<4x5xf32, #row8> {
  %t = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<4x5xf32, #row8>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%t : tensor<4x5xf32, #row8>) -> tensor<4x5xf32, #row8>
  return %f : tensor<4x5xf32, #row8>
}

// -----

// A tiled layout: its physical buffer is in the memory space.

#tile8 = #layout.encoding<align = [1, 16], pad_value = zero, tiles = [1 : 8]>

// CHECK-LABEL: func.func @tiled_in_memory_space
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x2x8xf32, 3>
// CHECK: linalg.fill {{.*}} outs(%[[BUF]] : memref<4x2x8xf32, 3>)
func.func @tiled_in_memory_space() -> tensor<4x12xf32> {
  %t = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<4x12xf32, #tile8>
  %b = layout.transform %t : tensor<4x12xf32, #tile8> to tensor<4x12xf32>
  return %b : tensor<4x12xf32>
}
