// The ResNet basic block of resnet-basic.mlir in bf16, as PyTorch runs one:
// bf16 activations and weights, each convolution summing in f32
// (linalg.conv_2d_nchw_fchw of bf16 operands into an f32 result), the
// bias, residual and ReLU in f32, then rounded to bf16 for the next layer.
// The GPU network benchmark runs it (bench/gpu/networks.cases); the CPU
// one does not. 0.462 GFLOP a call.

func.func @resnet_basic_bf16(%x: tensor<1x64x56x56xbf16>) -> tensor<1x64x56x56xbf16> {
  %zero = arith.constant 0.0 : f32
  %zero16 = arith.constant 0.0 : bf16
  %w1 = arith.constant dense<0.02> : tensor<64x64x3x3xbf16>
  %w2 = arith.constant dense<-0.01> : tensor<64x64x3x3xbf16>
  %b1 = arith.constant dense<0.125> : tensor<1x64x56x56xf32>
  %b2 = arith.constant dense<-0.25> : tensor<1x64x56x56xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x64x56x56xf32>

  %p1 = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero16 : bf16
  } : tensor<1x64x56x56xbf16> to tensor<1x64x58x58xbf16>
  %e1 = tensor.empty() : tensor<1x64x56x56xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%p1, %w1 : tensor<1x64x58x58xbf16>, tensor<64x64x3x3xbf16>)
                                 outs(%a1 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s1 = arith.addf %c1, %b1 : tensor<1x64x56x56xf32>
  %r1 = arith.maximumf %s1, %zeros : tensor<1x64x56x56xf32>
  %t1 = arith.truncf %r1 : tensor<1x64x56x56xf32> to tensor<1x64x56x56xbf16>

  %p2 = tensor.pad %t1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero16 : bf16
  } : tensor<1x64x56x56xbf16> to tensor<1x64x58x58xbf16>
  %e2 = tensor.empty() : tensor<1x64x56x56xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%p2, %w2 : tensor<1x64x58x58xbf16>, tensor<64x64x3x3xbf16>)
                                 outs(%a2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %s2 = arith.addf %c2, %b2 : tensor<1x64x56x56xf32>
  %xf = arith.extf %x : tensor<1x64x56x56xbf16> to tensor<1x64x56x56xf32>
  %t = arith.addf %s2, %xf : tensor<1x64x56x56xf32>
  %r2 = arith.maximumf %t, %zeros : tensor<1x64x56x56xf32>
  %y = arith.truncf %r2 : tensor<1x64x56x56xf32> to tensor<1x64x56x56xbf16>
  return %y : tensor<1x64x56x56xbf16>
}
