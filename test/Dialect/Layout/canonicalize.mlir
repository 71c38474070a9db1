// RUN: tensor-opt %s -canonicalize -split-input-file | FileCheck %s

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#blocked = #layout.encoding<tiles = [1 : 16]>
#halo = #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero>

// A transform to its operand's own layout is its operand.
// CHECK-LABEL: func @same_layout
// CHECK-SAME: (%[[X:.*]]: tensor
// CHECK-NOT: layout.transform
// CHECK: return %[[X]]
func.func @same_layout(%x: tensor<1x32x4x4xf32, #nhwc>) -> tensor<1x32x4x4xf32, #nhwc> {
  %0 = layout.transform %x : tensor<1x32x4x4xf32, #nhwc> to tensor<1x32x4x4xf32, #nhwc>
  return %0 : tensor<1x32x4x4xf32, #nhwc>
}

// Two transforms are one.
// CHECK-LABEL: func @chain_of_two
// CHECK-SAME: (%[[X:.*]]: tensor
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[X]] : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #{{.*}}>
// CHECK-NEXT: return %[[T]]
func.func @chain_of_two(%x: tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32, #blocked> {
  %0 = layout.transform %x : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #nhwc>
  %1 = layout.transform %0 : tensor<1x32x4x4xf32, #nhwc> to tensor<1x32x4x4xf32, #blocked>
  return %1 : tensor<1x32x4x4xf32, #blocked>
}

// A chain of any length that comes back to its start is nothing.
// CHECK-LABEL: func @chain_back_to_start
// CHECK-SAME: (%[[X:.*]]: tensor
// CHECK-NOT: layout.transform
// CHECK: return %[[X]]
func.func @chain_back_to_start(%x: tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32> {
  %0 = layout.transform %x : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #nhwc>
  %1 = layout.transform %0 : tensor<1x32x4x4xf32, #nhwc> to tensor<1x32x4x4xf32, #blocked>
  %2 = layout.transform %1 : tensor<1x32x4x4xf32, #blocked> to tensor<1x32x4x4xf32, #halo>
  %3 = layout.transform %2 : tensor<1x32x4x4xf32, #halo> to tensor<1x32x4x4xf32, #nhwc>
  %4 = layout.transform %3 : tensor<1x32x4x4xf32, #nhwc> to tensor<1x32x4x4xf32>
  return %4 : tensor<1x32x4x4xf32>
}

// A long chain that ends elsewhere is one transform from the start.
// CHECK-LABEL: func @long_chain
// CHECK-SAME: (%[[X:.*]]: tensor<1x32x4x4xf32, #[[HALO:.*]]>)
// CHECK-NEXT: %[[T:.*]] = layout.transform %[[X]] : tensor<1x32x4x4xf32, #[[HALO]]> to tensor<1x32x4x4xf32, #{{.*}}>
// CHECK-NEXT: return %[[T]]
func.func @long_chain(%x: tensor<1x32x4x4xf32, #halo>) -> tensor<1x32x4x4xf32, #blocked> {
  %0 = layout.transform %x : tensor<1x32x4x4xf32, #halo> to tensor<1x32x4x4xf32>
  %1 = layout.transform %0 : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #nhwc>
  %2 = layout.transform %1 : tensor<1x32x4x4xf32, #nhwc> to tensor<1x32x4x4xf32>
  %3 = layout.transform %2 : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #blocked>
  return %3 : tensor<1x32x4x4xf32, #blocked>
}

// An intermediate value with another user stays; the chain still reads the
// start directly.
// CHECK-LABEL: func @shared_intermediate
// CHECK-SAME: (%[[X:.*]]: tensor
// CHECK-DAG: %[[MID:.*]] = layout.transform %[[X]] : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #[[NHWC:.*]]>
// CHECK-DAG: %[[END:.*]] = layout.transform %[[X]] : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #[[BLOCKED:.*]]>
// CHECK: return %[[MID]], %[[END]]
func.func @shared_intermediate(%x: tensor<1x32x4x4xf32>) -> (tensor<1x32x4x4xf32, #nhwc>, tensor<1x32x4x4xf32, #blocked>) {
  %0 = layout.transform %x : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #nhwc>
  %1 = layout.transform %0 : tensor<1x32x4x4xf32, #nhwc> to tensor<1x32x4x4xf32, #blocked>
  return %0, %1 : tensor<1x32x4x4xf32, #nhwc>, tensor<1x32x4x4xf32, #blocked>
}

// Negative: a single transform between different layouts stays.
// CHECK-LABEL: func @single_transform
// CHECK: layout.transform %{{.*}} : tensor<1x32x4x4xf32, #{{.*}}> to tensor<1x32x4x4xf32, #{{.*}}>
func.func @single_transform(%x: tensor<1x32x4x4xf32, #nhwc>) -> tensor<1x32x4x4xf32, #blocked> {
  %0 = layout.transform %x : tensor<1x32x4x4xf32, #nhwc> to tensor<1x32x4x4xf32, #blocked>
  return %0 : tensor<1x32x4x4xf32, #blocked>
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

// -----

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#zero_rows = #layout.encoding<align = [1, 8], pad_value = zero>

// A transform of a dense constant is the constant in the new layout.
// CHECK-LABEL: func @dense_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32, #[[ROWS:.*]]>
// CHECK-NEXT: return %[[C]] : tensor<2x3xf32, #[[ROWS]]>
func.func @dense_constant() -> tensor<2x3xf32, #zero_rows> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %0 = layout.transform %c : tensor<2x3xf32> to tensor<2x3xf32, #zero_rows>
  return %0 : tensor<2x3xf32, #zero_rows>
}

// A transform of a transform of a splat constant is one splat constant.
// CHECK-LABEL: func @splat_constant_chain
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<7> : tensor<1x3x4x4xi8, #{{.*}}>
// CHECK-NEXT: return %[[C]]
func.func @splat_constant_chain() -> tensor<1x3x4x4xi8, #nhwc> {
  %c = arith.constant dense<7> : tensor<1x3x4x4xi8, #layout.encoding<tiles = [2 : 2]>>
  %0 = layout.transform %c : tensor<1x3x4x4xi8, #layout.encoding<tiles = [2 : 2]>> to tensor<1x3x4x4xi8>
  %1 = layout.transform %0 : tensor<1x3x4x4xi8> to tensor<1x3x4x4xi8, #nhwc>
  return %1 : tensor<1x3x4x4xi8, #nhwc>
}

