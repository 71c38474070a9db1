// With the CUDA toolkit's ptxas, the kernels assemble for sm_90 into a
// fatbin (a binary object, not PTX text).
// REQUIRES: ptxas
// RUN: tensor-opt %s --layout-lower-to-nvvm="format=fatbin" | FileCheck %s

#nchw16c = #layout.encoding<tiles = [1 : 16]>
#nhwc = #layout.encoding<order = [0, 2, 3, 1], align = [1, 1, 1, 4], pad_value = zero>

// CHECK: gpu.binary @__layout_transform_to_blocked [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">, properties = {{.*}}ISAToBinaryTimeInMs
// CHECK-NOT: .target sm_90
func.func @to_blocked(%x: tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32, #nchw16c> {
  %0 = layout.transform %x : tensor<2x32x8x8xf32> to tensor<2x32x8x8xf32, #nchw16c>
  return %0 : tensor<2x32x8x8xf32, #nchw16c>
}

// CHECK: gpu.binary @__layout_transform_to_nhwc
func.func @to_nhwc(%x: tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32, #nhwc> {
  %0 = layout.transform %x : tensor<2x3x8x8xf32> to tensor<2x3x8x8xf32, #nhwc>
  return %0 : tensor<2x3x8x8xf32, #nhwc>
}

// ptxas takes the kernels' own globals (a constant the kernel reads).
// CHECK: gpu.binary @add_constant_kernel
func.func @add_constant(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = arith.addf %x, %c : tensor<4xf32>
  return %y : tensor<4xf32>
}
