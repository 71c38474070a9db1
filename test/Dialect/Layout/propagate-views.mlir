// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s

// A transform before a collapse_shape or expand_shape sinks below it when
// a layout of the result keeps every element in place; there it meets what
// follows (here a transform it cancels with).

#cwn = #layout.encoding<order = [1, 2, 0]>
#cn = #layout.encoding<order = [1, 0]>

// CHECK-LABEL: func @collapse_cancels
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x8xf32, #{{.*}}>)
// CHECK-NOT: layout.transform
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0], [1, 2]] : tensor<2x4x8xf32, #{{.*}}> into tensor<2x32xf32, #[[CN:.*]]>
// CHECK-NOT: layout.transform
// CHECK: return %[[C]] : tensor<2x32xf32, #[[CN]]>
func.func @collapse_cancels(%x: tensor<2x4x8xf32, #cwn>) -> tensor<2x32xf32, #cn> {
  %t = layout.transform %x : tensor<2x4x8xf32, #cwn> to tensor<2x4x8xf32>
  %c = tensor.collapse_shape %t [[0], [1, 2]] : tensor<2x4x8xf32> into tensor<2x32xf32>
  %u = layout.transform %c : tensor<2x32xf32> to tensor<2x32xf32, #cn>
  return %u : tensor<2x32xf32, #cn>
}

// -----

// Padding of the first dim of a group is whole padded rows of the merged
// dim: the zero halo of 3 rows of 2x6 is 2 rows of 6 after the collapse,
// and the ReLU that follows keeps it zero, so the transform to that layout
// cancels too.

#halo = #layout.encoding<pad_low = [1, 0, 0], pad_value = zero>
#rows = #layout.encoding<pad_low = [2, 0], pad_value = zero>

// CHECK-LABEL: func @collapse_padded_then_relu
// CHECK-NOT: layout.transform
// CHECK: tensor.collapse_shape %{{.*}} : tensor<3x2x6xf32, #{{.*}}> into tensor<6x6xf32, #[[ROWS:.*]]>
// CHECK-NOT: layout.transform
// CHECK: linalg.max {{.*}} -> tensor<6x6xf32, #[[ROWS]]>
// CHECK-NOT: layout.transform
func.func @collapse_padded_then_relu(%x: tensor<3x2x6xf32, #halo>) -> tensor<6x6xf32, #rows> {
  %zero = arith.constant 0.0 : f32
  %t = layout.transform %x : tensor<3x2x6xf32, #halo> to tensor<3x2x6xf32>
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<3x2x6xf32> into tensor<6x6xf32>
  %e = tensor.empty() : tensor<6x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<6x6xf32>) -> tensor<6x6xf32>
  %r = linalg.max ins(%c, %z : tensor<6x6xf32>, tensor<6x6xf32>) outs(%e : tensor<6x6xf32>) -> tensor<6x6xf32>
  %u = layout.transform %r : tensor<6x6xf32> to tensor<6x6xf32, #rows>
  return %u : tensor<6x6xf32, #rows>
}

// -----

// expand_shape: rows of 32 in column-major order split into 4x8 heads.

#cn = #layout.encoding<order = [1, 0]>
#hdn = #layout.encoding<order = [1, 2, 0]>

// CHECK-LABEL: func @expand_cancels
// CHECK-SAME: (%[[X:.*]]: tensor<2x32xf32, #{{.*}}>)
// CHECK-NOT: layout.transform
// CHECK: %[[E:.*]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2]] output_shape [2, 4, 8] : tensor<2x32xf32, #{{.*}}> into tensor<2x4x8xf32, #[[HDN:.*]]>
// CHECK-NOT: layout.transform
// CHECK: return %[[E]] : tensor<2x4x8xf32, #[[HDN]]>
func.func @expand_cancels(%x: tensor<2x32xf32, #cn>) -> tensor<2x4x8xf32, #hdn> {
  %t = layout.transform %x : tensor<2x32xf32, #cn> to tensor<2x32xf32>
  %e = tensor.expand_shape %t [[0], [1, 2]] output_shape [2, 4, 8] : tensor<2x32xf32> into tensor<2x4x8xf32>
  %u = layout.transform %e : tensor<2x4x8xf32> to tensor<2x4x8xf32, #hdn>
  return %u : tensor<2x4x8xf32, #hdn>
}

