// The scalar copy loops (vector-bytes=0); Conversion/LayoutCopyToVector/kernels.mlir shows the
// vectorized ones.
// RUN: tensor-opt %s -layout-bufferize -convert-layout-copy-to-vector=vector-bytes=0 -split-input-file | FileCheck %s

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#rows = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 128>
#halo = #layout.encoding<pad_low = [1, 1], pad_high = [1, 1]>

// The copy loops of a transform to NHWC run in the destination's physical
// order, channels innermost (see @to_nhwc).
// CHECK-DAG: #[[SRC_TO_NHWC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
// A constant in a layout is a global holding the physical bytes, padding
// (zero here) included (see @constant).
// CHECK-DAG: memref.global "private" constant @__layout_constant : memref<48xi8> = dense<[1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 6, 0{{.*}}]> {alignment = 128 : i64}

// Function boundaries: layouts become static strides and offsets; the
// packed layout is the identity.
// CHECK-LABEL: func @signatures
// CHECK-SAME: (%{{.*}}: memref<1x3x8x8xf32, strided<[192, 1, 24, 3]>>,
// CHECK-SAME: %{{.*}}: memref<10x1000xf16, strided<[1008, 1]>>,
// CHECK-SAME: %{{.*}}: memref<4x5xi8, strided<[7, 1], offset: 8>>,
// CHECK-SAME: %{{.*}}: memref<4x5xi32>)
// CHECK-SAME: -> memref<10x1000xf16, strided<[1008, 1]>>
func.func @signatures(%a: tensor<1x3x8x8xf32, #nhwc>, %b: tensor<10x1000xf16, #rows>,
                      %c: tensor<4x5xi8, #halo>, %d: tensor<4x5xi32>) -> tensor<10x1000xf16, #rows> {
  return %b : tensor<10x1000xf16, #rows>
}

// A transform: an aligned allocation of the physical size viewed with the
// layout's strides, zeros written into the padding columns only, then the
// elements copied.
// CHECK-LABEL: func @transform
// CHECK-SAME: (%[[X:.*]]: memref<10x1000xf32>) -> memref<10x1000xf32, strided<[1008, 1]>>
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 128 : i64} : memref<10080xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0], sizes: [10, 1000], strides: [1008, 1]
// CHECK: %[[PHYS:.*]] = memref.reinterpret_cast %[[VIEW]] to offset: [0], sizes: [10, 1008], strides: [1008, 1]
// CHECK: %[[PAD:.*]] = memref.subview %[[PHYS]][0, 1000] [10, 8] [1, 1]
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[PAD]]
// CHECK-NOT: linalg.fill
// CHECK: linalg.generic {{.*}} ins(%[[X]] : memref<10x1000xf32>) outs(%[[VIEW]] : memref<10x1000xf32, strided<[1008, 1]>>)
// CHECK: return %[[VIEW]]
func.func @transform(%x: tensor<10x1000xf32>) -> tensor<10x1000xf32, #rows> {
  %0 = layout.transform %x : tensor<10x1000xf32> to tensor<10x1000xf32, #rows>
  return %0 : tensor<10x1000xf32, #rows>
}

// CHECK-LABEL: func @to_nhwc
// CHECK: linalg.generic {indexing_maps = [#[[SRC_TO_NHWC]], #[[SRC_TO_NHWC]]]
func.func @to_nhwc(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32, #nhwc> {
  %0 = layout.transform %x : tensor<1x3x8x8xf32> to tensor<1x3x8x8xf32, #nhwc>
  return %0 : tensor<1x3x8x8xf32, #nhwc>
}

// Upstream ops on tensors with layouts bufferize in the same run, on
// strided buffers; tensor.empty in a layout is an allocation of the
// physical size.
// CHECK-LABEL: func @upstream_ops
// CHECK-SAME: (%[[A:.*]]: memref<4x5xi8, strided<[7, 1], offset: 8>>)
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<42xi8>
// CHECK: %[[OUT:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [8], sizes: [4, 5], strides: [7, 1]
// CHECK-NOT: linalg.fill
// CHECK: linalg.add ins(%[[A]], %[[A]] : memref<4x5xi8, strided<[7, 1], offset: 8>>, memref<4x5xi8, strided<[7, 1], offset: 8>>) outs(%[[OUT]]
// CHECK: return %[[OUT]]
func.func @upstream_ops(%a: tensor<4x5xi8, #halo>) -> tensor<4x5xi8, #halo> {
  %e = tensor.empty() : tensor<4x5xi8, #halo>
  %r = linalg.add ins(%a, %a : tensor<4x5xi8, #halo>, tensor<4x5xi8, #halo>) outs(%e : tensor<4x5xi8, #halo>) -> tensor<4x5xi8, #halo>
  return %r : tensor<4x5xi8, #halo>
}

// CHECK-LABEL: func @constant
// CHECK: %[[G:.*]] = memref.get_global @__layout_constant : memref<48xi8>
// CHECK: memref.reinterpret_cast %[[G]] to offset: [0], sizes: [3, 3], strides: [16, 1]
func.func @constant() -> tensor<3x3xi8, #layout.encoding<align = [1, 16], pad_value = zero, base_align = 128>> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi8, #layout.encoding<align = [1, 16], pad_value = zero, base_align = 128>>
  return %c : tensor<3x3xi8, #layout.encoding<align = [1, 16], pad_value = zero, base_align = 128>>
}

