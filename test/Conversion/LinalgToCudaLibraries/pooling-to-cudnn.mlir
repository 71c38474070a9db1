// Max poolings on buffers packed NCHW or NHWC, started from the lowest
// float, become calls to the CUDA runtime's cuDNN max pooling; an image
// padded with the lowest float alike on both sides is read unpadded.
// RUN: tensor-opt %s -split-input-file -convert-linalg-to-cudnn | FileCheck %s

// The stem's pooling: a padded copy of %x (the lowest float around it), a
// fill of the result, a 3x3 window at stride 2. The description: version
// 2, no constants, order 0 (NCHW), window 3x3, strides 2, padding 1. The
// padded copy, its fill and the result's fill go.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_max_pooling : memref<9xi64> = dense<[2, 0, 0, 3, 3, 2, 2, 1, 1]>
// CHECK: func.func private @tensor_layout_cudnn_max_pooling_f32(memref<*xf32>, memref<*xf32>, memref<?xi64>, !llvm.ptr) attributes {layout.stream_argument, llvm.emit_c_interface}
// CHECK-LABEL: func.func @stem
// CHECK-SAME: %[[X:[a-z0-9]+]]: memref<1x8x12x12xf32>
// CHECK-NOT: linalg.map
// CHECK-NOT: linalg.copy
// CHECK-NOT: linalg.fill
// CHECK: %[[UX:.*]] = memref.cast %[[X]] : memref<1x8x12x12xf32> to memref<*xf32>
// CHECK: call @tensor_layout_cudnn_max_pooling_f32(%[[UX]],
// CHECK-NOT: linalg.pooling
func.func @stem(%x: memref<1x8x12x12xf32>) -> memref<1x8x6x6xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %padded = memref.alloc() {alignment = 64 : i64} : memref<1x8x14x14xf32>
  linalg.map outs(%padded : memref<1x8x14x14xf32>)
    (%init: f32) {
      linalg.yield %lowest : f32
    }
  %interior = memref.subview %padded[0, 0, 1, 1] [1, 8, 12, 12] [1, 1, 1, 1] : memref<1x8x14x14xf32> to memref<1x8x12x12xf32, strided<[1568, 196, 14, 1], offset: 15>>
  linalg.copy ins(%x : memref<1x8x12x12xf32>) outs(%interior : memref<1x8x12x12xf32, strided<[1568, 196, 14, 1], offset: 15>>)
  %y = memref.alloc() {alignment = 64 : i64} : memref<1x8x6x6xf32>
  linalg.fill ins(%lowest : f32) outs(%y : memref<1x8x6x6xf32>)
  %window = memref.alloc() : memref<3x3xf32>
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%padded, %window : memref<1x8x14x14xf32>, memref<3x3xf32>) outs(%y : memref<1x8x6x6xf32>)
  return %y : memref<1x8x6x6xf32>
}

// -----

// NHWC image and result (their NCHW dims' strides), started from -inf,
// 2x2 windows at stride 2, no padding: order 1.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_max_pooling : memref<9xi64> = dense<[2, 0, 1, 2, 2, 2, 2, 0, 0]>
// CHECK-LABEL: func.func @nhwc
// CHECK: call @tensor_layout_cudnn_max_pooling_f32
func.func @nhwc(%x: memref<2x4x8x8xf32, strided<[256, 1, 32, 4]>>, %y: memref<2x4x4x4xf32, strided<[64, 1, 16, 4]>>) {
  %ninf = arith.constant 0xFF800000 : f32
  linalg.fill ins(%ninf : f32) outs(%y : memref<2x4x4x4xf32, strided<[64, 1, 16, 4]>>)
  %window = memref.alloc() : memref<2x2xf32>
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %window : memref<2x4x8x8xf32, strided<[256, 1, 32, 4]>>, memref<2x2xf32>) outs(%y : memref<2x4x4x4xf32, strided<[64, 1, 16, 4]>>)
  return
}

// -----

