// The frontend-style network of examples/nchw-network.mlir: propagation
// turns its four transposes into relabellings and cancels the back-and-forth
// between the convolutions, leaving two transforms.
// RUN: tensor-opt %tensor_layout_src_root/examples/nchw-network.mlir \
// RUN:   --layout-report --layout-propagate --canonicalize --layout-report \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// CHECK: remark: @block: 4 layout transforms move 461824 bytes
// CHECK: remark: @block: 2 layout transforms move 231424 bytes

// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-DAG: #[[NCHW_AS_NHWC:.*]] = #layout.encoding<order = [0, 3, 1, 2]>
// CHECK: func.func @block(%[[IN:arg0]]: tensor<1x16x32x32xf32>)
// The bias is laid out by the compiler.
// CHECK-DAG: arith.constant dense<5.000000e-01> : tensor<1x16x30x30xf32, #[[NHWC]]>
// CHECK-NOT: linalg.transpose
// CHECK: %[[V:.*]] = layout.relabel %[[IN]] permutation = [0, 2, 3, 1] : tensor<1x16x32x32xf32> to tensor<1x32x32x16xf32, #[[NCHW_AS_NHWC]]>
// CHECK: %[[X:.*]] = layout.transform %[[V]] : tensor<1x32x32x16xf32, #[[NCHW_AS_NHWC]]> to tensor<1x32x32x16xf32>
// CHECK: %[[C1:.*]] = linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[X]], %{{.*}} : tensor<1x32x32x16xf32>
// The tail runs on the NHWC buffer conv1 wrote, seen as NCHW.
// CHECK: %[[Y:.*]] = layout.relabel %[[C1]] permutation = [0, 3, 1, 2] : tensor<1x30x30x16xf32> to tensor<1x16x30x30xf32, #[[NHWC]]>
// CHECK: linalg.add ins(%[[Y]], %{{.*}} : tensor<1x16x30x30xf32, #[[NHWC]]>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-NOT: layout.transform
// CHECK: %[[X2:.*]] = layout.relabel %[[R]] permutation = [0, 2, 3, 1] : tensor<1x16x30x30xf32, #[[NHWC]]> to tensor<1x30x30x16xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[X2]]
// CHECK: %[[MAX:.*]] = linalg.max
// CHECK: %[[OUT:.*]] = layout.transform %[[MAX]] : tensor<1x16x28x28xf32, #[[NHWC]]> to tensor<1x16x28x28xf32>
// CHECK: return %[[OUT]]
