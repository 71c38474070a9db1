// Matmuls on cuBLASLt and convolutions on cuDNN
// (--layout-lower-to-nvvm=libraries=true), as functions for
// tensor-layout-compare (`// CASE:` lines as in transform-cases.mlir),
// against the CPU build. Inputs and weights are small integers, so every
// sum is exact in f32 whatever order a kernel adds in: the builds must
// agree on every byte.

#rows = #layout.encoding<align = [1, 32], pad_value = zero, base_align = 64>
#cols = #layout.encoding<order = [1, 0]>
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// An MLP layer: constant weights, a bias, a ReLU (cuBLASLt's epilogue).
// CASE: mlp_layer f32 8x16 -> 2 96
func.func @mlp_layer(%x: tensor<8x16xf32>) -> tensor<8x12xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0]]> : tensor<16x12xf32>
  %b = arith.constant dense<[[-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, -4.0, -3.0, -2.0], [1.0, 2.0, 3.0, 4.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, -4.0, -3.0, -2.0, -1.0], [2.0, 3.0, 4.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, -4.0, -3.0, -2.0, -1.0, 0.0], [3.0, 4.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, -4.0], [-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0], [4.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, -4.0, -3.0]]> : tensor<8x12xf32>
  %zeros = arith.constant dense<0.0> : tensor<8x12xf32>
  %e = tensor.empty() : tensor<8x12xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x12xf32>) outs(%f : tensor<8x12xf32>) -> tensor<8x12xf32>
  %s = arith.addf %m, %b : tensor<8x12xf32>
  %r = arith.maximumf %s, %zeros : tensor<8x12xf32>
  return %r : tensor<8x12xf32>
}

// A column-major input and a result with rows padded to 32 (its padding
// holds zero): the call reads and writes them as they are.
// CASE: strided_layouts f32 8x12 -> 2 256
func.func @strided_layouts(%x: tensor<8x12xf32>) -> tensor<8x20xf32, #rows> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[-2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [-1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0], [2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [-2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [-1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0], [2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [-2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]> : tensor<12x20xf32>
  %xc = layout.transform %x : tensor<8x12xf32> to tensor<8x12xf32, #cols>
  %e = tensor.empty() : tensor<8x20xf32, #rows>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x20xf32, #rows>) -> tensor<8x20xf32, #rows>
  %m = linalg.matmul ins(%xc, %w : tensor<8x12xf32, #cols>, tensor<12x20xf32>) outs(%f : tensor<8x20xf32, #rows>) -> tensor<8x20xf32, #rows>
  return %m : tensor<8x20xf32, #rows>
}

// A batch matmul added to a result that holds ones (beta = 1).
// CASE: batch_accumulate f32 2x3x8 -> 3 24
func.func @batch_accumulate(%x: tensor<2x3x8xf32>) -> tensor<2x3x4xf32> {
  %one = arith.constant 1.0 : f32
  %w = arith.constant dense<[[[-3.0, -3.0, -3.0, -3.0], [0.0, 0.0, 0.0, 0.0], [3.0, 3.0, 3.0, 3.0], [-1.0, -1.0, -1.0, -1.0], [2.0, 2.0, 2.0, 2.0], [-2.0, -2.0, -2.0, -2.0], [1.0, 1.0, 1.0, 1.0], [-3.0, -3.0, -3.0, -3.0]], [[1.0, 1.0, 1.0, 1.0], [-3.0, -3.0, -3.0, -3.0], [0.0, 0.0, 0.0, 0.0], [3.0, 3.0, 3.0, 3.0], [-1.0, -1.0, -1.0, -1.0], [2.0, 2.0, 2.0, 2.0], [-2.0, -2.0, -2.0, -2.0], [1.0, 1.0, 1.0, 1.0]]]> : tensor<2x8x4xf32>
  %e = tensor.empty() : tensor<2x3x4xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %m = linalg.batch_matmul ins(%x, %w : tensor<2x3x8xf32>, tensor<2x8x4xf32>) outs(%f : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %m : tensor<2x3x4xf32>
}

// A ResNet-like convolution in NCHW: the padded image, constant weights,
// then a per-channel bias and a ReLU (GPU loops after the cuDNN call).
// CASE: conv_nchw f32 1x3x6x6 -> 4 144
func.func @conv_nchw(%x: tensor<1x3x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[[[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]]], [[[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]]], [[[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]]], [[[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]]]]> : tensor<4x3x3x3xf32>
  %bias = arith.constant dense<[[[[1.0]], [[-2.0]], [[3.0]], [[-4.0]]]]> : tensor<1x4x1x1xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x6x6xf32> to tensor<1x3x8x8xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (0, c, 0, 0)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %bias : tensor<1x4x6x6xf32>, tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%v: f32, %bv: f32, %out: f32):
    %s = arith.addf %v, %bv : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// The same in NHWC (image, filter and result), at stride 2: cuDNN reads
