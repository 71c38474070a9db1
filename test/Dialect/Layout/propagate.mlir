// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s

#rows = #layout.encoding<align = [1, 16], pad_value = zero>
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-DAG: #[[ROWS:.*]] = #layout.encoding<align = [1, 16], pad_value = zero>
// CHECK-DAG: #[[UNDEF_ROWS:.*]] = #layout.encoding<align = [1, 16]>
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>

// Sinking: both operands come out of #rows, so the add runs in #rows and
// one transform follows it. 0 + 0 = 0: the result keeps zero padding.
// CHECK-LABEL: func @sink_add
// CHECK-SAME: (%[[A:.*]]: tensor<4x10xf32, #[[ROWS]]>, %[[B:.*]]: tensor<4x10xf32, #[[ROWS]]>)
// CHECK-NEXT: %[[ADD:.*]] = arith.addf %[[A]], %[[B]] : tensor<4x10xf32, #[[ROWS]]>
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[ADD]] : tensor<4x10xf32, #[[ROWS]]> to tensor<4x10xf32>
// CHECK-NEXT: return %[[T]]
func.func @sink_add(%a: tensor<4x10xf32, #rows>, %b: tensor<4x10xf32, #rows>) -> tensor<4x10xf32> {
  %0 = layout.transform %a : tensor<4x10xf32, #rows> to tensor<4x10xf32>
  %1 = layout.transform %b : tensor<4x10xf32, #rows> to tensor<4x10xf32>
  %2 = arith.addf %0, %1 : tensor<4x10xf32>
  return %2 : tensor<4x10xf32>
}

// Padding tracked: exp(0) = 1, so the result of exp in the row layout has
// undefined padding. Its operand is viewed with undefined padding too
// (upstream element-wise ops need one type); the view moves no data.
// CHECK-LABEL: func @sink_exp_drops_zero_padding
// CHECK-SAME: (%[[A:.*]]: tensor<4x10xf32, #[[ROWS]]>)
// CHECK-NEXT: %[[V:.*]] = layout.relabel %[[A]] permutation = [0, 1] : tensor<4x10xf32, #[[ROWS]]> to tensor<4x10xf32, #[[UNDEF_ROWS]]>
// CHECK-NEXT: %[[EXP:.*]] = math.exp %[[V]] : tensor<4x10xf32, #[[UNDEF_ROWS]]>
// CHECK-NEXT: layout.transform %[[EXP]] : tensor<4x10xf32, #[[UNDEF_ROWS]]> to tensor<4x10xf32>
func.func @sink_exp_drops_zero_padding(%a: tensor<4x10xf32, #rows>) -> tensor<4x10xf32> {
  %0 = layout.transform %a : tensor<4x10xf32, #rows> to tensor<4x10xf32>
  %1 = math.exp %0 : tensor<4x10xf32>
  return %1 : tensor<4x10xf32>
}

// Padding tracked through a linalg payload: relu, max(x, 0), keeps zeros.
// CHECK-LABEL: func @sink_relu_keeps_zero_padding
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x10xf32, #[[ROWS]]>
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4x10xf32, #[[ROWS]]>) outs(%[[E]] : tensor<4x10xf32, #[[ROWS]]>)
// CHECK: layout.transform %[[R]] : tensor<4x10xf32, #[[ROWS]]> to tensor<4x10xf32>
func.func @sink_relu_keeps_zero_padding(%a: tensor<4x10xf32, #rows>) -> tensor<4x10xf32> {
  %0 = layout.transform %a : tensor<4x10xf32, #rows> to tensor<4x10xf32>
  %e = tensor.empty() : tensor<4x10xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x10xf32>) outs(%e : tensor<4x10xf32>) {
  ^bb0(%in: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x10xf32>
  return %r : tensor<4x10xf32>
}

// Padding tracked: adding one to zero padding gives ones, not zeros. (A
// constant tensor operand would not: in the layout, its padding holds
// zeros too, and 0 + 0 = 0.)
// CHECK-LABEL: func @sink_add_one_drops_zero_padding
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x10xf32, #[[UNDEF_ROWS]]>
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4x10xf32, #[[ROWS]]>) outs(%[[E]] : tensor<4x10xf32, #[[UNDEF_ROWS]]>)
// CHECK: layout.transform %[[R]] : tensor<4x10xf32, #[[UNDEF_ROWS]]> to tensor<4x10xf32>
func.func @sink_add_one_drops_zero_padding(%a: tensor<4x10xf32, #rows>) -> tensor<4x10xf32> {
  %0 = layout.transform %a : tensor<4x10xf32, #rows> to tensor<4x10xf32>
  %e = tensor.empty() : tensor<4x10xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x10xf32>) outs(%e : tensor<4x10xf32>) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %s = arith.addf %in, %one : f32
    linalg.yield %s : f32
  } -> tensor<4x10xf32>
  return %r : tensor<4x10xf32>
}

