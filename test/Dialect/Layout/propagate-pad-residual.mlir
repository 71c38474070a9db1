// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s

// A transform after a tensor.pad moves up above it: the pad runs in the
// layout, and the transform moves the 1x2x3x3 tensor rather than the
// 1x2x5x5 one (a convolution's padded input in NHWC).

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func @hoist_above_pad
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xf32>)
// CHECK: %[[T:.*]] = layout.transform %[[X]] : tensor<1x2x3x3xf32> to tensor<1x2x3x3xf32, #[[NHWC]]>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[T]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: tensor.yield %{{.*}} : f32
// CHECK-NEXT: } : tensor<1x2x3x3xf32, #[[NHWC]]> to tensor<1x2x5x5xf32, #[[NHWC]]>
// CHECK-NEXT: return %[[P]]
func.func @hoist_above_pad(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x5x5xf32, #nhwc> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %c : f32
  } : tensor<1x2x3x3xf32> to tensor<1x2x5x5xf32>
  %t = layout.transform %p : tensor<1x2x5x5xf32> to tensor<1x2x5x5xf32, #nhwc>
  return %t : tensor<1x2x5x5xf32, #nhwc>
}

// -----

// Into a layout with padding of its own (rows aligned to 8 elements): the
// pad stays where it is.

#rows = #layout.encoding<align = [1, 1, 1, 8], pad_value = zero>

// CHECK-LABEL: func @pad_into_padded_layout
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[X]]
// CHECK: } : tensor<1x2x3x3xf32> to tensor<1x2x5x5xf32>
// CHECK-NEXT: layout.transform %[[P]] : tensor<1x2x5x5xf32> to tensor<1x2x5x5xf32, #{{.*}}>
func.func @pad_into_padded_layout(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x5x5xf32, #rows> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %c : f32
  } : tensor<1x2x3x3xf32> to tensor<1x2x5x5xf32>
  %t = layout.transform %p : tensor<1x2x5x5xf32> to tensor<1x2x5x5xf32, #rows>
  return %t : tensor<1x2x5x5xf32, #rows>
}

// -----

// Into blocked channels (NCHW2c) whose tiles the pad leaves alone: the
// pad runs in the blocked layout too, on whole physical dims.

#blocked = #layout.encoding<tiles = [1 : 2]>

// CHECK-LABEL: func @hoist_above_pad_into_blocks
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x3x3xf32>)
// CHECK: %[[T:.*]] = layout.transform %[[X]] : tensor<1x4x3x3xf32> to tensor<1x4x3x3xf32, #[[BLOCKED:.*]]>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[T]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<1x4x3x3xf32, #[[BLOCKED]]> to tensor<1x4x5x5xf32, #[[BLOCKED]]>
// CHECK-NEXT: return %[[P]]
func.func @hoist_above_pad_into_blocks(%x: tensor<1x4x3x3xf32>) -> tensor<1x4x5x5xf32, #blocked> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %c : f32
  } : tensor<1x4x3x3xf32> to tensor<1x4x5x5xf32>
  %t = layout.transform %p : tensor<1x4x5x5xf32> to tensor<1x4x5x5xf32, #blocked>
  return %t : tensor<1x4x5x5xf32, #blocked>
}

// -----

// A pad of the tiled dim (two more channels): operand and result would
// have other tiles, so the pad stays where it is.

#blocked = #layout.encoding<tiles = [1 : 2]>

// CHECK-LABEL: func @pad_of_tiled_dim
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[X]]
// CHECK: } : tensor<1x2x3x3xf32> to tensor<1x4x5x5xf32>
// CHECK-NEXT: layout.transform %[[P]] : tensor<1x4x5x5xf32> to tensor<1x4x5x5xf32, #{{.*}}>
func.func @pad_of_tiled_dim(%x: tensor<1x2x3x3xf32>) -> tensor<1x4x5x5xf32, #blocked> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 2, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %c : f32
  } : tensor<1x2x3x3xf32> to tensor<1x4x5x5xf32>
  %t = layout.transform %p : tensor<1x4x5x5xf32> to tensor<1x4x5x5xf32, #blocked>
  return %t : tensor<1x4x5x5xf32, #blocked>
}

// -----

// A pad value that depends on the index cannot pad the physical tensor of
// the blocked layout: the pad stays where it is.

#blocked = #layout.encoding<tiles = [1 : 2]>

