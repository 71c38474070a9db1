// Programs whose kernels read constants, as functions for
// tensor-layout-compare (`// CASE:` lines as in transform-cases.mlir). On a
// GPU without HMM a kernel cannot read host globals: these ran into
// CUDA_ERROR_ILLEGAL_ADDRESS until the constants became the kernels' own
// globals (layout-gpu-device-constants).

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#rows = #layout.encoding<align = [1, 8], pad_value = zero, base_align = 64>

// An element-wise kernel reading a constant.
// CASE: add_constant f32 4x5 -> 2 20
func.func @add_constant(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %c = arith.constant dense<[[1.0, -2.0, 3.0, -4.0, 5.0], [6.0, -7.0, 8.0, -9.0, 10.0], [11.0, -12.0, 13.0, -14.0, 15.0], [16.0, -17.0, 18.0, -19.0, 20.0]]> : tensor<4x5xf32>
  %y = arith.addf %x, %c : tensor<4x5xf32>
  return %y : tensor<4x5xf32>
}

// A constant in a padded layout (laid out at compile time) read beside a
// transform of the input.
// CASE: add_padded_constant f32 3x5 -> 2 24
func.func @add_padded_constant(%x: tensor<3x5xf32>) -> tensor<3x5xf32, #rows> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [-1.0, -2.0, -3.0, -4.0, -5.0], [0.5, 1.5, 2.5, 3.5, 4.5]]> : tensor<3x5xf32>
  %xr = layout.transform %x : tensor<3x5xf32> to tensor<3x5xf32, #rows>
  %cr = layout.transform %c : tensor<3x5xf32> to tensor<3x5xf32, #rows>
  %y = arith.mulf %xr, %cr : tensor<3x5xf32, #rows>
  return %y : tensor<3x5xf32, #rows>
}

// A convolution (loops mapped to the GPU) with constant weights and bias,
// its image and result in NHWC: what a ResNet block does.
// CASE: conv_constant_weights f32 1x2x5x5 -> 4 36
func.func @conv_constant_weights(%x: tensor<1x2x5x5xf32>) -> tensor<1x4x3x3xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[[[1.0, 0.0, -1.0], [2.0, 0.0, -2.0], [1.0, 0.0, -1.0]], [[0.0, 1.0, 0.0], [1.0, -4.0, 1.0], [0.0, 1.0, 0.0]]],
                             [[[1.0, 1.0, 1.0], [0.0, 0.0, 0.0], [-1.0, -1.0, -1.0]], [[2.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, -2.0]]],
                             [[[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, -1.0, 0.0], [0.0, 0.0, 0.0]]],
                             [[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]], [[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0], [-7.0, -8.0, -9.0]]]]> : tensor<4x2x3x3xf32>
  %bias = arith.constant dense<[[[[0.5]], [[-0.5]], [[1.0]], [[-1.0]]]]> : tensor<1x4x1x1xf32>
  %xn = layout.transform %x : tensor<1x2x5x5xf32> to tensor<1x2x5x5xf32, #nhwc>
  %e = tensor.empty() : tensor<1x4x3x3xf32, #nhwc>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x3x3xf32, #nhwc>) -> tensor<1x4x3x3xf32, #nhwc>
  %c = linalg.conv_2d_nchw_fchw ins(%xn, %w : tensor<1x2x5x5xf32, #nhwc>, tensor<4x2x3x3xf32>)
      outs(%z : tensor<1x4x3x3xf32, #nhwc>) -> tensor<1x4x3x3xf32, #nhwc>
  %b = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (0, c, 0, 0)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %bias : tensor<1x4x3x3xf32, #nhwc>, tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x3x3xf32, #nhwc>) {
  ^bb0(%v: f32, %bv: f32, %out: f32):
    %s = arith.addf %v, %bv : f32
    linalg.yield %s : f32
  } -> tensor<1x4x3x3xf32, #nhwc>
  return %b : tensor<1x4x3x3xf32, #nhwc>
}

// A constant subtracted from the input, the difference transposed.
// CASE: transposed_constant f32 6x4 -> 2 24
func.func @transposed_constant(%x: tensor<6x4xf32>) -> tensor<6x4xf32, #layout.encoding<order = [1, 0]>> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0], [17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0]]> : tensor<6x4xf32>
  %xt = layout.transform %x : tensor<6x4xf32> to tensor<6x4xf32, #layout.encoding<order = [1, 0]>>
  %ct = layout.transform %c : tensor<6x4xf32> to tensor<6x4xf32, #layout.encoding<order = [1, 0]>>
  %y = arith.subf %xt, %ct : tensor<6x4xf32, #layout.encoding<order = [1, 0]>>
  return %y : tensor<6x4xf32, #layout.encoding<order = [1, 0]>>
}
