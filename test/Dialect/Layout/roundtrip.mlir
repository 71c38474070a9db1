// RUN: tensor-opt %s | tensor-opt | FileCheck %s
// RUN: tensor-opt %s -mlir-print-op-generic | tensor-opt | FileCheck %s

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#rows = #layout.encoding<align = [1, 16], pad_value = zero>
#blocked = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>

// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-DAG: #[[ROWS:.*]] = #layout.encoding<align = [1, 16], pad_value = zero>
// CHECK-DAG: #[[BLOCKED:.*]] = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>

// CHECK-LABEL: func @to_nhwc
// CHECK: layout.transform %{{.*}} : tensor<1x3x8x8xf32> to tensor<1x3x8x8xf32, #[[NHWC]]>
func.func @to_nhwc(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32, #nhwc> {
  %0 = layout.transform %x : tensor<1x3x8x8xf32> to tensor<1x3x8x8xf32, #nhwc>
  return %0 : tensor<1x3x8x8xf32, #nhwc>
}

// CHECK-LABEL: func @between_layouts
// CHECK: layout.transform %{{.*}} : tensor<1x3x8x8xf32, #[[NHWC]]> to tensor<1x3x8x8xf32, #[[BLOCKED]]>
func.func @between_layouts(%x: tensor<1x3x8x8xf32, #nhwc>) -> tensor<1x3x8x8xf32, #blocked> {
  %0 = layout.transform %x : tensor<1x3x8x8xf32, #nhwc> to tensor<1x3x8x8xf32, #blocked>
  return %0 : tensor<1x3x8x8xf32, #blocked>
}

// CHECK-LABEL: func @dynamic_rows
// CHECK: layout.transform %{{.*}} : tensor<?x1000xbf16, #[[ROWS]]> to tensor<?x1000xbf16>
func.func @dynamic_rows(%x: tensor<?x1000xbf16, #rows>) -> tensor<?x1000xbf16> {
  %0 = layout.transform %x : tensor<?x1000xbf16, #rows> to tensor<?x1000xbf16>
  return %0 : tensor<?x1000xbf16>
}

// The same layout on both sides is a valid (if useless) transform.
// CHECK-LABEL: func @same_layout
// CHECK: layout.transform %{{.*}} {note = "kept"} : tensor<4x4xi8, #[[ROWS]]> to tensor<4x4xi8, #[[ROWS]]>
func.func @same_layout(%x: tensor<4x4xi8, #rows>) -> tensor<4x4xi8, #rows> {
  %0 = layout.transform %x {note = "kept"} : tensor<4x4xi8, #rows> to tensor<4x4xi8, #rows>
  return %0 : tensor<4x4xi8, #rows>
}

