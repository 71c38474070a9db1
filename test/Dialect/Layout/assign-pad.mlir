// RUN: tensor-opt %s -split-input-file -layout-assign -layout-verify | FileCheck %s

// A tensor.pad runs in any layout without padding of its own that tiles no
// dim it pads, its operand and result alike (as layout-propagate moves transforms above
// pads): layout assignment transforms the smaller unpadded tensor before
// the pad rather than the padded one after it.

// CHECK-LABEL: func @pad_in_nhwc
// CHECK: %[[T:.*]] = layout.transform %arg0 : tensor<1x8x6x6xf32> to tensor<1x8x6x6xf32, #[[NHWC:.*]]>
// CHECK: %[[P:.*]] = tensor.pad %[[T]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<1x8x6x6xf32, #[[NHWC]]> to tensor<1x8x8x8xf32, #[[NHWC]]>
// CHECK: linalg.conv_2d_nchw_fchw ins(%[[P]], %arg1 : tensor<1x8x8x8xf32, #[[NHWC]]>
module attributes {layout.target = #layout.target<"nhwc", rules = [
    #layout.rule<"linalg.conv_2d_nchw_fchw",
                 operands = [#layout.requirement<order = [0, 2, 3, 1]>, any,
                             #layout.requirement<order = [0, 2, 3, 1]>],
                 results = [#layout.requirement<order = [0, 2, 3, 1]>]>]>} {
  func.func @pad_in_nhwc(%x: tensor<1x8x6x6xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x6x6xf32> {
    %zero = arith.constant 0.0 : f32
    %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%n: index, %c: index, %h: index, %w2: index):
      tensor.yield %zero : f32
    } : tensor<1x8x6x6xf32> to tensor<1x8x8x8xf32>
    %e = tensor.empty() : tensor<1x8x6x6xf32>
    %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    %c = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32>) outs(%a : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    return %c : tensor<1x8x6x6xf32>
  }
}

// -----

// A tiled layout (blocked channels) whose tiles the pad leaves alone: the
// pad runs in it too, on whole physical dims (it bufferizes to a pad of the
// physical tensor, which oneDNN takes as the convolution's padding).
// CHECK-LABEL: func @pad_in_blocked
// CHECK: %[[T:.*]] = layout.transform %arg0 : tensor<1x8x6x6xf32> to tensor<1x8x6x6xf32, #[[BLOCKED:.*]]>
// CHECK: %[[P:.*]] = tensor.pad %[[T]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<1x8x6x6xf32, #[[BLOCKED]]> to tensor<1x8x8x8xf32, #[[BLOCKED]]>
// CHECK: linalg.conv_2d_nchw_fchw ins(%[[P]], %arg1 : tensor<1x8x8x8xf32, #[[BLOCKED]]>
module attributes {layout.target = #layout.target<"blocked", rules = [
    #layout.rule<"linalg.conv_2d_nchw_fchw",
                 operands = [#layout.requirement<tiles = [1 : 4]>, any,
                             #layout.requirement<tiles = [1 : 4]>],
                 results = [#layout.requirement<tiles = [1 : 4]>]>]>} {
  func.func @pad_in_blocked(%x: tensor<1x8x6x6xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x6x6xf32> {
    %zero = arith.constant 0.0 : f32
    %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%n: index, %c: index, %h: index, %w2: index):
      tensor.yield %zero : f32
    } : tensor<1x8x6x6xf32> to tensor<1x8x8x8xf32>
    %e = tensor.empty() : tensor<1x8x6x6xf32>
    %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    %c = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32>) outs(%a : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    return %c : tensor<1x8x6x6xf32>
  }
}

// -----

// A pad of the tiled dim itself (more channels) cannot run in the tiled
// layout (its operand and result would have other tiles): it runs as
// written and its result is transformed.
// CHECK-LABEL: func @pad_as_written
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 4, 1, 1]
// CHECK: } : tensor<1x8x6x6xf32> to tensor<1x12x8x8xf32>
// CHECK: %[[T:.*]] = layout.transform %[[P]] : tensor<1x12x8x8xf32> to tensor<1x12x8x8xf32, #{{.*}}>
// CHECK: linalg.conv_2d_nchw_fchw ins(%[[T]], %arg1
module attributes {layout.target = #layout.target<"blocked", rules = [
    #layout.rule<"linalg.conv_2d_nchw_fchw",
                 operands = [#layout.requirement<tiles = [1 : 4]>, any,
                             #layout.requirement<tiles = [1 : 4]>],
                 results = [#layout.requirement<tiles = [1 : 4]>]>]>} {
  func.func @pad_as_written(%x: tensor<1x8x6x6xf32>, %w: tensor<8x12x3x3xf32>) -> tensor<1x8x6x6xf32> {
    %zero = arith.constant 0.0 : f32
    %p = tensor.pad %x low[0, 0, 1, 1] high[0, 4, 1, 1] {
    ^bb0(%n: index, %c: index, %h: index, %w2: index):
      tensor.yield %zero : f32
    } : tensor<1x8x6x6xf32> to tensor<1x12x8x8xf32>
    %e = tensor.empty() : tensor<1x8x6x6xf32>
    %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    %c = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x12x8x8xf32>, tensor<8x12x3x3xf32>) outs(%a : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    return %c : tensor<1x8x6x6xf32>
  }
}

// -----

// A target that says what a pad needs is asked: here plain NCHW (a pad
// kernel of its own), so the pad stays on NCHW and the transform follows it.
// CHECK-LABEL: func @pad_the_target_constrains
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<1x8x6x6xf32> to tensor<1x8x8x8xf32>
// CHECK: layout.transform %[[P]] : tensor<1x8x8x8xf32> to tensor<1x8x8x8xf32, #{{.*}}>
module attributes {layout.target = #layout.target<"nhwc", rules = [
    #layout.rule<"tensor.pad",
                 operands = [#layout.requirement<order = [0, 1, 2, 3]>],
                 results = [#layout.requirement<order = [0, 1, 2, 3]>]>,
    #layout.rule<"linalg.conv_2d_nchw_fchw",
                 operands = [#layout.requirement<order = [0, 2, 3, 1]>, any,
                             #layout.requirement<order = [0, 2, 3, 1]>],
                 results = [#layout.requirement<order = [0, 2, 3, 1]>]>]>} {
  func.func @pad_the_target_constrains(%x: tensor<1x8x6x6xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x6x6xf32> {
    %zero = arith.constant 0.0 : f32
    %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%n: index, %c: index, %h: index, %w2: index):
      tensor.yield %zero : f32
    } : tensor<1x8x6x6xf32> to tensor<1x8x8x8xf32>
    %e = tensor.empty() : tensor<1x8x6x6xf32>
    %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    %c = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32>) outs(%a : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    return %c : tensor<1x8x6x6xf32>
  }
}
