// A two-convolution block as a frontend emits it for a backend whose
// convolutions are NHWC while the model is NCHW: every convolution is
// wrapped in transposes, and the element-wise tail (bias, ReLU) runs in
// NCHW between them, with a ReLU on the output.
//
// Run:
//   tensor-opt examples/nchw-network.mlir --layout-report \
//     --layout-propagate --canonicalize --layout-report
//
// Before: 4 transposes move 461824 bytes. After: the transposes are
// zero-copy relabellings of their operands' buffers, the element-wise tail
// runs on the NHWC buffer the convolution wrote, the bias constant is laid
// out by the compiler, and the back-and-forth between the two convolutions
// cancels: 2 layout transforms move 231424 bytes (one into the first
// convolution, one out of the block).

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func @block(%input: tensor<1x16x32x32xf32>) -> tensor<1x16x28x28xf32> {
  %zero = arith.constant 0.0 : f32
  %filter1 = arith.constant dense<0.01> : tensor<3x3x16x16xf32>
  %filter2 = arith.constant dense<0.02> : tensor<3x3x16x16xf32>
  %bias = arith.constant dense<0.5> : tensor<1x16x30x30xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x16x28x28xf32>

  // conv1 in NHWC.
  %e0 = tensor.empty() : tensor<1x32x32x16xf32>
  %x = linalg.transpose ins(%input : tensor<1x16x32x32xf32>)
      outs(%e0 : tensor<1x32x32x16xf32>) permutation = [0, 2, 3, 1]
  %e1 = tensor.empty() : tensor<1x30x30x16xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x30x30x16xf32>)
      -> tensor<1x30x30x16xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf
      {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %filter1 : tensor<1x32x32x16xf32>, tensor<3x3x16x16xf32>)
      outs(%z1 : tensor<1x30x30x16xf32>) -> tensor<1x30x30x16xf32>
  %e2 = tensor.empty() : tensor<1x16x30x30xf32>
  %y = linalg.transpose ins(%c1 : tensor<1x30x30x16xf32>)
      outs(%e2 : tensor<1x16x30x30xf32>) permutation = [0, 3, 1, 2]

  // Element-wise tail in NCHW: bias, then ReLU.
  %e3 = tensor.empty() : tensor<1x16x30x30xf32>
  %b = linalg.add ins(%y, %bias : tensor<1x16x30x30xf32>, tensor<1x16x30x30xf32>)
      outs(%e3 : tensor<1x16x30x30xf32>) -> tensor<1x16x30x30xf32>
  %e4 = tensor.empty() : tensor<1x16x30x30xf32>
  %r = linalg.generic {indexing_maps = [#map, #map],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<1x16x30x30xf32>) outs(%e4 : tensor<1x16x30x30xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x16x30x30xf32>

  // conv2 in NHWC.
  %e5 = tensor.empty() : tensor<1x30x30x16xf32>
  %x2 = linalg.transpose ins(%r : tensor<1x16x30x30xf32>)
      outs(%e5 : tensor<1x30x30x16xf32>) permutation = [0, 2, 3, 1]
  %e6 = tensor.empty() : tensor<1x28x28x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<1x28x28x16xf32>)
      -> tensor<1x28x28x16xf32>
  %c2 = linalg.conv_2d_nhwc_hwcf
      {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x2, %filter2 : tensor<1x30x30x16xf32>, tensor<3x3x16x16xf32>)
      outs(%z2 : tensor<1x28x28x16xf32>) -> tensor<1x28x28x16xf32>
  %e7 = tensor.empty() : tensor<1x16x28x28xf32>
  %out = linalg.transpose ins(%c2 : tensor<1x28x28x16xf32>)
      outs(%e7 : tensor<1x16x28x28xf32>) permutation = [0, 3, 1, 2]

  // ReLU of the output, in NCHW.
  %e8 = tensor.empty() : tensor<1x16x28x28xf32>
  %relu = linalg.max ins(%out, %zeros : tensor<1x16x28x28xf32>, tensor<1x16x28x28xf32>)
      outs(%e8 : tensor<1x16x28x28xf32>) -> tensor<1x16x28x28xf32>
  return %relu : tensor<1x16x28x28xf32>
}
