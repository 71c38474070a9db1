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

// -----

// A layout that names a memory space puts its buffers there: a transform's
// destination, a new tensor, the results of ops on it and a function's
// arguments and results in that layout; moving the tensor back to the
// default space is a copy between spaces.

#sram = #layout.encoding<align = [1, 8], pad_value = zero, memory_space = 1>

// CHECK-LABEL: func.func @layout_in_memory_space
// CHECK-SAME: (%[[ARG:.*]]: memref<4x5xf32>, %[[W:.*]]: memref<4x5xf32, strided<[8, 1]>, 1>) -> memref<4x5xf32>
// CHECK: %[[IN:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32xf32, 1>
// CHECK: %[[INV:.*]] = memref.reinterpret_cast %[[IN]] {{.*}} to memref<4x5xf32, strided<[8, 1]>, 1>
// CHECK: layout.copy %[[ARG]], %[[INV]] {{.*}} : memref<4x5xf32> as tensor<4x5xf32> to memref<4x5xf32, strided<[8, 1]>, 1> as tensor<4x5xf32, #{{.*}}>
// CHECK: %[[SUM:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32xf32, 1>
// CHECK: %[[SUMV:.*]] = memref.reinterpret_cast %[[SUM]]
// CHECK: linalg.add ins(%[[INV]], %[[W]] : memref<4x5xf32, strided<[8, 1]>, 1>, memref<4x5xf32, strided<[8, 1]>, 1>) outs(%[[SUMV]] : memref<4x5xf32, strided<[8, 1]>, 1>)
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<20xf32>
// CHECK: layout.copy %[[SUMV]], %{{.*}} : memref<4x5xf32, strided<[8, 1]>, 1> as tensor<4x5xf32, #{{.*}}> to memref<4x5xf32> as tensor<4x5xf32>
func.func @layout_in_memory_space(%x: tensor<4x5xf32>, %w: tensor<4x5xf32, #sram>) -> tensor<4x5xf32> {
  %0 = layout.transform %x : tensor<4x5xf32> to tensor<4x5xf32, #sram>
  %e = tensor.empty() : tensor<4x5xf32, #sram>
  %1 = linalg.add ins(%0, %w : tensor<4x5xf32, #sram>, tensor<4x5xf32, #sram>) outs(%e : tensor<4x5xf32, #sram>) -> tensor<4x5xf32, #sram>
  %2 = layout.transform %1 : tensor<4x5xf32, #sram> to tensor<4x5xf32>
  return %2 : tensor<4x5xf32>
}

// CHECK-LABEL: func.func @result_in_memory_space
// CHECK-SAME: -> memref<4x5xf32, strided<[8, 1]>, 1>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<32xf32, 1>
func.func @result_in_memory_space(%x: tensor<4x5xf32>) -> tensor<4x5xf32, #sram> {
  %0 = layout.transform %x : tensor<4x5xf32> to tensor<4x5xf32, #sram>
  return %0 : tensor<4x5xf32, #sram>
}

// -----

// A tiled layout in a memory space: its physical buffer is there, and so
// is the physical tensor of layout.to_physical.

#banks = #layout.encoding<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>

// CHECK-LABEL: func.func @banks_in_memory_space
// CHECK-SAME: (%[[ARG:.*]]: memref<8x16xf32>) -> memref<2x4x16xf32, 2>
// CHECK: %[[BANKS:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4x16xf32, 2>
// CHECK: layout.copy %[[ARG]], %[[BANKS]] {{.*}} to memref<2x4x16xf32, 2> as tensor<8x16xf32, #{{.*}}>
// CHECK: return %[[BANKS]] : memref<2x4x16xf32, 2>
func.func @banks_in_memory_space(%x: tensor<8x16xf32>) -> tensor<2x4x16xf32, #layout.encoding<memory_space = 2>> {
  %0 = layout.transform %x : tensor<8x16xf32> to tensor<8x16xf32, #banks>
  %p = layout.to_physical %0 : tensor<8x16xf32, #banks> to tensor<2x4x16xf32, #layout.encoding<memory_space = 2>>
  return %p : tensor<2x4x16xf32, #layout.encoding<memory_space = 2>>
}

// -----

// An op that indexes a tiled tensor logically runs on plain tensors; those
// stay in the tiled layout's memory space.

#banks = #layout.encoding<order = [t0, 0, 1], tiles = [0 : 2], align = [4, 1], memory_space = 2>

