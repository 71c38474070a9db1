// Copies into a tiling with padding, as a depthwise convolution's input
// needs it: 18 channels in tiles of 16 (one whole tile, then 2 channels
// padded to 16) with a halo, from NHWC (channels contiguous: rows of 16)
// and from NCHW (pixels contiguous: a transposing kernel), and back out of
// it into both. The vector lowering splits each copy into one per run of
// tiles; into the tiling, the first writes the padding. Whole physical
// buffers are printed, padding included, and must be what the scalar
// lowering (vector-bytes=0) writes.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s '--layout-lower-to-llvm=vector-bytes=0' | %{run} | FileCheck %s

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#blocked = #layout.encoding<align = [1, 16, 1, 1], pad_low = [0, 0, 1, 0], pad_high = [0, 0, 0, 1], pad_value = -1.0 : f32, tiles = [1 : 16]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @from_nhwc(%x: tensor<1x18x1x2xf32, #nhwc>) -> tensor<1x2x2x3x16xf32> {
  %b = layout.transform %x : tensor<1x18x1x2xf32, #nhwc> to tensor<1x18x1x2xf32, #blocked>
  %p = layout.to_physical %b : tensor<1x18x1x2xf32, #blocked> to tensor<1x2x2x3x16xf32>
  return %p : tensor<1x2x2x3x16xf32>
}

func.func @from_nchw(%x: tensor<1x18x1x2xf32>) -> tensor<1x2x2x3x16xf32> {
  %b = layout.transform %x : tensor<1x18x1x2xf32> to tensor<1x18x1x2xf32, #blocked>
  %p = layout.to_physical %b : tensor<1x18x1x2xf32, #blocked> to tensor<1x2x2x3x16xf32>
  return %p : tensor<1x2x2x3x16xf32>
}

func.func @to_nchw(%b: tensor<1x18x1x2xf32, #blocked>) -> tensor<1x18x1x2xf32> {
  %x = layout.transform %b : tensor<1x18x1x2xf32, #blocked> to tensor<1x18x1x2xf32>
  return %x : tensor<1x18x1x2xf32>
}

func.func @to_nhwc(%b: tensor<1x18x1x2xf32, #blocked>) -> tensor<1x1x2x18xf32> {
  %x = layout.transform %b : tensor<1x18x1x2xf32, #blocked> to tensor<1x18x1x2xf32, #nhwc>
  %p = layout.to_physical %x : tensor<1x18x1x2xf32, #nhwc> to tensor<1x1x2x18xf32>
  return %p : tensor<1x1x2x18xf32>
}

