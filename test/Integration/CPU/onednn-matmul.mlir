// linalg.matmul run by oneDNN (--layout-lower-to-llvm=onednn=true) on the
// buffers' own layouts: B column-major, C with rows padded from 5 to 8
// (padding -1, which the kernel must leave alone), accumulating into C.
// DEFINE: %{compile} = tensor-opt %s --layout-lower-to-llvm=onednn=true
// RUN: %{compile} | %{run} | FileCheck %s
// With the GPU kernels emulated too, the matmul still goes to oneDNN.
// RUN: tensor-opt %s --layout-lower-to-llvm="emulate-gpu=true onednn=true" \
// RUN:   | %{run} | FileCheck %s
// The kernel really is oneDNN's: the matmul is a call, not loops.
// RUN: %{compile} | FileCheck %s --check-prefix=IR
// IR: llvm.call @_mlir_ciface_tensor_layout_onednn_matmul_f32

#cm = #layout.encoding<order = [1, 0]>
#rows = #layout.encoding<align = [1, 8], pad_value = -1.0 : f32>

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [0.0, 1.0, 0.0, 1.0],
                             [2.0, 0.0, 1.0, 0.0]]> : tensor<3x4xf32>
  %b0 = arith.constant dense<[[1.0, 0.0, 0.0, 0.0, 1.0],
                              [0.0, 1.0, 0.0, 0.0, 1.0],
                              [0.0, 0.0, 1.0, 0.0, 1.0],
                              [0.0, 0.0, 0.0, 1.0, 1.0]]> : tensor<4x5xf32>
  %b = layout.transform %b0 : tensor<4x5xf32> to tensor<4x5xf32, #cm>
  %c0 = arith.constant dense<10.0> : tensor<3x5xf32>
  %c = layout.transform %c0 : tensor<3x5xf32> to tensor<3x5xf32, #rows>
  %r = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32, #cm>)
                     outs(%c : tensor<3x5xf32, #rows>) -> tensor<3x5xf32, #rows>
  %m = bufferization.to_buffer %r : tensor<3x5xf32, #rows> to memref<3x5xf32, strided<[8, 1]>>
  %flat = memref.reinterpret_cast %m to offset: [0], sizes: [24], strides: [1]
      : memref<3x5xf32, strided<[8, 1]>> to memref<24xf32>
  %u = memref.cast %flat : memref<24xf32> to memref<*xf32>
  // Each row: 10 + A's row, then 10 + its sum; then the padding.
  // CHECK: sizes = [24]
  // CHECK-NEXT: [11,  12,  13,  14,  20,  -1,  -1,  -1,  10,  11,  10,  11,  12,  -1,  -1,  -1,  12,  10,  11,  10,  13,  -1,  -1,  -1]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
