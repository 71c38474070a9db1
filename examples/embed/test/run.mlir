// The NPU program assigned layouts, lowered by tensor-layout's pipeline
// inside npu-opt, and run: the same numbers as without layouts.
// RUN: npu-opt %s --layout-assign='target=#npu.target<lanes=16>' \
// RUN:   --layout-propagate --canonicalize --layout-lower-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%onednn_runtime | FileCheck %s
// RUN: npu-opt %s --layout-lower-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%onednn_runtime | FileCheck %s

// CHECK: sizes = [2, 3]
// CHECK-NEXT: [14,   0,   32]
// CHECK-NEXT: [32,   0,   77]

func.func private @printMemrefF32(memref<*xf32>)

func.func @mm(%x: tensor<2x3xf32>, %y: tensor<3x3xf32>) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %mm = linalg.matmul ins(%x, %y : tensor<2x3xf32>, tensor<3x3xf32>)
                      outs(%c : tensor<2x3xf32>) -> tensor<2x3xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.max ins(%mm, %zeros : tensor<2x3xf32>, tensor<2x3xf32>)
                  outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %y = arith.constant dense<[[1.0, -1.0, 4.0], [2.0, -2.0, 5.0], [3.0, -3.0, 6.0]]> : tensor<3x3xf32>
  %r = call @mm(%x, %y) : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
  %m = bufferization.to_buffer %r : tensor<2x3xf32> to memref<2x3xf32>
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
