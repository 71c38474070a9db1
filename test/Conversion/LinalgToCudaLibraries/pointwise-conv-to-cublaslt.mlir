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
// RUN: tensor-opt %s -split-input-file \
// RUN:   -layout-pointwise-conv-to-matmul=in-one-order=false \
// RUN:   | FileCheck %s --check-prefix=ONE-ORDER-OFF

// NCHW image into an NHWC result: the pixels (8, 12) with strides (12, 1),
// the result's (6, 12) with strides (1, 6), the filter (6, 8) row-major.
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 0, 0, 0, 0, 0, 1]>
// NO-TF32: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 0, 0, 0, 0, 0, 0]>
// NO-TF32-LABEL: func.func @to_channels_last
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

// -----

// The epilogue moves onto views of its buffers and becomes cuBLASLt's: a
// bias and a ReLU after an NCHW image into a fresh NHWC buffer (alpha 1,
// beta 0, ReLU, bias 0.125), the NHWC views bufferization made gone; then
// a bias, the residual and a ReLU into NCHW (beta 1, C the residual's view,
// D the epilogue's buffer's, bias 0.25).
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul{{(_0)?}} : memref<8xi64> = dense<[4, 1065353216, 0, 1, 0, 1, 1040187392, 1]>
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul{{(_0)?}} : memref<8xi64> = dense<[4, 1065353216, 1065353216, 1, 0, 1, 1048576000, 1]>
// CHECK-LABEL: func.func @edges_with_epilogues
// CHECK-SAME: (%[[X:.*]]: memref<1x8x3x4xf32>, %[[W1:.*]]: memref<6x8x1x1xf32>, %[[W2:.*]]: memref<8x6x1x1xf32>)
// CHECK: %[[OUT1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<72xf32>
// CHECK: %[[D1:.*]] = memref.reinterpret_cast %[[OUT1]] to offset: [0], sizes: [6, 12], strides: [1, 6]
// CHECK: %[[UC1:.*]] = memref.cast %[[D1]]
// CHECK: %[[UD1:.*]] = memref.cast %[[D1]]
// CHECK: call @tensor_layout_cublaslt_matmul_f32(%{{.*}}, %{{.*}}, %[[UC1]], %[[UD1]],
// CHECK: %[[B2:.*]] = memref.reinterpret_cast %[[OUT1]] to offset: [0], sizes: [6, 12], strides: [1, 6]
// CHECK: %[[C2:.*]] = memref.reinterpret_cast %[[X]] to offset: [0], sizes: [8, 12], strides: [12, 1]
// CHECK: %[[OUT2:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x8x3x4xf32>
// CHECK: %[[D2:.*]] = memref.reinterpret_cast %[[OUT2]] to offset: [0], sizes: [8, 12], strides: [12, 1]
// CHECK-DAG: %[[UB2:.*]] = memref.cast %[[B2]]
// CHECK-DAG: %[[UC2:.*]] = memref.cast %[[C2]]
// CHECK-DAG: %[[UD2:.*]] = memref.cast %[[D2]]
// CHECK: call @tensor_layout_cublaslt_matmul_f32(%{{.*}}, %[[UB2]], %[[UC2]], %[[UD2]],
// CHECK-NOT: linalg.
// CHECK: return %[[OUT2]]
func.func @edges_with_epilogues(%x: memref<1x8x3x4xf32>, %w1: memref<6x8x1x1xf32>, %w2: memref<8x6x1x1xf32>) -> memref<1x8x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %b1 = arith.constant 0.125 : f32
  %b2 = arith.constant 0.25 : f32
  %a = memref.alloc() {alignment = 64 : i64} : memref<72xf32>
  %y = memref.reinterpret_cast %a to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 1, 24, 6] : memref<72xf32> to memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w1 : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>) outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  %b = memref.alloc() {alignment = 64 : i64} : memref<72xf32>
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 1, 24, 6] : memref<72xf32> to memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) outs(%r : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %b1 : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  }
  %z = memref.alloc() {alignment = 64 : i64} : memref<1x8x3x4xf32>
  linalg.fill ins(%zero : f32) outs(%z : memref<1x8x3x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%r, %w2 : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>, memref<8x6x1x1xf32>) outs(%z : memref<1x8x3x4xf32>)
  %o = memref.alloc() {alignment = 64 : i64} : memref<1x8x3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%z, %x : memref<1x8x3x4xf32>, memref<1x8x3x4xf32>) outs(%o : memref<1x8x3x4xf32>) {
  ^bb0(%in: f32, %in_x: f32, %out: f32):
    %s = arith.addf %in, %b2 : f32
    %t = arith.addf %s, %in_x : f32
    %m = arith.maximumf %t, %zero : f32
    linalg.yield %m : f32
  }
  memref.dealloc %a : memref<72xf32>
  memref.dealloc %b : memref<72xf32>
  memref.dealloc %z : memref<1x8x3x4xf32>
  return %o : memref<1x8x3x4xf32>
}

