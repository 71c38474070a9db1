// A zero pad of the spatial dims of a blocked (nChw8c) image before a
// convolution. The pad runs in the blocked layout, on the physical tensor
// (its tiles untouched); on oneDNN the kernel then pads the image itself,
// so neither the pad's fill and copy nor a padded buffer is left, and no
// transform to a plain tensor and back surrounds the pad (as one did while
// pads in tiled layouts stayed on plain tensors). Without oneDNN the pad
// becomes a blocked halo (layout-fold-pad-into-halo) read by loops over the
// physical dims. The image is 1..36 row by row in each of 16 channels, the
// filter all ones, the padding asymmetric (1 above and below, 2 left, none
// right): each result is 16 times the sum of the window's elements inside
// the image. A max pooling's lowest-float pad likewise (@pool).
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} \
// RUN:   | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR
// The kernel's description: strides, dilations, then padding 1, 2 low and
// 1, 0 high; no accumulation, no post-ops; then the unpadded image, 1x16x6x6
// in 8-channel blocks (strides 576, 288, 48, 8; one block (1, 8)).
// IR: memref.global "private" constant @__tensor_layout_onednn_conv
// IR-SAME: dense<[1, 2, 1, 1, 1, 1, 1, 2, 1, 0, 0, 0, 4, 1, 16, 6, 6, 1, 16, 6, 6, 576, 288, 48, 8, 1, 1, 8,
// IR-LABEL: func.func @conv
// IR-NOT: linalg.fill
// IR-NOT: linalg.copy
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.fill
// IR-NOT: linalg.copy
// IR: return

#nchw8c = #layout.encoding<tiles = [1 : 8]>
#oihw8i8o = #layout.encoding<tiles = [1 : 8, 0 : 8]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @conv(%x: tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<1.0> : tensor<16x16x3x3xf32, #oihw8i8o>
  %xt = layout.transform %x : tensor<1x16x6x6xf32> to tensor<1x16x6x6xf32, #nchw8c>
  %p = tensor.pad %xt low[0, 0, 1, 2] high[0, 0, 1, 0] {
  ^bb0(%n: index, %c: index, %h: index, %w_: index):
    tensor.yield %zero : f32
  } : tensor<1x16x6x6xf32, #nchw8c> to tensor<1x16x8x8xf32, #nchw8c>
  %e = tensor.empty() : tensor<1x16x6x6xf32, #nchw8c>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x6x6xf32, #nchw8c>) -> tensor<1x16x6x6xf32, #nchw8c>
  %y = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x16x8x8xf32, #nchw8c>, tensor<16x16x3x3xf32, #oihw8i8o>)
                                outs(%a : tensor<1x16x6x6xf32, #nchw8c>) -> tensor<1x16x6x6xf32, #nchw8c>
  %r = layout.transform %y : tensor<1x16x6x6xf32, #nchw8c> to tensor<1x16x6x6xf32>
  return %r : tensor<1x16x6x6xf32>
}

// A max pooling (3x3, stride 2) of the same image in the blocks, padded
// with the lowest float, which oneDNN's pooling takes as its own padding
// too: each result is the window's largest element inside the image.
// IR-LABEL: func.func @pool
// IR-NOT: linalg.
// IR-NOT: memref.copy
// IR: call @tensor_layout_onednn_pooling_f32
// IR-NOT: linalg.
// IR-NOT: memref.copy
// IR: return
func.func @pool(%x: tensor<1x16x6x6xf32>) -> tensor<1x16x3x3xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %xt = layout.transform %x : tensor<1x16x6x6xf32> to tensor<1x16x6x6xf32, #nchw8c>
  %p = tensor.pad %xt low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w_: index):
    tensor.yield %lowest : f32
  } : tensor<1x16x6x6xf32, #nchw8c> to tensor<1x16x8x8xf32, #nchw8c>
  %e = tensor.empty() : tensor<1x16x3x3xf32, #nchw8c>
  %a = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x16x3x3xf32, #nchw8c>) -> tensor<1x16x3x3xf32, #nchw8c>
  %window = tensor.empty() : tensor<3x3xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %window : tensor<1x16x8x8xf32, #nchw8c>, tensor<3x3xf32>)
      outs(%a : tensor<1x16x3x3xf32, #nchw8c>) -> tensor<1x16x3x3xf32, #nchw8c>
  %r = layout.transform %y : tensor<1x16x3x3xf32, #nchw8c> to tensor<1x16x3x3xf32>
  return %r : tensor<1x16x3x3xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<1x16x6x6xf32>
  %x = linalg.generic {
      indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x16x6x6xf32>) {
  ^bb0(%out: f32):
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %row = arith.muli %h, %c6 : index
    %at = arith.addi %row, %w : index
    %v = arith.addi %at, %c1 : index
    %i = arith.index_cast %v : index to i32
    %f = arith.sitofp %i : i32 to f32
    linalg.yield %f : f32
  } -> tensor<1x16x6x6xf32>
  %y = call @conv(%x) : (tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %m = bufferization.to_buffer %y : tensor<1x16x6x6xf32> to memref<1x16x6x6xf32>
  // The first channel of the second block.
  %s = memref.subview %m[0, 8, 0, 0] [1, 1, 6, 6] [1, 1, 1, 1] : memref<1x16x6x6xf32> to memref<6x6xf32, strided<[6, 1], offset: 288>>
  %u = memref.cast %s : memref<6x6xf32, strided<[6, 1], offset: 288>> to memref<*xf32>
  // CHECK: sizes = [6, 6]
  // CHECK-NEXT: {{\[\[}}128,   288,   480,   576,   672,   768],
  // CHECK-NEXT: [336,   720,   1152,   1296,   1440,   1584],
  // CHECK-NEXT: [624,   1296,   2016,   2160,   2304,   2448],
  // CHECK-NEXT: [912,   1872,   2880,   3024,   3168,   3312],
  // CHECK-NEXT: [1200,   2448,   3744,   3888,   4032,   4176],
  // CHECK-NEXT: [896,   1824,   2784,   2880,   2976,   3072]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %z = call @pool(%x) : (tensor<1x16x6x6xf32>) -> tensor<1x16x3x3xf32>
  %zm = bufferization.to_buffer %z : tensor<1x16x3x3xf32> to memref<1x16x3x3xf32>
  %zs = memref.subview %zm[0, 8, 0, 0] [1, 1, 3, 3] [1, 1, 1, 1] : memref<1x16x3x3xf32> to memref<3x3xf32, strided<[3, 1], offset: 72>>
  %zu = memref.cast %zs : memref<3x3xf32, strided<[3, 1], offset: 72>> to memref<*xf32>
  // CHECK: sizes = [3, 3]
  // CHECK-NEXT: {{\[\[}}8,   10,   12],
  // CHECK-NEXT: [20,   22,   24],
  // CHECK-NEXT: [32,   34,   36]]
  call @printMemrefF32(%zu) : (memref<*xf32>) -> ()
  return
}
