// Halo padding around 3x3 images: zero, and a constant. Whole physical
// buffers, in memory order.
// DEFINE: %{compile} = tensor-opt %s --layout-lower-to-llvm
// RUN: %{compile} | %{run} | FileCheck %s

#zero_halo = #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero>
#ragged_halo = #layout.encoding<pad_low = [0, 0, 2, 0], pad_high = [0, 0, 0, 1], pad_value = 9.0 : f32>

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x = arith.constant dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]]]> : tensor<1x1x3x3xf32>

  %a = layout.transform %x : tensor<1x1x3x3xf32> to tensor<1x1x3x3xf32, #zero_halo>
  %ma = bufferization.to_buffer %a : tensor<1x1x3x3xf32, #zero_halo> to memref<1x1x3x3xf32, strided<[25, 25, 5, 1], offset: 6>>
  %pa = memref.reinterpret_cast %ma to offset: [0], sizes: [5, 5], strides: [5, 1]
      : memref<1x1x3x3xf32, strided<[25, 25, 5, 1], offset: 6>> to memref<5x5xf32>
  %ua = memref.cast %pa : memref<5x5xf32> to memref<*xf32>
  // CHECK: sizes = [5, 5]
  // CHECK-NEXT: {{\[\[}}0,   0,   0,   0,   0],
  // CHECK-NEXT: [0,   1,   2,   3,   0],
  // CHECK-NEXT: [0,   4,   5,   6,   0],
  // CHECK-NEXT: [0,   7,   8,   9,   0],
  // CHECK-NEXT: [0,   0,   0,   0,   0]]
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()

  // Two rows above, one column to the right, padding holding 9.
  %b = layout.transform %x : tensor<1x1x3x3xf32> to tensor<1x1x3x3xf32, #ragged_halo>
  %mb = bufferization.to_buffer %b : tensor<1x1x3x3xf32, #ragged_halo> to memref<1x1x3x3xf32, strided<[20, 20, 4, 1], offset: 8>>
  %pb = memref.reinterpret_cast %mb to offset: [0], sizes: [5, 4], strides: [4, 1]
      : memref<1x1x3x3xf32, strided<[20, 20, 4, 1], offset: 8>> to memref<5x4xf32>
  %ub = memref.cast %pb : memref<5x4xf32> to memref<*xf32>
  // CHECK: sizes = [5, 4]
  // CHECK-NEXT: {{\[\[}}9,   9,   9,   9],
  // CHECK-NEXT: [9,   9,   9,   9],
  // CHECK-NEXT: [1,   2,   3,   9],
  // CHECK-NEXT: [4,   5,   6,   9],
  // CHECK-NEXT: [7,   8,   9,   9]]
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
