// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s

// A transform with several element-wise users sinks below all of them at
// once when that moves fewer bytes: an f32 transform read by two
// conversions to i8 becomes two i8 transforms (2 x 8 KiB moved instead of
// 32 KiB).

#cm = #layout.encoding<order = [1, 0]>

// CHECK-DAG: #[[CM:.*]] = #layout.encoding<order = [1, 0]>
// CHECK-LABEL: func @quantize_twice
// CHECK-SAME: (%[[X:.*]]: tensor<64x64xf32, #[[CM]]>)
// CHECK: %[[A:.*]] = arith.fptosi %[[X]] : tensor<64x64xf32, #[[CM]]> to tensor<64x64xi8, #[[CM]]>
// CHECK: %[[TA:.*]] = layout.transform %[[A]] : tensor<64x64xi8, #[[CM]]> to tensor<64x64xi8>
// CHECK: %[[B:.*]] = arith.fptoui %[[X]] : tensor<64x64xf32, #[[CM]]> to tensor<64x64xi8, #[[CM]]>
// CHECK: %[[TB:.*]] = layout.transform %[[B]] : tensor<64x64xi8, #[[CM]]> to tensor<64x64xi8>
// CHECK-NOT: layout.transform
// CHECK: return %[[TA]], %[[TB]]
func.func @quantize_twice(%x: tensor<64x64xf32, #cm>) -> (tensor<64x64xi8>, tensor<64x64xi8>) {
  %t = layout.transform %x : tensor<64x64xf32, #cm> to tensor<64x64xf32>
  %a = arith.fptosi %t : tensor<64x64xf32> to tensor<64x64xi8>
  %b = arith.fptoui %t : tensor<64x64xf32> to tensor<64x64xi8>
  return %a, %b : tensor<64x64xi8>, tensor<64x64xi8>
}

// -----

// Negative: two f32 users; sinking would make two transforms of the same
// size out of one.
// CHECK-LABEL: func @same_width
// CHECK: %[[T:.*]] = layout.transform
// CHECK: arith.addf %[[T]], %[[T]]
// CHECK: arith.mulf %[[T]], %[[T]]
#cm = #layout.encoding<order = [1, 0]>
func.func @same_width(%x: tensor<64x64xf32, #cm>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %t = layout.transform %x : tensor<64x64xf32, #cm> to tensor<64x64xf32>
  %a = arith.addf %t, %t : tensor<64x64xf32>
  %b = arith.mulf %t, %t : tensor<64x64xf32>
  return %a, %b : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

// Negative: one user (the return) is no element-wise op.
// CHECK-LABEL: func @returned_too
// CHECK: %[[T:.*]] = layout.transform
// CHECK: arith.fptosi %[[T]] : tensor<64x64xf32> to tensor<64x64xi8>
#cm = #layout.encoding<order = [1, 0]>
func.func @returned_too(%x: tensor<64x64xf32, #cm>) -> (tensor<64x64xi8>, tensor<64x64xf32>) {
  %t = layout.transform %x : tensor<64x64xf32, #cm> to tensor<64x64xf32>
  %a = arith.fptosi %t : tensor<64x64xf32> to tensor<64x64xi8>
  return %a, %t : tensor<64x64xi8>, tensor<64x64xf32>
}

// -----

// Negative: one user reads the transform through a transposing map, so
// the transform would stay for it; sinking below the conversion and the
// generic (which reads another transform on its full operand) would add
// bytes.
// CHECK-LABEL: func @read_transposed
// CHECK: %[[T:.*]] = layout.transform %{{.*}} : tensor<64x64xf32, #{{.*}}> to tensor<64x64xf32>
// CHECK: arith.fptosi %[[T]] : tensor<64x64xf32> to tensor<64x64xi8>
#cm = #layout.encoding<order = [1, 0]>
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
func.func @read_transposed(%v: tensor<64x64xf32, #cm>, %w: tensor<64x64xf32, #cm>)
    -> (tensor<64x64xi8>, tensor<64x64xi8>, tensor<64x64xf32>) {
  %t = layout.transform %v : tensor<64x64xf32, #cm> to tensor<64x64xf32>
  %t2 = layout.transform %w : tensor<64x64xf32, #cm> to tensor<64x64xf32>
  %a = arith.fptosi %t : tensor<64x64xf32> to tensor<64x64xi8>
  %e = tensor.empty() : tensor<64x64xi8>
  %b = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t2, %t : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xi8>) {
  ^bb0(%x: f32, %y: f32, %out: i8):
    %s = arith.addf %x, %y : f32
    %q = arith.fptosi %s : f32 to i8
    linalg.yield %q : i8
  } -> tensor<64x64xi8>
  return %a, %b, %t2 : tensor<64x64xi8>, tensor<64x64xi8>, tensor<64x64xf32>
}
