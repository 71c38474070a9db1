// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s

// Hoisting is decided on the whole tree of single-use element-wise ops
// under a transform, and the price counts the transforms it leaves dead.

#cm = #layout.encoding<order = [1, 0]>

// CHECK-DAG: #[[CM:.*]] = #layout.encoding<order = [1, 0]>

// One level, one transform left dead: before, two transforms of 192 bytes
// each way; after, one (the add reads %b where it is).
// CHECK-LABEL: func @hoist_leaves_one_dead
// CHECK-SAME: (%[[A:.*]]: tensor<4x12xf32>, %[[B:.*]]: tensor<4x12xf32, #[[CM]]>)
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[A]] : tensor<4x12xf32> to tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[T]], %[[B]] : tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: return %[[S]]
func.func @hoist_leaves_one_dead(%a: tensor<4x12xf32>, %b: tensor<4x12xf32, #cm>) -> tensor<4x12xf32, #cm> {
  %bt = layout.transform %b : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %s = arith.addf %a, %bt : tensor<4x12xf32>
  %r = layout.transform %s : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  return %r : tensor<4x12xf32, #cm>
}

// Three levels: the hoists above exp and mul alone each trade a transform
// for one of the same size; only with the one above the add is a transform
// cancelled. Taken together: two transforms become one.
// CHECK-LABEL: func @hoist_through_equal_cost_steps
// CHECK-SAME: (%[[A:.*]]: tensor<4x12xf32>, %[[B:.*]]: tensor<4x12xf32, #[[CM]]>)
// CHECK: %[[C:.*]] = arith.constant dense<2.000000e+00> : tensor<4x12xf32, #[[CM]]>
// CHECK: %[[T:.*]] = layout.transform %[[A]] : tensor<4x12xf32> to tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[T]], %[[B]] : tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[S]], %[[C]] : tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[M]] : tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: return %[[E]]
func.func @hoist_through_equal_cost_steps(%a: tensor<4x12xf32>, %b: tensor<4x12xf32, #cm>) -> tensor<4x12xf32, #cm> {
  %c = arith.constant dense<2.0> : tensor<4x12xf32>
  %bt = layout.transform %b : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %s = arith.addf %a, %bt : tensor<4x12xf32>
  %m = arith.mulf %s, %c : tensor<4x12xf32>
  %e = math.exp %m : tensor<4x12xf32>
  %r = layout.transform %e : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  return %r : tensor<4x12xf32, #cm>
}

// An init the op reads (an accumulation) is transformed like an input: it
// was a transform out of the layout, which cancels.
// CHECK-LABEL: func @hoist_onto_read_init
// CHECK-SAME: (%[[A:.*]]: tensor<4x12xf32>, %[[B:.*]]: tensor<4x12xf32, #[[CM]]>)
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[A]] : tensor<4x12xf32> to tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {{.*}} ins(%[[T]] : tensor<4x12xf32, #[[CM]]>) outs(%[[B]] : tensor<4x12xf32, #[[CM]]>)
// CHECK: %[[E:.*]] = math.exp %[[G]] : tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: return %[[E]]
func.func @hoist_onto_read_init(%a: tensor<4x12xf32>, %b: tensor<4x12xf32, #cm>) -> tensor<4x12xf32, #cm> {
  %bt = layout.transform %b : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x12xf32>) outs(%bt : tensor<4x12xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<4x12xf32>
  %n = math.exp %g : tensor<4x12xf32>
  %r = layout.transform %n : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  return %r : tensor<4x12xf32, #cm>
}

// Negative: the same tree without a transform to cancel (%c is an
// argument): hoisting would trade one transform for two.
// CHECK-LABEL: func @no_hoist_without_cancellation
// CHECK: %[[BT:.*]] = layout.transform %{{.*}} : tensor<4x12xf32, #[[CM]]> to tensor<4x12xf32>
// CHECK-NEXT: arith.addf %{{.*}}, %[[BT]] : tensor<4x12xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %{{.*}}, %{{.*}} : tensor<4x12xf32>
// CHECK-NEXT: layout.transform %[[M]] : tensor<4x12xf32> to tensor<4x12xf32, #[[CM]]>
func.func @no_hoist_without_cancellation(%a: tensor<4x12xf32>, %c: tensor<4x12xf32>, %b: tensor<4x12xf32, #cm>) -> tensor<4x12xf32, #cm> {
  %bt = layout.transform %b : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %s = arith.addf %a, %bt : tensor<4x12xf32>
  %m = arith.mulf %s, %c : tensor<4x12xf32>
  %r = layout.transform %m : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  return %r : tensor<4x12xf32, #cm>
}

// Negative: the add has a second user, so it stays in its layout and the
// mul alone is not worth moving (a transform of %s for the one of %m).
// CHECK-LABEL: func @no_hoist_above_shared_value
// CHECK: %[[S:.*]] = arith.addf %{{.*}} : tensor<4x12xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[S]], %{{.*}} : tensor<4x12xf32>
// CHECK-NEXT: %[[R:.*]] = layout.transform %[[M]] : tensor<4x12xf32> to tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: return %[[R]], %[[S]]
func.func @no_hoist_above_shared_value(%a: tensor<4x12xf32>, %b: tensor<4x12xf32, #cm>) -> (tensor<4x12xf32, #cm>, tensor<4x12xf32>) {
  %c = arith.constant dense<2.0> : tensor<4x12xf32>
  %bt = layout.transform %b : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %s = arith.addf %a, %bt : tensor<4x12xf32>
  %m = arith.mulf %s, %c : tensor<4x12xf32>
  %r = layout.transform %m : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  return %r, %s : tensor<4x12xf32, #cm>, tensor<4x12xf32>
}

// -----

#rows = #layout.encoding<align = [1, 16], pad_value = zero>

// CHECK-DAG: #[[ROWS:.*]] = #layout.encoding<align = [1, 16], pad_value = zero>

// The add is moved into the zero-padded rows (0 + 0 = 0), the exp feeding
// it is not: exp(0) = 1 would leave ones in the padding the add reads. Its
// result is transformed instead, and the transform out of the rows dies.
// CHECK-LABEL: func @hoist_stops_where_padding_changes
// CHECK-SAME: (%[[X:.*]]: tensor<4x10xf32, #[[ROWS]]>, %[[Y:.*]]: tensor<4x10xf32>)
// CHECK-NEXT: %[[E:.*]] = math.exp %[[Y]] : tensor<4x10xf32>
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[E]] : tensor<4x10xf32> to tensor<4x10xf32, #[[ROWS]]>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[T]], %[[X]] : tensor<4x10xf32, #[[ROWS]]>
// CHECK-NEXT: return %[[S]]
func.func @hoist_stops_where_padding_changes(%x: tensor<4x10xf32, #rows>, %y: tensor<4x10xf32>) -> tensor<4x10xf32, #rows> {
  %xt = layout.transform %x : tensor<4x10xf32, #rows> to tensor<4x10xf32>
  %e = math.exp %y : tensor<4x10xf32>
  %s = arith.addf %e, %xt : tensor<4x10xf32>
  %r = layout.transform %s : tensor<4x10xf32> to tensor<4x10xf32, #rows>
  return %r : tensor<4x10xf32, #rows>
}