// -----

// Flattening an NHWC image to [N, C*H*W] merges C (innermost) with H and W
// (outer): no layout of the result keeps the elements in place, so the
// transform stays above the collapse.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @flatten_nhwc
// CHECK: %[[T:.*]] = layout.transform %{{.*}} : tensor<2x8x4x4xf32, #{{.*}}> to tensor<2x8x4x4xf32>
// CHECK: tensor.collapse_shape %[[T]]
func.func @flatten_nhwc(%x: tensor<2x8x4x4xf32, #nhwc>) -> tensor<2x128xf32> {
  %t = layout.transform %x : tensor<2x8x4x4xf32, #nhwc> to tensor<2x8x4x4xf32>
  %c = tensor.collapse_shape %t [[0], [1, 2, 3]] : tensor<2x8x4x4xf32> into tensor<2x128xf32>
  return %c : tensor<2x128xf32>
}

// -----

// Padding inside a merged group (rows of 6 aligned to 8, merged with the
// rows) has no single stride; nor does splitting a padded dim into rows the
// padding does not fill whole (20 + 2 elements into rows of 5).

#aligned = #layout.encoding<align = [1, 8]>
#hi2 = #layout.encoding<pad_high = [2]>

// CHECK-LABEL: func @collapse_padded_inner
// CHECK: layout.transform
// CHECK-NEXT: tensor.collapse_shape
func.func @collapse_padded_inner(%x: tensor<3x6xf32, #aligned>) -> tensor<18xf32> {
  %t = layout.transform %x : tensor<3x6xf32, #aligned> to tensor<3x6xf32>
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<3x6xf32> into tensor<18xf32>
  return %c : tensor<18xf32>
}

// A group of one element (1x1, the second dim padded to 8) has one stride
// in upstream's collapse_shape, its first dim's (32 here), not the padded
// dim's (4) that the layout would give it: the transform stays above the
// collapse (found by differential.py --propagate, seed 11, case 62).
#aligned3 = #layout.encoding<align = [1, 8, 4]>

// CHECK-LABEL: func @collapse_one_element_group
// CHECK: layout.transform
// CHECK-NEXT: tensor.collapse_shape
func.func @collapse_one_element_group(%x: tensor<1x1x2xf64, #aligned3>) -> tensor<1x2xf64> {
  %t = layout.transform %x : tensor<1x1x2xf64, #aligned3> to tensor<1x1x2xf64>
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<1x1x2xf64> into tensor<1x2xf64>
  return %c : tensor<1x2xf64>
}

// CHECK-LABEL: func @expand_partial_rows
// CHECK: layout.transform
// CHECK-NEXT: tensor.expand_shape
func.func @expand_partial_rows(%x: tensor<20xf32, #hi2>) -> tensor<4x5xf32> {
  %t = layout.transform %x : tensor<20xf32, #hi2> to tensor<20xf32>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [4, 5] : tensor<20xf32> into tensor<4x5xf32>
  return %e : tensor<4x5xf32>
}

// -----

// A transform with another user stays where it is.

#cwn = #layout.encoding<order = [1, 2, 0]>

// CHECK-LABEL: func @shared_transform
// CHECK: %[[T:.*]] = layout.transform
// CHECK: tensor.collapse_shape %[[T]]
func.func @shared_transform(%x: tensor<2x4x8xf32, #cwn>) -> (tensor<2x32xf32>, tensor<2x4x8xf32>) {
  %t = layout.transform %x : tensor<2x4x8xf32, #cwn> to tensor<2x4x8xf32>
  %c = tensor.collapse_shape %t [[0], [1, 2]] : tensor<2x4x8xf32> into tensor<2x32xf32>
  return %c, %t : tensor<2x32xf32>, tensor<2x4x8xf32>
}

// -----

