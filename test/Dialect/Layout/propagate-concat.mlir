// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s
// RUN: tensor-opt %s -layout-propagate -canonicalize -split-input-file | FileCheck %s

// Transforms out of one layout into every operand of a tensor.concat sink
// below it: the concatenation runs in that layout, written as a new tensor
// in it and an insert_slice per operand (upstream's canonicalization of
// tensor.concat would cast the layout away; the second RUN checks that it
// stays), and the one transform of its result meets what follows (here a
// transform it cancels with).

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @concat_cancels
// CHECK-NOT: layout.transform
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x6x3x3xf32, #[[NHWC:.*]]>
// CHECK: %[[S0:.*]] = tensor.insert_slice %arg0 into %[[E]][0, 0, 0, 0] [1, 4, 3, 3] [1, 1, 1, 1] : tensor<1x4x3x3xf32, #[[NHWC]]> into tensor<1x6x3x3xf32, #[[NHWC]]>
// CHECK: %[[S1:.*]] = tensor.insert_slice %arg1 into %[[S0]][0, 4, 0, 0] [1, 2, 3, 3] [1, 1, 1, 1] : tensor<1x2x3x3xf32, #[[NHWC]]> into tensor<1x6x3x3xf32, #[[NHWC]]>
// CHECK-NOT: layout.transform
// CHECK: return %[[S1]]
func.func @concat_cancels(%a: tensor<1x4x3x3xf32, #nhwc>, %b: tensor<1x2x3x3xf32, #nhwc>) -> tensor<1x6x3x3xf32, #nhwc> {
  %ta = layout.transform %a : tensor<1x4x3x3xf32, #nhwc> to tensor<1x4x3x3xf32>
  %tb = layout.transform %b : tensor<1x2x3x3xf32, #nhwc> to tensor<1x2x3x3xf32>
  %c = tensor.concat dim(1) %ta, %tb : (tensor<1x4x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x6x3x3xf32>
  %r = layout.transform %c : tensor<1x6x3x3xf32> to tensor<1x6x3x3xf32, #nhwc>
  return %r : tensor<1x6x3x3xf32, #nhwc>
}

// -----

// Padded rows: two transforms of 2x8 buffers become one of a 2x8 buffer
// (the operands' rows of 3 and 2 share the result's).
#rows = #layout.encoding<align = [1, 8], pad_value = zero>

// CHECK-LABEL: func @padded_rows
// CHECK: tensor.insert_slice %arg0
// CHECK: %[[C:.*]] = tensor.insert_slice %arg1 into %{{.*}}[0, 3] [2, 2] [1, 1] : tensor<2x2xf32, #[[ROWS:.*]]> into tensor<2x5xf32, #[[ROWS]]>
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[C]] : tensor<2x5xf32, #[[ROWS]]> to tensor<2x5xf32>
// CHECK-NEXT: return %[[T]]
func.func @padded_rows(%a: tensor<2x3xf32, #rows>, %b: tensor<2x2xf32, #rows>) -> tensor<2x5xf32> {
  %ta = layout.transform %a : tensor<2x3xf32, #rows> to tensor<2x3xf32>
  %tb = layout.transform %b : tensor<2x2xf32, #rows> to tensor<2x2xf32>
  %c = tensor.concat dim(1) %ta, %tb : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  return %c : tensor<2x5xf32>
}

// -----

// Operands out of different layouts, an operand that is no transform and a
// transform with another user stay as they are.
#cm = #layout.encoding<order = [1, 0]>
#rows = #layout.encoding<align = [1, 8]>
#blocks = #layout.encoding<tiles = [0 : 2]>

// CHECK-LABEL: func @different_layouts
// CHECK: layout.transform %arg0
// CHECK: layout.transform %arg1
// CHECK: tensor.concat dim(1) %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<2x2xf32>)
func.func @different_layouts(%a: tensor<2x3xf32, #cm>, %b: tensor<2x2xf32, #rows>) -> tensor<2x5xf32> {
  %ta = layout.transform %a : tensor<2x3xf32, #cm> to tensor<2x3xf32>
  %tb = layout.transform %b : tensor<2x2xf32, #rows> to tensor<2x2xf32>
  %c = tensor.concat dim(1) %ta, %tb : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  return %c : tensor<2x5xf32>
}

