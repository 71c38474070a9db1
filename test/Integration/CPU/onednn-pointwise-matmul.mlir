// 1x1 convolutions whose image and result keep their channels on different
// sides, which oneDNN 2.6.3 runs only on its reference convolution: the
// runtime runs them as matmuls over the pixels (OneDNNPointwiseConvolution.h)
// with the epilogue as post-ops. A batch of two (the filter broadcast over
// it): an NCHW image expanded into an NHWC result with a bias and a ReLU,
// then projected from NHWC back into NCHW with the image added as a
// residual. The numbers are those of the program lowered to loops, which
// numpy computed too (integer sums, exact); oneDNN's log shows matmuls and
// no convolution.
// DEFINE: %{strip} = sed 's/base@ = [0-9a-fx]*//'
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | %{strip} > %t.loops
// RUN: FileCheck %s --input-file=%t.loops
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   | env ONEDNN_VERBOSE=1 %{run} > %t.onednn
// RUN: FileCheck %s --check-prefix=VERBOSE --input-file=%t.onednn
// RUN: grep -v onednn_verbose %t.onednn | %{strip} | diff %t.loops -
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR
// Batch 0's channel 0 and the last row of batch 1's channel 7, as numpy
// computes them.
// CHECK: sizes = [2, 8, 3, 5]
// CHECK-NEXT: {{\[\[\[\[}}7, -11, -64, -46, -62],
// CHECK-NEXT: [8, 5, 7, -11, -64],
// CHECK-NEXT: [-46, -62, 8, 5, 7]],
// CHECK: [-62, 8, 5, 7, -11]]]]
// IR-LABEL: func.func @block
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.generic
// IR: call @tensor_layout_onednn_conv_binary_f32
// IR-NOT: linalg.generic
// IR: return
// The image as the matmul's source (pixels by channels, transposed: acb)
// into NHWC, then the filter as its source and the NHWC image as its
// weights (channels by pixels: acb) into NCHW; no reference kernel.
// VERBOSE-NOT: convolution
// VERBOSE: exec,cpu,matmul,{{[^r][^,]*}},undef,src_f32::blocked:acb:f0 wei_f32::blocked:acb:f0 dst_f32::blocked:abc:f0,{{.*}},2x15x8:1x8x16:2x15x16
// VERBOSE-NOT: convolution
// VERBOSE: exec,cpu,matmul,{{[^r][^,]*}},undef,src_f32::blocked:abc:f0 wei_f32::blocked:acb:f0 dst_f32::blocked:abc:f0,{{.*}},1x8x16:2x16x15:2x8x15
// VERBOSE-NOT: convolution

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func @block(%x: tensor<2x8x3x5xf32>, %w1: tensor<16x8x1x1xf32>,
                 %w2: tensor<8x16x1x1xf32>) -> tensor<2x8x3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %bias_nhwc = arith.constant dense<1.0> : tensor<2x16x3x5xf32, #nhwc>
  %zeros_nhwc = arith.constant dense<0.0> : tensor<2x16x3x5xf32, #nhwc>
  %e1 = tensor.empty() : tensor<2x16x3x5xf32, #nhwc>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x16x3x5xf32, #nhwc>) -> tensor<2x16x3x5xf32, #nhwc>
  %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<2x8x3x5xf32>, tensor<16x8x1x1xf32>)
      outs(%a1 : tensor<2x16x3x5xf32, #nhwc>) -> tensor<2x16x3x5xf32, #nhwc>
  %s1 = arith.addf %c1, %bias_nhwc : tensor<2x16x3x5xf32, #nhwc>
  %r1 = arith.maximumf %s1, %zeros_nhwc : tensor<2x16x3x5xf32, #nhwc>
  %e2 = tensor.empty() : tensor<2x8x3x5xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x8x3x5xf32>) -> tensor<2x8x3x5xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%r1, %w2 : tensor<2x16x3x5xf32, #nhwc>, tensor<8x16x1x1xf32>)
      outs(%a2 : tensor<2x8x3x5xf32>) -> tensor<2x8x3x5xf32>
  %y = arith.addf %c2, %x : tensor<2x8x3x5xf32>
  return %y : tensor<2x8x3x5xf32>
}

// (linear index mod m) - m/2, as a float.
func.func @ramp(%e: tensor<?x?x?x?xf32>, %m: index) -> tensor<?x?x?x?xf32> {
  %r = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<?x?x?x?xf32>) {
  ^bb0(%out: f32):
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %n1 = tensor.dim %e, %c1 : tensor<?x?x?x?xf32>
    %n2 = tensor.dim %e, %c2 : tensor<?x?x?x?xf32>
    %n3 = tensor.dim %e, %c3 : tensor<?x?x?x?xf32>
    %m1 = arith.muli %i0, %n1 : index
    %l1 = arith.addi %m1, %i1 : index
    %m2 = arith.muli %l1, %n2 : index
    %l2 = arith.addi %m2, %i2 : index
    %m3 = arith.muli %l2, %n3 : index
    %l3 = arith.addi %m3, %i3 : index
    %mod = arith.remui %l3, %m : index
    %half = arith.divui %m, %c2 : index
    %v = arith.subi %mod, %half : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    linalg.yield %vf : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %ex = tensor.empty(%c2, %c8, %c3, %c5) : tensor<?x?x?x?xf32>
  %xd = func.call @ramp(%ex, %c7) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %x = tensor.cast %xd : tensor<?x?x?x?xf32> to tensor<2x8x3x5xf32>
  %e1 = tensor.empty(%c16, %c8, %c1, %c1) : tensor<?x?x?x?xf32>
  %w1d = func.call @ramp(%e1, %c5) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w1 = tensor.cast %w1d : tensor<?x?x?x?xf32> to tensor<16x8x1x1xf32>
  %e2 = tensor.empty(%c8, %c16, %c1, %c1) : tensor<?x?x?x?xf32>
  %w2d = func.call @ramp(%e2, %c7) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w2 = tensor.cast %w2d : tensor<?x?x?x?xf32> to tensor<8x16x1x1xf32>
  %y = func.call @block(%x, %w1, %w2) : (tensor<2x8x3x5xf32>, tensor<16x8x1x1xf32>, tensor<8x16x1x1xf32>) -> tensor<2x8x3x5xf32>
  %p = tensor.cast %y : tensor<2x8x3x5xf32> to tensor<*xf32>
  %b = bufferization.to_buffer %p : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%b) : (memref<*xf32>) -> ()
  return
}