func.func @main() {
  // Channel c of pixel w holds 10 * c + w.
  %x = arith.constant dense<[[[[0.0, 1.0]], [[10.0, 11.0]], [[20.0, 21.0]], [[30.0, 31.0]],
      [[40.0, 41.0]], [[50.0, 51.0]], [[60.0, 61.0]], [[70.0, 71.0]], [[80.0, 81.0]],
      [[90.0, 91.0]], [[100.0, 101.0]], [[110.0, 111.0]], [[120.0, 121.0]], [[130.0, 131.0]],
      [[140.0, 141.0]], [[150.0, 151.0]], [[160.0, 161.0]], [[170.0, 171.0]]]]> : tensor<1x18x1x2xf32>
  %n = layout.transform %x : tensor<1x18x1x2xf32> to tensor<1x18x1x2xf32, #nhwc>
  %a = call @from_nhwc(%n) : (tensor<1x18x1x2xf32, #nhwc>) -> tensor<1x2x2x3x16xf32>
  %ma = bufferization.to_buffer %a : tensor<1x2x2x3x16xf32> to memref<1x2x2x3x16xf32>
  %ua = memref.cast %ma : memref<1x2x2x3x16xf32> to memref<*xf32>
  // Tile 0: a halo row of -1, then each pixel's 16 channels and the high
  // halo pixel; tile 1: channels 16 and 17, then 14 channels of -1.
  // CHECK: sizes = [1, 2, 2, 3, 16]
  // CHECK-NEXT: {{\[\[\[\[\[}}-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1]],
  // CHECK-NEXT: {{\[\[}}0,   10,   20,   30,   40,   50,   60,   70,   80,   90,   100,   110,   120,   130,   140,   150],
  // CHECK-NEXT: [1,   11,   21,   31,   41,   51,   61,   71,   81,   91,   101,   111,   121,   131,   141,   151],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1]]],
  // CHECK-NEXT: {{\[\[\[}}-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1]],
  // CHECK-NEXT: {{\[\[}}160,   170,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [161,   171,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1]]]]]
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = call @from_nchw(%x) : (tensor<1x18x1x2xf32>) -> tensor<1x2x2x3x16xf32>
  %mb = bufferization.to_buffer %b : tensor<1x2x2x3x16xf32> to memref<1x2x2x3x16xf32>
  %ub = memref.cast %mb : memref<1x2x2x3x16xf32> to memref<*xf32>
  // CHECK: sizes = [1, 2, 2, 3, 16]
  // CHECK-NEXT: {{\[\[\[\[\[}}-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1]],
  // CHECK-NEXT: {{\[\[}}0,   10,   20,   30,   40,   50,   60,   70,   80,   90,   100,   110,   120,   130,   140,   150],
  // CHECK-NEXT: [1,   11,   21,   31,   41,   51,   61,   71,   81,   91,   101,   111,   121,   131,   141,   151],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1]]],
  // CHECK-NEXT: {{\[\[\[}}-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1]],
  // CHECK-NEXT: {{\[\[}}160,   170,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [161,   171,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1]]]]]
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()

  // Out of the tiling.
  %blocked = layout.transform %x : tensor<1x18x1x2xf32> to tensor<1x18x1x2xf32, #blocked>
  %c = call @to_nchw(%blocked) : (tensor<1x18x1x2xf32, #blocked>) -> tensor<1x18x1x2xf32>
  %mc = bufferization.to_buffer %c : tensor<1x18x1x2xf32> to memref<1x18x1x2xf32>
  %uc = memref.cast %mc : memref<1x18x1x2xf32> to memref<*xf32>
  // Each channel's two pixels, in NCHW.
  // CHECK: sizes = [1, 18, 1, 2]
  // CHECK-NEXT: {{\[\[\[\[}}0,     1]],
  // CHECK-NEXT: {{\[\[}}10,     11]],
  // CHECK-NEXT: {{\[\[}}20,     21]],
  // CHECK-NEXT: {{\[\[}}30,     31]],
  // CHECK-NEXT: {{\[\[}}40,     41]],
  // CHECK-NEXT: {{\[\[}}50,     51]],
  // CHECK-NEXT: {{\[\[}}60,     61]],
  // CHECK-NEXT: {{\[\[}}70,     71]],
  // CHECK-NEXT: {{\[\[}}80,     81]],
  // CHECK-NEXT: {{\[\[}}90,     91]],
  // CHECK-NEXT: {{\[\[}}100,     101]],
  // CHECK-NEXT: {{\[\[}}110,     111]],
  // CHECK-NEXT: {{\[\[}}120,     121]],
  // CHECK-NEXT: {{\[\[}}130,     131]],
  // CHECK-NEXT: {{\[\[}}140,     141]],
  // CHECK-NEXT: {{\[\[}}150,     151]],
  // CHECK-NEXT: {{\[\[}}160,     161]],
  // CHECK-NEXT: {{\[\[}}170,     171]]]]
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %d = call @to_nhwc(%blocked) : (tensor<1x18x1x2xf32, #blocked>) -> tensor<1x1x2x18xf32>
  %md = bufferization.to_buffer %d : tensor<1x1x2x18xf32> to memref<1x1x2x18xf32>
  %ud = memref.cast %md : memref<1x1x2x18xf32> to memref<*xf32>
  // Each pixel's 18 channels, in NHWC.
  // CHECK: sizes = [1, 1, 2, 18]
  // CHECK-NEXT: {{\[\[\[\[}}0,     10,     20,     30,     40,     50,     60,     70,     80,     90,     100,     110,     120,     130,     140,     150,     160,     170],
  // CHECK-NEXT: [1,     11,     21,     31,     41,     51,     61,     71,     81,     91,     101,     111,     121,     131,     141,     151,     161,     171]]]]
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  return
}
