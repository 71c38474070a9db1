// Layout cases for the kernels of narrow elements (i8, bf16) and for rows
// whose alignment is only known at run time; compared by
// narrow-transforms.test. Each `// CASE:` line names a function, its input,
// and its result's rank and physical element count (tensor-layout-compare).

#t = #layout.encoding<order = [1, 0], base_align = 64>

// Source rows 512 bytes apart fall into 8 L1 sets: 64-row i8 tiles are
// staged. 130 rows: two whole tiles and an edge.
// CASE: transpose_i8_staged i8 130x512 -> 2 66560
func.func @transpose_i8_staged(%x: tensor<130x512xi8>) -> tensor<130x512xi8, #t> {
  %0 = layout.transform %x : tensor<130x512xi8> to tensor<130x512xi8, #t>
  return %0 : tensor<130x512xi8, #t>
}

// CASE: transpose_bf16_staged bf16 70x1024 -> 2 71680
func.func @transpose_bf16_staged(%x: tensor<70x1024xbf16>) -> tensor<70x1024xbf16, #t> {
  %0 = layout.transform %x : tensor<70x1024xbf16> to tensor<70x1024xbf16, #t>
  return %0 : tensor<70x1024xbf16, #t>
}

// Rows 200 bytes apart: lane tiles read straight from the source.
// CASE: transpose_i8 i8 131x200 -> 2 26200
func.func @transpose_i8(%x: tensor<131x200xi8>) -> tensor<131x200xi8, #t> {
  %0 = layout.transform %x : tensor<131x200xi8> to tensor<131x200xi8, #t>
  return %0 : tensor<131x200xi8, #t>
}

// NCHW -> NHWC with 64 channels: a block is one tile (destination rows
// within a page).
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CASE: nhwc_i8 i8 2x64x5x7 -> 4 4480
func.func @nhwc_i8(%x: tensor<2x64x5x7xi8>) -> tensor<2x64x5x7xi8, #nhwc> {
  %0 = layout.transform %x : tensor<2x64x5x7xi8> to tensor<2x64x5x7xi8, #nhwc>
  return %0 : tensor<2x64x5x7xi8, #nhwc>
}

// CASE: nhwc_bf16 bf16 2x64x3x33 -> 4 12672
func.func @nhwc_bf16(%x: tensor<2x64x3x33xbf16>) -> tensor<2x64x3x33xbf16, #nhwc> {
  %0 = layout.transform %x : tensor<2x64x3x33xbf16> to tensor<2x64x3x33xbf16, #nhwc>
  return %0 : tensor<2x64x3x33xbf16, #nhwc>
}

// Padded rows that start anywhere in a 64-byte line (1008 i8, 1008 bf16):
// with non-temporal stores, each row's head is peeled at run time.
#rows_i8 = #layout.encoding<align = [1, 16], pad_value = 3 : i8, base_align = 64>
#rows_bf16 = #layout.encoding<align = [1, 16], pad_value = -1.0 : bf16, base_align = 64>

// CASE: rows_i8 i8 5x1001 -> 2 5040
func.func @rows_i8(%x: tensor<5x1001xi8>) -> tensor<5x1001xi8, #rows_i8> {
  %0 = layout.transform %x : tensor<5x1001xi8> to tensor<5x1001xi8, #rows_i8>
  return %0 : tensor<5x1001xi8, #rows_i8>
}

// CASE: rows_bf16 bf16 4x1000 -> 2 4032
func.func @rows_bf16(%x: tensor<4x1000xbf16>) -> tensor<4x1000xbf16, #rows_bf16> {
  %0 = layout.transform %x : tensor<4x1000xbf16> to tensor<4x1000xbf16, #rows_bf16>
  return %0 : tensor<4x1000xbf16, #rows_bf16>
}

// A transpose whose destination rows are padded (with 5).
#cols_i8 = #layout.encoding<order = [1, 0], align = [16, 1], pad_value = 5 : i8, base_align = 64>

// CASE: transpose_pad_i8 i8 70x90 -> 2 7200
func.func @transpose_pad_i8(%x: tensor<70x90xi8>) -> tensor<70x90xi8, #cols_i8> {
  %0 = layout.transform %x : tensor<70x90xi8> to tensor<70x90xi8, #cols_i8>
  return %0 : tensor<70x90xi8, #cols_i8>
}

