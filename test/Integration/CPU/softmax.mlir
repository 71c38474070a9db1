// linalg.softmax, which upstream lowers to nothing, decomposed by
// layout-decompose-aggregated-ops and run: on a tensor in a layout whose
// rows are padded (zero), the padding stays zero, from a plain input into
// such a layout, and on a slice at a dynamic stride.
// DEFINE: %{compile} = tensor-opt %s --layout-lower-to-llvm
// RUN: %{compile} | %{run} | FileCheck %s
// With onednn=true the softmax stays whole and runs as oneDNN's, on the
// padded rows as they are (described by their strides): the same numbers,
// padding untouched.
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} \
// RUN:   | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   | FileCheck %s --check-prefix=ONEDNN
// (The second softmax reads a plain input, strides 4 and 1, along dim 0;
// the third a packed copy of its slice.)
// ONEDNN-DAG: llvm.mlir.global private constant @__tensor_layout_onednn_softmax{{(_[0-9])?}}(dense<[1, 1, 2, 2, 4, 2, 4, 8, 1, 0, 2, 2, 4, 2, 4, 8, 1, 0]> : tensor<18xi64>)
// ONEDNN-DAG: llvm.mlir.global private constant @__tensor_layout_onednn_softmax{{(_[0-9])?}}(dense<[1, 0, 2, 2, 4, 2, 4, 4, 1, 0, 2, 2, 4, 2, 4, 8, 1, 0]> : tensor<18xi64>)
// ONEDNN-DAG: llvm.mlir.global private constant @__tensor_layout_onednn_softmax{{(_[0-9])?}}(dense<[1, 1, 2, 2, 4, 2, 4, 4, 1, 0, 2, 2, 4, 2, 4, 4, 1, 0]> : tensor<18xi64>)
// ONEDNN: llvm.call @tensor_layout_onednn_softmax_f32(

#rows = #layout.encoding<align = [1, 8], pad_value = zero>

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [5.0, 5.0, 5.0, 5.0]]> : tensor<2x4xf32, #rows>
  %e = tensor.empty() : tensor<2x4xf32, #rows>
  %p = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32, #rows>)
                                   outs(%e : tensor<2x4xf32, #rows>) -> tensor<2x4xf32, #rows>
  %m = bufferization.to_buffer %p : tensor<2x4xf32, #rows> to memref<2x4xf32, strided<[8, 1]>>
  %flat = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1]
      : memref<2x4xf32, strided<[8, 1]>> to memref<16xf32>
  %u = memref.cast %flat : memref<16xf32> to memref<*xf32>
  // exp(i - 3) / (e^-3 + e^-2 + e^-1 + 1), then four equal values.
  // CHECK: sizes = [16]
  // CHECK-NEXT: [0.0320586,  0.0871443,  0.236883,  0.643914,  0,  0,  0,  0,  0.25,  0.25,  0.25,  0.25,  0,  0,  0,  0]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // Along dim 0, from a plain input into padded rows: the decomposition
  // first transforms the input into the output's layout.
  %y = arith.constant dense<[[0.0, 0.0, 1.0, 0.0], [0.0, -200.0, 1.0, 2.0]]> : tensor<2x4xf32>
  %e2 = tensor.empty() : tensor<2x4xf32, #rows>
  %q = linalg.softmax dimension(0) ins(%y : tensor<2x4xf32>)
                                   outs(%e2 : tensor<2x4xf32, #rows>) -> tensor<2x4xf32, #rows>
  %m2 = bufferization.to_buffer %q : tensor<2x4xf32, #rows> to memref<2x4xf32, strided<[8, 1]>>
  %flat2 = memref.reinterpret_cast %m2 to offset: [0], sizes: [16], strides: [1]
      : memref<2x4xf32, strided<[8, 1]>> to memref<16xf32>
  %u2 = memref.cast %flat2 : memref<16xf32> to memref<*xf32>
  // Columns: equal, e^-200 is 0 in f32, equal, 1 / (1 + e^2) and its rest.
  // CHECK: sizes = [16]
  // CHECK-NEXT: [0.5,  1,  0.5,  0.119203,  0,  0,  0,  0,  0.5,  0,  0.5,  0.880797,  0,  0,  0,  0]
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()

  // Rows 0 and 4 of a slice at a dynamic stride (4, passed in): with
  // onednn=true its strides are unknown at compile time, so the call reads
  // a packed copy of it.
  %rows8 = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [9.0, 9.0, 9.0, 9.0], [9.0, 9.0, 9.0, 9.0], [9.0, 9.0, 9.0, 9.0], [5.0, 5.0, 5.0, 5.0], [9.0, 9.0, 9.0, 9.0], [9.0, 9.0, 9.0, 9.0], [9.0, 9.0, 9.0, 9.0]]> : tensor<8x4xf32>
  %four = arith.constant 4 : index
  %r = call @softmax_rows(%rows8, %four) : (tensor<8x4xf32>, index) -> tensor<2x4xf32>
  %m3 = bufferization.to_buffer %r : tensor<2x4xf32> to memref<2x4xf32>
  %u3 = memref.cast %m3 : memref<2x4xf32> to memref<*xf32>
  // CHECK: sizes = [2, 4]
  // CHECK-NEXT: {{\[}}[0.0320586,   0.0871443,   0.236883,   0.643914],
  // CHECK-NEXT: [0.25,   0.25,   0.25,   0.25]]
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}

func.func @softmax_rows(%x: tensor<8x4xf32>, %stride: index) -> tensor<2x4xf32> {
  %slice = tensor.extract_slice %x[0, 0] [2, 4] [%stride, 1] : tensor<8x4xf32> to tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %p = linalg.softmax dimension(1) ins(%slice : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %p : tensor<2x4xf32>
}
