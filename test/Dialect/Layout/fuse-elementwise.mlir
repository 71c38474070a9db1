// Chains of element-wise ops fuse into one generic where all their tensors
// are in one layout, and stay apart where layouts differ.
// RUN: tensor-opt %s -split-input-file --convert-elementwise-to-linalg \
// RUN:   --layout-fuse-elementwise-ops | FileCheck %s

// A bias add and a ReLU on NHWC storage: one generic, in the layout,
// writing into a new empty tensor in the layout (the input that
// convert-elementwise-to-linalg made its destination is not read). The
// ReLU's zeros are a scalar in the body, not a tensor it reads.
// CHECK-LABEL: func.func @bias_relu
// CHECK-SAME: (%[[X:.*]]: tensor<{{.*}}>, %[[B:.*]]: tensor<{{.*}}>)
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x8x4x4xf32, #[[NHWC:.*]]>
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]], %[[B]] : tensor<1x8x4x4xf32, #[[NHWC]]>, tensor<1x8x4x4xf32, #[[NHWC]]>)
// CHECK-SAME: outs(%[[E]] : tensor<1x8x4x4xf32, #[[NHWC]]>)
// CHECK: %[[S:.*]] = arith.addf
// CHECK: arith.maximumf %[[S]], %[[ZERO]]
// CHECK-NOT: linalg.generic
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
func.func @bias_relu(%x: tensor<1x8x4x4xf32, #nhwc>, %b: tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x8x4x4xf32, #nhwc> {
  %zeros = arith.constant dense<0.0> : tensor<1x8x4x4xf32, #nhwc>
  %s = arith.addf %x, %b : tensor<1x8x4x4xf32, #nhwc>
  %r = arith.maximumf %s, %zeros : tensor<1x8x4x4xf32, #nhwc>
  return %r : tensor<1x8x4x4xf32, #nhwc>
}

// -----

// The producer in NHWC, its consumer a generic whose other tensors are
// plain: not fused.
// CHECK-LABEL: func.func @two_layouts
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<1x8x4x4xf32, #{{.*}}>)
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<1x8x4x4xf32>)
// CHECK: arith.maximumf
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @two_layouts(%x: tensor<1x8x4x4xf32, #nhwc>, %y: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %s = arith.addf %x, %x : tensor<1x8x4x4xf32, #nhwc>
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %y : tensor<1x8x4x4xf32, #nhwc>, tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.maximumf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x8x4x4xf32>
  return %r : tensor<1x8x4x4xf32>
}

// -----

// One tiled layout: fused (the tiled lowering computes the one result over
// the physical buffer), so a kernel library can take the chain as its
// post-ops.
// CHECK-LABEL: func.func @tiled
// CHECK: linalg.generic
// CHECK-SAME: tensor<2x8xf32, #{{.*}}>
// CHECK: arith.addf
// CHECK-NOT: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: linalg.generic
#tiled = #layout.encoding<tiles = [1 : 4]>
func.func @tiled(%x: tensor<2x8xf32, #tiled>) -> tensor<2x8xf32, #tiled> {
  %s = arith.addf %x, %x : tensor<2x8xf32, #tiled>
  %r = arith.maximumf %s, %x : tensor<2x8xf32, #tiled>
  return %r : tensor<2x8xf32, #tiled>
}

// -----

