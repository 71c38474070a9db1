// RUN: tensor-opt %s -split-input-file --layout-convert-elementwise-to-linalg | FileCheck %s

// A truncation of a column-major tensor (what layout-propagate makes when it
// moves a transform past it): its destination is an empty tensor in the
// result's layout (upstream's pass makes it without the layout, and the
// generic does not verify).
// CHECK-LABEL: func.func @truncf_in_layout
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xf16, #[[CM:.*]]>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: ins(%{{.*}} : tensor<4x8xf32, #[[CM]]>) outs(%[[E]] : tensor<4x8xf16, #[[CM]]>)
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: return %[[R]]
#cm = #layout.encoding<order = [1, 0]>
func.func @truncf_in_layout(%x: tensor<4x8xf32, #cm>) -> tensor<4x8xf16, #cm> {
  %t = arith.truncf %x : tensor<4x8xf32, #cm> to tensor<4x8xf16, #cm>
  return %t : tensor<4x8xf16, #cm>
}

// -----

// Upstream's cases are upstream's: an operand of the result's type is the
// destination, and a result without a layout gets an empty tensor.
// CHECK-LABEL: func.func @upstream
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32, #{{.*}}>, %[[Y:.*]]: tensor<4x8xf32>)
// CHECK: linalg.generic {{.*}} outs(%[[X]] : tensor<4x8xf32, #{{.*}}>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xi32>
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<4x8xi32>)
#cm = #layout.encoding<order = [1, 0]>
func.func @upstream(%x: tensor<4x8xf32, #cm>, %y: tensor<4x8xf32>) -> (tensor<4x8xf32, #cm>, tensor<4x8xi32>) {
  %s = arith.addf %x, %x : tensor<4x8xf32, #cm>
  %i = arith.fptosi %y : tensor<4x8xf32> to tensor<4x8xi32>
  return %s, %i : tensor<4x8xf32, #cm>, tensor<4x8xi32>
}

// -----

// A dynamic extent of the result is the operand's.
// CHECK-LABEL: func.func @truncf_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xf32, #[[CM:.*]]>)
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %c0
// CHECK: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x8xf16, #[[CM]]>
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<?x8xf16, #[[CM]]>)
func.func @truncf_dynamic(%x: tensor<?x8xf32, #layout.encoding<order = [1, 0]>>) -> tensor<?x8xf16, #layout.encoding<order = [1, 0]>> {
  %y = arith.truncf %x : tensor<?x8xf32, #layout.encoding<order = [1, 0]>> to tensor<?x8xf16, #layout.encoding<order = [1, 0]>>
  return %y : tensor<?x8xf16, #layout.encoding<order = [1, 0]>>
}
