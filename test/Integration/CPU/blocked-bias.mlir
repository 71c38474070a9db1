// A bias broadcast over channels, added to a tensor in a blocked layout:
// with whole blocks (8 channels in blocks of 4) the add runs over the
// physical dims, reading the bias at block * 4 + lane; with a padded
// block (8 channels in blocks of 3) it runs on plain tensors between
// transforms. Both lowered before (whole blocks failed: "failed to
// legalize operation 'linalg.generic'") and both give x + bias.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: sed -e 's/tiles = \[1 : 4\]/align = [1, 3, 1, 1], tiles = [1 : 3]/' %s \
// RUN:   | tensor-opt --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-bufferize | FileCheck %s --check-prefix=PHYSICAL

// PHYSICAL: #[[BIAS:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d1 * 4 + d4)>
// PHYSICAL: linalg.generic {indexing_maps = [#{{.*}}, #[[BIAS]], #{{.*}}]

// CHECK: sizes = [1, 8, 1, 2]
// CHECK-NEXT: {{\[\[\[\[}}101,     102]],
// CHECK-NEXT: {{\[\[}}203,     204]],
// CHECK-NEXT: {{\[\[}}305,     306]],
// CHECK-NEXT: {{\[\[}}407,     408]],
// CHECK-NEXT: {{\[\[}}509,     510]],
// CHECK-NEXT: {{\[\[}}611,     612]],
// CHECK-NEXT: {{\[\[}}713,     714]],
// CHECK-NEXT: {{\[\[}}815,     816]]]]

#blocked = #layout.encoding<tiles = [1 : 4]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#channel = affine_map<(n, c, h, w) -> (c)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @add_bias(%x: tensor<1x8x1x2xf32, #blocked>, %bias: tensor<8xf32>)
    -> tensor<1x8x1x2xf32, #blocked> {
  %e = tensor.empty() : tensor<1x8x1x2xf32, #blocked>
  %y = linalg.generic {indexing_maps = [#id, #channel, #id],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %bias : tensor<1x8x1x2xf32, #blocked>, tensor<8xf32>)
      outs(%e : tensor<1x8x1x2xf32, #blocked>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %s = arith.addf %in, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x8x1x2xf32, #blocked>
  return %y : tensor<1x8x1x2xf32, #blocked>
}

func.func @main() {
  %x = arith.constant dense<[[[[1.0, 2.0]], [[3.0, 4.0]], [[5.0, 6.0]], [[7.0, 8.0]], [[9.0, 10.0]], [[11.0, 12.0]], [[13.0, 14.0]], [[15.0, 16.0]]]]> : tensor<1x8x1x2xf32>
  %bias = arith.constant dense<[100.0, 200.0, 300.0, 400.0, 500.0, 600.0, 700.0, 800.0]> : tensor<8xf32>
  %t = layout.transform %x : tensor<1x8x1x2xf32> to tensor<1x8x1x2xf32, #blocked>
  %y = call @add_bias(%t, %bias) : (tensor<1x8x1x2xf32, #blocked>, tensor<8xf32>) -> tensor<1x8x1x2xf32, #blocked>
  %r = layout.transform %y : tensor<1x8x1x2xf32, #blocked> to tensor<1x8x1x2xf32>
  %m = bufferization.to_buffer %r : tensor<1x8x1x2xf32> to memref<1x8x1x2xf32>
  %u = memref.cast %m : memref<1x8x1x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
