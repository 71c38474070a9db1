// The GPU benchmark's layout transforms (issue 7), each >= 256 MB on each
// side, beyond the 50-60 MB L2 of an H100/H200. `// CASE:` lines as for
// tensor-layout-compare: function, element type, input shape (identity
// layout), result rank and buffer elements. Built with
// --layout-lower-to-nvvm="host-shared=false": device memory only, every
// access in a kernel.

#t = #layout.encoding<order = [1, 0]>

// CASE: transpose_8192_f32 f32 8192x8192 -> 2 67108864
func.func @transpose_8192_f32(%x: tensor<8192x8192xf32>) -> tensor<8192x8192xf32, #t> {
  %0 = layout.transform %x : tensor<8192x8192xf32> to tensor<8192x8192xf32, #t>
  return %0 : tensor<8192x8192xf32, #t>
}

// CASE: transpose_8000_f32 f32 8000x8000 -> 2 64000000
func.func @transpose_8000_f32(%x: tensor<8000x8000xf32>) -> tensor<8000x8000xf32, #t> {
  %0 = layout.transform %x : tensor<8000x8000xf32> to tensor<8000x8000xf32, #t>
  return %0 : tensor<8000x8000xf32, #t>
}

// CASE: transpose_bf16 bf16 16384x8192 -> 2 134217728
func.func @transpose_bf16(%x: tensor<16384x8192xbf16>) -> tensor<16384x8192xbf16, #t> {
  %0 = layout.transform %x : tensor<16384x8192xbf16> to tensor<16384x8192xbf16, #t>
  return %0 : tensor<16384x8192xbf16, #t>
}

// CASE: transpose_i8 i8 16384x16384 -> 2 268435456
func.func @transpose_i8(%x: tensor<16384x16384xi8>) -> tensor<16384x16384xi8, #t> {
  %0 = layout.transform %x : tensor<16384x16384xi8> to tensor<16384x16384xi8, #t>
  return %0 : tensor<16384x16384xi8, #t>
}

// NCHW -> NHWC, and NHWC -> NCHW (an NHWC tensor given in its own order).
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#nchw_of_nhwc = #layout.encoding<order = [0, 3, 1, 2]>

// CASE: nchw_to_nhwc f32 64x256x64x64 -> 4 67108864
func.func @nchw_to_nhwc(%x: tensor<64x256x64x64xf32>) -> tensor<64x256x64x64xf32, #nhwc> {
  %0 = layout.transform %x : tensor<64x256x64x64xf32> to tensor<64x256x64x64xf32, #nhwc>
  return %0 : tensor<64x256x64x64xf32, #nhwc>
}

// CASE: nhwc_to_nchw f32 64x64x64x256 -> 4 67108864
func.func @nhwc_to_nchw(%x: tensor<64x64x64x256xf32>) -> tensor<64x64x64x256xf32, #nchw_of_nhwc> {
  %0 = layout.transform %x : tensor<64x64x64x256xf32> to tensor<64x64x64x256xf32, #nchw_of_nhwc>
  return %0 : tensor<64x64x64x256xf32, #nchw_of_nhwc>
}

// Attention heads: [B, H, N, D] -> [B, N, H, D].
#bnhd = #layout.encoding<order = [0, 2, 1, 3]>

// CASE: bhnd_to_bnhd f32 32x16x2048x64 -> 4 67108864
func.func @bhnd_to_bnhd(%x: tensor<32x16x2048x64xf32>) -> tensor<32x16x2048x64xf32, #bnhd> {
  %0 = layout.transform %x : tensor<32x16x2048x64xf32> to tensor<32x16x2048x64xf32, #bnhd>
  return %0 : tensor<32x16x2048x64xf32, #bnhd>
}

// Row padding: 1000 and 1001 floats to 1008.
#rows = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 64>

// CASE: pad_rows_1000 f32 65536x1000 -> 2 66060288
func.func @pad_rows_1000(%x: tensor<65536x1000xf32>) -> tensor<65536x1000xf32, #rows> {
  %0 = layout.transform %x : tensor<65536x1000xf32> to tensor<65536x1000xf32, #rows>
  return %0 : tensor<65536x1000xf32, #rows>
}

// CASE: pad_rows_1001 f32 65536x1001 -> 2 66060288
func.func @pad_rows_1001(%x: tensor<65536x1001xf32>) -> tensor<65536x1001xf32, #rows> {
  %0 = layout.transform %x : tensor<65536x1001xf32> to tensor<65536x1001xf32, #rows>
  return %0 : tensor<65536x1001xf32, #rows>
}

// NCHW -> NCHW16c.
#nchw16c = #layout.encoding<tiles = [1 : 16]>

// CASE: nchw_to_nchw16c f32 64x256x64x64 -> 5 67108864
func.func @nchw_to_nchw16c(%x: tensor<64x256x64x64xf32>) -> tensor<64x16x64x64x16xf32> {
  %0 = layout.transform %x : tensor<64x256x64x64xf32> to tensor<64x256x64x64xf32, #nchw16c>
  %1 = layout.to_physical %0 : tensor<64x256x64x64xf32, #nchw16c> to tensor<64x16x64x64x16xf32>
  return %1 : tensor<64x16x64x64x16xf32>
}
