// tensor.pad with a constant becomes layout.expand_halo of its operand
// stored in a halo layout: written there by an element-wise producer, or
// transformed there (absorbing a transform before or after the pad).
// RUN: tensor-opt %s -split-input-file --layout-fold-pad-into-halo | FileCheck %s

// A ReLU's result padded for a 3x3 convolution: the ReLU writes the halo
// layout (its empty tensor's border holds zero), the pad moves no data.
// CHECK-DAG: #[[HALO:.*]] = #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero>
// CHECK-LABEL: func.func @relu_then_pad
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x2x4x4xf32, #[[HALO]]>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: outs(%[[E]] : tensor<1x2x4x4xf32, #[[HALO]]>)
// CHECK: %[[P:.*]] = layout.expand_halo %[[R]] : tensor<1x2x4x4xf32, #[[HALO]]> to tensor<1x2x6x6xf32>
// CHECK-NOT: tensor.pad
// CHECK: return %[[P]]
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @relu_then_pad(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x2x4x4xf32>
  %p = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  return %p : tensor<1x2x6x6xf32>
}

// -----

// An argument padded, then transformed to NHWC, as a target asks: one
// transform straight into NHWC with the halo, which holds the pad value.
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-DAG: #[[HALO:.*]] = #layout.encoding<order = [0, 2, 3, 1], pad_low = [0, 0, 2, 0], pad_high = [0, 0, 0, 1], pad_value = -1.000000e+00 : f32>
// CHECK-LABEL: func.func @argument_pad_then_transform
// CHECK: %[[T:.*]] = layout.transform %{{.*}} : tensor<1x2x4x4xf32> to tensor<1x2x4x4xf32, #[[HALO]]>
// CHECK: %[[P:.*]] = layout.expand_halo %[[T]] : tensor<1x2x4x4xf32, #[[HALO]]> to tensor<1x2x6x5xf32, #[[NHWC]]>
// CHECK-NOT: layout.transform
// CHECK: return %[[P]]
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
func.func @argument_pad_then_transform(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x6x5xf32, #nhwc> {
  %c = arith.constant -1.0 : f32
  %p = tensor.pad %x low[0, 0, 2, 0] high[0, 0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %c : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x5xf32>
  %t = layout.transform %p : tensor<1x2x6x5xf32> to tensor<1x2x6x5xf32, #nhwc>
  return %t : tensor<1x2x6x5xf32, #nhwc>
}

// -----

// NHWC -> NCHW, pad, NCHW -> NHWC (what propagation leaves around a pad):
// the producer of the NHWC tensor writes NHWC with the halo, and neither
// transform remains.
// CHECK-DAG: #[[HALO:.*]] = #layout.encoding<order = [0, 2, 3, 1], pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero>
// CHECK-LABEL: func.func @round_trip_around_pad
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x2x4x4xf32, #[[HALO]]>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: outs(%[[E]] : tensor<1x2x4x4xf32, #[[HALO]]>)
// CHECK: %[[P:.*]] = layout.expand_halo %[[R]]
// CHECK-NOT: layout.transform
// CHECK: return %[[P]]
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @round_trip_around_pad(%x: tensor<1x2x4x4xf32, #nhwc>) -> tensor<1x2x6x6xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32, #nhwc>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x4x4xf32, #nhwc>) outs(%e : tensor<1x2x4x4xf32, #nhwc>) {
  ^bb0(%a: f32, %out: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x2x4x4xf32, #nhwc>
  %plain = layout.transform %r : tensor<1x2x4x4xf32, #nhwc> to tensor<1x2x4x4xf32>
  %p = tensor.pad %plain low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  %t = layout.transform %p : tensor<1x2x6x6xf32> to tensor<1x2x6x6xf32, #nhwc>
  return %t : tensor<1x2x6x6xf32, #nhwc>
}

// -----

// A producer whose result is also used elsewhere keeps its layout: the
// pad becomes a transform into the halo layout, one copy as before.
// CHECK-LABEL: func.func @shared_producer
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: outs(%{{.*}} : tensor<1x2x4x4xf32>)
// CHECK: %[[T:.*]] = layout.transform %[[R]] : tensor<1x2x4x4xf32> to tensor<1x2x4x4xf32, #{{.*}}>
// CHECK: layout.expand_halo %[[T]]
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @shared_producer(%x: tensor<1x2x4x4xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x6x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x2x4x4xf32>
  %p = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  return %r, %p : tensor<1x2x4x4xf32>, tensor<1x2x6x6xf32>
}

// -----

// Left alone: nofold asks for a copy; dynamic amounts and a value computed
// from the position have no halo layout; a layout that pads rows with 1.0
// cannot pad with 0.0 as well.
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-4: tensor.pad
// CHECK-NOT: layout.expand_halo
#rows = #layout.encoding<align = [1, 8], pad_value = 1.0 : f32>
func.func @left_alone(%x: tensor<4x4xf32>, %n: index)
    -> (tensor<6x4xf32>, tensor<?x4xf32>, tensor<6x4xf32>, tensor<6x4xf32, #rows>) {
  %zero = arith.constant 0.0 : f32
  %a = tensor.pad %x nofold low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x4xf32> to tensor<6x4xf32>
  %b = tensor.pad %x low[%n, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x4xf32> to tensor<?x4xf32>
  %c = tensor.pad %x low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<6x4xf32>
  %d = tensor.pad %x low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x4xf32> to tensor<6x4xf32>
  %t = layout.transform %d : tensor<6x4xf32> to tensor<6x4xf32, #rows>
  return %a, %b, %c, %t : tensor<6x4xf32>, tensor<?x4xf32>, tensor<6x4xf32>, tensor<6x4xf32, #rows>
}

// -----

// With convolution-padding (what --layout-lower-to-llvm=onednn=true runs):
// a zero pad that only a convolution reads stays a pad for the kernel to
// take as its padding, moved after the transform the target asked for, so
// that it is in the convolution's layout; a pad something else reads still
// becomes a halo.
// RUN: tensor-opt %s -split-input-file --layout-fold-pad-into-halo=convolution-padding \
// RUN:   | FileCheck %s --check-prefix=CONV
// Without it, both pads are halos.
// CHECK-LABEL: func.func @convolution_padding
// CHECK-NOT: tensor.pad
// CHECK-COUNT-2: layout.expand_halo
// CONV-LABEL: func.func @convolution_padding
// CONV-SAME: (%[[X:.*]]: tensor<1x8x4x4xf32>
// CONV: %[[T:.*]] = layout.transform %[[X]] : tensor<1x8x4x4xf32> to tensor<1x8x4x4xf32, #[[NHWC:.*]]>
// CONV: %[[P:.*]] = tensor.pad %[[T]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CONV: } : tensor<1x8x4x4xf32, #[[NHWC]]> to tensor<1x8x6x6xf32, #[[NHWC]]>
// CONV: linalg.conv_2d_nchw_fchw ins(%[[P]], %{{.*}} : tensor<1x8x6x6xf32, #[[NHWC]]>
// CONV: %[[Q:.*]] = layout.expand_halo
// CONV: return %{{.*}}, %[[Q]]
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
func.func @convolution_padding(%x: tensor<1x8x4x4xf32>, %w: tensor<8x8x3x3xf32>)
    -> (tensor<1x8x4x4xf32, #nhwc>, tensor<1x8x6x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
  %t = layout.transform %p : tensor<1x8x6x6xf32> to tensor<1x8x6x6xf32, #nhwc>
  %e = tensor.empty() : tensor<1x8x4x4xf32, #nhwc>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x8x4x4xf32, #nhwc>
  %c = linalg.conv_2d_nchw_fchw ins(%t, %w : tensor<1x8x6x6xf32, #nhwc>, tensor<8x8x3x3xf32>)
      outs(%a : tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x8x4x4xf32, #nhwc>
  %q = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
  return %c, %q : tensor<1x8x4x4xf32, #nhwc>, tensor<1x8x6x6xf32>
}

// -----

// The pad value a constant in the pad's body: it moves with the pad.
// CONV-LABEL: func.func @value_in_body
// CONV: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CONV: %[[T:.*]] = layout.transform
// CONV: tensor.pad %[[T]]
// CONV-NEXT: ^bb0
// CONV-NEXT: tensor.yield %[[ZERO]] : f32
// CHECK-LABEL: func.func @value_in_body
// CHECK: layout.expand_halo
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
func.func @value_in_body(%x: tensor<1x8x4x4xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x4x4xf32, #nhwc> {
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    %zero = arith.constant 0.0 : f32
    tensor.yield %zero : f32
  } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
  %t = layout.transform %p : tensor<1x8x6x6xf32> to tensor<1x8x6x6xf32, #nhwc>
  %e = tensor.empty() : tensor<1x8x4x4xf32, #nhwc>
  %c = linalg.conv_2d_nchw_fchw ins(%t, %w : tensor<1x8x6x6xf32, #nhwc>, tensor<8x8x3x3xf32>)
      outs(%e : tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x8x4x4xf32, #nhwc>
  return %c : tensor<1x8x4x4xf32, #nhwc>
}

// -----

// A pad with the lowest float that only a max pooling reads is that
// kernel's padding too (a maximum never picks it); a zero pad before a
// max pooling is not (the kernel's padding would never win a maximum,
// zero does), nor a lowest-float pad before a convolution.
// CONV-LABEL: func.func @pooling_padding
// CONV: %[[P:.*]] = tensor.pad
// CONV: linalg.pooling_nchw_max {{.*}} ins(%[[P]],
// CONV: layout.expand_halo
// CONV: linalg.pooling_nchw_max
// CONV: layout.expand_halo
// CONV: linalg.conv_2d_nchw_fchw
// CHECK-LABEL: func.func @pooling_padding
// CHECK-NOT: tensor.pad
// CHECK-COUNT-3: layout.expand_halo
func.func @pooling_padding(%x: tensor<1x8x4x4xf32>, %w: tensor<8x8x3x3xf32>)
    -> (tensor<1x8x2x2xf32>, tensor<1x8x2x2xf32>, tensor<1x8x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %window = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x8x2x2xf32>
  %init = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %lowest : f32
  } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
  %m = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %window : tensor<1x8x6x6xf32>, tensor<3x3xf32>) outs(%init : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
  %q = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
  %n = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%q, %window : tensor<1x8x6x6xf32>, tensor<3x3xf32>) outs(%init : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
  %r = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %lowest : f32
  } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
  %e2 = tensor.empty() : tensor<1x8x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%r, %w : tensor<1x8x6x6xf32>, tensor<8x8x3x3xf32>)
      outs(%e2 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %m, %n, %c : tensor<1x8x2x2xf32>, tensor<1x8x2x2xf32>, tensor<1x8x4x4xf32>
}

// -----

// Blocked channels (nChw4c) whose tiles the pad leaves alone: with
// convolution-padding the pad moves after the transform into the blocked
// layout and stays for the kernel (it pads the physical tensor); without,
// the transform goes straight into a blocked halo layout.
// CONV-LABEL: func.func @blocked_convolution_padding
// CONV: %[[T:.*]] = layout.transform %{{.*}} : tensor<1x8x4x4xf32> to tensor<1x8x4x4xf32, #[[BLOCKED:.*]]>
// CONV: %[[P:.*]] = tensor.pad %[[T]]
// CONV: } : tensor<1x8x4x4xf32, #[[BLOCKED]]> to tensor<1x8x6x6xf32, #[[BLOCKED]]>
// CONV: linalg.conv_2d_nchw_fchw ins(%[[P]],
// CHECK-LABEL: func.func @blocked_convolution_padding
// CHECK: %[[H:.*]] = layout.transform %{{.*}} : tensor<1x8x4x4xf32> to tensor<1x8x4x4xf32, #[[HALO:.*]]>
// CHECK: layout.expand_halo %[[H]] : tensor<1x8x4x4xf32, #[[HALO]]> to tensor<1x8x6x6xf32, #{{.*}}>
#blocked = #layout.encoding<tiles = [1 : 4]>
func.func @blocked_convolution_padding(%x: tensor<1x8x4x4xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x4x4xf32, #blocked> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x4x4xf32> to tensor<1x8x6x6xf32>
  %t = layout.transform %p : tensor<1x8x6x6xf32> to tensor<1x8x6x6xf32, #blocked>
  %e = tensor.empty() : tensor<1x8x4x4xf32, #blocked>
  %c = linalg.conv_2d_nchw_fchw ins(%t, %w : tensor<1x8x6x6xf32, #blocked>, tensor<8x8x3x3xf32>)
      outs(%e : tensor<1x8x4x4xf32, #blocked>) -> tensor<1x8x4x4xf32, #blocked>
  return %c : tensor<1x8x4x4xf32, #blocked>
}

// -----

// Negative: 6 channels in blocks of 4 have padding of their own, which a
// pad cannot keep, so the pad cannot run in the layout: not the kernel's
// padding (moved before the transform, the pad would pad a plain tensor and
// a second transform follow it). It becomes a halo, as without the option.
// CONV-LABEL: func.func @padded_blocks
// CONV-NOT: tensor.pad
// CONV: layout.expand_halo
#blocked = #layout.encoding<align = [1, 4, 1, 1], pad_value = zero, tiles = [1 : 4]>
func.func @padded_blocks(%x: tensor<1x6x4x4xf32>, %w: tensor<8x6x3x3xf32>) -> tensor<1x8x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x6x4x4xf32> to tensor<1x6x6x6xf32>
  %t = layout.transform %p : tensor<1x6x6x6xf32> to tensor<1x6x6x6xf32, #blocked>
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%t, %w : tensor<1x6x6x6xf32, #blocked>, tensor<8x6x3x3xf32>)
      outs(%e : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %c : tensor<1x8x4x4xf32>
}
