// ResNet-50's stem at 224x224 (f32, batch 1): a 7x7 convolution of the 3
// image channels into 64, stride 2, zero padding 3, bias, ReLU, then 3x3
// max pooling, stride 2, padding 1 (with the lowest float, as PyTorch pads
// it). 0.236 GFLOP a call. Three input channels: the layer where oneDNN's
// own `any` choice is not its fastest (docs/Targets.md). Run by `make
// bench-networks` (NetworkBench.cpp).

func.func @resnet_stem(%x: tensor<1x3x224x224xf32>) -> tensor<1x64x56x56xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %w = arith.constant dense<0.02> : tensor<64x3x7x7xf32>
  %b = arith.constant dense<0.125> : tensor<1x64x112x112xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x64x112x112xf32>

  %p = tensor.pad %x low[0, 0, 3, 3] high[0, 0, 3, 3] {
  ^bb0(%n: index, %c: index, %h: index, %w2: index):
    tensor.yield %zero : f32
  } : tensor<1x3x224x224xf32> to tensor<1x3x230x230xf32>
  %e = tensor.empty() : tensor<1x64x112x112xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %w : tensor<1x3x230x230xf32>, tensor<64x3x7x7xf32>)
      outs(%a : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
  %s = arith.addf %c, %b : tensor<1x64x112x112xf32>
  %r = arith.maximumf %s, %zeros : tensor<1x64x112x112xf32>

  %q = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c2: index, %h: index, %w2: index):
    tensor.yield %lowest : f32
  } : tensor<1x64x112x112xf32> to tensor<1x64x114x114xf32>
  %e2 = tensor.empty() : tensor<1x64x56x56xf32>
  %m = linalg.fill ins(%lowest : f32) outs(%e2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%q, %window : tensor<1x64x114x114xf32>, tensor<3x3xf32>)
      outs(%m : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  return %y : tensor<1x64x56x56xf32>
}
