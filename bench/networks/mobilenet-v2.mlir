// MobileNet-v2's inverted residual block at 56x56 (f32, batch 1, 24
// channels expanded 6x to 144): 1x1 expand, 3x3 depthwise with zero
// padding 1, 1x1 project, bias after each, ReLU6 after the first two, the
// residual added at the end. 0.0515 GFLOP a call. Constants as in
// resnet-basic.mlir.

func.func @mobilenet_v2(%x: tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32> {
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense<0.05> : tensor<144x24x1x1xf32>
  %w2 = arith.constant dense<0.1> : tensor<144x3x3xf32>
  %w3 = arith.constant dense<-0.02> : tensor<24x144x1x1xf32>
  %b1 = arith.constant dense<0.125> : tensor<1x144x56x56xf32>
  %b2 = arith.constant dense<-0.0625> : tensor<1x144x56x56xf32>
  %b3 = arith.constant dense<0.25> : tensor<1x24x56x56xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x144x56x56xf32>
  %sixes = arith.constant dense<6.0> : tensor<1x144x56x56xf32>

  %e1 = tensor.empty() : tensor<1x144x56x56xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x24x56x56xf32>, tensor<144x24x1x1xf32>)
                                 outs(%a1 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
  %s1 = arith.addf %c1, %b1 : tensor<1x144x56x56xf32>
  %l1 = arith.maximumf %s1, %zeros : tensor<1x144x56x56xf32>
  %r1 = arith.minimumf %l1, %sixes : tensor<1x144x56x56xf32>

  %p2 = tensor.pad %r1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x144x56x56xf32> to tensor<1x144x58x58xf32>
  %e2 = tensor.empty() : tensor<1x144x56x56xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
  %c2 = linalg.depthwise_conv_2d_nchw_chw ins(%p2, %w2 : tensor<1x144x58x58xf32>, tensor<144x3x3xf32>)
                                          outs(%a2 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
  %s2 = arith.addf %c2, %b2 : tensor<1x144x56x56xf32>
  %l2 = arith.maximumf %s2, %zeros : tensor<1x144x56x56xf32>
  %r2 = arith.minimumf %l2, %sixes : tensor<1x144x56x56xf32>

  %e3 = tensor.empty() : tensor<1x24x56x56xf32>
  %a3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
  %c3 = linalg.conv_2d_nchw_fchw ins(%r2, %w3 : tensor<1x144x56x56xf32>, tensor<24x144x1x1xf32>)
                                 outs(%a3 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
  %s3 = arith.addf %c3, %b3 : tensor<1x24x56x56xf32>
  %y = arith.addf %s3, %x : tensor<1x24x56x56xf32>
  return %y : tensor<1x24x56x56xf32>
}
