// After canonicalization a transform that replaced others names the value
// it now reads, not the one its location was written for.
// RUN: tensor-opt %s -canonicalize -layout-report -o /dev/null 2>&1 | FileCheck %s

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// A round trip through NCHW folds away, leaving the last transform (at its
// own location) to read the ReLU's result.
// CHECK: report-after-canonicalize.mlir:[[# @LINE + 11]]:8: remark: layout.transform moves 64 bytes: the result of 'arith.maximumf' ([[# @LINE + 8]]:11) from row-major to #layout.encoding<order = [0, 2, 3, 1]>, for the return of @round_trip
// CHECK: note: reads 32 bytes (strides by dim [8, 4, 2, 1], offset 0), writes 32 bytes (strides by dim [8, 1, 4, 2], offset 0)
// CHECK: remark: @round_trip: 1 layout transform moves 64 bytes
// Remarks are not followed by the IR of their op.
// CHECK-NOT: see current operation
// CHECK-NOT: layout.transform
func.func @round_trip(%x: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32, #nhwc> {
  %zero = arith.constant dense<0.0> : tensor<1x2x2x2xf32>
  %relu = arith.maximumf %x, %zero : tensor<1x2x2x2xf32>
  %a = layout.transform %relu : tensor<1x2x2x2xf32> to tensor<1x2x2x2xf32, #nhwc>
  %b = layout.transform %a : tensor<1x2x2x2xf32, #nhwc> to tensor<1x2x2x2xf32>
  %c = layout.transform %b : tensor<1x2x2x2xf32> to tensor<1x2x2x2xf32, #nhwc>
  return %c : tensor<1x2x2x2xf32, #nhwc>
}
