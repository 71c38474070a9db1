// The onednn target on AVX-512 (brgconv, brgemm): NHWC activations,
// filters blocked by 64 output channels with the input channels innermost
// among the outer dims (Acdb64a), depthwise filters as hwC16c, a matmul's B
// blocked 16x64. Assign-onednn.mlir says why the ISA is pinned.
// REQUIRES: cpu-avx512
// RUN: env ONEDNN_MAX_CPU_ISA=AVX512_CORE tensor-opt %s \
// RUN:   --layout-assign=target=onednn | FileCheck %s

// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1], base_align = 64>
// CHECK-DAG: #[[OHWI64O:.*]] = #layout.encoding<order = [0, 2, 3, 1], tiles = [0 : 64], base_align = 64>
// CHECK-DAG: #[[HWC16C:.*]] = #layout.encoding<order = [1, 2, 0], tiles = [0 : 16], base_align = 64>
// CHECK-DAG: #[[NCHW16C:.*]] = #layout.encoding<align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16], base_align = 64>
// CHECK-DAG: #[[OIHW16I16O:.*]] = #layout.encoding<align = [16, 16, 1, 1], pad_value = zero, tiles = [1 : 16, 0 : 16], base_align = 64>
// CHECK-DAG: #[[B16X64:.*]] = #layout.encoding<order = [1, 0], tiles = [0 : 16, 1 : 64], base_align = 64>
// CHECK-DAG: #[[HWIO:.*]] = #layout.encoding<order = [2, 3, 1, 0], base_align = 64>
// CHECK-DAG: #[[B16X64P:.*]] = #layout.encoding<order = [1, 0], align = [1, 64], pad_value = zero, tiles = [0 : 16, 1 : 64], base_align = 64>

// CHECK-LABEL: func.func @conv
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x64x56x56xf32, #[[NHWC]]>, tensor<64x64x3x3xf32, #[[OHWI64O]]>) outs(%{{.*}} : tensor<1x64x54x54xf32, #[[NHWC]]>)
func.func @conv(%x: tensor<1x64x56x56xf32>, %w: tensor<64x64x3x3xf32>, %o: tensor<1x64x54x54xf32>) -> tensor<1x64x54x54xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) outs(%o : tensor<1x64x54x54xf32>) -> tensor<1x64x54x54xf32>
  return %0 : tensor<1x64x54x54xf32>
}

// oneDNN's own choice pads the filter's 24 output channels to 32 but not
// the image's: the images and filter are asked for in blocks of 16
// instead, padded alike (nChw16c, OIhw16i16o).
// CHECK-LABEL: func.func @padded_filter
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x24x8x8xf32, #[[NCHW16C]]>, tensor<24x24x3x3xf32, #[[OIHW16I16O]]>) outs(%{{.*}} : tensor<1x24x6x6xf32, #[[NCHW16C]]>)
func.func @padded_filter(%x: tensor<1x24x8x8xf32>, %w: tensor<24x24x3x3xf32>, %o: tensor<1x24x6x6xf32>) -> tensor<1x24x6x6xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x24x8x8xf32>, tensor<24x24x3x3xf32>) outs(%o : tensor<1x24x6x6xf32>) -> tensor<1x24x6x6xf32>
  return %0 : tensor<1x24x6x6xf32>
}

// The same for a 1x1 convolution (MobileNet-v2's projection to 24
// channels): NHWC images and an HWIO filter instead, which oneDNN runs as a
// GEMM as fast, and which keeps the NHWC of the layers around it.
// CHECK-LABEL: func.func @padded_filter_1x1
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x144x8x8xf32, #[[NHWC]]>, tensor<24x144x1x1xf32, #[[HWIO]]>) outs(%{{.*}} : tensor<1x24x8x8xf32, #[[NHWC]]>)
func.func @padded_filter_1x1(%x: tensor<1x144x8x8xf32>, %w: tensor<24x144x1x1xf32>, %o: tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x144x8x8xf32>, tensor<24x144x1x1xf32>) outs(%o : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
  return %0 : tensor<1x24x8x8xf32>
}

