// Convolutions on buffers packed in NCHW or NHWC order become calls to the
// CUDA runtime's cuDNN convolution, reading the buffers as they are.
// RUN: tensor-opt %s -split-input-file -convert-linalg-to-cudnn | FileCheck %s
// RUN: tensor-opt %s -split-input-file -convert-linalg-to-cudnn=allow-tf32=false \
// RUN:   | FileCheck %s --check-prefix=F32

// NCHW, into a zero-filled result (beta = 0, the fill dropped), with a
// constant filter (bit 1 of the mask). The description: version 4, beta,
// constants, order 0 (NCHW), TF32 allowed (1, or 0 with allow-tf32=false),
// 2 spatial dims, strides, dilations, low and high paddings.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_conv : memref<14xi64> = dense<[4, 0, 2, 0, 1, 2, 1, 1, 1, 1, 0, 0, 0, 0]>
// F32: memref.global "private" constant @__tensor_layout_cudnn_conv : memref<14xi64> = dense<[4, 0, 2, 0, 0, 2, 1, 1, 1, 1, 0, 0, 0, 0]>
// CHECK: func.func private @tensor_layout_cudnn_conv_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<?xi64>, !llvm.ptr) attributes {layout.stream_argument, llvm.emit_c_interface}
// CHECK-LABEL: func.func @nchw
// CHECK-SAME: %[[X:[a-z0-9]+]]: memref<1x4x10x10xf32>, %[[Y:[a-z0-9]+]]: memref<1x8x8x8xf32>
// CHECK-NOT: linalg.fill
// CHECK-DAG: %[[UX:.*]] = memref.cast %[[X]] : memref<1x4x10x10xf32> to memref<*xf32>
// CHECK-DAG: %[[UY:.*]] = memref.cast %[[Y]] : memref<1x8x8x8xf32> to memref<*xf32>
// CHECK: call @tensor_layout_cudnn_conv_f32(%[[UX]], %{{.*}}, %[[UY]], %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.conv
memref.global "private" constant @filter : memref<8x4x3x3xf32> = dense<1.0>
func.func @nchw(%x: memref<1x4x10x10xf32>, %y: memref<1x8x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %w = memref.get_global @filter : memref<8x4x3x3xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x4x10x10xf32>, memref<8x4x3x3xf32>) outs(%y : memref<1x8x8x8xf32>)
  return
}

// -----

// NHWC image, FHWC filter and NHWC result (their NCHW dims' strides), at
// stride 2 and dilation 2, adding to the result (beta = 1.0's bits): order 1.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_conv : memref<14xi64> = dense<[4, 1065353216, 0, 1, 1, 2, 2, 2, 2, 2, 0, 0, 0, 0]>
// CHECK-LABEL: func.func @nhwc
// CHECK: call @tensor_layout_cudnn_conv_f32
func.func @nhwc(%x: memref<2x4x13x13xf32, strided<[676, 1, 52, 4]>>, %w: memref<8x4x3x3xf32, strided<[36, 1, 12, 4]>>, %y: memref<2x8x5x5xf32, strided<[200, 1, 40, 8]>>) {
  linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>, dilations = dense<2> : tensor<2xi64>}
    ins(%x, %w : memref<2x4x13x13xf32, strided<[676, 1, 52, 4]>>, memref<8x4x3x3xf32, strided<[36, 1, 12, 4]>>)
    outs(%y : memref<2x8x5x5xf32, strided<[200, 1, 40, 8]>>)
  return
}

// -----

// One input channel: the image fits both orders, as the filter does; the
// result decides (NHWC).
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_conv : memref<14xi64> = dense<[4, 1065353216, 0, 1, 1, 2, 1, 1, 1, 1, 0, 0, 0, 0]>
// CHECK-LABEL: func.func @one_channel
// CHECK: call @tensor_layout_cudnn_conv_f32
func.func @one_channel(%x: memref<1x1x6x6xf32>, %w: memref<4x1x3x3xf32>, %y: memref<1x4x4x4xf32, strided<[64, 1, 16, 4]>>) {
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x1x6x6xf32>, memref<4x1x3x3xf32>) outs(%y : memref<1x4x4x4xf32, strided<[64, 1, 16, 4]>>)
  return
}

