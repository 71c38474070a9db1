// Transforms moved across a reduction, a collapse, a slice and a
// linalg.broadcast: the reduction and the collapse read their source where
// it is (their users' transforms cancel, the source's transform stays for
// another user), the slice writes straight into its user's zero-padded
// rows, and the broadcast writes its result column-major. Run with and
// without layout-propagate: the same numbers, zeros in the padding.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize | FileCheck %s --check-prefix=IR

#p = #layout.encoding<order = [1, 0, 2]>
#cm = #layout.encoding<order = [1, 0]>
#a = #layout.encoding<align = [1, 8, 1]>
#hi = #layout.encoding<pad_high = [0, 20]>
#rows = #layout.encoding<align = [1, 8], pad_value = zero>

// IR-LABEL: func.func @reduce
// IR: linalg.reduce ins(%arg0
// IR-LABEL: func.func @collapse
// IR: tensor.collapse_shape %arg0
// IR-LABEL: func.func @slice
// IR-NOT: layout.transform
// IR: return
// IR-LABEL: func.func @named_broadcast
// IR-NOT: layout.transform
// IR: return

func.func private @printMemrefF32(memref<*xf32>)

func.func @reduce(%x: tensor<2x3x4xf32, #p>) -> (tensor<2x3x4xf32>, tensor<2x3xf32, #cm>) {
  %xt = layout.transform %x : tensor<2x3x4xf32, #p> to tensor<2x3x4xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.reduce ins(%xt : tensor<2x3x4xf32>) outs(%f : tensor<2x3xf32>) dimensions = [2]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %rt = layout.transform %r : tensor<2x3xf32> to tensor<2x3xf32, #cm>
  %n = arith.negf %xt : tensor<2x3x4xf32>
  return %n, %rt : tensor<2x3x4xf32>, tensor<2x3xf32, #cm>
}

func.func @collapse(%x: tensor<3x4x5xf32, #a>) -> (tensor<3x4x5xf32>, tensor<3x20xf32, #hi>) {
  %xt = layout.transform %x : tensor<3x4x5xf32, #a> to tensor<3x4x5xf32>
  %c = tensor.collapse_shape %xt [[0], [1, 2]] : tensor<3x4x5xf32> into tensor<3x20xf32>
  %ct = layout.transform %c : tensor<3x20xf32> to tensor<3x20xf32, #hi>
  %n = arith.negf %xt : tensor<3x4x5xf32>
  return %n, %ct : tensor<3x4x5xf32>, tensor<3x20xf32, #hi>
}

func.func @slice(%x: tensor<4x5xf32>) -> tensor<2x5xf32, #rows> {
  %s = tensor.extract_slice %x[1, 0] [2, 5] [1, 1] : tensor<4x5xf32> to tensor<2x5xf32>
  %t = layout.transform %s : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  return %t : tensor<2x5xf32, #rows>
}

func.func @named_broadcast(%x: tensor<2x3xf32, #cm>, %bias: tensor<3xf32>) -> tensor<2x3xf32, #cm> {
  %xt = layout.transform %x : tensor<2x3xf32, #cm> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %b = linalg.broadcast ins(%bias : tensor<3xf32>) outs(%e : tensor<2x3xf32>) dimensions = [0]
  %s = arith.addf %xt, %b : tensor<2x3xf32>
  %r = layout.transform %s : tensor<2x3xf32> to tensor<2x3xf32, #cm>
  return %r : tensor<2x3xf32, #cm>
}

