// One attention head on plain tensors: scores = Q K^T / sqrt(d),
// P = softmax(scores), out = P V. Sequence 1000 (not a multiple of a cache
// line of floats), head dimension 64.
//
//   tensor-opt attention-block.mlir --layout-assign=target=nvidia-sm90 \
//     --layout-propagate --canonicalize --layout-report
func.func @attention(%q: tensor<1000x64xf32>, %k: tensor<1000x64xf32>,
                     %v: tensor<1000x64xf32>) -> tensor<1000x64xf32> {
  %zero = arith.constant 0.0 : f32

  %ekt = tensor.empty() : tensor<64x1000xf32>
  %kt = linalg.transpose ins(%k : tensor<1000x64xf32>) outs(%ekt : tensor<64x1000xf32>) permutation = [1, 0]

  %es = tensor.empty() : tensor<1000x1000xf32>
  %accs = linalg.fill ins(%zero : f32) outs(%es : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<1000x64xf32>, tensor<64x1000xf32>)
                     outs(%accs : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  %scale = arith.constant dense<0.125> : tensor<1000x1000xf32>
  %scaled = arith.mulf %s, %scale : tensor<1000x1000xf32>

  %ep = tensor.empty() : tensor<1000x1000xf32>
  %p = linalg.softmax dimension(1) ins(%scaled : tensor<1000x1000xf32>)
                                   outs(%ep : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>

  %eo = tensor.empty() : tensor<1000x64xf32>
  %acco = linalg.fill ins(%zero : f32) outs(%eo : tensor<1000x64xf32>) -> tensor<1000x64xf32>
  %o = linalg.matmul ins(%p, %v : tensor<1000x1000xf32>, tensor<1000x64xf32>)
                     outs(%acco : tensor<1000x64xf32>) -> tensor<1000x64xf32>
  return %o : tensor<1000x64xf32>
}
