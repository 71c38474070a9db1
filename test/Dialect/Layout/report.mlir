// RUN: tensor-opt %s -layout-report -verify-diagnostics -split-input-file

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#blocked = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>

// expected-remark @+1 {{'transforms': 2 layout transforms move 6400 bytes}}
func.func @transforms(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32, #blocked> {
  // expected-remark @+1 {{layout.transform moves 1536 bytes: reads 768 bytes (physical shape [1, 3, 8, 8], strides [192, 64, 8, 1], offset 0), writes 768 bytes (physical shape [1, 8, 8, 3], strides [192, 24, 3, 1], offset 0)}}
  %0 = layout.transform %x : tensor<1x3x8x8xf32> to tensor<1x3x8x8xf32, #nhwc>
  // expected-remark @+1 {{layout.transform moves 4864 bytes: reads 768 bytes (physical shape [1, 8, 8, 3], strides [192, 24, 3, 1], offset 0), writes 4096 bytes (physical shape [1, 1, 8, 8, 16], strides [1024, 1024, 128, 16, 1], offset 0)}}
  %1 = layout.transform %0 : tensor<1x3x8x8xf32, #nhwc> to tensor<1x3x8x8xf32, #blocked>
  return %1 : tensor<1x3x8x8xf32, #blocked>
}

// -----

#halo = #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero>

// expected-remark @+1 {{'halo': 1 layout transform moves 328 bytes}}
func.func @halo(%x: tensor<1x2x8x8xi8>) -> tensor<1x2x8x8xi8, #halo> {
  // expected-remark @+1 {{reads 128 bytes (physical shape [1, 2, 8, 8], strides [128, 64, 8, 1], offset 0), writes 200 bytes (physical shape [1, 2, 10, 10], strides [200, 100, 10, 1], offset 11)}}
  %0 = layout.transform %x : tensor<1x2x8x8xi8> to tensor<1x2x8x8xi8, #halo>
  return %0 : tensor<1x2x8x8xi8, #halo>
}

// -----

#rows = #layout.encoding<align = [1, 16]>

// expected-remark @+1 {{'dynamic': 1 layout transform moves 0 bytes (1 more of unknown size)}}
func.func @dynamic(%x: tensor<?x1000xf32>) -> tensor<?x1000xf32, #rows> {
  // expected-remark @+1 {{layout.transform moves an unknown number of bytes: reads an unknown number of bytes (physical shape [?, 1000], strides [1000, 1], offset 0), writes an unknown number of bytes (physical shape [?, 1008], strides [1008, 1], offset 0)}}
  %0 = layout.transform %x : tensor<?x1000xf32> to tensor<?x1000xf32, #rows>
  return %0 : tensor<?x1000xf32, #rows>
}

// -----

// expected-remark @+1 {{'none': 0 layout transforms move 0 bytes}}
func.func @none(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
