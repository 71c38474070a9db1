// RUN: tensor-opt %s -split-input-file | tensor-opt -split-input-file | FileCheck %s
// RUN: tensor-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON

// Row metadata: a companion tensor in the last bytes of every row (the
// innermost dim in `order`), e.g. the scale and offset of a rowwise-
// quantized matrix. Printed back with an alias that names it.

// CHECK: #[[DATA:.*]] = #layout.encoding<align = [1, 4], pad_high = [0, 8]>
// CHECK: #[[FUSED:align1x4_hi0x8_meta2f32]] = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
// CHECK-LABEL: func @fuse_and_split
// CHECK: %[[W:.*]] = layout.fuse_metadata %arg0, %arg1 : tensor<5x13xi8>, tensor<5x2xf32> to tensor<5x13xi8, #[[FUSED]]>
// CHECK: %{{.*}}, %{{.*}} = layout.split_metadata %[[W]] : tensor<5x13xi8, #[[FUSED]]> to tensor<5x13xi8, #[[DATA]]>, tensor<5x2xf32>
// Split of a fuse: the data in the split's layout, and the metadata.
// CANON-LABEL: func @fuse_and_split
// CANON-NEXT: %[[D:.*]] = layout.transform %arg0 : tensor<5x13xi8> to tensor<5x13xi8, #{{.*}}>
// CANON-NEXT: return %[[D]], %arg1
#fused = #layout.encoding<pad_high = [0, 8], align = [1, 4], row_metadata = tensor<2xf32>>
#data = #layout.encoding<align = [1, 4], pad_high = [0, 8]>
func.func @fuse_and_split(%q: tensor<5x13xi8>, %m: tensor<5x2xf32>) -> (tensor<5x13xi8, #data>, tensor<5x2xf32>) {
  %w = layout.fuse_metadata %q, %m : tensor<5x13xi8>, tensor<5x2xf32> to tensor<5x13xi8, #fused>
  %d, %n = layout.split_metadata %w : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>, tensor<5x2xf32>
  return %d, %n : tensor<5x13xi8, #data>, tensor<5x2xf32>
}

// -----

// Fusing what a split took apart is the split tensor; fusing other
// metadata is not.
// CANON-LABEL: func @split_and_fuse
// CANON: %[[D:.*]], %[[M:.*]] = layout.split_metadata %arg0
// CANON: %[[OTHER:.*]] = layout.fuse_metadata %[[D]], %arg1
// CANON: return %arg0, %[[OTHER]]
#fused = #layout.encoding<pad_high = [0, 8], align = [1, 4], row_metadata = tensor<2xf32>>
#data = #layout.encoding<align = [1, 4], pad_high = [0, 8]>
func.func @split_and_fuse(%w: tensor<5x13xi8, #fused>, %other: tensor<5x2xf32>) -> (tensor<5x13xi8, #fused>, tensor<5x13xi8, #fused>) {
  %d, %n = layout.split_metadata %w : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>, tensor<5x2xf32>
  %same = layout.fuse_metadata %d, %n : tensor<5x13xi8, #data>, tensor<5x2xf32> to tensor<5x13xi8, #fused>
  %new = layout.fuse_metadata %d, %other : tensor<5x13xi8, #data>, tensor<5x2xf32> to tensor<5x13xi8, #fused>
  return %same, %new : tensor<5x13xi8, #fused>, tensor<5x13xi8, #fused>
}

// -----

// Rows along the innermost dim of `order`: in NHWC-like order [0, 2, 1]
// they run along dim 1, so the companion of a 2x5x3 tensor is 2x3xK. The
// transform between two layouts with the metadata on the same rows is
// kept (it moves the metadata), the one to the packed layout drops it.
// CHECK-LABEL: func @permuted_rows
// CHECK: layout.split_metadata {{.*}} tensor<2x3x4xi8>
// CANON-LABEL: func @permuted_rows
// CANON: layout.transform %arg0 : tensor<2x5x3xi8, #{{.*}}> to tensor<2x5x3xi8, #{{.*}}meta4i8>
// CANON: layout.transform %arg0 : tensor<2x5x3xi8, #{{.*}}> to tensor<2x5x3xi8>
#a = #layout.encoding<order = [0, 2, 1], pad_high = [0, 4, 0], row_metadata = tensor<4xi8>>
#b = #layout.encoding<order = [0, 2, 1], pad_low = [1, 0, 0], pad_high = [0, 5, 0], row_metadata = tensor<4xi8>>
#bdata = #layout.encoding<order = [0, 2, 1], pad_low = [1, 0, 0], pad_high = [0, 5, 0]>
func.func @permuted_rows(%x: tensor<2x5x3xi8, #a>) -> (tensor<2x5x3xi8, #bdata>, tensor<2x3x4xi8>, tensor<2x5x3xi8>) {
  %t = layout.transform %x : tensor<2x5x3xi8, #a> to tensor<2x5x3xi8, #b>
  %d, %m = layout.split_metadata %t : tensor<2x5x3xi8, #b> to tensor<2x5x3xi8, #bdata>, tensor<2x3x4xi8>
  %p = layout.transform %x : tensor<2x5x3xi8, #a> to tensor<2x5x3xi8>
  return %d, %m, %p : tensor<2x5x3xi8, #bdata>, tensor<2x3x4xi8>, tensor<2x5x3xi8>
}

// -----

// Metadata is not undefined padding: a transform into a layout with it
// from one without is no view and stays; a chain through it gives only
// the data back and folds.
// CANON-LABEL: func @not_a_view
// CANON-NEXT: %[[F:.*]] = layout.transform %arg0 : tensor<5x13xi8, #{{.*}}> to tensor<5x13xi8, #{{.*}}meta2f32>
// CANON-NEXT: return %[[F]], %arg0
#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
#data = #layout.encoding<align = [1, 4], pad_high = [0, 8]>
func.func @not_a_view(%x: tensor<5x13xi8, #data>) -> (tensor<5x13xi8, #fused>, tensor<5x13xi8, #data>) {
  %f = layout.transform %x : tensor<5x13xi8, #data> to tensor<5x13xi8, #fused>
  %d = layout.transform %f : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>
  return %f, %d : tensor<5x13xi8, #fused>, tensor<5x13xi8, #data>
}