// CHECK-LABEL: func @not_a_transform
// CHECK: layout.transform %arg0
// CHECK: tensor.concat dim(1) %{{.*}}, %arg1 : (tensor<2x3xf32>, tensor<2x2xf32>)
func.func @not_a_transform(%a: tensor<2x3xf32, #cm>, %b: tensor<2x2xf32>) -> tensor<2x5xf32> {
  %ta = layout.transform %a : tensor<2x3xf32, #cm> to tensor<2x3xf32>
  %c = tensor.concat dim(1) %ta, %b : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  return %c : tensor<2x5xf32>
}

// CHECK-LABEL: func @shared_transform
// CHECK: %[[TA:.*]] = layout.transform %arg0
// CHECK: tensor.concat dim(1) %[[TA]], %{{.*}} : (tensor<2x3xf32>, tensor<2x2xf32>)
func.func @shared_transform(%a: tensor<2x3xf32, #cm>, %b: tensor<2x2xf32, #cm>) -> (tensor<2x5xf32>, tensor<2x3xf32>) {
  %ta = layout.transform %a : tensor<2x3xf32, #cm> to tensor<2x3xf32>
  %tb = layout.transform %b : tensor<2x2xf32, #cm> to tensor<2x2xf32>
  %c = tensor.concat dim(1) %ta, %tb : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  return %c, %ta : tensor<2x5xf32>, tensor<2x3xf32>
}

// Out of a tiled layout the concatenation is built packed (an insert into
// tiles would run on plain tensors between two transforms) and transformed
// into the tiles, where the result's transform back cancels: each operand
// is copied out of its tiles once, straight into the result.
// CHECK-LABEL: func @tiled_source
// CHECK-SAME: (%[[A:[^:]+]]: tensor<2x4xf32, #[[B:[^>]+]]>, %[[B2:[^:]+]]: tensor<2x4xf32, #[[B]]>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %[[I:.*]] = tensor.insert_slice %[[A]] into %[[E]][0, 0] [2, 4] [1, 1] : tensor<2x4xf32, #[[B]]> into tensor<4x4xf32>
// CHECK-NEXT: %[[J:.*]] = tensor.insert_slice %[[B2]] into %[[I]][2, 0] [2, 4] [1, 1] : tensor<2x4xf32, #[[B]]> into tensor<4x4xf32>
// CHECK-NEXT: return %[[J]]
func.func @tiled_source(%a: tensor<2x4xf32, #blocks>, %b: tensor<2x4xf32, #blocks>) -> tensor<4x4xf32> {
  %ta = layout.transform %a : tensor<2x4xf32, #blocks> to tensor<2x4xf32>
  %tb = layout.transform %b : tensor<2x4xf32, #blocks> to tensor<2x4xf32>
  %c = tensor.concat dim(0) %ta, %tb : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}

// The concatenation out of tiles is built packed and transformed once,
// straight into its result's layout, so no transform is left for the add
// to take (an intermediate one into the tiles was once left behind, and
// the total grew from 416 to 448 bytes).
#pc = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = 1.0 : f32, tiles = [0 : 4]>
#u = #layout.encoding<align = [1, 2], pad_value = zero, tiles = [1 : 2]>
// CHECK-LABEL: func @tiled_source_shared_result
// CHECK: tensor.insert_slice
// CHECK: %[[J:.*]] = tensor.insert_slice
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[J]], %[[J]] : tensor<6x4xf32>
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[S]]
// CHECK-NEXT: return %[[T]]
func.func @tiled_source_shared_result(%a: tensor<3x4xf32, #pc>, %b: tensor<3x4xf32, #pc>) -> tensor<6x4xf32, #u> {
  %at = layout.transform %a : tensor<3x4xf32, #pc> to tensor<3x4xf32>
  %bt = layout.transform %b : tensor<3x4xf32, #pc> to tensor<3x4xf32>
  %c = tensor.concat dim(0) %at, %bt : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
  %e = arith.addf %c, %c : tensor<6x4xf32>
  %ct = layout.transform %e : tensor<6x4xf32> to tensor<6x4xf32, #u>
  return %ct : tensor<6x4xf32, #u>
}

// -----

// The result is wanted in rows padded to 64: its transform out of the
// operands' column-major layout would move more bytes than theirs (552
// against 80), so the concatenation stays where it is.
#cm = #layout.encoding<order = [1, 0]>
#wide = #layout.encoding<align = [1, 64]>