// the transformed buffers as they are.
// CASE: conv_nhwc f32 1x4x9x9 -> 4 96
func.func @conv_nhwc(%x: tensor<1x4x9x9xf32>) -> tensor<1x6x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[[[-3.0, -1.0, 1.0], [2.0, -3.0, -1.0], [0.0, 2.0, -3.0]], [[-3.0, -1.0, 1.0], [2.0, -3.0, -1.0], [0.0, 2.0, -3.0]], [[-3.0, -1.0, 1.0], [2.0, -3.0, -1.0], [0.0, 2.0, -3.0]], [[-3.0, -1.0, 1.0], [2.0, -3.0, -1.0], [0.0, 2.0, -3.0]]], [[[0.0, 2.0, -3.0], [-2.0, 0.0, 2.0], [3.0, -2.0, 0.0]], [[0.0, 2.0, -3.0], [-2.0, 0.0, 2.0], [3.0, -2.0, 0.0]], [[0.0, 2.0, -3.0], [-2.0, 0.0, 2.0], [3.0, -2.0, 0.0]], [[0.0, 2.0, -3.0], [-2.0, 0.0, 2.0], [3.0, -2.0, 0.0]]], [[[3.0, -2.0, 0.0], [1.0, 3.0, -2.0], [-1.0, 1.0, 3.0]], [[3.0, -2.0, 0.0], [1.0, 3.0, -2.0], [-1.0, 1.0, 3.0]], [[3.0, -2.0, 0.0], [1.0, 3.0, -2.0], [-1.0, 1.0, 3.0]], [[3.0, -2.0, 0.0], [1.0, 3.0, -2.0], [-1.0, 1.0, 3.0]]], [[[-1.0, 1.0, 3.0], [-3.0, -1.0, 1.0], [2.0, -3.0, -1.0]], [[-1.0, 1.0, 3.0], [-3.0, -1.0, 1.0], [2.0, -3.0, -1.0]], [[-1.0, 1.0, 3.0], [-3.0, -1.0, 1.0], [2.0, -3.0, -1.0]], [[-1.0, 1.0, 3.0], [-3.0, -1.0, 1.0], [2.0, -3.0, -1.0]]], [[[2.0, -3.0, -1.0], [0.0, 2.0, -3.0], [-2.0, 0.0, 2.0]], [[2.0, -3.0, -1.0], [0.0, 2.0, -3.0], [-2.0, 0.0, 2.0]], [[2.0, -3.0, -1.0], [0.0, 2.0, -3.0], [-2.0, 0.0, 2.0]], [[2.0, -3.0, -1.0], [0.0, 2.0, -3.0], [-2.0, 0.0, 2.0]]], [[[-2.0, 0.0, 2.0], [3.0, -2.0, 0.0], [1.0, 3.0, -2.0]], [[-2.0, 0.0, 2.0], [3.0, -2.0, 0.0], [1.0, 3.0, -2.0]], [[-2.0, 0.0, 2.0], [3.0, -2.0, 0.0], [1.0, 3.0, -2.0]], [[-2.0, 0.0, 2.0], [3.0, -2.0, 0.0], [1.0, 3.0, -2.0]]]]> : tensor<6x4x3x3xf32>
  %xn = layout.transform %x : tensor<1x4x9x9xf32> to tensor<1x4x9x9xf32, #nhwc>
  %wn = layout.transform %w : tensor<6x4x3x3xf32> to tensor<6x4x3x3xf32, #nhwc>
  %e = tensor.empty() : tensor<1x6x4x4xf32, #nhwc>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x4x4xf32, #nhwc>) -> tensor<1x6x4x4xf32, #nhwc>
  %c = linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%xn, %wn : tensor<1x4x9x9xf32, #nhwc>, tensor<6x4x3x3xf32, #nhwc>) outs(%f : tensor<1x6x4x4xf32, #nhwc>) -> tensor<1x6x4x4xf32, #nhwc>
  return %c : tensor<1x6x4x4xf32, #nhwc>
}