// CHECK-LABEL: func @pad_by_index_into_blocks
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x3x3xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[X]]
// CHECK: } : tensor<1x4x3x3xf32> to tensor<1x4x5x5xf32>
// CHECK-NEXT: layout.transform %[[P]] : tensor<1x4x5x5xf32> to tensor<1x4x5x5xf32, #{{.*}}>
func.func @pad_by_index_into_blocks(%x: tensor<1x4x3x3xf32>) -> tensor<1x4x5x5xf32, #blocked> {
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    %v = arith.index_cast %k : index to i32
    %f = arith.sitofp %v : i32 to f32
    tensor.yield %f : f32
  } : tensor<1x4x3x3xf32> to tensor<1x4x5x5xf32>
  %t = layout.transform %p : tensor<1x4x5x5xf32> to tensor<1x4x5x5xf32, #blocked>
  return %t : tensor<1x4x5x5xf32, #blocked>
}

// -----

// A pad that something else reads too stays (both would be needed).

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @pad_read_twice
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[X]]
// CHECK: layout.transform %[[P]]
func.func @pad_read_twice(%x: tensor<1x2x3x3xf32>) -> (tensor<1x2x5x5xf32, #nhwc>, tensor<1x2x5x5xf32>) {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %c : f32
  } : tensor<1x2x3x3xf32> to tensor<1x2x5x5xf32>
  %t = layout.transform %p : tensor<1x2x5x5xf32> to tensor<1x2x5x5xf32, #nhwc>
  return %t, %p : tensor<1x2x5x5xf32, #nhwc>, tensor<1x2x5x5xf32>
}

// -----

