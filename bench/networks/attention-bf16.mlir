// The attention block of attention.mlir in bf16, as PyTorch runs one: bf16
// Q, K^T and V, each batch matmul summing in f32 (bf16 operands into an
// f32 result), the scale and softmax in f32, the probabilities and the
// output rounded to bf16. The GPU network benchmark runs it
// (bench/gpu/networks.cases); the CPU one does not. 0.537 GFLOP a call.

func.func @attention_bf16(%q: tensor<8x512x64xbf16>, %kt: tensor<8x64x512xbf16>,
                          %v: tensor<8x512x64xbf16>) -> tensor<8x512x64xbf16> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant dense<0.125> : tensor<8x512x512xf32>
  %e1 = tensor.empty() : tensor<8x512x512xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x512x512xf32>) -> tensor<8x512x512xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<8x512x64xbf16>, tensor<8x64x512xbf16>) outs(%a1 : tensor<8x512x512xf32>) -> tensor<8x512x512xf32>
  %scaled = arith.mulf %s, %scale : tensor<8x512x512xf32>
  %e2 = tensor.empty() : tensor<8x512x512xf32>
  %p = linalg.softmax dimension(2) ins(%scaled : tensor<8x512x512xf32>) outs(%e2 : tensor<8x512x512xf32>) -> tensor<8x512x512xf32>
  %pb = arith.truncf %p : tensor<8x512x512xf32> to tensor<8x512x512xbf16>
  %e3 = tensor.empty() : tensor<8x512x64xf32>
  %a3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x512x64xf32>) -> tensor<8x512x64xf32>
  %o = linalg.batch_matmul ins(%pb, %v : tensor<8x512x512xbf16>, tensor<8x512x64xbf16>) outs(%a3 : tensor<8x512x64xf32>) -> tensor<8x512x64xf32>
  %ob = arith.truncf %o : tensor<8x512x64xf32> to tensor<8x512x64xbf16>
  return %ob : tensor<8x512x64xbf16>
}