// CHECK-LABEL: func.func @kernel_boundary_in_memory_space
// CHECK: %[[X:.*]] = memref.reinterpret_cast %{{.*}} : memref<96xf32, 2> to memref<6x16xf32, 2>
// CHECK: layout.copy %{{.*}}, %[[X]] {{.*}} : memref<2x4x16xf32, 2> as tensor<6x16xf32, #{{.*}}> to memref<6x16xf32, 2> as tensor<6x16xf32, #{{.*}}>
// CHECK: %[[Y:.*]] = memref.reinterpret_cast %{{.*}} : memref<24xf32, 2> to memref<6x4xf32, 2>
// CHECK: linalg.matmul ins(%[[X]], %{{.*}} : memref<6x16xf32, 2>, memref<16x4xf32>) outs(%[[Y]] : memref<6x4xf32, 2>)
// CHECK: layout.copy %[[Y]], %{{.*}} : memref<6x4xf32, 2> as {{.*}} to memref<2x4x4xf32, 2>
func.func @kernel_boundary_in_memory_space(%x: tensor<6x16xf32, #banks>, %w: tensor<16x4xf32>) -> tensor<6x4xf32, #banks> {
  %e = tensor.empty() : tensor<6x4xf32, #banks>
  %r = linalg.matmul ins(%x, %w : tensor<6x16xf32, #banks>, tensor<16x4xf32>) outs(%e : tensor<6x4xf32, #banks>) -> tensor<6x4xf32, #banks>
  return %r : tensor<6x4xf32, #banks>
}

// -----

// A constant in a layout's memory space is a global in that space, the
// padding laid out with it; a tiled one's physical constant too.

#sram = #layout.encoding<align = [1, 4], pad_value = zero, memory_space = 1>
#tiled = #layout.encoding<tiles = [0 : 2], memory_space = 2>

// CHECK-DAG: memref.global "private" constant @__layout_constant : memref<8xf32, 1> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 0.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 0.000000e+00]>
// CHECK-DAG: memref.global "private" constant @__layout_constant_0 : memref<6xf32, 2> = dense<[1.000000e+00, 4.000000e+00, 2.000000e+00, 5.000000e+00, 3.000000e+00, 6.000000e+00]>
// CHECK-LABEL: func.func @constants_in_memory_space
// CHECK-DAG: memref.get_global @__layout_constant : memref<8xf32, 1>
// CHECK-DAG: memref.get_global @__layout_constant_0 : memref<6xf32, 2>
func.func @constants_in_memory_space() -> (tensor<2x3xf32, #sram>, tensor<2x3xf32, #tiled>) {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32, #sram>
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32, #tiled>
  return %c, %t : tensor<2x3xf32, #sram>, tensor<2x3xf32, #tiled>
}

// -----

// A view that cannot stay in place (from a tiled layout) goes through the
// packed tensor in the source's memory space, not the default one.

#tiled = #layout.encoding<tiles = [0 : 2], memory_space = 2>

// CHECK-LABEL: func.func @view_through_memory_space
// CHECK-NOT: memref<{{[0-9x]*}}xf32>
// CHECK: memref.alloc() {{.*}} : memref<32xf32, 2>
// CHECK-NOT: memref<{{[0-9x]*}}xf32>
// CHECK: return
func.func @view_through_memory_space(%x: tensor<4x8xf32, #tiled>) -> tensor<32xf32, #layout.encoding<memory_space = 2>> {
  %0 = tensor.collapse_shape %x [[0, 1]] : tensor<4x8xf32, #tiled> into tensor<32xf32, #layout.encoding<memory_space = 2>>
  return %0 : tensor<32xf32, #layout.encoding<memory_space = 2>>
}

// -----

// Upstream bufferizes tensor.splat and tensor.generate into a buffer
// allocated by type (which loses a layout's padding; it was an error) and
// only in the default space: in a layout a splat is a fill of a new buffer
// in it, padding and memory space included, and a generate runs on a plain
// tensor, moved by one copy.

#s = #layout.encoding<align = [1, 8], pad_value = zero, memory_space = 1>

// CHECK-LABEL: func.func @producers_in_memory_space
// CHECK: %[[SPLAT:.*]] = memref.alloc() {{.*}} : memref<16xf32, 1>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<2x3xf32, strided<[8, 1]>, 1>)
// CHECK: %[[GEN:.*]] = memref.alloc() {{.*}} : memref<2x3xf32>
// CHECK: linalg.map outs(%[[GEN]]
// CHECK: memref.alloc() {{.*}} : memref<16xf32, 1>
// CHECK: layout.copy %[[GEN]], %{{.*}} : memref<2x3xf32> as tensor<2x3xf32> to memref<2x3xf32, strided<[8, 1]>, 1>
func.func @producers_in_memory_space(%a: f32) -> (tensor<2x3xf32, #s>, tensor<2x3xf32, #s>) {
  %g = tensor.splat %a : tensor<2x3xf32, #s>
  %h = tensor.generate {
  ^bb0(%i: index, %j: index):
    tensor.yield %a : f32
  } : tensor<2x3xf32, #s>
  return %g, %h : tensor<2x3xf32, #s>, tensor<2x3xf32, #s>
}

// CHECK-LABEL: func.func @producers_in_padded_layout
// CHECK: memref.alloc() {{.*}} : memref<16xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<2x3xf32, strided<[8, 1]>>)
// CHECK: layout.copy %{{.*}}, %{{.*}} : memref<2x3xf32> as tensor<2x3xf32> to memref<2x3xf32, strided<[8, 1]>>
func.func @producers_in_padded_layout(%a: f32) -> (tensor<2x3xf32, #layout.encoding<align = [1, 8], pad_value = zero>>, tensor<2x3xf32, #layout.encoding<align = [1, 8], pad_value = zero>>) {
  %g = tensor.splat %a : tensor<2x3xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
  %h = tensor.generate {
  ^bb0(%i: index, %j: index):
    tensor.yield %a : f32
  } : tensor<2x3xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
  return %g, %h : tensor<2x3xf32, #layout.encoding<align = [1, 8], pad_value = zero>>, tensor<2x3xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
}
