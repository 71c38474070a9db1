// RUN: tensor-opt %s -canonicalize -split-input-file | FileCheck %s

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#blocked = #layout.encoding<tiles = [1 : 16]>
#halo = #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero>

// A transform to its operand's own layout is its operand.
// CHECK-LABEL: func @same_layout
// CHECK-SAME: (%[[X:.*]]: tensor
// CHECK-NOT: layout.transform
// CHECK: return %[[X]]
func.func @same_layout(%x: tensor<1x16x4x4xf32, #nhwc>) -> tensor<1x16x4x4xf32, #nhwc> {
  %0 = layout.transform %x : tensor<1x16x4x4xf32, #nhwc> to tensor<1x16x4x4xf32, #nhwc>
  return %0 : tensor<1x16x4x4xf32, #nhwc>
}

// Two transforms are one.
// CHECK-LABEL: func @chain_of_two
// CHECK-SAME: (%[[X:.*]]: tensor
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[X]] : tensor<1x16x4x4xf32> to tensor<1x16x4x4xf32, #{{.*}}>
// CHECK-NEXT: return %[[T]]
func.func @chain_of_two(%x: tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32, #blocked> {
  %0 = layout.transform %x : tensor<1x16x4x4xf32> to tensor<1x16x4x4xf32, #nhwc>
  %1 = layout.transform %0 : tensor<1x16x4x4xf32, #nhwc> to tensor<1x16x4x4xf32, #blocked>
  return %1 : tensor<1x16x4x4xf32, #blocked>
}

// A chain of any length that comes back to its start is nothing.
// CHECK-LABEL: func @chain_back_to_start
// CHECK-SAME: (%[[X:.*]]: tensor
// CHECK-NOT: layout.transform
// CHECK: return %[[X]]
func.func @chain_back_to_start(%x: tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32> {
  %0 = layout.transform %x : tensor<1x16x4x4xf32> to tensor<1x16x4x4xf32, #nhwc>
  %1 = layout.transform %0 : tensor<1x16x4x4xf32, #nhwc> to tensor<1x16x4x4xf32, #blocked>
  %2 = layout.transform %1 : tensor<1x16x4x4xf32, #blocked> to tensor<1x16x4x4xf32, #halo>
  %3 = layout.transform %2 : tensor<1x16x4x4xf32, #halo> to tensor<1x16x4x4xf32, #nhwc>
  %4 = layout.transform %3 : tensor<1x16x4x4xf32, #nhwc> to tensor<1x16x4x4xf32>
  return %4 : tensor<1x16x4x4xf32>
}

// A long chain that ends elsewhere is one transform from the start.
// CHECK-LABEL: func @long_chain
// CHECK-SAME: (%[[X:.*]]: tensor<1x16x4x4xf32, #[[HALO:.*]]>)
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[X]] : tensor<1x16x4x4xf32, #[[HALO]]> to tensor<1x16x4x4xf32, #{{.*}}>
// CHECK-NEXT: return %[[T]]
func.func @long_chain(%x: tensor<1x16x4x4xf32, #halo>) -> tensor<1x16x4x4xf32, #blocked> {
  %0 = layout.transform %x : tensor<1x16x4x4xf32, #halo> to tensor<1x16x4x4xf32>
  %1 = layout.transform %0 : tensor<1x16x4x4xf32> to tensor<1x16x4x4xf32, #nhwc>
  %2 = layout.transform %1 : tensor<1x16x4x4xf32, #nhwc> to tensor<1x16x4x4xf32>
  %3 = layout.transform %2 : tensor<1x16x4x4xf32> to tensor<1x16x4x4xf32, #blocked>
  return %3 : tensor<1x16x4x4xf32, #blocked>
}

// An intermediate value with another user stays; the chain still reads the
// start directly.
// CHECK-LABEL: func @shared_intermediate
// CHECK-SAME: (%[[X:.*]]: tensor
// CHECK-DAG: %[[MID:.*]] = layout.transform %[[X]] : tensor<1x16x4x4xf32> to tensor<1x16x4x4xf32, #[[NHWC:.*]]>
// CHECK-DAG: %[[END:.*]] = layout.transform %[[X]] : tensor<1x16x4x4xf32> to tensor<1x16x4x4xf32, #[[BLOCKED:.*]]>
// CHECK: return %[[MID]], %[[END]]
func.func @shared_intermediate(%x: tensor<1x16x4x4xf32>) -> (tensor<1x16x4x4xf32, #nhwc>, tensor<1x16x4x4xf32, #blocked>) {
  %0 = layout.transform %x : tensor<1x16x4x4xf32> to tensor<1x16x4x4xf32, #nhwc>
  %1 = layout.transform %0 : tensor<1x16x4x4xf32, #nhwc> to tensor<1x16x4x4xf32, #blocked>
  return %0, %1 : tensor<1x16x4x4xf32, #nhwc>, tensor<1x16x4x4xf32, #blocked>
}

// Negative: a single transform between different layouts stays.
// CHECK-LABEL: func @single_transform
// CHECK: layout.transform %{{.*}} : tensor<1x16x4x4xf32, #{{.*}}> to tensor<1x16x4x4xf32, #{{.*}}>
func.func @single_transform(%x: tensor<1x16x4x4xf32, #nhwc>) -> tensor<1x16x4x4xf32, #blocked> {
  %0 = layout.transform %x : tensor<1x16x4x4xf32, #nhwc> to tensor<1x16x4x4xf32, #blocked>
  return %0 : tensor<1x16x4x4xf32, #blocked>
}

// Negative: transforms separated by another op do not compose.
// CHECK-LABEL: func @separated_by_op
// CHECK: layout.transform
// CHECK: arith.addf
// CHECK: layout.transform
func.func @separated_by_op(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = layout.transform %x : tensor<4x4xf32> to tensor<4x4xf32, #layout.encoding<order = [1, 0]>>
  %1 = arith.addf %0, %0 : tensor<4x4xf32, #layout.encoding<order = [1, 0]>>
  %2 = layout.transform %1 : tensor<4x4xf32, #layout.encoding<order = [1, 0]>> to tensor<4x4xf32>
  return %2 : tensor<4x4xf32>
}