// Padded on one side only: cuDNN pads alike on both, so the call reads the
// padded copy as it is (padding 0) and the copy stays.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_max_pooling : memref<9xi64> = dense<[2, 0, 0, 2, 2, 2, 2, 0, 0]>
// CHECK-LABEL: func.func @one_side
// CHECK: linalg.copy
// CHECK: call @tensor_layout_cudnn_max_pooling_f32
func.func @one_side(%x: memref<1x2x5x5xf32>) -> memref<1x2x3x3xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %padded = memref.alloc() : memref<1x2x6x6xf32>
  linalg.fill ins(%lowest : f32) outs(%padded : memref<1x2x6x6xf32>)
  %interior = memref.subview %padded[0, 0, 0, 0] [1, 2, 5, 5] [1, 1, 1, 1] : memref<1x2x6x6xf32> to memref<1x2x5x5xf32, strided<[72, 36, 6, 1]>>
  linalg.copy ins(%x : memref<1x2x5x5xf32>) outs(%interior : memref<1x2x5x5xf32, strided<[72, 36, 6, 1]>>)
  %y = memref.alloc() : memref<1x2x3x3xf32>
  linalg.fill ins(%lowest : f32) outs(%y : memref<1x2x3x3xf32>)
  %window = memref.alloc() : memref<2x2xf32>
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%padded, %window : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  return %y : memref<1x2x3x3xf32>
}

// -----

// Padded by as much as a window: windows that hold padding alone exist, so
// the call reads the padded copy as it is (padding 0).
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_max_pooling : memref<9xi64> = dense<[2, 0, 0, 2, 2, 1, 1, 0, 0]>
// CHECK-LABEL: func.func @wide_padding
// CHECK: linalg.copy
// CHECK: call @tensor_layout_cudnn_max_pooling_f32
func.func @wide_padding(%x: memref<1x2x3x3xf32>) -> memref<1x2x6x6xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %padded = memref.alloc() : memref<1x2x7x7xf32>
  linalg.fill ins(%lowest : f32) outs(%padded : memref<1x2x7x7xf32>)
  %interior = memref.subview %padded[0, 0, 2, 2] [1, 2, 3, 3] [1, 1, 1, 1] : memref<1x2x7x7xf32> to memref<1x2x3x3xf32, strided<[98, 49, 7, 1], offset: 16>>
  linalg.copy ins(%x : memref<1x2x3x3xf32>) outs(%interior : memref<1x2x3x3xf32, strided<[98, 49, 7, 1], offset: 16>>)
  %y = memref.alloc() : memref<1x2x6x6xf32>
  linalg.fill ins(%lowest : f32) outs(%y : memref<1x2x6x6xf32>)
  %window = memref.alloc() : memref<2x2xf32>
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%padded, %window : memref<1x2x7x7xf32>, memref<2x2xf32>) outs(%y : memref<1x2x6x6xf32>)
  return %y : memref<1x2x6x6xf32>
}

// -----

// Started from zero (a maximum with 0, not the window's), dilated, mixed
// orders, a short result, NHWC's logical dims, f16: all stay loops.
// CHECK-LABEL: func.func @refused
// CHECK-NOT: call
// CHECK-COUNT-6: linalg.pooling
// CHECK-NOT: tensor_layout_cudnn
func.func @refused(%x: memref<1x2x6x6xf32>, %y: memref<1x2x3x3xf32>,
                   %nhwc: memref<1x2x3x3xf32, strided<[18, 1, 6, 2]>>,
                   %short: memref<1x2x2x2xf32>,
                   %xl: memref<1x6x6x2xf32>, %yl: memref<1x3x3x2xf32>,
                   %xh: memref<1x2x6x6xf16>, %yh: memref<1x2x3x3xf16>) {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %lowesth = arith.constant -65504.0 : f16
  %window = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %window : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  linalg.fill ins(%lowest : f32) outs(%short : memref<1x2x2x2xf32>)
  linalg.pooling_nchw_max {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %window : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%short : memref<1x2x2x2xf32>)
  linalg.fill ins(%lowest : f32) outs(%nhwc : memref<1x2x3x3xf32, strided<[18, 1, 6, 2]>>)
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %window : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%nhwc : memref<1x2x3x3xf32, strided<[18, 1, 6, 2]>>)
  linalg.fill ins(%lowest : f32) outs(%short : memref<1x2x2x2xf32>)
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %window : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%short : memref<1x2x2x2xf32>)
  linalg.fill ins(%lowest : f32) outs(%yl : memref<1x3x3x2xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%xl, %window : memref<1x6x6x2xf32>, memref<2x2xf32>) outs(%yl : memref<1x3x3x2xf32>)
  %windowh = memref.alloc() : memref<2x2xf16>
  linalg.fill ins(%lowesth : f16) outs(%yh : memref<1x2x3x3xf16>)
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%xh, %windowh : memref<1x2x6x6xf16>, memref<2x2xf16>) outs(%yh : memref<1x2x3x3xf16>)
  return
}
