// ResNet-34's conv2_x stage at 56x56 (f32, batch 1, 64 channels): three
// basic blocks as in resnet-basic.mlir, six 3x3 convolutions with zero
// padding 1, identity shortcuts. A whole stage of basic blocks, so that a
// target's layout transforms are paid once at its boundary for six
// convolutions, as in a network, where a single block pays them for two
// (resnet50-conv2x.mlir does the same for bottleneck blocks). 1.39 GFLOP a
// call. Constants as in resnet-basic.mlir, chosen so that every block's
// output stays of order one and mostly above zero.

func.func @resnet34_conv2x(%x: tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> {
  %zero = arith.constant 0.0 : f32
  %w1a = arith.constant dense<0.002> : tensor<64x64x3x3xf32>
  %b1a = arith.constant dense<0.125> : tensor<1x64x56x56xf32>
  %w1b = arith.constant dense<-0.001> : tensor<64x64x3x3xf32>
  %b1b = arith.constant dense<-0.0625> : tensor<1x64x56x56xf32>
  %w2a = arith.constant dense<0.0015> : tensor<64x64x3x3xf32>
  %b2a = arith.constant dense<-0.125> : tensor<1x64x56x56xf32>
  %w2b = arith.constant dense<0.001> : tensor<64x64x3x3xf32>
  %b2b = arith.constant dense<0.25> : tensor<1x64x56x56xf32>
  %w3a = arith.constant dense<-0.001> : tensor<64x64x3x3xf32>
  %b3a = arith.constant dense<0.5> : tensor<1x64x56x56xf32>
  %w3b = arith.constant dense<0.0015> : tensor<64x64x3x3xf32>
  %b3b = arith.constant dense<-0.25> : tensor<1x64x56x56xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x64x56x56xf32>

  // Block 1.
  %p1a = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e1a = tensor.empty() : tensor<1x64x56x56xf32>
  %a1a = linalg.fill ins(%zero : f32) outs(%e1a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c1a = linalg.conv_2d_nchw_fchw ins(%p1a, %w1a : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a1a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s1a = arith.addf %c1a, %b1a : tensor<1x64x56x56xf32>
  %r1a = arith.maximumf %s1a, %zeros : tensor<1x64x56x56xf32>
  %p1b = tensor.pad %r1a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e1b = tensor.empty() : tensor<1x64x56x56xf32>
  %a1b = linalg.fill ins(%zero : f32) outs(%e1b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c1b = linalg.conv_2d_nchw_fchw ins(%p1b, %w1b : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a1b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s1b = arith.addf %c1b, %b1b : tensor<1x64x56x56xf32>
  %t1 = arith.addf %s1b, %x : tensor<1x64x56x56xf32>
  %y1 = arith.maximumf %t1, %zeros : tensor<1x64x56x56xf32>

  // Block 2.
  %p2a = tensor.pad %y1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e2a = tensor.empty() : tensor<1x64x56x56xf32>
  %a2a = linalg.fill ins(%zero : f32) outs(%e2a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c2a = linalg.conv_2d_nchw_fchw ins(%p2a, %w2a : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a2a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s2a = arith.addf %c2a, %b2a : tensor<1x64x56x56xf32>
  %r2a = arith.maximumf %s2a, %zeros : tensor<1x64x56x56xf32>
  %p2b = tensor.pad %r2a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e2b = tensor.empty() : tensor<1x64x56x56xf32>
  %a2b = linalg.fill ins(%zero : f32) outs(%e2b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c2b = linalg.conv_2d_nchw_fchw ins(%p2b, %w2b : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a2b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s2b = arith.addf %c2b, %b2b : tensor<1x64x56x56xf32>
  %t2 = arith.addf %s2b, %y1 : tensor<1x64x56x56xf32>
  %y2 = arith.maximumf %t2, %zeros : tensor<1x64x56x56xf32>

  // Block 3.
  %p3a = tensor.pad %y2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e3a = tensor.empty() : tensor<1x64x56x56xf32>
  %a3a = linalg.fill ins(%zero : f32) outs(%e3a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c3a = linalg.conv_2d_nchw_fchw ins(%p3a, %w3a : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a3a : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s3a = arith.addf %c3a, %b3a : tensor<1x64x56x56xf32>
  %r3a = arith.maximumf %s3a, %zeros : tensor<1x64x56x56xf32>
  %p3b = tensor.pad %r3a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e3b = tensor.empty() : tensor<1x64x56x56xf32>
  %a3b = linalg.fill ins(%zero : f32) outs(%e3b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c3b = linalg.conv_2d_nchw_fchw ins(%p3b, %w3b : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a3b : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s3b = arith.addf %c3b, %b3b : tensor<1x64x56x56xf32>
  %t3 = arith.addf %s3b, %y2 : tensor<1x64x56x56xf32>
  %y3 = arith.maximumf %t3, %zeros : tensor<1x64x56x56xf32>
  return %y3 : tensor<1x64x56x56xf32>
}