// Negative: a value that is not a constant stays a transform.
// CHECK-LABEL: func @not_a_constant
// CHECK: layout.transform
func.func @not_a_constant(%x: tensor<2x3xf32>) -> tensor<2x3xf32, #zero_rows> {
  %0 = layout.transform %x : tensor<2x3xf32> to tensor<2x3xf32, #zero_rows>
  return %0 : tensor<2x3xf32, #zero_rows>
}

// -----

// A transform between layouts that place every element alike moves
// nothing: an alignment of 8 on rows of 16 is already met.
// CHECK-LABEL: func @alignment_already_met
// CHECK-NOT: layout.transform
// CHECK: %[[R:.*]] = layout.relabel %{{.*}} permutation = [0, 1] : tensor<4x16xf32> to tensor<4x16xf32, #{{.*}}>
// CHECK-NEXT: return %[[R]]
func.func @alignment_already_met(%x: tensor<4x16xf32>) -> tensor<4x16xf32, #layout.encoding<align = [1, 8], pad_value = zero>> {
  %0 = layout.transform %x : tensor<4x16xf32> to tensor<4x16xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
  return %0 : tensor<4x16xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
}

// Size-1 dims may sit anywhere in the order: one channel in NHWC is NCHW.
// CHECK-LABEL: func @order_of_unit_dims
// CHECK-NOT: layout.transform
// CHECK: layout.relabel %{{.*}} permutation = [0, 1, 2, 3]
func.func @order_of_unit_dims(%x: tensor<2x1x5x5xf32>) -> tensor<2x1x5x5xf32, #layout.encoding<order = [0, 2, 3, 1]>> {
  %0 = layout.transform %x : tensor<2x1x5x5xf32> to tensor<2x1x5x5xf32, #layout.encoding<order = [0, 2, 3, 1]>>
  return %0 : tensor<2x1x5x5xf32, #layout.encoding<order = [0, 2, 3, 1]>>
}