func.func @print(%t: tensor<*xf32>) {
  %m = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %x0 = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]],
                              [[13.0, 14.0, 15.0, 16.0], [17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0]]]> : tensor<2x3x4xf32>
  %x = layout.transform %x0 : tensor<2x3x4xf32> to tensor<2x3x4xf32, #p>
  %n, %r = call @reduce(%x) : (tensor<2x3x4xf32, #p>) -> (tensor<2x3x4xf32>, tensor<2x3xf32, #cm>)
  %rp = layout.transform %r : tensor<2x3xf32, #cm> to tensor<2x3xf32>
  %ru = tensor.cast %rp : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: {{\[\[}}10, 26, 42],
  // CHECK-NEXT: [58, 74, 90]]
  call @print(%ru) : (tensor<*xf32>) -> ()
  %nu = tensor.cast %n : tensor<2x3x4xf32> to tensor<*xf32>
  // CHECK: {{\[\[\[}}-1, -2, -3, -4],
  call @print(%nu) : (tensor<*xf32>) -> ()

  %y0 = tensor.collapse_shape %x0 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %y1 = tensor.extract_slice %y0[0, 0] [5, 4] [1, 1] : tensor<6x4xf32> to tensor<5x4xf32>
  %y2 = tensor.collapse_shape %y1 [[0, 1]] : tensor<5x4xf32> into tensor<20xf32>
  %y3 = tensor.expand_shape %y2 [[0, 1, 2]] output_shape [1, 4, 5] : tensor<20xf32> into tensor<1x4x5xf32>
  %y4 = tensor.concat dim(0) %y3, %y3, %y3 : (tensor<1x4x5xf32>, tensor<1x4x5xf32>, tensor<1x4x5xf32>) -> tensor<3x4x5xf32>
  %y = layout.transform %y4 : tensor<3x4x5xf32> to tensor<3x4x5xf32, #a>
  %cn, %c = call @collapse(%y) : (tensor<3x4x5xf32, #a>) -> (tensor<3x4x5xf32>, tensor<3x20xf32, #hi>)
  %cp = layout.transform %c : tensor<3x20xf32, #hi> to tensor<3x20xf32>
  %cu = tensor.cast %cp : tensor<3x20xf32> to tensor<*xf32>
  // CHECK: {{\[\[}}1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
  // CHECK-NEXT: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
  // CHECK-NEXT: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]]
  call @print(%cu) : (tensor<*xf32>) -> ()
  %cnu = tensor.cast %cn : tensor<3x4x5xf32> to tensor<*xf32>
  // CHECK: {{\[\[\[}}-1, -2, -3, -4, -5],
  call @print(%cnu) : (tensor<*xf32>) -> ()

  %s0 = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0],
                              [11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0]]> : tensor<4x5xf32>
  %s = call @slice(%s0) : (tensor<4x5xf32>) -> tensor<2x5xf32, #rows>
  %sm = bufferization.to_buffer %s : tensor<2x5xf32, #rows> to memref<2x5xf32, strided<[8, 1]>>
  %sp = memref.reinterpret_cast %sm to offset: [0], sizes: [2, 8], strides: [8, 1]
      : memref<2x5xf32, strided<[8, 1]>> to memref<2x8xf32>
  %su = memref.cast %sp : memref<2x8xf32> to memref<*xf32>
  // CHECK: sizes = [2, 8] strides = [8, 1]
  // CHECK-NEXT: {{\[\[}}6, 7, 8, 9, 10, 0, 0, 0],
  // CHECK-NEXT: [11, 12, 13, 14, 15, 0, 0, 0]]
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()

  %bx0 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %bx = layout.transform %bx0 : tensor<2x3xf32> to tensor<2x3xf32, #cm>
  %bias = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %br = call @named_broadcast(%bx, %bias) : (tensor<2x3xf32, #cm>, tensor<3xf32>) -> tensor<2x3xf32, #cm>
  %brp = layout.to_physical %br : tensor<2x3xf32, #cm> to tensor<3x2xf32>
  %bru = tensor.cast %brp : tensor<3x2xf32> to tensor<*xf32>
  // Physically column-major: [column][row].
  // CHECK: {{\[\[}}11, 14],
  // CHECK-NEXT: [22, 25],
  // CHECK-NEXT: [33, 36]]
  call @print(%bru) : (tensor<*xf32>) -> ()
  return
}
