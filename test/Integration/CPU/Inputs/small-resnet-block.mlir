// ResNet's basic block at 16 channels, 6x6 (bench/networks/resnet-basic.mlir
// made small): two 3x3 convolutions with zero padding 1, a bias and a ReLU
// after each, the residual added before the last ReLU. The image holds
// small integers and the filters, biases and sums multiples of 1/512, so
// every sum is exact and any build must print the same bits.

func.func private @printMemrefF32(memref<*xf32>)

func.func @block(%x: tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense<0.0625> : tensor<16x16x3x3xf32>
  %w2 = arith.constant dense<-0.03125> : tensor<16x16x3x3xf32>
  %b1 = arith.constant dense<0.5> : tensor<1x16x6x6xf32>
  %b2 = arith.constant dense<40.0> : tensor<1x16x6x6xf32>
  %zeros = arith.constant dense<0.0> : tensor<1x16x6x6xf32>
  %p1 = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x16x6x6xf32> to tensor<1x16x8x8xf32>
  %e1 = tensor.empty() : tensor<1x16x6x6xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%p1, %w1 : tensor<1x16x8x8xf32>, tensor<16x16x3x3xf32>)
                                 outs(%a1 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %s1 = arith.addf %c1, %b1 : tensor<1x16x6x6xf32>
  %r1 = arith.maximumf %s1, %zeros : tensor<1x16x6x6xf32>
  %p2 = tensor.pad %r1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x16x6x6xf32> to tensor<1x16x8x8xf32>
  %e2 = tensor.empty() : tensor<1x16x6x6xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%p2, %w2 : tensor<1x16x8x8xf32>, tensor<16x16x3x3xf32>)
                                 outs(%a2 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %s2 = arith.addf %c2, %b2 : tensor<1x16x6x6xf32>
  %t = arith.addf %s2, %x : tensor<1x16x6x6xf32>
  %y = arith.maximumf %t, %zeros : tensor<1x16x6x6xf32>
  return %y : tensor<1x16x6x6xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<1x16x6x6xf32>
  // x[c, h, w] = (5c + 3h + w) mod 7 - 2.
  %x = linalg.generic {
      indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x16x6x6xf32>) {
  ^bb0(%out: f32):
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c2 = arith.constant 2 : index
    %a = arith.muli %c, %c5 : index
    %b = arith.muli %h, %c3 : index
    %ab = arith.addi %a, %b : index
    %abw = arith.addi %ab, %w : index
    %m = arith.remui %abw, %c7 : index
    %i = arith.index_cast %m : index to i32
    %f = arith.sitofp %i : i32 to f32
    %two = arith.constant 2.0 : f32
    %v = arith.subf %f, %two : f32
    linalg.yield %v : f32
  } -> tensor<1x16x6x6xf32>
  %y = call @block(%x) : (tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %m = bufferization.to_buffer %y : tensor<1x16x6x6xf32> to memref<1x16x6x6xf32>
  %u = memref.cast %m : memref<1x16x6x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