// -----

// Hoists that pay only together, judged on the whole function: either
// hoist of a result's transform alone keeps %y's transform (the other op
// still reads it) and moves as many bytes as it saves; both together kill
// it. Three transforms of 192 bytes become two.
#cm = #layout.encoding<order = [1, 0]>
// CHECK-LABEL: func @hoists_pay_together
// CHECK-SAME: (%[[X:.*]]: tensor<4x12xf32, #[[CM:[^>]+]]>, %[[C:[^:]+]]: tensor<4x12xf32>, %[[D:[^:]+]]: tensor<4x12xf32>)
// CHECK-NEXT: %[[TC:.*]] = layout.transform %[[C]] : tensor<4x12xf32> to tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[TC]] : tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: %[[TD:.*]] = layout.transform %[[D]] : tensor<4x12xf32> to tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[X]], %[[TD]] : tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: return %[[S]], %[[M]]
func.func @hoists_pay_together(%x: tensor<4x12xf32, #cm>, %c: tensor<4x12xf32>, %d: tensor<4x12xf32>) -> (tensor<4x12xf32, #cm>, tensor<4x12xf32, #cm>) {
  %y = layout.transform %x : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %s = arith.addf %y, %c : tensor<4x12xf32>
  %r1 = layout.transform %s : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  %m = arith.mulf %y, %d : tensor<4x12xf32>
  %r2 = layout.transform %m : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  return %r1, %r2 : tensor<4x12xf32, #cm>, tensor<4x12xf32, #cm>
}

// Negative: %y is returned too, so it stays whatever is hoisted, and the
// hoists would only trade transforms for transforms of the same size.
// CHECK-LABEL: func @hoists_do_not_pay
// CHECK: %[[Y:.*]] = layout.transform %{{.*}} : tensor<4x12xf32, #[[CM]]> to tensor<4x12xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[Y]], %{{.*}} : tensor<4x12xf32>
// CHECK-NEXT: layout.transform %[[S]]
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[Y]], %{{.*}} : tensor<4x12xf32>
// CHECK-NEXT: layout.transform %[[M]]
func.func @hoists_do_not_pay(%x: tensor<4x12xf32, #cm>, %c: tensor<4x12xf32>, %d: tensor<4x12xf32>) -> (tensor<4x12xf32, #cm>, tensor<4x12xf32, #cm>, tensor<4x12xf32>) {
  %y = layout.transform %x : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %s = arith.addf %y, %c : tensor<4x12xf32>
  %r1 = layout.transform %s : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  %m = arith.mulf %y, %d : tensor<4x12xf32>
  %r2 = layout.transform %m : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  return %r1, %r2, %y : tensor<4x12xf32, #cm>, tensor<4x12xf32, #cm>, tensor<4x12xf32>
}
