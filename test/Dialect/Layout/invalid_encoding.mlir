// RUN: tensor-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{unknown layout part 'foo'; expected order, align, pad_low, pad_high, pad_value, row_metadata, tiles, base_align or memory_space}}
func.func private @unknown_part(tensor<4xf32, #layout.encoding<foo = [1]>>)

// -----

// expected-error @+1 {{layout part 'order' given twice}}
func.func private @part_twice(tensor<4x4xf32, #layout.encoding<order = [1, 0], order = [1, 0]>>)

// -----

// expected-error @+1 {{'base_align' must be a positive power of two, got 0}}
func.func private @base_align_zero(tensor<4xf32, #layout.encoding<base_align = 0>>)

// -----

// expected-error @+1 {{'pad_value' must be 'undef', 'zero' or an integer or floating-point constant}}
func.func private @pad_value_string(tensor<4xf32, #layout.encoding<align = [8], pad_value = "one">>)

// -----

// expected-error @+1 {{'order' entries are dims (integers) or tiles ('t0' for the first tile)}}
func.func private @order_not_integers(tensor<4x4xf32, #layout.encoding<order = [a, b]>>)

// -----

// expected-error @+1 {{expected ':'}}
func.func private @tile_without_size(tensor<4x4xf32, #layout.encoding<tiles = [1]>>)

// -----

// expected-error @+1 {{'align' has 3 entries but 'order' has 2; every per-dimension part needs one entry per dimension}}
func.func private @parts_of_different_ranks(tensor<4x4xf32, #layout.encoding<order = [1, 0], align = [1, 1, 1]>>)

// -----

// expected-error @+1 {{'order' must be a permutation of [0, 2), got [0, 0]}}
func.func private @order_repeats(tensor<4x4xf32, #layout.encoding<order = [0, 0]>>)

// -----

// expected-error @+1 {{'order' must be a permutation of [0, 2), got [0, 2]}}
func.func private @order_out_of_range(tensor<4x4xf32, #layout.encoding<order = [0, 2]>>)

// -----

// expected-error @+1 {{'order' must be a permutation of [0, 2), got [-1, 0]}}
func.func private @order_negative(tensor<4x4xf32, #layout.encoding<order = [-1, 0]>>)

// -----

// An order of fewer entries than the tensor's dims: the message says the
// order lists every dimension.
// expected-error @+1 {{'order' must be a permutation of [0, 1), got [1] (one entry per dimension of the tensor: dimension 1 needs a layout of rank 2)}}
func.func private @order_short(tensor<4x8xf32, #layout.encoding<order = [1]>>)

// -----

// expected-error @+1 {{'align' entries must be positive, got 0 for dimension 1}}
func.func private @zero_alignment(tensor<4x4xf32, #layout.encoding<align = [1, 0]>>)

// -----

// expected-error @+1 {{'pad_low' entries must be non-negative, got -1 for dimension 0}}
func.func private @negative_low_padding(tensor<4x4xf32, #layout.encoding<pad_low = [-1, 0]>>)

// -----

// expected-error @+1 {{'pad_high' entries must be non-negative, got -2 for dimension 1}}
func.func private @negative_high_padding(tensor<4x4xf32, #layout.encoding<pad_high = [0, -2]>>)

// -----

// expected-error @+1 {{tiled dimension 2 is out of range for a layout of rank 2}}
func.func private @tile_dim_out_of_layout(tensor<4x4xf32, #layout.encoding<order = [1, 0], tiles = [2 : 4]>>)

// -----

// expected-error @+1 {{tiled dimension -1 is out of range for a layout of rank any}}
func.func private @tile_dim_negative(tensor<4x4xf32, #layout.encoding<tiles = [-1 : 4]>>)

// -----

// expected-error @+1 {{dimension 1 is tiled twice}}
func.func private @tiled_twice(tensor<4x16xf32, #layout.encoding<tiles = [1 : 4, 1 : 8]>>)

// -----

// expected-error @+1 {{tile size must be positive, got 0 for dimension 1}}
func.func private @tile_size_zero(tensor<4x16xf32, #layout.encoding<tiles = [1 : 0]>>)

// -----

// expected-error @+1 {{'base_align' must be a power of two, got 24}}
func.func private @base_align_not_power_of_two(tensor<4xf32, #layout.encoding<base_align = 24>>)

// -----

// Beyond LLVM's largest alignment (and an allocation that would overflow:
// it adds up to base_align - 1 bytes).
// expected-error @+1 {{'base_align' must be at most 2^32 (the largest alignment LLVM can state), got 4611686018427387904}}
func.func private @base_align_huge(tensor<4xf32, #layout.encoding<base_align = 4611686018427387904>>)

// -----

// The buffer fits in 2^63 bytes, but not with room to align its base.
// expected-error @+1 {{the physical buffer of this layout needs more than 2^63 bytes with its base aligned}}
func.func private @aligned_buffer_too_big(tensor<2305843009213693951xf32, #layout.encoding<base_align = 4294967296>>)

// -----

// A typed zero would become `zero` of any type, hiding a type mismatch.
// expected-error @+1 {{pad value 0 : i8 is zero: write 'pad_value = zero', which is zero of any element type}}
func.func private @typed_zero(tensor<4x6xi32, #layout.encoding<align = [1, 8], pad_value = 0 : i8>>)

// -----

// expected-error @+1 {{pad value 0.000000e+00 : f32 is zero: write 'pad_value = zero', which is zero of any element type}}
func.func private @typed_float_zero(tensor<4x6xf32, #layout.encoding<align = [1, 8], pad_value = 0.0 : f32>>)

// -----

// A pad value without padding would be dropped, hiding its type.
// expected-error @+1 {{pad value 2.200000e+00 : f32 has no padding to fill: the layout has no align, pad_low or pad_high}}
func.func private @pad_value_without_padding(tensor<4x8xi32, #layout.encoding<pad_value = 2.2 : f32>>)

// -----

// expected-error @+1 {{pad value 2.200000e+00 : f32 does not match the element type 'i32'}}
func.func private @pad_value_of_other_type(tensor<4x8xi32, #layout.encoding<align = [1, 8], pad_value = 2.2 : f32>>)

// -----

// expected-error @+1 {{a layout needs an integer, index or floating-point element type, got 'complex<f32>'}}
func.func private @complex_elements(tensor<4xcomplex<f32>, #layout.encoding<align = [8]>>)

// -----

// expected-error @+1 {{layout of rank 2 does not match a tensor of rank 3}}
func.func private @rank_mismatch(tensor<2x3x4xf32, #layout.encoding<order = [1, 0]>>)

// -----

// expected-error @+1 {{tiled dimension 3 is out of range for a tensor of rank 2}}
func.func private @tile_dim_out_of_tensor(tensor<4x4xf32, #layout.encoding<tiles = [3 : 4]>>)

// -----

// expected-error @+1 {{pad value 1.000000e+00 : f32 does not match the element type 'i8'}}
func.func private @pad_value_type(tensor<3xi8, #layout.encoding<align = [4], pad_value = 1.0 : f32>>)

// -----

// expected-error @+1 {{tile size 16 does not divide the padded extent 3 of dimension 1; align the dimension to a multiple of 16}}
func.func private @tile_does_not_fit(tensor<1x3xf32, #layout.encoding<tiles = [1 : 16]>>)

// -----

// expected-error @+1 {{tile size 4 of dynamic dimension 0 needs an alignment that is a multiple of it, got 2}}
func.func private @dynamic_tile(tensor<?xf32, #layout.encoding<align = [2], tiles = [0 : 4]>>)

// -----

// expected-error @+1 {{the padded extent of dimension 0 overflows 64 bits}}
func.func private @extent_overflow(tensor<4xf32, #layout.encoding<pad_high = [9223372036854775807]>>)

// -----

// expected-error @+1 {{the physical buffer of this layout needs more than 2^63 bytes}}
func.func private @size_overflow(tensor<1152921504606846976x16xf32, #layout.encoding<order = [1, 0]>>)

// -----

// expected-error @+1 {{'order' entries are dims (integers) or tiles ('t0' for the first tile)}}
func.func private @order_word(tensor<4x8xf32, #layout.encoding<order = [0, x1], tiles = [1 : 4]>>)

// -----

// expected-error @+1 {{'order' places tile t1 but there are 1 tiles}}
func.func private @order_tile_out_of_range(tensor<4x8xf32, #layout.encoding<order = [0, t1, 1], tiles = [1 : 4]>>)

// -----

// expected-error @+1 {{'order' places tile t0 twice}}
func.func private @order_tile_twice(tensor<4x8xf32, #layout.encoding<order = [t0, 0, t0, 1], tiles = [1 : 4]>>)

// -----

// expected-error @+1 {{'order' places some tiles but not all; place every tile or none}}
func.func private @order_some_tiles(tensor<4x8xf32, #layout.encoding<order = [t0, 0, 1], tiles = [0 : 2, 1 : 4]>>)

// -----

// The order without its tile entries is the permutation of the dims.
// expected-error @+1 {{'order' must be a permutation of [0, 2), got [0, 2]}}
func.func private @order_tile_as_dim(tensor<4x8xf32, #layout.encoding<order = [0, t0, 2], tiles = [1 : 4]>>)
