// Element-wise ops on NHWC buffers of 105 elements run as 6 vectors of 16
// in memory order and 9 scalars (layout-vectorize-elementwise), and compute
// what they say for every element, the last ones included (numbers from
// numpy: max(x - 50 - 10 c, 0.5) of x = 0..104 in NCHW order, c the
// channel).
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm --mlir-print-ir-after=layout-vectorize-elementwise \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=VECTOR
// VECTOR-LABEL: func.func @shift_relu
// VECTOR: vector.load {{.*}} : memref<105xf32, strided<[1]>>, vector<16xf32>
// VECTOR: arith.maximumf {{.*}} : vector<16xf32>
// VECTOR-NOT: linalg.generic
// Rows padded to 32 with a halo: each row of 20 is one vector and 4
// scalars, and the results are max(x - 10, 0) of x = 0..59.
// VECTOR-LABEL: func.func @rows_relu
// VECTOR: scf.for
// VECTOR: vector.load {{.*}} : memref<{{[0-9]+}}xf32, strided<[1], offset: 33>>, vector<16xf32>
// VECTOR-NOT: linalg.generic

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#rows = #layout.encoding<align = [1, 32], pad_low = [1, 1], pad_value = zero>

func.func private @printMemrefF32(memref<*xf32>)

func.func @shift_relu(%x: tensor<1x3x5x7xf32, #nhwc>) -> tensor<1x3x5x7xf32, #nhwc> {
  %shift = arith.constant dense<[[[[-50.0, -50.0, -50.0, -50.0, -50.0, -50.0, -50.0], [-50.0, -50.0, -50.0, -50.0, -50.0, -50.0, -50.0], [-50.0, -50.0, -50.0, -50.0, -50.0, -50.0, -50.0], [-50.0, -50.0, -50.0, -50.0, -50.0, -50.0, -50.0], [-50.0, -50.0, -50.0, -50.0, -50.0, -50.0, -50.0]], [[-60.0, -60.0, -60.0, -60.0, -60.0, -60.0, -60.0], [-60.0, -60.0, -60.0, -60.0, -60.0, -60.0, -60.0], [-60.0, -60.0, -60.0, -60.0, -60.0, -60.0, -60.0], [-60.0, -60.0, -60.0, -60.0, -60.0, -60.0, -60.0], [-60.0, -60.0, -60.0, -60.0, -60.0, -60.0, -60.0]], [[-70.0, -70.0, -70.0, -70.0, -70.0, -70.0, -70.0], [-70.0, -70.0, -70.0, -70.0, -70.0, -70.0, -70.0], [-70.0, -70.0, -70.0, -70.0, -70.0, -70.0, -70.0], [-70.0, -70.0, -70.0, -70.0, -70.0, -70.0, -70.0], [-70.0, -70.0, -70.0, -70.0, -70.0, -70.0, -70.0]]]]> : tensor<1x3x5x7xf32, #nhwc>
  %half = arith.constant dense<0.5> : tensor<1x3x5x7xf32, #nhwc>
  %s = arith.addf %x, %shift : tensor<1x3x5x7xf32, #nhwc>
  %r = arith.maximumf %s, %half : tensor<1x3x5x7xf32, #nhwc>
  return %r : tensor<1x3x5x7xf32, #nhwc>
}

func.func @rows_relu(%x: tensor<3x20xf32, #rows>) -> tensor<3x20xf32, #rows> {
  %ten = arith.constant dense<10.0> : tensor<3x20xf32, #rows>
  %zero = arith.constant dense<0.0> : tensor<3x20xf32, #rows>
  %s = arith.subf %x, %ten : tensor<3x20xf32, #rows>
  %r = arith.maximumf %s, %zero : tensor<3x20xf32, #rows>
  return %r : tensor<3x20xf32, #rows>
}

func.func @main() {
  %x = arith.constant dense<[[[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0], [14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0], [28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0]], [[35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0], [42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0], [49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0], [56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0], [63.0, 64.0, 65.0, 66.0, 67.0, 68.0, 69.0]], [[70.0, 71.0, 72.0, 73.0, 74.0, 75.0, 76.0], [77.0, 78.0, 79.0, 80.0, 81.0, 82.0, 83.0], [84.0, 85.0, 86.0, 87.0, 88.0, 89.0, 90.0], [91.0, 92.0, 93.0, 94.0, 95.0, 96.0, 97.0], [98.0, 99.0, 100.0, 101.0, 102.0, 103.0, 104.0]]]]> : tensor<1x3x5x7xf32>
  %t = layout.transform %x : tensor<1x3x5x7xf32> to tensor<1x3x5x7xf32, #nhwc>
  %r = call @shift_relu(%t) : (tensor<1x3x5x7xf32, #nhwc>) -> tensor<1x3x5x7xf32, #nhwc>
  %p = layout.transform %r : tensor<1x3x5x7xf32, #nhwc> to tensor<1x3x5x7xf32>
  %m = bufferization.to_buffer %p : tensor<1x3x5x7xf32> to memref<1x3x5x7xf32>
  %u = memref.cast %m : memref<1x3x5x7xf32> to memref<*xf32>
  // CHECK: sizes = [1, 3, 5, 7]
  // CHECK-NEXT: {{\[\[\[\[}}0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
  // CHECK-NEXT: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
  // CHECK-NEXT: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
  // CHECK-NEXT: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
  // CHECK-NEXT: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]],
  // CHECK-NEXT: {{\[\[}}0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
  // CHECK-NEXT: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
  // CHECK-NEXT: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
  // CHECK-NEXT: [0.5, 0.5, 0.5, 0.5, 0.5, 1, 2],
  // CHECK-NEXT: [3, 4, 5, 6, 7, 8, 9]],
  // CHECK-NEXT: {{\[\[}}0.5, 1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12, 13],
  // CHECK-NEXT: [14, 15, 16, 17, 18, 19, 20],
  // CHECK-NEXT: [21, 22, 23, 24, 25, 26, 27],
  // CHECK-NEXT: [28, 29, 30, 31, 32, 33, 34]]]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  %y = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0],
                             [20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0],
                             [40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0, 58.0, 59.0]]> : tensor<3x20xf32>
  %yr = layout.transform %y : tensor<3x20xf32> to tensor<3x20xf32, #rows>
  %z = call @rows_relu(%yr) : (tensor<3x20xf32, #rows>) -> tensor<3x20xf32, #rows>
  %zp = layout.transform %z : tensor<3x20xf32, #rows> to tensor<3x20xf32>
  %zm = bufferization.to_buffer %zp : tensor<3x20xf32> to memref<3x20xf32>
  %zu = memref.cast %zm : memref<3x20xf32> to memref<*xf32>
  // CHECK: sizes = [3, 20]
  // CHECK-NEXT: {{\[\[}}0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  // CHECK-NEXT: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29],
  // CHECK-NEXT: [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49]]
  call @printMemrefF32(%zu) : (memref<*xf32>) -> ()
  return
}
