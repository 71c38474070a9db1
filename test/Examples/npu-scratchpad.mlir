// The shipped accelerator example (examples/README.md): the target's
// requirements put the matmul's operands in the scratchpad (memory space
// 1, rows of 16 bytes) and the vector unit's tensors in two banks of
// memory 2; assignment moves them there and the result back.
// RUN: tensor-opt %tensor_layout_src_root/examples/npu-scratchpad.mlir \
// RUN:   --layout-assign --canonicalize --layout-verify | FileCheck %s
// Propagation asks the target too: the same program.
// RUN: tensor-opt %tensor_layout_src_root/examples/npu-scratchpad.mlir \
// RUN:   --layout-assign --layout-propagate --layout-verify | FileCheck %s

// CHECK-DAG: #[[X:align1x4_space1]] = #layout.encoding<align = [1, 4], memory_space = 1>
// CHECK-DAG: #[[W:space1]] = #layout.encoding<memory_space = 1>
// CHECK-DAG: #[[BANKS:permt001_tile0by2_space2]] = #layout.encoding<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>
// CHECK-LABEL: func.func @dense_relu
// CHECK-DAG: %[[B:.*]] = layout.transform %arg2 : tensor<8x16xf32> to tensor<8x16xf32, #[[BANKS]]>
// CHECK-DAG: %[[WS:.*]] = layout.transform %arg1 : tensor<10x16xf32> to tensor<10x16xf32, #[[W]]>
// CHECK-DAG: %[[XS:.*]] = layout.transform %arg0 : tensor<8x10xf32> to tensor<8x10xf32, #[[X]]>
// CHECK: %[[XW:.*]] = linalg.matmul ins(%[[XS]], %[[WS]] : {{.*}}) outs(%{{.*}} : tensor<8x16xf32, #[[W]]>)
// CHECK: %[[XWB:.*]] = layout.transform %[[XW]] : tensor<8x16xf32, #[[W]]> to tensor<8x16xf32, #[[BANKS]]>
// CHECK: %[[SUM:.*]] = linalg.add ins(%[[XWB]], %[[B]] : {{.*}}) outs(%{{.*}} : tensor<8x16xf32, #[[BANKS]]>)
// CHECK: %[[Y:.*]] = linalg.max ins(%[[SUM]], %{{.*}} : {{.*}}) outs(%{{.*}} : tensor<8x16xf32, #[[BANKS]]>)
// CHECK: %[[OUT:.*]] = layout.transform %[[Y]] : tensor<8x16xf32, #[[BANKS]]> to tensor<8x16xf32>
// CHECK: return %[[OUT]]