// Adding a constant tensor keeps zero padding: the constant, laid out in
// the row layout by the compiler, has zeros in its padding.
// CHECK-LABEL: func @sink_add_constant_keeps_zero_padding
// CHECK: %[[C:.*]] = arith.constant dense<1.000000e+00> : tensor<4x10xf32, #[[ROWS]]>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x10xf32, #[[ROWS]]>
// CHECK: %[[R:.*]] = linalg.add ins(%{{.*}}, %[[C]] : tensor<4x10xf32, #[[ROWS]]>, tensor<4x10xf32, #[[ROWS]]>) outs(%[[E]] : tensor<4x10xf32, #[[ROWS]]>)
// CHECK: layout.transform %[[R]] : tensor<4x10xf32, #[[ROWS]]> to tensor<4x10xf32>
func.func @sink_add_constant_keeps_zero_padding(%a: tensor<4x10xf32, #rows>) -> tensor<4x10xf32> {
  %0 = layout.transform %a : tensor<4x10xf32, #rows> to tensor<4x10xf32>
  %one = arith.constant dense<1.0> : tensor<4x10xf32>
  %e = tensor.empty() : tensor<4x10xf32>
  %r = linalg.add ins(%0, %one : tensor<4x10xf32>, tensor<4x10xf32>) outs(%e : tensor<4x10xf32>) -> tensor<4x10xf32>
  return %r : tensor<4x10xf32>
}

// linalg.map of an integer op, with a fill of tensor.empty as operand.
// CHECK-LABEL: func @sink_map_with_fill
// CHECK: %[[FILL:.*]] = linalg.fill ins(%{{.*}} : i32) outs(%{{.*}} : tensor<1x3x4x4xi32, #[[NHWC]]>)
// CHECK: %[[MAP:.*]] = linalg.map { arith.muli{{.*}} } ins(%{{.*}}, %[[FILL]] : tensor<1x3x4x4xi32, #[[NHWC]]>, tensor<1x3x4x4xi32, #[[NHWC]]>)
// CHECK: layout.transform %[[MAP]] : tensor<1x3x4x4xi32, #[[NHWC]]> to tensor<1x3x4x4xi32>
func.func @sink_map_with_fill(%a: tensor<1x3x4x4xi32, #nhwc>) -> tensor<1x3x4x4xi32> {
  %0 = layout.transform %a : tensor<1x3x4x4xi32, #nhwc> to tensor<1x3x4x4xi32>
  %c = arith.constant 3 : i32
  %e = tensor.empty() : tensor<1x3x4x4xi32>
  %f = linalg.fill ins(%c : i32) outs(%e : tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32>
  %e2 = tensor.empty() : tensor<1x3x4x4xi32>
  %m = linalg.map { arith.muli } ins(%0, %f : tensor<1x3x4x4xi32>, tensor<1x3x4x4xi32>) outs(%e2 : tensor<1x3x4x4xi32>)
  return %m : tensor<1x3x4x4xi32>
}

// Sinking brings transforms together, where they cancel.
// CHECK-LABEL: func @sink_and_cancel
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x8x8xf32>)
// CHECK-NOT: layout.transform
// CHECK: %[[R:.*]] = arith.maximumf %[[X]], %{{.*}} : tensor<1x3x8x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @sink_and_cancel(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32> {
  %t = layout.transform %x : tensor<1x3x8x8xf32> to tensor<1x3x8x8xf32, #nhwc>
  %z = arith.constant dense<0.0> : tensor<1x3x8x8xf32, #nhwc>
  %r = arith.maximumf %t, %z : tensor<1x3x8x8xf32, #nhwc>
  %b = layout.transform %r : tensor<1x3x8x8xf32, #nhwc> to tensor<1x3x8x8xf32>
  return %b : tensor<1x3x8x8xf32>
}

