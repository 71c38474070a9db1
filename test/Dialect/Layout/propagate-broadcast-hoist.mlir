// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s

// A transform of a bias add's result hoists above it when that moves fewer
// bytes: the full tensor is transformed (here back into the layout it came
// from, so the two transforms cancel), the broadcast bias is read by
// logical index and keeps its layout. The input's transform stays for its
// other user, so sinking it would not pay.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#channel = affine_map<(n, c, h, w) -> (c)>

// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func @hoist_above_bias
// CHECK-SAME: (%[[V:.*]]: tensor<1x8x4x4xf32, #[[NHWC]]>, %[[BIAS:.*]]: tensor<8xf32>)
// CHECK: %[[A:.*]] = layout.transform %[[V]] : tensor<1x8x4x4xf32, #[[NHWC]]> to tensor<1x8x4x4xf32>
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[V]], %[[BIAS]] : tensor<1x8x4x4xf32, #[[NHWC]]>, tensor<8xf32>) outs(%{{.*}} : tensor<1x8x4x4xf32, #[[NHWC]]>)
// CHECK-NOT: layout.transform
// CHECK: return %[[G]], %[[A]]
func.func @hoist_above_bias(%v: tensor<1x8x4x4xf32, #nhwc>, %bias: tensor<8xf32>)
    -> (tensor<1x8x4x4xf32, #nhwc>, tensor<1x8x4x4xf32>) {
  %a = layout.transform %v : tensor<1x8x4x4xf32, #nhwc> to tensor<1x8x4x4xf32>
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #channel, #id],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a, %bias : tensor<1x8x4x4xf32>, tensor<8xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%x: f32, %b: f32, %out: f32):
    %s = arith.addf %x, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x8x4x4xf32>
  %t = layout.transform %g : tensor<1x8x4x4xf32> to tensor<1x8x4x4xf32, #nhwc>
  return %t, %a : tensor<1x8x4x4xf32, #nhwc>, tensor<1x8x4x4xf32>
}

// -----

// Negative: the consumers' layout promises zero padding, which a
// broadcast's result is not known to hold (the sink rule still moves the
// input's transform below the op when it dies; here it has another user).
// CHECK-LABEL: func @padded_target
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x3x4x4xf32>, tensor<3xf32>)
// CHECK: layout.transform %{{.*}} : tensor<1x3x4x4xf32> to tensor<1x3x4x4xf32, #{{.*}}>
#nhwc16 = #layout.encoding<order = [0, 2, 3, 1], align = [1, 16, 1, 1], pad_value = zero>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#channel = affine_map<(n, c, h, w) -> (c)>
func.func @padded_target(%v: tensor<1x3x4x4xf32, #nhwc16>, %bias: tensor<3xf32>)
    -> (tensor<1x3x4x4xf32, #nhwc16>, tensor<1x3x4x4xf32>) {
  %a = layout.transform %v : tensor<1x3x4x4xf32, #nhwc16> to tensor<1x3x4x4xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #channel, #id],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a, %bias : tensor<1x3x4x4xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%x: f32, %b: f32, %out: f32):
    %s = arith.addf %x, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x3x4x4xf32>
  %t = layout.transform %g : tensor<1x3x4x4xf32> to tensor<1x3x4x4xf32, #nhwc16>
  return %t, %a : tensor<1x3x4x4xf32, #nhwc16>, tensor<1x3x4x4xf32>
}

// -----

// Negative: one transform of the result and none to cancel above: the
// same bytes either way, so nothing moves.
// CHECK-LABEL: func @no_gain
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x8x4x4xf32>, tensor<8xf32>)
// CHECK: layout.transform
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#channel = affine_map<(n, c, h, w) -> (c)>
func.func @no_gain(%a: tensor<1x8x4x4xf32>, %bias: tensor<8xf32>) -> tensor<1x8x4x4xf32, #nhwc> {
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #channel, #id],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a, %bias : tensor<1x8x4x4xf32>, tensor<8xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%x: f32, %b: f32, %out: f32):
    %s = arith.addf %x, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x8x4x4xf32>
  %t = layout.transform %g : tensor<1x8x4x4xf32> to tensor<1x8x4x4xf32, #nhwc>
  return %t : tensor<1x8x4x4xf32, #nhwc>
}

// -----

// linalg.broadcast writes its init, a new tensor, in any layout: the
// transform of its result becomes the layout of that init, and the add
// runs where %x is. No transform is left.
#cm = #layout.encoding<order = [1, 0]>
#rows = #layout.encoding<align = [1, 16], pad_value = zero>
// CHECK-LABEL: func @hoist_above_named_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<4x12xf32, #[[CM:[^>]+]]>, %[[B:.*]]: tensor<12xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: %[[BC:.*]] = linalg.broadcast ins(%[[B]] : tensor<12xf32>) outs(%[[E]] : tensor<4x12xf32, #[[CM]]>)
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[BC]] : tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: return %[[S]]
func.func @hoist_above_named_broadcast(%x: tensor<4x12xf32, #cm>, %bias: tensor<12xf32>) -> tensor<4x12xf32, #cm> {
  %xt = layout.transform %x : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %e = tensor.empty() : tensor<4x12xf32>
  %b = linalg.broadcast ins(%bias : tensor<12xf32>) outs(%e : tensor<4x12xf32>) dimensions = [0]
  %s = arith.addf %xt, %b : tensor<4x12xf32>
  %r = layout.transform %s : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  return %r : tensor<4x12xf32, #cm>
}

// Negative: into zero-padded rows the broadcast would leave its padding
// unwritten (it runs over the logical range), which the rows promise zero:
// its result is transformed instead.
// CHECK-LABEL: func @no_hoist_above_named_broadcast
// CHECK: %[[BC:.*]] = linalg.broadcast
// CHECK-SAME: outs(%{{.*}} : tensor<4x12xf32>)
// CHECK-NEXT: layout.transform %[[BC]] : tensor<4x12xf32> to tensor<4x12xf32, #{{.*}}>
func.func @no_hoist_above_named_broadcast(%x: tensor<4x12xf32, #rows>, %bias: tensor<12xf32>) -> tensor<4x12xf32, #rows> {
  %xt = layout.transform %x : tensor<4x12xf32, #rows> to tensor<4x12xf32>
  %e = tensor.empty() : tensor<4x12xf32>
  %b = linalg.broadcast ins(%bias : tensor<12xf32>) outs(%e : tensor<4x12xf32>) dimensions = [0]
  %s = arith.addf %xt, %b : tensor<4x12xf32>
  %r = layout.transform %s : tensor<4x12xf32> to tensor<4x12xf32, #rows>
  return %r : tensor<4x12xf32, #rows>
}
