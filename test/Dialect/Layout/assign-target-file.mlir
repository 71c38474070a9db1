// RUN: tensor-opt %s -layout-assign=target-file=%S/Inputs/npu-target.mlir \
// RUN:   -layout-verify=target-file=%S/Inputs/npu-target.mlir | FileCheck %s

// The declarative target of Inputs/npu-target.mlir: the first rule whose
// shape conditions hold decides, so the 1x1 convolution gets NHWC with
// 32-byte channel rows and the 3x3 one blocked channels; the ReLU between
// them runs in the 1x1's output layout, so one transform joins the two.

// 12 channels are padded to 8-float (32-byte) rows; 16 already are.
// CHECK-DAG: #[[NHWC12:.*]] = #layout.encoding<order = [0, 2, 3, 1], align = [1, 8, 1, 1]>
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-DAG: #[[BLOCKED:.*]] = #layout.encoding<tiles = [1 : 8]>
// CHECK-LABEL: func @two_convs
// CHECK: %[[X:.*]] = layout.transform %arg0 : tensor<1x12x8x8xf32> to tensor<1x12x8x8xf32, #[[NHWC12]]>
// CHECK: %[[C1:.*]] = linalg.conv_2d_nchw_fchw ins(%[[X]], %arg1 : tensor<1x12x8x8xf32, #[[NHWC12]]>, tensor<16x12x1x1xf32>) {{.*}} -> tensor<1x16x8x8xf32, #[[NHWC]]>
// CHECK: %[[R:.*]] = arith.maximumf %[[C1]], %{{.*}} : tensor<1x16x8x8xf32, #[[NHWC]]>
// CHECK: %[[B:.*]] = layout.transform %[[R]] : tensor<1x16x8x8xf32, #[[NHWC]]> to tensor<1x16x8x8xf32, #[[BLOCKED]]>
// CHECK: %[[C2:.*]] = linalg.conv_2d_nchw_fchw ins(%[[B]], %arg2 : tensor<1x16x8x8xf32, #[[BLOCKED]]>, tensor<16x16x3x3xf32>) {{.*}} -> tensor<1x16x6x6xf32, #[[BLOCKED]]>
// CHECK: %[[OUT:.*]] = layout.transform %[[C2]] : tensor<1x16x6x6xf32, #[[BLOCKED]]> to tensor<1x16x6x6xf32>
// CHECK: return %[[OUT]]
func.func @two_convs(%x: tensor<1x12x8x8xf32>, %w1: tensor<16x12x1x1xf32>, %w2: tensor<16x16x3x3xf32>) -> tensor<1x16x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x16x8x8xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x12x8x8xf32>, tensor<16x12x1x1xf32>) outs(%a1 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x16x8x8xf32>
  %r = arith.maximumf %c1, %zeros : tensor<1x16x8x8xf32>
  %e2 = tensor.empty() : tensor<1x16x6x6xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%r, %w2 : tensor<1x16x8x8xf32>, tensor<16x16x3x3xf32>) outs(%a2 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  return %c2 : tensor<1x16x6x6xf32>
}
