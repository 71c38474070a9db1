// tensor-layout-compile optimizes for the host: a matmul left to loops
// (onednn=false)
// (i, k, j after layout-loops-in-memory-order) runs its inner loop over a
// row of B and C as packed vector arithmetic. (The lowered module names no
// target; opt without the host's triple vectorized nothing.)
// RUN: tensor-layout-compile %s --lower onednn=false -o %t.o
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s
// CHECK-LABEL: <matmul>:
// CHECK: {{v?mulps}}
// CHECK-LABEL: <_mlir_ciface_matmul>:

func.func @matmul(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