// ReLU6 after a bias add: one generic with one result (fusing the chain
// keeps no intermediate result that no one reads), its bounds scalars.
// CHECK-LABEL: func.func @bias_relu6
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: outs(%{{[^,]*}} : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: return %[[R]]
func.func @bias_relu6(%x: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zeros = arith.constant dense<0.0> : tensor<4x8xf32>
  %sixes = arith.constant dense<6.0> : tensor<4x8xf32>
  %0 = arith.addf %x, %b : tensor<4x8xf32>
  %1 = arith.maximumf %0, %zeros : tensor<4x8xf32>
  %2 = arith.minimumf %1, %sixes : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// -----

// Negative: a splat that bounds a loop (the 3x3 window of a box sum) stays
// an operand; without it the reduction loops would have no extent.
// CHECK-LABEL: func.func @splat_window
// CHECK: %[[WINDOW:.*]] = arith.constant dense<1.000000e+00> : tensor<3x3xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[WINDOW]] : tensor<5x6xf32>, tensor<3x3xf32>)
func.func @splat_window(%x: tensor<5x6xf32>, %init: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %window = arith.constant dense<1.0> : tensor<3x3xf32>
  %sum = linalg.generic {
      indexing_maps = [affine_map<(i, j, k, l) -> (i + k, j + l)>,
                       affine_map<(i, j, k, l) -> (k, l)>,
                       affine_map<(i, j, k, l) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %window : tensor<5x6xf32>, tensor<3x3xf32>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%in: f32, %w: f32, %acc: f32):
    %p = arith.mulf %in, %w : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %sum : tensor<3x4xf32>
}

// -----

// Negative: a bias add that another op reads too (the next block's
// convolution, here the caller) stays its own generic, and the residual
// add reads its result: fusing would compute it twice and read the
// convolution output and the bias again, and down a chain of residual
// blocks each epilogue would re-read every block's before it.
// CHECK-LABEL: func.func @read_by_others
// CHECK-SAME: (%[[C1:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<4x8xf32>, %[[C2:.*]]: tensor<4x8xf32>)
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[C1]], %[[B]] :
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} ins(%[[C2]], %[[S]] :
// CHECK-NOT: linalg.generic
// CHECK: return %[[S]], %[[Y]]
func.func @read_by_others(%c1: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c2: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %s = arith.addf %c1, %b : tensor<4x8xf32>
  %y = arith.addf %c2, %s : tensor<4x8xf32>
  return %s, %y : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// A broadcast that two ops read fuses into both: recomputing it reads a
// row of 8 where its result is 4x8.
// CHECK-LABEL: func.func @broadcast_read_twice
// CHECK-SAME: (%[[B:.*]]: tensor<8xf32>, %[[X:.*]]: tensor<4x8xf32>, %[[Y:.*]]: tensor<4x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[X]], %[[B]] : tensor<4x8xf32>, tensor<8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[Y]], %[[B]] : tensor<4x8xf32>, tensor<8xf32>)
// CHECK-NOT: linalg.generic
#row = affine_map<(i, j) -> (j)>
#id2 = affine_map<(i, j) -> (i, j)>
func.func @broadcast_read_twice(%b: tensor<8xf32>, %x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %bias = linalg.generic {indexing_maps = [#row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  %s = arith.addf %x, %bias : tensor<4x8xf32>
  %t = arith.addf %y, %bias : tensor<4x8xf32>
  return %s, %t : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// A producer that one consumer reads twice (x * x of a bias add) fuses:
// no other op reads it.
// CHECK-LABEL: func.func @read_twice_by_one
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: arith.mulf
// CHECK-NOT: linalg.generic
func.func @read_twice_by_one(%x: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.addf %x, %b : tensor<4x8xf32>
  %y = arith.mulf %s, %s : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Batch norm as torch-mlir writes it, on an NHWC activation: each step
// reads a plain per-channel vector through (n, c, h, w) -> (c). The
// vectors have no buffer order for the loops to walk: the chain is one
// generic in the activation's layout, reading them as broadcasts.
// CHECK-LABEL: func.func @batch_norm_nhwc
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<1x8x4x4xf32, #[[NHWC:.*]]>, tensor<8xf32>, tensor<8xf32>)
// CHECK-SAME: outs(%{{.*}} : tensor<1x8x4x4xf32, #[[NHWC]]>)
// CHECK: arith.subf
// CHECK: arith.mulf
// CHECK-NOT: linalg.generic
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#act = affine_map<(n, c, h, w) -> (n, c, h, w)>
#chan = affine_map<(n, c, h, w) -> (c)>
func.func @batch_norm_nhwc(%x: tensor<1x8x4x4xf32, #nhwc>, %mean: tensor<8xf32>, %scale: tensor<8xf32>) -> tensor<1x8x4x4xf32, #nhwc> {
  %e = tensor.empty() : tensor<1x8x4x4xf32, #nhwc>
  %centered = linalg.generic {indexing_maps = [#act, #chan, #act], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<1x8x4x4xf32, #nhwc>, tensor<8xf32>) outs(%e : tensor<1x8x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    linalg.yield %d : f32
  } -> tensor<1x8x4x4xf32, #nhwc>
  %scaled = linalg.generic {indexing_maps = [#act, #chan, #act], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%centered, %scale : tensor<1x8x4x4xf32, #nhwc>, tensor<8xf32>) outs(%e : tensor<1x8x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %p = arith.mulf %in, %s : f32
    linalg.yield %p : f32
  } -> tensor<1x8x4x4xf32, #nhwc>
  return %scaled : tensor<1x8x4x4xf32, #nhwc>
}
