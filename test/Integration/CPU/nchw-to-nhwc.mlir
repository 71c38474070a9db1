// NCHW -> NHWC: the whole physical buffer, in memory order.
// DEFINE: %{compile} = tensor-opt %s --layout-lower-to-llvm
// RUN: %{compile} | %{run} | FileCheck %s

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @to_nhwc(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32, #nhwc> {
  %0 = layout.transform %x : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nhwc>
  return %0 : tensor<1x3x2x2xf32, #nhwc>
}

func.func @main() {
  // x[0][c][h][w] = 4c + 2h + w.
  %x = arith.constant dense<[[[[0.0, 1.0], [2.0, 3.0]], [[4.0, 5.0], [6.0, 7.0]],
                               [[8.0, 9.0], [10.0, 11.0]]]]> : tensor<1x3x2x2xf32>
  %y = call @to_nhwc(%x) : (tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32, #nhwc>
  %m = bufferization.to_buffer %y : tensor<1x3x2x2xf32, #nhwc> to memref<1x3x2x2xf32, strided<[12, 1, 6, 3]>>
  %flat = memref.reinterpret_cast %m to offset: [0], sizes: [12], strides: [1]
      : memref<1x3x2x2xf32, strided<[12, 1, 6, 3]>> to memref<12xf32>
  %u = memref.cast %flat : memref<12xf32> to memref<*xf32>
  // Channels innermost: (h, w) = (0, 0) holds c = 0, 1, 2 -> 0, 4, 8.
  // CHECK: rank = 1 offset = 0 sizes = [12] strides = [1]
  // CHECK-NEXT: [0,  4,  8,  1,  5,  9,  2,  6,  10,  3,  7,  11]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
