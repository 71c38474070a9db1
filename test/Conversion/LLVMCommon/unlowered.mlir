// A program the pipeline cannot lower fails, at the op, with a non-zero
// exit, rather than leaving the op for mlir-runner to trip on: LLVM has no
// f8 types, and upstream no conversion from f8E4M3FN.
// RUN: not tensor-opt %s --layout-lower-to-llvm 2>&1 | FileCheck %s
// On the GPU the op is in a kernel, whose translation fails at it first.
// RUN: not tensor-opt %s --layout-lower-to-nvvm 2>&1 | FileCheck %s --check-prefix=NVVM

// CHECK: unlowered.mlir:[[@LINE+4]]:8: error: 'arith.extf' was not lowered to the LLVM dialect
// CHECK-NOT: was not lowered
// NVVM: unlowered.mlir:[[@LINE+2]]:8: error: LLVM Translation failed
func.func @f8(%x: tensor<4xf8E4M3FN>) -> tensor<4xf32> {
  %y = arith.extf %x : tensor<4xf8E4M3FN> to tensor<4xf32>
  return %y : tensor<4xf32>
}
