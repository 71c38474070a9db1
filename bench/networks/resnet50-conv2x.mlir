// ResNet-50's conv2_x stage at 56x56 (f32, batch 1): three bottleneck
// blocks as in resnet-bottleneck.mlir, the first taking the stem's 64
// channels with a 1x1 projection as its shortcut, then 256 channels in
// and out. A whole stage, so that a target's layout transforms are paid
// once at its boundary for ten convolutions, as in a network, where a
// single block pays them for three. 1.34 GFLOP a call. Constants as in
// resnet-basic.mlir, chosen so that every block's output stays of order
// one and mostly above zero.

func.func @resnet50_conv2x(%x: tensor<1x64x56x56xf32>) -> tensor<1x256x56x56xf32> {
  %zero = arith.constant 0.0 : f32
  %w1a = arith.constant dense<0.015> : tensor<64x64x1x1xf32>
  %w1b = arith.constant dense<0.002> : tensor<64x64x3x3xf32>
  %w1c = arith.constant dense<0.016> : tensor<256x64x1x1xf32>
  %b1a = arith.constant dense<0.125> : tensor<1x64x56x56xf32>
  %b1b = arith.constant dense<-0.0625> : tensor<1x64x56x56xf32>
  %b1c = arith.constant dense<-0.25> : tensor<1x256x56x56xf32>
  %w1s = arith.constant dense<0.02> : tensor<256x64x1x1xf32>
  %b1s = arith.constant dense<0.5> : tensor<1x256x56x56xf32>
  %w2a = arith.constant dense<0.004> : tensor<64x256x1x1xf32>
  %w2b = arith.constant dense<0.002> : tensor<64x64x3x3xf32>
  %w2c = arith.constant dense<-0.012> : tensor<256x64x1x1xf32>
  %b2a = arith.constant dense<0.125> : tensor<1x64x56x56xf32>
  %b2b = arith.constant dense<-0.0625> : tensor<1x64x56x56xf32>
  %b2c = arith.constant dense<0.25> : tensor<1x256x56x56xf32>
  %w3a = arith.constant dense<0.004> : tensor<64x256x1x1xf32>
  %w3b = arith.constant dense<0.002> : tensor<64x64x3x3xf32>
  %w3c = arith.constant dense<0.01> : tensor<256x64x1x1xf32>
  %b3a = arith.constant dense<-0.125> : tensor<1x64x56x56xf32>
  %b3b = arith.constant dense<0.0625> : tensor<1x64x56x56xf32>
  %b3c = arith.constant dense<0.25> : tensor<1x256x56x56xf32>
  %zeros64 = arith.constant dense<0.0> : tensor<1x64x56x56xf32>
  %zeros256 = arith.constant dense<0.0> : tensor<1x256x56x56xf32>

  // Block 1: the shortcut a 1x1 projection to 256 channels.
  %e1a = tensor.empty() : tensor<1x64x56x56xf32>
  %a1a = linalg.fill ins(%zero : f32) outs(%e1a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c1a = linalg.conv_2d_nchw_fchw ins(%x, %w1a : tensor<1x64x56x56xf32>, tensor<64x64x1x1xf32>)
                                 outs(%a1a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s1a = arith.addf %c1a, %b1a : tensor<1x64x56x56xf32>
  %r1a = arith.maximumf %s1a, %zeros64 : tensor<1x64x56x56xf32>
  %p1 = tensor.pad %r1a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e1b = tensor.empty() : tensor<1x64x56x56xf32>
  %a1b = linalg.fill ins(%zero : f32) outs(%e1b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c1b = linalg.conv_2d_nchw_fchw ins(%p1, %w1b : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a1b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s1b = arith.addf %c1b, %b1b : tensor<1x64x56x56xf32>
  %r1b = arith.maximumf %s1b, %zeros64 : tensor<1x64x56x56xf32>
  %e1c = tensor.empty() : tensor<1x256x56x56xf32>
  %a1c = linalg.fill ins(%zero : f32) outs(%e1c : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %c1c = linalg.conv_2d_nchw_fchw ins(%r1b, %w1c : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>)
                                 outs(%a1c : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %s1c = arith.addf %c1c, %b1c : tensor<1x256x56x56xf32>
  %e1s = tensor.empty() : tensor<1x256x56x56xf32>
  %a1s = linalg.fill ins(%zero : f32) outs(%e1s : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %c1s = linalg.conv_2d_nchw_fchw ins(%x, %w1s : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>)
                                 outs(%a1s : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %s1s = arith.addf %c1s, %b1s : tensor<1x256x56x56xf32>
  %t1 = arith.addf %s1c, %s1s : tensor<1x256x56x56xf32>
  %y1 = arith.maximumf %t1, %zeros256 : tensor<1x256x56x56xf32>

  // Block 2.
  %e2a = tensor.empty() : tensor<1x64x56x56xf32>
  %a2a = linalg.fill ins(%zero : f32) outs(%e2a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c2a = linalg.conv_2d_nchw_fchw ins(%y1, %w2a : tensor<1x256x56x56xf32>, tensor<64x256x1x1xf32>)
                                 outs(%a2a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s2a = arith.addf %c2a, %b2a : tensor<1x64x56x56xf32>
  %r2a = arith.maximumf %s2a, %zeros64 : tensor<1x64x56x56xf32>
  %p2 = tensor.pad %r2a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e2b = tensor.empty() : tensor<1x64x56x56xf32>
  %a2b = linalg.fill ins(%zero : f32) outs(%e2b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c2b = linalg.conv_2d_nchw_fchw ins(%p2, %w2b : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a2b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s2b = arith.addf %c2b, %b2b : tensor<1x64x56x56xf32>
  %r2b = arith.maximumf %s2b, %zeros64 : tensor<1x64x56x56xf32>
  %e2c = tensor.empty() : tensor<1x256x56x56xf32>
  %a2c = linalg.fill ins(%zero : f32) outs(%e2c : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %c2c = linalg.conv_2d_nchw_fchw ins(%r2b, %w2c : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>)
                                 outs(%a2c : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %s2c = arith.addf %c2c, %b2c : tensor<1x256x56x56xf32>
  %t2 = arith.addf %s2c, %y1 : tensor<1x256x56x56xf32>
  %y2 = arith.maximumf %t2, %zeros256 : tensor<1x256x56x56xf32>

  // Block 3.
  %e3a = tensor.empty() : tensor<1x64x56x56xf32>
  %a3a = linalg.fill ins(%zero : f32) outs(%e3a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c3a = linalg.conv_2d_nchw_fchw ins(%y2, %w3a : tensor<1x256x56x56xf32>, tensor<64x256x1x1xf32>)
                                 outs(%a3a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s3a = arith.addf %c3a, %b3a : tensor<1x64x56x56xf32>
  %r3a = arith.maximumf %s3a, %zeros64 : tensor<1x64x56x56xf32>
  %p3 = tensor.pad %r3a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e3b = tensor.empty() : tensor<1x64x56x56xf32>
  %a3b = linalg.fill ins(%zero : f32) outs(%e3b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c3b = linalg.conv_2d_nchw_fchw ins(%p3, %w3b : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a3b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s3b = arith.addf %c3b, %b3b : tensor<1x64x56x56xf32>
  %r3b = arith.maximumf %s3b, %zeros64 : tensor<1x64x56x56xf32>
  %e3c = tensor.empty() : tensor<1x256x56x56xf32>
  %a3c = linalg.fill ins(%zero : f32) outs(%e3c : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %c3c = linalg.conv_2d_nchw_fchw ins(%r3b, %w3c : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>)
                                 outs(%a3c : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %s3c = arith.addf %c3c, %b3c : tensor<1x256x56x56xf32>
  %t3 = arith.addf %s3c, %y2 : tensor<1x256x56x56xf32>
  %y3 = arith.maximumf %t3, %zeros256 : tensor<1x256x56x56xf32>
  return %y3 : tensor<1x256x56x56xf32>
}