// A relabel in a chain of transforms is part of the chain.
// CHECK-LABEL: func @relabel_in_chain
// CHECK-SAME: (%[[X:.*]]: tensor<2x1x5x5xf32>)
// CHECK-NEXT: return %[[X]]
func.func @relabel_in_chain(%x: tensor<2x1x5x5xf32>) -> tensor<2x1x5x5xf32> {
  %0 = layout.transform %x : tensor<2x1x5x5xf32> to tensor<2x1x5x5xf32, #layout.encoding<order = [0, 2, 3, 1]>>
  %1 = layout.transform %0 : tensor<2x1x5x5xf32, #layout.encoding<order = [0, 2, 3, 1]>> to tensor<2x1x5x5xf32>
  return %1 : tensor<2x1x5x5xf32>
}

// Negative: the alignment is not met for 10 columns.
// CHECK-LABEL: func @alignment_not_met
// CHECK: layout.transform
func.func @alignment_not_met(%x: tensor<4x10xf32>) -> tensor<4x10xf32, #layout.encoding<align = [1, 8], pad_value = zero>> {
  %0 = layout.transform %x : tensor<4x10xf32> to tensor<4x10xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
  return %0 : tensor<4x10xf32, #layout.encoding<align = [1, 8], pad_value = zero>>
}

// Negative: a stricter base alignment is a new buffer.
// CHECK-LABEL: func @base_alignment
// CHECK: layout.transform
func.func @base_alignment(%x: tensor<4x16xf32>) -> tensor<4x16xf32, #layout.encoding<base_align = 64>> {
  %0 = layout.transform %x : tensor<4x16xf32> to tensor<4x16xf32, #layout.encoding<base_align = 64>>
  return %0 : tensor<4x16xf32, #layout.encoding<base_align = 64>>
}

// Negative: dynamic shapes are not known to meet an alignment.
// CHECK-LABEL: func @dynamic_shape
// CHECK: layout.transform
func.func @dynamic_shape(%x: tensor<4x?xf32>) -> tensor<4x?xf32, #layout.encoding<align = [1, 8]>> {
  %0 = layout.transform %x : tensor<4x?xf32> to tensor<4x?xf32, #layout.encoding<align = [1, 8]>>
  return %0 : tensor<4x?xf32, #layout.encoding<align = [1, 8]>>
}

// -----

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// A transform of tensor.empty is tensor.empty in the new layout.
// CHECK-LABEL: func @empty
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<?x3x4x4xf32, #[[NHWC:.*]]>
// CHECK-NEXT: return %[[E]]
func.func @empty(%n: index) -> tensor<?x3x4x4xf32, #nhwc> {
  %e = tensor.empty(%n) : tensor<?x3x4x4xf32>
  %0 = layout.transform %e : tensor<?x3x4x4xf32> to tensor<?x3x4x4xf32, #nhwc>
  return %0 : tensor<?x3x4x4xf32, #nhwc>
}

// A transform of a fill of tensor.empty is the fill in the new layout.
// CHECK-LABEL: func @fill
// CHECK-NEXT: %[[C:.*]] = arith.constant 1.5
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<1x3x4x4xf32, #[[NHWC:.*]]>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[C]] : f32) outs(%[[E]] : tensor<1x3x4x4xf32, #[[NHWC]]>)
// CHECK-NEXT: return %[[F]]
func.func @fill() -> tensor<1x3x4x4xf32, #nhwc> {
  %c = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %0 = layout.transform %f : tensor<1x3x4x4xf32> to tensor<1x3x4x4xf32, #nhwc>
  return %0 : tensor<1x3x4x4xf32, #nhwc>
}

