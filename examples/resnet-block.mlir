// A ResNet-style basic block on plain NCHW tensors, written in upstream
// linalg: conv 3x3, bias, ReLU, conv 3x3, bias, residual add, ReLU.
// Biases are constants (folded into their layout at compile time); the
// residual is the centre of the input (what the two valid convolutions
// keep of it).
//
//   tensor-opt resnet-block.mlir --layout-assign=target=generic-cpu \
//     --layout-propagate --canonicalize --layout-report
func.func @resnet_block(%x: tensor<1x64x60x60xf32>,
                        %w1: tensor<64x64x3x3xf32>,
                        %w2: tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32> {
  %zero = arith.constant 0.0 : f32

  %e1 = tensor.empty() : tensor<1x64x58x58xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x64x58x58xf32>) -> tensor<1x64x58x58xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x64x60x60xf32>, tensor<64x64x3x3xf32>)
                                 outs(%acc1 : tensor<1x64x58x58xf32>) -> tensor<1x64x58x58xf32>
  %bias1 = arith.constant dense<0.125> : tensor<1x64x58x58xf32>
  %b1 = arith.addf %c1, %bias1 : tensor<1x64x58x58xf32>
  %zeros1 = arith.constant dense<0.0> : tensor<1x64x58x58xf32>
  %r1 = arith.maximumf %b1, %zeros1 : tensor<1x64x58x58xf32>

  %e2 = tensor.empty() : tensor<1x64x56x56xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%r1, %w2 : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>)
                                 outs(%acc2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %bias2 = arith.constant dense<-0.25> : tensor<1x64x56x56xf32>
  %b2 = arith.addf %c2, %bias2 : tensor<1x64x56x56xf32>

  %skip = tensor.extract_slice %x[0, 0, 2, 2] [1, 64, 56, 56] [1, 1, 1, 1]
      : tensor<1x64x60x60xf32> to tensor<1x64x56x56xf32>
  %sum = arith.addf %b2, %skip : tensor<1x64x56x56xf32>
  %zeros2 = arith.constant dense<0.0> : tensor<1x64x56x56xf32>
  %out = arith.maximumf %sum, %zeros2 : tensor<1x64x56x56xf32>
  return %out : tensor<1x64x56x56xf32>
}
