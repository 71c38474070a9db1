// Matmuls on buffers in their layouts become calls to the CUDA runtime's
// cuBLASLt matmul, with no copy at the call: each buffer's sizes and
// strides reach the runtime in its memref descriptor.
// RUN: tensor-opt %s -split-input-file -convert-linalg-to-cublaslt \
// RUN:   | FileCheck %s

// Into a zero-filled result: the fill is dropped (beta = 0). The
// description: version 4, alpha (1.0 as f32 bits), beta (0), no epilogue,
// no constant operand, no constant bias (0, then its bits 0), f32 compute
// (no TF32). A, B, C and D: C is D, unused with beta = 0.
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 0, 0, 0, 0, 0, 0]>
// CHECK: func.func private @tensor_layout_cublaslt_matmul_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<?xi64>, !llvm.ptr) attributes {layout.stream_argument, llvm.emit_c_interface}
// CHECK-LABEL: func.func @zero_filled
// CHECK-SAME: %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<8x16xf32>, %[[C:.*]]: memref<4x16xf32>
// CHECK-NOT: linalg.fill
// CHECK-DAG: %[[UA:.*]] = memref.cast %[[A]] : memref<4x8xf32> to memref<*xf32>
// CHECK-DAG: %[[UB:.*]] = memref.cast %[[B]] : memref<8x16xf32> to memref<*xf32>
// CHECK-DAG: %[[UC:.*]] = memref.cast %[[C]] : memref<4x16xf32> to memref<*xf32>
// CHECK: call @tensor_layout_cublaslt_matmul_f32(%[[UA]], %[[UB]], %[[UC]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.matmul
func.func @zero_filled(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// `layout.allow_tf32` lets an f32 matmul compute in TF32 (the last field).
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 0, 0, 0, 0, 0, 1]>
// CHECK-LABEL: func.func @tf32_allowed
// CHECK: call @tensor_layout_cublaslt_matmul_f32(
func.func @tf32_allowed(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<4x16xf32>)
  linalg.matmul {layout.allow_tf32} ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// Without a fill the product is added to the result (beta = 1); a
// transposed B (column-major) and a result with padded rows are read as
// they are.
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 1065353216, 0, 0, 0, 0, 0]>
// CHECK-LABEL: func.func @accumulate_strided
// CHECK: call @tensor_layout_cublaslt_matmul_f32
func.func @accumulate_strided(%a: memref<4x8xf32>, %b: memref<8x16xf32, strided<[1, 8]>>, %c: memref<4x16xf32, strided<[32, 1]>>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32, strided<[1, 8]>>) outs(%c : memref<4x16xf32, strided<[32, 1]>>)
  return
}

// -----

// A batch matmul, with a constant B (a host global: bit 1 of the mask).
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 1065353216, 0, 2, 0, 0, 0]>
// CHECK-LABEL: func.func @batch_constant_weights
// CHECK: %[[W:.*]] = memref.get_global @weights
// CHECK: %[[UW:.*]] = memref.cast %[[W]] : memref<2x8x4xf32> to memref<*xf32>
// CHECK: call @tensor_layout_cublaslt_matmul_f32(%{{.*}}, %[[UW]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
memref.global "private" constant @weights : memref<2x8x4xf32> = dense<1.0>
func.func @batch_constant_weights(%a: memref<2x3x8xf32>, %c: memref<2x3x4xf32>) {
  %w = memref.get_global @weights : memref<2x8x4xf32>
  linalg.batch_matmul ins(%a, %w : memref<2x3x8xf32>, memref<2x8x4xf32>) outs(%c : memref<2x3x4xf32>)
  return
}

// -----

