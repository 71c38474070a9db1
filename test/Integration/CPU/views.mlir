// collapse_shape, expand_shape and extract_slice of tensors in layouts,
// run with and without layout-propagate (which sinks the transforms below
// them): a reshape that keeps its source's buffer (a view, padding
// included), one whose result layout differs from that view (a copy after
// it), one no layout of the result can view (NHWC flattened, a tiled
// source: through the packed layout), slices of an NHWC and of a blocked
// tensor. Printed: logical values, and whole physical buffers where a
// layout has padding.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s

#cwn = #layout.encoding<order = [1, 2, 0]>
#halo = #layout.encoding<pad_low = [1, 0, 0], pad_value = zero>
#rows = #layout.encoding<pad_low = [2, 0], pad_value = zero>
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#blocked = #layout.encoding<tiles = [1 : 2]>
#hi4 = #layout.encoding<pad_high = [4], pad_value = -1.0 : f32>
#hi1 = #layout.encoding<pad_high = [1, 0], pad_value = -1.0 : f32>
#colmajor = #layout.encoding<order = [1, 0]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @print2(%v: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %v : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A view whose layout is not the result's: copied to packed after it.
func.func @collapse_to_packed(%x: tensor<2x2x3xf32, #cwn>) -> tensor<2x6xf32> {
  %t = layout.transform %x : tensor<2x2x3xf32, #cwn> to tensor<2x2x3xf32>
  %c = tensor.collapse_shape %t [[0], [1, 2]] : tensor<2x2x3xf32> into tensor<2x6xf32>
  return %c : tensor<2x6xf32>
}

// The zero halo row of 2x3 blocks becomes two zero rows of 3.
func.func @collapse_halo(%x: tensor<2x2x3xf32, #halo>) -> tensor<4x3xf32, #rows> {
  %t = layout.transform %x : tensor<2x2x3xf32, #halo> to tensor<2x2x3xf32>
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x2x3xf32> into tensor<4x3xf32>
  %u = layout.transform %c : tensor<4x3xf32> to tensor<4x3xf32, #rows>
  return %u : tensor<4x3xf32, #rows>
}

func.func @flatten_nhwc(%x: tensor<1x3x2x2xf32, #nhwc>) -> tensor<1x12xf32> {
  %c = tensor.collapse_shape %x [[0], [1, 2, 3]] : tensor<1x3x2x2xf32, #nhwc> into tensor<1x12xf32>
  return %c : tensor<1x12xf32>
}

func.func @collapse_blocked(%x: tensor<1x4x1x3xf32, #blocked>) -> tensor<4x3xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2, 3]] : tensor<1x4x1x3xf32, #blocked> into tensor<4x3xf32>
  return %c : tensor<4x3xf32>
}

// 12 elements and 4 of padding are 4 rows of 4, the last one padding.
func.func @expand_rows(%x: tensor<12xf32, #hi4>) -> tensor<3x4xf32, #hi1> {
  %t = layout.transform %x : tensor<12xf32, #hi4> to tensor<12xf32>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %u = layout.transform %e : tensor<3x4xf32> to tensor<3x4xf32, #hi1>
  return %u : tensor<3x4xf32, #hi1>
}

// The middle 2x2 window of each of 2 channels of a 4x4 NHWC image.
func.func @window(%x: tensor<1x2x4x4xf32, #nhwc>) -> tensor<1x2x2x2xf32> {
  %t = layout.transform %x : tensor<1x2x4x4xf32, #nhwc> to tensor<1x2x4x4xf32>
  %s = tensor.extract_slice %t[0, 0, 1, 1] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x4x4xf32> to tensor<1x2x2x2xf32>
  return %s : tensor<1x2x2x2xf32>
}

func.func @slice_blocked(%x: tensor<1x4x1x3xf32, #blocked>) -> tensor<1x3x1x2xf32> {
  %s = tensor.extract_slice %x[0, 1, 0, 1] [1, 3, 1, 2] [1, 1, 1, 1] : tensor<1x4x1x3xf32, #blocked> to tensor<1x3x1x2xf32>
  return %s : tensor<1x3x1x2xf32>
}

