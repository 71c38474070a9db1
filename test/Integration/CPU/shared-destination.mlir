// A matmul accumulates into a tensor in a layout that an add reads after
// it: the matmul gets a copy of it in its layout (layout-prepare-
// bufferization), where bufferization would have allocated one by type
// (an error for a buffer with a layout). acc = exp(0) = 1, c = acc + a b,
// r = acc + c: rows of 4 and 8.5 (c), 5 and 9.5 (r); writing c into acc
// in place would make r 8 and 17.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-prepare-bufferization | FileCheck %s --check-prefix=COPY
// COPY: %[[ACC:.*]] = linalg.exp
// COPY: %[[COPY:.*]] = layout.transform %[[ACC]]
// COPY: linalg.matmul {{.*}} outs(%[[COPY]] :
// COPY: linalg.add ins(%[[ACC]],

#rows = #layout.encoding<align = [1, 8], pad_value = zero>

func.func private @printMemrefF32(memref<*xf32>)

func.func @read_after(%a: tensor<2x3xf32>, %b: tensor<3x5xf32>, %s: tensor<2x5xf32, #rows>)
    -> (tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>) {
  %e = tensor.empty() : tensor<2x5xf32, #rows>
  %acc = linalg.exp ins(%s : tensor<2x5xf32, #rows>) outs(%e : tensor<2x5xf32, #rows>) -> tensor<2x5xf32, #rows>
  %c = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x5xf32>) outs(%acc : tensor<2x5xf32, #rows>) -> tensor<2x5xf32, #rows>
  %e2 = tensor.empty() : tensor<2x5xf32, #rows>
  %r = linalg.add ins(%acc, %c : tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>) outs(%e2 : tensor<2x5xf32, #rows>) -> tensor<2x5xf32, #rows>
  return %c, %r : tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<0.5> : tensor<3x5xf32>
  %z = arith.constant dense<0.0> : tensor<2x5xf32>
  %s = layout.transform %z : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  %c, %r = call @read_after(%a, %b, %s) : (tensor<2x3xf32>, tensor<3x5xf32>, tensor<2x5xf32, #rows>)
      -> (tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>)
  %cp = layout.transform %c : tensor<2x5xf32, #rows> to tensor<2x5xf32>
  %rp = layout.transform %r : tensor<2x5xf32, #rows> to tensor<2x5xf32>
  // CHECK: sizes = [2, 5]
  // CHECK-NEXT: [4,   4,   4,   4,   4],
  // CHECK-NEXT: [8.5,   8.5,   8.5,   8.5,   8.5]
  // CHECK: sizes = [2, 5]
  // CHECK-NEXT: [5,   5,   5,   5,   5],
  // CHECK-NEXT: [9.5,   9.5,   9.5,   9.5,   9.5]
  %cm = bufferization.to_buffer %cp : tensor<2x5xf32> to memref<2x5xf32>
  %cu = memref.cast %cm : memref<2x5xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  %rm = bufferization.to_buffer %rp : tensor<2x5xf32> to memref<2x5xf32>
  %ru = memref.cast %rm : memref<2x5xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  return
}
