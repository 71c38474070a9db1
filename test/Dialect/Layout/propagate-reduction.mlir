// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s

// A transform before a reduction sinks below it: the reduction reads the
// source layout, its result is in that layout without the reduced dims,
// and the transform moves the smaller result (nothing at all where the
// kept dims are row-major in both layouts, as N and C of NHWC and NCHW).

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func @sum_pool
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x4x4xf32, #{{.*}}>)
// CHECK-NOT: layout.transform
// CHECK: linalg.reduce ins(%[[X]] : tensor<1x8x4x4xf32, #{{.*}}>) outs(%{{.*}} : tensor<1x8xf32>) dimensions = [2, 3]
// CHECK-NOT: layout.transform
func.func @sum_pool(%x: tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x8xf32> {
  %zero = arith.constant 0.0 : f32
  %t = layout.transform %x : tensor<1x8x4x4xf32, #nhwc> to tensor<1x8x4x4xf32>
  %e = tensor.empty() : tensor<1x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
  %r = linalg.reduce ins(%t : tensor<1x8x4x4xf32>) outs(%f : tensor<1x8xf32>) dimensions = [2, 3]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<1x8xf32>
}

// -----

// Kept dims in another order: the 4x8 result and init are transformed
// (2 x 256 bytes moved) instead of the 4x8x16 input (4096). The result's
// layout keeps the source's order and alignment of the kept dims.
// CHECK-DAG: #[[KEPT:.*]] = #layout.encoding<order = [1, 0], align = [1, 4], pad_value = zero>
// CHECK-LABEL: func @sum_rows
// CHECK-SAME: (%[[X:.*]]: tensor<4x8x16xf32, #{{.*}}>, %[[INIT:.*]]: tensor<4x8xf32>)
// CHECK: %[[I:.*]] = layout.transform %[[INIT]] : tensor<4x8xf32> to tensor<4x8xf32, #[[KEPT]]>
// CHECK: %[[R:.*]] = linalg.reduce ins(%[[X]] : {{.*}}) outs(%[[I]] : tensor<4x8xf32, #[[KEPT]]>)
// CHECK: %[[B:.*]] = layout.transform %[[R]] : tensor<4x8xf32, #[[KEPT]]> to tensor<4x8xf32>
// CHECK: return %[[B]]
#cols = #layout.encoding<order = [1, 0, 2], align = [1, 4, 1], pad_value = zero>
func.func @sum_rows(%x: tensor<4x8x16xf32, #cols>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = layout.transform %x : tensor<4x8x16xf32, #cols> to tensor<4x8x16xf32>
  %r = linalg.reduce ins(%t : tensor<4x8x16xf32>) outs(%init : tensor<4x8xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4x8xf32>
}

// -----

// Negative: the transform has another user, so it stays and sinking would
// add a second one.
// CHECK-LABEL: func @shared_transform
// CHECK: %[[T:.*]] = layout.transform
// CHECK: linalg.reduce ins(%[[T]] : tensor<1x8x4x4xf32>)
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
func.func @shared_transform(%x: tensor<1x8x4x4xf32, #nhwc>, %init: tensor<1x8xf32>) -> (tensor<1x8xf32>, tensor<1x8x4x4xf32>) {
  %t = layout.transform %x : tensor<1x8x4x4xf32, #nhwc> to tensor<1x8x4x4xf32>
  %r = linalg.reduce ins(%t : tensor<1x8x4x4xf32>) outs(%init : tensor<1x8xf32>) dimensions = [2, 3]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r, %t : tensor<1x8xf32>, tensor<1x8x4x4xf32>
}

// -----

// Negative: a tiled source (its blocks' padding would be summed).
// CHECK-LABEL: func @tiled_source
// CHECK: %[[T:.*]] = layout.transform
// CHECK: linalg.reduce ins(%[[T]] : tensor<1x20x4x4xf32>)
#blocked = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>
func.func @tiled_source(%x: tensor<1x20x4x4xf32, #blocked>, %init: tensor<1x20xf32>) -> tensor<1x20xf32> {
  %t = layout.transform %x : tensor<1x20x4x4xf32, #blocked> to tensor<1x20x4x4xf32>
  %r = linalg.reduce ins(%t : tensor<1x20x4x4xf32>) outs(%init : tensor<1x20xf32>) dimensions = [2, 3]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<1x20xf32>
}

// -----

// Negative: a body that asks for its position, and an input read through
// a transposing map, are left alone.
// CHECK-LABEL: func @indexed
// CHECK: %[[T:.*]] = layout.transform
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<4x8xf32>)
#cm = #layout.encoding<order = [1, 0]>
func.func @indexed(%x: tensor<4x8xf32, #cm>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %t = layout.transform %x : tensor<4x8xf32, #cm> to tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%t : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f32
    %p = arith.mulf %in, %jf : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK-LABEL: func @broadcast_input
// CHECK: %[[T:.*]] = layout.transform
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<8x4xf32>)
func.func @broadcast_input(%x: tensor<8x4xf32, #cm>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %t = layout.transform %x : tensor<8x4xf32, #cm> to tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%t : tensor<8x4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// The input's transform has another user (the exp), so the reduction
// sinking it saves nothing; but the result's transform back into the kept
// dims' layout cancels: the reduction reads %x where it is (a transform
// hoisted above the reduction). The exp then has the transform to itself
// and sinks it.
#p = #layout.encoding<order = [1, 0, 2]>
#cm = #layout.encoding<order = [1, 0]>
// CHECK-LABEL: func @hoist_above_reduction
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32, #[[P:[^>]+]]>)
// CHECK: %[[R:.*]] = linalg.reduce ins(%[[X]] : tensor<2x3x4xf32, #[[P]]>) outs(%{{.*}} : tensor<2x3xf32, #[[CM:[^>]+]]>)
// CHECK: %[[E:.*]] = math.exp %[[X]]
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[E]]
// CHECK-NEXT: return %[[T]], %[[R]] : tensor<2x3x4xf32>, tensor<2x3xf32, #[[CM]]>
func.func @hoist_above_reduction(%x: tensor<2x3x4xf32, #p>) -> (tensor<2x3x4xf32>, tensor<2x3xf32, #cm>) {
  %xt = layout.transform %x : tensor<2x3x4xf32, #p> to tensor<2x3x4xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.reduce ins(%xt : tensor<2x3x4xf32>) outs(%f : tensor<2x3xf32>) dimensions = [2]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %rt = layout.transform %r : tensor<2x3xf32> to tensor<2x3xf32, #cm>
  %n = math.exp %xt : tensor<2x3x4xf32>
  return %n, %rt : tensor<2x3x4xf32>, tensor<2x3xf32, #cm>
}

// Negative: the same, the result wanted in another layout than the kept
// dims have in %x's: nothing cancels, and the shared transform stays.
// CHECK-LABEL: func @no_hoist_above_reduction
// CHECK: %[[T:.*]] = layout.transform
// CHECK: linalg.reduce ins(%[[T]] : tensor<2x3x4xf32>)
func.func @no_hoist_above_reduction(%x: tensor<2x3x4xf32, #p>) -> (tensor<2x3x4xf32>, tensor<2x3xf32>) {
  %xt = layout.transform %x : tensor<2x3x4xf32, #p> to tensor<2x3x4xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.reduce ins(%xt : tensor<2x3x4xf32>) outs(%f : tensor<2x3xf32>) dimensions = [2]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %n = math.exp %xt : tensor<2x3x4xf32>
  return %n, %r : tensor<2x3x4xf32>, tensor<2x3xf32>
}
