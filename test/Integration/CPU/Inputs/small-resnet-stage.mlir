// ResNet-50's conv2_x stage made small (bench/networks/resnet50-conv2x.mlir
// at 6x6, 16 channels in, 8 inside, 32 out, two bottleneck blocks): the
// first with a 1x1 projection shortcut, the second adding its input. The
// image holds small integers and the weights and biases are powers of two
// and their small multiples, so every sum is exact (at most 12 significant
// bits) and any build must print the same bits.

func.func private @printMemrefF32(memref<*xf32>)

func.func @stage(%x: tensor<1x16x6x6xf32>) -> tensor<1x32x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %w1a = arith.constant dense<0.0625> : tensor<8x16x1x1xf32>
  %w1b = arith.constant dense<0.03125> : tensor<8x8x3x3xf32>
  %w1c = arith.constant dense<0.125> : tensor<32x8x1x1xf32>
  %b1a = arith.constant dense<0.5> : tensor<1x8x6x6xf32>
  %b1b = arith.constant dense<-0.25> : tensor<1x8x6x6xf32>
  %b1c = arith.constant dense<0.125> : tensor<1x32x6x6xf32>
  %w1s = arith.constant dense<0.25> : tensor<32x16x1x1xf32>
  %b1s = arith.constant dense<0.5> : tensor<1x32x6x6xf32>
  %w2a = arith.constant dense<0.03125> : tensor<8x32x1x1xf32>
  %w2b = arith.constant dense<0.03125> : tensor<8x8x3x3xf32>
  %w2c = arith.constant dense<-0.015625> : tensor<32x8x1x1xf32>
  %b2a = arith.constant dense<0.25> : tensor<1x8x6x6xf32>
  %b2b = arith.constant dense<0.5> : tensor<1x8x6x6xf32>
  %b2c = arith.constant dense<0.5> : tensor<1x32x6x6xf32>
  %zeros8 = arith.constant dense<0.0> : tensor<1x8x6x6xf32>
  %zeros32 = arith.constant dense<0.0> : tensor<1x32x6x6xf32>
  %e1a = tensor.empty() : tensor<1x8x6x6xf32>
  %a1a = linalg.fill ins(%zero : f32) outs(%e1a : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %c1a = linalg.conv_2d_nchw_fchw ins(%x, %w1a : tensor<1x16x6x6xf32>, tensor<8x16x1x1xf32>)
                                 outs(%a1a : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %s1a = arith.addf %c1a, %b1a : tensor<1x8x6x6xf32>
  %r1a = arith.maximumf %s1a, %zeros8 : tensor<1x8x6x6xf32>
  %p1 = tensor.pad %r1a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x6x6xf32> to tensor<1x8x8x8xf32>
  %e1b = tensor.empty() : tensor<1x8x6x6xf32>
  %a1b = linalg.fill ins(%zero : f32) outs(%e1b : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %c1b = linalg.conv_2d_nchw_fchw ins(%p1, %w1b : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32>)
                                 outs(%a1b : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %s1b = arith.addf %c1b, %b1b : tensor<1x8x6x6xf32>
  %r1b = arith.maximumf %s1b, %zeros8 : tensor<1x8x6x6xf32>
  %e1c = tensor.empty() : tensor<1x32x6x6xf32>
  %a1c = linalg.fill ins(%zero : f32) outs(%e1c : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
  %c1c = linalg.conv_2d_nchw_fchw ins(%r1b, %w1c : tensor<1x8x6x6xf32>, tensor<32x8x1x1xf32>)
                                 outs(%a1c : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
  %s1c = arith.addf %c1c, %b1c : tensor<1x32x6x6xf32>
  %e1s = tensor.empty() : tensor<1x32x6x6xf32>
  %a1s = linalg.fill ins(%zero : f32) outs(%e1s : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
  %c1s = linalg.conv_2d_nchw_fchw ins(%x, %w1s : tensor<1x16x6x6xf32>, tensor<32x16x1x1xf32>)
                                 outs(%a1s : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
  %s1s = arith.addf %c1s, %b1s : tensor<1x32x6x6xf32>
  %t1 = arith.addf %s1c, %s1s : tensor<1x32x6x6xf32>
  %y1 = arith.maximumf %t1, %zeros32 : tensor<1x32x6x6xf32>
  %e2a = tensor.empty() : tensor<1x8x6x6xf32>
  %a2a = linalg.fill ins(%zero : f32) outs(%e2a : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %c2a = linalg.conv_2d_nchw_fchw ins(%y1, %w2a : tensor<1x32x6x6xf32>, tensor<8x32x1x1xf32>)
                                 outs(%a2a : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %s2a = arith.addf %c2a, %b2a : tensor<1x8x6x6xf32>
  %r2a = arith.maximumf %s2a, %zeros8 : tensor<1x8x6x6xf32>
  %p2 = tensor.pad %r2a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x6x6xf32> to tensor<1x8x8x8xf32>
  %e2b = tensor.empty() : tensor<1x8x6x6xf32>
  %a2b = linalg.fill ins(%zero : f32) outs(%e2b : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %c2b = linalg.conv_2d_nchw_fchw ins(%p2, %w2b : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32>)
                                 outs(%a2b : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %s2b = arith.addf %c2b, %b2b : tensor<1x8x6x6xf32>
  %r2b = arith.maximumf %s2b, %zeros8 : tensor<1x8x6x6xf32>
  %e2c = tensor.empty() : tensor<1x32x6x6xf32>
  %a2c = linalg.fill ins(%zero : f32) outs(%e2c : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
  %c2c = linalg.conv_2d_nchw_fchw ins(%r2b, %w2c : tensor<1x8x6x6xf32>, tensor<32x8x1x1xf32>)
                                 outs(%a2c : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
  %s2c = arith.addf %c2c, %b2c : tensor<1x32x6x6xf32>
  %t2 = arith.addf %s2c, %y1 : tensor<1x32x6x6xf32>
  %y2 = arith.maximumf %t2, %zeros32 : tensor<1x32x6x6xf32>
  return %y2 : tensor<1x32x6x6xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<1x16x6x6xf32>
  // x[c, h, w] = (7c + 5h + 3w) mod 5 - 2.
  %x = linalg.generic {
      indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x16x6x6xf32>) {
  ^bb0(%out: f32):
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %a = arith.muli %c, %c7 : index
    %b = arith.muli %h, %c5 : index
    %d = arith.muli %w, %c3 : index
    %ab = arith.addi %a, %b : index
    %abd = arith.addi %ab, %d : index
    %m = arith.remui %abd, %c5 : index
    %i = arith.index_cast %m : index to i32
    %f = arith.sitofp %i : i32 to f32
    %two = arith.constant 2.0 : f32
    %v = arith.subf %f, %two : f32
    linalg.yield %v : f32
  } -> tensor<1x16x6x6xf32>
  %y = call @stage(%x) : (tensor<1x16x6x6xf32>) -> tensor<1x32x6x6xf32>
  %m = bufferization.to_buffer %y : tensor<1x32x6x6xf32> to memref<1x32x6x6xf32>
  %u = memref.cast %m : memref<1x32x6x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
