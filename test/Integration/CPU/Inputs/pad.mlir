// A zero padding of one column each side, returned and printed.
func.func @pad(%x: tensor<1x2xf32>) -> tensor<1x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<1x2xf32> to tensor<1x4xf32>
  return %p : tensor<1x4xf32>
}

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %p = call @pad(%x) : (tensor<1x2xf32>) -> tensor<1x4xf32>
  %u = tensor.cast %p : tensor<1x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