// A slice reads logical elements into a layout of its own: it slices the
// transform's source directly (a view of it, then a copy of the slice alone
// into the result's layout), and the transform of the whole is gone. (Not
// as a view in the source's layout: that would span the source's whole
// buffer, and the ops after it would allocate that buffer for the slice.)

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @slice_then_transform
// CHECK-NOT: layout.transform
// CHECK: tensor.extract_slice %arg0[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1] : tensor<1x8x6x6xf32, #{{.*}}> to tensor<1x8x4x4xf32>
// CHECK-NOT: layout.transform
func.func @slice_then_transform(%x: tensor<1x8x6x6xf32, #nhwc>) -> tensor<1x8x4x4xf32> {
  %t = layout.transform %x : tensor<1x8x6x6xf32, #nhwc> to tensor<1x8x6x6xf32>
  %s = tensor.extract_slice %t[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1] : tensor<1x8x6x6xf32> to tensor<1x8x4x4xf32>
  return %s : tensor<1x8x4x4xf32>
}

// Not strided and rank-reducing slices, which are not views in a layout:
// they would go through the whole source in the packed layout, a transform
// as large as the one they follow.

// CHECK-LABEL: func @strided_slice
// CHECK: %[[T:.*]] = layout.transform
// CHECK: tensor.extract_slice %[[T]]
func.func @strided_slice(%x: tensor<1x8x6x6xf32, #nhwc>) -> tensor<1x8x3x3xf32> {
  %t = layout.transform %x : tensor<1x8x6x6xf32, #nhwc> to tensor<1x8x6x6xf32>
  %s = tensor.extract_slice %t[0, 0, 0, 0] [1, 8, 3, 3] [1, 1, 2, 2] : tensor<1x8x6x6xf32> to tensor<1x8x3x3xf32>
  return %s : tensor<1x8x3x3xf32>
}

// CHECK-LABEL: func @rank_reducing_slice
// CHECK: %[[T:.*]] = layout.transform
// CHECK: tensor.extract_slice %[[T]]
func.func @rank_reducing_slice(%x: tensor<1x8x6x6xf32, #nhwc>) -> tensor<8x6x6xf32> {
  %t = layout.transform %x : tensor<1x8x6x6xf32, #nhwc> to tensor<1x8x6x6xf32>
  %s = tensor.extract_slice %t[0, 0, 0, 0] [1, 8, 6, 6] [1, 1, 1, 1] : tensor<1x8x6x6xf32> to tensor<8x6x6xf32>
  return %s : tensor<8x6x6xf32>
}

// Nor a transform with another user, which stays anyway.
// CHECK-LABEL: func @slice_of_shared_transform
// CHECK: %[[T:.*]] = layout.transform
// CHECK: tensor.extract_slice %[[T]]
func.func @slice_of_shared_transform(%x: tensor<1x8x6x6xf32, #nhwc>) -> (tensor<1x8x4x4xf32>, tensor<1x8x6x6xf32>) {
  %t = layout.transform %x : tensor<1x8x6x6xf32, #nhwc> to tensor<1x8x6x6xf32>
  %s = tensor.extract_slice %t[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1] : tensor<1x8x6x6xf32> to tensor<1x8x4x4xf32>
  return %s, %t : tensor<1x8x4x4xf32>, tensor<1x8x6x6xf32>
}

// -----

// An insert_slice copies its source's elements into its destination's
// layout whatever the source's layout: the transform before it is gone.
// Not from a tiled layout, nor into one (those go through physical
// tensors), nor for a transform with another user.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#rows = #layout.encoding<align = [1, 1, 1, 8], pad_value = zero>
#blocked = #layout.encoding<tiles = [1 : 4]>

// CHECK-LABEL: func @insert_transformed
// CHECK-NOT: layout.transform
// CHECK: tensor.insert_slice %arg0 into %arg1[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1] : tensor<1x8x4x4xf32, #{{.*}}> into tensor<1x8x6x6xf32, #{{.*}}>
func.func @insert_transformed(%x: tensor<1x8x4x4xf32, #nhwc>, %d: tensor<1x8x6x6xf32, #rows>) -> tensor<1x8x6x6xf32, #rows> {
  %t = layout.transform %x : tensor<1x8x4x4xf32, #nhwc> to tensor<1x8x4x4xf32>
  %r = tensor.insert_slice %t into %d[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1] : tensor<1x8x4x4xf32> into tensor<1x8x6x6xf32, #rows>
  return %r : tensor<1x8x6x6xf32, #rows>
}