// Negative: operands out of two different layouts.
// CHECK-LABEL: func @two_source_layouts
// CHECK: layout.transform
// CHECK: layout.transform
// CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<1x3x8x8xf32>
func.func @two_source_layouts(%a: tensor<1x3x8x8xf32, #nhwc>, %b: tensor<1x3x8x8xf32, #layout.encoding<order = [0, 1, 3, 2]>>) -> tensor<1x3x8x8xf32> {
  %0 = layout.transform %a : tensor<1x3x8x8xf32, #nhwc> to tensor<1x3x8x8xf32>
  %1 = layout.transform %b : tensor<1x3x8x8xf32, #layout.encoding<order = [0, 1, 3, 2]>> to tensor<1x3x8x8xf32>
  %2 = arith.addf %0, %1 : tensor<1x3x8x8xf32>
  return %2 : tensor<1x3x8x8xf32>
}

// Negative: an operand that would have to be moved (a function argument).
// CHECK-LABEL: func @operand_with_cost
// CHECK: layout.transform
// CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<1x3x8x8xf32>
func.func @operand_with_cost(%a: tensor<1x3x8x8xf32, #nhwc>, %b: tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32> {
  %0 = layout.transform %a : tensor<1x3x8x8xf32, #nhwc> to tensor<1x3x8x8xf32>
  %2 = arith.addf %0, %b : tensor<1x3x8x8xf32>
  return %2 : tensor<1x3x8x8xf32>
}

// Negative: the transform has another user, so it stays, and a second
// transform after the op would move more bytes.
// CHECK-LABEL: func @shared_transform
// CHECK: %[[T:.*]] = layout.transform
// CHECK: math.exp %[[T]] : tensor<1x3x8x8xf32>
// CHECK-NOT: layout.transform
func.func @shared_transform(%a: tensor<1x3x8x8xf32, #nhwc>) -> (tensor<1x3x8x8xf32>, tensor<1x3x8x8xf32>) {
  %0 = layout.transform %a : tensor<1x3x8x8xf32, #nhwc> to tensor<1x3x8x8xf32>
  %1 = math.exp %0 : tensor<1x3x8x8xf32>
  return %0, %1 : tensor<1x3x8x8xf32>, tensor<1x3x8x8xf32>
}

// Negative: sizes of dynamic shapes are unknown, so nothing is priced.
// CHECK-LABEL: func @dynamic_shape
// CHECK: layout.transform
// CHECK: math.exp %{{.*}} : tensor<?x3x8x8xf32>
func.func @dynamic_shape(%a: tensor<?x3x8x8xf32, #nhwc>) -> tensor<?x3x8x8xf32> {
  %0 = layout.transform %a : tensor<?x3x8x8xf32, #nhwc> to tensor<?x3x8x8xf32>
  %1 = math.exp %0 : tensor<?x3x8x8xf32>
  return %1 : tensor<?x3x8x8xf32>
}

// -----

#rows = #layout.encoding<align = [1, 16], pad_value = zero>

// CHECK-DAG: #[[ROWS:.*]] = #layout.encoding<align = [1, 16], pad_value = zero>
// CHECK-DAG: #[[UNDEF_ROWS:.*]] = #layout.encoding<align = [1, 16]>

