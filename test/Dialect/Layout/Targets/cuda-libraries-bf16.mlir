// RUN: tensor-opt %s --layout-assign="target=cuda-libraries assign-signatures" \
// RUN:   --layout-verify=target=cuda-libraries | FileCheck %s

// bf16 images and filters into f32 results are cuDNN's bf16 convolutions
// (--layout-lower-to-nvvm=libraries=true): NHWC, as f32 ones, since its
// tensor-core kernels read channels innermost. A bf16 result (linalg sums
// it in bf16, cuDNN does not) and f16 stay GPU loops: no layout asked.

// CHECK-NOT: #layout.encoding<align
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func.func @conv_bf16_into_f32(
// CHECK-SAME: %arg0: tensor<1x64x10x10xbf16, #[[NHWC]]>, %arg1: tensor<128x64x3x3xbf16, #[[NHWC]]>, %arg2: tensor<1x128x8x8xf32, #[[NHWC]]>) -> tensor<1x128x8x8xf32, #[[NHWC]]>
func.func @conv_bf16_into_f32(%x: tensor<1x64x10x10xbf16>, %w: tensor<128x64x3x3xbf16>, %y: tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x10x10xbf16>, tensor<128x64x3x3xbf16>) outs(%y : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
  return %r : tensor<1x128x8x8xf32>
}

// CHECK-LABEL: func.func @depthwise_bf16_into_f32(
// CHECK-SAME: %arg0: tensor<1x32x10x10xbf16, #[[NHWC]]>, %arg1: tensor<32x3x3xbf16>, %arg2: tensor<1x32x8x8xf32, #[[NHWC]]>)
func.func @depthwise_bf16_into_f32(%x: tensor<1x32x10x10xbf16>, %w: tensor<32x3x3xbf16>, %y: tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32> {
  %r = linalg.depthwise_conv_2d_nchw_chw ins(%x, %w : tensor<1x32x10x10xbf16>, tensor<32x3x3xbf16>) outs(%y : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  return %r : tensor<1x32x8x8xf32>
}

// CHECK-LABEL: func.func @conv_bf16_into_bf16(
// CHECK-SAME: %arg0: tensor<1x64x10x10xbf16>, %arg1: tensor<128x64x3x3xbf16>, %arg2: tensor<1x128x8x8xbf16>) -> tensor<1x128x8x8xbf16>
func.func @conv_bf16_into_bf16(%x: tensor<1x64x10x10xbf16>, %w: tensor<128x64x3x3xbf16>, %y: tensor<1x128x8x8xbf16>) -> tensor<1x128x8x8xbf16> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x10x10xbf16>, tensor<128x64x3x3xbf16>) outs(%y : tensor<1x128x8x8xbf16>) -> tensor<1x128x8x8xbf16>
  return %r : tensor<1x128x8x8xbf16>
}

// A bf16 matmul into f32 (cuBLASLt's bf16 kernels): A's rows of 1001 bf16
// (2002 bytes) keep their layout, as every matmul operand does.
// CHECK-LABEL: func.func @matmul_bf16_odd_rows(
// CHECK-SAME: %arg0: tensor<8x1001xbf16>, %arg1: tensor<1001x1000xbf16>, %arg2: tensor<8x1000xf32>) -> tensor<8x1000xf32>
func.func @matmul_bf16_odd_rows(%a: tensor<8x1001xbf16>, %b: tensor<1001x1000xbf16>, %c: tensor<8x1000xf32>) -> tensor<8x1000xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x1001xbf16>, tensor<1001x1000xbf16>) outs(%c : tensor<8x1000xf32>) -> tensor<8x1000xf32>
  return %r : tensor<8x1000xf32>
}

// CHECK-LABEL: func.func @conv_f16(
// CHECK-SAME: %arg0: tensor<1x64x10x10xf16>, %arg1: tensor<128x64x3x3xf16>, %arg2: tensor<1x128x8x8xf32>)
func.func @conv_f16(%x: tensor<1x64x10x10xf16>, %w: tensor<128x64x3x3xf16>, %y: tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x10x10xf16>, tensor<128x64x3x3xf16>) outs(%y : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
  return %r : tensor<1x128x8x8xf32>
}
// CHECK-NOT: layout.transform
