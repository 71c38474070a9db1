// The core of an attention block (f32; 8 heads, 512 tokens, 64 dims a
// head): scores Q K^T scaled by 1/8, softmax over the keys, times V. Q, K^T
// and V are the arguments (the projections are matmuls like mlp.mlir's).
// 0.537 GFLOP a call (the batch matmuls).

func.func @attention(%q: tensor<8x512x64xf32>, %kt: tensor<8x64x512xf32>,
                     %v: tensor<8x512x64xf32>) -> tensor<8x512x64xf32> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant dense<0.125> : tensor<8x512x512xf32>
  %e1 = tensor.empty() : tensor<8x512x512xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x512x512xf32>) -> tensor<8x512x512xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<8x512x64xf32>, tensor<8x64x512xf32>) outs(%a1 : tensor<8x512x512xf32>) -> tensor<8x512x512xf32>
  %scaled = arith.mulf %s, %scale : tensor<8x512x512xf32>
  %e2 = tensor.empty() : tensor<8x512x512xf32>
  %p = linalg.softmax dimension(2) ins(%scaled : tensor<8x512x512xf32>) outs(%e2 : tensor<8x512x512xf32>) -> tensor<8x512x512xf32>
  %e3 = tensor.empty() : tensor<8x512x64xf32>
  %a3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x512x64xf32>) -> tensor<8x512x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x512x512xf32>, tensor<8x512x64xf32>) outs(%a3 : tensor<8x512x64xf32>) -> tensor<8x512x64xf32>
  return %o : tensor<8x512x64xf32>
}
