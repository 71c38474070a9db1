// Matmuls for the onednn target's execution tests: 64x128 @ 128x128 (on
// AVX-512, B in 16x64 blocks, a matmul on described buffers), 16x64 @
// 64x1000 (on AVX-512, B padded to 1024 columns, C 1000 wide) and a batch
// matmul. Small integers, so every sum is exact.

func.func private @printMemrefF32(memref<*xf32>)

// Element (i, j) of a matrix: ((i * 7 + j * 3) mod 11) - 5.
func.func @ramp(%e: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c5 = arith.constant 5 : index
    %a = arith.muli %i, %c7 : index
    %b = arith.muli %j, %c3 : index
    %s = arith.addi %a, %b : index
    %m = arith.remui %s, %c11 : index
    %v = arith.subi %m, %c5 : index
    %vi = arith.index_cast %v : index to i64
    %f = arith.sitofp %vi : i64 to f32
    linalg.yield %f : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @matrix(%m: index, %n: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %r = call @ramp(%e) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @mm(%a: tensor<64x128xf32>, %b: tensor<128x128xf32>) -> tensor<64x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x128xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x128xf32>, tensor<128x128xf32>) outs(%c : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}

func.func @mm_wide(%a: tensor<16x64xf32>, %b: tensor<64x1000xf32>) -> tensor<16x1000xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x1000xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<16x1000xf32>) -> tensor<16x1000xf32>
  %r = linalg.matmul ins(%a, %b : tensor<16x64xf32>, tensor<64x1000xf32>) outs(%c : tensor<16x1000xf32>) -> tensor<16x1000xf32>
  return %r : tensor<16x1000xf32>
}

func.func @bmm(%a: tensor<2x8x32xf32>, %b: tensor<2x32x64xf32>, %c: tensor<2x8x64xf32>) -> tensor<2x8x64xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x8x32xf32>, tensor<2x32x64xf32>) outs(%c : tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
  return %r : tensor<2x8x64xf32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c1000 = arith.constant 1000 : index
  %a0 = call @matrix(%c64, %c128) : (index, index) -> tensor<?x?xf32>
  %b0 = call @matrix(%c128, %c128) : (index, index) -> tensor<?x?xf32>
  %a = tensor.cast %a0 : tensor<?x?xf32> to tensor<64x128xf32>
  %b = tensor.cast %b0 : tensor<?x?xf32> to tensor<128x128xf32>
  %r = call @mm(%a, %b) : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
  %ru = tensor.cast %r : tensor<64x128xf32> to tensor<*xf32>
  %rm = bufferization.to_buffer %ru : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%rm) : (memref<*xf32>) -> ()

  %w0 = call @matrix(%c16, %c64) : (index, index) -> tensor<?x?xf32>
  %v0 = call @matrix(%c64, %c1000) : (index, index) -> tensor<?x?xf32>
  %w = tensor.cast %w0 : tensor<?x?xf32> to tensor<16x64xf32>
  %v = tensor.cast %v0 : tensor<?x?xf32> to tensor<64x1000xf32>
  %s = call @mm_wide(%w, %v) : (tensor<16x64xf32>, tensor<64x1000xf32>) -> tensor<16x1000xf32>
  %su = tensor.cast %s : tensor<16x1000xf32> to tensor<*xf32>
  %sm = bufferization.to_buffer %su : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%sm) : (memref<*xf32>) -> ()

  %p0 = call @matrix(%c16, %c32) : (index, index) -> tensor<?x?xf32>
  %q0 = call @matrix(%c64, %c64) : (index, index) -> tensor<?x?xf32>
  %o0 = call @matrix(%c16, %c64) : (index, index) -> tensor<?x?xf32>
  %pc = tensor.cast %p0 : tensor<?x?xf32> to tensor<16x32xf32>
  %qc = tensor.cast %q0 : tensor<?x?xf32> to tensor<64x64xf32>
  %oc = tensor.cast %o0 : tensor<?x?xf32> to tensor<16x64xf32>
  %p = tensor.expand_shape %pc [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  %q = tensor.expand_shape %qc [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
  %o = tensor.expand_shape %oc [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
  %t = call @bmm(%p, %q, %o) : (tensor<2x8x32xf32>, tensor<2x32x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
  %tu = tensor.cast %t : tensor<2x8x64xf32> to tensor<*xf32>
  %tm = bufferization.to_buffer %tu : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%tm) : (memref<*xf32>) -> ()
  return
}
