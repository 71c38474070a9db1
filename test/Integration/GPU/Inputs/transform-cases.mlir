// The layout cases of the CPU execution tests, as functions from a tensor in
// the identity layout to one result, for tensor-layout-compare: each
// `// CASE:` line names a function, its input, and its result's rank and
// buffer size in elements (padding included). Compiled for the CPU and for
// the GPU, both builds must agree on every byte.

#t = #layout.encoding<order = [1, 0]>

// CASE: transpose f32 70x45 -> 2 3150
func.func @transpose(%x: tensor<70x45xf32>) -> tensor<70x45xf32, #t> {
  %0 = layout.transform %x : tensor<70x45xf32> to tensor<70x45xf32, #t>
  return %0 : tensor<70x45xf32, #t>
}

// Several blocks of tiles in both directions.
// CASE: transpose_large f32 513x257 -> 2 131841
func.func @transpose_large(%x: tensor<513x257xf32>) -> tensor<513x257xf32, #t> {
  %0 = layout.transform %x : tensor<513x257xf32> to tensor<513x257xf32, #t>
  return %0 : tensor<513x257xf32, #t>
}

// CASE: transpose_bf16 bf16 64x33 -> 2 2112
func.func @transpose_bf16(%x: tensor<64x33xbf16>) -> tensor<64x33xbf16, #t> {
  %0 = layout.transform %x : tensor<64x33xbf16> to tensor<64x33xbf16, #t>
  return %0 : tensor<64x33xbf16, #t>
}

// CASE: transpose_i8 i8 100x67 -> 2 6700
func.func @transpose_i8(%x: tensor<100x67xi8>) -> tensor<100x67xi8, #t> {
  %0 = layout.transform %x : tensor<100x67xi8> to tensor<100x67xi8, #t>
  return %0 : tensor<100x67xi8, #t>
}

// Narrow elements whose rows are whole 4-byte words: the GPU tile kernel
// moves words (p x p blocks transposed in registers), partial tiles at
// both edges.
// CASE: transpose_bf16_words bf16 64x40 -> 2 2560
func.func @transpose_bf16_words(%x: tensor<64x40xbf16>) -> tensor<64x40xbf16, #t> {
  %0 = layout.transform %x : tensor<64x40xbf16> to tensor<64x40xbf16, #t>
  return %0 : tensor<64x40xbf16, #t>
}

// CASE: transpose_i8_words i8 100x68 -> 2 6800
func.func @transpose_i8_words(%x: tensor<100x68xi8>) -> tensor<100x68xi8, #t> {
  %0 = layout.transform %x : tensor<100x68xi8> to tensor<100x68xi8, #t>
  return %0 : tensor<100x68xi8, #t>
}

// NCHW -> NHWC of 8 i8 channels padded to 16 with 7: whole padding words.
#nhwc_i8 = #layout.encoding<order = [0, 2, 3, 1], align = [1, 16, 1, 1], pad_value = 7 : i8>
// CASE: nhwc_i8_padded i8 2x8x5x12 -> 4 1920
func.func @nhwc_i8_padded(%x: tensor<2x8x5x12xi8>) -> tensor<2x8x5x12xi8, #nhwc_i8> {
  %0 = layout.transform %x : tensor<2x8x5x12xi8> to tensor<2x8x5x12xi8, #nhwc_i8>
  return %0 : tensor<2x8x5x12xi8, #nhwc_i8>
}

// Rows padded to a multiple of 64 bytes: whole 16-byte chunks, and chunks
// split between elements and padding.
#rows_m1 = #layout.encoding<align = [1, 16], pad_value = -1.0 : f32, base_align = 64>
#rows_zero = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 64>
#rows_i8 = #layout.encoding<align = [1, 64], pad_value = 3 : i8>

// CASE: rows1000 f32 2x1000 -> 2 2016
func.func @rows1000(%x: tensor<2x1000xf32>) -> tensor<2x1000xf32, #rows_m1> {
  %0 = layout.transform %x : tensor<2x1000xf32> to tensor<2x1000xf32, #rows_m1>
  return %0 : tensor<2x1000xf32, #rows_m1>
}

// CASE: rows1001 f32 3x1001 -> 2 3024
func.func @rows1001(%x: tensor<3x1001xf32>) -> tensor<3x1001xf32, #rows_zero> {
  %0 = layout.transform %x : tensor<3x1001xf32> to tensor<3x1001xf32, #rows_zero>
  return %0 : tensor<3x1001xf32, #rows_zero>
}

