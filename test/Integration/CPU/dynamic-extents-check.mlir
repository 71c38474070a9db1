// A matmul on dynamic shapes called with extents that agree runs; called
// with A 4x6 and B 5x3 (K of 6 and 5) it stops before the matmul with a
// message naming it, on loops and on oneDNN alike, instead of returning a
// wrong result or failing inside the library (layout-check-dynamic-extents).
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} | FileCheck %s
// The same program called with B 5x3:
// RUN: sed 's/call @matmul(%ad, %bd)/call @matmul(%ad, %badd)/' %s \
// RUN:   | tensor-opt --layout-lower-to-llvm | not --crash %{run} 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
// RUN: sed 's/call @matmul(%ad, %bd)/call @matmul(%ad, %badd)/' %s \
// RUN:   | tensor-opt --layout-lower-to-llvm=onednn=true \
// RUN:   | not --crash %{run} 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: tensor-layout: linalg.matmul at {{.*}}:{{[0-9]+}}:8: loop d2 has extent 6 in dim 1 of operand 0 but 5 in dim 0 of operand 1
// BAD-NOT: sizes
// BAD-NOT: oneDNN

func.func private @printMemrefF32(memref<*xf32>)

func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %a = arith.constant dense<1.0> : tensor<4x6xf32>
  %b = arith.constant dense<2.0> : tensor<6x3xf32>
  %bad = arith.constant dense<2.0> : tensor<5x3xf32>
  %ad = tensor.cast %a : tensor<4x6xf32> to tensor<?x?xf32>
  %bd = tensor.cast %b : tensor<6x3xf32> to tensor<?x?xf32>
  %badd = tensor.cast %bad : tensor<5x3xf32> to tensor<?x?xf32>
  // CHECK: sizes = [4, 3]
  // CHECK-NEXT: [12, 12, 12]
  %ok = call @matmul(%ad, %bd) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %m = bufferization.to_buffer %ok : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
