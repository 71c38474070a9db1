// Ops and dialects named in `allowed` pass (the NVVM pipeline allows
// gpu.binary and gpu.launch_func this way, the LLVM pipeline with threads
// the omp dialect).
// RUN: tensor-opt %s -layout-check-lowered-to-llvm=allowed=arith.addf | FileCheck %s
// RUN: tensor-opt %s -layout-check-lowered-to-llvm=allowed=arith | FileCheck %s
// RUN: not tensor-opt %s -layout-check-lowered-to-llvm 2>&1 | FileCheck %s --check-prefix=DENIED

// CHECK-LABEL: llvm.func @left
// CHECK: arith.addf
// DENIED: error: 'arith.addf' was not lowered to the LLVM dialect
llvm.func @left(%a: f32) -> f32 {
  %b = arith.addf %a, %a : f32
  llvm.return %b : f32
}
