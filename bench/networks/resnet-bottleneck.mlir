// ResNet-50's bottleneck block at 56x56 (f32, batch 1, 256 channels in and
// out, 64 inside): 1x1 down, 3x3 with zero padding 1, 1x1 up, bias and ReLU
// after each, the residual added before the last ReLU. 0.437 GFLOP a call.
// Constants as in resnet-basic.mlir.

func.func @resnet_bottleneck(%x: tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> {
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense<0.01> : tensor<64x256x1x1xf32>
  %w2 = arith.constant dense<0.02> : tensor<64x64x3x3xf32>
  %w3 = arith.constant dense<-0.015> : tensor<256x64x1x1xf32>
  %b1 = arith.constant dense<0.125> : tensor<1x64x56x56xf32>
  %b2 = arith.constant dense<-0.0625> : tensor<1x64x56x56xf32>
  %b3 = arith.constant dense<0.25> : tensor<1x256x56x56xf32>
  %zeros64 = arith.constant dense<0.0> : tensor<1x64x56x56xf32>
  %zeros256 = arith.constant dense<0.0> : tensor<1x256x56x56xf32>

  %e1 = tensor.empty() : tensor<1x64x56x56xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x256x56x56xf32>, tensor<64x256x1x1xf32>)
                                 outs(%a1 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s1 = arith.addf %c1, %b1 : tensor<1x64x56x56xf32>
  %r1 = arith.maximumf %s1, %zeros64 : tensor<1x64x56x56xf32>

  %p2 = tensor.pad %r1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e2 = tensor.empty() : tensor<1x64x56x56xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%p2, %w2 : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s2 = arith.addf %c2, %b2 : tensor<1x64x56x56xf32>
  %r2 = arith.maximumf %s2, %zeros64 : tensor<1x64x56x56xf32>

  %e3 = tensor.empty() : tensor<1x256x56x56xf32>
  %a3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %c3 = linalg.conv_2d_nchw_fchw ins(%r2, %w3 : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>)
                                 outs(%a3 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %s3 = arith.addf %c3, %b3 : tensor<1x256x56x56xf32>
  %t = arith.addf %s3, %x : tensor<1x256x56x56xf32>
  %y = arith.maximumf %t, %zeros256 : tensor<1x256x56x56xf32>
  return %y : tensor<1x256x56x56xf32>
}