// A relabel is a view of the same buffer.
// CHECK-LABEL: func @relabel
// CHECK-SAME: (%[[X:.*]]: memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>>
// CHECK-NEXT: %[[V:.*]] = memref.reinterpret_cast %[[X]] to offset: [0], sizes: [8, 4], strides: [1, 8]
// CHECK-NEXT: %[[BUF:.*]] = memref.alloc() {{.*}} : memref<32xf32>
// CHECK-NEXT: %[[E:.*]] = memref.reinterpret_cast %[[BUF]]
// CHECK-NEXT: linalg.exp ins(%[[V]] : {{.*}}) outs(%[[E]]
// CHECK-NEXT: return %[[E]]
func.func @relabel(%x: tensor<4x8xf32>) -> tensor<8x4xf32, #layout.encoding<order = [1, 0]>> {
  %0 = layout.relabel %x permutation = [1, 0] : tensor<4x8xf32> to tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
  %e = tensor.empty() : tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
  %1 = linalg.exp ins(%0 : tensor<8x4xf32, #layout.encoding<order = [1, 0]>>) outs(%e : tensor<8x4xf32, #layout.encoding<order = [1, 0]>>) -> tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
  return %1 : tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
}

// A relabel of a slice views the slice: its offset is kept and its strides
// permuted (memref.transpose), not the whole buffer's from its start (the
// small ViT's attention read the query's rows for the key's).
// CHECK-LABEL: func @relabel_slice
// CHECK: %[[S:.*]] = memref.subview %{{.*}}[1, 0, 0] [1, 4, 8] [1, 1, 1] : memref<3x4x8xf32> to memref<1x4x8xf32, strided<[32, 8, 1], offset: 32>>
// CHECK: %[[C:.*]] = memref.collapse_shape %[[S]] {{\[}}[0, 1], [2]] : {{.*}} into memref<4x8xf32, strided<[8, 1], offset: 32>>
// CHECK: memref.transpose %[[C]] (d0, d1) -> (d1, d0) : memref<4x8xf32, strided<[8, 1], offset: 32>> to memref<8x4xf32, strided<[1, 8], offset: 32>>
// CHECK-NOT: memref.reinterpret_cast %[[C]]
func.func @relabel_slice(%x: tensor<3x4x8xf32>) -> tensor<8x4xf32, #layout.encoding<order = [1, 0]>> {
  %s = tensor.extract_slice %x[1, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<3x4x8xf32> to tensor<1x4x8xf32>
  %c = tensor.collapse_shape %s [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
  %0 = layout.relabel %c permutation = [1, 0] : tensor<4x8xf32> to tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
  %e = tensor.empty() : tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
  %1 = linalg.exp ins(%0 : tensor<8x4xf32, #layout.encoding<order = [1, 0]>>) outs(%e : tensor<8x4xf32, #layout.encoding<order = [1, 0]>>) -> tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
  return %1 : tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
}

// A halo expansion is a view of the same buffer from its start: the
// element-wise op writes the interior of a buffer whose border was filled
// with zero when it was allocated, and the convolution reads all of it.
// CHECK-LABEL: func @expand_halo
// CHECK: %[[BUF:.*]] = memref.alloc() {{.*}} : memref<36xf32>
// CHECK: %[[IN:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [7], sizes: [4, 4], strides: [6, 1]
// CHECK-COUNT-4: linalg.fill ins(%{{.*}} : f32)
// CHECK: linalg.exp ins(%{{.*}} : memref<4x4xf32>) outs(%[[IN]] : memref<4x4xf32, strided<[6, 1], offset: 7>>)
// CHECK: %[[P:.*]] = memref.reinterpret_cast %[[IN]] to offset: [0], sizes: [6, 6], strides: [6, 1]
// CHECK: linalg.conv_2d ins(%[[P]], %{{.*}} : memref<6x6xf32>, memref<3x3xf32>)
func.func @expand_halo(%x: tensor<4x4xf32>, %w: tensor<3x3xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32, #layout.encoding<pad_low = [1, 1], pad_high = [1, 1], pad_value = zero>>
  %r = linalg.exp ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32, #layout.encoding<pad_low = [1, 1], pad_high = [1, 1], pad_value = zero>>) -> tensor<4x4xf32, #layout.encoding<pad_low = [1, 1], pad_high = [1, 1], pad_value = zero>>
  %p = layout.expand_halo %r : tensor<4x4xf32, #layout.encoding<pad_low = [1, 1], pad_high = [1, 1], pad_value = zero>> to tensor<6x6xf32>
  %zero = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<4x4xf32>
  %a = linalg.fill ins(%zero : f32) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = linalg.conv_2d ins(%p, %w : tensor<6x6xf32>, tensor<3x3xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}

// A function does not return a buffer it does not own (an argument, a
// constant, a view of one): buffer deallocation would clone it by type
// alone, losing the padding. It returns a copy in the layout.
// CHECK-LABEL: func @return_argument
// CHECK-SAME: (%[[X:.*]]: memref<3x3xi8, strided<[16, 1]>>, %[[Y:.*]]: memref<3x3xi8>)
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<48xi8>
// CHECK: %[[COPY:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0], sizes: [3, 3], strides: [16, 1]
// CHECK: linalg.generic {{.*}} ins(%[[X]] : {{.*}}) outs(%[[COPY]]
// CHECK: return %[[COPY]], %[[Y]]
func.func @return_argument(%x: tensor<3x3xi8, #layout.encoding<align = [1, 16], pad_value = zero>>, %y: tensor<3x3xi8>) -> (tensor<3x3xi8, #layout.encoding<align = [1, 16], pad_value = zero>>, tensor<3x3xi8>) {
  return %x, %y : tensor<3x3xi8, #layout.encoding<align = [1, 16], pad_value = zero>>, tensor<3x3xi8>
}

// Nor one written in place: an insert_slice into an argument returns a copy
// of the argument, which the caller's buffer also holds. (Before, buffer
// deallocation cloned the strided buffer, which does not lower.)
// CHECK-LABEL: func @return_insert_into_argument
// CHECK-SAME: (%{{.*}}: memref<2x2xf32>, %[[D:.*]]: memref<3x3xf32, strided<[8, 1]>>)
// CHECK: %[[SUB:.*]] = memref.subview %[[D]][1, 1] [2, 2] [1, 1]
// CHECK: linalg.copy ins(%{{.*}} : memref<2x2xf32>) outs(%[[SUB]]
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<24xf32>
// CHECK: %[[COPY:.*]] = memref.reinterpret_cast %[[BUF]]
// CHECK: linalg.generic {{.*}} ins(%[[D]] : {{.*}}) outs(%[[COPY]]
// CHECK: return %[[COPY]]
func.func @return_insert_into_argument(%x: tensor<2x2xf32>, %d: tensor<3x3xf32, #layout.encoding<align = [1, 8], pad_value = zero>>) -> tensor<3x3xf32, #layout.encoding<align = [1, 8], pad_value = zero>> {
  %r = tensor.insert_slice %x into %d[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<3x3xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
  return %r : tensor<3x3xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
}

// -----

#cols = #layout.encoding<align = [1, 4], pad_value = zero>

// A destination that is a read-only constant: the op writes into a new
// buffer in the layout (padding filled) when it does not read the constant.
// CHECK-LABEL: func @constant_destination
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: %[[OUT:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0], sizes: [2, 3], strides: [4, 1]
// CHECK: linalg.fill
// CHECK: linalg.add ins(%{{.*}}, %{{.*}} : memref<2x3xf32, strided<[4, 1]>>, memref<2x3xf32, strided<[4, 1]>>) outs(%[[OUT]] : memref<2x3xf32, strided<[4, 1]>>)
// CHECK: return %[[OUT]]
func.func @constant_destination(%x: tensor<2x3xf32, #cols>) -> tensor<2x3xf32, #cols> {
  %c = arith.constant dense<1.0> : tensor<2x3xf32, #cols>
  %r = linalg.add ins(%x, %x : tensor<2x3xf32, #cols>, tensor<2x3xf32, #cols>) outs(%c : tensor<2x3xf32, #cols>) -> tensor<2x3xf32, #cols>
  return %r : tensor<2x3xf32, #cols>
}

// When it reads the constant, the destination is a copy of it, in the layout.
// CHECK-LABEL: func @constant_accumulator
// CHECK: memref.get_global
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @constant_accumulator(%x: tensor<2x3xf32, #cols>) -> tensor<2x3xf32, #cols> {
  %c = arith.constant dense<1.0> : tensor<2x3xf32, #cols>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x3xf32, #cols>) outs(%c : tensor<2x3xf32, #cols>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32, #cols>
  return %r : tensor<2x3xf32, #cols>
}
