// RUN: tensor-opt %s -split-input-file -layout-bufferize | FileCheck %s

// layout.to_physical and layout.from_physical of untiled layouts: the same
// buffer seen whole (its physical shape from its start) or as the layout's
// strided view. No data moves.

#halo = #layout.encoding<pad_low = [1, 1], pad_high = [1, 1], pad_value = zero>

// CHECK-LABEL: func.func @to_physical
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<30xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [7], sizes: [3, 4], strides: [6, 1]
// CHECK: layout.copy %{{.*}}, %[[VIEW]]
// CHECK: %[[WHOLE:.*]] = memref.reinterpret_cast %[[VIEW]] to offset: [0], sizes: [5, 6], strides: [6, 1] : memref<3x4xf32, strided<[6, 1], offset: 7>> to memref<5x6xf32>
// CHECK: memref.load %[[WHOLE]]
func.func @to_physical(%x: tensor<3x4xf32>) -> f32 {
  %t = layout.transform %x : tensor<3x4xf32> to tensor<3x4xf32, #halo>
  %p = layout.to_physical %t : tensor<3x4xf32, #halo> to tensor<5x6xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %p[%c0, %c0] : tensor<5x6xf32>
  return %e : f32
}

// -----

#cols = #layout.encoding<order = [1, 0], align = [4, 1]>

// CHECK-LABEL: func.func @from_physical
// CHECK-SAME: (%[[P:.*]]: memref<5x4xf32>)
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[P]] to offset: [0], sizes: [3, 5], strides: [1, 4] : memref<5x4xf32> to memref<3x5xf32, strided<[1, 4]>>
// CHECK: memref.load %[[VIEW]]
func.func @from_physical(%p: tensor<5x4xf32>) -> f32 {
  %t = layout.from_physical %p : tensor<5x4xf32> to tensor<3x5xf32, #cols>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %t[%c1, %c1] : tensor<3x5xf32, #cols>
  return %e : f32
}

// -----

#halo = #layout.encoding<pad_low = [1, 1], pad_high = [1, 1], pad_value = zero>

// A physical tensor that is a strided view (a slice of a larger one) is
// copied into a buffer of its own first: the layout's view starts at the
// physical buffer's base.
// CHECK-LABEL: func.func @from_physical_slice
// CHECK: %[[SLICE:.*]] = memref.subview
// CHECK: %[[OWN:.*]] = memref.alloc() {alignment = 64 : i64} : memref<5x6xf32>
// CHECK: linalg.copy ins(%[[SLICE]] : {{.*}}) outs(%[[OWN]] : memref<5x6xf32>)
// CHECK: memref.reinterpret_cast %[[OWN]] to offset: [7], sizes: [3, 4], strides: [6, 1]
func.func @from_physical_slice(%big: tensor<8x8xf32>) -> f32 {
  %p = tensor.extract_slice %big[1, 1] [5, 6] [1, 1] : tensor<8x8xf32> to tensor<5x6xf32>
  %t = layout.from_physical %p : tensor<5x6xf32> to tensor<3x4xf32, #halo>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0, %c0] : tensor<3x4xf32, #halo>
  return %e : f32
}

// -----

#halo = #layout.encoding<pad_low = [1, 1], pad_high = [1, 1], pad_value = zero>

// Returned, a view of an argument is copied in its layout (padding
// included), not cloned by type.
// CHECK-LABEL: func.func @return_from_physical
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %{{.*}} to offset: [7]
// CHECK: %[[OUT:.*]] = memref.reinterpret_cast %{{.*}} to offset: [7]
// CHECK: layout.copy %[[VIEW]], %[[OUT]]
// CHECK: return %[[OUT]]
func.func @return_from_physical(%p: tensor<5x6xf32>) -> tensor<3x4xf32, #halo> {
  %t = layout.from_physical %p : tensor<5x6xf32> to tensor<3x4xf32, #halo>
  return %t : tensor<3x4xf32, #halo>
}

// -----

// A physical tensor of no element: no strides describe its identity memref
// (upstream makes them dynamic), so it is an empty buffer, not a view.
// CHECK-LABEL: func.func @empty_physical
// CHECK: %[[EMPTY:.*]] = memref.alloc() : memref<0x8xf32>
// CHECK-NOT: memref.reinterpret_cast {{.*}} to memref<0x8xf32>
// CHECK: return %[[EMPTY]]
func.func @empty_physical(%x: tensor<0x5xf32, #layout.encoding<align = [1, 8]>>) -> tensor<0x8xf32> {
  %p = layout.to_physical %x : tensor<0x5xf32, #layout.encoding<align = [1, 8]>> to tensor<0x8xf32>
  return %p : tensor<0x8xf32>
}
