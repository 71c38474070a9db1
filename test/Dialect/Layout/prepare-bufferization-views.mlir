// Reshapes and slices made ready for upstream's bufferization, which views the
// source's buffer with the source's strides whatever the result's layout.
// RUN: tensor-opt %s -layout-prepare-bufferization -split-input-file | FileCheck %s

#cwn = #layout.encoding<order = [1, 2, 0]>
#cn = #layout.encoding<order = [1, 0]>

// A result in the view's layout: nothing to do.
// CHECK-LABEL: func.func @view
// CHECK-NOT: layout.transform
// CHECK: tensor.collapse_shape %{{.*}} : tensor<2x4x8xf32, #{{.*}}> into tensor<2x32xf32, #{{.*}}>
// CHECK-NOT: layout.transform
func.func @view(%x: tensor<2x4x8xf32, #cwn>, %o: tensor<2x32xf32>) -> tensor<2x32xf32> {
  %c = tensor.collapse_shape %x [[0], [1, 2]] : tensor<2x4x8xf32, #cwn> into tensor<2x32xf32, #cn>
  %r = linalg.copy ins(%c : tensor<2x32xf32, #cn>) outs(%o : tensor<2x32xf32>) -> tensor<2x32xf32>
  return %r : tensor<2x32xf32>
}

// -----

#cwn = #layout.encoding<order = [1, 2, 0]>

// A result in another layout: the view, then a transform to it.
// CHECK-LABEL: func.func @other_layout
// CHECK: %[[V:.*]] = tensor.collapse_shape %{{.*}} : tensor<2x4x8xf32, #{{.*}}> into tensor<2x32xf32, #[[CN:.*]]>
// CHECK: layout.transform %[[V]] : tensor<2x32xf32, #[[CN]]> to tensor<2x32xf32>
func.func @other_layout(%x: tensor<2x4x8xf32, #cwn>, %o: tensor<2x32xf32>) -> tensor<2x32xf32> {
  %c = tensor.collapse_shape %x [[0], [1, 2]] : tensor<2x4x8xf32, #cwn> into tensor<2x32xf32>
  %r = linalg.copy ins(%c : tensor<2x32xf32>) outs(%o : tensor<2x32xf32>) -> tensor<2x32xf32>
  return %r : tensor<2x32xf32>
}

// -----

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#cn = #layout.encoding<order = [1, 0]>

// No layout views NHWC flattened to [N, C*H*W]: the packed tensor is
// reshaped, between transforms.
// CHECK-LABEL: func.func @no_view
// CHECK: %[[P:.*]] = layout.transform %{{.*}} : tensor<2x3x4x4xf32, #{{.*}}> to tensor<2x3x4x4xf32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[P]] {{.*}} : tensor<2x3x4x4xf32> into tensor<2x48xf32>
// CHECK: layout.transform %[[C]] : tensor<2x48xf32> to tensor<2x48xf32, #{{.*}}>
func.func @no_view(%x: tensor<2x3x4x4xf32, #nhwc>, %o: tensor<2x48xf32>) -> tensor<2x48xf32> {
  %c = tensor.collapse_shape %x [[0], [1, 2, 3]] : tensor<2x3x4x4xf32, #nhwc> into tensor<2x48xf32, #cn>
  %r = linalg.copy ins(%c : tensor<2x48xf32, #cn>) outs(%o : tensor<2x48xf32>) -> tensor<2x48xf32>
  return %r : tensor<2x48xf32>
}

// -----

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// A slice views its source's buffer, the rest of it as a halo; a packed
// result is a transform of that view.
// CHECK-LABEL: func.func @slice
// CHECK: %[[V:.*]] = tensor.extract_slice %{{.*}} : tensor<1x8x6x6xf32, #{{.*}}> to tensor<1x8x4x4xf32, #[[VIEW:.*]]>
// CHECK: layout.transform %[[V]] : tensor<1x8x4x4xf32, #[[VIEW]]> to tensor<1x8x4x4xf32>
func.func @slice(%x: tensor<1x8x6x6xf32, #nhwc>, %o: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %s = tensor.extract_slice %x[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1] : tensor<1x8x6x6xf32, #nhwc> to tensor<1x8x4x4xf32>
  %r = linalg.copy ins(%s : tensor<1x8x4x4xf32>) outs(%o : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %r : tensor<1x8x4x4xf32>
}