// CHECK-LABEL: func @insert_from_blocked
// CHECK: %[[T:.*]] = layout.transform
// CHECK: tensor.insert_slice %[[T]]
func.func @insert_from_blocked(%x: tensor<1x8x4x4xf32, #blocked>, %d: tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32> {
  %t = layout.transform %x : tensor<1x8x4x4xf32, #blocked> to tensor<1x8x4x4xf32>
  %r = tensor.insert_slice %t into %d[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1] : tensor<1x8x4x4xf32> into tensor<1x8x6x6xf32>
  return %r : tensor<1x8x6x6xf32>
}

// CHECK-LABEL: func @insert_into_blocked
// CHECK: %[[T:.*]] = layout.transform
// CHECK: tensor.insert_slice %[[T]]
func.func @insert_into_blocked(%x: tensor<1x8x4x4xf32, #nhwc>, %d: tensor<1x8x6x6xf32, #blocked>) -> tensor<1x8x6x6xf32, #blocked> {
  %t = layout.transform %x : tensor<1x8x4x4xf32, #nhwc> to tensor<1x8x4x4xf32>
  %r = tensor.insert_slice %t into %d[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1] : tensor<1x8x4x4xf32> into tensor<1x8x6x6xf32, #blocked>
  return %r : tensor<1x8x6x6xf32, #blocked>
}

// CHECK-LABEL: func @insert_shared_transform
// CHECK: %[[T:.*]] = layout.transform
// CHECK: tensor.insert_slice %[[T]]
func.func @insert_shared_transform(%x: tensor<1x8x4x4xf32, #nhwc>, %d: tensor<1x8x6x6xf32>) -> (tensor<1x8x6x6xf32>, tensor<1x8x4x4xf32>) {
  %t = layout.transform %x : tensor<1x8x4x4xf32, #nhwc> to tensor<1x8x4x4xf32>
  %r = tensor.insert_slice %t into %d[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1] : tensor<1x8x4x4xf32> into tensor<1x8x6x6xf32>
  return %r, %t : tensor<1x8x6x6xf32>, tensor<1x8x4x4xf32>
}

// -----

// Splitting a padded dim with a unit dim before the first wider one: the
// layout model strides the unit dim by the padded extent, upstream's view
// by the logical one, so there is no view and the transform stays.

#lo2 = #layout.encoding<pad_low = [2]>

// CHECK-LABEL: func @expand_unit_before_padded
// CHECK: %[[T:.*]] = layout.transform
// CHECK: tensor.expand_shape %[[T]]
func.func @expand_unit_before_padded(%x: tensor<6xf32, #lo2>) -> tensor<1x6xf32> {
  %t = layout.transform %x : tensor<6xf32, #lo2> to tensor<6xf32>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [1, 6] : tensor<6xf32> into tensor<1x6xf32>
  return %e : tensor<1x6xf32>
}

// -----

// A transform with another user (the exp): the collapse moves onto its
// source where the collapse's user wants exactly the layout the collapsed
// source has (its padded rows as a halo), and that transform cancels (a
// transform hoisted above the view). The exp then sinks the transform.
#a = #layout.encoding<align = [1, 8, 1]>
#hi = #layout.encoding<pad_high = [0, 20]>
// CHECK-LABEL: func @hoist_above_collapse
// CHECK-SAME: (%[[X:.*]]: tensor<3x4x5xf32, #{{.*}}>)
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %[[X]]
// CHECK-NEXT: %[[E:.*]] = math.exp %[[X]]
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[E]]
// CHECK-NEXT: return %[[T]], %[[C]]
func.func @hoist_above_collapse(%x: tensor<3x4x5xf32, #a>) -> (tensor<3x4x5xf32>, tensor<3x20xf32, #hi>) {
  %xt = layout.transform %x : tensor<3x4x5xf32, #a> to tensor<3x4x5xf32>
  %c = tensor.collapse_shape %xt [[0], [1, 2]] : tensor<3x4x5xf32> into tensor<3x20xf32>
  %ct = layout.transform %c : tensor<3x20xf32> to tensor<3x20xf32, #hi>
  %n = math.exp %xt : tensor<3x4x5xf32>
  return %n, %ct : tensor<3x4x5xf32>, tensor<3x20xf32, #hi>
}

