// A transform hoisted above a tree of element-wise ops (add, then mul by
// a constant) into zero-padded rows, where the transform out of the rows
// that fed the add cancels; and two hoists that pay only together (both
// ops read one transform out of the rows, which dies when both move):
// run with and without layout-propagate, the same numbers, and zeros in
// the rows' padding either way.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize | FileCheck %s --check-prefix=IR

#rows = #layout.encoding<align = [1, 8], pad_value = zero>

// IR-LABEL: func.func @together
// IR-COUNT-2: layout.transform
// IR-NOT: layout.transform
// IR: return

// IR-LABEL: func.func @tree
// IR-COUNT-1: layout.transform
// IR-NOT: layout.transform
// IR: return

func.func private @printMemrefF32(memref<*xf32>)

func.func @together(%x: tensor<2x5xf32, #rows>, %c: tensor<2x5xf32>, %d: tensor<2x5xf32>) -> (tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>) {
  %y = layout.transform %x : tensor<2x5xf32, #rows> to tensor<2x5xf32>
  %s = arith.addf %y, %c : tensor<2x5xf32>
  %r1 = layout.transform %s : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  %m = arith.mulf %y, %d : tensor<2x5xf32>
  %r2 = layout.transform %m : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  return %r1, %r2 : tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>
}

func.func @print_rows(%r: tensor<2x5xf32, #rows>) {
  %m = bufferization.to_buffer %r : tensor<2x5xf32, #rows> to memref<2x5xf32, strided<[8, 1]>>
  %p = memref.reinterpret_cast %m to offset: [0], sizes: [2, 8], strides: [8, 1]
      : memref<2x5xf32, strided<[8, 1]>> to memref<2x8xf32>
  %u = memref.cast %p : memref<2x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @tree(%x: tensor<2x5xf32, #rows>, %y: tensor<2x5xf32>) -> tensor<2x5xf32, #rows> {
  %c = arith.constant dense<2.0> : tensor<2x5xf32>
  %xt = layout.transform %x : tensor<2x5xf32, #rows> to tensor<2x5xf32>
  %s = arith.addf %y, %xt : tensor<2x5xf32>
  %m = arith.mulf %s, %c : tensor<2x5xf32>
  %r = layout.transform %m : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  return %r : tensor<2x5xf32, #rows>
}

func.func @main() {
  %x0 = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0]]> : tensor<2x5xf32>
  %y = arith.constant dense<[[0.5, 0.5, 0.5, 0.5, 0.5], [-1.0, -2.0, -3.0, -4.0, -5.0]]> : tensor<2x5xf32>
  %x = layout.transform %x0 : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  %r = call @tree(%x, %y) : (tensor<2x5xf32, #rows>, tensor<2x5xf32>) -> tensor<2x5xf32, #rows>
  %m = bufferization.to_buffer %r : tensor<2x5xf32, #rows> to memref<2x5xf32, strided<[8, 1]>>
  %p = memref.reinterpret_cast %m to offset: [0], sizes: [2, 8], strides: [8, 1]
      : memref<2x5xf32, strided<[8, 1]>> to memref<2x8xf32>
  %u = memref.cast %p : memref<2x8xf32> to memref<*xf32>
  // CHECK: sizes = [2, 8] strides = [8, 1]
  // CHECK-NEXT: {{\[\[}}3,   5,   7,   9,   11,   0,   0,   0],
  // CHECK-NEXT: [10,   10,   10,   10,   10,   0,   0,   0]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %t:2 = call @together(%x, %y, %x0) : (tensor<2x5xf32, #rows>, tensor<2x5xf32>, tensor<2x5xf32>) -> (tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>)
  // CHECK: sizes = [2, 8] strides = [8, 1]
  // CHECK-NEXT: {{\[\[}}1.5, 2.5, 3.5, 4.5, 5.5, 0, 0, 0],
  // CHECK-NEXT: [5, 5, 5, 5, 5, 0, 0, 0]]
  call @print_rows(%t#0) : (tensor<2x5xf32, #rows>) -> ()
  // CHECK: sizes = [2, 8] strides = [8, 1]
  // CHECK-NEXT: {{\[\[}}1, 4, 9, 16, 25, 0, 0, 0],
  // CHECK-NEXT: [36, 49, 64, 81, 100, 0, 0, 0]]
  call @print_rows(%t#1) : (tensor<2x5xf32, #rows>) -> ()
  return
}