// Negative: a fill of a tensor with contents is not rewritten.
// CHECK-LABEL: func @fill_of_argument
// CHECK: linalg.fill
// CHECK: layout.transform
func.func @fill_of_argument(%x: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32, #nhwc> {
  %c = arith.constant 1.5 : f32
  %f = linalg.fill ins(%c : f32) outs(%x : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %0 = layout.transform %f : tensor<1x3x4x4xf32> to tensor<1x3x4x4xf32, #nhwc>
  return %0 : tensor<1x3x4x4xf32, #nhwc>
}

// -----

// Relabels compose; the identity relabelling to the same type is nothing.
// CHECK-LABEL: func @relabel_chain
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[R:.*]] = layout.relabel %[[X]] permutation = [2, 0, 1] : tensor<2x3x4xf32> to tensor<4x2x3xf32, #{{.*}}>
// CHECK-NEXT: return %[[X]], %[[R]]
func.func @relabel_chain(%x: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<4x2x3xf32, #layout.encoding<order = [1, 2, 0]>>) {
  %0 = layout.relabel %x permutation = [1, 0, 2] : tensor<2x3x4xf32> to tensor<3x2x4xf32, #layout.encoding<order = [1, 0, 2]>>
  %1 = layout.relabel %0 permutation = [1, 0, 2] : tensor<3x2x4xf32, #layout.encoding<order = [1, 0, 2]>> to tensor<2x3x4xf32>
  %2 = layout.relabel %x permutation = [1, 2, 0] : tensor<2x3x4xf32> to tensor<3x4x2xf32, #layout.encoding<order = [2, 0, 1]>>
  %3 = layout.relabel %2 permutation = [2, 0, 1] : tensor<3x4x2xf32, #layout.encoding<order = [2, 0, 1]>> to tensor<2x3x4xf32>
  %4 = layout.relabel %x permutation = [1, 0, 2] : tensor<2x3x4xf32> to tensor<3x2x4xf32, #layout.encoding<order = [1, 0, 2]>>
  %5 = layout.relabel %4 permutation = [2, 1, 0] : tensor<3x2x4xf32, #layout.encoding<order = [1, 0, 2]>> to tensor<4x2x3xf32, #layout.encoding<order = [1, 2, 0]>>
  %6 = arith.addf %1, %3 : tensor<2x3x4xf32>
  return %1, %5 : tensor<2x3x4xf32>, tensor<4x2x3xf32, #layout.encoding<order = [1, 2, 0]>>
}

// -----

// A relabel of a constant is the transposed constant: weights are laid out
// by the compiler.
// CHECK-LABEL: func @relabel_constant
// CHECK-DAG: %[[D:.*]] = arith.constant dense<{{\[\[}}1, 4], [2, 5], [3, 6]]> : tensor<3x2xi16, #{{.*}}>
// CHECK-DAG: %[[S:.*]] = arith.constant dense<2.500000e+00> : tensor<3x2xbf16, #{{.*}}>
// CHECK: return %[[D]], %[[S]]
func.func @relabel_constant() -> (tensor<3x2xi16, #layout.encoding<order = [1, 0]>>, tensor<3x2xbf16, #layout.encoding<order = [1, 0]>>) {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>
  %0 = layout.relabel %c permutation = [1, 0] : tensor<2x3xi16> to tensor<3x2xi16, #layout.encoding<order = [1, 0]>>
  %s = arith.constant dense<2.5> : tensor<2x3xbf16>
  %1 = layout.relabel %s permutation = [1, 0] : tensor<2x3xbf16> to tensor<3x2xbf16, #layout.encoding<order = [1, 0]>>
  return %0, %1 : tensor<3x2xi16, #layout.encoding<order = [1, 0]>>, tensor<3x2xbf16, #layout.encoding<order = [1, 0]>>
}

// A 3-D constant through a rotation of its dims.
// CHECK-LABEL: func @relabel_constant_3d
// CHECK: arith.constant dense<{{\[\[\[}}0, 6], [1, 7], [2, 8]], {{\[\[}}3, 9], [4, 10], [5, 11]]]> : tensor<2x3x2xi8, #{{.*}}>
func.func @relabel_constant_3d() -> tensor<2x3x2xi8, #layout.encoding<order = [2, 0, 1]>> {
  %c = arith.constant dense<[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]]]> : tensor<2x2x3xi8>
  %0 = layout.relabel %c permutation = [1, 2, 0] : tensor<2x2x3xi8> to tensor<2x3x2xi8, #layout.encoding<order = [2, 0, 1]>>
  return %0 : tensor<2x3x2xi8, #layout.encoding<order = [2, 0, 1]>>
}

// -----

