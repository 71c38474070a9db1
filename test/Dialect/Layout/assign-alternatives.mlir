// RUN: tensor-opt %s -split-input-file -layout-assign -layout-verify | FileCheck %s

// A target with two kernels for a 1x1 convolution: NHWC (its first set)
// and plain NCHW, `alternative = C` bytes slower. Assignment takes the
// plain kernel where the transforms it saves move more than C bytes
// (each transform of a 1x64x8x8 f32 image moves 32 KiB: read and written).

// The plain kernel costs less than the two transforms it saves: no
// transform is left, and layout-verify accepts the op on its alternative.
// CHECK-LABEL: func @cheap_alternative
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : tensor<1x64x8x8xf32>, tensor<16x64x1x1xf32>) {{.*}} -> tensor<1x16x8x8xf32>
// CHECK-NOT: layout.transform
// CHECK: return
module attributes {layout.target = #layout.target<"two-kernels", rules = [
    #layout.rule<"linalg.conv_2d_nchw_fchw",
                 operands = [#layout.requirement<order = [0, 2, 3, 1]>, any,
                             #layout.requirement<order = [0, 2, 3, 1]>],
                 results = [#layout.requirement<order = [0, 2, 3, 1]>]>,
    #layout.rule<"linalg.conv_2d_nchw_fchw", alternative = 1000,
                 operands = [#layout.requirement<order = [0, 1, 2, 3]>, any,
                             #layout.requirement<order = [0, 1, 2, 3]>],
                 results = [#layout.requirement<order = [0, 1, 2, 3]>]>]>} {
  func.func @cheap_alternative(%x: tensor<1x64x8x8xf32>, %w: tensor<16x64x1x1xf32>) -> tensor<1x16x8x8xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<1x16x8x8xf32>
    %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x8x8xf32>, tensor<16x64x1x1xf32>) outs(%a : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    return %c : tensor<1x16x8x8xf32>
  }
}

// -----

// The plain kernel costs more than the transforms it would save (40 KiB):
// the first set, with a transform on each side.
// CHECK-LABEL: func @dear_alternative
// CHECK: %[[X:.*]] = layout.transform %arg0 : tensor<1x64x8x8xf32> to tensor<1x64x8x8xf32, #[[NHWC:.*]]>
// CHECK: %[[C:.*]] = linalg.conv_2d_nchw_fchw ins(%[[X]], %arg1 : tensor<1x64x8x8xf32, #[[NHWC]]>, tensor<16x64x1x1xf32>) {{.*}} -> tensor<1x16x8x8xf32, #[[NHWC]]>
// CHECK: %[[Y:.*]] = layout.transform %[[C]] : tensor<1x16x8x8xf32, #[[NHWC]]> to tensor<1x16x8x8xf32>
// CHECK: return %[[Y]]
module attributes {layout.target = #layout.target<"two-kernels", rules = [
    #layout.rule<"linalg.conv_2d_nchw_fchw",
                 operands = [#layout.requirement<order = [0, 2, 3, 1]>, any,
                             #layout.requirement<order = [0, 2, 3, 1]>],
                 results = [#layout.requirement<order = [0, 2, 3, 1]>]>,
    #layout.rule<"linalg.conv_2d_nchw_fchw", alternative = 100000,
                 operands = [#layout.requirement<order = [0, 1, 2, 3]>, any,
                             #layout.requirement<order = [0, 1, 2, 3]>],
                 results = [#layout.requirement<order = [0, 1, 2, 3]>]>]>} {
  func.func @dear_alternative(%x: tensor<1x64x8x8xf32>, %w: tensor<16x64x1x1xf32>) -> tensor<1x16x8x8xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<1x16x8x8xf32>
    %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x8x8xf32>, tensor<16x64x1x1xf32>) outs(%a : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    return %c : tensor<1x16x8x8xf32>
  }
}

// -----

// A choice that pays only through the ops around it: the 1x1 convolution
// (64 -> 16 channels) runs plain, so the wide input needs no transform
// and the narrow result is transformed once into the NHWC that the 3x3
// convolution, which has no alternative, needs (8 KiB moved, not 32).
// CHECK-LABEL: func @choice_through_neighbours
// CHECK: %[[C1:.*]] = linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : tensor<1x64x8x8xf32>, tensor<16x64x1x1xf32>) {{.*}} -> tensor<1x16x8x8xf32>
// CHECK: %[[T:.*]] = layout.transform %[[C1]] : tensor<1x16x8x8xf32> to tensor<1x16x8x8xf32, #[[NHWC:.*]]>
// CHECK: %[[C2:.*]] = linalg.conv_2d_nchw_fchw ins(%[[T]], %arg2 : tensor<1x16x8x8xf32, #[[NHWC]]>, tensor<16x16x3x3xf32>) {{.*}} -> tensor<1x16x6x6xf32, #[[NHWC]]>
// CHECK: layout.transform %[[C2]]
module attributes {layout.target = #layout.target<"two-kernels", rules = [
    #layout.rule<"linalg.conv_2d_nchw_fchw",
                 operands = [#layout.requirement<order = [0, 2, 3, 1]>, any,
                             #layout.requirement<order = [0, 2, 3, 1]>],
                 results = [#layout.requirement<order = [0, 2, 3, 1]>]>,
    #layout.rule<"linalg.conv_2d_nchw_fchw", where = [operand 1 dim 2 eq 1],
                 alternative = 1000,
                 operands = [#layout.requirement<order = [0, 1, 2, 3]>, any,
                             #layout.requirement<order = [0, 1, 2, 3]>],
                 results = [#layout.requirement<order = [0, 1, 2, 3]>]>]>} {
  func.func @choice_through_neighbours(%x: tensor<1x64x8x8xf32>, %w1: tensor<16x64x1x1xf32>, %w2: tensor<16x16x3x3xf32>) -> tensor<1x16x6x6xf32> {
    %zero = arith.constant 0.0 : f32
    %e1 = tensor.empty() : tensor<1x16x8x8xf32>
    %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x64x8x8xf32>, tensor<16x64x1x1xf32>) outs(%a1 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %e2 = tensor.empty() : tensor<1x16x6x6xf32>
    %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
    %c2 = linalg.conv_2d_nchw_fchw ins(%c1, %w2 : tensor<1x16x8x8xf32>, tensor<16x16x3x3xf32>) outs(%a2 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
    return %c2 : tensor<1x16x6x6xf32>
  }
}
