// MobileNet-v2's third stage (f32, batch 1): three inverted residual
// blocks as in mobilenet-v2.mlir, the first from the 24 channels at 56x56
// of the block before (expanded 6x to 144) down to 32 channels at 28x28
// with a depthwise convolution of stride 2 and no residual, then two at
// 28x28 (32 channels expanded to 192) with theirs. A whole stage, so that
// a target's layout transforms are paid once at its boundary for nine
// convolutions, as in a network, where a single block pays them for three.
// 0.0749 GFLOP a call. Constants as in resnet-basic.mlir, chosen so that
// every block's output stays of order one.

func.func @mobilenet_v2_stage(%x: tensor<1x24x56x56xf32>) -> tensor<1x32x28x28xf32> {
  %zero = arith.constant 0.0 : f32
  %w1a = arith.constant dense<0.05> : tensor<144x24x1x1xf32>
  %w1b = arith.constant dense<0.1> : tensor<144x3x3xf32>
  %w1c = arith.constant dense<-0.02> : tensor<32x144x1x1xf32>
  %b1a = arith.constant dense<0.125> : tensor<1x144x56x56xf32>
  %b1b = arith.constant dense<-0.0625> : tensor<1x144x28x28xf32>
  %b1c = arith.constant dense<0.25> : tensor<1x32x28x28xf32>
  %w2a = arith.constant dense<0.03> : tensor<192x32x1x1xf32>
  %w2b = arith.constant dense<0.1> : tensor<192x3x3xf32>
  %w2c = arith.constant dense<-0.01> : tensor<32x192x1x1xf32>
  %b2a = arith.constant dense<0.125> : tensor<1x192x28x28xf32>
  %b2b = arith.constant dense<-0.0625> : tensor<1x192x28x28xf32>
  %b2c = arith.constant dense<0.25> : tensor<1x32x28x28xf32>
  %w3a = arith.constant dense<-0.03> : tensor<192x32x1x1xf32>
  %w3b = arith.constant dense<0.1> : tensor<192x3x3xf32>
  %w3c = arith.constant dense<0.01> : tensor<32x192x1x1xf32>
  %b3a = arith.constant dense<0.5> : tensor<1x192x28x28xf32>
  %b3b = arith.constant dense<-0.0625> : tensor<1x192x28x28xf32>
  %b3c = arith.constant dense<-0.25> : tensor<1x32x28x28xf32>
  %zeros144x56 = arith.constant dense<0.0> : tensor<1x144x56x56xf32>
  %sixes144x56 = arith.constant dense<6.0> : tensor<1x144x56x56xf32>
  %zeros144x28 = arith.constant dense<0.0> : tensor<1x144x28x28xf32>
  %sixes144x28 = arith.constant dense<6.0> : tensor<1x144x28x28xf32>
  %zeros192x28 = arith.constant dense<0.0> : tensor<1x192x28x28xf32>
  %sixes192x28 = arith.constant dense<6.0> : tensor<1x192x28x28xf32>

  // Block 1: the depthwise convolution of stride 2, no residual.
  %e1a = tensor.empty() : tensor<1x144x56x56xf32>
  %a1a = linalg.fill ins(%zero : f32) outs(%e1a : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
  %c1a = linalg.conv_2d_nchw_fchw ins(%x, %w1a : tensor<1x24x56x56xf32>, tensor<144x24x1x1xf32>)
                                 outs(%a1a : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
  %s1a = arith.addf %c1a, %b1a : tensor<1x144x56x56xf32>
  %l1a = arith.maximumf %s1a, %zeros144x56 : tensor<1x144x56x56xf32>
  %r1a = arith.minimumf %l1a, %sixes144x56 : tensor<1x144x56x56xf32>
  %p1 = tensor.pad %r1a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x144x56x56xf32> to tensor<1x144x58x58xf32>
  %e1b = tensor.empty() : tensor<1x144x28x28xf32>
  %a1b = linalg.fill ins(%zero : f32) outs(%e1b : tensor<1x144x28x28xf32>) -> tensor<1x144x28x28xf32>
  %c1b = linalg.depthwise_conv_2d_nchw_chw {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%p1, %w1b : tensor<1x144x58x58xf32>, tensor<144x3x3xf32>)
      outs(%a1b : tensor<1x144x28x28xf32>) -> tensor<1x144x28x28xf32>
  %s1b = arith.addf %c1b, %b1b : tensor<1x144x28x28xf32>
  %l1b = arith.maximumf %s1b, %zeros144x28 : tensor<1x144x28x28xf32>
  %r1b = arith.minimumf %l1b, %sixes144x28 : tensor<1x144x28x28xf32>
  %e1c = tensor.empty() : tensor<1x32x28x28xf32>
  %a1c = linalg.fill ins(%zero : f32) outs(%e1c : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
  %c1c = linalg.conv_2d_nchw_fchw ins(%r1b, %w1c : tensor<1x144x28x28xf32>, tensor<32x144x1x1xf32>)
                                 outs(%a1c : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
  %s1c = arith.addf %c1c, %b1c : tensor<1x32x28x28xf32>

  // Block 2.
  %e2a = tensor.empty() : tensor<1x192x28x28xf32>
  %a2a = linalg.fill ins(%zero : f32) outs(%e2a : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
  %c2a = linalg.conv_2d_nchw_fchw ins(%s1c, %w2a : tensor<1x32x28x28xf32>, tensor<192x32x1x1xf32>)
                                 outs(%a2a : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
  %s2a = arith.addf %c2a, %b2a : tensor<1x192x28x28xf32>
  %l2a = arith.maximumf %s2a, %zeros192x28 : tensor<1x192x28x28xf32>
  %r2a = arith.minimumf %l2a, %sixes192x28 : tensor<1x192x28x28xf32>
  %p2 = tensor.pad %r2a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x192x28x28xf32> to tensor<1x192x30x30xf32>
  %e2b = tensor.empty() : tensor<1x192x28x28xf32>
  %a2b = linalg.fill ins(%zero : f32) outs(%e2b : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
  %c2b = linalg.depthwise_conv_2d_nchw_chw
      ins(%p2, %w2b : tensor<1x192x30x30xf32>, tensor<192x3x3xf32>)
      outs(%a2b : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
  %s2b = arith.addf %c2b, %b2b : tensor<1x192x28x28xf32>
  %l2b = arith.maximumf %s2b, %zeros192x28 : tensor<1x192x28x28xf32>
  %r2b = arith.minimumf %l2b, %sixes192x28 : tensor<1x192x28x28xf32>
  %e2c = tensor.empty() : tensor<1x32x28x28xf32>
  %a2c = linalg.fill ins(%zero : f32) outs(%e2c : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
  %c2c = linalg.conv_2d_nchw_fchw ins(%r2b, %w2c : tensor<1x192x28x28xf32>, tensor<32x192x1x1xf32>)
                                 outs(%a2c : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
  %s2c = arith.addf %c2c, %b2c : tensor<1x32x28x28xf32>
  %y2 = arith.addf %s2c, %s1c : tensor<1x32x28x28xf32>

  // Block 3.
  %e3a = tensor.empty() : tensor<1x192x28x28xf32>
  %a3a = linalg.fill ins(%zero : f32) outs(%e3a : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
  %c3a = linalg.conv_2d_nchw_fchw ins(%y2, %w3a : tensor<1x32x28x28xf32>, tensor<192x32x1x1xf32>)
                                 outs(%a3a : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
  %s3a = arith.addf %c3a, %b3a : tensor<1x192x28x28xf32>
  %l3a = arith.maximumf %s3a, %zeros192x28 : tensor<1x192x28x28xf32>
  %r3a = arith.minimumf %l3a, %sixes192x28 : tensor<1x192x28x28xf32>
  %p3 = tensor.pad %r3a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x192x28x28xf32> to tensor<1x192x30x30xf32>
  %e3b = tensor.empty() : tensor<1x192x28x28xf32>
  %a3b = linalg.fill ins(%zero : f32) outs(%e3b : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
  %c3b = linalg.depthwise_conv_2d_nchw_chw
      ins(%p3, %w3b : tensor<1x192x30x30xf32>, tensor<192x3x3xf32>)
      outs(%a3b : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
  %s3b = arith.addf %c3b, %b3b : tensor<1x192x28x28xf32>
  %l3b = arith.maximumf %s3b, %zeros192x28 : tensor<1x192x28x28xf32>
  %r3b = arith.minimumf %l3b, %sixes192x28 : tensor<1x192x28x28xf32>
  %e3c = tensor.empty() : tensor<1x32x28x28xf32>
  %a3c = linalg.fill ins(%zero : f32) outs(%e3c : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
  %c3c = linalg.conv_2d_nchw_fchw ins(%r3b, %w3c : tensor<1x192x28x28xf32>, tensor<32x192x1x1xf32>)
                                 outs(%a3c : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
  %s3c = arith.addf %c3c, %b3c : tensor<1x32x28x28xf32>
  %y3 = arith.addf %s3c, %y2 : tensor<1x32x28x28xf32>
  return %y3 : tensor<1x32x28x28xf32>
}