// A column-major tensor inserted into rows with a halo row: the insert
// copies its elements into the halo layout (propagation drops the
// transform before it: the insert copies them anyway).
func.func @insert_rows(%x: tensor<2x2xf32, #colmajor>) -> tensor<3x4xf32, #hi1> {
  %t = layout.transform %x : tensor<2x2xf32, #colmajor> to tensor<2x2xf32>
  %c = arith.constant -3.0 : f32
  %e = tensor.empty() : tensor<3x4xf32, #hi1>
  %d = linalg.fill ins(%c : f32) outs(%e : tensor<3x4xf32, #hi1>) -> tensor<3x4xf32, #hi1>
  %r = tensor.insert_slice %t into %d[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<3x4xf32, #hi1>
  return %r : tensor<3x4xf32, #hi1>
}

// Inserted into an argument and returned: the function returns a copy of
// the argument written in place, halo row and all.
func.func @insert_into_argument(%x: tensor<2x2xf32, #colmajor>, %d: tensor<3x4xf32, #hi1>) -> tensor<3x4xf32, #hi1> {
  %t = layout.transform %x : tensor<2x2xf32, #colmajor> to tensor<2x2xf32>
  %r = tensor.insert_slice %t into %d[0, 2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<3x4xf32, #hi1>
  return %r : tensor<3x4xf32, #hi1>
}

// A loop writing rows into an argument, its result returned: a copy in the
// layout, halo row and all (deallocation cloned the strided buffer before,
// which did not lower).
func.func @rows_into_argument(%x: tensor<1x4xf32>, %d: tensor<3x4xf32, #hi1>) -> tensor<3x4xf32, #hi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %d) -> tensor<3x4xf32, #hi1> {
    %n = tensor.insert_slice %x into %acc[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32, #hi1>
    scf.yield %n : tensor<3x4xf32, #hi1>
  }
  return %r : tensor<3x4xf32, #hi1>
}

func.func @main() {
  %v = arith.constant dense<[[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]], [[6.0, 7.0, 8.0], [9.0, 10.0, 11.0]]]> : tensor<2x2x3xf32>

  // CHECK: [0,   1,   2,   3,   4,   5]
  // CHECK-NEXT: [6,   7,   8,   9,   10,   11]
  %x0 = layout.transform %v : tensor<2x2x3xf32> to tensor<2x2x3xf32, #cwn>
  %r0 = call @collapse_to_packed(%x0) : (tensor<2x2x3xf32, #cwn>) -> tensor<2x6xf32>
  %d0 = tensor.cast %r0 : tensor<2x6xf32> to tensor<?x?xf32>
  call @print2(%d0) : (tensor<?x?xf32>) -> ()

  // CHECK: [0,   0,   0]
  // CHECK-NEXT: [0,   0,   0]
  // CHECK-NEXT: [0,   1,   2]
  // CHECK-NEXT: [3,   4,   5]
  // CHECK-NEXT: [6,   7,   8]
  // CHECK-NEXT: [9,   10,   11]
  %x1 = layout.transform %v : tensor<2x2x3xf32> to tensor<2x2x3xf32, #halo>
  %r1 = call @collapse_halo(%x1) : (tensor<2x2x3xf32, #halo>) -> tensor<4x3xf32, #rows>
  %m1 = bufferization.to_buffer %r1 : tensor<4x3xf32, #rows> to memref<4x3xf32, strided<[3, 1], offset: 6>>
  %p1 = memref.reinterpret_cast %m1 to offset: [0], sizes: [6, 3], strides: [3, 1]
      : memref<4x3xf32, strided<[3, 1], offset: 6>> to memref<6x3xf32>
  %u1 = memref.cast %p1 : memref<6x3xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()

  // [1, C=3, H=2, W=2] of values c*4 + h*2 + w, flattened logically.
  // CHECK: [0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11]
  %w = tensor.expand_shape %v [[0, 1], [2], [3]] output_shape [1, 2, 2, 3] : tensor<2x2x3xf32> into tensor<1x2x2x3xf32>
  %chw = tensor.collapse_shape %w [[0], [1, 2, 3]] : tensor<1x2x2x3xf32> into tensor<1x12xf32>
  %img = tensor.expand_shape %chw [[0], [1, 2, 3]] output_shape [1, 3, 2, 2] : tensor<1x12xf32> into tensor<1x3x2x2xf32>
  %x2 = layout.transform %img : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nhwc>
  %r2 = call @flatten_nhwc(%x2) : (tensor<1x3x2x2xf32, #nhwc>) -> tensor<1x12xf32>
  %d2 = tensor.cast %r2 : tensor<1x12xf32> to tensor<?x?xf32>
  call @print2(%d2) : (tensor<?x?xf32>) -> ()

  // CHECK: [0,   1,   2]
  // CHECK-NEXT: [3,   4,   5]
  // CHECK-NEXT: [6,   7,   8]
  // CHECK-NEXT: [9,   10,   11]
  %b = tensor.expand_shape %chw [[0], [1, 2, 3]] output_shape [1, 4, 1, 3] : tensor<1x12xf32> into tensor<1x4x1x3xf32>
  %x3 = layout.transform %b : tensor<1x4x1x3xf32> to tensor<1x4x1x3xf32, #blocked>
  %r3 = call @collapse_blocked(%x3) : (tensor<1x4x1x3xf32, #blocked>) -> tensor<4x3xf32>
  %d3 = tensor.cast %r3 : tensor<4x3xf32> to tensor<?x?xf32>
  call @print2(%d3) : (tensor<?x?xf32>) -> ()

  // CHECK: [0,   1,   2,   3]
  // CHECK-NEXT: [4,   5,   6,   7]
  // CHECK-NEXT: [8,   9,   10,   11]
  // CHECK-NEXT: [-1,   -1,   -1,   -1]
  %flat = tensor.collapse_shape %chw [[0, 1]] : tensor<1x12xf32> into tensor<12xf32>
  %x4 = layout.transform %flat : tensor<12xf32> to tensor<12xf32, #hi4>
  %r4 = call @expand_rows(%x4) : (tensor<12xf32, #hi4>) -> tensor<3x4xf32, #hi1>
  %m4 = bufferization.to_buffer %r4 : tensor<3x4xf32, #hi1> to memref<3x4xf32>
  %p4 = memref.reinterpret_cast %m4 to offset: [0], sizes: [4, 4], strides: [4, 1]
      : memref<3x4xf32> to memref<4x4xf32>
  %u4 = memref.cast %p4 : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()

  // Channel c, row h, column w holds c*16 + h*4 + w.
  // CHECK: {{\[}}[5,   6],
  // CHECK-NEXT: [9,   10]],
  // CHECK: {{\[}}[21,   22],
  // CHECK-NEXT: [25,   26]]
  %v32 = arith.constant dense<[[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]], [[16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0], [24.0, 25.0, 26.0, 27.0], [28.0, 29.0, 30.0, 31.0]]]]> : tensor<1x2x4x4xf32>
  %x5 = layout.transform %v32 : tensor<1x2x4x4xf32> to tensor<1x2x4x4xf32, #nhwc>
  %r5 = call @window(%x5) : (tensor<1x2x4x4xf32, #nhwc>) -> tensor<1x2x2x2xf32>
  %m5 = bufferization.to_buffer %r5 : tensor<1x2x2x2xf32> to memref<1x2x2x2xf32>
  %u5 = memref.cast %m5 : memref<1x2x2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u5) : (memref<*xf32>) -> ()

  // Channels 1..3, columns 1..2 of the blocked 1x4x1x3 tensor of 0..11.
  // CHECK: {{\[}}[4,   5]],
  // CHECK-NEXT: {{\[}}[7,   8]],
  // CHECK-NEXT: {{\[}}[10,   11]]
  %r6 = call @slice_blocked(%x3) : (tensor<1x4x1x3xf32, #blocked>) -> tensor<1x3x1x2xf32>
  %m6 = bufferization.to_buffer %r6 : tensor<1x3x1x2xf32> to memref<1x3x1x2xf32>
  %u6 = memref.cast %m6 : memref<1x3x1x2xf32> to memref<*xf32>
  call @printMemrefF32(%u6) : (memref<*xf32>) -> ()

  // The whole buffer, the halo row included.
  // CHECK: [-3,   -3,   -3,   -3]
  // CHECK-NEXT: [-3,   1,   2,   -3]
  // CHECK-NEXT: [-3,   3,   4,   -3]
  // CHECK-NEXT: [-1,   -1,   -1,   -1]
  %v7 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %x7 = layout.transform %v7 : tensor<2x2xf32> to tensor<2x2xf32, #colmajor>
  %r7 = call @insert_rows(%x7) : (tensor<2x2xf32, #colmajor>) -> tensor<3x4xf32, #hi1>
  %m7 = bufferization.to_buffer %r7 : tensor<3x4xf32, #hi1> to memref<3x4xf32, strided<[4, 1]>>
  %p7 = memref.reinterpret_cast %m7 to offset: [0], sizes: [4, 4], strides: [4, 1]
      : memref<3x4xf32, strided<[4, 1]>> to memref<4x4xf32>
  %u7 = memref.cast %p7 : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u7) : (memref<*xf32>) -> ()

  // CHECK: [5,   5,   1,   2]
  // CHECK-NEXT: [5,   5,   3,   4]
  // CHECK-NEXT: [5,   5,   5,   5]
  // CHECK-NEXT: [-1,   -1,   -1,   -1]
  %v8 = arith.constant dense<5.0> : tensor<3x4xf32>
  %d8 = layout.transform %v8 : tensor<3x4xf32> to tensor<3x4xf32, #hi1>
  %r8 = call @insert_into_argument(%x7, %d8) : (tensor<2x2xf32, #colmajor>, tensor<3x4xf32, #hi1>) -> tensor<3x4xf32, #hi1>
  %m8 = bufferization.to_buffer %r8 : tensor<3x4xf32, #hi1> to memref<3x4xf32, strided<[4, 1]>>
  %p8 = memref.reinterpret_cast %m8 to offset: [0], sizes: [4, 4], strides: [4, 1]
      : memref<3x4xf32, strided<[4, 1]>> to memref<4x4xf32>
  %u8 = memref.cast %p8 : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u8) : (memref<*xf32>) -> ()

  // CHECK: [1,   2,   3,   4]
  // CHECK-NEXT: [1,   2,   3,   4]
  // CHECK-NEXT: [1,   2,   3,   4]
  // CHECK-NEXT: [-1,   -1,   -1,   -1]
  %row = arith.constant dense<[[1.0, 2.0, 3.0, 4.0]]> : tensor<1x4xf32>
  %d9 = layout.transform %v8 : tensor<3x4xf32> to tensor<3x4xf32, #hi1>
  %r9 = call @rows_into_argument(%row, %d9) : (tensor<1x4xf32>, tensor<3x4xf32, #hi1>) -> tensor<3x4xf32, #hi1>
  %m9 = bufferization.to_buffer %r9 : tensor<3x4xf32, #hi1> to memref<3x4xf32, strided<[4, 1]>>
  %p9 = memref.reinterpret_cast %m9 to offset: [0], sizes: [4, 4], strides: [4, 1]
      : memref<3x4xf32, strided<[4, 1]>> to memref<4x4xf32>
  %u9 = memref.cast %p9 : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u9) : (memref<*xf32>) -> ()
  return
}