// An imported weight (a resource blob, as torch-mlir writes a Linear's
// weight before its transpose) becomes a new, transposed blob: the program
// reads the weight, it does not transpose it on every call.
// CHECK-LABEL: func @relabel_resource
// CHECK: %[[W:.*]] = arith.constant dense_resource<weight_transposed> : tensor<3x2xf32, #{{.*}}>
// CHECK: return %[[W]]
func.func @relabel_resource() -> tensor<3x2xf32, #layout.encoding<order = [1, 0]>> {
  %c = arith.constant dense_resource<weight> : tensor<2x3xf32>
  %0 = layout.relabel %c permutation = [1, 0] : tensor<2x3xf32> to tensor<3x2xf32, #layout.encoding<order = [1, 0]>>
  return %0 : tensor<3x2xf32, #layout.encoding<order = [1, 0]>>
}

// A blob the wrong size for its type stays a relabel.
// CHECK-LABEL: func @relabel_resource_wrong_size
// CHECK: layout.relabel
// The new blob holds the weight transposed.
// CHECK: weight_transposed: "0x{{[0-9A-F]+}}0000803F00008040000000400000A040000040400000C040"
func.func @relabel_resource_wrong_size() -> tensor<3x2xf32, #layout.encoding<order = [1, 0]>> {
  %c = arith.constant dense_resource<short> : tensor<2x3xf32>
  %0 = layout.relabel %c permutation = [1, 0] : tensor<2x3xf32> to tensor<3x2xf32, #layout.encoding<order = [1, 0]>>
  return %0 : tensor<3x2xf32, #layout.encoding<order = [1, 0]>>
}

{-#
  dialect_resources: {
    builtin: {
      weight: "0x040000000000803F0000004000004040000080400000A0400000C040",
      short: "0x040000000000803F"
    }
  }
#-}

// -----

// The same through an expansion (a grouped filter expanded into its
// groups, which the onednn target lays out for oneDNN's grouped kernels).
// CHECK-LABEL: func @transform_reshaped_resource
// CHECK: %[[W:.*]] = arith.constant dense_resource<filter> : tensor<2x1x3xf32, #{{.*}}>
// CHECK-NOT: tensor.expand_shape
// CHECK: return %[[W]]
func.func @transform_reshaped_resource() -> tensor<2x1x3xf32, #layout.encoding<order = [2, 0, 1]>> {
  %c = arith.constant dense_resource<filter> : tensor<2x3xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 1, 3] : tensor<2x3xf32> into tensor<2x1x3xf32>
  %0 = layout.transform %e : tensor<2x1x3xf32> to tensor<2x1x3xf32, #layout.encoding<order = [2, 0, 1]>>
  return %0 : tensor<2x1x3xf32, #layout.encoding<order = [2, 0, 1]>>
}

// A reshaped argument stays a transform (negative test).
// CHECK-LABEL: func @transform_reshaped_argument
// CHECK: tensor.expand_shape
// CHECK: layout.transform
func.func @transform_reshaped_argument(%x: tensor<2x3xf32>) -> tensor<2x1x3xf32, #layout.encoding<order = [2, 0, 1]>> {
  %e = tensor.expand_shape %x [[0, 1], [2]] output_shape [2, 1, 3] : tensor<2x3xf32> into tensor<2x1x3xf32>
  %0 = layout.transform %e : tensor<2x1x3xf32> to tensor<2x1x3xf32, #layout.encoding<order = [2, 0, 1]>>
  return %0 : tensor<2x1x3xf32, #layout.encoding<order = [2, 0, 1]>>
}

{-#
  dialect_resources: {
    builtin: {
      filter: "0x040000000000803F0000004000004040000080400000A0400000C040"
    }
  }
#-}

// -----

// to_physical and from_physical see one buffer two ways: each undoes the
// other. Where from_physical forgets the pad value, it is a relabelling.
// CHECK-LABEL: func @physical_round_trips
// CHECK-SAME: (%[[X:.*]]: tensor<2x16xf32, #{{.*}}>, %[[P:.*]]: tensor<2x2x8xf32>, %[[Z:.*]]: tensor<2x12xf32, #{{.*}}>)
// CHECK: %[[R:.*]] = layout.relabel %[[Z]] permutation = [0, 1] : tensor<2x12xf32, #{{.*}}> to tensor<2x12xf32, #{{.*}}>
// CHECK: return %[[X]], %[[P]], %[[R]]
func.func @physical_round_trips(%x: tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>>, %p: tensor<2x2x8xf32>,
                                %z: tensor<2x12xf32, #layout.encoding<align = [1, 8], pad_value = zero, tiles = [1 : 8]>>)
    -> (tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>>, tensor<2x2x8xf32>, tensor<2x12xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8]>>) {
  %0 = layout.to_physical %x : tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>> to tensor<2x2x8xf32>
  %1 = layout.from_physical %0 : tensor<2x2x8xf32> to tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>>
  %2 = layout.from_physical %p : tensor<2x2x8xf32> to tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>>
  %3 = layout.to_physical %2 : tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>> to tensor<2x2x8xf32>
  %4 = layout.to_physical %z : tensor<2x12xf32, #layout.encoding<align = [1, 8], pad_value = zero, tiles = [1 : 8]>> to tensor<2x2x8xf32>
  %5 = layout.from_physical %4 : tensor<2x2x8xf32> to tensor<2x12xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8]>>
  return %1, %3, %5 : tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>>, tensor<2x2x8xf32>, tensor<2x12xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8]>>
}