// Hoisting: the users want #rows; the operands are a transform out of
// #rows (which cancels) and a constant (which folds). 0 * 2 = 0 keeps the
// zero padding that the consumer of #rows may read.
// CHECK-LABEL: func @hoist
// CHECK-SAME: (%[[A:.*]]: tensor<4x10xf32, #[[ROWS]]>)
// CHECK-NOT: layout.transform
// CHECK: %[[C:.*]] = arith.constant dense<2.000000e+00> : tensor<4x10xf32, #[[ROWS]]>
// CHECK: %[[M:.*]] = arith.mulf %[[A]], %[[C]] : tensor<4x10xf32, #[[ROWS]]>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[M]], %[[M]] : tensor<4x10xf32, #[[ROWS]]>
// CHECK-NEXT: return %[[S]]
func.func @hoist(%a: tensor<4x10xf32, #rows>) -> tensor<4x10xf32, #rows> {
  %0 = layout.transform %a : tensor<4x10xf32, #rows> to tensor<4x10xf32>
  %c = arith.constant dense<2.0> : tensor<4x10xf32>
  %1 = arith.mulf %0, %c : tensor<4x10xf32>
  %2 = layout.transform %1 : tensor<4x10xf32> to tensor<4x10xf32, #rows>
  %3 = layout.transform %1 : tensor<4x10xf32> to tensor<4x10xf32, #rows>
  %4 = arith.addf %2, %3 : tensor<4x10xf32, #rows>
  return %4 : tensor<4x10xf32, #rows>
}

// Hoisting refused: exp(0) = 1, but the consumer's layout promises zero
// padding. (The transform sinks instead, with undefined padding.)
// CHECK-LABEL: func @hoist_refused_for_padding
// CHECK: math.exp %{{.*}} : tensor<4x10xf32, #[[UNDEF_ROWS]]>
// CHECK: layout.transform %{{.*}} : tensor<4x10xf32, #[[UNDEF_ROWS]]> to tensor<4x10xf32, #[[ROWS]]>
func.func @hoist_refused_for_padding(%a: tensor<4x10xf32, #rows>) -> tensor<4x10xf32, #rows> {
  %0 = layout.transform %a : tensor<4x10xf32, #rows> to tensor<4x10xf32>
  %1 = math.exp %0 : tensor<4x10xf32>
  %2 = layout.transform %1 : tensor<4x10xf32> to tensor<4x10xf32, #rows>
  return %2 : tensor<4x10xf32, #rows>
}

// Hoisting refused: two operands would need transforms, one user had one.
// CHECK-LABEL: func @hoist_refused_for_bytes
// CHECK: %[[ADD:.*]] = arith.addf %{{.*}}, %{{.*}} : tensor<4x10xf32>
// CHECK: layout.transform %[[ADD]] : tensor<4x10xf32> to tensor<4x10xf32, #[[ROWS]]>
func.func @hoist_refused_for_bytes(%a: tensor<4x10xf32>, %b: tensor<4x10xf32>) -> tensor<4x10xf32, #rows> {
  %1 = arith.addf %a, %b : tensor<4x10xf32>
  %2 = layout.transform %1 : tensor<4x10xf32> to tensor<4x10xf32, #rows>
  return %2 : tensor<4x10xf32, #rows>
}

// -----

// CHECK-DAG: #[[NCHW_AS_NHWC:.*]] = #layout.encoding<order = [0, 3, 1, 2]>

// A transpose is a relabelling of its operand's buffer: NCHW -> NHWC, a
// ReLU, and back moves no data at all.
// CHECK-LABEL: func @transposes_are_relabellings
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x8x8xf32>)
// CHECK-NOT: layout.transform
// CHECK-NOT: linalg.transpose
// CHECK: %[[V:.*]] = layout.relabel %[[X]] permutation = [0, 2, 3, 1] : tensor<1x3x8x8xf32> to tensor<1x8x8x3xf32, #[[NCHW_AS_NHWC]]>
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[V]] : tensor<1x8x8x3xf32, #[[NCHW_AS_NHWC]]>)
// CHECK: %[[B:.*]] = layout.relabel %[[R]] permutation = [0, 3, 1, 2] : tensor<1x8x8x3xf32, #[[NCHW_AS_NHWC]]> to tensor<1x3x8x8xf32>
// CHECK: return %[[B]]
func.func @transposes_are_relabellings(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32> {
  %e = tensor.empty() : tensor<1x8x8x3xf32>
  %t = linalg.transpose ins(%x : tensor<1x3x8x8xf32>) outs(%e : tensor<1x8x8x3xf32>) permutation = [0, 2, 3, 1]
  %e2 = tensor.empty() : tensor<1x8x8x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t : tensor<1x8x8x3xf32>) outs(%e2 : tensor<1x8x8x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c0 = arith.constant 0.0 : f32
    %m = arith.maximumf %in, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8x3xf32>
  %e3 = tensor.empty() : tensor<1x3x8x8xf32>
  %b = linalg.transpose ins(%r : tensor<1x8x8x3xf32>) outs(%e3 : tensor<1x3x8x8xf32>) permutation = [0, 3, 1, 2]
  return %b : tensor<1x3x8x8xf32>
}

// A transpose of a column-major matrix into a row-major one is free.
// CHECK-LABEL: func @zero_copy_transpose
// CHECK-NEXT: %[[R:.*]] = layout.relabel %{{.*}} permutation = [1, 0] : tensor<4x8xf32, #{{.*}}> to tensor<8x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @zero_copy_transpose(%x: tensor<4x8xf32, #layout.encoding<order = [1, 0]>>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x8xf32, #layout.encoding<order = [1, 0]>>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  return %t : tensor<8x4xf32>
}

