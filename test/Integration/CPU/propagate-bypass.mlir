// A transposed B bypassing its transform into a matmul whose target takes
// any layout of B (layout-propagate with the module's target): the matmul
// reads the transposed buffer in place, on the loops and on oneDNN. Same
// numbers as without propagation.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm=onednn=true | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize | FileCheck %s --check-prefix=IR

// IR-LABEL: func.func @matmul_bt
// IR-NOT: layout.transform
// IR: linalg.matmul

module attributes {layout.target = #layout.target<"strided-matmul", rules = [
  #layout.rule<"linalg.matmul", operands = [any, any, any], results = [any]>
]>} {
func.func private @printMemrefF32(memref<*xf32>)

func.func @matmul_bt(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x4xf32>
  %bt = linalg.transpose ins(%b : tensor<4x3xf32>) outs(%e : tensor<3x4xf32>) permutation = [1, 0]
  %o = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%o : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = linalg.matmul ins(%a, %bt : tensor<2x3xf32>, tensor<3x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 1.0, 1.0]]> : tensor<4x3xf32>
  %r = call @matmul_bt(%a, %b) : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
  // CHECK: [1,   2,   3,   6]
  // CHECK-NEXT: [4,   5,   6,   15]
  %m = bufferization.to_buffer %r : tensor<2x4xf32> to memref<2x4xf32>
  %u = memref.cast %m : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
}
