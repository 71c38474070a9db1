// RUN: tensor-opt %s -layout-bufferize -split-input-file -verify-diagnostics

// Tiled tensors become physical tensors; a structured op is computed over
// the physical dims only where padding cannot change its result: here the
// k loop would run over undefined padding (12 of 16 elements).
func.func @tiled_matmul_undefined_padding(%a: tensor<16x12xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8]>>,
                        %b: tensor<12x16xf32, #layout.encoding<align = [8, 1], tiles = [0 : 8]>>,
                        %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-error @+1 {{'linalg.matmul' op indexes a tensor in a tiled layout logically, which cannot be lowered: only layout.transform, layout.relabel, layout.to_physical, element-wise ops (index-free), linalg.fill, constants, tensor.empty, function boundaries and structured ops whose tiled dims are each indexed by one loop (padding only where it is zero in a sum of products) take tiled layouts; transform its operands to an untiled layout first}}
  %0 = linalg.matmul ins(%a, %b : tensor<16x12xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8]>>, tensor<12x16xf32, #layout.encoding<align = [8, 1], tiles = [0 : 8]>>)
                     outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

// A tiled dim indexed by a sum of loops (an image row tiled under a
// convolution window) has no loop to split.
func.func @tiled_window(%x: tensor<1x1x8x8xf32, #layout.encoding<tiles = [2 : 4]>>,
                        %w: tensor<1x1x3x3xf32>, %o: tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nchw_fchw' op indexes a tensor in a tiled layout logically}}
  %0 = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x1x8x8xf32, #layout.encoding<tiles = [2 : 4]>>, tensor<1x1x3x3xf32>)
                                outs(%o : tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32>
  return %0 : tensor<1x1x6x6xf32>
}

// -----

// The physical form computes position by position: a body that asks for its
// index would see physical positions.
func.func @tiled_indexed(%a: tensor<16xf32, #layout.encoding<tiles = [0 : 8]>>) -> tensor<16xf32, #layout.encoding<tiles = [0 : 8]>> {
  // expected-error @+1 {{'linalg.generic' op indexes a tensor in a tiled layout logically}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%a : tensor<16xf32, #layout.encoding<tiles = [0 : 8]>>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<16xf32, #layout.encoding<tiles = [0 : 8]>>
  return %0 : tensor<16xf32, #layout.encoding<tiles = [0 : 8]>>
}

// -----

func.func @tiled_dynamic(%x: tensor<?x16xf32>) -> tensor<?x16xf32, #layout.encoding<tiles = [1 : 8]>> {
  // expected-error @+1 {{'layout.transform' op uses a tiled layout on a tensor of dynamic shape, which cannot be lowered yet}}
  %0 = layout.transform %x : tensor<?x16xf32> to tensor<?x16xf32, #layout.encoding<tiles = [1 : 8]>>
  return %0 : tensor<?x16xf32, #layout.encoding<tiles = [1 : 8]>>
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

