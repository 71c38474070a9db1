// RUN: tensor-opt %S/../Inputs/target-ops.mlir \
// RUN:   --layout-assign="target=cuda-libraries assign-signatures" \
// RUN:   --layout-verify=target=cuda-libraries | FileCheck %s

// cuda-libraries asks for NHWC images and results and FHWC filters of the
// f32 convolutions that cuDNN runs (linalg.conv_2d_nchw_fchw and
// depthwise_conv_2d_nchw_chw, with --layout-lower-to-nvvm=libraries=true),
// and for nothing else: cuBLASLt reads any unit-stride layout, and rows
// padded to 16 bytes did not make it faster on an H200 (short rows keep
// theirs too), and the other ops are GPU loops that plain layouts serve
// best (docs/Targets.md).

// CHECK-NOT: #layout.encoding<align
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func.func @matmul_long_rows(
// CHECK-SAME: %arg0: tensor<64x1000xf32>, %arg1: tensor<1000x1000xf32>, %arg2: tensor<64x1000xf32>) -> tensor<64x1000xf32>
// CHECK-LABEL: func.func @matmul_short_rows(
// CHECK-SAME: %arg0: tensor<8x6xf32>, %arg1: tensor<6x10xf32>, %arg2: tensor<8x10xf32>) -> tensor<8x10xf32>
// A bf16 result (linalg sums it in bf16; it stays a loop): nothing asked.
// CHECK-LABEL: func.func @batch_matmul(
// CHECK-SAME: %arg0: tensor<4x32x100xbf16>, %arg1: tensor<4x100x200xbf16>, %arg2: tensor<4x32x200xbf16>)
// CHECK-LABEL: func.func @conv_nchw_fchw(
// CHECK-SAME: %arg0: tensor<1x64x10x10xf32, #[[NHWC]]>, %arg1: tensor<128x64x3x3xf32, #[[NHWC]]>, %arg2: tensor<1x128x8x8xf32, #[[NHWC]]>) -> tensor<1x128x8x8xf32, #[[NHWC]]>
// Three channels of f32 are no whole number of 16-byte units, which
// cuDNN's tensor-core kernels load: nothing asked (ResNet's stem).
// CHECK-LABEL: func.func @conv_nchw_fchw_rgb(
// CHECK-SAME: %arg0: tensor<1x3x10x10xf32>, %arg1: tensor<64x3x3x3xf32>, %arg2: tensor<1x64x8x8xf32>)
// Ops cuDNN does not take here keep their layouts: NHWC convolutions of
// other linalg ops, poolings, softmax. Depthwise convolutions are C groups
// for cuDNN: NHWC, the filter dense.
// CHECK-LABEL: func.func @conv_nhwc_hwcf(
// CHECK-SAME: %arg0: tensor<1x10x10x64xf32>, %arg1: tensor<3x3x64x128xf32>, %arg2: tensor<1x8x8x128xf32>)
// CHECK-LABEL: func.func @depthwise_nchw_chw(
// CHECK-SAME: %arg0: tensor<1x32x10x10xf32, #[[NHWC]]>, %arg1: tensor<32x3x3xf32>, %arg2: tensor<1x32x8x8xf32, #[[NHWC]]>)
// CHECK-LABEL: func.func @pool_nchw_max(
// CHECK-SAME: %arg0: tensor<1x32x10x10xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x32x5x5xf32>)
// CHECK-LABEL: func.func @softmax_dim0(
// CHECK-SAME: %arg0: tensor<300x20xf32>, %arg1: tensor<300x20xf32>) -> tensor<300x20xf32>
// CHECK-NOT: layout.transform