// A residual connection: the add reads the block's input, which the
// program already transforms into the block's layout. The transform of
// the block's result sinks below the add, which reads that transform
// instead of the input: still two transforms, and the add now runs in
// NHWC next to the layer that makes its other operand.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func @residual_reuses_transform
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xf32>, %[[Y:.*]]: tensor<1x2x3x3xf32, #[[NHWC]]>)
// CHECK-NEXT: %[[TX:.*]] = layout.transform %[[X]] : tensor<1x2x3x3xf32> to tensor<1x2x3x3xf32, #[[NHWC]]>
// CHECK-NEXT: %[[S:.*]] = arith.mulf %[[TX]], %[[Y]] : tensor<1x2x3x3xf32, #[[NHWC]]>
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[S]], %[[TX]] : tensor<1x2x3x3xf32, #[[NHWC]]>
// CHECK-NEXT: %[[B:.*]] = layout.transform %[[R]] : tensor<1x2x3x3xf32, #[[NHWC]]> to tensor<1x2x3x3xf32>
// CHECK-NEXT: return %[[B]]
func.func @residual_reuses_transform(%x: tensor<1x2x3x3xf32>, %y: tensor<1x2x3x3xf32, #nhwc>) -> tensor<1x2x3x3xf32> {
  %tx = layout.transform %x : tensor<1x2x3x3xf32> to tensor<1x2x3x3xf32, #nhwc>
  %s = arith.mulf %tx, %y : tensor<1x2x3x3xf32, #nhwc>
  %b = layout.transform %s : tensor<1x2x3x3xf32, #nhwc> to tensor<1x2x3x3xf32>
  %r = arith.addf %b, %x : tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// -----

// Without the input in NHWC the add would need a transform of its own:
// nothing moves.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @residual_without_transform
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xf32>, %[[Y:.*]]: tensor<1x2x3x3xf32, #{{.*}}>)
// CHECK: %[[B:.*]] = layout.transform
// CHECK-NEXT: arith.addf %[[B]], %[[X]] : tensor<1x2x3x3xf32>
func.func @residual_without_transform(%x: tensor<1x2x3x3xf32>, %y: tensor<1x2x3x3xf32, #nhwc>) -> tensor<1x2x3x3xf32> {
  %s = arith.mulf %y, %y : tensor<1x2x3x3xf32, #nhwc>
  %b = layout.transform %s : tensor<1x2x3x3xf32, #nhwc> to tensor<1x2x3x3xf32>
  %r = arith.addf %b, %x : tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// -----

// The input's transform comes after the add: it cannot be read there.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @residual_transform_after
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xf32>, %[[Y:.*]]: tensor<1x2x3x3xf32, #{{.*}}>)
// CHECK: %[[B:.*]] = layout.transform
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[B]], %[[X]] : tensor<1x2x3x3xf32>
// CHECK-NEXT: layout.transform %[[X]]
func.func @residual_transform_after(%x: tensor<1x2x3x3xf32>, %y: tensor<1x2x3x3xf32, #nhwc>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32, #nhwc>) {
  %s = arith.mulf %y, %y : tensor<1x2x3x3xf32, #nhwc>
  %b = layout.transform %s : tensor<1x2x3x3xf32, #nhwc> to tensor<1x2x3x3xf32>
  %r = arith.addf %b, %x : tensor<1x2x3x3xf32>
  %tx = layout.transform %x : tensor<1x2x3x3xf32> to tensor<1x2x3x3xf32, #nhwc>
  return %r, %tx : tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32, #nhwc>
}

// -----

// A mixed-precision residual (a bf16 network's f32 epilogue): the add
// reads the f32 extension of the block's bf16 input, whose bf16 transform
// into NHWC the program already has. The extension runs on that transform
// instead, so the f32 transform of the block's sum sinks below the add,
// the ReLU and the rounding to bf16: one bf16 transform out rather than
// an f32 one (half the bytes).

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func @residual_through_extension
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xbf16>, %[[Y:.*]]: tensor<1x2x3x3xf32, #[[NHWC]]>)
// CHECK: %[[TX:.*]] = layout.transform %[[X]] : tensor<1x2x3x3xbf16> to tensor<1x2x3x3xbf16, #[[NHWC]]>
// CHECK-NEXT: %[[E:.*]] = arith.extf %[[TX]] : tensor<1x2x3x3xbf16, #[[NHWC]]> to tensor<1x2x3x3xf32, #[[NHWC]]>
// CHECK-NEXT: %[[S:.*]] = arith.mulf %[[E]], %[[Y]] : tensor<1x2x3x3xf32, #[[NHWC]]>
// CHECK-NEXT: %[[EX:.*]] = arith.extf %[[TX]] : tensor<1x2x3x3xbf16, #[[NHWC]]> to tensor<1x2x3x3xf32, #[[NHWC]]>
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[S]], %[[EX]] : tensor<1x2x3x3xf32, #[[NHWC]]>
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[R]], %{{.*}} : tensor<1x2x3x3xf32, #[[NHWC]]>
// CHECK-NEXT: %[[H:.*]] = arith.truncf %[[M]] : tensor<1x2x3x3xf32, #[[NHWC]]> to tensor<1x2x3x3xbf16, #[[NHWC]]>
// CHECK-NEXT: %[[B:.*]] = layout.transform %[[H]] : tensor<1x2x3x3xbf16, #[[NHWC]]> to tensor<1x2x3x3xbf16>
// CHECK-NEXT: return %[[B]]
func.func @residual_through_extension(%x: tensor<1x2x3x3xbf16>, %y: tensor<1x2x3x3xf32, #nhwc>) -> tensor<1x2x3x3xbf16> {
  %zeros = arith.constant dense<0.0> : tensor<1x2x3x3xf32>
  %tx = layout.transform %x : tensor<1x2x3x3xbf16> to tensor<1x2x3x3xbf16, #nhwc>
  %e = arith.extf %tx : tensor<1x2x3x3xbf16, #nhwc> to tensor<1x2x3x3xf32, #nhwc>
  %s = arith.mulf %e, %y : tensor<1x2x3x3xf32, #nhwc>
  %b = layout.transform %s : tensor<1x2x3x3xf32, #nhwc> to tensor<1x2x3x3xf32>
  %ex = arith.extf %x : tensor<1x2x3x3xbf16> to tensor<1x2x3x3xf32>
  %r = arith.addf %b, %ex : tensor<1x2x3x3xf32>
  %m = arith.maximumf %r, %zeros : tensor<1x2x3x3xf32>
  %h = arith.truncf %m : tensor<1x2x3x3xf32> to tensor<1x2x3x3xbf16>
  return %h : tensor<1x2x3x3xbf16>
}

// -----

// The extension has another user, which keeps it in the old layout: running
// it again in NHWC would add work, so nothing moves.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @extension_used_elsewhere
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xbf16>, %[[Y:.*]]: tensor<1x2x3x3xf32, #{{.*}}>)
// CHECK: %[[B:.*]] = layout.transform %{{.*}} : tensor<1x2x3x3xf32, #{{.*}}> to tensor<1x2x3x3xf32>
// CHECK-NEXT: %[[EX:.*]] = arith.extf %[[X]] : tensor<1x2x3x3xbf16> to tensor<1x2x3x3xf32>
// CHECK-NEXT: arith.addf %[[B]], %[[EX]] : tensor<1x2x3x3xf32>
func.func @extension_used_elsewhere(%x: tensor<1x2x3x3xbf16>, %y: tensor<1x2x3x3xf32, #nhwc>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xbf16, #nhwc>) {
  %tx = layout.transform %x : tensor<1x2x3x3xbf16> to tensor<1x2x3x3xbf16, #nhwc>
  %s = arith.mulf %y, %y : tensor<1x2x3x3xf32, #nhwc>
  %b = layout.transform %s : tensor<1x2x3x3xf32, #nhwc> to tensor<1x2x3x3xf32>
  %ex = arith.extf %x : tensor<1x2x3x3xbf16> to tensor<1x2x3x3xf32>
  %r = arith.addf %b, %ex : tensor<1x2x3x3xf32>
  return %r, %ex, %tx : tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xbf16, #nhwc>
}

