// A filter passed as an argument is transformed into the target's format
// on every call. Where the image is small and the filter large (a
// network's last stage), both kernels are bound by reading the filter and
// the transform buys nothing: the convolution runs on plain NCHW, as
// given (ResNet-18 with its weights as arguments took 1.9x as long with
// the target's layouts before, docs/RealNetworks.md). Where the image is
// large the kernel's time pays for the transforms. (The cost model's times:
// lit pins others for the rest of the suite.)
// REQUIRES: cpu-avx512
// RUN: env -u TENSOR_LAYOUT_ONEDNN_CONV_TIMES ONEDNN_MAX_CPU_ISA=AVX512_CORE tensor-opt %s \
// RUN:   --layout-assign=target=onednn --layout-propagate --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @deep
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-SAME: ins(%arg0, %arg1 : tensor<1x512x4x4xf32>, tensor<512x512x3x3xf32>)
// CHECK-NOT: layout.transform
// CHECK: return
func.func @deep(%x: tensor<1x512x4x4xf32>, %w: tensor<512x512x3x3xf32>) -> tensor<1x512x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x512x2x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
     ins(%x, %w : tensor<1x512x4x4xf32>, tensor<512x512x3x3xf32>) outs(%init : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
  return %r : tensor<1x512x2x2xf32>
}

// CHECK-LABEL: func.func @shallow
// CHECK: layout.transform %arg1 : tensor<64x64x3x3xf32> to tensor<64x64x3x3xf32, #{{.*}}>
// CHECK: layout.transform %arg0
// CHECK: linalg.conv_2d_nchw_fchw
func.func @shallow(%x: tensor<1x64x34x34xf32>, %w: tensor<64x64x3x3xf32>) -> tensor<1x64x32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x64x32x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
     ins(%x, %w : tensor<1x64x34x34xf32>, tensor<64x64x3x3xf32>) outs(%init : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
  return %r : tensor<1x64x32x32xf32>
}
