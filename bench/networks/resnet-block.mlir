// A ResNet basic block (1x64x60x60 in, two 3x3 convs of 64 channels, bias,
// ReLU, residual: 0.479 GFLOP a call), timed over 10 calls after a
// warm-up; prints seconds per call, then one element of the result. Run as
// bench/networks/mlp.mlir says.

func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

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

func.func @main() {
  %x = arith.constant dense<0.01> : tensor<1x64x60x60xf32>
  %w1 = arith.constant dense<0.02> : tensor<64x64x3x3xf32>
  %w2 = arith.constant dense<0.03> : tensor<64x64x3x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : index
  %warm = call @resnet_block(%x, %w1, %w2) : (tensor<1x64x60x60xf32>, tensor<64x64x3x3xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
  %t0 = call @rtclock() : () -> f64
  scf.for %i = %c0 to %n step %c1 {
    %o = func.call @resnet_block(%x, %w1, %w2) : (tensor<1x64x60x60xf32>, tensor<64x64x3x3xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
  }
  %t1 = call @rtclock() : () -> f64
  %d = arith.subf %t1, %t0 : f64
  %nf = arith.constant 10.0 : f64
  %per = arith.divf %d, %nf : f64
  call @printF64(%per) : (f64) -> ()
  call @printNewline() : () -> ()
  %v = tensor.extract %warm[%c0, %c0, %c0, %c0] : tensor<1x64x56x56xf32>
  %vd = arith.extf %v : f32 to f64
  call @printF64(%vd) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