// An MLP layer: the bias add and the ReLU after the product are cuBLASLt's
// epilogue. The bias becomes C (beta = 1), the ReLU epilogue 1; the call
// writes the epilogue's buffer, and the product's buffer is gone.
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 1065353216, 1, 0, 0, 0, 0]>
// CHECK-LABEL: func.func @bias_relu
// CHECK-SAME: %[[BIAS:[a-z0-9]+]]: memref<4x16xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
// CHECK-NOT: linalg.generic
// CHECK-DAG: %[[UBIAS:.*]] = memref.cast %[[BIAS]] : memref<4x16xf32> to memref<*xf32>
// CHECK-DAG: %[[UOUT:.*]] = memref.cast %[[OUT]] : memref<4x16xf32> to memref<*xf32>
// CHECK: call @tensor_layout_cublaslt_matmul_f32(%{{.*}}, %{{.*}}, %[[UBIAS]], %[[UOUT]], %{{.*}}, %{{.*}})
// CHECK-NOT: linalg
// CHECK: return %[[OUT]]
func.func @bias_relu(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %bias: memref<4x16xf32>) -> memref<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %m = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%m : memref<4x16xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %bias : memref<4x16xf32>, memref<4x16xf32>) outs(%out : memref<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4x16xf32>
  return %out : memref<4x16xf32>
}

// -----

// A scale before the ReLU is alpha (2.0 as f32 bits).
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1073741824, 0, 1, 0, 0, 0, 0]>
// CHECK-LABEL: func.func @scale_relu
// CHECK-NOT: linalg.generic
func.func @scale_relu(%a: memref<4x8xf32>, %b: memref<8x16xf32>) -> memref<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %m = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%m : memref<4x16xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x16xf32>) outs(%out : memref<4x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %two : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4x16xf32>
  return %out : memref<4x16xf32>
}

// -----

// Rows padded to 16 bytes (what the cuda-libraries target asks of rows of
// 1001 f32): cuBLASLt writes D's elements at its row stride, as the
// epilogue would, so the bias and ReLU are its epilogue still; the
// padding is written by neither.
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 0, 1, 0, 1, 1040187392, 0]>
// CHECK-LABEL: func.func @padded_rows_epilogue
// CHECK-NOT: linalg.generic
// CHECK: call @tensor_layout_cublaslt_matmul_f32
// CHECK-NOT: linalg.generic
func.func @padded_rows_epilogue(%a: memref<4x1001xf32, strided<[1004, 1]>>, %b: memref<1001x1001xf32, strided<[1004, 1]>>) -> memref<4x1001xf32, strided<[1004, 1]>> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant 0.125 : f32
  %m0 = memref.alloc() {alignment = 64 : i64} : memref<4016xf32>
  %m = memref.reinterpret_cast %m0 to offset: [0], sizes: [4, 1001], strides: [1004, 1] : memref<4016xf32> to memref<4x1001xf32, strided<[1004, 1]>>
  linalg.fill ins(%zero : f32) outs(%m : memref<4x1001xf32, strided<[1004, 1]>>)
  linalg.matmul ins(%a, %b : memref<4x1001xf32, strided<[1004, 1]>>, memref<1001x1001xf32, strided<[1004, 1]>>) outs(%m : memref<4x1001xf32, strided<[1004, 1]>>)
  %out0 = memref.alloc() {alignment = 64 : i64} : memref<4016xf32>
  %out = memref.reinterpret_cast %out0 to offset: [0], sizes: [4, 1001], strides: [1004, 1] : memref<4016xf32> to memref<4x1001xf32, strided<[1004, 1]>>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x1001xf32, strided<[1004, 1]>>) outs(%out : memref<4x1001xf32, strided<[1004, 1]>>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m0 : memref<4016xf32>
  return %out : memref<4x1001xf32, strided<[1004, 1]>>
}

// -----

// A constant added before the ReLU (a full-size splat bias, which
// canonicalization makes a scalar: the benchmark MLP's) is cuBLASLt's bias,
// 0.125 (its f32 bits), with the ReLU.
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 0, 1, 0, 1, 1040187392, 0]>
// CHECK-LABEL: func.func @constant_bias_relu
// CHECK: call @tensor_layout_cublaslt_matmul_f32
// CHECK-NOT: linalg.generic
func.func @constant_bias_relu(%a: memref<4x8xf32>, %b: memref<8x16xf32>) -> memref<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant 0.125 : f32
  %m = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%m : memref<4x16xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x16xf32>) outs(%out : memref<4x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4x16xf32>
  return %out : memref<4x16xf32>
}

