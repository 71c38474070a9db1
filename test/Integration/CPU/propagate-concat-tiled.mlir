// Transforms out of tiled layouts sunk below a concatenation
// (layout-propagate): each operand is copied out of its tiles straight into
// the result, along the tiled dim at an offset that is no multiple of the
// tile, and along the other dim; then into tiles with a pad constant. Run
// with and without propagation: the same numbers, the padding as promised.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize | FileCheck %s --check-prefix=IR

#t = #layout.encoding<align = [1, 4], pad_value = zero, tiles = [1 : 4]>
#u = #layout.encoding<align = [2, 1], pad_value = -1.0 : f32, tiles = [0 : 2]>

// IR-LABEL: func.func @along_tiles
// IR-NOT: layout.transform
// IR-NOT: tensor.concat
// IR: return
// IR-LABEL: func.func @along_rows
// IR-NOT: layout.transform
// IR-NOT: tensor.concat
// IR: return
// IR-LABEL: func.func @into_other_tiles
// IR-NOT: tensor.concat
// IR-COUNT-1: layout.transform
// IR-NOT: layout.transform
// IR: return

func.func private @printMemrefF32(memref<*xf32>)

func.func @along_tiles(%a: tensor<2x6xf32, #t>, %b: tensor<2x3xf32, #t>) -> tensor<2x9xf32> {
  %at = layout.transform %a : tensor<2x6xf32, #t> to tensor<2x6xf32>
  %bt = layout.transform %b : tensor<2x3xf32, #t> to tensor<2x3xf32>
  %c = tensor.concat dim(1) %at, %bt : (tensor<2x6xf32>, tensor<2x3xf32>) -> tensor<2x9xf32>
  return %c : tensor<2x9xf32>
}

func.func @along_rows(%a: tensor<2x6xf32, #t>, %b: tensor<3x6xf32, #t>) -> tensor<5x6xf32> {
  %at = layout.transform %a : tensor<2x6xf32, #t> to tensor<2x6xf32>
  %bt = layout.transform %b : tensor<3x6xf32, #t> to tensor<3x6xf32>
  %c = tensor.concat dim(0) %at, %bt : (tensor<2x6xf32>, tensor<3x6xf32>) -> tensor<5x6xf32>
  return %c : tensor<5x6xf32>
}

func.func @into_other_tiles(%a: tensor<2x6xf32, #t>, %b: tensor<3x6xf32, #t>) -> tensor<5x6xf32, #u> {
  %at = layout.transform %a : tensor<2x6xf32, #t> to tensor<2x6xf32>
  %bt = layout.transform %b : tensor<3x6xf32, #t> to tensor<3x6xf32>
  %c = tensor.concat dim(0) %at, %bt : (tensor<2x6xf32>, tensor<3x6xf32>) -> tensor<5x6xf32>
  %ct = layout.transform %c : tensor<5x6xf32> to tensor<5x6xf32, #u>
  return %ct : tensor<5x6xf32, #u>
}

func.func @main() {
  %a0 = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [7.0, 8.0, 9.0, 10.0, 11.0, 12.0]]> : tensor<2x6xf32>
  %b0 = arith.constant dense<[[21.0, 22.0, 23.0], [24.0, 25.0, 26.0]]> : tensor<2x3xf32>
  %c0 = arith.constant dense<[[31.0, 32.0, 33.0, 34.0, 35.0, 36.0], [37.0, 38.0, 39.0, 40.0, 41.0, 42.0], [43.0, 44.0, 45.0, 46.0, 47.0, 48.0]]> : tensor<3x6xf32>
  %a = layout.transform %a0 : tensor<2x6xf32> to tensor<2x6xf32, #t>
  %b = layout.transform %b0 : tensor<2x3xf32> to tensor<2x3xf32, #t>
  %c = layout.transform %c0 : tensor<3x6xf32> to tensor<3x6xf32, #t>

  %r1 = call @along_tiles(%a, %b) : (tensor<2x6xf32, #t>, tensor<2x3xf32, #t>) -> tensor<2x9xf32>
  %m1 = bufferization.to_buffer %r1 : tensor<2x9xf32> to memref<2x9xf32>
  %u1 = memref.cast %m1 : memref<2x9xf32> to memref<*xf32>
  // CHECK: {{\[\[}}1, 2, 3, 4, 5, 6, 21, 22, 23],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12, 24, 25, 26]]
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()

  %r2 = call @along_rows(%a, %c) : (tensor<2x6xf32, #t>, tensor<3x6xf32, #t>) -> tensor<5x6xf32>
  %m2 = bufferization.to_buffer %r2 : tensor<5x6xf32> to memref<5x6xf32>
  %u2 = memref.cast %m2 : memref<5x6xf32> to memref<*xf32>
  // CHECK: {{\[\[}}1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [7, 8, 9, 10, 11, 12],
  // CHECK-NEXT: [31, 32, 33, 34, 35, 36],
  // CHECK-NEXT: [37, 38, 39, 40, 41, 42],
  // CHECK-NEXT: [43, 44, 45, 46, 47, 48]]
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()

  // Physical [row block][column][row in block]: 3 blocks of 2 rows, the
  // last row of the last block -1.
  %r3 = call @into_other_tiles(%a, %c) : (tensor<2x6xf32, #t>, tensor<3x6xf32, #t>) -> tensor<5x6xf32, #u>
  %p3 = layout.to_physical %r3 : tensor<5x6xf32, #u> to tensor<3x6x2xf32>
  %m3 = bufferization.to_buffer %p3 : tensor<3x6x2xf32> to memref<3x6x2xf32>
  %u3 = memref.cast %m3 : memref<3x6x2xf32> to memref<*xf32>
  // CHECK: sizes = [3, 6, 2]
  // CHECK-NEXT: {{\[\[\[}}1, 7],
  // CHECK-NEXT: [2, 8],
  // CHECK-NEXT: [3, 9],
  // CHECK-NEXT: [4, 10],
  // CHECK-NEXT: [5, 11],
  // CHECK-NEXT: [6, 12]],
  // CHECK-NEXT: {{\[\[}}31, 37],
  // CHECK-NEXT: [32, 38],
  // CHECK-NEXT: [33, 39],
  // CHECK-NEXT: [34, 40],
  // CHECK-NEXT: [35, 41],
  // CHECK-NEXT: [36, 42]],
  // CHECK-NEXT: {{\[\[}}43, -1],
  // CHECK-NEXT: [44, -1],
  // CHECK-NEXT: [45, -1],
  // CHECK-NEXT: [46, -1],
  // CHECK-NEXT: [47, -1],
  // CHECK-NEXT: [48, -1]]]
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}