// A transpose into a layout its operand's relabelling is not: one transform
// does the data movement, after the free relabelling.
// CHECK-LABEL: func @transpose_with_data_movement
// CHECK-NEXT: %[[R:.*]] = layout.relabel %{{.*}} permutation = [1, 0] : tensor<4x8xf32> to tensor<8x4xf32, #[[COLS:.*]]>
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[R]] : tensor<8x4xf32, #[[COLS]]> to tensor<8x4xf32>
// CHECK-NEXT: return %[[T]]
func.func @transpose_with_data_movement(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  return %t : tensor<8x4xf32>
}

// A transform sinks below a relabelling and meets the next transform.
// CHECK-LABEL: func @transform_below_relabel
// CHECK-SAME: (%[[X:.*]]: tensor<8x4xf32>)
// CHECK-NOT: layout.transform
// CHECK: %[[R:.*]] = layout.relabel %[[X]] permutation = [1, 0] : tensor<8x4xf32> to tensor<4x8xf32, #{{.*}}>
// CHECK-NEXT: return %[[R]]
func.func @transform_below_relabel(%x: tensor<8x4xf32>) -> tensor<4x8xf32, #layout.encoding<order = [1, 0]>> {
  %0 = layout.transform %x : tensor<8x4xf32> to tensor<8x4xf32, #layout.encoding<order = [1, 0]>>
  %1 = layout.relabel %0 permutation = [1, 0] : tensor<8x4xf32, #layout.encoding<order = [1, 0]>> to tensor<4x8xf32>
  %2 = layout.transform %1 : tensor<4x8xf32> to tensor<4x8xf32, #layout.encoding<order = [1, 0]>>
  return %2 : tensor<4x8xf32, #layout.encoding<order = [1, 0]>>
}

// -----

// Blocked, channel-padded layouts propagate like any other: the add and the
// ReLU run on NCHW16c data whose 13 padding channels stay zero, and the
// transforms in and out of the tail cancel.
#blocked = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>
// CHECK-DAG: #[[BLOCKED:.*]] = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>
// CHECK-LABEL: func @blocked_tail
// CHECK-SAME: (%[[A:.*]]: tensor<1x3x4x4xf32, #[[BLOCKED]]>, %[[B:.*]]: tensor<1x3x4x4xf32, #[[BLOCKED]]>)
// CHECK-NOT: layout.transform
// CHECK: %[[S:.*]] = arith.addf %[[A]], %[[B]] : tensor<1x3x4x4xf32, #[[BLOCKED]]>
// CHECK: %[[R:.*]] = arith.maximumf %[[S]], %{{.*}} : tensor<1x3x4x4xf32, #[[BLOCKED]]>
// CHECK-NEXT: return %[[R]]
func.func @blocked_tail(%a: tensor<1x3x4x4xf32, #blocked>, %b: tensor<1x3x4x4xf32, #blocked>) -> tensor<1x3x4x4xf32, #blocked> {
  %0 = layout.transform %a : tensor<1x3x4x4xf32, #blocked> to tensor<1x3x4x4xf32>
  %1 = layout.transform %b : tensor<1x3x4x4xf32, #blocked> to tensor<1x3x4x4xf32, #layout.encoding<order = [0, 2, 3, 1]>>
  %2 = layout.transform %1 : tensor<1x3x4x4xf32, #layout.encoding<order = [0, 2, 3, 1]>> to tensor<1x3x4x4xf32>
  %3 = arith.addf %0, %2 : tensor<1x3x4x4xf32>
  %z = arith.constant dense<0.0> : tensor<1x3x4x4xf32>
  %4 = arith.maximumf %3, %z : tensor<1x3x4x4xf32>
  %5 = layout.transform %4 : tensor<1x3x4x4xf32> to tensor<1x3x4x4xf32, #blocked>
  return %5 : tensor<1x3x4x4xf32, #blocked>
}