// A depthwise convolution (6 groups for cuDNN) in NHWC with zero padding 1.
// CASE: depthwise_nhwc f32 1x6x7x7 -> 4 294
func.func @depthwise_nhwc(%x: tensor<1x6x7x7xf32>) -> tensor<1x6x7x7xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[[-2.0, 0.0, 2.0], [1.0, -2.0, 0.0], [-1.0, 1.0, -2.0]], [[-2.0, 0.0, 2.0], [1.0, -2.0, 0.0], [-1.0, 1.0, -2.0]], [[-2.0, 0.0, 2.0], [1.0, -2.0, 0.0], [-1.0, 1.0, -2.0]], [[-2.0, 0.0, 2.0], [1.0, -2.0, 0.0], [-1.0, 1.0, -2.0]], [[-2.0, 0.0, 2.0], [1.0, -2.0, 0.0], [-1.0, 1.0, -2.0]], [[-2.0, 0.0, 2.0], [1.0, -2.0, 0.0], [-1.0, 1.0, -2.0]]]> : tensor<6x3x3xf32>
  %xn = layout.transform %x : tensor<1x6x7x7xf32> to tensor<1x6x7x7xf32, #nhwc>
  %p = tensor.pad %xn low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x6x7x7xf32, #nhwc> to tensor<1x6x9x9xf32, #nhwc>
  %e = tensor.empty() : tensor<1x6x7x7xf32, #nhwc>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x7x7xf32, #nhwc>) -> tensor<1x6x7x7xf32, #nhwc>
  %c = linalg.depthwise_conv_2d_nchw_chw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x6x9x9xf32, #nhwc>, tensor<6x3x3xf32>) outs(%f : tensor<1x6x7x7xf32, #nhwc>) -> tensor<1x6x7x7xf32, #nhwc>
  return %c : tensor<1x6x7x7xf32, #nhwc>
}

// A softmax along dim 0 (cuDNN's softmax) into rows padded to 32 (their
// padding holds zero). Its logits, x * 0 plus a constant, are 0 or -200 in
// each column, with 1, 2, 4 or 8 zeros: every result is exactly 0 (e^-200
// is below f32's least float) or 1 over a power of two, on any hardware.
// CASE: softmax_columns f32 8x16 -> 2 256
func.func @softmax_columns(%x: tensor<8x16xf32>) -> tensor<8x16xf32, #rows> {
  %zeros = arith.constant dense<0.0> : tensor<8x16xf32>
  %logits = arith.constant dense<[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [-200.0, 0.0, 0.0, 0.0, -200.0, 0.0, 0.0, 0.0, -200.0, 0.0, 0.0, 0.0, -200.0, 0.0, 0.0, 0.0], [-200.0, -200.0, 0.0, 0.0, -200.0, -200.0, 0.0, 0.0, -200.0, -200.0, 0.0, 0.0, -200.0, -200.0, 0.0, 0.0], [-200.0, -200.0, 0.0, 0.0, -200.0, -200.0, 0.0, 0.0, -200.0, -200.0, 0.0, 0.0, -200.0, -200.0, 0.0, 0.0], [-200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0], [-200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0], [-200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0], [-200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0, -200.0, -200.0, -200.0, 0.0]]> : tensor<8x16xf32>
  %m = arith.mulf %x, %zeros : tensor<8x16xf32>
  %s = arith.addf %m, %logits : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32, #rows>
  %p = linalg.softmax dimension(0) ins(%s : tensor<8x16xf32>) outs(%e : tensor<8x16xf32, #rows>) -> tensor<8x16xf32, #rows>
  return %p : tensor<8x16xf32, #rows>
}

