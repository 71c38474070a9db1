// A MobileNet-v2-like inverted residual on the caller's NCHW (24 channels:
// 1x1 expansion to 48 with a bias and ReLU6, 3x3 depthwise with zero
// padding, bias and ReLU6, 1x1 projection back to 24, bias, the residual
// added) on the onednn target. Its 1x1 convolutions have, besides `any`'s
// formats and plain NCHW, the matmuls from NCHW into NHWC and from NHWC
// into NCHW (OneDNNPointwiseConvolution.h), priced from their times
// (pinned by TENSOR_LAYOUT_ONEDNN_CONV_TIMES as "plain, any, untiled,
// matmuls" seconds). As fast as `any`'s kernel, the matmuls take the
// argument and write the result as they are: no transform of activations
// is left (IR). A second slower, the argument is transformed into NHWC
// and the result back (SLOW). Both print what the program lowered without
// layouts prints, which numpy computed too (small integers: exact sums).
// REQUIRES: cpu-avx2
// DEFINE: %{strip} = sed 's/base@ = [0-9a-fx]*//'
// DEFINE: %{assign} = --layout-assign=target=onednn --layout-propagate --canonicalize
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | %{strip} > %t.plain
// RUN: FileCheck %s --input-file=%t.plain
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 TENSOR_LAYOUT_ONEDNN_CONV_TIMES=1,0,0,0 \
// RUN:   tensor-opt %s %{assign} | FileCheck %s --check-prefix=IR
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 TENSOR_LAYOUT_ONEDNN_CONV_TIMES=1,0,0,0 \
// RUN:   tensor-opt %s %{assign} --layout-verify=target=onednn \
// RUN:   --layout-lower-to-llvm=onednn=true \
// RUN:   | env ONEDNN_MAX_CPU_ISA=AVX2 %{run} | %{strip} > %t.matmuls
// RUN: diff %t.plain %t.matmuls
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 TENSOR_LAYOUT_ONEDNN_CONV_TIMES=1,0,0,1 \
// RUN:   tensor-opt %s %{assign} | FileCheck %s --check-prefix=SLOW
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 TENSOR_LAYOUT_ONEDNN_CONV_TIMES=1,0,0,1 \
// RUN:   tensor-opt %s %{assign} --layout-lower-to-llvm=onednn=true \
// RUN:   | env ONEDNN_MAX_CPU_ISA=AVX2 %{run} | %{strip} > %t.slow
// RUN: diff %t.plain %t.slow

// IR-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1], base_align = 64>
// IR-LABEL: func.func @inverted_residual
// IR-NOT: layout.transform %arg0
// IR: linalg.conv_2d_nchw_fchw ins(%arg0, %{{.*}} : tensor<1x24x4x4xf32>, tensor<48x24x1x1xf32>) outs(%{{.*}} : tensor<1x48x4x4xf32, #[[NHWC]]>)
// IR: linalg.depthwise_conv_2d_nchw_chw
// IR: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x48x4x4xf32, #[[NHWC]]>, tensor<24x48x1x1xf32>) outs(%{{.*}} : tensor<1x24x4x4xf32>)
// IR-NOT: layout.transform
// IR: return

// SLOW-LABEL: func.func @inverted_residual
// SLOW: layout.transform %arg0 : tensor<1x24x4x4xf32> to tensor<1x24x4x4xf32, #[[NHWC:.*]]>
// SLOW: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x24x4x4xf32, #[[NHWC]]>
// SLOW: layout.transform %{{.*}} : tensor<1x24x4x4xf32, #[[NHWC]]> to tensor<1x24x4x4xf32>

