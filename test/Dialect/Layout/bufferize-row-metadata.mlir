// RUN: tensor-opt %s -split-input-file -layout-bufferize | FileCheck %s

// Row metadata in buffers: the companion tensor is the buffer's bytes seen
// as its element type (memref.view of the whole allocation) and strided to
// the rows' ends. 5 rows of 24 bytes: f32 element 4 of each 6.

#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
#data = #layout.encoding<align = [1, 4], pad_high = [0, 8]>

// split_metadata moves nothing: the data is the buffer itself, the
// metadata a view of it (which the function copies to return it).
// CHECK-LABEL: func @split
// CHECK-SAME: (%[[W:.*]]: memref<5x13xi8, strided<[24, 1]>>)
// CHECK-NOT: layout.copy
// CHECK: %[[BASE:[a-z_0-9]*]], %{{.*}} = memref.extract_strided_metadata %[[W]]
// CHECK: %[[BYTES:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [120], strides: [1] : memref<i8> to memref<120xi8>
// CHECK: %[[F32:.*]] = memref.view %[[BYTES]][%{{.*}}][] : memref<120xi8> to memref<30xf32>
// CHECK: %[[META:.*]] = memref.reinterpret_cast %[[F32]] to offset: [4], sizes: [5, 2], strides: [6, 1] : memref<30xf32> to memref<5x2xf32, strided<[6, 1], offset: 4>>
// CHECK: %[[COPY:.*]] = memref.alloc
// CHECK: linalg.copy ins(%[[META]] : {{.*}}) outs(%[[COPY]] : memref<5x2xf32>)
// CHECK-NOT: layout.copy
// CHECK: return %[[COPY]]
func.func @split(%w: tensor<5x13xi8, #fused>) -> tensor<5x2xf32> {
  %d, %m = layout.split_metadata %w : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>, tensor<5x2xf32>
  return %m : tensor<5x2xf32>
}

// -----

#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>

// fuse_metadata: a buffer of the fused layout, the data copied in as by a
// transform, then the metadata into the rows' ends.
// CHECK-LABEL: func @fuse
// CHECK-SAME: (%[[Q:.*]]: memref<5x13xi8>, %[[M:.*]]: memref<5x2xf32>)
// CHECK: %[[ALLOC:.*]] = memref.alloc() {{.*}} : memref<120xi8>
// CHECK: %[[DEST:.*]] = memref.reinterpret_cast %[[ALLOC]] {{.*}} to memref<5x13xi8, strided<[24, 1]>>
// CHECK: layout.copy %[[Q]], %[[DEST]]
// CHECK: memref.extract_strided_metadata %[[DEST]]
// CHECK: memref.view
// CHECK: %[[ENDS:.*]] = memref.reinterpret_cast {{.*}} to memref<5x2xf32, strided<[6, 1], offset: 4>>
// CHECK: linalg.generic {{.*}} ins(%[[M]] : memref<5x2xf32>) outs(%[[ENDS]] : memref<5x2xf32, strided<[6, 1], offset: 4>>)
// CHECK: return %[[DEST]]
func.func @fuse(%q: tensor<5x13xi8>, %m: tensor<5x2xf32>) -> tensor<5x13xi8, #fused> {
  %w = layout.fuse_metadata %q, %m : tensor<5x13xi8>, tensor<5x2xf32> to tensor<5x13xi8, #fused>
  return %w : tensor<5x13xi8, #fused>
}

// -----

#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
#wide = #layout.encoding<pad_low = [1, 0], align = [1, 16], pad_high = [0, 8], row_metadata = tensor<2xf32>>
#data = #layout.encoding<align = [1, 16], pad_high = [0, 8]>

// A transform between layouts with the same metadata on the same rows
// copies it from the source's rows' ends to the result's (a halo row, then
// rows of 32 bytes: f32 element 14 of each 8). One to a layout without
// metadata copies the data only.
// CHECK-LABEL: func @transforms
// CHECK-SAME: (%[[W:.*]]: memref<5x13xi8, strided<[24, 1]>>)
// CHECK: %[[WIDE:.*]] = memref.reinterpret_cast {{.*}} to memref<5x13xi8, strided<[32, 1], offset: 32>>
// CHECK: layout.copy %[[W]], %[[WIDE]]
// CHECK: %[[FROM:.*]] = memref.reinterpret_cast {{.*}} to memref<5x2xf32, strided<[6, 1], offset: 4>>
// CHECK: %[[TO:.*]] = memref.reinterpret_cast {{.*}} to memref<5x2xf32, strided<[8, 1], offset: 14>>
// CHECK: linalg.generic {{.*}} ins(%[[FROM]] : {{.*}}) outs(%[[TO]] : {{.*}})
// CHECK: %[[DATA:.*]] = memref.reinterpret_cast {{.*}} to memref<5x13xi8, strided<[32, 1]>>
// CHECK-NEXT: layout.copy %[[W]], %[[DATA]]
// CHECK-NOT: memref.view
// CHECK: return %[[WIDE]], %[[DATA]]
func.func @transforms(%w: tensor<5x13xi8, #fused>) -> (tensor<5x13xi8, #wide>, tensor<5x13xi8, #data>) {
  %t = layout.transform %w : tensor<5x13xi8, #fused> to tensor<5x13xi8, #wide>
  %d = layout.transform %w : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>
  return %t, %d : tensor<5x13xi8, #wide>, tensor<5x13xi8, #data>
}