// -----

// Negative: a ReLU6 (cuBLASLt has none) stays its own op on the
// convolution's buffers, as does an epilogue into the caller's buffer (no
// fresh allocation to write in its place).
// CHECK-LABEL: func.func @epilogues_left_alone
// CHECK: call @tensor_layout_cublaslt_matmul_f32(
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) outs(%{{.*}} : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
// CHECK: arith.minimumf
// CHECK: call @tensor_layout_cublaslt_matmul_f32(
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) outs(%{{.*}} : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
// CHECK: arith.maximumf
func.func @epilogues_left_alone(%x: memref<1x8x3x4xf32>, %w: memref<6x8x1x1xf32>, %out: memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) -> memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %a = memref.alloc() {alignment = 64 : i64} : memref<72xf32>
  %y = memref.reinterpret_cast %a to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 1, 24, 6] : memref<72xf32> to memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>) outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  %b = memref.alloc() {alignment = 64 : i64} : memref<72xf32>
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 1, 24, 6] : memref<72xf32> to memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) outs(%r : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) {
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %zero : f32
    %n = arith.minimumf %m, %six : f32
    linalg.yield %n : f32
  }
  %c = memref.alloc() {alignment = 64 : i64} : memref<72xf32>
  %z = memref.reinterpret_cast %c to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 1, 24, 6] : memref<72xf32> to memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  linalg.fill ins(%zero : f32) outs(%z : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>) outs(%z : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%z : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) outs(%out : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) {
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  }
  return %r : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
}

// -----

// Negative: buffers that share memory keep the epilogue its own op (the
// call would write or read them in its place): the convolution's result
// also returned through its allocation, the residual the result's own
// allocation, the epilogue writing over the image's allocation.
// CHECK-LABEL: func.func @alias
// CHECK: call @tensor_layout_cublaslt_matmul_f32(
// CHECK: linalg.generic
// CHECK-LABEL: func.func @self_residual
// CHECK: call @tensor_layout_cublaslt_matmul_f32(
// CHECK: linalg.generic
// CHECK-LABEL: func.func @out_over_image
// CHECK: call @tensor_layout_cublaslt_matmul_f32(
// CHECK: linalg.generic
func.func @alias(%x: memref<1x8x3x4xf32>, %w: memref<6x8x1x1xf32>) -> (memref<72xf32>, memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) {
  %zero = arith.constant 0.0 : f32
  %b1 = arith.constant 0.125 : f32
  %a = memref.alloc() {alignment = 64 : i64} : memref<72xf32>
  %y = memref.reinterpret_cast %a to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 1, 24, 6] : memref<72xf32> to memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>) outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  %b = memref.alloc() {alignment = 64 : i64} : memref<72xf32>
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 1, 24, 6] : memref<72xf32> to memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) outs(%r : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %b1 : f32
    linalg.yield %s : f32
  }
  return %a, %r : memref<72xf32>, memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
}
func.func @self_residual(%x: memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, %w: memref<6x8x1x1xf32>) -> memref<1x6x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  %res = memref.cast %a : memref<1x6x3x4xf32> to memref<1x6x3x4xf32>
  %z = memref.reinterpret_cast %a to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 12, 4, 1] : memref<1x6x3x4xf32> to memref<1x6x3x4xf32>
  linalg.fill ins(%zero : f32) outs(%z : memref<1x6x3x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, memref<6x8x1x1xf32>) outs(%z : memref<1x6x3x4xf32>)
  %o = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%z, %a : memref<1x6x3x4xf32>, memref<1x6x3x4xf32>) outs(%o : memref<1x6x3x4xf32>) {
  ^bb0(%in: f32, %r: f32, %out: f32):
    %t = arith.addf %in, %r : f32
    linalg.yield %t : f32
  }
  return %o : memref<1x6x3x4xf32>
}
func.func @out_over_image(%w: memref<8x8x1x1xf32>, %src: memref<96xf32>) -> memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>> {
  %zero = arith.constant 0.0 : f32
  %xa = memref.alloc() {alignment = 64 : i64} : memref<96xf32>
  memref.copy %src, %xa : memref<96xf32> to memref<96xf32>
  %x = memref.reinterpret_cast %xa to offset: [0], sizes: [1, 8, 3, 4], strides: [96, 12, 4, 1] : memref<96xf32> to memref<1x8x3x4xf32, strided<[96, 12, 4, 1]>>
  %a = memref.alloc() {alignment = 64 : i64} : memref<96xf32>
  %y = memref.reinterpret_cast %a to offset: [0], sizes: [1, 8, 3, 4], strides: [96, 1, 32, 8] : memref<96xf32> to memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32, strided<[96, 12, 4, 1]>>, memref<8x8x1x1xf32>) outs(%y : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>)
  %r = memref.reinterpret_cast %xa to offset: [0], sizes: [1, 8, 3, 4], strides: [96, 1, 32, 8] : memref<96xf32> to memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>) outs(%r : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  }
  memref.dealloc %a : memref<96xf32>
  return %r : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>
}