// Channel 5, as numpy computes it.
// CHECK: sizes = [1, 24, 4, 4]
// CHECK: {{\[\[}}-24, 5, 32, 5],
// CHECK-NEXT: [-19, 12, 31, 2],
// CHECK-NEXT: [-7, 22, 14, -1],
// CHECK-NEXT: [7, 29, 8, 3]],

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func @inverted_residual(%x: tensor<1x24x4x4xf32>, %w1: tensor<48x24x1x1xf32>,
                             %w2: tensor<48x3x3xf32>, %w3: tensor<24x48x1x1xf32>) -> tensor<1x24x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %b1 = arith.constant dense<1.0> : tensor<1x48x4x4xf32>
  %b2 = arith.constant dense<-1.0> : tensor<1x48x4x4xf32>
  %b3 = arith.constant dense<2.0> : tensor<1x24x4x4xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x48x4x4xf32>
  %sixes = arith.constant dense<6.0> : tensor<1x48x4x4xf32>

  %e1 = tensor.empty() : tensor<1x48x4x4xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x24x4x4xf32>, tensor<48x24x1x1xf32>)
                                 outs(%a1 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
  %s1 = arith.addf %c1, %b1 : tensor<1x48x4x4xf32>
  %l1 = arith.maximumf %s1, %zeros : tensor<1x48x4x4xf32>
  %r1 = arith.minimumf %l1, %sixes : tensor<1x48x4x4xf32>

  %p2 = tensor.pad %r1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x48x4x4xf32> to tensor<1x48x6x6xf32>
  %e2 = tensor.empty() : tensor<1x48x4x4xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
  %c2 = linalg.depthwise_conv_2d_nchw_chw ins(%p2, %w2 : tensor<1x48x6x6xf32>, tensor<48x3x3xf32>)
                                          outs(%a2 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
  %s2 = arith.addf %c2, %b2 : tensor<1x48x4x4xf32>
  %l2 = arith.maximumf %s2, %zeros : tensor<1x48x4x4xf32>
  %r2 = arith.minimumf %l2, %sixes : tensor<1x48x4x4xf32>

  %e3 = tensor.empty() : tensor<1x24x4x4xf32>
  %a3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
  %c3 = linalg.conv_2d_nchw_fchw ins(%r2, %w3 : tensor<1x48x4x4xf32>, tensor<24x48x1x1xf32>)
                                 outs(%a3 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
  %s3 = arith.addf %c3, %b3 : tensor<1x24x4x4xf32>
  %y = arith.addf %s3, %x : tensor<1x24x4x4xf32>
  return %y : tensor<1x24x4x4xf32>
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
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c24 = arith.constant 24 : index
  %c48 = arith.constant 48 : index
  %ex = tensor.empty(%c1, %c24, %c4, %c4) : tensor<?x?x?x?xf32>
  %xd = func.call @ramp(%ex, %c7) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %x = tensor.cast %xd : tensor<?x?x?x?xf32> to tensor<1x24x4x4xf32>
  %e1 = tensor.empty(%c48, %c24, %c1, %c1) : tensor<?x?x?x?xf32>
  %w1d = func.call @ramp(%e1, %c5) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w1 = tensor.cast %w1d : tensor<?x?x?x?xf32> to tensor<48x24x1x1xf32>
  %e2 = tensor.empty(%c1, %c48, %c3, %c3) : tensor<?x?x?x?xf32>
  %w2d = func.call @ramp(%e2, %c3) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w2c = tensor.cast %w2d : tensor<?x?x?x?xf32> to tensor<1x48x3x3xf32>
  %w2 = tensor.collapse_shape %w2c [[0, 1], [2], [3]] : tensor<1x48x3x3xf32> into tensor<48x3x3xf32>
  %e3 = tensor.empty(%c24, %c48, %c1, %c1) : tensor<?x?x?x?xf32>
  %w3d = func.call @ramp(%e3, %c7) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w3 = tensor.cast %w3d : tensor<?x?x?x?xf32> to tensor<24x48x1x1xf32>
  %y = func.call @inverted_residual(%x, %w1, %w2, %w3) : (tensor<1x24x4x4xf32>, tensor<48x24x1x1xf32>, tensor<48x3x3xf32>, tensor<24x48x1x1xf32>) -> tensor<1x24x4x4xf32>
  %p = tensor.cast %y : tensor<1x24x4x4xf32> to tensor<*xf32>
  %b = bufferization.to_buffer %p : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%b) : (memref<*xf32>) -> ()
  return
}
