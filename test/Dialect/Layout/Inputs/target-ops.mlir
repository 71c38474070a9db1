// One function per op family the built-in targets know (Targets/*.mlir
// assign them with assign-signatures, so the chosen layouts show on the
// signatures).
func.func @matmul_long_rows(%a: tensor<64x1000xf32>, %b: tensor<1000x1000xf32>, %c: tensor<64x1000xf32>) -> tensor<64x1000xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x1000xf32>, tensor<1000x1000xf32>) outs(%c : tensor<64x1000xf32>) -> tensor<64x1000xf32>
  return %r : tensor<64x1000xf32>
}
func.func @matmul_short_rows(%a: tensor<8x6xf32>, %b: tensor<6x10xf32>, %c: tensor<8x10xf32>) -> tensor<8x10xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x6xf32>, tensor<6x10xf32>) outs(%c : tensor<8x10xf32>) -> tensor<8x10xf32>
  return %r : tensor<8x10xf32>
}
func.func @batch_matmul(%a: tensor<4x32x100xbf16>, %b: tensor<4x100x200xbf16>, %c: tensor<4x32x200xbf16>) -> tensor<4x32x200xbf16> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<4x32x100xbf16>, tensor<4x100x200xbf16>) outs(%c : tensor<4x32x200xbf16>) -> tensor<4x32x200xbf16>
  return %r : tensor<4x32x200xbf16>
}
func.func @conv_nchw_fchw(%x: tensor<1x64x10x10xf32>, %w: tensor<128x64x3x3xf32>, %o: tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x10x10xf32>, tensor<128x64x3x3xf32>) outs(%o : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
  return %r : tensor<1x128x8x8xf32>
}
func.func @conv_nchw_fchw_rgb(%x: tensor<1x3x10x10xf32>, %w: tensor<64x3x3x3xf32>, %o: tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x3x10x10xf32>, tensor<64x3x3x3xf32>) outs(%o : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  return %r : tensor<1x64x8x8xf32>
}
func.func @conv_nhwc_hwcf(%x: tensor<1x10x10x64xf32>, %w: tensor<3x3x64x128xf32>, %o: tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32> {
  %r = linalg.conv_2d_nhwc_hwcf ins(%x, %w : tensor<1x10x10x64xf32>, tensor<3x3x64x128xf32>) outs(%o : tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
  return %r : tensor<1x8x8x128xf32>
}
func.func @conv_nhwc_fhwc(%x: tensor<1x10x10x64xf32>, %w: tensor<128x3x3x64xf32>, %o: tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32> {
  %r = linalg.conv_2d_nhwc_fhwc ins(%x, %w : tensor<1x10x10x64xf32>, tensor<128x3x3x64xf32>) outs(%o : tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
  return %r : tensor<1x8x8x128xf32>
}
func.func @depthwise_nhwc_hwc(%x: tensor<1x10x10x32xf32>, %w: tensor<3x3x32xf32>, %o: tensor<1x8x8x32xf32>) -> tensor<1x8x8x32xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc ins(%x, %w : tensor<1x10x10x32xf32>, tensor<3x3x32xf32>) outs(%o : tensor<1x8x8x32xf32>) -> tensor<1x8x8x32xf32>
  return %r : tensor<1x8x8x32xf32>
}
func.func @depthwise_nchw_chw(%x: tensor<1x32x10x10xf32>, %w: tensor<32x3x3xf32>, %o: tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32> {
  %r = linalg.depthwise_conv_2d_nchw_chw ins(%x, %w : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%o : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  return %r : tensor<1x32x8x8xf32>
}
func.func @pool_nchw_max(%x: tensor<1x32x10x10xf32>, %win: tensor<2x2xf32>, %o: tensor<1x32x5x5xf32>) -> tensor<1x32x5x5xf32> {
  %r = linalg.pooling_nchw_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%x, %win : tensor<1x32x10x10xf32>, tensor<2x2xf32>) outs(%o : tensor<1x32x5x5xf32>) -> tensor<1x32x5x5xf32>
  return %r : tensor<1x32x5x5xf32>
}
func.func @pool_nhwc_sum(%x: tensor<1x10x10x32xi8>, %win: tensor<2x2xi8>, %o: tensor<1x5x5x32xi8>) -> tensor<1x5x5x32xi8> {
  %r = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%x, %win : tensor<1x10x10x32xi8>, tensor<2x2xi8>) outs(%o : tensor<1x5x5x32xi8>) -> tensor<1x5x5x32xi8>
  return %r : tensor<1x5x5x32xi8>
}
func.func @softmax_dim0(%x: tensor<300x20xf32>, %o: tensor<300x20xf32>) -> tensor<300x20xf32> {
  %r = linalg.softmax dimension(0) ins(%x : tensor<300x20xf32>) outs(%o : tensor<300x20xf32>) -> tensor<300x20xf32>
  return %r : tensor<300x20xf32>
}
func.func @elementwise(%a: tensor<4x100xf32>, %b: tensor<4x100xf32>) -> tensor<4x100xf32> {
  %r = arith.addf %a, %b : tensor<4x100xf32>
  return %r : tensor<4x100xf32>
}
