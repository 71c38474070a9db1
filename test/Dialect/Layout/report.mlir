// RUN: tensor-opt %s -layout-report -verify-diagnostics -split-input-file

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#blocked = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>

// expected-remark @+1 {{@transforms: 2 layout transforms move 6400 bytes}}
func.func @transforms(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32, #blocked> {
  // expected-remark @+2 {{layout.transform moves 1536 bytes: argument #0 of @transforms from row-major to #layout.encoding<order = [0, 2, 3, 1]>, for 'layout.transform' (13:8)}}
  // expected-note @+1 {{reads 768 bytes (strides by dim [192, 64, 8, 1], offset 0), writes 768 bytes (strides by dim [192, 1, 24, 3], offset 0)}}
  %0 = layout.transform %x : tensor<1x3x8x8xf32> to tensor<1x3x8x8xf32, #nhwc>
  // expected-remark @+2 {{layout.transform moves 4864 bytes: the result of 'layout.transform' (10:8) from #layout.encoding<order = [0, 2, 3, 1]> to #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>, for the return of @transforms}}
  // expected-note @+1 {{reads 768 bytes (strides by dim [192, 1, 24, 3], offset 0), writes 4096 bytes (physical shape [1, 1, 8, 8, 16], strides [1024, 1024, 128, 16, 1], offset 0)}}
  %1 = layout.transform %0 : tensor<1x3x8x8xf32, #nhwc> to tensor<1x3x8x8xf32, #blocked>
  return %1 : tensor<1x3x8x8xf32, #blocked>
}

// A declaration has nothing to report.
func.func private @printMemrefF32(tensor<*xf32>)

// -----

// A small NHWC -> NCHW transform: the strides of each logical dim tell the
// two sides apart (the physical shapes are the same).
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// expected-remark @+1 {{@small: 1 layout transform moves 64 bytes}}
func.func @small(%x: tensor<1x2x2x2xf32, #nhwc>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  // expected-remark @+2 {{argument #0 of @small from #layout.encoding<order = [0, 2, 3, 1]> to row-major, for 'arith.addf' (31:8), 'arith.mulf' (32:8), 'arith.subf' (33:8) and 1 more}}
  // expected-note @+1 {{reads 32 bytes (strides by dim [8, 1, 4, 2], offset 0), writes 32 bytes (strides by dim [8, 4, 2, 1], offset 0)}}
  %0 = layout.transform %x : tensor<1x2x2x2xf32, #nhwc> to tensor<1x2x2x2xf32>
  %1 = arith.addf %0, %0 : tensor<1x2x2x2xf32>
  %2 = arith.mulf %0, %0 : tensor<1x2x2x2xf32>
  %3 = arith.subf %0, %0 : tensor<1x2x2x2xf32>
  %4 = arith.divf %0, %0 : tensor<1x2x2x2xf32>
  return %3, %4 : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// -----

#halo = #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero>

// expected-remark @+1 {{@halo: 1 layout transform moves 328 bytes}}
func.func @halo(%x: tensor<1x2x8x8xi8>) -> tensor<1x2x8x8xi8, #halo> {
  // expected-remark @+2 {{layout.transform moves 328 bytes}}
  // expected-note @+1 {{reads 128 bytes (strides by dim [128, 64, 8, 1], offset 0), writes 200 bytes (strides by dim [200, 100, 10, 1], offset 11)}}
  %0 = layout.transform %x : tensor<1x2x8x8xi8> to tensor<1x2x8x8xi8, #halo>
  return %0 : tensor<1x2x8x8xi8, #halo>
}

// -----

#rows = #layout.encoding<align = [1, 16]>

// expected-remark @+1 {{@dynamic: 1 layout transform moves 0 bytes (1 more of unknown size)}}
func.func @dynamic(%x: tensor<?x1000xf32>) -> tensor<?x1000xf32, #rows> {
  // expected-remark @+2 {{layout.transform moves an unknown number of bytes}}
  // expected-note @+1 {{reads an unknown number of bytes (strides by dim [1000, 1], offset 0), writes an unknown number of bytes (strides by dim [1008, 1], offset 0)}}
  %0 = layout.transform %x : tensor<?x1000xf32> to tensor<?x1000xf32, #rows>
  return %0 : tensor<?x1000xf32, #rows>
}

// -----

// expected-remark @+1 {{@none: 0 layout transforms move 0 bytes}}
func.func @none(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