// Negative: the collapse's user is not a transform: the shared transform
// stays and the collapse reads it.
// CHECK-LABEL: func @no_hoist_above_collapse
// CHECK: %[[T:.*]] = layout.transform
// CHECK: tensor.collapse_shape %[[T]]
func.func @no_hoist_above_collapse(%x: tensor<3x4x5xf32, #a>) -> (tensor<3x4x5xf32>, tensor<3x20xf32>) {
  %xt = layout.transform %x : tensor<3x4x5xf32, #a> to tensor<3x4x5xf32>
  %c = tensor.collapse_shape %xt [[0], [1, 2]] : tensor<3x4x5xf32> into tensor<3x20xf32>
  %n = math.exp %xt : tensor<3x4x5xf32>
  return %n, %c : tensor<3x4x5xf32>, tensor<3x20xf32>
}

// -----

// A slice whose only user transforms it gives its result that layout
// directly: one copy of the slice instead of two.
#rows = #layout.encoding<align = [1, 16]>
#row = #layout.encoding<align = [16]>
// CHECK-LABEL: func @slice_into_layout
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %{{.*}}[1, 0] [2, 12] [1, 1] : tensor<4x12xf32> to tensor<2x12xf32, #{{.*}}>
// CHECK-NEXT: return %[[S]]
func.func @slice_into_layout(%x: tensor<4x12xf32>) -> tensor<2x12xf32, #rows> {
  %s = tensor.extract_slice %x[1, 0] [2, 12] [1, 1] : tensor<4x12xf32> to tensor<2x12xf32>
  %t = layout.transform %s : tensor<2x12xf32> to tensor<2x12xf32, #rows>
  return %t : tensor<2x12xf32, #rows>
}

// Negative: the slice has another user; a slice dropping a dim.
// CHECK-LABEL: func @no_slice_into_layout
// CHECK: %[[S:.*]] = tensor.extract_slice
// CHECK-NEXT: layout.transform %[[S]]
// CHECK: %[[D:.*]] = tensor.extract_slice
// CHECK-NEXT: layout.transform %[[D]]
func.func @no_slice_into_layout(%x: tensor<4x12xf32>) -> (tensor<2x12xf32, #rows>, tensor<2x12xf32>, tensor<12xf32, #row>) {
  %s = tensor.extract_slice %x[1, 0] [2, 12] [1, 1] : tensor<4x12xf32> to tensor<2x12xf32>
  %t = layout.transform %s : tensor<2x12xf32> to tensor<2x12xf32, #rows>
  %d = tensor.extract_slice %x[1, 0] [1, 12] [1, 1] : tensor<4x12xf32> to tensor<12xf32>
  %dt = layout.transform %d : tensor<12xf32> to tensor<12xf32, #row>
  return %t, %s, %dt : tensor<2x12xf32, #rows>, tensor<2x12xf32>, tensor<12xf32, #row>
}

// -----

// A transform of an expanded pad (a grouped convolution's padded image) is
// hoisted above both in one step, into the layout the expansion collapses
// back to: (N, G, C, H, W) stored as (N, H, W, G, C) is NHWC of G * C
// channels. It meets the transform out of NHWC before the pad: both go.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#ngc = #layout.encoding<order = [0, 3, 4, 1, 2]>