// CASE: rows_i8 i8 5x100 -> 2 640
func.func @rows_i8(%x: tensor<5x100xi8>) -> tensor<5x100xi8, #rows_i8> {
  %0 = layout.transform %x : tensor<5x100xi8> to tensor<5x100xi8, #rows_i8>
  return %0 : tensor<5x100xi8, #rows_i8>
}

// NCHW -> NHWC with the channels aligned to 4 (permute + pad).
#nhwc4 = #layout.encoding<order = [0, 2, 3, 1], align = [1, 4, 1, 1], pad_value = -1.0 : f32>

// CASE: nhwc4 f32 2x3x5x7 -> 4 280
func.func @nhwc4(%x: tensor<2x3x5x7xf32>) -> tensor<2x3x5x7xf32, #nhwc4> {
  %0 = layout.transform %x : tensor<2x3x5x7xf32> to tensor<2x3x5x7xf32, #nhwc4>
  return %0 : tensor<2x3x5x7xf32, #nhwc4>
}

// A transpose whose destination rows are padded to 32 with 7.
#cols32 = #layout.encoding<order = [1, 0], align = [32, 1], pad_value = 7.0 : f32>

// CASE: transpose_pad f32 30x50 -> 2 1600
func.func @transpose_pad(%x: tensor<30x50xf32>) -> tensor<30x50xf32, #cols32> {
  %0 = layout.transform %x : tensor<30x50xf32> to tensor<30x50xf32, #cols32>
  return %0 : tensor<30x50xf32, #cols32>
}

#cols_f16 = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = -1.0 : f16>

// CASE: cols_f16 f16 9x10 -> 2 120
func.func @cols_f16(%x: tensor<9x10xf16>) -> tensor<9x10xf16, #cols_f16> {
  %0 = layout.transform %x : tensor<9x10xf16> to tensor<9x10xf16, #cols_f16>
  return %0 : tensor<9x10xf16, #cols_f16>
}

// [B, H, N, D] -> [B, N, H, D]: whole rows move.
#bnhd = #layout.encoding<order = [0, 2, 1, 3]>

// CASE: bhnd f32 2x3x4x40 -> 4 960
func.func @bhnd(%x: tensor<2x3x4x40xf32>) -> tensor<2x3x4x40xf32, #bnhd> {
  %0 = layout.transform %x : tensor<2x3x4x40xf32> to tensor<2x3x4x40xf32, #bnhd>
  return %0 : tensor<2x3x4x40xf32, #bnhd>
}

// A zero halo around each image.
#halo = #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero>

// CASE: halo f32 1x2x5x5 -> 4 98
func.func @halo(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32, #halo> {
  %0 = layout.transform %x : tensor<1x2x5x5xf32> to tensor<1x2x5x5xf32, #halo>
  return %0 : tensor<1x2x5x5xf32, #halo>
}

// From one layout to another: NHWC, then NCHW with rows padded with -2.
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#rows8 = #layout.encoding<align = [1, 1, 1, 8], pad_value = -2.0 : f32>

// CASE: nhwc_to_rows f32 2x3x4x5 -> 4 192
func.func @nhwc_to_rows(%x: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32, #rows8> {
  %0 = layout.transform %x : tensor<2x3x4x5xf32> to tensor<2x3x4x5xf32, #nhwc>
  %1 = layout.transform %0 : tensor<2x3x4x5xf32, #nhwc> to tensor<2x3x4x5xf32, #rows8>
  return %1 : tensor<2x3x4x5xf32, #rows8>
}

// NCHW -> NCHW16c: whole tiles (a copy of higher rank), and channels padded
// to a whole tile.
#nchw16c = #layout.encoding<tiles = [1 : 16]>
#nchw16c_padded = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>

// CASE: nchw16c f32 1x48x4x5 -> 5 960
func.func @nchw16c(%x: tensor<1x48x4x5xf32>) -> tensor<1x3x4x5x16xf32> {
  %0 = layout.transform %x : tensor<1x48x4x5xf32> to tensor<1x48x4x5xf32, #nchw16c>
  %1 = layout.to_physical %0 : tensor<1x48x4x5xf32, #nchw16c> to tensor<1x3x4x5x16xf32>
  return %1 : tensor<1x3x4x5x16xf32>
}

// CASE: nchw16c_padded f32 1x20x3x3 -> 5 288
func.func @nchw16c_padded(%x: tensor<1x20x3x3xf32>) -> tensor<1x2x3x3x16xf32> {
  %0 = layout.transform %x : tensor<1x20x3x3xf32> to tensor<1x20x3x3xf32, #nchw16c_padded>
  %1 = layout.to_physical %0 : tensor<1x20x3x3xf32, #nchw16c_padded> to tensor<1x2x3x3x16xf32>
  return %1 : tensor<1x2x3x3x16xf32>
}
