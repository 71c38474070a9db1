// An MLP 256x1024x1024x1000 (f32): three matmuls of a batch of 256, bias
// after each, ReLU after the first two. 1.60 GFLOP a call. Constants as in
// resnet-basic.mlir.

func.func @mlp(%x: tensor<256x1024xf32>) -> tensor<256x1000xf32> {
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense<0.002> : tensor<1024x1024xf32>
  %w2 = arith.constant dense<-0.001> : tensor<1024x1024xf32>
  %w3 = arith.constant dense<0.003> : tensor<1024x1000xf32>
  %b1 = arith.constant dense<0.125> : tensor<256x1024xf32>
  %b2 = arith.constant dense<0.5> : tensor<256x1024xf32>
  %b3 = arith.constant dense<-0.25> : tensor<256x1000xf32>
  %zeros = arith.constant dense<0.0> : tensor<256x1024xf32>

  %e1 = tensor.empty() : tensor<256x1024xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<256x1024xf32>, tensor<1024x1024xf32>) outs(%a1 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %s1 = arith.addf %m1, %b1 : tensor<256x1024xf32>
  %r1 = arith.maximumf %s1, %zeros : tensor<256x1024xf32>

  %e2 = tensor.empty() : tensor<256x1024xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %m2 = linalg.matmul ins(%r1, %w2 : tensor<256x1024xf32>, tensor<1024x1024xf32>) outs(%a2 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %s2 = arith.addf %m2, %b2 : tensor<256x1024xf32>
  %r2 = arith.maximumf %s2, %zeros : tensor<256x1024xf32>

  %e3 = tensor.empty() : tensor<256x1000xf32>
  %a3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x1000xf32>) -> tensor<256x1000xf32>
  %m3 = linalg.matmul ins(%r2, %w3 : tensor<256x1024xf32>, tensor<1024x1000xf32>) outs(%a3 : tensor<256x1000xf32>) -> tensor<256x1000xf32>
  %y = arith.addf %m3, %b3 : tensor<256x1000xf32>
  return %y : tensor<256x1000xf32>
}