// -----

// No transform of the extension's operand into NHWC: nothing moves.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @extension_without_transform
// CHECK: %[[B:.*]] = layout.transform
// CHECK-NEXT: %[[EX:.*]] = arith.extf
// CHECK-NEXT: arith.addf %[[B]], %[[EX]] : tensor<1x2x3x3xf32>
func.func @extension_without_transform(%x: tensor<1x2x3x3xbf16>, %y: tensor<1x2x3x3xf32, #nhwc>) -> tensor<1x2x3x3xf32> {
  %s = arith.mulf %y, %y : tensor<1x2x3x3xf32, #nhwc>
  %b = layout.transform %s : tensor<1x2x3x3xf32, #nhwc> to tensor<1x2x3x3xf32>
  %ex = arith.extf %x : tensor<1x2x3x3xbf16> to tensor<1x2x3x3xf32>
  %r = arith.addf %b, %ex : tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// -----

// A target that takes truncf only row-major: the truncation is not moved
// into NHWC for the add, so nothing moves.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @cast_the_target_refuses
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x3xf32>, %[[Y:.*]]: tensor<1x2x3x3xbf16, #{{.*}}>)
// CHECK: %[[B:.*]] = layout.transform %{{.*}} : tensor<1x2x3x3xbf16, #{{.*}}> to tensor<1x2x3x3xbf16>
// CHECK-NEXT: %[[T:.*]] = arith.truncf %[[X]] : tensor<1x2x3x3xf32> to tensor<1x2x3x3xbf16>
// CHECK-NEXT: arith.addf %[[B]], %[[T]] : tensor<1x2x3x3xbf16>
module attributes {layout.target = #layout.target<"rowmajor-casts", rules = [
  #layout.rule<"arith.truncf",
               operands = [#layout.requirement<order = [0, 1, 2, 3]>],
               results = [#layout.requirement<order = [0, 1, 2, 3]>]>]>} {
  func.func @cast_the_target_refuses(%x: tensor<1x2x3x3xf32>, %y: tensor<1x2x3x3xbf16, #nhwc>) -> (tensor<1x2x3x3xbf16>, tensor<1x2x3x3xf32, #nhwc>) {
    %tx = layout.transform %x : tensor<1x2x3x3xf32> to tensor<1x2x3x3xf32, #nhwc>
    %s = arith.mulf %y, %y : tensor<1x2x3x3xbf16, #nhwc>
    %b = layout.transform %s : tensor<1x2x3x3xbf16, #nhwc> to tensor<1x2x3x3xbf16>
    %t = arith.truncf %x : tensor<1x2x3x3xf32> to tensor<1x2x3x3xbf16>
    %r = arith.addf %b, %t : tensor<1x2x3x3xbf16>
    return %r, %tx : tensor<1x2x3x3xbf16>, tensor<1x2x3x3xf32, #nhwc>
  }
}

// -----

// The extension is outside the loop that adds it: run again on the
// transform inside the loop it would be computed every iteration, so
// nothing moves.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @extension_outside_the_loop
// CHECK: %[[EX:.*]] = arith.extf %{{.*}} : tensor<1x2x3x3xbf16> to tensor<1x2x3x3xf32>
// CHECK: scf.for
// CHECK-NOT: arith.extf
// CHECK: arith.addf %{{.*}}, %[[EX]] : tensor<1x2x3x3xf32>
func.func @extension_outside_the_loop(%x: tensor<1x2x3x3xbf16>, %y: tensor<1x2x3x3xf32, #nhwc>, %n: index) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xbf16, #nhwc>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tx = layout.transform %x : tensor<1x2x3x3xbf16> to tensor<1x2x3x3xbf16, #nhwc>
  %ex = arith.extf %x : tensor<1x2x3x3xbf16> to tensor<1x2x3x3xf32>
  %init = arith.constant dense<0.0> : tensor<1x2x3x3xf32>
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<1x2x3x3xf32> {
    %s = arith.mulf %y, %y : tensor<1x2x3x3xf32, #nhwc>
    %b = layout.transform %s : tensor<1x2x3x3xf32, #nhwc> to tensor<1x2x3x3xf32>
    %r = arith.addf %b, %ex : tensor<1x2x3x3xf32>
    scf.yield %r : tensor<1x2x3x3xf32>
  }
  return %sum, %tx : tensor<1x2x3x3xf32>, tensor<1x2x3x3xbf16, #nhwc>
}
