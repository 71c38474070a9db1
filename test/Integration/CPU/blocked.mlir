// Blocked (tiled) layouts, run. Whole physical buffers, padding included
// (through layout.to_physical): NCHW -> NCHW16c of 3 channels (13 zero
// channels per pixel) and NCHW -> NCHW4c with a halo and -1 padding. Logical
// results: NCHW16c with an element-wise op and back; a chain through
// NCHW8c, NCHW4c with a halo, and NHWC; and i32 blocked rows with a constant.
// (test/python/execution.py compares whole buffers bit for bit with a numpy
// reference for 60 generated layouts.)
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// The same with every f32 transform oneDNN can do as its reorder
// (convert-layout-copy-to-onednn): the same buffers, padding included.
// RUN: tensor-opt %s '--layout-lower-to-llvm=onednn=true onednn-reorder-bytes=1' | %{run} | FileCheck %s

#nchw16c = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>
#nchw8c = #layout.encoding<align = [1, 8, 1, 1], pad_value = -1.0 : f32, tiles = [1 : 8]>
#nchw4c_halo = #layout.encoding<align = [1, 4, 1, 1], pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 0], tiles = [1 : 4], base_align = 128>
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#blocked_i32 = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = 9 : i32, tiles = [0 : 2]>

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @square_blocked(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %b = layout.transform %x : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nchw16c>
  %s = arith.mulf %b, %b : tensor<1x3x2x2xf32, #nchw16c>
  %r = layout.transform %s : tensor<1x3x2x2xf32, #nchw16c> to tensor<1x3x2x2xf32>
  return %r : tensor<1x3x2x2xf32>
}

func.func @chain(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %a = layout.transform %x : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nchw8c>
  %b = layout.transform %a : tensor<1x3x2x2xf32, #nchw8c> to tensor<1x3x2x2xf32, #nchw4c_halo>
  %c = layout.transform %b : tensor<1x3x2x2xf32, #nchw4c_halo> to tensor<1x3x2x2xf32, #nhwc>
  %r = layout.transform %c : tensor<1x3x2x2xf32, #nhwc> to tensor<1x3x2x2xf32>
  return %r : tensor<1x3x2x2xf32>
}

func.func @ints(%x: tensor<3x2xi32>) -> tensor<3x2xi32> {
  %b = layout.transform %x : tensor<3x2xi32> to tensor<3x2xi32, #blocked_i32>
  %one = arith.constant dense<1> : tensor<3x2xi32, #blocked_i32>
  %s = arith.addi %b, %one : tensor<3x2xi32, #blocked_i32>
  %r = layout.transform %s : tensor<3x2xi32, #blocked_i32> to tensor<3x2xi32>
  return %r : tensor<3x2xi32>
}

#halo4c = #layout.encoding<align = [1, 4, 1, 1], pad_low = [0, 0, 1, 0], pad_value = -1.0 : f32, tiles = [1 : 4]>

func.func @physical(%x: tensor<1x3x2x2xf32>) -> (tensor<1x1x2x2x16xf32>, tensor<1x1x3x2x4xf32>) {
  %b = layout.transform %x : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nchw16c>
  %p = layout.to_physical %b : tensor<1x3x2x2xf32, #nchw16c> to tensor<1x1x2x2x16xf32>
  %h = layout.transform %x : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #halo4c>
  %q = layout.to_physical %h : tensor<1x3x2x2xf32, #halo4c> to tensor<1x1x3x2x4xf32>
  return %p, %q : tensor<1x1x2x2x16xf32>, tensor<1x1x3x2x4xf32>
}

func.func @main() {
  %x = arith.constant dense<[[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]],
                              [[9.0, 10.0], [11.0, 12.0]]]]> : tensor<1x3x2x2xf32>

  %p:2 = call @physical(%x) : (tensor<1x3x2x2xf32>) -> (tensor<1x1x2x2x16xf32>, tensor<1x1x3x2x4xf32>)
  %mp = bufferization.to_buffer %p#0 : tensor<1x1x2x2x16xf32> to memref<1x1x2x2x16xf32>
  %up = memref.cast %mp : memref<1x1x2x2x16xf32> to memref<*xf32>
  // Pixel (h, w) holds its 3 channels, then 13 zeros.
  // CHECK: sizes = [1, 1, 2, 2, 16]
  // CHECK-NEXT: {{\[\[\[\[\[}}1,   5,   9,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0],
  // CHECK-NEXT: [2,   6,   10,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0]],
  // CHECK-NEXT: {{\[\[}}3,   7,   11,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0],
  // CHECK-NEXT: [4,   8,   12,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0]]]]]
  call @printMemrefF32(%up) : (memref<*xf32>) -> ()
  %mq = bufferization.to_buffer %p#1 : tensor<1x1x3x2x4xf32> to memref<1x1x3x2x4xf32>
  %uq = memref.cast %mq : memref<1x1x3x2x4xf32> to memref<*xf32>
  // One halo row of -1, then pixels with 3 channels and one -1 channel.
  // CHECK: sizes = [1, 1, 3, 2, 4]
  // CHECK-NEXT: {{\[\[\[\[\[}}-1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1]],
  // CHECK-NEXT: {{\[\[}}1,   5,   9,   -1],
  // CHECK-NEXT: [2,   6,   10,   -1]],
  // CHECK-NEXT: {{\[\[}}3,   7,   11,   -1],
  // CHECK-NEXT: [4,   8,   12,   -1]]]]]
  call @printMemrefF32(%uq) : (memref<*xf32>) -> ()

  %s = call @square_blocked(%x) : (tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %ms = bufferization.to_buffer %s : tensor<1x3x2x2xf32> to memref<1x3x2x2xf32>
  %us = memref.cast %ms : memref<1x3x2x2xf32> to memref<*xf32>
  // CHECK: sizes = [1, 3, 2, 2]
  // CHECK-NEXT: {{\[\[\[\[}}1,     4],
  // CHECK-NEXT: [9,     16]],
  // CHECK-NEXT: {{\[\[}}25,     36],
  // CHECK-NEXT: [49,     64]],
  // CHECK-NEXT: {{\[\[}}81,     100],
  // CHECK-NEXT: [121,     144]]]]
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()

  %c = call @chain(%x) : (tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %mc = bufferization.to_buffer %c : tensor<1x3x2x2xf32> to memref<1x3x2x2xf32>
  %uc = memref.cast %mc : memref<1x3x2x2xf32> to memref<*xf32>
  // CHECK: sizes = [1, 3, 2, 2]
  // CHECK-NEXT: {{\[\[\[\[}}1,     2],
  // CHECK-NEXT: [3,     4]],
  // CHECK-NEXT: {{\[\[}}5,     6],
  // CHECK-NEXT: [7,     8]],
  // CHECK-NEXT: {{\[\[}}9,     10],
  // CHECK-NEXT: [11,     12]]]]
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()

  %i = arith.constant dense<[[1, -2], [3, -4], [5, -6]]> : tensor<3x2xi32>
  %r = call @ints(%i) : (tensor<3x2xi32>) -> tensor<3x2xi32>
  %mi = bufferization.to_buffer %r : tensor<3x2xi32> to memref<3x2xi32>
  %ui = memref.cast %mi : memref<3x2xi32> to memref<*xi32>
  // CHECK: sizes = [3, 2]
  // CHECK-NEXT: {{\[\[}}2,   -1],
  // CHECK-NEXT: [4,   -3],
  // CHECK-NEXT: [6,   -5]]
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  return
}
