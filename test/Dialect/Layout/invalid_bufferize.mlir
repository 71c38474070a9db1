// RUN: tensor-opt %s -layout-bufferize -split-input-file -verify-diagnostics

func.func @tiled(%x: tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32, #layout.encoding<tiles = [1 : 16]>> {
  // expected-error @+1 {{'layout.transform' op the tiled layout #layout.encoding<tiles = [1 : 16]> has no strided memref form; transform the tensor to an untiled layout before bufferization}}
  %0 = layout.transform %x : tensor<1x32x4x4xf32> to tensor<1x32x4x4xf32, #layout.encoding<tiles = [1 : 16]>>
  return %0 : tensor<1x32x4x4xf32, #layout.encoding<tiles = [1 : 16]>>
}

// -----

func.func @dynamic_empty(%n: index) -> tensor<?x8xf32, #layout.encoding<align = [1, 16]>> {
  // expected-error @+1 {{'tensor.empty' op with a layout and a dynamic shape cannot be bufferized yet}}
  %e = tensor.empty(%n) : tensor<?x8xf32, #layout.encoding<align = [1, 16]>>
  return %e : tensor<?x8xf32, #layout.encoding<align = [1, 16]>>
}

// -----

func.func @dynamic_transform(%x: tensor<?x8xf32>) -> tensor<?x8xf32, #layout.encoding<align = [1, 16]>> {
  // expected-error @+2 {{'layout.transform' op with a dynamic shape cannot be bufferized yet}}
  // expected-error @+1 {{failed to bufferize op}}
  %0 = layout.transform %x : tensor<?x8xf32> to tensor<?x8xf32, #layout.encoding<align = [1, 16]>>
  return %0 : tensor<?x8xf32, #layout.encoding<align = [1, 16]>>
}

