// The shipped rowwise-quantized matmul (examples/README.md): the kernel
// reads the weight rows and their metadata from the one buffer it is
// given; the metadata is a view of it, strided to the rows' ends.
// RUN: tensor-opt %tensor_layout_src_root/examples/rowwise-quantized-matmul.mlir \
// RUN:   --layout-bufferize | FileCheck %s

// CHECK-LABEL: func.func @qmatmul
// CHECK-SAME: (%{{.*}}: memref<3x13xf32>, %[[W:.*]]: memref<5x13xi8, strided<[32, 1], offset: 32>>)
// CHECK-NOT: layout.copy
// CHECK: memref.extract_strided_metadata %[[W]]
// CHECK: %[[BYTES:.*]] = memref.view {{.*}} : memref<192xi8> to memref<48xf32>
// CHECK: %[[META:.*]] = memref.reinterpret_cast %[[BYTES]] to offset: [14], sizes: [5, 2], strides: [8, 1] : memref<48xf32> to memref<5x2xf32, strided<[8, 1], offset: 14>>
// CHECK-NOT: layout.copy
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %[[W]], %[[META]], %[[META]] :
// CHECK-LABEL: func.func @fused_qmatmul