// CHECK-LABEL: func @relabel
// CHECK: layout.relabel %{{.*}} permutation = [0, 2, 3, 1] : tensor<1x3x8x8xf32> to tensor<1x8x8x3xf32, #{{.*}}>
// CHECK: layout.relabel %{{.*}} permutation = [1, 0] : tensor<?x16xf32, #{{.*}}> to tensor<16x?xf32, #{{.*}}>
func.func @relabel(%x: tensor<1x3x8x8xf32>, %y: tensor<?x16xf32, #rows>)
    -> (tensor<1x8x8x3xf32, #layout.encoding<order = [0, 3, 1, 2]>>,
        tensor<16x?xf32, #layout.encoding<order = [1, 0], align = [16, 1], pad_value = zero>>) {
  %0 = layout.relabel %x permutation = [0, 2, 3, 1] : tensor<1x3x8x8xf32> to tensor<1x8x8x3xf32, #layout.encoding<order = [0, 3, 1, 2]>>
  %1 = layout.relabel %y permutation = [1, 0] : tensor<?x16xf32, #rows> to tensor<16x?xf32, #layout.encoding<order = [1, 0], align = [16, 1], pad_value = zero>>
  return %0, %1 : tensor<1x8x8x3xf32, #layout.encoding<order = [0, 3, 1, 2]>>, tensor<16x?xf32, #layout.encoding<order = [1, 0], align = [16, 1], pad_value = zero>>
}

// A relabelling may forget what the padding holds.
// CHECK-LABEL: func @relabel_forgets_pad_value
// CHECK: layout.relabel %{{.*}} permutation = [0, 1] : tensor<4x10xf32, #[[ROWS]]> to tensor<4x10xf32, #{{.*}}>
func.func @relabel_forgets_pad_value(%x: tensor<4x10xf32, #rows>) -> tensor<4x10xf32, #layout.encoding<align = [1, 16]>> {
  %0 = layout.relabel %x permutation = [0, 1] : tensor<4x10xf32, #rows> to tensor<4x10xf32, #layout.encoding<align = [1, 16]>>
  return %0 : tensor<4x10xf32, #layout.encoding<align = [1, 16]>>
}

// The physical buffer of a blocked tensor.
// CHECK-LABEL: func @to_physical
// CHECK: layout.to_physical %{{.*}} : tensor<1x3x5x5xf32, #{{.*}}> to tensor<1x1x5x5x16xf32>
func.func @to_physical(%x: tensor<1x3x5x5xf32, #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>>) -> tensor<1x1x5x5x16xf32> {
  %0 = layout.to_physical %x : tensor<1x3x5x5xf32, #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>> to tensor<1x1x5x5x16xf32>
  return %0 : tensor<1x1x5x5x16xf32>
}

// The whole buffer of an untiled layout, halo included: its dims in order,
// padded.
// CHECK-LABEL: func @to_physical_halo
// CHECK: layout.to_physical %{{.*}} : tensor<3x4xf32, #{{.*}}> to tensor<5x5xf32>
func.func @to_physical_halo(%x: tensor<3x4xf32, #layout.encoding<order = [1, 0], pad_low = [1, 0], pad_high = [1, 1], pad_value = zero>>) -> tensor<5x5xf32> {
  %0 = layout.to_physical %x : tensor<3x4xf32, #layout.encoding<order = [1, 0], pad_low = [1, 0], pad_high = [1, 1], pad_value = zero>> to tensor<5x5xf32>
  return %0 : tensor<5x5xf32>
}

// CHECK-LABEL: func @from_physical_aligned
// CHECK: layout.from_physical %{{.*}} : tensor<3x8xf32> to tensor<3x5xf32, #{{.*}}>
func.func @from_physical_aligned(%p: tensor<3x8xf32>) -> tensor<3x5xf32, #layout.encoding<align = [1, 8]>> {
  %0 = layout.from_physical %p : tensor<3x8xf32> to tensor<3x5xf32, #layout.encoding<align = [1, 8]>>
  return %0 : tensor<3x5xf32, #layout.encoding<align = [1, 8]>>
}

// A blocked tensor given by its physical buffer (an unpack's first half).
// CHECK-LABEL: func @from_physical
// CHECK: layout.from_physical %{{.*}} : tensor<1x1x5x5x16xf32> to tensor<1x3x5x5xf32, #{{.*}}>
func.func @from_physical(%p: tensor<1x1x5x5x16xf32>) -> tensor<1x3x5x5xf32, #layout.encoding<align = [1, 16, 1, 1], tiles = [1 : 16]>> {
  %0 = layout.from_physical %p : tensor<1x1x5x5x16xf32> to tensor<1x3x5x5xf32, #layout.encoding<align = [1, 16, 1, 1], tiles = [1 : 16]>>
  return %0 : tensor<1x3x5x5xf32, #layout.encoding<align = [1, 16, 1, 1], tiles = [1 : 16]>>
}

// A tensor with its halo as elements: NHWC, the border zero; a blocked
// layout keeps its tiles and its channel padding.
// CHECK-LABEL: func @expand_halo
// CHECK: layout.expand_halo %{{.*}} : tensor<1x8x4x4xf32, #{{.*}}> to tensor<1x8x6x6xf32, #[[NHWC]]>
// CHECK: layout.expand_halo %{{.*}} : tensor<1x3x5x5xf32, #{{.*}}> to tensor<1x3x7x6xf32, #[[BLOCKED]]>
func.func @expand_halo(
    %x: tensor<1x8x4x4xf32, #layout.encoding<order = [0, 2, 3, 1], pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero>>,
    %y: tensor<1x3x5x5xf32, #layout.encoding<align = [1, 16, 1, 1], pad_low = [0, 0, 2, 1], pad_value = zero, tiles = [1 : 16]>>)
    -> (tensor<1x8x6x6xf32, #nhwc>, tensor<1x3x7x6xf32, #blocked>) {
  %0 = layout.expand_halo %x : tensor<1x8x4x4xf32, #layout.encoding<order = [0, 2, 3, 1], pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero>> to tensor<1x8x6x6xf32, #nhwc>
  %1 = layout.expand_halo %y : tensor<1x3x5x5xf32, #layout.encoding<align = [1, 16, 1, 1], pad_low = [0, 0, 2, 1], pad_value = zero, tiles = [1 : 16]>> to tensor<1x3x7x6xf32, #blocked>
  return %0, %1 : tensor<1x8x6x6xf32, #nhwc>, tensor<1x3x7x6xf32, #blocked>
}
