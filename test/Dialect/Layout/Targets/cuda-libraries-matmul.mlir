// RUN: tensor-opt %s --layout-assign="target=cuda-libraries assign-signatures" \
// RUN:   --layout-verify=target=cuda-libraries | FileCheck %s \
// RUN:     --implicit-check-not=layout.transform

// cuda-libraries asks nothing of matmuls: cuBLASLt reads any unit-stride
// layout, and rows that are no whole number of 16-byte units, padded to
// 16 bytes, did not make its kernels faster on an H200 (it picked the same
// align1 kernel for an odd extent either way, slower on the padded rows;
// docs/performance-gpu.md). Odd rows keep their layout, f32 and bf16.

// CHECK-NOT: #layout.encoding
// CHECK-LABEL: func.func @odd_rows(
// CHECK-SAME: %arg0: tensor<8x1001xf32>, %arg1: tensor<1001x1001xf32>, %arg2: tensor<8x1001xf32>) -> tensor<8x1001xf32>
func.func @odd_rows(%a: tensor<8x1001xf32>, %b: tensor<1001x1001xf32>, %c: tensor<8x1001xf32>) -> tensor<8x1001xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x1001xf32>, tensor<1001x1001xf32>) outs(%c : tensor<8x1001xf32>) -> tensor<8x1001xf32>
  return %r : tensor<8x1001xf32>
}

// CHECK-LABEL: func.func @odd_rows_bf16(
// CHECK-SAME: %arg0: tensor<256x1001xbf16>, %arg1: tensor<1001x1001xbf16>, %arg2: tensor<256x1001xf32>) -> tensor<256x1001xf32>
func.func @odd_rows_bf16(%a: tensor<256x1001xbf16>, %b: tensor<1001x1001xbf16>, %c: tensor<256x1001xf32>) -> tensor<256x1001xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<256x1001xbf16>, tensor<1001x1001xbf16>) outs(%c : tensor<256x1001xf32>) -> tensor<256x1001xf32>
  return %r : tensor<256x1001xf32>
}

// CHECK-LABEL: func.func @batch_odd_rows(
// CHECK-SAME: %arg0: tensor<2x8x13xf32>, %arg1: tensor<2x13x16xf32>, %arg2: tensor<2x8x16xf32>)
func.func @batch_odd_rows(%a: tensor<2x8x13xf32>, %b: tensor<2x13x16xf32>, %c: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x8x13xf32>, tensor<2x13x16xf32>) outs(%c : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %r : tensor<2x8x16xf32>
}