// The stem's max pooling (cuDNN's): a 3x3 window at stride 2 over the
// image padded with the lowest float, which cuDNN pads itself.
// CASE: max_pooling f32 1x3x9x9 -> 4 75
func.func @max_pooling(%x: tensor<1x3x9x9xf32>) -> tensor<1x3x5x5xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %lowest : f32
  } : tensor<1x3x9x9xf32> to tensor<1x3x11x11xf32>
  %e = tensor.empty() : tensor<1x3x5x5xf32>
  %m = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %window : tensor<1x3x11x11xf32>, tensor<3x3xf32>)
      outs(%m : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  return %y : tensor<1x3x5x5xf32>
}

// A matmul whose bias is a full-size splat (as in bench/networks/mlp.mlir),
// which canonicalization folds into a scalar: cuBLASLt adds it as its bias
// epilogue, then the ReLU.
// CASE: splat_bias f32 8x16 -> 2 64
func.func @splat_bias(%x: tensor<8x16xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[1.0, -1.0, 2.0, 0.0, -2.0, 1.0, 0.0, -1.0]]> : tensor<1x8xf32>
  %wide = tensor.collapse_shape %w [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
  %e0 = tensor.empty() : tensor<16x8xf32>
  %weights = linalg.broadcast ins(%wide : tensor<8xf32>) outs(%e0 : tensor<16x8xf32>) dimensions = [0]
  %b = arith.constant dense<-3.0> : tensor<8x8xf32>
  %zeros = arith.constant dense<0.0> : tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%x, %weights : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = arith.addf %m, %b : tensor<8x8xf32>
  %r = arith.maximumf %s, %zeros : tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// bf16 operands (the input rounded to bf16, bf16 weights) into an f32
// result, the bias and ReLU in the epilogue: cuBLASLt's bf16 matmul sums
// in f32 as linalg does. Small integers are exact in bf16.
// CASE: bf16_operands f32 8x16 -> 2 96
func.func @bf16_operands(%x: tensor<8x16xf32>) -> tensor<8x12xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0], [0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0], [-2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0], [3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0], [1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0], [-1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0], [0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0], [-2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0], [3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0], [1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0], [-1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0], [2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0]]> : tensor<16x12xbf16>
  %b = arith.constant dense<1.0> : tensor<8x12xf32>
  %zeros = arith.constant dense<0.0> : tensor<8x12xf32>
  %xb = arith.truncf %x : tensor<8x16xf32> to tensor<8x16xbf16>
  %e = tensor.empty() : tensor<8x12xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %m = linalg.matmul ins(%xb, %w : tensor<8x16xbf16>, tensor<16x12xbf16>) outs(%f : tensor<8x12xf32>) -> tensor<8x12xf32>
  %s = arith.addf %m, %b : tensor<8x12xf32>
  %r = arith.maximumf %s, %zeros : tensor<8x12xf32>
  return %r : tensor<8x12xf32>
}

