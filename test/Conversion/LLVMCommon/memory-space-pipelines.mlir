// A layout's memory space reaches the lowering pipelines: on the CPU it is
// an error at the first op that uses such a buffer unless
// host-memory-spaces=true puts it in host memory; the NVVM pipeline
// refuses it (its host buffers become managed memory).
// RUN: not tensor-opt %s --layout-lower-to-llvm 2>&1 | FileCheck %s
// RUN: not tensor-opt %s --layout-lower-to-nvvm 2>&1 | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=host-memory-spaces=true | FileCheck %s --check-prefix=HOST --implicit-check-not='!llvm.ptr<'

// CHECK: memory-space-pipelines.mlir:[[@LINE+7]]:8: error: a buffer in memory space 1 has no lowering in this pipeline; --layout-lower-to-llvm with host-memory-spaces=true runs it in host memory
// CHECK-NOT: llvm.func

// HOST-LABEL: llvm.func @scratchpad
// HOST: llvm.call @free
#sram = #layout.encoding<align = [1, 8], pad_value = zero, memory_space = 1>
func.func @scratchpad(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = layout.transform %x : tensor<4x5xf32> to tensor<4x5xf32, #sram>
  %1 = arith.addf %0, %0 : tensor<4x5xf32, #sram>
  %2 = layout.transform %1 : tensor<4x5xf32, #sram> to tensor<4x5xf32>
  return %2 : tensor<4x5xf32>
}