// -----

// A depthwise convolution (144 groups for cuDNN), NHWC image and result, its
// dense CHW filter as the grouped filter (C, 1, KH, KW).
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_conv : memref<14xi64> = dense<[4, 0, 0, 1, 1, 2, 1, 1, 1, 1, 0, 0, 0, 0]>
// CHECK-LABEL: func.func @depthwise_nhwc
// CHECK-NOT: linalg.fill
// CHECK: call @tensor_layout_cudnn_conv_f32
// CHECK-NOT: linalg.depthwise
func.func @depthwise_nhwc(%x: memref<1x144x10x10xf32, strided<[14400, 1, 1440, 144]>>, %w: memref<144x3x3xf32>, %y: memref<1x144x8x8xf32, strided<[9216, 1, 1152, 144]>>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x144x8x8xf32, strided<[9216, 1, 1152, 144]>>)
  linalg.depthwise_conv_2d_nchw_chw ins(%x, %w : memref<1x144x10x10xf32, strided<[14400, 1, 1440, 144]>>, memref<144x3x3xf32>)
    outs(%y : memref<1x144x8x8xf32, strided<[9216, 1, 1152, 144]>>)
  return
}

// -----

// A zero-padded copy of the image (what tensor.pad bufferizes to: an
// allocation, a fill of zero, a copy into its interior): cuDNN pads the
// original itself (paddings 1 low, 2 high), and the copy goes.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_conv : memref<14xi64> = dense<[4, 0, 0, 0, 1, 2, 1, 1, 1, 1, 1, 1, 2, 2]>
// CHECK-LABEL: func.func @padded_image
// CHECK-SAME: %[[X:[a-z0-9]+]]: memref<1x4x7x7xf32>
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: %[[UX:.*]] = memref.cast %[[X]] : memref<1x4x7x7xf32> to memref<*xf32>
// CHECK: call @tensor_layout_cudnn_conv_f32(%[[UX]],
// CHECK-NOT: memref.copy
func.func @padded_image(%x: memref<1x4x7x7xf32>, %w: memref<8x4x3x3xf32>, %y: memref<1x8x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = memref.alloc() {alignment = 64 : i64} : memref<1x4x10x10xf32>
  linalg.fill ins(%zero : f32) outs(%p : memref<1x4x10x10xf32>)
  %interior = memref.subview %p[0, 0, 1, 1] [1, 4, 7, 7] [1, 1, 1, 1] : memref<1x4x10x10xf32> to memref<1x4x7x7xf32, strided<[400, 100, 10, 1], offset: 11>>
  memref.copy %x, %interior : memref<1x4x7x7xf32> to memref<1x4x7x7xf32, strided<[400, 100, 10, 1], offset: 11>>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%p, %w : memref<1x4x10x10xf32>, memref<8x4x3x3xf32>) outs(%y : memref<1x8x8x8xf32>)
  memref.dealloc %p : memref<1x4x10x10xf32>
  return
}

// -----

// Padded with ones, not zeros: cuDNN reads the padded copy.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_conv : memref<14xi64> = dense<[4, 0, 0, 0, 1, 2, 1, 1, 1, 1, 0, 0, 0, 0]>
// CHECK-LABEL: func.func @padded_with_ones
// CHECK: memref.copy
// CHECK: call @tensor_layout_cudnn_conv_f32
func.func @padded_with_ones(%x: memref<1x4x7x7xf32>, %w: memref<8x4x3x3xf32>, %y: memref<1x8x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %p = memref.alloc() {alignment = 64 : i64} : memref<1x4x10x10xf32>
  linalg.fill ins(%one : f32) outs(%p : memref<1x4x10x10xf32>)
  %interior = memref.subview %p[0, 0, 1, 1] [1, 4, 7, 7] [1, 1, 1, 1] : memref<1x4x10x10xf32> to memref<1x4x7x7xf32, strided<[400, 100, 10, 1], offset: 11>>
  memref.copy %x, %interior : memref<1x4x7x7xf32> to memref<1x4x7x7xf32, strided<[400, 100, 10, 1], offset: 11>>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%p, %w : memref<1x4x10x10xf32>, memref<8x4x3x3xf32>) outs(%y : memref<1x8x8x8xf32>)
  memref.dealloc %p : memref<1x4x10x10xf32>
  return
}

