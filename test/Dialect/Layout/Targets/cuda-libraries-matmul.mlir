// RUN: tensor-opt %s --layout-assign="target=cuda-libraries assign-signatures" \
// RUN:   --layout-verify=target=cuda-libraries | FileCheck %s

// cuda-libraries pads the rows of matmul operands that are no whole number
// of 16-byte units (cuBLASLt's fast kernels' leading dimensions), where the
// padding serves: not a single row (its leading dimension is never
// stepped), not a dynamic shape (the libraries lowering takes static ones
// only), not rows already aligned.

// CHECK-DAG: #[[ROWS:.*]] = #layout.encoding<align = [1, 4]>
// CHECK-DAG: #[[BATCH_ROWS:.*]] = #layout.encoding<align = [1, 1, 4]>

// CHECK-LABEL: func.func @odd_rows(
// CHECK-SAME: %arg0: tensor<8x1001xf32, #[[ROWS]]>, %arg1: tensor<1001x1001xf32, #[[ROWS]]>, %arg2: tensor<8x1001xf32, #[[ROWS]]>) -> tensor<8x1001xf32, #[[ROWS]]>
func.func @odd_rows(%a: tensor<8x1001xf32>, %b: tensor<1001x1001xf32>, %c: tensor<8x1001xf32>) -> tensor<8x1001xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x1001xf32>, tensor<1001x1001xf32>) outs(%c : tensor<8x1001xf32>) -> tensor<8x1001xf32>
  return %r : tensor<8x1001xf32>
}

// One row of A and of the result: only B, whose rows are stepped, is
// padded.
// CHECK-LABEL: func.func @single_row(
// CHECK-SAME: %arg0: tensor<1x1001xf32>, %arg1: tensor<1001x1001xf32, #[[ROWS]]>, %arg2: tensor<1x1001xf32>) -> tensor<1x1001xf32>
func.func @single_row(%a: tensor<1x1001xf32>, %b: tensor<1001x1001xf32>, %c: tensor<1x1001xf32>) -> tensor<1x1001xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<1x1001xf32>, tensor<1001x1001xf32>) outs(%c : tensor<1x1001xf32>) -> tensor<1x1001xf32>
  return %r : tensor<1x1001xf32>
}

// A dynamic shape anywhere: the matmul stays a loop, nothing is padded.
// CHECK-LABEL: func.func @dynamic_rows(
// CHECK-SAME: %arg0: tensor<?x1001xf32>, %arg1: tensor<1001x1001xf32>, %arg2: tensor<?x1001xf32>) -> tensor<?x1001xf32>
func.func @dynamic_rows(%a: tensor<?x1001xf32>, %b: tensor<1001x1001xf32>, %c: tensor<?x1001xf32>) -> tensor<?x1001xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x1001xf32>, tensor<1001x1001xf32>) outs(%c : tensor<?x1001xf32>) -> tensor<?x1001xf32>
  return %r : tensor<?x1001xf32>
}

// CHECK-LABEL: func.func @batch_odd_rows(
// CHECK-SAME: %arg0: tensor<2x8x13xf32, #[[BATCH_ROWS]]>, %arg1: tensor<2x13x16xf32>, %arg2: tensor<2x8x16xf32>)
func.func @batch_odd_rows(%a: tensor<2x8x13xf32>, %b: tensor<2x13x16xf32>, %c: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x8x13xf32>, tensor<2x13x16xf32>) outs(%c : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %r : tensor<2x8x16xf32>
}

// i8 (no library takes it): nothing asked.
// CHECK-LABEL: func.func @i8_rows(
// CHECK-SAME: %arg0: tensor<8x13xi8>, %arg1: tensor<13x13xi8>, %arg2: tensor<8x13xi32>)
func.func @i8_rows(%a: tensor<8x13xi8>, %b: tensor<13x13xi8>, %c: tensor<8x13xi32>) -> tensor<8x13xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x13xi8>, tensor<13x13xi8>) outs(%c : tensor<8x13xi32>) -> tensor<8x13xi32>
  return %r : tensor<8x13xi32>
}
// CHECK-NOT: layout.transform
