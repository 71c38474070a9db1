// RUN: tensor-opt %s -split-input-file -layout-verify=target=generic-cpu -verify-diagnostics

// Hand-written programs that break the generic CPU target's requirements:
// each violation is reported at the op with the operand, the required and
// the actual layout, and the part that fails. Their batch (M) is dynamic:
// with static extents the target also runs convolutions and matmuls on
// plain layouts, at a modelled cost (@plain_static below), which a plain
// or row-major program meets.

#rows = #layout.encoding<align = [1, 16], base_align = 64>
func.func @unaligned_operand(%a: tensor<?x1000xf32>, %b: tensor<1000x1000xf32, #rows>, %c: tensor<?x1000xf32, #rows>) -> tensor<?x1000xf32, #rows> {
  // expected-error @+1 {{operand #0 of 'linalg.matmul' is in the packed row-major layout but target 'generic-cpu' requires #layout.requirement<order = [0, 1], align_bytes = [1, 64], tiles = [], base_align = 64>: physical extent 1000 of dimension 1 is not a multiple of 16 elements (64 bytes)}}
  %m = linalg.matmul ins(%a, %b : tensor<?x1000xf32>, tensor<1000x1000xf32, #rows>) outs(%c : tensor<?x1000xf32, #rows>) -> tensor<?x1000xf32, #rows>
  return %m : tensor<?x1000xf32, #rows>
}

// -----

#rows_unaligned_base = #layout.encoding<align = [1, 16]>
#rows = #layout.encoding<align = [1, 16], base_align = 64>
func.func @base_alignment(%a: tensor<?x1000xf32, #rows_unaligned_base>, %b: tensor<1000x1000xf32, #rows>, %c: tensor<?x1000xf32, #rows>) -> tensor<?x1000xf32, #rows> {
  // expected-error @+1 {{operand #0 of 'linalg.matmul' is in #layout.encoding<align = [1, 16]> but target 'generic-cpu' requires #layout.requirement<order = [0, 1], align_bytes = [1, 64], tiles = [], base_align = 64>: base alignment is unspecified, below the required 64 bytes}}
  %m = linalg.matmul ins(%a, %b : tensor<?x1000xf32, #rows_unaligned_base>, tensor<1000x1000xf32, #rows>) outs(%c : tensor<?x1000xf32, #rows>) -> tensor<?x1000xf32, #rows>
  return %m : tensor<?x1000xf32, #rows>
}

// -----

// An NCHW convolution wants channels innermost (NHWC storage); the filter
// HWCF storage; every tensor fails on its order.
func.func @conv_order(%x: tensor<?x64x8x8xf32>, %w: tensor<64x64x3x3xf32>, %o: tensor<?x64x6x6xf32>) -> tensor<?x64x6x6xf32> {
  // expected-error @+4 {{operand #0 of 'linalg.conv_2d_nchw_fchw' is in the packed row-major layout but target 'generic-cpu' requires #layout.requirement<order = [0, 2, 3, 1], align_bytes = [1, 64, 1, 1], tiles = [], base_align = 64>: dimension order [0, 1, 2, 3] is not the required [0, 2, 3, 1]}}
  // expected-error @+3 {{operand #1 of 'linalg.conv_2d_nchw_fchw' is in the packed row-major layout but target 'generic-cpu' requires #layout.requirement<order = [2, 3, 1, 0], align_bytes = [64, 1, 1, 1], tiles = [], base_align = 64>: dimension order [0, 1, 2, 3] is not the required [2, 3, 1, 0]}}
  // expected-error @+2 {{operand #2 of 'linalg.conv_2d_nchw_fchw'}}
  // expected-error @+1 {{result #0 of 'linalg.conv_2d_nchw_fchw'}}
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<?x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%o : tensor<?x64x6x6xf32>) -> tensor<?x64x6x6xf32>
  return %c : tensor<?x64x6x6xf32>
}

// -----

// Static extents: the plain convolution meets the target's plain
// alternative; one with an NHWC image and a plain filter meets no set.
func.func @plain_static(%x: tensor<1x64x8x8xf32>, %w: tensor<64x64x3x3xf32>, %o: tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32> {
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%o : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
  return %c : tensor<1x64x6x6xf32>
}

#nhwc_image = #layout.encoding<order = [0, 2, 3, 1]>
func.func @mixed_static(%x: tensor<1x64x8x8xf32, #nhwc_image>, %w: tensor<64x64x3x3xf32>, %o: tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32> {
  // expected-error @+4 {{operand #0 of 'linalg.conv_2d_nchw_fchw' is in #layout.encoding<order = [0, 2, 3, 1]> but target 'generic-cpu' requires #layout.requirement<order = [0, 2, 3, 1], align_bytes = [1, 64, 1, 1], tiles = [], base_align = 64>: base alignment is unspecified, below the required 64 bytes}}
  // expected-error @+3 {{operand #1 of 'linalg.conv_2d_nchw_fchw' is in the packed row-major layout but target 'generic-cpu' requires}}
  // expected-error @+2 {{operand #2 of 'linalg.conv_2d_nchw_fchw'}}
  // expected-error @+1 {{result #0 of 'linalg.conv_2d_nchw_fchw'}}
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x8x8xf32, #nhwc_image>, tensor<64x64x3x3xf32>) outs(%o : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
  return %c : tensor<1x64x6x6xf32>
}

// -----

// Element-wise ops run in the layout of their result: operands must share it.
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
func.func @elementwise_mixed(%a: tensor<1x4x8x8xf32, #nhwc>, %b: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32, #nhwc> {
  %e = tensor.empty() : tensor<1x4x8x8xf32, #nhwc>
  // expected-error @+1 {{operand #1 of 'linalg.add' is in the packed row-major layout but the op runs in the layout of its result, #layout.encoding<order = [0, 2, 3, 1]>}}
  %s = linalg.add ins(%a, %b : tensor<1x4x8x8xf32, #nhwc>, tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32, #nhwc>) -> tensor<1x4x8x8xf32, #nhwc>
  return %s : tensor<1x4x8x8xf32, #nhwc>
}

// -----

// exp(0) = 1: the result cannot claim zero padding.
#zero_rows = #layout.encoding<align = [1, 16], pad_value = zero>
func.func @pad_value_claim(%a: tensor<4x10xf32, #zero_rows>) -> tensor<4x10xf32, #zero_rows> {
  // expected-error @+1 {{result of 'math.exp' claims a pad value the op does not leave in its padding; its layout would be #layout.encoding<align = [1, 16]>}}
  %e = math.exp %a : tensor<4x10xf32, #zero_rows>
  return %e : tensor<4x10xf32, #zero_rows>
}
