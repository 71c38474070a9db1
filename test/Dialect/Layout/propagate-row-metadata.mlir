// RUN: tensor-opt %s -split-input-file -layout-propagate | FileCheck %s

// No op but layout.fuse_metadata writes row metadata: propagation gives no
// op's result a layout with it. A transform into such a layout is not
// hoisted above the op computing its operand (the op's f32 operand cannot
// hold i8 rows' metadata, and the op would not write it).
#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
// CHECK-LABEL: func @no_hoist_into_metadata
// CHECK: %[[Q:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<5x13xf32>) outs(%{{.*}} : tensor<5x13xi8>)
// CHECK: layout.transform %[[Q]] : tensor<5x13xi8> to tensor<5x13xi8, #{{.*}}meta2f32>
func.func @no_hoist_into_metadata(%x: tensor<5x13xf32>) -> tensor<5x13xi8, #fused> {
  %e = tensor.empty() : tensor<5x13xi8>
  %q = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<5x13xf32>) outs(%e : tensor<5x13xi8>) {
  ^bb0(%a: f32, %b: i8):
    %f = arith.fptoui %a : f32 to i8
    linalg.yield %f : i8
  } -> tensor<5x13xi8>
  %w = layout.transform %q : tensor<5x13xi8> to tensor<5x13xi8, #fused>
  return %w : tensor<5x13xi8, #fused>
}

// -----

// Sunk below an element-wise op, a transform out of a layout with
// metadata leaves the op's result in that layout without it.
#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
// CHECK-DAG: #[[DATA:.*]] = #layout.encoding<align = [1, 4], pad_high = [0, 8]>
// CHECK-LABEL: func @sink_drops_metadata
// CHECK: %[[SUM:.*]] = linalg.add ins(%arg0, %arg0 : {{.*}}) outs(%{{.*}} : tensor<5x13xi8, #[[DATA]]>)
// CHECK: layout.transform %[[SUM]] : tensor<5x13xi8, #[[DATA]]> to tensor<5x13xi8>
func.func @sink_drops_metadata(%w: tensor<5x13xi8, #fused>) -> tensor<5x13xi8> {
  %t = layout.transform %w : tensor<5x13xi8, #fused> to tensor<5x13xi8>
  %e = tensor.empty() : tensor<5x13xi8>
  %s = linalg.add ins(%t, %t : tensor<5x13xi8>, tensor<5x13xi8>) outs(%e : tensor<5x13xi8>) -> tensor<5x13xi8>
  return %s : tensor<5x13xi8>
}

// -----

// Concatenated along the rows, the rows change length: the sunk
// concatenation is in the operands' layout without their metadata.
#m = #layout.encoding<align = [1, 16], row_metadata = tensor<2xf32>>
// CHECK-DAG: #[[ROWS:.*]] = #layout.encoding<align = [1, 16]>
// CHECK-LABEL: func @concat_drops_metadata
// CHECK: %[[CAT:.*]] = tensor.empty() : tensor<2x16xi8, #[[ROWS]]>
// CHECK: tensor.insert_slice %arg0 into %[[CAT]][0, 0] [2, 8] [1, 1] : tensor<2x8xi8, #{{.*}}meta2f32> into tensor<2x16xi8, #[[ROWS]]>
func.func @concat_drops_metadata(%a: tensor<2x8xi8, #m>, %b: tensor<2x8xi8, #m>) -> tensor<2x16xi8> {
  %ta = layout.transform %a : tensor<2x8xi8, #m> to tensor<2x8xi8>
  %tb = layout.transform %b : tensor<2x8xi8, #m> to tensor<2x8xi8>
  %c = tensor.concat dim(1) %ta, %tb : (tensor<2x8xi8>, tensor<2x8xi8>) -> tensor<2x16xi8>
  return %c : tensor<2x16xi8>
}
