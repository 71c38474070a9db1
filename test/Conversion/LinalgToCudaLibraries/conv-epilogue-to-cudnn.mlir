// The element-wise op after an f32 convolution, where it is a bias (a
// constant), a residual (a buffer of the result's shape and order) and a
// ReLU, is folded into cuDNN's fused convolution:
// y = relu?(alpha1 * conv(x, w) + alpha2 * z + bias), with fuse-epilogues.
// RUN: tensor-opt %s -split-input-file \
// RUN:   -convert-linalg-to-cudnn=fuse-epilogues=true | FileCheck %s
// By default the convolution is the plain call and its epilogue stays.
// RUN: tensor-opt %s -split-input-file -convert-linalg-to-cudnn \
// RUN:   | FileCheck %s --check-prefix=DEFAULT \
// RUN:     --implicit-check-not=conv_bias_act

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A bias and a ReLU (ResNet's first convolution). The description: version
// 2, alpha1 (1.0's bits), alpha2 (0: z is y, not read), a ReLU, a bias of
// 0.125 (its bits), no constants, order 0 (NCHW), TF32 allowed, strides,
// dilations, padding. The call writes the epilogue's buffer; the
// convolution's is gone.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_conv_bias_act : memref<15xi64> = dense<[2, 1065353216, 0, 1, 1, 1040187392, 0, 0, 1, 1, 1, 1, 1, 0, 0]>
// CHECK: func.func private @tensor_layout_cudnn_conv_bias_act_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<?xi64>, !llvm.ptr) attributes {layout.stream_argument, llvm.emit_c_interface}
// CHECK-LABEL: func.func @bias_relu
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
// CHECK-NOT: linalg.generic
// CHECK: %[[UZ:.*]] = memref.cast %[[OUT]] : memref<1x8x8x8xf32> to memref<*xf32>
// CHECK: %[[UY:.*]] = memref.cast %[[OUT]] : memref<1x8x8x8xf32> to memref<*xf32>
// CHECK: call @tensor_layout_cudnn_conv_bias_act_f32(%{{.*}}, %{{.*}}, %[[UZ]], %[[UY]], %{{.*}}, %{{.*}})
// CHECK-NOT: linalg
// CHECK: return %[[OUT]]
// DEFAULT-LABEL: func.func @bias_relu
// DEFAULT: call @tensor_layout_cudnn_conv_f32(
// DEFAULT: linalg.generic
// DEFAULT: return
func.func @bias_relu(%x: memref<1x4x10x10xf32>, %w: memref<8x4x3x3xf32>) -> memref<1x8x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %b = arith.constant 0.125 : f32
  %c = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x4x10x10xf32>, memref<8x4x3x3xf32>) outs(%c : memref<1x8x8x8xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : memref<1x8x8x8xf32>) outs(%out : memref<1x8x8x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %c : memref<1x8x8x8xf32>
  return %out : memref<1x8x8x8xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// The residual (ResNet's second convolution) in NHWC, the zero-padded
// image folded as cuDNN's padding: z is the residual, alpha2 1.0; a bias of
// -0.25, a ReLU; order 1, padding 1. The padded copy goes.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_conv_bias_act : memref<15xi64> = dense<[2, 1065353216, 1065353216, 1, 1, 3196059648, 0, 1, 1, 1, 1, 1, 1, 1, 1]>
// CHECK-LABEL: func.func @residual_nhwc
// CHECK-SAME: %[[X:[a-z0-9]+]]: memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>
// CHECK-SAME: %[[R:[a-z0-9]+]]: memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>
// CHECK-NOT: memref.copy
// CHECK-NOT: linalg.generic
// CHECK-DAG: %[[UX:.*]] = memref.cast %[[X]] : {{.*}} to memref<*xf32>
// CHECK-DAG: %[[UR:.*]] = memref.cast %[[R]] : {{.*}} to memref<*xf32>
// CHECK: call @tensor_layout_cudnn_conv_bias_act_f32(%[[UX]], %{{.*}}, %[[UR]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg
func.func @residual_nhwc(%x: memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>, %r: memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>, %w: memref<8x8x3x3xf32, strided<[72, 1, 24, 8]>>) -> memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>> {
  %zero = arith.constant 0.0 : f32
  %b = arith.constant -0.25 : f32
  %p = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32, strided<[512, 1, 64, 8]>>
  linalg.fill ins(%zero : f32) outs(%p : memref<1x8x8x8xf32, strided<[512, 1, 64, 8]>>)
  %interior = memref.subview %p[0, 0, 1, 1] [1, 8, 6, 6] [1, 1, 1, 1] : memref<1x8x8x8xf32, strided<[512, 1, 64, 8]>> to memref<1x8x6x6xf32, strided<[512, 1, 64, 8], offset: 72>>
  memref.copy %x, %interior : memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>> to memref<1x8x6x6xf32, strided<[512, 1, 64, 8], offset: 72>>
  %c = memref.alloc() {alignment = 64 : i64} : memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>)
  linalg.conv_2d_nchw_fchw ins(%p, %w : memref<1x8x8x8xf32, strided<[512, 1, 64, 8]>>, memref<8x8x3x3xf32, strided<[72, 1, 24, 8]>>) outs(%c : memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %r : memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>, memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>) outs(%out : memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>) {
  ^bb0(%v: f32, %rv: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %t = arith.addf %s, %rv : f32
    %m = arith.maximumf %t, %zero : f32
    linalg.yield %m : f32
  }
  memref.dealloc %p : memref<1x8x8x8xf32, strided<[512, 1, 64, 8]>>
  memref.dealloc %c : memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>
  return %out : memref<1x8x6x6xf32, strided<[288, 1, 48, 8]>>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A scaled product and a residual, no ReLU (MobileNet-v2's projection):
// alpha1 2.0, no activation (0), no bias.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_conv_bias_act : memref<15xi64> = dense<[2, 1073741824, 1065353216, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0]>
// CHECK-LABEL: func.func @scaled_residual
// CHECK: call @tensor_layout_cudnn_conv_bias_act_f32
// CHECK-NOT: linalg.generic
func.func @scaled_residual(%x: memref<1x4x8x8xf32>, %w: memref<8x4x1x1xf32>, %r: memref<1x8x8x8xf32>) -> memref<1x8x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %c = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x4x8x8xf32>, memref<8x4x1x1xf32>) outs(%c : memref<1x8x8x8xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %r : memref<1x8x8x8xf32>, memref<1x8x8x8xf32>) outs(%out : memref<1x8x8x8xf32>) {
  ^bb0(%v: f32, %rv: f32, %o: f32):
    %s = arith.mulf %v, %two : f32
    %t = arith.addf %s, %rv : f32
    linalg.yield %t : f32
  }
  memref.dealloc %c : memref<1x8x8x8xf32>
  return %out : memref<1x8x8x8xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Not fused, the convolution alone a call and the epilogue left as it is:
// a ReLU6 (a clamp cuDNN's fused convolution has not), an image padded by
// 1 and 2 (the fused convolution pads alike on both sides; the plain one
// takes it), a residual in another order than the result's (the epilogue
// reads it as loops do), and a bf16
// convolution (cuDNN's fuses f32 only).
// CHECK-LABEL: func.func @not_fused
// CHECK-NOT: conv_bias_act
// CHECK: call @tensor_layout_cudnn_conv_f32
// CHECK: linalg.generic
// CHECK: call @tensor_layout_cudnn_conv_f32
// CHECK: linalg.generic
// CHECK: call @tensor_layout_cudnn_conv_f32
// CHECK: linalg.generic
// CHECK: call @tensor_layout_cudnn_conv_bf16
// CHECK: linalg.generic
// CHECK-NOT: conv_bias_act
func.func @not_fused(%x: memref<1x4x10x10xf32>, %w: memref<8x4x3x3xf32>, %xs: memref<1x4x7x7xf32>,
                     %rn: memref<1x8x8x8xf32, strided<[512, 1, 64, 8]>>, %x16: memref<1x4x10x10xbf16>, %w16: memref<8x4x3x3xbf16>,
                     %o1: memref<1x8x8x8xf32>, %o2: memref<1x8x8x8xf32>, %o3: memref<1x8x8x8xf32>, %o4: memref<1x8x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %c1 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
  linalg.fill ins(%zero : f32) outs(%c1 : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x4x10x10xf32>, memref<8x4x3x3xf32>) outs(%c1 : memref<1x8x8x8xf32>)
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1 : memref<1x8x8x8xf32>) outs(%o1 : memref<1x8x8x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    %m = arith.minimumf %r, %six : f32
    linalg.yield %m : f32
  }
  memref.dealloc %c1 : memref<1x8x8x8xf32>

  %p = memref.alloc() {alignment = 64 : i64} : memref<1x4x10x10xf32>
  linalg.fill ins(%zero : f32) outs(%p : memref<1x4x10x10xf32>)
  %interior = memref.subview %p[0, 0, 1, 1] [1, 4, 7, 7] [1, 1, 1, 1] : memref<1x4x10x10xf32> to memref<1x4x7x7xf32, strided<[400, 100, 10, 1], offset: 11>>
  memref.copy %xs, %interior : memref<1x4x7x7xf32> to memref<1x4x7x7xf32, strided<[400, 100, 10, 1], offset: 11>>
  %c2 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
  linalg.fill ins(%zero : f32) outs(%c2 : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%p, %w : memref<1x4x10x10xf32>, memref<8x4x3x3xf32>) outs(%c2 : memref<1x8x8x8xf32>)
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c2 : memref<1x8x8x8xf32>) outs(%o2 : memref<1x8x8x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %c2 : memref<1x8x8x8xf32>
  memref.dealloc %p : memref<1x4x10x10xf32>

  %c3 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
  linalg.fill ins(%zero : f32) outs(%c3 : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x4x10x10xf32>, memref<8x4x3x3xf32>) outs(%c3 : memref<1x8x8x8xf32>)
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c3, %rn : memref<1x8x8x8xf32>, memref<1x8x8x8xf32, strided<[512, 1, 64, 8]>>) outs(%o3 : memref<1x8x8x8xf32>) {
  ^bb0(%v: f32, %rv: f32, %o: f32):
    %t = arith.addf %v, %rv : f32
    linalg.yield %t : f32
  }
  memref.dealloc %c3 : memref<1x8x8x8xf32>

  %c4 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
  linalg.fill ins(%zero : f32) outs(%c4 : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%x16, %w16 : memref<1x4x10x10xbf16>, memref<8x4x3x3xbf16>) outs(%c4 : memref<1x8x8x8xf32>)
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c4 : memref<1x8x8x8xf32>) outs(%o4 : memref<1x8x8x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %c4 : memref<1x8x8x8xf32>
  return
}