// -----

// Regression (it never terminated): an element-wise op on constants and an
// empty tensor under a transform. Hoisting the transform makes transforms
// of the constants and the empty tensor, which are free in any layout;
// sinking them back counted them as savings and undid the hoist, forever.
// Now the op runs in the transform's layout on constants made in it.
// CHECK-LABEL: func.func @constants_only
// CHECK-DAG: %[[A:.*]] = arith.constant dense<{{.*}}> : tensor<2x2xf32, #[[CM:.*]]>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<5.000000e+00> : tensor<2x2xf32, #[[CM]]>
// CHECK-DAG: %[[E:.*]] = tensor.empty() : tensor<2x2xf32, #[[CM]]>
// CHECK: %[[Y:.*]] = linalg.mul ins(%[[A]], %[[B]] : {{.*}}) outs(%[[E]] : tensor<2x2xf32, #[[CM]]>)
// CHECK-NOT: layout.transform
// CHECK: return %[[Y]]
#cm = #layout.encoding<order = [1, 0]>
func.func @constants_only() -> tensor<2x2xf32, #cm> {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<5.0> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %y = linalg.mul ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %t = layout.transform %y : tensor<2x2xf32> to tensor<2x2xf32, #cm>
  return %t : tensor<2x2xf32, #cm>
}

// -----

// The same with a generic without inputs (a constant fill) under a
// transform to padded rows.
// CHECK-LABEL: func.func @no_inputs
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3xf32, #[[ROWS:.*]]>
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} outs(%[[E]] : tensor<2x3xf32, #[[ROWS]]>)
// CHECK-NOT: layout.transform
// CHECK: return %[[Y]]
#rows = #layout.encoding<align = [1, 8]>
#id = affine_map<(i, j) -> (i, j)>
func.func @no_inputs() -> tensor<2x3xf32, #rows> {
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<2x3xf32>) {
  ^bb0(%out: f32):
    %c = arith.constant 1.5 : f32
    linalg.yield %c : f32
  } -> tensor<2x3xf32>
  %t = layout.transform %y : tensor<2x3xf32> to tensor<2x3xf32, #rows>
  return %t : tensor<2x3xf32, #rows>
}

// -----

// A cast takes and gives one encoding, and a pad constant has the type of
// one side only: sunk below arith.fptosi, the transform leaves the cast to
// run in the layout without its pad value (a free relabelling), where it
// used to get operand and result encodings that differ.
// CHECK-DAG: #[[ROWS:.*]] = #layout.encoding<align = [1, 8]>
// CHECK-DAG: #[[FILLED:.*]] = #layout.encoding<align = [1, 8], pad_value = -1.000000e+00 : f32>
// CHECK-LABEL: func.func @cast_across_pad_constant
// CHECK: %[[VIEW:.*]] = layout.relabel %arg0 permutation = [0, 1] : tensor<4x6xf32, #[[FILLED]]> to tensor<4x6xf32, #[[ROWS]]>
// CHECK: %[[CAST:.*]] = arith.fptosi %[[VIEW]] : tensor<4x6xf32, #[[ROWS]]> to tensor<4x6xi32, #[[ROWS]]>
// CHECK: layout.transform %[[CAST]] : tensor<4x6xi32, #[[ROWS]]> to tensor<4x6xi32>
#filled_rows = #layout.encoding<align = [1, 8], pad_value = -1.0 : f32>
func.func @cast_across_pad_constant(%x: tensor<4x6xf32, #filled_rows>) -> tensor<4x6xi32> {
  %b = layout.transform %x : tensor<4x6xf32, #filled_rows> to tensor<4x6xf32>
  %i = arith.fptosi %b : tensor<4x6xf32> to tensor<4x6xi32>
  return %i : tensor<4x6xi32>
}

