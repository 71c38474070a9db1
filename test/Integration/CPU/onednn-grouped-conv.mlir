// Grouped convolutions, as torch-mlir exports `groups=` (ResNeXt): the
// padded NCHW image expanded to (N, G, C, H, W), the filter to (G, F, C, KH,
// KW), linalg.conv_2d_ngchw_gfchw, the result collapsed back. They run on
// oneDNN as its grouped convolution (goihw filter, the image's and result's
// group and channel dims as one). The numbers are those of the loops and
// of numpy.
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// With the onednn target's layouts: the image and result channels-last (N,
// H, W, G, C), the filter in the blocked format oneDNN picks for them (its
// blocks depend on the ISA), laid out before the call.
// RUN: tensor-opt %s --layout-assign=target=onednn --layout-propagate \
// RUN:   --canonicalize --layout-lower-to-llvm=onednn=true | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-assign=target=onednn --layout-propagate \
// RUN:   --canonicalize | FileCheck %s --check-prefix=LAYOUTS
// RUN: tensor-opt %s --layout-assign=target=onednn --layout-propagate \
// RUN:   --canonicalize --layout-lower-to-llvm=onednn=true \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR

func.func private @printMemrefF32(memref<*xf32>)

// IR-LABEL: func.func @grouped
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.conv
// IR: return
// LAYOUTS-LABEL: func.func @grouped
// LAYOUTS: } : tensor<1x4x4x4xf32, #[[NHWC:.*]]> to tensor<1x4x6x6xf32, #[[NHWC]]>
// LAYOUTS: tensor.expand_shape {{.*}} into tensor<1x2x2x6x6xf32, #[[CL:perm03412.*]]>
// LAYOUTS: linalg.conv_2d_ngchw_gfchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x2x6x6xf32, #[[CL]]>, tensor<2x2x2x3x3xf32, #{{.*}}tile{{.*}}>) outs(%{{.*}} : tensor<1x2x2x4x4xf32, #[[CL]]>)
func.func @grouped(%x: tensor<1x4x4x4xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x4x4x4xf32> to tensor<1x4x6x6xf32>
  %image = tensor.expand_shape %padded [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 6, 6] : tensor<1x4x6x6xf32> into tensor<1x2x2x6x6xf32>
  %filter = tensor.expand_shape %w [[0, 1], [2], [3], [4]] output_shape [2, 2, 2, 3, 3] : tensor<4x2x3x3xf32> into tensor<2x2x2x3x3xf32>
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %e5 = tensor.expand_shape %e [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 4, 4] : tensor<1x4x4x4xf32> into tensor<1x2x2x4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e5 : tensor<1x2x2x4x4xf32>) -> tensor<1x2x2x4x4xf32>
  %r = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
     ins(%image, %filter : tensor<1x2x2x6x6xf32>, tensor<2x2x2x3x3xf32>) outs(%init : tensor<1x2x2x4x4xf32>) -> tensor<1x2x2x4x4xf32>
  %c = tensor.collapse_shape %r [[0], [1, 2], [3], [4]] : tensor<1x2x2x4x4xf32> into tensor<1x4x4x4xf32>
  return %c : tensor<1x4x4x4xf32>
}

func.func @main() {
  // CHECK: sizes = [1, 4, 4, 4]
  // CHECK-SAME: data =
  // CHECK-NEXT: {{^[ \[]*}}10, -3, 4, 16]
  // CHECK-NEXT: {{^[ \[]*}}-2, -1, -5, -36]
  // CHECK-NEXT: {{^[ \[]*}}-26, 7, 11, 23]
  // CHECK-NEXT: {{^[ \[]*}}24, -25, 6, -11]
  // CHECK-NEXT: {{^[ \[]*}}9, -2, 8, 13]
  // CHECK-NEXT: {{^[ \[]*}}2, 26, -5, 3]
  // CHECK-NEXT: {{^[ \[]*}}-1, 10, 16, 3]
  // CHECK-NEXT: {{^[ \[]*}}2, -20, -15, 13]
  // CHECK-NEXT: {{^[ \[]*}}-3, -16, 4, -4]
  // CHECK-NEXT: {{^[ \[]*}}12, 10, 1, 1]
  // CHECK-NEXT: {{^[ \[]*}}-1, -10, -14, -5]
  // CHECK-NEXT: {{^[ \[]*}}-24, 12, 12, 7]
  // CHECK-NEXT: {{^[ \[]*}}22, 6, 17, 12]
  // CHECK-NEXT: {{^[ \[]*}}-10, -2, -9, -5]
  // CHECK-NEXT: {{^[ \[]*}}-6, -11, -15, -4]
  // CHECK-NEXT: {{^[ \[]*}}5, -1, 8, -2]
  %x = arith.constant dense<[[[[3.0, 1.0, 1.0, 3.0],   [1.0, 2.0, 2.0, -2.0],   [-3.0, -1.0, -2.0, 3.0],   [3.0, -3.0, 0.0, 2.0]],  [[-3.0, 2.0, -3.0, 0.0],   [2.0, -1.0, -1.0, -2.0],   [2.0, -2.0, 3.0, 0.0],   [0.0, 0.0, 1.0, 0.0]],  [[0.0, 3.0, 2.0, 2.0],   [1.0, 1.0, -1.0, 3.0],   [0.0, -2.0, 2.0, -2.0],   [3.0, 1.0, -3.0, -3.0]],  [[0.0, -3.0, -3.0, 0.0],   [3.0, 0.0, 2.0, 3.0],   [2.0, 1.0, 0.0, 0.0],   [-2.0, 0.0, -1.0, -2.0]]]]> : tensor<1x4x4x4xf32>
  %w = arith.constant dense<[[[[3.0, -3.0, -3.0],   [-2.0, 3.0, 1.0],   [3.0, -2.0, 2.0]],  [[-1.0, 0.0, -3.0],   [1.0, 2.0, 1.0],   [-2.0, 0.0, -2.0]]], [[[3.0, 3.0, -2.0],   [0.0, 3.0, 2.0],   [1.0, 1.0, -3.0]],  [[2.0, 0.0, -3.0],   [-2.0, 0.0, 2.0],   [0.0, 1.0, 3.0]]], [[[1.0, -1.0, 1.0],   [1.0, -3.0, -3.0],   [1.0, -1.0, 1.0]],  [[-1.0, -2.0, -2.0],   [-1.0, 2.0, -1.0],   [-1.0, 1.0, 3.0]]], [[[-1.0, 1.0, 0.0],   [1.0, 0.0, 1.0],   [0.0, 1.0, 3.0]],  [[-2.0, 0.0, 0.0],   [-1.0, -2.0, -3.0],   [-1.0, 2.0, -3.0]]]]> : tensor<4x2x3x3xf32>
  %r = call @grouped(%x, %w) : (tensor<1x4x4x4xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x4x4xf32>
  %m = bufferization.to_buffer %r : tensor<1x4x4x4xf32> to memref<1x4x4x4xf32>
  %u = memref.cast %m : memref<1x4x4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
