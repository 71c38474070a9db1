// Weights as importers deliver them (dense_resource): a transform of one
// folds at compile time (the same blob, retyped; nothing copied), and
// bufferization lays the blob's data out in the layout in one pass, padding
// holding the pad value: rows padded to 4 with -1, and 2-element tiles of
// a row padded to 4 with -2 (physical 2x2x2). Printed: whole physical
// buffers.
// RUN: tensor-opt %s --canonicalize | FileCheck %s --check-prefix=FOLD
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// The same, every constant laid out at run time (max-constant-layout-bytes;
// canonicalized first, so that the transforms are folded into constants in
// layouts, rows and tiles, which bufferization then defers):
// RUN: tensor-opt %s --canonicalize --layout-lower-to-llvm=max-constant-layout-bytes=1 | %{run} | FileCheck %s

// FOLD-LABEL: func.func @rows
// FOLD-NOT: layout.transform
// FOLD: arith.constant dense_resource<w> : tensor<2x3xf32, #{{.*}}>
// FOLD-LABEL: func.func @tiles
// FOLD-NOT: layout.transform
// FOLD: arith.constant dense_resource<w> : tensor<2x3xf32, #{{.*}}>
// FOLD-LABEL: func.func @collapsed_tiles
// FOLD-NOT: layout.transform
// FOLD-NOT: tensor.collapse_shape
// FOLD: arith.constant dense_resource<w> : tensor<2x3xf32, #{{.*}}>

#rows = #layout.encoding<align = [1, 4], pad_value = -1.0 : f32>
#tiles = #layout.encoding<align = [1, 4], pad_value = -2.0 : f32, tiles = [1 : 2]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @rows() -> tensor<2x3xf32, #rows> {
  %w = arith.constant dense_resource<w> : tensor<2x3xf32>
  %t = layout.transform %w : tensor<2x3xf32> to tensor<2x3xf32, #rows>
  return %t : tensor<2x3xf32, #rows>
}

func.func @tiles() -> tensor<2x2x2xf32> {
  %w = arith.constant dense_resource<w> : tensor<2x3xf32>
  %t = layout.transform %w : tensor<2x3xf32> to tensor<2x3xf32, #tiles>
  %p = layout.to_physical %t : tensor<2x3xf32, #tiles> to tensor<2x2x2xf32>
  return %p : tensor<2x2x2xf32>
}

// The weight reshaped first (torch-mlir collapses a depthwise filter's unit
// dim), which upstream does not fold for a dense_resource: the reshape and
// the transform fold together into one constant of the same blob.
func.func @collapsed_tiles() -> tensor<2x2x2xf32> {
  %w = arith.constant dense_resource<w> : tensor<2x1x3xf32>
  %c = tensor.collapse_shape %w [[0, 1], [2]] : tensor<2x1x3xf32> into tensor<2x3xf32>
  %t = layout.transform %c : tensor<2x3xf32> to tensor<2x3xf32, #tiles>
  %p = layout.to_physical %t : tensor<2x3xf32, #tiles> to tensor<2x2x2xf32>
  return %p : tensor<2x2x2xf32>
}

func.func @main() {
  %r = call @rows() : () -> tensor<2x3xf32, #rows>
  %m = bufferization.to_buffer %r : tensor<2x3xf32, #rows> to memref<2x3xf32, strided<[4, 1]>>
  %p = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [4, 1]
      : memref<2x3xf32, strided<[4, 1]>> to memref<2x4xf32>
  %u = memref.cast %p : memref<2x4xf32> to memref<*xf32>
  // CHECK: sizes = [2, 4]
  // CHECK-NEXT: {{\[\[}}1, 2, 3, -1],
  // CHECK-NEXT: [4, 5, 6, -1]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  %t = call @tiles() : () -> tensor<2x2x2xf32>
  %tm = bufferization.to_buffer %t : tensor<2x2x2xf32> to memref<2x2x2xf32>
  %tu = memref.cast %tm : memref<2x2x2xf32> to memref<*xf32>
  // CHECK: sizes = [2, 2, 2]
  // CHECK-NEXT: {{\[\[\[}}1, 2],
  // CHECK-NEXT: [3, -2]],
  // CHECK-NEXT: {{\[}}[4, 5],
  // CHECK-NEXT: [6, -2]]]
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()

  %c = call @collapsed_tiles() : () -> tensor<2x2x2xf32>
  %cm = bufferization.to_buffer %c : tensor<2x2x2xf32> to memref<2x2x2xf32>
  %cu = memref.cast %cm : memref<2x2x2xf32> to memref<*xf32>
  // CHECK: sizes = [2, 2, 2]
  // CHECK-NEXT: {{\[\[\[}}1, 2],
  // CHECK-NEXT: [3, -2]],
  // CHECK-NEXT: {{\[}}[4, 5],
  // CHECK-NEXT: [6, -2]]]
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  return
}

{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000803F0000004000004040000080400000A0400000C040"
    }
  }
#-}