// -----

// A bias broadcast into the conv's result: the full tensors (input, init,
// result) follow the layout and the bias is read logically in its own, so
// the transform back from NHWC sinks below the bias add and cancels with
// the next transform into NHWC. The result's padding is not followed
// through the bias: undefined.
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func.func @sink_below_bias
// CHECK-NOT: layout.transform
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<1x4x2x2xf32, #[[NHWC]]>, tensor<4xf32>) outs(%{{.*}} : tensor<1x4x2x2xf32, #[[NHWC]]>)
// CHECK-NOT: layout.transform
// CHECK: return %[[B]] : tensor<1x4x2x2xf32, #[[NHWC]]>
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#channel = affine_map<(n, c, h, w) -> (c)>
func.func @sink_below_bias(%x: tensor<1x4x2x2xf32, #nhwc>, %bias: tensor<4xf32>) -> tensor<1x4x2x2xf32, #nhwc> {
  %plain = layout.transform %x : tensor<1x4x2x2xf32, #nhwc> to tensor<1x4x2x2xf32>
  %e = tensor.empty() : tensor<1x4x2x2xf32>
  %b = linalg.generic {indexing_maps = [#id, #channel, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%plain, %bias : tensor<1x4x2x2xf32>, tensor<4xf32>) outs(%e : tensor<1x4x2x2xf32>) {
  ^bb0(%in: f32, %bb: f32, %out: f32):
    %s = arith.addf %in, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x4x2x2xf32>
  %back = layout.transform %b : tensor<1x4x2x2xf32> to tensor<1x4x2x2xf32, #nhwc>
  return %back : tensor<1x4x2x2xf32, #nhwc>
}

// -----

// Only full tensors follow the layout: a transform of the broadcast
// operand stays where it is (negative).
// CHECK-LABEL: func.func @bias_transform_stays
// CHECK: %[[T:.*]] = layout.transform %arg1 : tensor<4xf32, #{{.*}}> to tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[T]] : tensor<1x4x2x2xf32>, tensor<4xf32>)
#strided = #layout.encoding<align = [8]>
#id2 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#channel2 = affine_map<(n, c, h, w) -> (c)>
func.func @bias_transform_stays(%x: tensor<1x4x2x2xf32>, %bias: tensor<4xf32, #strided>) -> tensor<1x4x2x2xf32> {
  %t = layout.transform %bias : tensor<4xf32, #strided> to tensor<4xf32>
  %e = tensor.empty() : tensor<1x4x2x2xf32>
  %b = linalg.generic {indexing_maps = [#id2, #channel2, #id2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %t : tensor<1x4x2x2xf32>, tensor<4xf32>) outs(%e : tensor<1x4x2x2xf32>) {
  ^bb0(%in: f32, %bb: f32, %out: f32):
    %s = arith.addf %in, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x4x2x2xf32>
  return %b : tensor<1x4x2x2xf32>
}

// -----

// Regression (it never converged; differential seed 21 case 574): a
// transform into its own layout (a copy) feeding an op that also reads its
// source. Sinking it traded the copy's use for the source's and back,
// forever. Such a transform is not sunk; the copy folds away.
// CHECK-LABEL: func.func @copy_and_source
// CHECK-SAME: (%[[X:.*]]: tensor<2xi8, #[[Z:.*]]>)
// CHECK: %[[S:.*]] = arith.addi %[[X]], %[[X]] : tensor<2xi8, #[[Z]]>
// CHECK: %[[R:.*]] = layout.relabel %[[S]]
// CHECK: return %[[R]]
#z = #layout.encoding<pad_low = [1], pad_value = zero>
#u = #layout.encoding<pad_low = [1]>
func.func @copy_and_source(%x: tensor<2xi8, #z>) -> tensor<2xi8, #u> {
  %c = layout.transform %x : tensor<2xi8, #z> to tensor<2xi8, #z>
  %s = arith.addi %c, %x : tensor<2xi8, #z>
  %t = layout.transform %s : tensor<2xi8, #z> to tensor<2xi8, #u>
  return %t : tensor<2xi8, #u>
}
