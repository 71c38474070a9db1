// Rows of 1000 and of 1001 floats padded to 1008 (a multiple of a 64-byte
// cache line), padding zeroed, and padding holding -1 (which a fresh
// allocation would not hold by chance). Shown: the last 16 physical columns of each
// row, where the elements end and the padding begins.
// DEFINE: %{compile} = tensor-opt %s --layout-lower-to-llvm
// RUN: %{compile} | %{run} | FileCheck %s

#rows = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 64>
#rows_m1 = #layout.encoding<align = [1, 16], pad_value = -1.0 : f32, base_align = 64>

func.func private @printMemrefF32(memref<*xf32>)

/// x[i][j] = 1000 i + j.
func.func @iota(%e: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<2x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c1000 = arith.constant 1000 : index
    %row = arith.muli %i, %c1000 : index
    %v = arith.addi %row, %j : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    linalg.yield %vf : f32
  } -> tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}

func.func @rows1000(%x: tensor<2x1000xf32>) -> tensor<2x1000xf32, #rows> {
  %0 = layout.transform %x : tensor<2x1000xf32> to tensor<2x1000xf32, #rows>
  return %0 : tensor<2x1000xf32, #rows>
}

func.func @rows1001(%x: tensor<2x1001xf32>) -> tensor<2x1001xf32, #rows_m1> {
  %0 = layout.transform %x : tensor<2x1001xf32> to tensor<2x1001xf32, #rows_m1>
  return %0 : tensor<2x1001xf32, #rows_m1>
}

func.func @main() {
  %c1000 = arith.constant 1000 : index
  %c1001 = arith.constant 1001 : index

  %e0 = tensor.empty(%c1000) : tensor<2x?xf32>
  %x0 = call @iota(%e0) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %s0 = tensor.cast %x0 : tensor<2x?xf32> to tensor<2x1000xf32>
  %y0 = call @rows1000(%s0) : (tensor<2x1000xf32>) -> tensor<2x1000xf32, #rows>
  %m0 = bufferization.to_buffer %y0 : tensor<2x1000xf32, #rows> to memref<2x1000xf32, strided<[1008, 1]>>
  %p0 = memref.reinterpret_cast %m0 to offset: [0], sizes: [2, 1008], strides: [1008, 1]
      : memref<2x1000xf32, strided<[1008, 1]>> to memref<2x1008xf32>
  %t0 = memref.subview %p0[0, 992] [2, 16] [1, 1] : memref<2x1008xf32> to memref<2x16xf32, strided<[1008, 1], offset: 992>>
  %u0 = memref.cast %t0 : memref<2x16xf32, strided<[1008, 1], offset: 992>> to memref<*xf32>
  // CHECK: sizes = [2, 16] strides = [1008, 1]
  // CHECK-NEXT: {{\[\[}}992,   993,   994,   995,   996,   997,   998,   999,   0,   0,   0,   0,   0,   0,   0,   0],
  // CHECK-NEXT: [1992,   1993,   1994,   1995,   1996,   1997,   1998,   1999,   0,   0,   0,   0,   0,   0,   0,   0]]
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()

  %e1 = tensor.empty(%c1001) : tensor<2x?xf32>
  %x1 = call @iota(%e1) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %s1 = tensor.cast %x1 : tensor<2x?xf32> to tensor<2x1001xf32>
  %y1 = call @rows1001(%s1) : (tensor<2x1001xf32>) -> tensor<2x1001xf32, #rows_m1>
  %m1 = bufferization.to_buffer %y1 : tensor<2x1001xf32, #rows_m1> to memref<2x1001xf32, strided<[1008, 1]>>
  %p1 = memref.reinterpret_cast %m1 to offset: [0], sizes: [2, 1008], strides: [1008, 1]
      : memref<2x1001xf32, strided<[1008, 1]>> to memref<2x1008xf32>
  %t1 = memref.subview %p1[0, 992] [2, 16] [1, 1] : memref<2x1008xf32> to memref<2x16xf32, strided<[1008, 1], offset: 992>>
  %u1 = memref.cast %t1 : memref<2x16xf32, strided<[1008, 1], offset: 992>> to memref<*xf32>
  // CHECK: sizes = [2, 16] strides = [1008, 1]
  // CHECK-NEXT: {{\[\[}}992,   993,   994,   995,   996,   997,   998,   999,   1000,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [1992,   1993,   1994,   1995,   1996,   1997,   1998,   1999,   2000,   -1,   -1,   -1,   -1,   -1,   -1,   -1]]
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  return
}
