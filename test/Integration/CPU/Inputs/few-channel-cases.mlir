// Layout cases of images with few channels (3, as the first layer of a
// network has): into and out of NCHW16c, where the channels are one tile
// padded to 16, and NHWC -> NCHW; then 20 channels, padded over two tiles.
// Compared by few-channel-transforms.test, which compiles them without
// canonicalization, so that a transform into a blocked layout and back
// stays two transforms. Each `// CASE:` line names a
// function, its input, and its result's rank and physical element count
// (tensor-layout-compare).

#c16_f32 = #layout.encoding<align = [1, 16, 1, 1], pad_value = -1.0 : f32, tiles = [1 : 16]>
#c16_i8 = #layout.encoding<align = [1, 16, 1, 1], pad_value = 5 : i8, tiles = [1 : 16]>
#c16_bf16 = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]>
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#nhwc4 = #layout.encoding<order = [0, 2, 3, 1], align = [1, 4, 1, 1], pad_value = 7.0 : f32>
#nhwc8 = #layout.encoding<order = [0, 2, 3, 1], align = [1, 8, 1, 1], pad_value = 7.0 : f32>

// NCHW -> NCHW16c: 3 channels interleaved with 13 pad values per pixel.
// 35 pixels of f32: two vectors and an edge of 3.
// CASE: to_c16_f32 f32 2x3x5x7 -> 5 1120
func.func @to_c16_f32(%x: tensor<2x3x5x7xf32>) -> tensor<2x1x5x7x16xf32> {
  %0 = layout.transform %x : tensor<2x3x5x7xf32> to tensor<2x3x5x7xf32, #c16_f32>
  %1 = layout.to_physical %0 : tensor<2x3x5x7xf32, #c16_f32> to tensor<2x1x5x7x16xf32>
  return %1 : tensor<2x1x5x7x16xf32>
}

// 81 pixels of i8: one vector and an edge of 17.
// CASE: to_c16_i8 i8 2x3x9x9 -> 5 2592
func.func @to_c16_i8(%x: tensor<2x3x9x9xi8>) -> tensor<2x1x9x9x16xi8> {
  %0 = layout.transform %x : tensor<2x3x9x9xi8> to tensor<2x3x9x9xi8, #c16_i8>
  %1 = layout.to_physical %0 : tensor<2x3x9x9xi8, #c16_i8> to tensor<2x1x9x9x16xi8>
  return %1 : tensor<2x1x9x9x16xi8>
}

// CASE: to_c16_bf16 bf16 1x3x6x11 -> 5 1056
func.func @to_c16_bf16(%x: tensor<1x3x6x11xbf16>) -> tensor<1x1x6x11x16xbf16> {
  %0 = layout.transform %x : tensor<1x3x6x11xbf16> to tensor<1x3x6x11xbf16, #c16_bf16>
  %1 = layout.to_physical %0 : tensor<1x3x6x11xbf16, #c16_bf16> to tensor<1x1x6x11x16xbf16>
  return %1 : tensor<1x1x6x11x16xbf16>
}

// NCHW16c -> NCHW: each channel row gathered from 16-element pixels.
// CASE: from_c16_f32 f32 2x3x5x7 -> 4 210
func.func @from_c16_f32(%x: tensor<2x3x5x7xf32>) -> tensor<2x3x5x7xf32> {
  %0 = layout.transform %x : tensor<2x3x5x7xf32> to tensor<2x3x5x7xf32, #c16_f32>
  %1 = layout.transform %0 : tensor<2x3x5x7xf32, #c16_f32> to tensor<2x3x5x7xf32>
  return %1 : tensor<2x3x5x7xf32>
}

// CASE: from_c16_i8 i8 2x3x9x9 -> 4 486
func.func @from_c16_i8(%x: tensor<2x3x9x9xi8>) -> tensor<2x3x9x9xi8> {
  %0 = layout.transform %x : tensor<2x3x9x9xi8> to tensor<2x3x9x9xi8, #c16_i8>
  %1 = layout.transform %0 : tensor<2x3x9x9xi8, #c16_i8> to tensor<2x3x9x9xi8>
  return %1 : tensor<2x3x9x9xi8>
}

// NCHW16c -> NHWC: rows of 3 channels.
// CASE: c16_to_nhwc_bf16 bf16 1x3x6x11 -> 4 198
func.func @c16_to_nhwc_bf16(%x: tensor<1x3x6x11xbf16>) -> tensor<1x3x6x11xbf16, #nhwc> {
  %0 = layout.transform %x : tensor<1x3x6x11xbf16> to tensor<1x3x6x11xbf16, #c16_bf16>
  %1 = layout.transform %0 : tensor<1x3x6x11xbf16, #c16_bf16> to tensor<1x3x6x11xbf16, #nhwc>
  return %1 : tensor<1x3x6x11xbf16, #nhwc>
}

// NHWC -> NCHW, packed pixels of 3 i8 channels.
// CASE: nhwc_to_nchw_i8 i8 2x3x9x9 -> 4 486
func.func @nhwc_to_nchw_i8(%x: tensor<2x3x9x9xi8>) -> tensor<2x3x9x9xi8> {
  %0 = layout.transform %x : tensor<2x3x9x9xi8> to tensor<2x3x9x9xi8, #nhwc>
  %1 = layout.transform %0 : tensor<2x3x9x9xi8, #nhwc> to tensor<2x3x9x9xi8>
  return %1 : tensor<2x3x9x9xi8>
}

// NHWC with pixels padded to 4 channels -> NCHW: the last pixel's padding,
// at the end of the buffer, is not read (a masked load).
// CASE: nhwc4_to_nchw_f32 f32 1x3x4x8 -> 4 96
func.func @nhwc4_to_nchw_f32(%x: tensor<1x3x4x8xf32>) -> tensor<1x3x4x8xf32> {
  %0 = layout.transform %x : tensor<1x3x4x8xf32> to tensor<1x3x4x8xf32, #nhwc4>
  %1 = layout.transform %0 : tensor<1x3x4x8xf32, #nhwc4> to tensor<1x3x4x8xf32>
  return %1 : tensor<1x3x4x8xf32>
}

// 20 channels: padding over two tiles of 16 (the CPU's scalar loops; on the
// GPU the gather kernel, a thread per position of the destination).
// CASE: to_c16x2_f32 f32 2x20x3x5 -> 5 960
func.func @to_c16x2_f32(%x: tensor<2x20x3x5xf32>) -> tensor<2x2x3x5x16xf32> {
  %0 = layout.transform %x : tensor<2x20x3x5xf32> to tensor<2x20x3x5xf32, #c16_f32>
  %1 = layout.to_physical %0 : tensor<2x20x3x5xf32, #c16_f32> to tensor<2x2x3x5x16xf32>
  return %1 : tensor<2x2x3x5x16xf32>
}

// And out of it into NHWC with pixels padded to 24 channels (pad value 7).
// CASE: c16x2_to_nhwc8_f32 f32 1x20x3x5 -> 4 360
func.func @c16x2_to_nhwc8_f32(%x: tensor<1x20x3x5xf32>) -> tensor<1x20x3x5xf32, #nhwc8> {
  %0 = layout.transform %x : tensor<1x20x3x5xf32> to tensor<1x20x3x5xf32, #c16_f32>
  %1 = layout.transform %0 : tensor<1x20x3x5xf32, #c16_f32> to tensor<1x20x3x5xf32, #nhwc8>
  return %1 : tensor<1x20x3x5xf32, #nhwc8>
}