// 16-bit floats: with non-temporal stores, the loads and shuffles that feed
// them are rebuilt on integers (layout-legalize-nontemporal-stores).
// NCHW -> NCHW16c in bf16: 16 x 16 tiles of 32-byte rows.
#nchw16c = #layout.encoding<tiles = [1 : 16], base_align = 64>

// CASE: nchw16c_bf16 bf16 2x32x5x7 -> 5 2240
func.func @nchw16c_bf16(%x: tensor<2x32x5x7xbf16>) -> tensor<2x2x5x7x16xbf16> {
  %0 = layout.transform %x : tensor<2x32x5x7xbf16> to tensor<2x32x5x7xbf16, #nchw16c>
  %1 = layout.to_physical %0 : tensor<2x32x5x7xbf16, #nchw16c> to tensor<2x2x5x7x16xbf16>
  return %1 : tensor<2x2x5x7x16xbf16>
}

#rows_f16 = #layout.encoding<align = [1, 16], pad_value = 2.5 : f16, base_align = 64>

// CASE: rows_f16 f16 3x1001 -> 2 3024
func.func @rows_f16(%x: tensor<3x1001xf16>) -> tensor<3x1001xf16, #rows_f16> {
  %0 = layout.transform %x : tensor<3x1001xf16> to tensor<3x1001xf16, #rows_f16>
  return %0 : tensor<3x1001xf16, #rows_f16>
}

// CASE: transpose_f16 f16 96x70 -> 2 6720
func.func @transpose_f16(%x: tensor<96x70xf16>) -> tensor<96x70xf16, #t> {
  %0 = layout.transform %x : tensor<96x70xf16> to tensor<96x70xf16, #t>
  return %0 : tensor<96x70xf16, #t>
}

// NCHW -> NHWC with 3 channels: the interleave kernel, 3 x 64 i8 pixels
// shuffled together and stored a vector at a time (non-temporal).
#nhwc_aligned = #layout.encoding<order = [0, 2, 3, 1], base_align = 64>

// CASE: nhwc3_i8 i8 2x3x8x16 -> 4 768
func.func @nhwc3_i8(%x: tensor<2x3x8x16xi8>) -> tensor<2x3x8x16xi8, #nhwc_aligned> {
  %0 = layout.transform %x : tensor<2x3x8x16xi8> to tensor<2x3x8x16xi8, #nhwc_aligned>
  return %0 : tensor<2x3x8x16xi8, #nhwc_aligned>
}

// Transposes into rows that start inside a 64-byte line (1168 i8, 592
// bf16, 292 f32: 16 or 32 bytes past the last line boundary): with
// non-temporal stores, tiles are stored realigned, each row's lines whole
// and aligned, the row's first and last lines masked. Eighteen tiles per
// row, in two blocks; two rows of tiles and an edge.
#realign_i8 = #layout.encoding<order = [1, 0], align = [16, 1], pad_value = 5 : i8, base_align = 64>

// CASE: realign_i8 i8 1160x130 -> 2 151840
func.func @realign_i8(%x: tensor<1160x130xi8>) -> tensor<1160x130xi8, #realign_i8> {
  %0 = layout.transform %x : tensor<1160x130xi8> to tensor<1160x130xi8, #realign_i8>
  return %0 : tensor<1160x130xi8, #realign_i8>
}

// With an outer dim: every row's first block starts again.
#realign_bf16 = #layout.encoding<order = [0, 2, 1], align = [1, 16, 1], pad_value = -2.0 : bf16, base_align = 64>

// CASE: realign_bf16 bf16 2x584x70 -> 3 82880
func.func @realign_bf16(%x: tensor<2x584x70xbf16>) -> tensor<2x584x70xbf16, #realign_bf16> {
  %0 = layout.transform %x : tensor<2x584x70xbf16> to tensor<2x584x70xbf16, #realign_bf16>
  return %0 : tensor<2x584x70xbf16, #realign_bf16>
}

#realign_f32 = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = 7.0 : f32, base_align = 64>

// CASE: realign_f32 f32 290x37 -> 2 10804
func.func @realign_f32(%x: tensor<290x37xf32>) -> tensor<290x37xf32, #realign_f32> {
  %0 = layout.transform %x : tensor<290x37xf32> to tensor<290x37xf32, #realign_f32>
  return %0 : tensor<290x37xf32, #realign_f32>
}