// -----

// In one order, a 1x1 convolution whose epilogue cuBLASLt computes becomes
// a matmul too, the epilogue in its call (cuDNN would leave it a kernel):
// NCHW into NCHW with a bias and a ReLU (a projection shortcut on the
// caller's NCHW: alpha 1, beta 0, ReLU, bias -1), and NHWC into NHWC with
// the residual (beta 1, C the image's view). With in-one-order=false both
// stay convolutions.
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul{{(_0)?}} : memref<8xi64> = dense<[4, 1065353216, 0, 1, 0, 1, 3212836864, 1]>
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul{{(_0)?}} : memref<8xi64> = dense<[4, 1065353216, 1065353216, 0, 0, 0, 0, 1]>
// CHECK-LABEL: func.func @one_order_epilogues
// CHECK-DAG: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [6, 8], strides: [8, 1] : memref<6x8x1x1xf32>
// CHECK-DAG: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [8, 12], strides: [12, 1] : memref<1x8x3x4xf32>
// CHECK: call @tensor_layout_cublaslt_matmul_f32(
// CHECK-DAG: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [8, 12], strides: [1, 8] : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>
// CHECK: call @tensor_layout_cublaslt_matmul_f32(
// CHECK-NOT: linalg.
// CHECK: return
// ONE-ORDER-OFF-LABEL: func.func @one_order_epilogues
// ONE-ORDER-OFF-NOT: linalg.matmul
// ONE-ORDER-OFF-COUNT-2: linalg.conv_2d_nchw_fchw
// ONE-ORDER-OFF-NOT: linalg.matmul
func.func @one_order_epilogues(%x: memref<1x8x3x4xf32>, %w: memref<6x8x1x1xf32>,
                               %xn: memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, %w8: memref<8x8x1x1xf32>)
    -> (memref<1x6x3x4xf32>, memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>) {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant -1.0 : f32
  %y = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>) outs(%y : memref<1x6x3x4xf32>)
  %o = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<1x6x3x4xf32>) outs(%o : memref<1x6x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  }
  %a = memref.alloc() {alignment = 64 : i64} : memref<96xf32>
  %z = memref.reinterpret_cast %a to offset: [0], sizes: [1, 8, 3, 4], strides: [96, 1, 32, 8] : memref<96xf32> to memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>
  linalg.fill ins(%zero : f32) outs(%z : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>)
  linalg.conv_2d_nchw_fchw ins(%xn, %w8 : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, memref<8x8x1x1xf32>) outs(%z : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>)
  %b = memref.alloc() {alignment = 64 : i64} : memref<96xf32>
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [1, 8, 3, 4], strides: [96, 1, 32, 8] : memref<96xf32> to memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%z, %xn : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>) outs(%r : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>) {
  ^bb0(%in: f32, %in_x: f32, %out: f32):
    %t = arith.addf %in, %in_x : f32
    linalg.yield %t : f32
  }
  memref.dealloc %y : memref<1x6x3x4xf32>
  memref.dealloc %a : memref<96xf32>
  return %o, %r : memref<1x6x3x4xf32>, memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>
}