// CHECK-LABEL: func.func @depthwise
// CHECK: linalg.depthwise_conv_2d_nchw_chw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x32x16x16xf32, #[[NHWC]]>, tensor<32x3x3xf32, #[[HWC16C]]>) outs(%{{.*}} : tensor<1x32x14x14xf32, #[[NHWC]]>)
func.func @depthwise(%x: tensor<1x32x16x16xf32>, %w: tensor<32x3x3xf32>, %o: tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x32x16x16xf32>, tensor<32x3x3xf32>) outs(%o : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
  return %0 : tensor<1x32x14x14xf32>
}

// K and N whole blocks: B in oneDNN's blocks, A and C plain.
// CHECK-LABEL: func.func @matmul
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x128xf32>, tensor<128x128xf32, #[[B16X64]]>) outs(%{{.*}} : tensor<64x128xf32>)
func.func @matmul(%a: tensor<64x128xf32>, %b: tensor<128x128xf32>, %c: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x128xf32>, tensor<128x128xf32>) outs(%c : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}

// N = 1000 is padded to 1024 in B only (with zeros); A and C stay plain.
// CHECK-LABEL: func.func @padded_matmul
// CHECK: %[[B:.*]] = layout.transform %{{.*}} : tensor<64x1000xf32> to tensor<64x1000xf32, #[[B16X64P]]>
// CHECK: linalg.matmul ins(%{{.*}}, %[[B]] : tensor<16x64xf32>, tensor<64x1000xf32, #[[B16X64P]]>) outs(%{{.*}} : tensor<16x1000xf32>)
func.func @padded_matmul(%a: tensor<16x64xf32>, %b: tensor<64x1000xf32>, %c: tensor<16x1000xf32>) -> tensor<16x1000xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x64xf32>, tensor<64x1000xf32>) outs(%c : tensor<16x1000xf32>) -> tensor<16x1000xf32>
  return %0 : tensor<16x1000xf32>
}

// Max pooling in the activations' format of a convolution on its image.
// CHECK-LABEL: func.func @max_pool
// CHECK: linalg.pooling_nchw_max {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x64x16x16xf32, #[[NHWC]]>, tensor<2x2xf32>) outs(%{{.*}} : tensor<1x64x8x8xf32, #[[NHWC]]>)
func.func @max_pool(%x: tensor<1x64x16x16xf32>, %o: tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32> {
  %w = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<1x64x16x16xf32>, tensor<2x2xf32>) outs(%o : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  return %0 : tensor<1x64x8x8xf32>
}

// A result smaller than the image allows (SqueezeNet's ceil-mode pooling
// reads 55 of its 57 padded rows): oneDNN's format for the rows the
// windows read, as the lowering describes the image (fitImageToWindows).
// CHECK-LABEL: func.func @max_pool_unread_rows
// CHECK: linalg.pooling_nchw_max {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x64x57x57xf32, #[[NHWC]]>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x64x27x27xf32, #[[NHWC]]>)
func.func @max_pool_unread_rows(%x: tensor<1x64x57x57xf32>, %o: tensor<1x64x27x27xf32>) -> tensor<1x64x27x27xf32> {
  %w = tensor.empty() : tensor<3x3xf32>
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<1x64x57x57xf32>, tensor<3x3xf32>) outs(%o : tensor<1x64x27x27xf32>) -> tensor<1x64x27x27xf32>
  return %0 : tensor<1x64x27x27xf32>
}

// A convolution that leaves the image's last rows and columns unread
// (8x8 into 5x5 by 3x3) gets the kernel's formats as well.
// CHECK-LABEL: func.func @conv_unread_rows
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x64x8x8xf32, #[[NHWC]]>, tensor<64x64x3x3xf32, #{{.*}}>) outs(%{{.*}} : tensor<1x64x5x5xf32, #[[NHWC]]>)
func.func @conv_unread_rows(%x: tensor<1x64x8x8xf32>, %w: tensor<64x64x3x3xf32>, %o: tensor<1x64x5x5xf32>) -> tensor<1x64x5x5xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%o : tensor<1x64x5x5xf32>) -> tensor<1x64x5x5xf32>
  return %0 : tensor<1x64x5x5xf32>
}