// -----

// Not taken: an NHWC result for an NCHW image and filter (mixed orders),
// rows padded to 16 (gaps), f16, dynamic sizes, a result smaller than the
// image gives (linalg accepts it, cuDNN does not), a depthwise filter in
// HWC order. They stay for the loops mapped to the GPU.
// CHECK-LABEL: func.func @not_taken
// CHECK-NOT: call
// CHECK-COUNT-5: linalg.conv_2d_nchw_fchw
// CHECK: linalg.depthwise_conv_2d_nchw_chw
// CHECK-NOT: call
func.func @not_taken(%x: memref<1x4x10x10xf32>, %w: memref<8x4x3x3xf32>, %yn: memref<1x8x8x8xf32, strided<[512, 1, 64, 8]>>,
                     %xp: memref<1x4x10x10xf32, strided<[640, 160, 16, 1]>>, %y: memref<1x8x8x8xf32>,
                     %x16: memref<1x4x10x10xf16>, %w16: memref<8x4x3x3xf16>, %y16: memref<1x8x8x8xf16>,
                     %xd: memref<?x4x10x10xf32>, %yd: memref<?x8x8x8xf32>,
                     %ys: memref<1x8x7x7xf32>,
                     %dx: memref<1x4x10x10xf32>, %dw: memref<4x3x3xf32, strided<[1, 12, 4]>>, %dy: memref<1x4x8x8xf32>) {
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x4x10x10xf32>, memref<8x4x3x3xf32>) outs(%yn : memref<1x8x8x8xf32, strided<[512, 1, 64, 8]>>)
  linalg.conv_2d_nchw_fchw ins(%xp, %w : memref<1x4x10x10xf32, strided<[640, 160, 16, 1]>>, memref<8x4x3x3xf32>) outs(%y : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%x16, %w16 : memref<1x4x10x10xf16>, memref<8x4x3x3xf16>) outs(%y16 : memref<1x8x8x8xf16>)
  linalg.conv_2d_nchw_fchw ins(%xd, %w : memref<?x4x10x10xf32>, memref<8x4x3x3xf32>) outs(%yd : memref<?x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x4x10x10xf32>, memref<8x4x3x3xf32>) outs(%ys : memref<1x8x7x7xf32>)
  linalg.depthwise_conv_2d_nchw_chw ins(%dx, %dw : memref<1x4x10x10xf32>, memref<4x3x3xf32, strided<[1, 12, 4]>>) outs(%dy : memref<1x4x8x8xf32>)
  return
}

// -----