// -----

// Negative: in one order, a convolution whose epilogue cuBLASLt does not
// compute stays cuDNN's: a ReLU6, and an epilogue into the caller's
// buffer (no fresh allocation to write in its place).
// CHECK-LABEL: func.func @one_order_left_alone
// CHECK-NOT: linalg.matmul
// CHECK-NOT: call
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK: arith.minimumf
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-NOT: call
func.func @one_order_left_alone(%x: memref<1x8x3x4xf32>, %w: memref<6x8x1x1xf32>, %out: memref<1x6x3x4xf32>) -> memref<1x6x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %y = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>) outs(%y : memref<1x6x3x4xf32>)
  %o = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<1x6x3x4xf32>) outs(%o : memref<1x6x3x4xf32>) {
  ^bb0(%in: f32, %out2: f32):
    %m = arith.maximumf %in, %zero : f32
    %n = arith.minimumf %m, %six : f32
    linalg.yield %n : f32
  }
  %z = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  linalg.fill ins(%zero : f32) outs(%z : memref<1x6x3x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>) outs(%z : memref<1x6x3x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%z : memref<1x6x3x4xf32>) outs(%out : memref<1x6x3x4xf32>) {
  ^bb0(%in: f32, %out2: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  }
  memref.dealloc %y : memref<1x6x3x4xf32>
  memref.dealloc %z : memref<1x6x3x4xf32>
  return %o : memref<1x6x3x4xf32>
}

// -----

// In one order, bf16 into f32 with a ReLU is a bf16 matmul with it. Negative:
// mixed element types (no library takes them), and a result that is a view
// of its allocation freed through that view (the matmul's own view of the
// allocation would be a second one, and the epilogue a kernel anyway) stay
// convolutions.
// CHECK-LABEL: func.func @bf
// CHECK: call @tensor_layout_cublaslt_matmul_bf16(
// CHECK-NOT: linalg.
// CHECK-LABEL: func.func @mixed
// CHECK-NOT: call
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-LABEL: func.func @freed_through_view
// CHECK-NOT: call
// CHECK: linalg.conv_2d_nchw_fchw
func.func @bf(%x: memref<1x8x3x4xbf16>, %w: memref<6x8x1x1xbf16>) -> memref<1x6x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %y = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xbf16>, memref<6x8x1x1xbf16>) outs(%y : memref<1x6x3x4xf32>)
  %o = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<1x6x3x4xf32>) outs(%o : memref<1x6x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  }
  memref.dealloc %y : memref<1x6x3x4xf32>
  return %o : memref<1x6x3x4xf32>
}
func.func @mixed(%x: memref<1x8x3x4xbf16>, %w: memref<6x8x1x1xf32>) -> memref<1x6x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %y = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xbf16>, memref<6x8x1x1xf32>) outs(%y : memref<1x6x3x4xf32>)
  %o = memref.alloc() {alignment = 64 : i64} : memref<1x6x3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<1x6x3x4xf32>) outs(%o : memref<1x6x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  }
  memref.dealloc %y : memref<1x6x3x4xf32>
  return %o : memref<1x6x3x4xf32>
}
func.func @freed_through_view(%x: memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>, %w: memref<8x8x1x1xf32>) -> memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>> {
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() {alignment = 64 : i64} : memref<24xf32>
  %z = memref.reinterpret_cast %a to offset: [0], sizes: [1, 8, 3, 1], strides: [24, 1, 8, 8] : memref<24xf32> to memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>
  linalg.fill ins(%zero : f32) outs(%z : memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>, memref<8x8x1x1xf32>) outs(%z : memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>)
  %b = memref.alloc() {alignment = 64 : i64} : memref<24xf32>
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [1, 8, 3, 1], strides: [24, 1, 8, 8] : memref<24xf32> to memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%z, %x : memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>, memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>) outs(%r : memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>) {
  ^bb0(%in: f32, %in_x: f32, %out: f32):
    %t = arith.addf %in, %in_x : f32
    linalg.yield %t : f32
  }
  memref.dealloc %z : memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>
  return %r : memref<1x8x3x1xf32, strided<[24, 1, 8, 8]>>
}
