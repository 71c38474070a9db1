// RUN: tensor-opt %s -split-input-file -verify-diagnostics

#cm = #layout.encoding<order = [1, 0]>
func.func @shapes_differ(%a: memref<4x8xf32>, %b: memref<8x4xf32, strided<[1, 8]>>) {
  // expected-error @+1 {{'layout.copy' op source shape 'tensor<4x8xf32>' and destination shape 'tensor<8x4xf32, #layout.encoding<order = [1, 0]>>' differ; a copy changes only the layout}}
  layout.copy %a, %b : memref<4x8xf32> as tensor<4x8xf32>
      to memref<8x4xf32, strided<[1, 8]>> as tensor<8x4xf32, #cm>
  return
}

// -----

#cm = #layout.encoding<order = [1, 0]>
// The destination's padding is written where its layout says: its strides
// must be the layout's.
func.func @dest_strides(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  // expected-error @+1 {{'layout.copy' op destination buffer 'memref<4x8xf32>' does not hold a 'tensor<4x8xf32, #layout.encoding<order = [1, 0]>>'; expected 'memref<4x8xf32, strided<[1, 4]>>'}}
  layout.copy %a, %b : memref<4x8xf32> as tensor<4x8xf32>
      to memref<4x8xf32> as tensor<4x8xf32, #cm>
  return
}

// -----

#nchw16c = #layout.encoding<tiles = [1 : 16]>
func.func @tiled_source_logical(%a: memref<1x32x2x2xf32>, %b: memref<1x32x2x2xf32>) {
  // expected-error @+1 {{'layout.copy' op source buffer 'memref<1x32x2x2xf32>' does not hold a 'tensor<1x32x2x2xf32, #layout.encoding<tiles = [1 : 16]>>'; expected 'memref<1x2x2x2x16xf32>'}}
  layout.copy %a, %b : memref<1x32x2x2xf32> as tensor<1x32x2x2xf32, #nchw16c>
      to memref<1x32x2x2xf32> as tensor<1x32x2x2xf32>
  return
}

// -----

func.func @element_types(%a: memref<4xf32>, %b: memref<4xf16>) {
  // expected-error @+1 {{'layout.copy' op source element type 'f32' and result element type 'f16' differ}}
  layout.copy %a, %b : memref<4xf32> as tensor<4xf32> to memref<4xf16> as tensor<4xf16>
  return
}

// -----

func.func @alignment(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'layout.copy' op dest_alignment must be a power of two, got 48}}
  layout.copy %a, %b {dest_alignment = 48 : i64} : memref<4xf32> as tensor<4xf32> to memref<4xf32> as tensor<4xf32>
  return
}

// -----

func.func @dynamic_tiled(%a: memref<?xf32>, %b: memref<?x8xf32>) {
  // expected-error @+1 {{'layout.copy' op expects 1 sizes (the extents of the dynamic dims of a tiled layout), got 0}}
  layout.copy %a, %b : memref<?xf32> as tensor<?xf32> to memref<?x8xf32> as tensor<?xf32, #layout.encoding<align = [8], tiles = [0 : 8]>>
  return
}

// -----

func.func @sizes_untiled(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) {
  // expected-error @+1 {{'layout.copy' op expects 0 sizes (the extents of the dynamic dims where no side is tiled), got 1}}
  layout.copy %a, %b sizes(%n) : memref<?xf32> as tensor<?xf32> to memref<?xf32> as tensor<?xf32>
  return
}
