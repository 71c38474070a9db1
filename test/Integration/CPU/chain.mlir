// A chain of transforms between non-packed layouts (the lowering pipeline
// does not canonicalize, so each transform runs): packed -> NHWC ->
// channel-aligned NHWC with constant padding -> haloed NCHW -> packed.
// DEFINE: %{compile} = tensor-opt %s --layout-lower-to-llvm
// RUN: %{compile} | %{run} | FileCheck %s

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#nhwc4 = #layout.encoding<order = [0, 2, 3, 1], align = [1, 4, 1, 1], pad_value = -1.0 : f32>
#halo = #layout.encoding<pad_low = [0, 0, 1, 0], pad_high = [0, 0, 0, 1], pad_value = zero>

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x = arith.constant dense<[[[[0.0, 1.0], [2.0, 3.0]], [[4.0, 5.0], [6.0, 7.0]],
                               [[8.0, 9.0], [10.0, 11.0]]]]> : tensor<1x3x2x2xf32>
  %a = layout.transform %x : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nhwc>
  %b = layout.transform %a : tensor<1x3x2x2xf32, #nhwc> to tensor<1x3x2x2xf32, #nhwc4>
  %c = layout.transform %b : tensor<1x3x2x2xf32, #nhwc4> to tensor<1x3x2x2xf32, #halo>
  %d = layout.transform %c : tensor<1x3x2x2xf32, #halo> to tensor<1x3x2x2xf32>

  // NHWC with 4 channels a pixel, the fourth holding -1.
  %mb = bufferization.to_buffer %b : tensor<1x3x2x2xf32, #nhwc4> to memref<1x3x2x2xf32, strided<[16, 1, 8, 4]>>
  %pb = memref.reinterpret_cast %mb to offset: [0], sizes: [16], strides: [1]
      : memref<1x3x2x2xf32, strided<[16, 1, 8, 4]>> to memref<16xf32>
  %ub = memref.cast %pb : memref<16xf32> to memref<*xf32>
  // CHECK: sizes = [16]
  // CHECK-NEXT: [0,  4,  8,  -1,  1,  5,  9,  -1,  2,  6,  10,  -1,  3,  7,  11,  -1]
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()

  // NCHW, a zero row above and a zero column right of each 2x2 image.
  %mc = bufferization.to_buffer %c : tensor<1x3x2x2xf32, #halo> to memref<1x3x2x2xf32, strided<[27, 9, 3, 1], offset: 3>>
  %pc = memref.reinterpret_cast %mc to offset: [0], sizes: [3, 9], strides: [9, 1]
      : memref<1x3x2x2xf32, strided<[27, 9, 3, 1], offset: 3>> to memref<3x9xf32>
  %uc = memref.cast %pc : memref<3x9xf32> to memref<*xf32>
  // CHECK: sizes = [3, 9]
  // CHECK-NEXT: {{\[\[}}0,   0,   0,   0,   1,   0,   2,   3,   0],
  // CHECK-NEXT: [0,   0,   0,   4,   5,   0,   6,   7,   0],
  // CHECK-NEXT: [0,   0,   0,   8,   9,   0,   10,   11,   0]]
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()

  // Back to packed: the input again.
  %md = bufferization.to_buffer %d : tensor<1x3x2x2xf32> to memref<1x3x2x2xf32>
  %pd = memref.reinterpret_cast %md to offset: [0], sizes: [12], strides: [1]
      : memref<1x3x2x2xf32> to memref<12xf32>
  %ud = memref.cast %pd : memref<12xf32> to memref<*xf32>
  // CHECK: sizes = [12]
  // CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11]
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  return
}
