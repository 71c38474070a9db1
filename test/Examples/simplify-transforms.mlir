// The shipped example that `make run` shows: canonicalization leaves two of
// its five transforms.
// RUN: tensor-opt %tensor_layout_src_root/examples/simplify-transforms.mlir \
// RUN:   --layout-report --canonicalize --layout-report \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// CHECK: remark: @relu_then_blocked: 5 layout transforms move 4014080 bytes
// CHECK: remark: @relu_then_blocked: 2 layout transforms move 1605632 bytes

// CHECK-DAG: #[[BLOCKED:.*]] = #layout.encoding<tiles = [1 : 16], base_align = 64>
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK: func.func @relu_then_blocked
// CHECK-SAME: (%[[IMAGE:arg0]]: tensor<1x32x56x56xf32>)
// CHECK: %[[IN:.*]] = layout.transform %[[IMAGE]] : tensor<1x32x56x56xf32> to tensor<1x32x56x56xf32, #[[NHWC]]>
// CHECK: %[[RELU:.*]] = arith.maximumf %[[IN]]
// CHECK: %[[OUT:.*]] = layout.transform %[[RELU]] : tensor<1x32x56x56xf32, #[[NHWC]]> to tensor<1x32x56x56xf32, #[[BLOCKED]]>
// CHECK-NEXT: return %[[OUT]]
