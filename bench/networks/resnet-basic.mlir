// ResNet-18/34's basic block at 56x56 (f32, batch 1, 64 channels): two 3x3
// convolutions with zero padding 1, bias, ReLU, the residual added before
// the last ReLU. 0.462 GFLOP a call. Weights and biases are constants, as a
// compiler embeds them (their transforms fold at compile time). Run by
// `make bench-networks` (NetworkBench.cpp).

func.func @resnet_basic(%x: tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> {
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense<0.02> : tensor<64x64x3x3xf32>
  %w2 = arith.constant dense<-0.01> : tensor<64x64x3x3xf32>
  %b1 = arith.constant dense<0.125> : tensor<1x64x56x56xf32>
  %b2 = arith.constant dense<-0.25> : tensor<1x64x56x56xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x64x56x56xf32>

  %p1 = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e1 = tensor.empty() : tensor<1x64x56x56xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%p1, %w1 : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a1 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s1 = arith.addf %c1, %b1 : tensor<1x64x56x56xf32>
  %r1 = arith.maximumf %s1, %zeros : tensor<1x64x56x56xf32>

  %p2 = tensor.pad %r1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
  %e2 = tensor.empty() : tensor<1x64x56x56xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%p2, %w2 : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%a2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s2 = arith.addf %c2, %b2 : tensor<1x64x56x56xf32>
  %t = arith.addf %s2, %x : tensor<1x64x56x56xf32>
  %y = arith.maximumf %t, %zeros : tensor<1x64x56x56xf32>
  return %y : tensor<1x64x56x56xf32>
}
