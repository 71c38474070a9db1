// RUN: tensor-opt %s --layout-assign="target=cuda-libraries assign-signatures" \
// RUN:   --layout-verify=target=cuda-libraries | FileCheck %s

// cuda-libraries asks for NHWC only where a convolution's image and
// result channels are each a whole number of 16 bytes, which cuDNN's
// tensor-core kernels load at a time; otherwise nothing (docs/Targets.md).

// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>

// 4 f32 channels in, 8 out: 16 and 32 bytes.
// CHECK-LABEL: func.func @conv_f32_aligned(
// CHECK-SAME: %arg0: tensor<1x4x10x10xf32, #[[NHWC]]>, %arg1: tensor<8x4x3x3xf32, #[[NHWC]]>, %arg2: tensor<1x8x8x8xf32, #[[NHWC]]>)
func.func @conv_f32_aligned(%x: tensor<1x4x10x10xf32>, %w: tensor<8x4x3x3xf32>, %y: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x4x10x10xf32>, tensor<8x4x3x3xf32>) outs(%y : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %r : tensor<1x8x8x8xf32>
}

// The image is aligned, the result (10 f32 channels, 40 bytes) is not.
// CHECK-LABEL: func.func @conv_f32_odd_result(
// CHECK-SAME: %arg0: tensor<1x64x10x10xf32>, %arg1: tensor<10x64x3x3xf32>, %arg2: tensor<1x10x8x8xf32>)
func.func @conv_f32_odd_result(%x: tensor<1x64x10x10xf32>, %w: tensor<10x64x3x3xf32>, %y: tensor<1x10x8x8xf32>) -> tensor<1x10x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x10x10xf32>, tensor<10x64x3x3xf32>) outs(%y : tensor<1x10x8x8xf32>) -> tensor<1x10x8x8xf32>
  return %r : tensor<1x10x8x8xf32>
}

// 4 bf16 channels are 8 bytes (4 f32 ones would be 16): nothing asked.
// CHECK-LABEL: func.func @conv_bf16_four_channels(
// CHECK-SAME: %arg0: tensor<1x4x10x10xbf16>, %arg1: tensor<64x4x3x3xbf16>, %arg2: tensor<1x64x8x8xf32>)
func.func @conv_bf16_four_channels(%x: tensor<1x4x10x10xbf16>, %w: tensor<64x4x3x3xbf16>, %y: tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x4x10x10xbf16>, tensor<64x4x3x3xbf16>) outs(%y : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  return %r : tensor<1x64x8x8xf32>
}

// 8 bf16 channels are 16 bytes: NHWC.
// CHECK-LABEL: func.func @conv_bf16_eight_channels(
// CHECK-SAME: %arg0: tensor<1x8x10x10xbf16, #[[NHWC]]>, %arg1: tensor<64x8x3x3xbf16, #[[NHWC]]>, %arg2: tensor<1x64x8x8xf32, #[[NHWC]]>)
func.func @conv_bf16_eight_channels(%x: tensor<1x8x10x10xbf16>, %w: tensor<64x8x3x3xbf16>, %y: tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x8x10x10xbf16>, tensor<64x8x3x3xbf16>) outs(%y : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  return %r : tensor<1x64x8x8xf32>
}

// A depthwise convolution of 6 f32 channels (24 bytes): nothing asked.
// CHECK-LABEL: func.func @depthwise_odd_channels(
// CHECK-SAME: %arg0: tensor<1x6x10x10xf32>, %arg1: tensor<6x3x3xf32>, %arg2: tensor<1x6x8x8xf32>)
func.func @depthwise_odd_channels(%x: tensor<1x6x10x10xf32>, %w: tensor<6x3x3xf32>, %y: tensor<1x6x8x8xf32>) -> tensor<1x6x8x8xf32> {
  %r = linalg.depthwise_conv_2d_nchw_chw ins(%x, %w : tensor<1x6x10x10xf32>, tensor<6x3x3xf32>) outs(%y : tensor<1x6x8x8xf32>) -> tensor<1x6x8x8xf32>
  return %r : tensor<1x6x8x8xf32>
}
// CHECK-NOT: layout.transform
