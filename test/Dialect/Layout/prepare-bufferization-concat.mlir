// RUN: tensor-opt %s -layout-prepare-bufferization -split-input-file | FileCheck %s

// A concatenation with a layout on any side becomes a new tensor in the
// result's layout (later allocated with its padding) and an insert_slice
// of each operand at its offset; without layouts it is left to upstream.

#rows = #layout.encoding<align = [1, 8], pad_value = zero>
#cm = #layout.encoding<order = [1, 0]>

// CHECK-LABEL: func @static_concat
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32, #{{.*}}>, %[[B:.*]]: tensor<2x2xf32>)
// CHECK-NOT: tensor.concat
// CHECK: %[[S0:.*]] = tensor.insert_slice %[[A]] into %{{.*}}[0, 0] [2, 3] [1, 1] : tensor<2x3xf32, #{{.*}}> into tensor<2x5xf32, #[[ROWS:.*]]>
// CHECK: %[[S1:.*]] = tensor.insert_slice %[[B]] into %[[S0]][0, 3] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x5xf32, #[[ROWS]]>
// CHECK: return %[[S1]]
func.func @static_concat(%a: tensor<2x3xf32, #cm>, %b: tensor<2x2xf32>) -> tensor<2x5xf32, #rows> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x3xf32, #cm>, tensor<2x2xf32>) -> tensor<2x5xf32, #rows>
  return %c : tensor<2x5xf32, #rows>
}

// -----

#rows = #layout.encoding<align = [1, 8], pad_value = zero>

// The dynamic extent along the dim is the sum of the operands'; the
// second operand goes at the first's extent.
// CHECK-LABEL: func @dynamic_concat
// CHECK-DAG: %[[N0:.*]] = tensor.dim %arg0, %c1
// CHECK-DAG: %[[N1:.*]] = tensor.dim %arg1, %c1
// CHECK: %[[N:.*]] = affine.apply #{{.*}}()[%[[N0]], %[[N1]]]
// CHECK: tensor.insert_slice %arg0 into %{{.*}}[0, 0] [2, %{{.*}}] [1, 1]
// CHECK: tensor.insert_slice %arg1 into %{{.*}}[0, %{{.*}}] [2, %{{.*}}] [1, 1]
func.func @dynamic_concat(%a: tensor<2x?xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32, #rows> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32, #rows>
  return %c : tensor<2x?xf32, #rows>
}

// -----

// CHECK-LABEL: func @plain_concat
// CHECK: tensor.concat dim(1)
func.func @plain_concat(%a: tensor<2x3xf32>, %b: tensor<2x2xf32>) -> tensor<2x5xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  return %c : tensor<2x5xf32>
}

// -----

// A tensor.cast between layouts keeps the values (upstream's concat
// canonicalization makes such casts): it becomes a transform, with the
// shape cast apart; one within a layout stays.
#cm = #layout.encoding<order = [1, 0]>

// CHECK-LABEL: func @cast_between_layouts
// CHECK: %[[S:.*]] = tensor.cast %arg0 : tensor<?x3xf32, #[[CM:.*]]> to tensor<2x3xf32, #[[CM]]>
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[S]] : tensor<2x3xf32, #[[CM]]> to tensor<2x3xf32>
// CHECK-NEXT: return %[[T]]
func.func @cast_between_layouts(%a: tensor<?x3xf32, #cm>) -> tensor<2x3xf32> {
  %c = tensor.cast %a : tensor<?x3xf32, #cm> to tensor<2x3xf32>
  return %c : tensor<2x3xf32>
}

// CHECK-LABEL: func @cast_within_a_layout
// CHECK: tensor.cast %arg0 : tensor<?x3xf32, #{{.*}}> to tensor<2x3xf32, #{{.*}}>
// CHECK-NOT: layout.
// CHECK: return
func.func @cast_within_a_layout(%a: tensor<?x3xf32, #cm>) -> tensor<2x3xf32, #cm> {
  %c = tensor.cast %a : tensor<?x3xf32, #cm> to tensor<2x3xf32, #cm>
  return %c : tensor<2x3xf32, #cm>
}

// -----

// Static operands into a result with a dynamic extent: the decomposition
// has the static type, cast back to the result's.
#rows = #layout.encoding<align = [1, 8], pad_value = zero>

// CHECK-LABEL: func @less_static_result
// CHECK: %[[S:.*]] = tensor.insert_slice %arg1 into %{{.*}}[0, 3] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x5xf32, #[[ROWS:.*]]>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]] : tensor<2x5xf32, #[[ROWS]]> to tensor<2x?xf32, #[[ROWS]]>
// CHECK-NEXT: return %[[C]]
func.func @less_static_result(%a: tensor<2x3xf32>, %b: tensor<2x2xf32>) -> tensor<2x?xf32, #rows> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x?xf32, #rows>
  return %c : tensor<2x?xf32, #rows>
}

// -----

// Into a tiled layout: concatenated packed, then one transform (here
// already the copy into the physical buffer), not one per operand.
#blocks = #layout.encoding<align = [4, 1], tiles = [0 : 4]>

// CHECK-LABEL: func @three_into_blocks
// CHECK-COUNT-3: tensor.insert_slice {{.*}} into tensor<6x4xf32>
// CHECK: layout.copy
// CHECK-NOT: layout.copy
// CHECK: return
func.func @three_into_blocks(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>, %d: tensor<2x4xf32>) -> tensor<6x4xf32, #blocks> {
  %c = tensor.concat dim(0) %a, %b, %d : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<6x4xf32, #blocks>
  return %c : tensor<6x4xf32, #blocks>
}

// A static tiled tensor cast to a dynamic plain one: transformed while
// static (a tiled layout needs a static shape), then cast.
// CHECK-LABEL: func @tiled_to_dynamic
// CHECK: layout.copy
// CHECK: tensor.cast %{{.*}} : tensor<8x4xf32> to tensor<?x4xf32>
func.func @tiled_to_dynamic(%x: tensor<8x4xf32, #blocks>) -> tensor<?x4xf32> {
  %c = tensor.cast %x : tensor<8x4xf32, #blocks> to tensor<?x4xf32>
  return %c : tensor<?x4xf32>
}

// -----

// Unranked tensors have no layout: a cast to or from one goes through the
// packed layout on the ranked side.
#cm = #layout.encoding<order = [1, 0]>

// CHECK-LABEL: func @to_unranked
// CHECK: %[[T:.*]] = layout.transform %arg0 : tensor<2x3xf32, #{{.*}}> to tensor<2x3xf32>
// CHECK-NEXT: tensor.cast %[[T]] : tensor<2x3xf32> to tensor<*xf32>
func.func @to_unranked(%a: tensor<2x3xf32, #cm>) -> tensor<*xf32> {
  %c = tensor.cast %a : tensor<2x3xf32, #cm> to tensor<*xf32>
  return %c : tensor<*xf32>
}

// CHECK-LABEL: func @from_unranked
// CHECK: %[[C:.*]] = tensor.cast %arg0 : tensor<*xf32> to tensor<2x3xf32>
// CHECK-NEXT: layout.transform %[[C]] : tensor<2x3xf32> to tensor<2x3xf32, #{{.*}}>
func.func @from_unranked(%a: tensor<*xf32>) -> tensor<2x3xf32, #cm> {
  %c = tensor.cast %a : tensor<*xf32> to tensor<2x3xf32, #cm>
  return %c : tensor<2x3xf32, #cm>
}
