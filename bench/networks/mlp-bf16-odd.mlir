// The bf16 MLP of mlp-bf16.mlir with 1001 inputs and hidden units: rows of
// 2002 bytes, no whole number of 16-byte units, which cuBLASLt's fastest
// kernels (on Hopper, those that load through the tensor memory
// accelerator, whose strides must be multiples of 16 bytes) need of the
// leading dimensions. The cuda-libraries target padded such rows to 1008
// elements until the H200 showed no gain (docs/performance-gpu.md); the
// network stays, to show what cuBLASLt does with odd leading dimensions.
// GPU network benchmark only.

func.func @mlp_bf16_odd(%x: tensor<256x1001xbf16>) -> tensor<256x1000xbf16> {
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense<0.002> : tensor<1001x1001xbf16>
  %w2 = arith.constant dense<-0.001> : tensor<1001x1001xbf16>
  %w3 = arith.constant dense<0.003> : tensor<1001x1000xbf16>
  %b1 = arith.constant dense<0.125> : tensor<256x1001xf32>
  %b2 = arith.constant dense<0.5> : tensor<256x1001xf32>
  %b3 = arith.constant dense<-0.25> : tensor<256x1000xf32>
  %zeros = arith.constant dense<0.0> : tensor<256x1001xf32>

  %e1 = tensor.empty() : tensor<256x1001xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x1001xf32>) -> tensor<256x1001xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<256x1001xbf16>, tensor<1001x1001xbf16>) outs(%a1 : tensor<256x1001xf32>) -> tensor<256x1001xf32>
  %s1 = arith.addf %m1, %b1 : tensor<256x1001xf32>
  %r1 = arith.maximumf %s1, %zeros : tensor<256x1001xf32>
  %t1 = arith.truncf %r1 : tensor<256x1001xf32> to tensor<256x1001xbf16>

  %e2 = tensor.empty() : tensor<256x1001xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<256x1001xf32>) -> tensor<256x1001xf32>
  %m2 = linalg.matmul ins(%t1, %w2 : tensor<256x1001xbf16>, tensor<1001x1001xbf16>) outs(%a2 : tensor<256x1001xf32>) -> tensor<256x1001xf32>
  %s2 = arith.addf %m2, %b2 : tensor<256x1001xf32>
  %r2 = arith.maximumf %s2, %zeros : tensor<256x1001xf32>
  %t2 = arith.truncf %r2 : tensor<256x1001xf32> to tensor<256x1001xbf16>

  %e3 = tensor.empty() : tensor<256x1000xf32>
  %a3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x1000xf32>) -> tensor<256x1000xf32>
  %m3 = linalg.matmul ins(%t2, %w3 : tensor<256x1001xbf16>, tensor<1001x1000xbf16>) outs(%a3 : tensor<256x1000xf32>) -> tensor<256x1000xf32>
  %s3 = arith.addf %m3, %b3 : tensor<256x1000xf32>
  %y = arith.truncf %s3 : tensor<256x1000xf32> to tensor<256x1000xbf16>
  return %y : tensor<256x1000xbf16>
}