// CHECK-LABEL: func @dearer_result
// CHECK: layout.transform %arg0
// CHECK: layout.transform %arg1
// CHECK: tensor.concat dim(1)
func.func @dearer_result(%a: tensor<2x2xf32, #cm>, %b: tensor<2x3xf32, #cm>) -> tensor<2x5xf32, #wide> {
  %ta = layout.transform %a : tensor<2x2xf32, #cm> to tensor<2x2xf32>
  %tb = layout.transform %b : tensor<2x3xf32, #cm> to tensor<2x3xf32>
  %c = tensor.concat dim(1) %ta, %tb : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x5xf32, #wide>
  return %c : tensor<2x5xf32, #wide>
}

// -----

// A concatenation used only by a transform into C is one in C: each operand
// is copied once, into its slice of the result in C (the transforms before
// the operands, which only fed an insert, are dropped), instead of into a
// packed result that is then copied whole into C.
#rows = #layout.encoding<align = [1, 8], pad_value = zero>
#cm = #layout.encoding<order = [1, 0]>

// CHECK-LABEL: func @concat_into_layout
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32, #[[CM:.*]]>, %[[B:.*]]: tensor<2x2xf32>)
// CHECK-NOT: layout.transform
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x5xf32, #[[ROWS:.*]]>
// CHECK: %[[S0:.*]] = tensor.insert_slice %[[A]] into %[[E]][0, 0] [2, 3] [1, 1] : tensor<2x3xf32, #[[CM]]> into tensor<2x5xf32, #[[ROWS]]>
// CHECK: %[[S1:.*]] = tensor.insert_slice %[[B]] into %[[S0]][0, 3] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x5xf32, #[[ROWS]]>
// CHECK-NOT: layout.transform
// CHECK: return %[[S1]]
func.func @concat_into_layout(%a: tensor<2x3xf32, #cm>, %b: tensor<2x2xf32>) -> tensor<2x5xf32, #rows> {
  %ta = layout.transform %a : tensor<2x3xf32, #cm> to tensor<2x3xf32>
  %c = tensor.concat dim(1) %ta, %b : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  %r = layout.transform %c : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  return %r : tensor<2x5xf32, #rows>
}

// -----

// Not when the concatenation has another user (both would be built), nor
// into a tiled layout (an insert into blocks runs on plain tensors).
#rows = #layout.encoding<align = [1, 8], pad_value = zero>
#blocks = #layout.encoding<align = [1, 4], tiles = [1 : 4]>

// CHECK-LABEL: func @concat_shared
// CHECK: %[[C:.*]] = tensor.concat dim(1)
// CHECK: layout.transform %[[C]]
func.func @concat_shared(%a: tensor<2x3xf32>, %b: tensor<2x2xf32>) -> (tensor<2x5xf32, #rows>, tensor<2x5xf32>) {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  %r = layout.transform %c : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  return %r, %c : tensor<2x5xf32, #rows>, tensor<2x5xf32>
}

// CHECK-LABEL: func @concat_into_blocks
// CHECK: %[[C:.*]] = tensor.concat dim(1)
// CHECK: layout.transform %[[C]]
func.func @concat_into_blocks(%a: tensor<2x3xf32>, %b: tensor<2x2xf32>) -> tensor<2x5xf32, #blocks> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  %r = layout.transform %c : tensor<2x5xf32> to tensor<2x5xf32, #blocks>
  return %r : tensor<2x5xf32, #blocks>
}

// -----

// Nor into a loop: built where the transform is, the concatenation would
// run in every iteration.
#rows = #layout.encoding<align = [1, 8], pad_value = zero>
// CHECK-LABEL: func @concat_outside_loop
// CHECK: %[[C:.*]] = tensor.concat dim(1)
// CHECK: scf.for
// CHECK: layout.transform %[[C]]
func.func @concat_outside_loop(%a: tensor<2x3xf32>, %b: tensor<2x2xf32>, %init: tensor<2x5xf32, #rows>, %n: index) -> tensor<2x5xf32, #rows> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<2x5xf32, #rows> {
    %t = layout.transform %c : tensor<2x5xf32> to tensor<2x5xf32, #rows>
    %s = arith.addf %acc, %t : tensor<2x5xf32, #rows>
    scf.yield %s : tensor<2x5xf32, #rows>
  }
  return %r : tensor<2x5xf32, #rows>
}
