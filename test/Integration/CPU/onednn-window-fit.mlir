// Convolutions and poolings whose shapes oneDNN's descriptors do not take
// as written, and formats for which it has only its reference kernel, run
// on its optimized kernels (--layout-lower-to-llvm=onednn=true), with the
// numbers of the loops (the same file lowered without oneDNN) and of numpy:
// - a result smaller than the image allows (a 3x3 convolution of an 8x8
//   image into 5x5, and at stride 2 of 9x9 into 3x3): oneDNN reads the
//   rows and columns its windows reach;
// - a ceil-mode max pooling, padded with -inf on the high side only by
//   more than its last window reads (as torch-mlir exports SqueezeNet's):
//   the unread padding goes;
// - an NHWC image into an NCHW result, which oneDNN 2.6.3 runs only on its
//   reference kernel (as it does the 2-channel NCHW images above on
//   AVX-512): the runtime runs its JIT kernel on its own formats, with
//   reorders around it; and a depthwise convolution on NCHW.
// Each call is built at compile time first (OneDNNKernelCheck.h).
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

func.func private @printMemrefF32(memref<*xf32>)

// IR-LABEL: func.func @small_result
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.conv
// IR: return
func.func @small_result(%x: tensor<1x2x8x8xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x5x5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%x, %w : tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>) outs(%init : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  return %r : tensor<1x3x5x5xf32>
}

