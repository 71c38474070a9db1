// The channels-last convolutions that TOSA, TF and JAX emit
// (linalg.conv_2d_nhwc_hwcf, conv_2d_nhwc_fhwc) run on oneDNN
// (--layout-lower-to-llvm=onednn=true): each buffer is described as
// oneDNN's NCHW dims over the same memory, and where oneDNN has only its
// reference kernel for those formats (an HWCF filter) the runtime reorders
// around its JIT kernel. The numbers are those of the loops and of numpy;
// the second convolution has stride 2 and a 7x7 image whose last row and
// column no window reads.
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR

func.func private @printMemrefF32(memref<*xf32>)

// IR-LABEL: func.func @hwcf
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.conv
// IR: return
func.func @hwcf(%x: tensor<1x6x6x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%x, %w : tensor<1x6x6x3xf32>, tensor<3x3x3x4xf32>) outs(%init : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

// IR-LABEL: func.func @fhwc
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.conv
// IR: return
func.func @fhwc(%x: tensor<1x7x7x3xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x3x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
     ins(%x, %w : tensor<1x7x7x3xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %r : tensor<1x3x3x4xf32>
}

func.func @print(%t: tensor<*xf32>) {
  %m = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  // CHECK: sizes = [1, 4, 4, 4]
  // CHECK-SAME: data =
  // CHECK-NEXT: {{^[ \[]*}}3, -25, 26, -3]
  // CHECK-NEXT: {{^[ \[]*}}1, -10, -49, -2]
  // CHECK-NEXT: {{^[ \[]*}}-1, -30, -8, 14]
  // CHECK-NEXT: {{^[ \[]*}}1, 13, -22, 9]
  // CHECK-NEXT: {{^[ \[]*}}2, -8, 18, 12]
  // CHECK-NEXT: {{^[ \[]*}}-2, 14, 3, -10]
  // CHECK-NEXT: {{^[ \[]*}}-1, 27, 15, -4]
  // CHECK-NEXT: {{^[ \[]*}}0, 54, -29, -39]
  // CHECK-NEXT: {{^[ \[]*}}1, -7, -25, 20]
  // CHECK-NEXT: {{^[ \[]*}}-21, 2, -24, 6]
  // CHECK-NEXT: {{^[ \[]*}}26, -30, -1, 32]
  // CHECK-NEXT: {{^[ \[]*}}-19, -5, -13, 0]
  // CHECK-NEXT: {{^[ \[]*}}-3, 45, -32, 12]
  // CHECK-NEXT: {{^[ \[]*}}29, -1, -19, -25]
  // CHECK-NEXT: {{^[ \[]*}}5, -29, 0, 4]
  // CHECK-NEXT: {{^[ \[]*}}-16, -19, 60, -6]
  %x = arith.constant dense<[[[[3.0, 1.0, 1.0], [3.0, 1.0, 2.0], [2.0, -2.0, -3.0], [-1.0, -2.0, 3.0], [3.0, -3.0, 0.0], [2.0, -3.0, 2.0]], [[-3.0, 0.0, 2.0], [-1.0, -1.0, -2.0], [2.0, -2.0, 3.0], [0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [3.0, 2.0, 2.0]], [[1.0, 1.0, -1.0], [3.0, 0.0, -2.0], [2.0, -2.0, 3.0], [1.0, -3.0, -3.0], [0.0, -3.0, -3.0], [0.0, 3.0, 0.0]], [[2.0, 3.0, 2.0], [1.0, 0.0, 0.0], [-2.0, 0.0, -1.0], [-2.0, 3.0, -3.0], [-3.0, -2.0, 3.0], [1.0, 3.0, -2.0]], [[2.0, -1.0, 0.0], [-3.0, 1.0, 2.0], [1.0, -2.0, 0.0], [-2.0, 3.0, 3.0], [-2.0, 0.0, 3.0], [2.0, 1.0, 1.0]], [[-3.0, 2.0, 0.0], [-3.0, -2.0, 0.0], [2.0, 0.0, 1.0], [3.0, 1.0, -1.0], [1.0, 1.0, -3.0], [-3.0, 1.0, -1.0]]]]> : tensor<1x6x6x3xf32>
  %w = arith.constant dense<[[[[1.0, -1.0, -2.0, -2.0], [-1.0, 2.0, -1.0, -1.0], [1.0, 3.0, -1.0, 1.0]], [[0.0, 1.0, 0.0, 1.0], [0.0, 1.0, 3.0, -2.0], [0.0, 0.0, -1.0, -2.0]], [[-3.0, -1.0, 2.0, -3.0], [-1.0, 3.0, 3.0, -2.0], [-3.0, 1.0, -3.0, -1.0]]], [[[0.0, 3.0, -3.0, 1.0], [0.0, -3.0, 2.0, 2.0], [0.0, 3.0, 1.0, 3.0]], [[3.0, 0.0, -2.0, -2.0], [0.0, -2.0, 2.0, 3.0], [-2.0, 0.0, -3.0, -2.0]], [[-1.0, 3.0, 3.0, 1.0], [1.0, 0.0, -3.0, -1.0], [3.0, -1.0, -2.0, -2.0]]], [[[1.0, -3.0, 3.0, 3.0], [0.0, 0.0, 2.0, 0.0], [0.0, -1.0, 0.0, 2.0]], [[-3.0, -3.0, 2.0, -1.0], [2.0, -3.0, 3.0, -3.0], [-1.0, 3.0, -3.0, 1.0]], [[2.0, -1.0, -3.0, 0.0], [0.0, 3.0, 1.0, -1.0], [-3.0, 1.0, -2.0, 1.0]]]]> : tensor<3x3x3x4xf32>
  %a = call @hwcf(%x, %w) : (tensor<1x6x6x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
  %ua = tensor.cast %a : tensor<1x4x4x4xf32> to tensor<*xf32>
  call @print(%ua) : (tensor<*xf32>) -> ()

  // CHECK: sizes = [1, 3, 3, 4]
  // CHECK-SAME: data =
  // CHECK-NEXT: {{^[ \[]*}}7, -2, -16, -54]
  // CHECK-NEXT: {{^[ \[]*}}12, 38, -17, 28]
  // CHECK-NEXT: {{^[ \[]*}}-41, 8, -37, -13]
  // CHECK-NEXT: {{^[ \[]*}}16, -16, 14, -6]
  // CHECK-NEXT: {{^[ \[]*}}-15, -6, 21, 5]
  // CHECK-NEXT: {{^[ \[]*}}-11, -11, -9, -18]
  // CHECK-NEXT: {{^[ \[]*}}20, -4, -18, 0]
  // CHECK-NEXT: {{^[ \[]*}}0, 8, -8, 12]
  // CHECK-NEXT: {{^[ \[]*}}17, -7, 25, 21]
  %x2 = arith.constant dense<[[[[3.0, -1.0, 3.0], [0.0, 0.0, 2.0], [2.0, 3.0, 3.0], [-2.0, -1.0, 3.0], [-1.0, -3.0, 1.0], [2.0, 2.0, 2.0], [1.0, -3.0, 2.0]], [[-1.0, 2.0, 2.0], [3.0, -3.0, 3.0], [1.0, 0.0, 2.0], [3.0, 0.0, -3.0], [2.0, -2.0, -2.0], [-2.0, -2.0, 3.0], [-1.0, -3.0, -2.0]], [[-1.0, -1.0, -1.0], [3.0, 3.0, 1.0], [3.0, -1.0, -3.0], [-2.0, -3.0, 3.0], [-2.0, 0.0, -2.0], [3.0, -2.0, 0.0], [3.0, 0.0, 3.0]], [[3.0, 2.0, 2.0], [1.0, 1.0, 2.0], [-1.0, 3.0, 3.0], [-1.0, -1.0, 2.0], [3.0, -3.0, -3.0], [-2.0, 0.0, -2.0], [0.0, 0.0, 3.0]], [[2.0, -2.0, 2.0], [2.0, 1.0, 1.0], [-1.0, 2.0, -3.0], [1.0, 3.0, 3.0], [-1.0, -1.0, 1.0], [-1.0, 2.0, -2.0], [-2.0, -3.0, 0.0]], [[-2.0, -1.0, 3.0], [2.0, 2.0, 1.0], [-3.0, 2.0, 1.0], [3.0, 0.0, -2.0], [1.0, 0.0, 1.0], [-1.0, -1.0, -3.0], [3.0, 2.0, 0.0]], [[-2.0, 1.0, -1.0], [1.0, -3.0, -2.0], [2.0, -3.0, 1.0], [-1.0, -3.0, 2.0], [1.0, 2.0, 3.0], [2.0, 2.0, -3.0], [3.0, 3.0, 1.0]]]]> : tensor<1x7x7x3xf32>
  %wf = arith.constant dense<[[[[1.0, -1.0, 1.0], [0.0, 0.0, 0.0], [-3.0, -1.0, -3.0]], [[0.0, 0.0, 0.0], [3.0, 0.0, -2.0], [-1.0, 1.0, 3.0]], [[1.0, 0.0, 0.0], [-3.0, 2.0, -1.0], [2.0, 0.0, -3.0]]], [[[-1.0, 2.0, 3.0], [1.0, 1.0, 0.0], [-1.0, 3.0, 1.0]], [[3.0, -3.0, 3.0], [0.0, -2.0, 0.0], [3.0, 0.0, -1.0]], [[-3.0, 0.0, -1.0], [-3.0, -3.0, 3.0], [-1.0, 3.0, 1.0]]], [[[-2.0, -1.0, -1.0], [0.0, 3.0, -1.0], [2.0, 3.0, -3.0]], [[-3.0, 2.0, 1.0], [-2.0, 2.0, -3.0], [3.0, -3.0, -2.0]], [[3.0, 2.0, 0.0], [2.0, 3.0, -3.0], [-3.0, 1.0, -2.0]]], [[[-2.0, -1.0, 1.0], [1.0, -2.0, -2.0], [-3.0, -2.0, -1.0]], [[1.0, 2.0, 3.0], [-2.0, 3.0, -2.0], [1.0, -1.0, -2.0]], [[3.0, 0.0, 2.0], [-1.0, -3.0, 1.0], [0.0, -1.0, 1.0]]]]> : tensor<4x3x3x3xf32>
  %b = call @fhwc(%x2, %wf) : (tensor<1x7x7x3xf32>, tensor<4x3x3x3xf32>) -> tensor<1x3x3x4xf32>
  %ub = tensor.cast %b : tensor<1x3x3x4xf32> to tensor<*xf32>
  call @print(%ub) : (tensor<*xf32>) -> ()
  return
}