// bf16 image (the input rounded to bf16) and weights in NHWC into an f32
// result, zero-padded by cuDNN: its bf16 convolution sums in f32 as linalg
// does. 8 channels, as its tensor-core kernels want; small integers are
// exact in bf16, and every sum in f32.
// CASE: conv_bf16 f32 1x8x5x5 -> 4 200
func.func @conv_bf16(%x: tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %zero16 = arith.constant 0.0 : bf16
  %w = arith.constant dense<[[[[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]]], [[[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]]], [[[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]]], [[[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]]], [[[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]]], [[[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]]], [[[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]]], [[[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]]]]> : tensor<8x8x3x3xbf16>
  %xb = arith.truncf %x : tensor<1x8x5x5xf32> to tensor<1x8x5x5xbf16>
  %xn = layout.transform %xb : tensor<1x8x5x5xbf16> to tensor<1x8x5x5xbf16, #nhwc>
  %wn = layout.transform %w : tensor<8x8x3x3xbf16> to tensor<8x8x3x3xbf16, #nhwc>
  %p = tensor.pad %xn low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero16 : bf16
  } : tensor<1x8x5x5xbf16, #nhwc> to tensor<1x8x7x7xbf16, #nhwc>
  %e = tensor.empty() : tensor<1x8x5x5xf32, #nhwc>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x5x5xf32, #nhwc>) -> tensor<1x8x5x5xf32, #nhwc>
  %c = linalg.conv_2d_nchw_fchw ins(%p, %wn : tensor<1x8x7x7xbf16, #nhwc>, tensor<8x8x3x3xbf16, #nhwc>) outs(%f : tensor<1x8x5x5xf32, #nhwc>) -> tensor<1x8x5x5xf32, #nhwc>
  return %c : tensor<1x8x5x5xf32, #nhwc>
}

// A ResNet basic block's second convolution: zero padding 1, a full-size
// splat bias (a scalar once canonicalized), the block's input added, a
// ReLU: the convolution, then one kernel (or, with cudnn-fuse-epilogues,
// all of it cuDNN's fused convolution, no kernel).
// CASE: conv_bias_residual f32 1x4x6x6 -> 4 144
func.func @conv_bias_residual(%x: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[[[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]]], [[[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]], [[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]]], [[[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]], [[1.0, 2.0, -2.0], [-2.0, -1.0, 0.0], [0.0, 1.0, 2.0]]], [[[-1.0, 0.0, 1.0], [1.0, 2.0, -2.0], [-2.0, -1.0, 0.0]], [[2.0, -2.0, -1.0], [-1.0, 0.0, 1.0], [1.0, 2.0, -2.0]], [[0.0, 1.0, 2.0], [2.0, -2.0, -1.0], [-1.0, 0.0, 1.0]], [[-2.0, -1.0, 0.0], [0.0, 1.0, 2.0], [2.0, -2.0, -1.0]]]]> : tensor<4x4x3x3xf32>
  %b = arith.constant dense<-3.0> : tensor<1x4x6x6xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x4x6x6xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x4x6x6xf32> to tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %s = arith.addf %c, %b : tensor<1x4x6x6xf32>
  %t = arith.addf %s, %x : tensor<1x4x6x6xf32>
  %r = arith.maximumf %t, %zeros : tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// A MobileNet-v2 projection in NHWC: a 1x1 convolution and the residual,
