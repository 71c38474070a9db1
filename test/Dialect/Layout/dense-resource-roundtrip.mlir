// A dense_resource constant in a layout prints to text that reads back to
// the same text in the next tool, its key kept (the parse fuzzer's round
// trip once reparsed in the context that held the key, which renames it).
// RUN: tensor-opt %s | tensor-opt | FileCheck %s

// CHECK-LABEL: func.func @elided_resource
// CHECK: arith.constant dense_resource<weights__elided__> : tensor<2x3xf32, #[[A:.*]]>
func.func @elided_resource() -> tensor<2x3xf32, #layout.encoding<align = [1, 4], pad_value = zero>> {
  %c = arith.constant dense_resource<weights__elided__> : tensor<2x3xf32, #layout.encoding<align = [1, 4], pad_value = zero>>
  return %c : tensor<2x3xf32, #layout.encoding<align = [1, 4], pad_value = zero>>
}