// One physical buffer holds tensors of several logical shapes (rows of 5
// and of 6 aligned to 8): a from_physical to another shape is no round
// trip. (A relabel would have to change the shape, which it cannot.)
// CHECK-LABEL: func @physical_other_shape
// CHECK: layout.to_physical
// CHECK: layout.from_physical
func.func @physical_other_shape(%x: tensor<2x5xf32, #layout.encoding<align = [1, 8]>>) -> tensor<2x6xf32, #layout.encoding<align = [1, 8]>> {
  %0 = layout.to_physical %x : tensor<2x5xf32, #layout.encoding<align = [1, 8]>> to tensor<2x8xf32>
  %1 = layout.from_physical %0 : tensor<2x8xf32> to tensor<2x6xf32, #layout.encoding<align = [1, 8]>>
  return %1 : tensor<2x6xf32, #layout.encoding<align = [1, 8]>>
}

// A from_physical of another tiling's buffer is no round trip.
// CHECK-LABEL: func @physical_other_tiling
// CHECK: layout.to_physical
// CHECK: layout.from_physical
func.func @physical_other_tiling(%x: tensor<4x4xf32, #layout.encoding<tiles = [1 : 2]>>) -> tensor<4x4xf32, #layout.encoding<order = [1, 0], tiles = [0 : 2]>> {
  %0 = layout.to_physical %x : tensor<4x4xf32, #layout.encoding<tiles = [1 : 2]>> to tensor<4x2x2xf32>
  %1 = layout.from_physical %0 : tensor<4x2x2xf32> to tensor<4x4xf32, #layout.encoding<order = [1, 0], tiles = [0 : 2]>>
  return %1 : tensor<4x4xf32, #layout.encoding<order = [1, 0], tiles = [0 : 2]>>
}

// -----

// A reshaped constant's layout change folds into one constant (upstream
// folds no reshape of a dense_resource; a dense one it folds first); a
// reshaped argument's stays.
// CHECK-LABEL: func @reshaped_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense_resource<filter> : tensor<2x3xf32, #{{.*}}>
// CHECK-NEXT: return %[[C]]
// CHECK-LABEL: func @reshaped_argument
// CHECK: tensor.collapse_shape
// CHECK: layout.transform
func.func @reshaped_constant() -> tensor<2x3xf32, #layout.encoding<tiles = [0 : 2]>> {
  %c = arith.constant dense_resource<filter> : tensor<2x1x3xf32>
  %r = tensor.collapse_shape %c [[0, 1], [2]] : tensor<2x1x3xf32> into tensor<2x3xf32>
  %t = layout.transform %r : tensor<2x3xf32> to tensor<2x3xf32, #layout.encoding<tiles = [0 : 2]>>
  return %t : tensor<2x3xf32, #layout.encoding<tiles = [0 : 2]>>
}
func.func @reshaped_argument(%x: tensor<2x1x3xf32>) -> tensor<2x3xf32, #layout.encoding<tiles = [0 : 2]>> {
  %r = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x1x3xf32> into tensor<2x3xf32>
  %t = layout.transform %r : tensor<2x3xf32> to tensor<2x3xf32, #layout.encoding<tiles = [0 : 2]>>
  return %t : tensor<2x3xf32, #layout.encoding<tiles = [0 : 2]>>
}
