// A 1x1 convolution between two 3x3 ones that run on NHWC images, its
// filter a function argument, on the onednn target. oneDNN's convolution
// kernels for NHWC images take only blocked filters, into which a filter
// argument is transformed on every call; the 1x1 convolution also runs as
// a matmul from NHWC into NHWC that reads the OIHW filter as it is
// (OneDNNPointwiseConvolution.h). Priced as fast as `any`'s kernel
// (TENSOR_LAYOUT_ONEDNN_CONV_TIMES as "plain, any, untiled, matmuls
// between NCHW and NHWC, matmul on NHWC" seconds), assignment takes it and
// leaves %arg2 untransformed (IR); priced a second slower, the filter is
// transformed (SLOW). Both print what the program lowered without layouts
// prints, and numpy's values (small integers: exact sums).
// REQUIRES: cpu-avx2
// DEFINE: %{strip} = sed 's/base@ = [0-9a-fx]*//'
// DEFINE: %{assign} = --layout-assign=target=onednn --layout-propagate --canonicalize
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | %{strip} > %t.plain
// RUN: FileCheck %s --input-file=%t.plain
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 TENSOR_LAYOUT_ONEDNN_CONV_TIMES=1,0,0,1,0 \
// RUN:   tensor-opt %s %{assign} | FileCheck %s --check-prefix=IR
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 TENSOR_LAYOUT_ONEDNN_CONV_TIMES=1,0,0,1,0 \
// RUN:   tensor-opt %s %{assign} --layout-verify=target=onednn \
// RUN:   --layout-lower-to-llvm | env ONEDNN_MAX_CPU_ISA=AVX2 %{run} \
// RUN:   | %{strip} > %t.matmul
// RUN: diff %t.plain %t.matmul
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 TENSOR_LAYOUT_ONEDNN_CONV_TIMES=1,0,0,1,1 \
// RUN:   tensor-opt %s %{assign} | FileCheck %s --check-prefix=SLOW

// IR-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1], base_align = 64>
// IR-LABEL: func.func @block
// IR-NOT: layout.transform %arg2
// IR: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %arg2 : tensor<1x16x4x4xf32, #[[NHWC]]>, tensor<32x16x1x1xf32>) outs(%{{.*}} : tensor<1x32x4x4xf32, #[[NHWC]]>)
// IR-NOT: layout.transform %arg2
// IR: return

// SLOW-LABEL: func.func @block
// SLOW: layout.transform %arg2 : tensor<32x16x1x1xf32> to tensor<32x16x1x1xf32, #{{.*}}>

// Channel 5, as numpy computes it.
// CHECK: sizes = [1, 16, 2, 2]
// CHECK: {{\[\[}}-126, -147],
// CHECK-NEXT: [0, -126]],

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func @block(%x: tensor<1x16x6x6xf32>, %w1: tensor<16x16x3x3xf32>,
                 %w2: tensor<32x16x1x1xf32>, %w3: tensor<16x32x3x3xf32>) -> tensor<1x16x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x16x4x4xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x16x6x6xf32>, tensor<16x16x3x3xf32>)
                                 outs(%a1 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
  %e2 = tensor.empty() : tensor<1x32x4x4xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%c1, %w2 : tensor<1x16x4x4xf32>, tensor<32x16x1x1xf32>)
                                 outs(%a2 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
  %e3 = tensor.empty() : tensor<1x16x2x2xf32>
  %a3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x16x2x2xf32>) -> tensor<1x16x2x2xf32>
  %c3 = linalg.conv_2d_nchw_fchw ins(%c2, %w3 : tensor<1x32x4x4xf32>, tensor<16x32x3x3xf32>)
                                 outs(%a3 : tensor<1x16x2x2xf32>) -> tensor<1x16x2x2xf32>
  return %c3 : tensor<1x16x2x2xf32>
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
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %ex = tensor.empty(%c1, %c16, %c6, %c6) : tensor<?x?x?x?xf32>
  %xd = func.call @ramp(%ex, %c7) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %x = tensor.cast %xd : tensor<?x?x?x?xf32> to tensor<1x16x6x6xf32>
  %e1 = tensor.empty(%c16, %c16, %c3, %c3) : tensor<?x?x?x?xf32>
  %w1d = func.call @ramp(%e1, %c3) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w1 = tensor.cast %w1d : tensor<?x?x?x?xf32> to tensor<16x16x3x3xf32>
  %e2 = tensor.empty(%c32, %c16, %c1, %c1) : tensor<?x?x?x?xf32>
  %w2d = func.call @ramp(%e2, %c5) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w2 = tensor.cast %w2d : tensor<?x?x?x?xf32> to tensor<32x16x1x1xf32>
  %e3 = tensor.empty(%c16, %c32, %c3, %c3) : tensor<?x?x?x?xf32>
  %w3d = func.call @ramp(%e3, %c3) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w3 = tensor.cast %w3d : tensor<?x?x?x?xf32> to tensor<16x32x3x3xf32>
  %y = func.call @block(%x, %w1, %w2, %w3) : (tensor<1x16x6x6xf32>, tensor<16x16x3x3xf32>, tensor<32x16x1x1xf32>, tensor<16x32x3x3xf32>) -> tensor<1x16x2x2xf32>
  %p = tensor.cast %y : tensor<1x16x2x2xf32> to tensor<*xf32>
  %b = bufferization.to_buffer %p : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%b) : (memref<*xf32>) -> ()
  return
}
