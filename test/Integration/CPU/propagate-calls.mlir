// Transforms that every call applies to a private function's operand and
// result move into the function (layout-propagate), which then adds in
// the callers' zero-padded rows and tiles: run with and without
// propagation, the same numbers, and zeros in the padding either way.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize | FileCheck %s --check-prefix=IR

#rows = #layout.encoding<align = [1, 8], pad_value = zero>
#tiled = #layout.encoding<align = [1, 4], pad_value = zero, tiles = [1 : 4]>

// IR-LABEL: func.func private @add_one
// IR-SAME: (%{{.*}}: tensor<2x5xf32, #[[ROWS:.*]]>) -> tensor<2x5xf32, #[[ROWS]]>
// IR-NOT: layout.transform
// IR: return
// IR-LABEL: func.func @both
// IR-NOT: layout.transform
// IR: return

func.func private @printMemrefF32(memref<*xf32>)

func.func private @add_one(%x: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %c = arith.constant dense<1.0> : tensor<2x5xf32>
  %s = arith.addf %x, %c : tensor<2x5xf32>
  return %s : tensor<2x5xf32>
}

func.func @both(%x: tensor<2x5xf32, #rows>, %w: tensor<2x5xf32, #rows>) -> (tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>) {
  %xt = layout.transform %x : tensor<2x5xf32, #rows> to tensor<2x5xf32>
  %y = call @add_one(%xt) : (tensor<2x5xf32>) -> tensor<2x5xf32>
  %yr = layout.transform %y : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  %wt = layout.transform %w : tensor<2x5xf32, #rows> to tensor<2x5xf32>
  %z = call @add_one(%wt) : (tensor<2x5xf32>) -> tensor<2x5xf32>
  %zr = layout.transform %z : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  return %yr, %zr : tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>
}

func.func @print_rows(%r: tensor<2x5xf32, #rows>) {
  %m = bufferization.to_buffer %r : tensor<2x5xf32, #rows> to memref<2x5xf32, strided<[8, 1]>>
  %p = memref.reinterpret_cast %m to offset: [0], sizes: [2, 8], strides: [8, 1]
      : memref<2x5xf32, strided<[8, 1]>> to memref<2x8xf32>
  %u = memref.cast %p : memref<2x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @scale(%x: tensor<2x6xf32>) -> tensor<2x6xf32> {
  %c = arith.constant dense<3.0> : tensor<2x6xf32>
  %s = arith.mulf %x, %c : tensor<2x6xf32>
  return %s : tensor<2x6xf32>
}

func.func @tiled(%x: tensor<2x6xf32, #tiled>) -> tensor<2x6xf32, #tiled> {
  %xt = layout.transform %x : tensor<2x6xf32, #tiled> to tensor<2x6xf32>
  %y = call @scale(%xt) : (tensor<2x6xf32>) -> tensor<2x6xf32>
  %yt = layout.transform %y : tensor<2x6xf32> to tensor<2x6xf32, #tiled>
  return %yt : tensor<2x6xf32, #tiled>
}

func.func @main() {
  %x0 = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0]]> : tensor<2x5xf32>
  %x = layout.transform %x0 : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  %w0 = arith.constant dense<[[-1.0, -2.0, -3.0, -4.0, -5.0], [0.5, 0.5, 0.5, 0.5, 0.5]]> : tensor<2x5xf32>
  %w = layout.transform %w0 : tensor<2x5xf32> to tensor<2x5xf32, #rows>
  %r:2 = call @both(%x, %w) : (tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>) -> (tensor<2x5xf32, #rows>, tensor<2x5xf32, #rows>)
  // CHECK: sizes = [2, 8] strides = [8, 1]
  // CHECK-NEXT: {{\[\[}}2,   3,   4,   5,   6,   0,   0,   0],
  // CHECK-NEXT: [7,   8,   9,   10,   11,   0,   0,   0]]
  call @print_rows(%r#0) : (tensor<2x5xf32, #rows>) -> ()
  // CHECK: sizes = [2, 8] strides = [8, 1]
  // CHECK-NEXT: {{\[\[}}0,   -1,   -2,   -3,   -4,   0,   0,   0],
  // CHECK-NEXT: [1.5,   1.5,   1.5,   1.5,   1.5,   0,   0,   0]]
  call @print_rows(%r#1) : (tensor<2x5xf32, #rows>) -> ()

  %t0 = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [7.0, 8.0, 9.0, 10.0, 11.0, 12.0]]> : tensor<2x6xf32>
  %t = layout.transform %t0 : tensor<2x6xf32> to tensor<2x6xf32, #tiled>
  %s = call @tiled(%t) : (tensor<2x6xf32, #tiled>) -> tensor<2x6xf32, #tiled>
  // Physically each row as two tiles of 4 columns, the last zero-padded.
  %sp = layout.to_physical %s : tensor<2x6xf32, #tiled> to tensor<2x2x4xf32>
  %sm = bufferization.to_buffer %sp : tensor<2x2x4xf32> to memref<2x2x4xf32>
  %su = memref.cast %sm : memref<2x2x4xf32> to memref<*xf32>
  // CHECK: sizes = [2, 2, 4]
  // CHECK-NEXT: {{\[\[\[}}3, 6, 9, 12],
  // CHECK-NEXT: [15, 18, 0, 0]],
  // CHECK-NEXT: {{\[\[}}21, 24, 27, 30],
  // CHECK-NEXT: [33, 36, 0, 0]]]
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  return
}
