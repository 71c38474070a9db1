// tensor.concat in and of layouts, run: the result is a new tensor in its
// layout (padding written with the layout's pad value) and each operand is
// copied into its slice from whatever layout it has. Printed as the whole
// physical buffers (to_physical), padding included: rows padded to 8 with
// -1, a tiled (blocked) result, and dynamic extents.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// With propagation, @propagated's concatenation runs directly into the
// padded rows its result is transformed into (each operand copied into
// its slice once, no transform left), and the results do not change.
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm \
// RUN:   | %{run} | FileCheck %s

#cm = #layout.encoding<order = [1, 0]>
#rows = #layout.encoding<align = [1, 8], pad_value = -1.000000e+00 : f32>
#blocks = #layout.encoding<align = [4, 1], tiles = [0 : 4], pad_value = zero>
#zrows = #layout.encoding<align = [1, 8], pad_value = zero>

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%v: tensor<*xf32>) {
  %m = bufferization.to_buffer %v read_only : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}

// A column-major and a plain operand into rows padded to 8 with -1.
func.func @into_rows(%a: tensor<2x3xf32, #cm>, %b: tensor<2x2xf32>) -> tensor<2x8xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x3xf32, #cm>, tensor<2x2xf32>) -> tensor<2x5xf32, #rows>
  %p = layout.to_physical %c : tensor<2x5xf32, #rows> to tensor<2x8xf32>
  return %p : tensor<2x8xf32>
}

// Two 3x4 tensors into blocks of 4 rows: 6 rows (aligned to 8) in two
// blocks, the last two rows of the second block zero padding.
func.func @into_blocks(%a: tensor<3x4xf32>, %b: tensor<3x4xf32, #cm>) -> tensor<2x4x4xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<3x4xf32, #cm>) -> tensor<6x4xf32, #blocks>
  %p = layout.to_physical %c : tensor<6x4xf32, #blocks> to tensor<2x4x4xf32>
  return %p : tensor<2x4x4xf32>
}

// Dynamic extents: the result's extent along the dim is the sum of the
// operands' at run time; its zero-padded rows read back as the logical
// values.
func.func @dynamic(%a: tensor<?x?xf32, #zrows>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<?x?xf32, #zrows>, tensor<?x?xf32>) -> tensor<?x?xf32, #zrows>
  %r = layout.transform %c : tensor<?x?xf32, #zrows> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Operands transformed out of one layout, concatenated, and the result
// transformed into rows padded with -1.
func.func @propagated(%a: tensor<2x3xf32, #cm>, %b: tensor<2x2xf32, #cm>) -> tensor<2x8xf32> {
  %ta = layout.transform %a : tensor<2x3xf32, #cm> to tensor<2x3xf32>
  %tb = layout.transform %b : tensor<2x2xf32, #cm> to tensor<2x2xf32>
  %c = tensor.concat dim(1) %ta, %tb : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  %r = layout.transform %c : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  %p = layout.to_physical %r : tensor<2x5xf32, #rows> to tensor<2x8xf32>
  return %p : tensor<2x8xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[7.0, 8.0], [9.0, 10.0]]> : tensor<2x2xf32>
  %acm = layout.transform %a : tensor<2x3xf32> to tensor<2x3xf32, #cm>

  // CHECK: sizes = [2, 8]
  // CHECK-NEXT: {{\[\[}}1, 2, 3, 7, 8, -1, -1, -1],
  // CHECK-NEXT: [4, 5, 6, 9, 10, -1, -1, -1]]
  %r = call @into_rows(%acm, %b) : (tensor<2x3xf32, #cm>, tensor<2x2xf32>) -> tensor<2x8xf32>
  %ru = tensor.cast %r : tensor<2x8xf32> to tensor<*xf32>
  call @print(%ru) : (tensor<*xf32>) -> ()

  %x = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>
  %y = arith.constant dense<[[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]> : tensor<3x4xf32>
  %ycm = layout.transform %y : tensor<3x4xf32> to tensor<3x4xf32, #cm>
  // Physical [block][column][row in block]: the tile (4 rows) innermost.
  // CHECK: sizes = [2, 4, 4]
  // CHECK-NEXT: {{\[\[\[}}0, 4, 8, 12],
  // CHECK-NEXT: [1, 5, 9, 13],
  // CHECK-NEXT: [2, 6, 10, 14],
  // CHECK-NEXT: [3, 7, 11, 15]],
  // CHECK-NEXT: {{\[\[}}16, 20, 0, 0],
  // CHECK-NEXT: [17, 21, 0, 0],
  // CHECK-NEXT: [18, 22, 0, 0],
  // CHECK-NEXT: [19, 23, 0, 0]]]
  %t = call @into_blocks(%x, %ycm) : (tensor<3x4xf32>, tensor<3x4xf32, #cm>) -> tensor<2x4x4xf32>
  %tu = tensor.cast %t : tensor<2x4x4xf32> to tensor<*xf32>
  call @print(%tu) : (tensor<*xf32>) -> ()

  // CHECK: sizes = [2, 5]
  // CHECK-NEXT: {{\[\[}}1, 2, 3, 7, 8],
  // CHECK-NEXT: [4, 5, 6, 9, 10]]
  %ad = tensor.cast %a : tensor<2x3xf32> to tensor<?x?xf32>
  %azr = layout.transform %ad : tensor<?x?xf32> to tensor<?x?xf32, #zrows>
  %bd = tensor.cast %b : tensor<2x2xf32> to tensor<?x?xf32>
  %d = call @dynamic(%azr, %bd) : (tensor<?x?xf32, #zrows>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %du = tensor.cast %d : tensor<?x?xf32> to tensor<*xf32>
  call @print(%du) : (tensor<*xf32>) -> ()

  // CHECK: sizes = [2, 8]
  // CHECK-NEXT: {{\[\[}}1, 2, 3, 7, 8, -1, -1, -1],
  // CHECK-NEXT: [4, 5, 6, 9, 10, -1, -1, -1]]
  %bcm = layout.transform %b : tensor<2x2xf32> to tensor<2x2xf32, #cm>
  %q = call @propagated(%acm, %bcm) : (tensor<2x3xf32, #cm>, tensor<2x2xf32, #cm>) -> tensor<2x8xf32>
  %qu = tensor.cast %q : tensor<2x8xf32> to tensor<*xf32>
  call @print(%qu) : (tensor<*xf32>) -> ()
  return
}