// bf16 image and filter into a zero-filled f32 result (linalg extends each
// element to f32 and sums in f32, as cuDNN's bf16 kernels do): the bf16
// function, buffers passed as unranked memrefs of their own element types.
// The zero-padded bf16 image is cuDNN's padding, as for f32.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_conv : memref<14xi64> = dense<[4, 0, 0, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1]>
// CHECK: func.func private @tensor_layout_cudnn_conv_bf16(memref<*xbf16>, memref<*xbf16>, memref<*xf32>, memref<?xi64>, !llvm.ptr) attributes {layout.stream_argument, llvm.emit_c_interface}
// CHECK-LABEL: func.func @bf16_nhwc
// CHECK-SAME: %[[X:[a-z0-9]+]]: memref<1x8x6x6xbf16, strided<[288, 1, 48, 8]>>
// CHECK-NOT: linalg.fill
// CHECK-NOT: memref.copy
// CHECK: %[[UX:.*]] = memref.cast %[[X]] : memref<1x8x6x6xbf16, strided<[288, 1, 48, 8]>> to memref<*xbf16>
// CHECK: call @tensor_layout_cudnn_conv_bf16(%[[UX]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<*xbf16>, memref<*xbf16>, memref<*xf32>, memref<?xi64>, !llvm.ptr) -> ()
// CHECK-NOT: linalg.conv
func.func @bf16_nhwc(%x: memref<1x8x6x6xbf16, strided<[288, 1, 48, 8]>>, %w: memref<16x8x3x3xbf16, strided<[72, 1, 24, 8]>>, %y: memref<1x16x6x6xf32, strided<[576, 1, 96, 16]>>) {
  %zero = arith.constant 0.0 : f32
  %zero16 = arith.constant 0.0 : bf16
  %p = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xbf16, strided<[512, 1, 64, 8]>>
  linalg.fill ins(%zero16 : bf16) outs(%p : memref<1x8x8x8xbf16, strided<[512, 1, 64, 8]>>)
  %interior = memref.subview %p[0, 0, 1, 1] [1, 8, 6, 6] [1, 1, 1, 1] : memref<1x8x8x8xbf16, strided<[512, 1, 64, 8]>> to memref<1x8x6x6xbf16, strided<[512, 1, 64, 8], offset: 72>>
  memref.copy %x, %interior : memref<1x8x6x6xbf16, strided<[288, 1, 48, 8]>> to memref<1x8x6x6xbf16, strided<[512, 1, 64, 8], offset: 72>>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x16x6x6xf32, strided<[576, 1, 96, 16]>>)
  linalg.conv_2d_nchw_fchw ins(%p, %w : memref<1x8x8x8xbf16, strided<[512, 1, 64, 8]>>, memref<16x8x3x3xbf16, strided<[72, 1, 24, 8]>>)
    outs(%y : memref<1x16x6x6xf32, strided<[576, 1, 96, 16]>>)
  memref.dealloc %p : memref<1x8x8x8xbf16, strided<[512, 1, 64, 8]>>
  return
}

// -----

// A depthwise bf16 convolution, NCHW, into a zero-filled f32 result.
// CHECK-LABEL: func.func @bf16_depthwise
// CHECK: call @tensor_layout_cudnn_conv_bf16
// CHECK-NOT: linalg.depthwise
func.func @bf16_depthwise(%x: memref<1x8x10x10xbf16>, %w: memref<8x3x3xbf16>, %y: memref<1x8x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x8x8x8xf32>)
  linalg.depthwise_conv_2d_nchw_chw ins(%x, %w : memref<1x8x10x10xbf16>, memref<8x3x3xbf16>) outs(%y : memref<1x8x8x8xf32>)
  return
}

// -----

// Not taken in bf16: a bf16 result (linalg rounds every partial sum to
// bf16, cuDNN only the end), a bf16 image with an f32 filter, an f32 result
// added to (no zero fill: cuDNN's bf16 kernels write their result).
// CHECK-LABEL: func.func @bf16_not_taken
// CHECK-NOT: call
// CHECK-COUNT-3: linalg.conv_2d_nchw_fchw
// CHECK-NOT: call
func.func @bf16_not_taken(%x: memref<1x4x10x10xbf16>, %w: memref<8x4x3x3xbf16>, %y16: memref<1x8x8x8xbf16>,
                          %w32: memref<8x4x3x3xf32>, %y: memref<1x8x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %zero16 = arith.constant 0.0 : bf16
  linalg.fill ins(%zero16 : bf16) outs(%y16 : memref<1x8x8x8xbf16>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x4x10x10xbf16>, memref<8x4x3x3xbf16>) outs(%y16 : memref<1x8x8x8xbf16>)
  linalg.fill ins(%zero : f32) outs(%y : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w32 : memref<1x4x10x10xbf16>, memref<8x4x3x3xf32>) outs(%y : memref<1x8x8x8xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x4x10x10xbf16>, memref<8x4x3x3xbf16>) outs(%y : memref<1x8x8x8xf32>)
  return
}
