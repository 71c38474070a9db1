// A 1x1 convolution at stride 1 of one image, from NCHW into NHWC or back
// (orders cuDNN's kernels do not mix), is the matmul filter (F, C) x
// pixels (C, H * W): it runs on cuBLASLt on views of its buffers, its zero
// fill dropped (beta = 0), with no transform.
// An f32 matmul computes in TF32 (the description's last field), as cuDNN
// computes the convolution, unless allow-tf32=false; bf16 ones never.
// RUN: tensor-opt %s -split-input-file -layout-pointwise-conv-to-matmul \
// RUN:   -convert-linalg-to-cublaslt \
// RUN:   | FileCheck %s
// RUN: tensor-opt %s -split-input-file -layout-pointwise-conv-to-matmul \
// RUN:   | FileCheck %s --check-prefix=MARKED
// RUN: tensor-opt %s -split-input-file \
// RUN:   -layout-pointwise-conv-to-matmul=allow-tf32=false \
// RUN:   -convert-linalg-to-cublaslt | FileCheck %s --check-prefix=NO-TF32

// NCHW image into an NHWC result: the pixels (8, 12) with strides (12, 1),
// the result's (6, 12) with strides (1, 6), the filter (6, 8) row-major.
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 0, 0, 0, 0, 0, 1]>
// NO-TF32: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 0, 0, 0, 0, 0, 0]>
// MARKED-LABEL: func.func @to_channels_last
// MARKED: linalg.matmul {layout.allow_tf32}
// CHECK-LABEL: func.func @to_channels_last
// CHECK-SAME: (%[[X:.*]]: memref<1x8x3x4xf32>, %[[W:.*]]: memref<6x8x1x1xf32>, %[[Y:.*]]: memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
// CHECK-NOT: linalg.fill
// CHECK-DAG: %[[A:.*]] = memref.reinterpret_cast %[[W]] to offset: [0], sizes: [6, 8], strides: [8, 1]
// CHECK-DAG: %[[B:.*]] = memref.reinterpret_cast %[[X]] to offset: [0], sizes: [8, 12], strides: [12, 1]
// CHECK-DAG: %[[C:.*]] = memref.reinterpret_cast %[[Y]] to offset: [0], sizes: [6, 12], strides: [1, 6]
// CHECK-DAG: %[[UA:.*]] = memref.cast %[[A]]
// CHECK-DAG: %[[UB:.*]] = memref.cast %[[B]]
// CHECK-DAG: %[[UC:.*]] = memref.cast %[[C]]
// CHECK: call @tensor_layout_cublaslt_matmul_f32(%[[UA]], %[[UB]], %[[UC]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.
func.func @to_channels_last(%x: memref<1x8x3x4xf32>, %w: memref<6x8x1x1xf32>,
                            %y: memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>)
    outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  return
}

// -----

// NHWC into NCHW, bf16 into f32, without a fill (beta = 1), the filter
// FHWC (for 1x1 the same bytes as FCHW).
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 1065353216, 0, 0, 0, 0, 0]>
// CHECK-LABEL: func.func @to_planar
// MARKED-LABEL: func.func @to_planar
// MARKED-NOT: layout.allow_tf32
// MARKED: linalg.matmul ins
// CHECK-DAG: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [6, 8], strides: [8, 1] : memref<6x8x1x1xbf16, strided<[8, 1, 8, 8]>>
// CHECK-DAG: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [8, 12], strides: [1, 8] : memref<1x8x3x4xbf16, strided<[96, 1, 32, 8]>>
// CHECK-DAG: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [6, 12], strides: [12, 1] : memref<1x6x3x4xf32>
// CHECK: call @tensor_layout_cublaslt_matmul_bf16(
func.func @to_planar(%x: memref<1x8x3x4xbf16, strided<[96, 1, 32, 8]>>, %w: memref<6x8x1x1xbf16, strided<[8, 1, 8, 8]>>,
                     %y: memref<1x6x3x4xf32>) {
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xbf16, strided<[96, 1, 32, 8]>>, memref<6x8x1x1xbf16, strided<[8, 1, 8, 8]>>)
    outs(%y : memref<1x6x3x4xf32>)
  return
}

// -----

// A view at an offset (a subview's) keeps it; an image one pixel wide has
// its pixels along H.
// CHECK-LABEL: func.func @offset_and_column
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [5], sizes: [8, 12], strides: [24, 1]
// CHECK: call @tensor_layout_cublaslt_matmul_f32(
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [8, 3], strides: [1, 8] : memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>
// CHECK: call @tensor_layout_cublaslt_matmul_f32(
func.func @offset_and_column(%x: memref<1x8x3x4xf32, strided<[192, 24, 4, 1], offset: 5>>, %w: memref<6x8x1x1xf32>,
                             %y: memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>,
                             %column: memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>, %yc: memref<1x6x3x1xf32>) {
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32, strided<[192, 24, 4, 1], offset: 5>>, memref<6x8x1x1xf32>)
    outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%column, %w : memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>, memref<6x8x1x1xf32>)
    outs(%yc : memref<1x6x3x1xf32>)
  return
}

// -----

// Negative: image and result in one order (cuDNN's convolution), a stride
// of 2, a 3x3 filter, a batch of two, rows padded apart (the pixels are no
// single strided dim), a result smaller than the image (linalg accepts
// one: it reads a corner), a result in a memory space of its own, and a
// dynamic image: each stays a convolution.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: reinterpret_cast
// CHECK-COUNT-8: linalg.conv_2d_nchw_fchw
// CHECK-NOT: call
func.func @left_alone(%x: memref<1x8x3x4xf32>, %w: memref<6x8x1x1xf32>,
                      %nhwc: memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>,
                      %y: memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>,
                      %y2: memref<1x6x2x2xf32, strided<[24, 1, 12, 6]>>,
                      %w3: memref<6x8x3x3xf32>, %y3: memref<1x6x1x2xf32, strided<[12, 1, 6, 6]>>,
                      %xb: memref<2x8x3x4xf32>, %yb: memref<2x6x3x4xf32, strided<[72, 1, 24, 6]>>,
                      %xp: memref<1x8x3x4xf32, strided<[160, 20, 5, 1]>>,
                      %ys: memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>, 3>,
                      %xd: memref<1x8x?x?xf32>, %yd: memref<1x6x?x?xf32, strided<[?, 1, ?, 6]>>) {
  linalg.conv_2d_nchw_fchw ins(%nhwc, %w : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, memref<6x8x1x1xf32>)
    outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>} ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>)
    outs(%y2 : memref<1x6x2x2xf32, strided<[24, 1, 12, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w3 : memref<1x8x3x4xf32>, memref<6x8x3x3xf32>)
    outs(%y3 : memref<1x6x1x2xf32, strided<[12, 1, 6, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%xb, %w : memref<2x8x3x4xf32>, memref<6x8x1x1xf32>)
    outs(%yb : memref<2x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%xp, %w : memref<1x8x3x4xf32, strided<[160, 20, 5, 1]>>, memref<6x8x1x1xf32>)
    outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>)
    outs(%y2 : memref<1x6x2x2xf32, strided<[24, 1, 12, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>)
    outs(%ys : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>, 3>)
  linalg.conv_2d_nchw_fchw ins(%xd, %w : memref<1x8x?x?xf32>, memref<6x8x1x1xf32>)
    outs(%yd : memref<1x6x?x?xf32, strided<[?, 1, ?, 6]>>)
  return
}