// -----

// A constant added before the buffer and one after it (a projection
// shortcut's epilogue: one branch's bias, the other branch, the other
// bias) are one bias, their sum (0.375).
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 1065353216, 1, 0, 1, 1052770304, 0]>
// CHECK-LABEL: func.func @constants_around_the_operand
// CHECK: call @tensor_layout_cublaslt_matmul_f32
// CHECK-NOT: linalg.generic
func.func @constants_around_the_operand(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %r: memref<4x16xf32>) -> memref<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %b1 = arith.constant 0.125 : f32
  %b2 = arith.constant 0.25 : f32
  %m = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%m : memref<4x16xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %r : memref<4x16xf32>, memref<4x16xf32>) outs(%out : memref<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %b1 : f32
    %t = arith.addf %s, %y : f32
    %u = arith.addf %t, %b2 : f32
    %v = arith.maximumf %u, %zero : f32
    linalg.yield %v : f32
  }
  memref.dealloc %m : memref<4x16xf32>
  return %out : memref<4x16xf32>
}

// -----

// A scale by 0 (cuBLASLt may skip A * B, whose NaNs and infinities make
// NaNs), two constants added in a row, or one after the ReLU, are no cuBLASLt
// epilogue: the element-wise ops stay.
// CHECK-LABEL: func.func @scale_by_zero_stays
// CHECK: call @tensor_layout_cublaslt_matmul_f32
// CHECK: linalg.generic
// CHECK-LABEL: func.func @constant_twice_stays
// CHECK: call @tensor_layout_cublaslt_matmul_f32
// CHECK: linalg.generic
// CHECK-LABEL: func.func @constant_after_relu_stays
// CHECK: call @tensor_layout_cublaslt_matmul_f32
// CHECK: linalg.generic
func.func @scale_by_zero_stays(%a: memref<4x8xf32>, %b: memref<8x16xf32>) -> memref<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %m = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%m : memref<4x16xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x16xf32>) outs(%out : memref<4x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %zero : f32
    linalg.yield %s : f32
  }
  memref.dealloc %m : memref<4x16xf32>
  return %out : memref<4x16xf32>
}
func.func @constant_twice_stays(%a: memref<4x8xf32>, %b: memref<8x16xf32>) -> memref<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %m = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%m : memref<4x16xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x16xf32>) outs(%out : memref<4x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %one : f32
    %r = arith.addf %s, %one : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4x16xf32>
  return %out : memref<4x16xf32>
}
func.func @constant_after_relu_stays(%a: memref<4x8xf32>, %b: memref<8x16xf32>) -> memref<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %m = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%m : memref<4x16xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x16xf32>) outs(%out : memref<4x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.maximumf %x, %zero : f32
    %r = arith.addf %s, %one : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4x16xf32>
  return %out : memref<4x16xf32>
}

// -----

// bf16 operands into an f32 result (linalg sums their products in f32, as
// cuBLASLt's 32F compute does): the bf16 call, its operands unranked bf16
// memrefs; the bias and ReLU still its epilogue. `layout.allow_tf32`
// changes nothing: bf16 products are exact in f32.
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 0, 1, 0, 1, 1040187392, 0]>
// CHECK: func.func private @tensor_layout_cublaslt_matmul_bf16(memref<*xbf16>, memref<*xbf16>, memref<*xf32>, memref<*xf32>, memref<?xi64>, !llvm.ptr) attributes {layout.stream_argument, llvm.emit_c_interface}
// CHECK-LABEL: func.func @bf16_operands
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<4x8xbf16>
// CHECK: %[[UA:.*]] = memref.cast %[[A]] : memref<4x8xbf16> to memref<*xbf16>
// CHECK: call @tensor_layout_cublaslt_matmul_bf16(%[[UA]],
// CHECK-NOT: linalg.generic
func.func @bf16_operands(%a: memref<4x8xbf16>, %b: memref<8x16xbf16>) -> memref<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant 0.125 : f32
  %m = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<4x16xf32>)
  linalg.matmul {layout.allow_tf32} ins(%a, %b : memref<4x8xbf16>, memref<8x16xbf16>) outs(%m : memref<4x16xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x16xf32>) outs(%out : memref<4x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4x16xf32>
  return %out : memref<4x16xf32>
}

