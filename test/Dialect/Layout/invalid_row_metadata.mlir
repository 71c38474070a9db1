// RUN: tensor-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{a layout's padding holds a pad value or row metadata, not both}}
func.func private @both(tensor<4x13xi8, #layout.encoding<pad_high = [0, 8], pad_value = zero, row_metadata = tensor<2xf32>>>)

// -----

// expected-error @+1 {{row metadata needs room at the end of each row: the layout has no align or pad_high}}
func.func private @no_room(tensor<4x13xi8, #layout.encoding<order = [1, 0], row_metadata = tensor<2xf32>>>)

// -----

// expected-error @+1 {{'row_metadata' must be a static rank-1 tensor type of integers or floats of whole bytes, got 'tensor<2x2xf32>'}}
func.func private @rank2(tensor<4x13xi8, #layout.encoding<pad_high = [0, 16], row_metadata = tensor<2x2xf32>>>)

// -----

// expected-error @+1 {{'row_metadata' must be a static rank-1 tensor type of integers or floats of whole bytes, got 'tensor<2xi4>'}}
func.func private @sub_byte(tensor<4x13xi8, #layout.encoding<pad_high = [0, 8], row_metadata = tensor<2xi4>>>)

// -----

// expected-error @+1 {{row metadata needs i8 elements (the buffer is viewed as bytes), got 'f32'}}
func.func private @not_bytes(tensor<4x13xf32, #layout.encoding<pad_high = [0, 2], row_metadata = tensor<2xf32>>>)

// -----

// expected-error @+1 {{row metadata 'tensor<2xf32>' needs 8 bytes at the end of each row of dimension 1, which has 7 bytes of padding there}}
func.func private @too_small(tensor<4x13xi8, #layout.encoding<align = [1, 4], pad_high = [0, 4], row_metadata = tensor<2xf32>>>)

// -----

// The rows run along dim 0 here: its padding must hold the metadata.
// expected-error @+1 {{row metadata 'tensor<2xf32>' needs 8 bytes at the end of each row of dimension 0, which has 0 bytes of padding there}}
func.func private @other_row_dim(tensor<4x13xi8, #layout.encoding<order = [1, 0], pad_high = [0, 8], row_metadata = tensor<2xf32>>>)

// -----

// expected-error @+1 {{rows of 21 bytes do not keep row metadata of 'f32' aligned; align dimension 1 to a multiple of 4}}
func.func private @unaligned(tensor<4x13xi8, #layout.encoding<pad_high = [0, 8], row_metadata = tensor<2xf32>>>)

// -----

// expected-error @+1 {{row metadata needs an untiled layout}}
func.func private @tiled(tensor<4x16xi8, #layout.encoding<align = [4, 32], tiles = [0 : 4], row_metadata = tensor<2xf32>>>)

// -----

// expected-error @+1 {{row metadata needs a static shape}}
func.func private @dynamic(tensor<?x13xi8, #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>>)

// -----

#data = #layout.encoding<align = [1, 4], pad_high = [0, 8]>
func.func @fuse_without_metadata(%q: tensor<5x13xi8>, %m: tensor<5x2xf32>) -> tensor<5x13xi8, #data> {
  // expected-error @+1 {{'layout.fuse_metadata' op fused tensor 'tensor<5x13xi8, #layout.encoding<align = [1, 4], pad_high = [0, 8]>>' has no row metadata in its layout}}
  %w = layout.fuse_metadata %q, %m : tensor<5x13xi8>, tensor<5x2xf32> to tensor<5x13xi8, #data>
  return %w : tensor<5x13xi8, #data>
}

// -----

#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
func.func @wrong_metadata(%q: tensor<5x13xi8>, %m: tensor<13x2xf32>) -> tensor<5x13xi8, #fused> {
  // expected-error @+1 {{'layout.fuse_metadata' op metadata type 'tensor<13x2xf32>' does not match the rows of 'tensor<5x13xi8, #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>>'; expected 'tensor<5x2xf32>'}}
  %w = layout.fuse_metadata %q, %m : tensor<5x13xi8>, tensor<13x2xf32> to tensor<5x13xi8, #fused>
  return %w : tensor<5x13xi8, #fused>
}

// -----

#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
func.func @wrong_data_shape(%q: tensor<5x12xi8>, %m: tensor<5x2xf32>) -> tensor<5x13xi8, #fused> {
  // expected-error @+1 {{'layout.fuse_metadata' op data shape 'tensor<5x12xi8>' and fused shape}}
  %w = layout.fuse_metadata %q, %m : tensor<5x12xi8>, tensor<5x2xf32> to tensor<5x13xi8, #fused>
  return %w : tensor<5x13xi8, #fused>
}

// -----

#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
func.func @split_data_elsewhere(%w: tensor<5x13xi8, #fused>) -> tensor<5x13xi8> {
  // expected-error @+1 {{'layout.split_metadata' op data type 'tensor<5x13xi8>' must be the fused type without its metadata, 'tensor<5x13xi8, #layout.encoding<align = [1, 4], pad_high = [0, 8]>>'}}
  %d, %m = layout.split_metadata %w : tensor<5x13xi8, #fused> to tensor<5x13xi8>, tensor<5x2xf32>
  return %d : tensor<5x13xi8>
}

// -----

// expected-error @+1 {{'row_metadata' must be a static rank-1 tensor type of integers or floats of whole bytes, got 'tensor<2xi0>'}}
func.func private @no_bytes(tensor<4x13xi8, #layout.encoding<pad_high = [0, 8], row_metadata = tensor<2xi0>>>)

// -----

// expected-error @+1 {{a layout's padding holds a pad value or row metadata, not both}}
func.func private @undef_and_metadata(tensor<4x13xi8, #layout.encoding<pad_value = undef, pad_high = [0, 8], row_metadata = tensor<2xf32>>>)

// -----

// Padding parts that pad nothing leave no room either.
// expected-error @+1 {{row metadata 'tensor<2xf32>' needs 8 bytes at the end of each row of dimension 1, which has 0 bytes of padding there}}
func.func private @trivial_padding(tensor<4x12xi8, #layout.encoding<pad_high = [0, 0], row_metadata = tensor<2xf32>>>)
