// A MobileNet depthwise-separable block on plain NCHW tensors: depthwise
// 3x3 conv, bias, ReLU6, pointwise (1x1) conv to twice the channels, bias,
// ReLU6.
//
//   tensor-opt mobilenet-block.mlir --layout-assign=target=x86-avx512 \
//     --layout-propagate --canonicalize --layout-report
func.func @mobilenet_block(%x: tensor<1x32x58x58xf32>,
                           %dw: tensor<32x3x3xf32>,
                           %pw: tensor<64x32x1x1xf32>) -> tensor<1x64x56x56xf32> {
  %zero = arith.constant 0.0 : f32

  %e1 = tensor.empty() : tensor<1x32x56x56xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
  %d = linalg.depthwise_conv_2d_nchw_chw ins(%x, %dw : tensor<1x32x58x58xf32>, tensor<32x3x3xf32>)
                                         outs(%acc1 : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
  %bias1 = arith.constant dense<0.5> : tensor<1x32x56x56xf32>
  %b1 = arith.addf %d, %bias1 : tensor<1x32x56x56xf32>
  %lo1 = arith.constant dense<0.0> : tensor<1x32x56x56xf32>
  %hi1 = arith.constant dense<6.0> : tensor<1x32x56x56xf32>
  %m1 = arith.maximumf %b1, %lo1 : tensor<1x32x56x56xf32>
  %r1 = arith.minimumf %m1, %hi1 : tensor<1x32x56x56xf32>

  %e2 = tensor.empty() : tensor<1x64x56x56xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %p = linalg.conv_2d_nchw_fchw ins(%r1, %pw : tensor<1x32x56x56xf32>, tensor<64x32x1x1xf32>)
                                outs(%acc2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %bias2 = arith.constant dense<-0.5> : tensor<1x64x56x56xf32>
  %b2 = arith.addf %p, %bias2 : tensor<1x64x56x56xf32>
  %lo2 = arith.constant dense<0.0> : tensor<1x64x56x56xf32>
  %hi2 = arith.constant dense<6.0> : tensor<1x64x56x56xf32>
  %m2 = arith.maximumf %b2, %lo2 : tensor<1x64x56x56xf32>
  %r2 = arith.minimumf %m2, %hi2 : tensor<1x64x56x56xf32>
  return %r2 : tensor<1x64x56x56xf32>
}