// -----

// A bf16 result (linalg rounds each partial sum to bf16), bf16 times f32,
// f16 operands, and a matmul (generic form) whose products are rounded to
// bf16 before the f32 sum: no call.
// CHECK-LABEL: func.func @bf16_refused
// CHECK-NOT: call
// CHECK-COUNT-4: linalg.matmul
// CHECK-NOT: tensor_layout_cublaslt
func.func @bf16_refused(%a: memref<4x8xbf16>, %b: memref<8x16xbf16>, %c: memref<4x16xbf16>,
                        %bf: memref<8x16xf32>, %d: memref<4x16xf32>,
                        %ah: memref<4x8xf16>, %bh: memref<8x16xf16>) {
  linalg.matmul ins(%a, %b : memref<4x8xbf16>, memref<8x16xbf16>) outs(%c : memref<4x16xbf16>)
  linalg.matmul ins(%a, %bf : memref<4x8xbf16>, memref<8x16xf32>) outs(%d : memref<4x16xf32>)
  linalg.matmul ins(%ah, %bh : memref<4x8xf16>, memref<8x16xf16>) outs(%d : memref<4x16xf32>)
  "linalg.matmul"(%a, %b, %d) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %m = arith.mulf %x, %y : bf16
    %e = arith.extf %m : bf16 to f32
    %s = arith.addf %o, %e : f32
    linalg.yield %s : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]} : (memref<4x8xbf16>, memref<8x16xbf16>, memref<4x16xf32>) -> ()
  return
}

// -----

// A ReLU6 is no cuBLASLt epilogue: the matmul becomes a call, the
// element-wise op stays for the GPU loops.
// CHECK: memref.global "private" constant @__tensor_layout_cublaslt_matmul : memref<8xi64> = dense<[4, 1065353216, 0, 0, 0, 0, 0, 0]>
// CHECK-LABEL: func.func @relu6_stays
// CHECK: call @tensor_layout_cublaslt_matmul_f32
// CHECK: linalg.generic
func.func @relu6_stays(%a: memref<4x8xf32>, %b: memref<8x16xf32>) -> memref<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %m = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%m : memref<4x16xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x16xf32>) outs(%out : memref<4x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.maximumf %x, %zero : f32
    %r = arith.minimumf %s, %six : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4x16xf32>
  return %out : memref<4x16xf32>
}

// -----

// Not taken: no unit stride along A's matrix dims, f64, dynamic sizes, a
// transposed indexing map. They stay for the loops mapped to the GPU.
// CHECK-LABEL: func.func @not_taken
// CHECK-NOT: call
// CHECK-COUNT-4: linalg.matmul
// CHECK-NOT: call
func.func @not_taken(%a: memref<4x8xf32, strided<[16, 2]>>, %b: memref<8x16xf32>, %c: memref<4x16xf32>,
                     %a64: memref<4x8xf64>, %b64: memref<8x16xf64>, %c64: memref<4x16xf64>,
                     %ad: memref<?x8xf32>, %cd: memref<?x16xf32>, %ap: memref<4x8xf32>, %bt: memref<16x8xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32, strided<[16, 2]>>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul ins(%a64, %b64 : memref<4x8xf64>, memref<8x16xf64>) outs(%c64 : memref<4x16xf64>)
  linalg.matmul ins(%ad, %b : memref<?x8xf32>, memref<8x16xf32>) outs(%cd : memref<?x16xf32>)
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
    ins(%ap, %bt : memref<4x8xf32>, memref<16x8xf32>) outs(%c : memref<4x16xf32>)
  return
}