// IR-LABEL: func.func @strided_small_result
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.conv
// IR: return
func.func @strided_small_result(%x: tensor<1x2x9x9xf32>, %w: tensor<2x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
     ins(%x, %w : tensor<1x2x9x9xf32>, tensor<2x2x3x3xf32>) outs(%init : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// IR-LABEL: func.func @ceil_mode_pooling
// IR-NOT: memref.alloc() {{.*}} : memref<1x2x8x8xf32>
// IR: call @tensor_layout_onednn_pooling_f32
// IR-NOT: linalg.pooling
// IR: return
func.func @ceil_mode_pooling(%x: tensor<1x2x7x7xf32>) -> tensor<1x2x3x3xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x7x7xf32> to tensor<1x2x8x8xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
     ins(%p, %win : tensor<1x2x8x8xf32>, tensor<3x3xf32>) outs(%init : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// IR-LABEL: func.func @nhwc_into_nchw
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.conv
// IR: return
func.func @nhwc_into_nchw(%x: tensor<1x4x6x6xf32, #nhwc>, %w: tensor<4x4x3x3xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%x, %w : tensor<1x4x6x6xf32, #nhwc>, tensor<4x4x3x3xf32>) outs(%init : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

// IR-LABEL: func.func @depthwise_nchw
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.depthwise
// IR: return
func.func @depthwise_nchw(%x: tensor<1x4x6x6xf32>, %w: tensor<4x3x3xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%x, %w : tensor<1x4x6x6xf32>, tensor<4x3x3xf32>) outs(%init : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

func.func @print(%t: tensor<*xf32>) {
  %m = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  // CHECK: sizes = [1, 3, 5, 5]
  // CHECK-SAME: data =
  // CHECK-NEXT: {{^[ \[]*}}45, -6, -43, -2, 1]
  // CHECK-NEXT: {{^[ \[]*}}-21, -10, 12, -22, -4]
  // CHECK-NEXT: {{^[ \[]*}}17, -2, -5, 3, 10]
  // CHECK-NEXT: {{^[ \[]*}}39, 9, 27, 4, 39]
  // CHECK-NEXT: {{^[ \[]*}}2, 11, -37, 13, -13]
  // CHECK-NEXT: {{^[ \[]*}}6, 2, 5, 4, 13]
  // CHECK-NEXT: {{^[ \[]*}}28, 11, -6, 9, 5]
  // CHECK-NEXT: {{^[ \[]*}}-9, 27, -13, 10, -2]
  // CHECK-NEXT: {{^[ \[]*}}-7, -4, -18, -12, 16]
  // CHECK-NEXT: {{^[ \[]*}}30, 4, 1, -14, 15]
  // CHECK-NEXT: {{^[ \[]*}}2, 1, -3, -10, 17]
  // CHECK-NEXT: {{^[ \[]*}}21, -25, -1, -8, 14]
  // CHECK-NEXT: {{^[ \[]*}}1, 15, 15, 8, -29]
  // CHECK-NEXT: {{^[ \[]*}}-18, 7, 16, -11, 12]
  // CHECK-NEXT: {{^[ \[]*}}19, -1, -9, -19, 40]
  %xa = arith.constant dense<[[[[0.0, -1.0, 0.0, 3.0, 3.0, -2.0, 1.0, -2.0], [1.0, 2.0, 3.0, -3.0, -1.0, -1.0, -1.0, -3.0], [2.0, 0.0, 3.0, 3.0, 1.0, 0.0, 1.0, -2.0], [3.0, 3.0, 2.0, -1.0, 2.0, -2.0, 1.0, 0.0], [1.0, 3.0, 1.0, 3.0, -3.0, 0.0, 0.0, -2.0], [-3.0, 0.0, -2.0, -3.0, 0.0, 1.0, 3.0, -3.0], [3.0, -2.0, 0.0, 2.0, 2.0, -2.0, -1.0, 0.0], [-2.0, -3.0, 3.0, -1.0, 2.0, -1.0, 2.0, -3.0]], [[3.0, -2.0, 2.0, 0.0, -2.0, 3.0, 1.0, 2.0], [-3.0, 2.0, 1.0, -3.0, 0.0, 0.0, 2.0, 1.0], [0.0, -2.0, 2.0, 0.0, 2.0, 0.0, -1.0, 3.0], [1.0, 0.0, 3.0, 2.0, 1.0, 2.0, 1.0, 3.0], [-2.0, 1.0, 2.0, -2.0, -2.0, 3.0, 3.0, 3.0], [-2.0, 2.0, 3.0, -3.0, 0.0, -3.0, 0.0, 3.0], [3.0, 2.0, -1.0, -3.0, 3.0, 2.0, 0.0, 2.0], [-2.0, -3.0, 3.0, -2.0, -2.0, 0.0, 2.0, 3.0]]]]> : tensor<1x2x8x8xf32>
  %wa = arith.constant dense<[[[[2.0, -2.0, 3.0], [-1.0, 3.0, 2.0], [-3.0, -3.0, 2.0]], [[3.0, -1.0, 3.0], [-3.0, 3.0, 0.0], [-1.0, -1.0, -1.0]]], [[[-1.0, 2.0, 0.0], [-1.0, -1.0, 1.0], [1.0, -1.0, 3.0]], [[-3.0, 2.0, -1.0], [-1.0, 2.0, 1.0], [2.0, 0.0, 2.0]]], [[[-2.0, 0.0, 2.0], [-2.0, 1.0, 2.0], [2.0, -1.0, 1.0]], [[-1.0, 2.0, 3.0], [3.0, -1.0, 1.0], [2.0, -2.0, -2.0]]]]> : tensor<3x2x3x3xf32>
  %ra = call @small_result(%xa, %wa) : (tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x5x5xf32>
  %ua = tensor.cast %ra : tensor<1x3x5x5xf32> to tensor<*xf32>
  call @print(%ua) : (tensor<*xf32>) -> ()

  // CHECK: sizes = [1, 2, 3, 3]
  // CHECK-SAME: data =
  // CHECK-NEXT: {{^[ \[]*}}15, 2, 9]
  // CHECK-NEXT: {{^[ \[]*}}5, -11, -5]
  // CHECK-NEXT: {{^[ \[]*}}-9, -6, 4]
  // CHECK-NEXT: {{^[ \[]*}}9, 7, -4]
  // CHECK-NEXT: {{^[ \[]*}}-13, -3, -10]
  // CHECK-NEXT: {{^[ \[]*}}32, 30, -10]
  %xb = arith.constant dense<[[[[3.0, 0.0, 2.0, -1.0, 1.0, -1.0, 0.0, 2.0, 0.0], [-1.0, 3.0, -2.0, -1.0, -1.0, 1.0, -2.0, 0.0, 1.0], [3.0, -1.0, 2.0, -1.0, -2.0, 0.0, 3.0, 3.0, -3.0], [0.0, 2.0, -1.0, 1.0, -3.0, -2.0, -3.0, 2.0, -3.0], [1.0, 0.0, 3.0, 0.0, 2.0, -3.0, 3.0, -1.0, -3.0], [3.0, 1.0, 1.0, 2.0, 2.0, -2.0, 0.0, -1.0, -3.0], [2.0, -1.0, -3.0, -3.0, 1.0, 0.0, 0.0, 3.0, -3.0], [1.0, 1.0, -3.0, 1.0, -1.0, 3.0, 2.0, -2.0, 0.0], [-1.0, 1.0, 0.0, 1.0, -1.0, 2.0, -1.0, 1.0, -3.0]], [[0.0, -3.0, 1.0, -2.0, -3.0, 3.0, -2.0, 3.0, 1.0], [1.0, -2.0, 1.0, 3.0, -2.0, 0.0, -3.0, 0.0, 0.0], [-3.0, 2.0, 1.0, 0.0, -3.0, -2.0, -1.0, -3.0, 2.0], [-1.0, 0.0, 3.0, -3.0, 3.0, -3.0, 1.0, 0.0, -3.0], [-2.0, -1.0, -1.0, 1.0, -3.0, 1.0, 0.0, 0.0, 2.0], [-3.0, -1.0, -1.0, 3.0, 3.0, 0.0, -2.0, 1.0, -1.0], [3.0, 3.0, 3.0, 3.0, -1.0, 3.0, -3.0, -3.0, 1.0], [3.0, -3.0, 1.0, -2.0, 2.0, -2.0, -3.0, -1.0, -3.0], [-1.0, 3.0, 1.0, 2.0, 3.0, 1.0, -1.0, 1.0, 3.0]]]]> : tensor<1x2x9x9xf32>
  %wb = arith.constant dense<[[[[0.0, 1.0, 2.0], [-1.0, 1.0, -3.0], [0.0, 1.0, 1.0]], [[3.0, 2.0, 3.0], [-1.0, 3.0, -2.0], [-2.0, 3.0, 0.0]]], [[[3.0, 1.0, 0.0], [1.0, 0.0, 0.0], [-3.0, -2.0, -2.0]], [[1.0, -3.0, -3.0], [-3.0, -2.0, 0.0], [0.0, 2.0, 1.0]]]]> : tensor<2x2x3x3xf32>
  %rb = call @strided_small_result(%xb, %wb) : (tensor<1x2x9x9xf32>, tensor<2x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %ub = tensor.cast %rb : tensor<1x2x3x3xf32> to tensor<*xf32>
  call @print(%ub) : (tensor<*xf32>) -> ()

  // CHECK: sizes = [1, 2, 3, 3]
  // CHECK-SAME: data =
  // CHECK-NEXT: {{^[ \[]*}}4, 9, 9]
  // CHECK-NEXT: {{^[ \[]*}}7, 9, 9]
  // CHECK-NEXT: {{^[ \[]*}}9, 9, 9]
  // CHECK-NEXT: {{^[ \[]*}}5, 5, 9]
  // CHECK-NEXT: {{^[ \[]*}}9, 9, 9]
  // CHECK-NEXT: {{^[ \[]*}}9, 9, 9]
  %xc = arith.constant dense<[[[[-8.0, -7.0, -6.0, 4.0, -6.0, -3.0, -8.0], [-5.0, -5.0, 4.0, 9.0, 9.0, -7.0, 9.0], [2.0, -6.0, -1.0, -3.0, -9.0, 3.0, -7.0], [-1.0, 5.0, 4.0, 0.0, 5.0, 0.0, -5.0], [7.0, -2.0, 0.0, 6.0, 9.0, -4.0, -8.0], [-4.0, 1.0, 1.0, 0.0, -6.0, -7.0, -4.0], [-2.0, 9.0, 0.0, 1.0, -4.0, 1.0, 7.0]], [[-4.0, -2.0, 5.0, -4.0, -6.0, 3.0, 9.0], [-6.0, 2.0, -5.0, -5.0, 1.0, 1.0, 3.0], [1.0, -7.0, -5.0, -2.0, -9.0, -3.0, -7.0], [-1.0, 6.0, 5.0, 4.0, 0.0, 9.0, -5.0], [8.0, -7.0, 9.0, 0.0, 8.0, 7.0, -6.0], [-6.0, -1.0, -8.0, 8.0, -9.0, 1.0, 6.0], [9.0, 8.0, 3.0, 9.0, -8.0, 9.0, 6.0]]]]> : tensor<1x2x7x7xf32>
  %rc = call @ceil_mode_pooling(%xc) : (tensor<1x2x7x7xf32>) -> tensor<1x2x3x3xf32>
  %uc = tensor.cast %rc : tensor<1x2x3x3xf32> to tensor<*xf32>
  call @print(%uc) : (tensor<*xf32>) -> ()

  // CHECK: sizes = [1, 4, 4, 4]
  // CHECK-SAME: data =
  // CHECK-NEXT: {{^[ \[]*}}-21, 6, -8, 9]
  // CHECK-NEXT: {{^[ \[]*}}20, -14, 2, -52]
  // CHECK-NEXT: {{^[ \[]*}}19, 5, -11, 11]
  // CHECK-NEXT: {{^[ \[]*}}-29, 39, 2, 27]
  // CHECK-NEXT: {{^[ \[]*}}12, -35, 54, 18]
  // CHECK-NEXT: {{^[ \[]*}}-5, 6, -9, 7]
  // CHECK-NEXT: {{^[ \[]*}}36, -1, 22, -8]
  // CHECK-NEXT: {{^[ \[]*}}27, -8, -1, -18]
  // CHECK-NEXT: {{^[ \[]*}}11, -14, -6, -13]
  // CHECK-NEXT: {{^[ \[]*}}17, -7, 10, 1]
  // CHECK-NEXT: {{^[ \[]*}}-13, -5, -9, 19]
  // CHECK-NEXT: {{^[ \[]*}}32, -11, 23, -40]
  // CHECK-NEXT: {{^[ \[]*}}15, 0, 43, 15]
  // CHECK-NEXT: {{^[ \[]*}}-16, 12, -15, 33]
  // CHECK-NEXT: {{^[ \[]*}}3, 13, -28, 4]
  // CHECK-NEXT: {{^[ \[]*}}14, -3, 6, 10]
  %xd = arith.constant dense<[[[[1.0, 3.0, 1.0, -1.0, -2.0, 0.0], [3.0, -3.0, 2.0, -2.0, 2.0, -3.0], [2.0, 3.0, 1.0, 3.0, 1.0, 2.0], [-3.0, -1.0, -2.0, 3.0, -3.0, 3.0], [1.0, -3.0, 2.0, -1.0, -1.0, -3.0], [1.0, -2.0, -1.0, -1.0, 2.0, 3.0]], [[3.0, 3.0, -1.0, 1.0, 1.0, -1.0], [1.0, -3.0, 2.0, 0.0, -3.0, 2.0], [-3.0, 0.0, 0.0, 2.0, -3.0, 3.0], [2.0, 0.0, -2.0, -1.0, -2.0, 2.0], [3.0, -3.0, -3.0, -3.0, 3.0, 1.0], [-3.0, -2.0, -2.0, -1.0, -2.0, -2.0]], [[1.0, -1.0, -3.0, 2.0, -3.0, 0.0], [0.0, -3.0, 3.0, 0.0, 1.0, 3.0], [-3.0, -3.0, -2.0, 3.0, -2.0, -2.0], [2.0, 2.0, 0.0, -1.0, 1.0, 3.0], [1.0, 2.0, 3.0, 3.0, 0.0, 0.0], [3.0, 0.0, -3.0, -1.0, -1.0, 3.0]], [[2.0, 0.0, -3.0, 1.0, 0.0, -3.0], [1.0, 0.0, 3.0, 2.0, -2.0, 2.0], [0.0, 3.0, -2.0, -1.0, -1.0, -2.0], [2.0, 2.0, -3.0, 3.0, -3.0, 2.0], [-3.0, -1.0, -3.0, -1.0, -3.0, 0.0], [-1.0, -1.0, 0.0, -3.0, -2.0, -1.0]]]]> : tensor<1x4x6x6xf32>
  %xsd = layout.transform %xd : tensor<1x4x6x6xf32> to tensor<1x4x6x6xf32, #nhwc>
  %wd = arith.constant dense<[[[[0.0, -1.0, 1.0], [-3.0, -1.0, -1.0], [-2.0, 3.0, -1.0]], [[-2.0, -1.0, 1.0], [-3.0, 0.0, 1.0], [3.0, 2.0, -2.0]], [[-1.0, 0.0, -3.0], [0.0, 1.0, 2.0], [3.0, -2.0, 3.0]], [[-1.0, 0.0, 0.0], [-1.0, -2.0, -1.0], [3.0, 1.0, -3.0]]], [[[-1.0, -1.0, -2.0], [3.0, 1.0, 1.0], [2.0, 0.0, 3.0]], [[-1.0, -2.0, -3.0], [2.0, -2.0, -3.0], [1.0, 0.0, -2.0]], [[0.0, 0.0, 0.0], [3.0, -2.0, 3.0], [3.0, 2.0, 2.0]], [[-3.0, 0.0, 0.0], [1.0, 2.0, 3.0], [-3.0, 2.0, -2.0]]], [[[0.0, 3.0, 0.0], [3.0, -3.0, 2.0], [-1.0, 0.0, -1.0]], [[-1.0, 2.0, -3.0], [2.0, 0.0, 0.0], [1.0, 3.0, 1.0]], [[3.0, -3.0, 3.0], [0.0, 2.0, 0.0], [2.0, 1.0, -3.0]], [[1.0, 0.0, 3.0], [-3.0, 2.0, 0.0], [1.0, -2.0, -3.0]]], [[[1.0, -3.0, 0.0], [1.0, 2.0, 1.0], [2.0, 1.0, 2.0]], [[1.0, -2.0, -1.0], [3.0, -2.0, 3.0], [-2.0, -1.0, -3.0]], [[-1.0, 0.0, -1.0], [3.0, 2.0, 0.0], [-1.0, 0.0, -2.0]], [[1.0, 0.0, 1.0], [3.0, 3.0, 1.0], [-1.0, -2.0, 3.0]]]]> : tensor<4x4x3x3xf32>
  %rd = call @nhwc_into_nchw(%xsd, %wd) : (tensor<1x4x6x6xf32, #nhwc>, tensor<4x4x3x3xf32>) -> tensor<1x4x4x4xf32>
  %ud = tensor.cast %rd : tensor<1x4x4x4xf32> to tensor<*xf32>
  call @print(%ud) : (tensor<*xf32>) -> ()

  // CHECK: sizes = [1, 4, 4, 4]
  // CHECK-SAME: data =
  // CHECK-NEXT: {{^[ \[]*}}-16, 6, -3, -4]
  // CHECK-NEXT: {{^[ \[]*}}-19, -6, -1, -32]
  // CHECK-NEXT: {{^[ \[]*}}-24, -3, -15, -27]
  // CHECK-NEXT: {{^[ \[]*}}-10, 7, -25, 6]
  // CHECK-NEXT: {{^[ \[]*}}-9, 10, -4, 0]
  // CHECK-NEXT: {{^[ \[]*}}-12, -8, -18, -7]
  // CHECK-NEXT: {{^[ \[]*}}-19, -6, 5, -23]
  // CHECK-NEXT: {{^[ \[]*}}-7, 7, 4, -5]
  // CHECK-NEXT: {{^[ \[]*}}0, 10, 0, 18]
  // CHECK-NEXT: {{^[ \[]*}}-4, -8, -14, 23]
  // CHECK-NEXT: {{^[ \[]*}}9, 10, -12, 5]
  // CHECK-NEXT: {{^[ \[]*}}-2, 3, 9, 5]
  // CHECK-NEXT: {{^[ \[]*}}-1, -4, 13, 2]
  // CHECK-NEXT: {{^[ \[]*}}10, -1, 8, -16]
  // CHECK-NEXT: {{^[ \[]*}}-19, 20, 11, -4]
  // CHECK-NEXT: {{^[ \[]*}}16, -3, 15, -12]
  %xe = arith.constant dense<[[[[-3.0, -3.0, -1.0, -2.0, 2.0, -3.0], [1.0, -3.0, -3.0, 1.0, -3.0, -3.0], [2.0, -2.0, 0.0, 1.0, -1.0, 1.0], [1.0, -2.0, 0.0, -3.0, -2.0, -3.0], [-3.0, -2.0, 3.0, -2.0, -2.0, 0.0], [-3.0, 1.0, -2.0, -2.0, 3.0, -1.0]], [[-1.0, -3.0, 1.0, -3.0, -1.0, -2.0], [1.0, -1.0, 2.0, 1.0, -1.0, 1.0], [0.0, 1.0, 0.0, 2.0, -3.0, 3.0], [2.0, -2.0, 3.0, 3.0, 1.0, -3.0], [3.0, 3.0, 2.0, 1.0, 1.0, -1.0], [1.0, 2.0, -2.0, 0.0, 1.0, 2.0]], [[2.0, 2.0, 2.0, -3.0, 1.0, 2.0], [-1.0, -3.0, 2.0, -1.0, 3.0, 3.0], [2.0, 2.0, 1.0, -2.0, 2.0, 2.0], [3.0, -1.0, 3.0, -3.0, -2.0, 2.0], [-2.0, 1.0, -1.0, 0.0, 3.0, 3.0], [1.0, -2.0, -2.0, -2.0, -2.0, -1.0]], [[2.0, -1.0, 2.0, 0.0, -2.0, 3.0], [0.0, -2.0, 1.0, 2.0, 2.0, -3.0], [0.0, 0.0, -2.0, 2.0, -3.0, 1.0], [-2.0, 3.0, -2.0, 3.0, 0.0, 1.0], [3.0, -2.0, 3.0, 1.0, -3.0, 0.0], [2.0, 0.0, -2.0, 0.0, 0.0, 0.0]]]]> : tensor<1x4x6x6xf32>
  %we = arith.constant dense<[[[-3.0, 2.0, -1.0], [-2.0, 3.0, 3.0], [3.0, 3.0, 3.0]], [[-1.0, 2.0, -2.0], [-1.0, 2.0, 2.0], [-2.0, -3.0, -3.0]], [[2.0, 2.0, -1.0], [-1.0, 3.0, 2.0], [-2.0, 0.0, 2.0]], [[-3.0, 1.0, 3.0], [3.0, 3.0, 2.0], [0.0, 3.0, -2.0]]]> : tensor<4x3x3xf32>
  %re = call @depthwise_nchw(%xe, %we) : (tensor<1x4x6x6xf32>, tensor<4x3x3xf32>) -> tensor<1x4x4x4xf32>
  %ue = tensor.cast %re : tensor<1x4x4x4xf32> to tensor<*xf32>
  call @print(%ue) : (tensor<*xf32>) -> ()

  return
}
