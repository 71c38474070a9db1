// Layout assignment and verification for the NPU, through npu-opt.
// RUN: npu-opt %s --layout-assign='target=#npu.target<lanes=16>' \
// RUN:   --layout-propagate --canonicalize \
// RUN:   --layout-verify='target=#npu.target<lanes=16>' | FileCheck %s

// CHECK-DAG: #[[A:.*]] = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 64>
// CHECK-DAG: #[[B:.*]] = #layout.encoding<order = [1, 0], align = [16, 1], pad_value = zero, base_align = 64>
// CHECK-LABEL: func.func @mm
// CHECK-SAME: (%[[X:.*]]: tensor<8x20xf32>, %[[Y:.*]]: tensor<20x8xf32>)
// CHECK-DAG: %[[XA:.*]] = layout.transform %[[X]] : tensor<8x20xf32> to tensor<8x20xf32, #[[A]]>
// CHECK-DAG: %[[YB:.*]] = layout.transform %[[Y]] : tensor<20x8xf32> to tensor<20x8xf32, #[[B]]>
// CHECK: %[[MM:.*]] = linalg.matmul ins(%[[XA]], %[[YB]] : {{.*}}) outs(%{{.*}} : tensor<8x8xf32, #[[A]]>)
// The ReLU follows the matmul's layout; one transform back at the end.
// CHECK: %[[R:.*]] = linalg.max {{.*}}%[[MM]]{{.*}} -> tensor<8x8xf32, #[[A]]>
// CHECK: %[[OUT:.*]] = layout.transform %[[R]] : tensor<8x8xf32, #[[A]]> to tensor<8x8xf32>
// CHECK: return %[[OUT]]
func.func @mm(%x: tensor<8x20xf32>, %y: tensor<20x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%x, %y : tensor<8x20xf32>, tensor<20x8xf32>)
                      outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.max ins(%mm, %zeros : tensor<8x8xf32>, tensor<8x8xf32>)
                  outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