// no ReLU (fused: cuDNN's identity activation, which runs on implicit
// precomputed GEMM only).
// CASE: conv_residual_nhwc f32 1x8x5x5 -> 4 200
func.func @conv_residual_nhwc(%x: tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[[[-2.0]], [[1.0]], [[-1.0]], [[2.0]], [[0.0]], [[-2.0]], [[1.0]], [[-1.0]]], [[[1.0]], [[-1.0]], [[2.0]], [[0.0]], [[-2.0]], [[1.0]], [[-1.0]], [[2.0]]], [[[-1.0]], [[2.0]], [[0.0]], [[-2.0]], [[1.0]], [[-1.0]], [[2.0]], [[0.0]]], [[[2.0]], [[0.0]], [[-2.0]], [[1.0]], [[-1.0]], [[2.0]], [[0.0]], [[-2.0]]], [[[0.0]], [[-2.0]], [[1.0]], [[-1.0]], [[2.0]], [[0.0]], [[-2.0]], [[1.0]]], [[[-2.0]], [[1.0]], [[-1.0]], [[2.0]], [[0.0]], [[-2.0]], [[1.0]], [[-1.0]]], [[[1.0]], [[-1.0]], [[2.0]], [[0.0]], [[-2.0]], [[1.0]], [[-1.0]], [[2.0]]], [[[-1.0]], [[2.0]], [[0.0]], [[-2.0]], [[1.0]], [[-1.0]], [[2.0]], [[0.0]]]]> : tensor<8x8x1x1xf32>
  %xn = layout.transform %x : tensor<1x8x5x5xf32> to tensor<1x8x5x5xf32, #nhwc>
  %wn = layout.transform %w : tensor<8x8x1x1xf32> to tensor<8x8x1x1xf32, #nhwc>
  %e = tensor.empty() : tensor<1x8x5x5xf32, #nhwc>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x5x5xf32, #nhwc>) -> tensor<1x8x5x5xf32, #nhwc>
  %c = linalg.conv_2d_nchw_fchw ins(%xn, %wn : tensor<1x8x5x5xf32, #nhwc>, tensor<8x8x1x1xf32, #nhwc>) outs(%f : tensor<1x8x5x5xf32, #nhwc>) -> tensor<1x8x5x5xf32, #nhwc>
  %t = arith.addf %c, %xn : tensor<1x8x5x5xf32, #nhwc>
  return %t : tensor<1x8x5x5xf32, #nhwc>
}

// The edges of a block on the caller's NCHW (the cuda-libraries target's
// alternatives): a 1x1 convolution from the NCHW image into an NHWC result,
// then a bias and a ReLU (a kernel after it), and one from an NHWC image
// into an NCHW result, then the residual: each a cuBLASLt matmul over the
// pixels (layout-pointwise-conv-to-matmul), no transform.
// CASE: pointwise_to_nhwc f32 1x8x5x5 -> 4 150
func.func @pointwise_to_nhwc(%x: tensor<1x8x5x5xf32>) -> tensor<1x6x5x5xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[[[-2.0]], [[-1.0]], [[0.0]], [[1.0]], [[2.0]], [[-2.0]], [[-1.0]], [[0.0]]], [[[1.0]], [[2.0]], [[-2.0]], [[-1.0]], [[0.0]], [[1.0]], [[2.0]], [[-2.0]]], [[[-1.0]], [[0.0]], [[1.0]], [[2.0]], [[-2.0]], [[-1.0]], [[0.0]], [[1.0]]], [[[2.0]], [[-2.0]], [[-1.0]], [[0.0]], [[1.0]], [[2.0]], [[-2.0]], [[-1.0]]], [[[0.0]], [[1.0]], [[2.0]], [[-2.0]], [[-1.0]], [[0.0]], [[1.0]], [[2.0]]], [[[-2.0]], [[-1.0]], [[0.0]], [[1.0]], [[2.0]], [[-2.0]], [[-1.0]], [[0.0]]]]> : tensor<6x8x1x1xf32>
  %b = arith.constant dense<1.0> : tensor<1x6x5x5xf32, #nhwc>
  %zeros = arith.constant dense<0.0> : tensor<1x6x5x5xf32, #nhwc>
  %e = tensor.empty() : tensor<1x6x5x5xf32, #nhwc>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x5x5xf32, #nhwc>) -> tensor<1x6x5x5xf32, #nhwc>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x8x5x5xf32>, tensor<6x8x1x1xf32>) outs(%f : tensor<1x6x5x5xf32, #nhwc>) -> tensor<1x6x5x5xf32, #nhwc>
  %s = arith.addf %c, %b : tensor<1x6x5x5xf32, #nhwc>
  %r = arith.maximumf %s, %zeros : tensor<1x6x5x5xf32, #nhwc>
  return %r : tensor<1x6x5x5xf32, #nhwc>
}

