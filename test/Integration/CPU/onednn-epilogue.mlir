// A matmul into a zero-filled result, then a bias and a lower bound, on
// oneDNN (--layout-lower-to-llvm=onednn=true): one kernel with the
// epilogue as its post-ops (x + 0.5, then max(x, 1)), B column-major; the
// numbers are those of the program as written, worked out by hand (row
// sums 10, 2, -10 of A, as B is all ones).
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} | FileCheck %s
// Capped at AVX2 oneDNN runs its GEMM-based matmul, and the post-ops after
// it as primitives of their own (the residual as a binary primitive).
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   | env ONEDNN_MAX_CPU_ISA=AVX2 %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @dense
// IR-NOT: linalg.fill
// IR: call @tensor_layout_onednn_blocked_matmul_f32
// IR-NOT: linalg.generic
// IR: return
// IR-LABEL: func.func @residual
// IR: call @tensor_layout_onednn_blocked_matmul_binary_f32
// IR-NOT: linalg.generic
// IR: return
// IR-LABEL: func.func @projection
// IR: call @tensor_layout_onednn_blocked_matmul_f32
// IR-NOT: linalg.generic
// IR: call @tensor_layout_onednn_blocked_matmul_binary_f32
// IR-NOT: linalg.generic
// IR: return

#cm = #layout.encoding<order = [1, 0]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @dense(%a: tensor<3x4xf32>, %b: tensor<4x5xf32, #cm>) -> tensor<3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<0.5> : tensor<3x5xf32>
  %ones = arith.constant dense<1.0> : tensor<3x5xf32>
  %e = tensor.empty() : tensor<3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %c = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32, #cm>) outs(%f : tensor<3x5xf32>) -> tensor<3x5xf32>
  %s = arith.addf %c, %bias : tensor<3x5xf32>
  %r = arith.maximumf %s, %ones : tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// The same with a residual added between the bias and the bound: a binary
// post-op reading the argument %r.
func.func @residual(%a: tensor<3x4xf32>, %b: tensor<4x5xf32, #cm>, %r: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<0.5> : tensor<3x5xf32>
  %ones = arith.constant dense<1.0> : tensor<3x5xf32>
  %e = tensor.empty() : tensor<3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %c = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32, #cm>) outs(%f : tensor<3x5xf32>) -> tensor<3x5xf32>
  %s = arith.addf %c, %bias : tensor<3x5xf32>
  %t = arith.addf %s, %r : tensor<3x5xf32>
  %y = arith.maximumf %t, %ones : tensor<3x5xf32>
  return %y : tensor<3x5xf32>
}

// Two matmuls' results added, each with its bias, as a projection shortcut
// is: the epilogue follows the second kernel, which takes it with the
// first's result as its binary post-op and that one's bias after it.
func.func @projection(%a: tensor<3x4xf32>, %b: tensor<4x5xf32, #cm>, %p: tensor<4x5xf32, #cm>) -> tensor<3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<0.5> : tensor<3x5xf32>
  %quarters = arith.constant dense<0.25> : tensor<3x5xf32>
  %ones = arith.constant dense<1.0> : tensor<3x5xf32>
  %e = tensor.empty() : tensor<3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %c = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32, #cm>) outs(%f : tensor<3x5xf32>) -> tensor<3x5xf32>
  %e2 = tensor.empty() : tensor<3x5xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  %d = linalg.matmul ins(%a, %p : tensor<3x4xf32>, tensor<4x5xf32, #cm>) outs(%f2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  %s = arith.addf %c, %bias : tensor<3x5xf32>
  %q = arith.addf %d, %quarters : tensor<3x5xf32>
  %t = arith.addf %s, %q : tensor<3x5xf32>
  %y = arith.maximumf %t, %ones : tensor<3x5xf32>
  return %y : tensor<3x5xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [0.0, 1.0, 0.0, 1.0],
                             [-1.0, -2.0, -3.0, -4.0]]> : tensor<3x4xf32>
  %b0 = arith.constant dense<1.0> : tensor<4x5xf32>
  %b = layout.transform %b0 : tensor<4x5xf32> to tensor<4x5xf32, #cm>
  %y = call @dense(%a, %b) : (tensor<3x4xf32>, tensor<4x5xf32, #cm>) -> tensor<3x5xf32>
  %m = bufferization.to_buffer %y : tensor<3x5xf32> to memref<3x5xf32>
  %u = memref.cast %m : memref<3x5xf32> to memref<*xf32>
  // CHECK: sizes = [3, 5]
  // CHECK-NEXT: {{\[\[}}10.5, 10.5, 10.5, 10.5, 10.5],
  // CHECK-NEXT: [2.5, 2.5, 2.5, 2.5, 2.5],
  // CHECK-NEXT: [1, 1, 1, 1, 1]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // Row sums 10, 2, -10, plus 0.5, plus j - 2 in column j, at least 1.
  %r = arith.constant dense<[[-2.0, -1.0, 0.0, 1.0, 2.0],
                             [-2.0, -1.0, 0.0, 1.0, 2.0],
                             [-2.0, -1.0, 0.0, 1.0, 2.0]]> : tensor<3x5xf32>
  %z = call @residual(%a, %b, %r) : (tensor<3x4xf32>, tensor<4x5xf32, #cm>, tensor<3x5xf32>) -> tensor<3x5xf32>
  %zm = bufferization.to_buffer %z : tensor<3x5xf32> to memref<3x5xf32>
  %zu = memref.cast %zm : memref<3x5xf32> to memref<*xf32>
  // CHECK: sizes = [3, 5]
  // CHECK-NEXT: {{\[\[}}8.5, 9.5, 10.5, 11.5, 12.5],
  // CHECK-NEXT: [1, 1.5, 2.5, 3.5, 4.5],
  // CHECK-NEXT: [1, 1, 1, 1, 1]]
  call @printMemrefF32(%zu) : (memref<*xf32>) -> ()

  // Row sums 10, 2, -10, plus 0.5, plus the row sum times j / 4 in column
  // j plus 0.25, at least 1.
  %p0 = arith.constant dense<[[0.0, 0.25, 0.5, 0.75, 1.0],
                              [0.0, 0.25, 0.5, 0.75, 1.0],
                              [0.0, 0.25, 0.5, 0.75, 1.0],
                              [0.0, 0.25, 0.5, 0.75, 1.0]]> : tensor<4x5xf32>
  %p = layout.transform %p0 : tensor<4x5xf32> to tensor<4x5xf32, #cm>
  %v = call @projection(%a, %b, %p) : (tensor<3x4xf32>, tensor<4x5xf32, #cm>, tensor<4x5xf32, #cm>) -> tensor<3x5xf32>
  %vm = bufferization.to_buffer %v : tensor<3x5xf32> to memref<3x5xf32>
  %vu = memref.cast %vm : memref<3x5xf32> to memref<*xf32>
  // CHECK: sizes = [3, 5]
  // CHECK-NEXT: {{\[\[}}10.75, 13.25, 15.75, 18.25, 20.75],
  // CHECK-NEXT: [2.75, 3.25, 3.75, 4.25, 4.75],
  // CHECK-NEXT: [1, 1, 1, 1, 1]]
  call @printMemrefF32(%vu) : (memref<*xf32>) -> ()
  return
}
