// A bottleneck-like block (64 channels: 1x1, 3x3 with zero padding, 1x1,
// bias and ReLU after each, the residual added before the last ReLU) on
// the onednn target, whose 1x1 convolutions have two kernels: `any`'s
// formats and plain NCHW, the plain one an alternative priced from the
// kernels' times (pinned by TENSOR_LAYOUT_ONEDNN_CONV_TIMES as "plain,
// any" seconds). At equal times the 1x1 convolutions run on the caller's
// NCHW: the first reads the argument and the last writes the result with
// no transform (IR); with plain a second slower, they run on `any`'s
// formats and the argument is transformed (ANY). Both print what the
// program lowered without layouts prints, which a numpy reference of the
// block computed too. The data are small integers, so every sum is exact.
// REQUIRES: cpu-avx2
// DEFINE: %{strip} = sed 's/base@ = [0-9a-fx]*//'
// DEFINE: %{assign} = --layout-assign=target=onednn --layout-propagate --canonicalize
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | %{strip} > %t.plain
// RUN: FileCheck %s --input-file=%t.plain
// RUN: env TENSOR_LAYOUT_ONEDNN_CONV_TIMES=0,0 tensor-opt %s %{assign} \
// RUN:   | FileCheck %s --check-prefix=IR
// RUN: env TENSOR_LAYOUT_ONEDNN_CONV_TIMES=0,0 tensor-opt %s %{assign} \
// RUN:   --layout-lower-to-llvm=onednn=true | %{run} | %{strip} > %t.alt
// RUN: diff %t.plain %t.alt
// RUN: env TENSOR_LAYOUT_ONEDNN_CONV_TIMES=1,0 tensor-opt %s %{assign} \
// RUN:   | FileCheck %s --check-prefix=ANY
// RUN: env TENSOR_LAYOUT_ONEDNN_CONV_TIMES=1,0 tensor-opt %s %{assign} \
// RUN:   --layout-lower-to-llvm=onednn=true | %{run} | %{strip} > %t.any
// RUN: diff %t.plain %t.any

// IR-LABEL: func.func @bottleneck
// IR-NOT: layout.transform %arg0
// IR: linalg.conv_2d_nchw_fchw ins(%arg0, %{{.*}} : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>)
// IR: linalg.conv_2d_nchw_fchw
// IR: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>) outs(%{{.*}} : tensor<1x64x4x4xf32>)
// IR-NOT: layout.transform
// IR: return

// ANY-LABEL: func.func @bottleneck
// ANY: layout.transform %arg0 : tensor<1x64x4x4xf32> to tensor<1x64x4x4xf32, #[[NHWC:.*]]>
// ANY: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x64x4x4xf32, #[[NHWC]]>

// Channel 2, as numpy computes it.
// CHECK: sizes = [1, 64, 4, 4]
// CHECK: {{\[\[}}171, 0, 4, 0],
// CHECK-NEXT: [233, 0, 0, 0],
// CHECK-NEXT: [255, 46, 1, 0],
// CHECK-NEXT: [168, 1, 0, 0]],

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func @bottleneck(%x: tensor<1x64x4x4xf32>, %w1: tensor<64x64x1x1xf32>,
                      %w2: tensor<64x64x3x3xf32>, %w3: tensor<64x64x1x1xf32>) -> tensor<1x64x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %b1 = arith.constant dense<1.0> : tensor<1x64x4x4xf32>
  %b2 = arith.constant dense<-2.0> : tensor<1x64x4x4xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x64x4x4xf32>

  %e1 = tensor.empty() : tensor<1x64x4x4xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>)
                                 outs(%a1 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
  %s1 = arith.addf %c1, %b1 : tensor<1x64x4x4xf32>
  %r1 = arith.maximumf %s1, %zeros : tensor<1x64x4x4xf32>

  %p2 = tensor.pad %r1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x4x4xf32> to tensor<1x64x6x6xf32>
  %e2 = tensor.empty() : tensor<1x64x4x4xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%p2, %w2 : tensor<1x64x6x6xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a2 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
  %s2 = arith.addf %c2, %b1 : tensor<1x64x4x4xf32>
  %r2 = arith.maximumf %s2, %zeros : tensor<1x64x4x4xf32>

  %e3 = tensor.empty() : tensor<1x64x4x4xf32>
  %a3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
  %c3 = linalg.conv_2d_nchw_fchw ins(%r2, %w3 : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>)
                                 outs(%a3 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
  %s3 = arith.addf %c3, %b2 : tensor<1x64x4x4xf32>
  %t = arith.addf %s3, %x : tensor<1x64x4x4xf32>
  %y = arith.maximumf %t, %zeros : tensor<1x64x4x4xf32>
  return %y : tensor<1x64x4x4xf32>
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
  %c7 = arith.constant 7 : index
  %c64 = arith.constant 64 : index
  %ex = tensor.empty(%c1, %c64, %c4, %c4) : tensor<?x?x?x?xf32>
  %xd = func.call @ramp(%ex, %c7) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %x = tensor.cast %xd : tensor<?x?x?x?xf32> to tensor<1x64x4x4xf32>
  %e1 = tensor.empty(%c64, %c64, %c1, %c1) : tensor<?x?x?x?xf32>
  %w1d = func.call @ramp(%e1, %c3) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w1 = tensor.cast %w1d : tensor<?x?x?x?xf32> to tensor<64x64x1x1xf32>
  %e2 = tensor.empty(%c64, %c64, %c3, %c3) : tensor<?x?x?x?xf32>
  %w2d = func.call @ramp(%e2, %c3) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w2 = tensor.cast %w2d : tensor<?x?x?x?xf32> to tensor<64x64x3x3xf32>
  %e3 = tensor.empty(%c64, %c64, %c1, %c1) : tensor<?x?x?x?xf32>
  %w3d = func.call @ramp(%e3, %c3) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w3 = tensor.cast %w3d : tensor<?x?x?x?xf32> to tensor<64x64x1x1xf32>
  %y = func.call @bottleneck(%x, %w1, %w2, %w3) : (tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>, tensor<64x64x3x3xf32>, tensor<64x64x1x1xf32>) -> tensor<1x64x4x4xf32>
  %p = tensor.cast %y : tensor<1x64x4x4xf32> to tensor<*xf32>
  %b = bufferization.to_buffer %p : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%b) : (memref<*xf32>) -> ()
  return
}
