// RUN: tensor-opt %S/../Inputs/target-ops.mlir \
// RUN:   --layout-assign="target=nvidia-sm90 assign-signatures" \
// RUN:   --layout-verify=target=nvidia-sm90 | FileCheck %s

// NVIDIA sm_90 asks for no layout: the project's GPU kernels for these
// ops are parallel loops over the result, which run fastest on the
// program's own layouts (docs/Targets.md). Every function keeps its types
// and no transform is added; layout-verify accepts them.

// CHECK-NOT: #layout
// CHECK-LABEL: func.func @matmul_long_rows(
// CHECK-SAME: %arg0: tensor<64x1000xf32>, %arg1: tensor<1000x1000xf32>, %arg2: tensor<64x1000xf32>) -> tensor<64x1000xf32>
// CHECK-LABEL: func.func @conv_nchw_fchw(
// CHECK-SAME: %arg0: tensor<1x64x10x10xf32>, %arg1: tensor<128x64x3x3xf32>, %arg2: tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
// CHECK-LABEL: func.func @depthwise_nchw_chw(
// CHECK-SAME: %arg0: tensor<1x32x10x10xf32>, %arg1: tensor<32x3x3xf32>, %arg2: tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
// CHECK-LABEL: func.func @softmax_dim0(
// CHECK-SAME: %arg0: tensor<300x20xf32>, %arg1: tensor<300x20xf32>) -> tensor<300x20xf32>
// CHECK-NOT: layout.transform
// CHECK-NOT: #layout