// CHECK-LABEL: func @hoist_above_expanded_pad
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x4x4xf32, #[[NHWC:.*]]>)
// CHECK-NOT: layout.transform
// CHECK: %[[P:.*]] = tensor.pad %[[X]]
// CHECK: } : tensor<1x8x4x4xf32, #[[NHWC]]> to tensor<1x8x6x6xf32, #[[NHWC]]>
// CHECK: %[[E:.*]] = tensor.expand_shape %[[P]] {{\[}}[0], [1, 2], [3], [4]] output_shape [1, 2, 4, 6, 6] : tensor<1x8x6x6xf32, #[[NHWC]]> into tensor<1x2x4x6x6xf32, #{{.*}}>
// CHECK-NOT: layout.transform
// CHECK: return %[[E]]
func.func @hoist_above_expanded_pad(%x: tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x2x4x6x6xf32, #ngc> {
  %zero = arith.constant 0.0 : f32
  %t = layout.transform %x : tensor<1x8x4x4xf32, #nhwc> to tensor<1x8x4x4xf32>
  %p = tensor.pad %t low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
  %e = tensor.expand_shape %p [[0], [1, 2], [3], [4]] output_shape [1, 2, 4, 6, 6] : tensor<1x8x6x6xf32> into tensor<1x2x4x6x6xf32>
  %u = layout.transform %e : tensor<1x2x4x6x6xf32> to tensor<1x2x4x6x6xf32, #ngc>
  return %u : tensor<1x2x4x6x6xf32, #ngc>
}

// A padded image also read unexpanded stays where it is (negative test):
// the transform after the expansion stays.
// CHECK-LABEL: func @expanded_pad_used_twice
// CHECK: tensor.pad
// CHECK: } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
// CHECK: tensor.expand_shape
// CHECK: layout.transform %{{.*}} : tensor<1x2x4x6x6xf32> to tensor<1x2x4x6x6xf32, #{{.*}}>
func.func @expanded_pad_used_twice(%x: tensor<1x8x4x4xf32>) -> (tensor<1x2x4x6x6xf32, #ngc>, tensor<1x8x6x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
  %e = tensor.expand_shape %p [[0], [1, 2], [3], [4]] output_shape [1, 2, 4, 6, 6] : tensor<1x8x6x6xf32> into tensor<1x2x4x6x6xf32>
  %u = layout.transform %e : tensor<1x2x4x6x6xf32> to tensor<1x2x4x6x6xf32, #ngc>
  return %u, %p : tensor<1x2x4x6x6xf32, #ngc>, tensor<1x8x6x6xf32>
}

// -----

// An empty tensor expanded (a grouped convolution's init) is an empty
// tensor of the expanded shape: the transform of its fill becomes a fill in
// the layout, not a copy of zeros.

#ngc = #layout.encoding<order = [0, 3, 4, 1, 2]>

// CHECK-LABEL: func @fill_expanded_empty
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x2x4x6x6xf32, #[[NGC:.*]]>
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<1x2x4x6x6xf32, #[[NGC]]>)
// CHECK-NOT: layout.transform
// CHECK: return %[[F]]
func.func @fill_expanded_empty() -> tensor<1x2x4x6x6xf32, #ngc> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x6x6xf32>
  %x = tensor.expand_shape %e [[0], [1, 2], [3], [4]] output_shape [1, 2, 4, 6, 6] : tensor<1x8x6x6xf32> into tensor<1x2x4x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%x : tensor<1x2x4x6x6xf32>) -> tensor<1x2x4x6x6xf32>
  %t = layout.transform %f : tensor<1x2x4x6x6xf32> to tensor<1x2x4x6x6xf32, #ngc>
  return %t : tensor<1x2x4x6x6xf32, #ngc>
}

// An expanded argument is no empty tensor (negative test): the fill writes
// it, and the transform stays.
// CHECK-LABEL: func @fill_expanded_argument
// CHECK: tensor.expand_shape
// CHECK: linalg.fill
// CHECK: layout.transform
func.func @fill_expanded_argument(%a: tensor<1x8x6x6xf32>) -> tensor<1x2x4x6x6xf32, #ngc> {
  %zero = arith.constant 0.0 : f32
  %x = tensor.expand_shape %a [[0], [1, 2], [3], [4]] output_shape [1, 2, 4, 6, 6] : tensor<1x8x6x6xf32> into tensor<1x2x4x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%x : tensor<1x2x4x6x6xf32>) -> tensor<1x2x4x6x6xf32>
  %t = layout.transform %f : tensor<1x2x4x6x6xf32> to tensor<1x2x4x6x6xf32, #ngc>
  return %t : tensor<1x2x4x6x6xf32, #ngc>
}
