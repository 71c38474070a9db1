// A matmul whose operands promise 64-byte alignment (as layout-assign
// gives arguments that need nothing else), for aot-misaligned.test.
#base64 = #layout.encoding<base_align = 64>

func.func @mm(%a: tensor<4x8xf32, #base64>, %b: tensor<8x4xf32, #base64>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32, #base64>, tensor<8x4xf32, #base64>)
                     outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