// CASE: pointwise_to_nchw f32 1x6x5x5 -> 4 200
func.func @pointwise_to_nchw(%x: tensor<1x6x5x5xf32>) -> tensor<1x8x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[[[-2.0]], [[0.0]], [[2.0]], [[-1.0]], [[1.0]], [[-2.0]]], [[[-1.0]], [[1.0]], [[-2.0]], [[0.0]], [[2.0]], [[-1.0]]], [[[0.0]], [[2.0]], [[-1.0]], [[1.0]], [[-2.0]], [[0.0]]], [[[1.0]], [[-2.0]], [[0.0]], [[2.0]], [[-1.0]], [[1.0]]], [[[2.0]], [[-1.0]], [[1.0]], [[-2.0]], [[0.0]], [[2.0]]], [[[-2.0]], [[0.0]], [[2.0]], [[-1.0]], [[1.0]], [[-2.0]]], [[[-1.0]], [[1.0]], [[-2.0]], [[0.0]], [[2.0]], [[-1.0]]], [[[0.0]], [[2.0]], [[-1.0]], [[1.0]], [[-2.0]], [[0.0]]]]> : tensor<8x6x1x1xf32>
  %r = arith.constant dense<2.0> : tensor<1x8x5x5xf32>
  %xn = layout.transform %x : tensor<1x6x5x5xf32> to tensor<1x6x5x5xf32, #nhwc>
  %e = tensor.empty() : tensor<1x8x5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%xn, %w : tensor<1x6x5x5xf32, #nhwc>, tensor<8x6x1x1xf32>) outs(%f : tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32>
  %t = arith.addf %c, %r : tensor<1x8x5x5xf32>
  return %t : tensor<1x8x5x5xf32>
}

// A 1x1 convolution in one order with an epilogue cuBLASLt computes (a
// projection shortcut on the caller's NCHW): a cuBLASLt matmul with the
// bias and ReLU as its epilogue (layout-pointwise-conv-to-matmul's
// in-one-order), where cuDNN would leave them a kernel.
// CASE: pointwise_nchw_epilogue f32 1x8x5x5 -> 4 150
func.func @pointwise_nchw_epilogue(%x: tensor<1x8x5x5xf32>) -> tensor<1x6x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<[[[[-2.0]], [[-1.0]], [[0.0]], [[1.0]], [[2.0]], [[-2.0]], [[-1.0]], [[0.0]]], [[[1.0]], [[2.0]], [[-2.0]], [[-1.0]], [[0.0]], [[1.0]], [[2.0]], [[-2.0]]], [[[-1.0]], [[0.0]], [[1.0]], [[2.0]], [[-2.0]], [[-1.0]], [[0.0]], [[1.0]]], [[[2.0]], [[-2.0]], [[-1.0]], [[0.0]], [[1.0]], [[2.0]], [[-2.0]], [[-1.0]]], [[[0.0]], [[1.0]], [[2.0]], [[-2.0]], [[-1.0]], [[0.0]], [[1.0]], [[2.0]]], [[[-2.0]], [[-1.0]], [[0.0]], [[1.0]], [[2.0]], [[-2.0]], [[-1.0]], [[0.0]]]]> : tensor<6x8x1x1xf32>
  %b = arith.constant dense<-1.0> : tensor<1x6x5x5xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x6x5x5xf32>
  %e = tensor.empty() : tensor<1x6x5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x5x5xf32>) -> tensor<1x6x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x8x5x5xf32>, tensor<6x8x1x1xf32>) outs(%f : tensor<1x6x5x5xf32>) -> tensor<1x6x5x5xf32>
  %s = arith.addf %c, %b : tensor<1x6x5x5xf32>
  %r = arith.maximumf %s, %zeros : tensor<1x6x5x5xf32>
  return %r : tensor<1x6x5x5xf32>
}
