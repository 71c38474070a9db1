// A matmul whose B is in oneDNN's blocked format (K by 16 outside N by 64,
// as the onednn target asks on AVX-512) is computed over B's physical dims
// by layout-bufferize, and that generic becomes a call to the runtime's
// matmul on described buffers: no copy of B at the kernel boundary.
// RUN: tensor-opt %s -split-input-file -layout-bufferize \
// RUN:   -convert-linalg-to-onednn | FileCheck %s

// The description: version 1, no accumulation (the zero fill is dropped),
// no ReLU; then A, B and C as rank, dims, padded dims, strides, blocks.
// B (32x128 in 2x2 blocks of 16x64): outer strides 1024 (K) and 2048 (N),
// blocks (0, 16) then (1, 64).
// CHECK: memref.global "private" constant @__tensor_layout_onednn_matmul : memref<31xi64> = dense<[1, 0, 0, 2, 4, 32, 4, 32, 32, 1, 0, 2, 32, 128, 32, 128, 1024, 2048, 2, 0, 16, 1, 64, 2, 4, 128, 4, 128, 128, 1, 0]>
// CHECK: func.func private @tensor_layout_onednn_blocked_matmul_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<?xi64>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @blocked_b
// CHECK-SAME: %[[B:[a-z0-9]+]]: memref<2x2x16x64xf32>
// The argument's alignment is checked (a misaligned B copied), then assumed.
// CHECK: %[[USED_B:.*]] = scf.if
// CHECK: %[[ALIGNED_B:.*]] = memref.assume_alignment %[[USED_B]], 64
// CHECK-NOT: linalg.fill
// CHECK-NOT: linalg.generic
// CHECK: memref.cast %[[ALIGNED_B]] : memref<2x2x16x64xf32> to memref<*xf32>
// CHECK: call @tensor_layout_onednn_blocked_matmul_f32
#b16x64 = #layout.encoding<order = [1, 0], tiles = [0 : 16, 1 : 64], base_align = 64>
func.func @blocked_b(%a: tensor<4x32xf32>, %b: tensor<32x128xf32, #b16x64>) -> tensor<4x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x128xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<4x128xf32>) -> tensor<4x128xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x32xf32>, tensor<32x128xf32, #b16x64>) outs(%c : tensor<4x128xf32>) -> tensor<4x128xf32>
  return %0 : tensor<4x128xf32>
}

// -----

// A batch matmul, accumulating into C (no fill before): accumulate = 1.
// CHECK: memref.global "private" constant @__tensor_layout_onednn_matmul : memref<{{.*}}xi64> = dense<[1, 1, 0, 3, 2, 4, 32,
// CHECK-LABEL: func.func @batch
// CHECK: call @tensor_layout_onednn_blocked_matmul_f32
#b16x64 = #layout.encoding<order = [0, 2, 1], tiles = [1 : 16, 2 : 64], base_align = 64>
func.func @batch(%a: tensor<2x4x32xf32>, %b: tensor<2x32x64xf32, #b16x64>, %c: tensor<2x4x64xf32>) -> tensor<2x4x64xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x32xf32>, tensor<2x32x64xf32, #b16x64>) outs(%c : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
  return %0 : tensor<2x4x64xf32>
}

// -----

// Padding in B's blocks that does not hold zero must not be summed: the
// matmul runs on a plain copy of B (a kernel boundary), on oneDNN still.
// CHECK-LABEL: func.func @undefined_padding
// CHECK: layout.copy %{{.*}}, %[[PLAIN:[a-z_0-9]+]] {{.*}} to memref<32x100xf32> as tensor<32x100xf32>
// CHECK: %[[CAST:.*]] = memref.cast %[[PLAIN]] : memref<32x100xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK: call @tensor_layout_onednn_matmul_f32(%{{.*}}, %[[CAST]], %{{.*}})
#padded = #layout.encoding<order = [1, 0], align = [16, 64], tiles = [0 : 16, 1 : 64]>
func.func @undefined_padding(%a: tensor<4x32xf32>, %b: tensor<32x100xf32, #padded>, %c: tensor<4x100xf32, #layout.encoding<align = [1, 64]>>) -> tensor<4x100xf32, #layout.encoding<align = [1, 64]>> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x32xf32>, tensor<32x100xf32, #padded>) outs(%c : tensor<4x100xf32, #layout.encoding<align = [1, 64]>>) -> tensor<4x100xf32, #layout.encoding<align = [1, 64]>>
  return %0 : tensor<4x100xf32, #layout.encoding<align = [1, 64]>>
}

// -----

// A plain matmul into a zero-filled result, with a bias and a ReLU after
// it: described like a blocked one, the fill dropped (accumulate 0) and
// the epilogue as post-ops (linear x + 0.5, clip [0, inf)).
// CHECK: memref.global "private" constant @__tensor_layout_onednn_matmul : memref<{{.*}}xi64> = dense<[1, 0, 2, 0, 1065353216, 1056964608, 1, 0, 2139095040, 2, 8, 16, 8, 16, 16, 1, 0,
// CHECK-LABEL: func.func @plain_with_epilogue
// CHECK-NOT: linalg.fill
// CHECK: call @tensor_layout_onednn_blocked_matmul_f32
// CHECK-NOT: linalg.generic
#id = affine_map<(i, j) -> (i, j)>
func.func @plain_with_epilogue(%a: memref<8x16xf32>, %b: memref<16x32xf32>) -> memref<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %c = memref.alloc() : memref<8x32xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<8x32xf32>)
  linalg.matmul ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>) outs(%c : memref<8x32xf32>)
  %o = memref.alloc() : memref<8x32xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<8x32xf32>) outs(%o : memref<8x32xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = arith.addf %x, %half : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %c : memref<8x32xf32>
  return %o : memref<8x32xf32>
}
