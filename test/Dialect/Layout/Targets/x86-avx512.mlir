// RUN: tensor-opt %S/../Inputs/target-ops.mlir \
// RUN:   --layout-assign="target=x86-avx512 assign-signatures" \
// RUN:   --layout-verify=target=x86-avx512 | FileCheck %s

// x86 AVX-512: NCHW16c activations and OIhw16i16o filters; with fewer
// than 16 input channels (RGB) plain activations and Ohwi16o filters;
// matrix rows padded to 64 bytes when long; 64-byte buffers.
// Every function's arguments take what the op needs; no transform is left.

// CHECK-DAG: #[[LAYOUT:.*]] = #layout.encoding<align = [1, 16], base_align = 64>
// CHECK-DAG: #[[LAYOUT1:.*]] = #layout.encoding<base_align = 64>
// CHECK-DAG: #[[LAYOUT2:.*]] = #layout.encoding<align = [1, 1, 32], base_align = 64>
// CHECK-DAG: #[[LAYOUT3:.*]] = #layout.encoding<tiles = [1 : 16], base_align = 64>
// CHECK-DAG: #[[LAYOUT4:.*]] = #layout.encoding<tiles = [1 : 16, 0 : 16], base_align = 64>
// CHECK-DAG: #[[LAYOUT5:.*]] = #layout.encoding<order = [0, 2, 3, 1], tiles = [0 : 16], base_align = 64>
// CHECK-DAG: #[[LAYOUT6:.*]] = #layout.encoding<order = [0, 3, 1, 2], tiles = [3 : 16], base_align = 64>
// CHECK-DAG: #[[LAYOUT7:.*]] = #layout.encoding<order = [3, 2, 0, 1], tiles = [2 : 16, 3 : 16], base_align = 64>
// CHECK-DAG: #[[LAYOUT8:.*]] = #layout.encoding<order = [0, 3, 1, 2], tiles = [3 : 16, 0 : 16], base_align = 64>
// CHECK-DAG: #[[LAYOUT9:.*]] = #layout.encoding<order = [2, 0, 1], tiles = [2 : 16], base_align = 64>
// CHECK-DAG: #[[LAYOUT10:.*]] = #layout.encoding<tiles = [0 : 16], base_align = 64>
// CHECK-DAG: #[[LAYOUT11:.*]] = #layout.encoding<order = [1, 0], align = [16, 1], base_align = 64>
// CHECK-LABEL: func.func @matmul_long_rows(
// CHECK-SAME: %arg0: tensor<64x1000xf32, #[[LAYOUT]]>, %arg1: tensor<1000x1000xf32, #[[LAYOUT]]>, %arg2: tensor<64x1000xf32, #[[LAYOUT]]>) -> tensor<64x1000xf32, #[[LAYOUT]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @matmul_short_rows(
// CHECK-SAME: %arg0: tensor<8x6xf32, #[[LAYOUT1]]>, %arg1: tensor<6x10xf32, #[[LAYOUT1]]>, %arg2: tensor<8x10xf32, #[[LAYOUT1]]>) -> tensor<8x10xf32, #[[LAYOUT1]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @batch_matmul(
// CHECK-SAME: %arg0: tensor<4x32x100xbf16, #[[LAYOUT1]]>, %arg1: tensor<4x100x200xbf16, #[[LAYOUT2]]>, %arg2: tensor<4x32x200xbf16, #[[LAYOUT2]]>) -> tensor<4x32x200xbf16, #[[LAYOUT2]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @conv_nchw_fchw(
// CHECK-SAME: %arg0: tensor<1x64x10x10xf32, #[[LAYOUT3]]>, %arg1: tensor<128x64x3x3xf32, #[[LAYOUT4]]>, %arg2: tensor<1x128x8x8xf32, #[[LAYOUT3]]>) -> tensor<1x128x8x8xf32, #[[LAYOUT3]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @conv_nchw_fchw_rgb(
// CHECK-SAME: %arg0: tensor<1x3x10x10xf32, #[[LAYOUT1]]>, %arg1: tensor<64x3x3x3xf32, #[[LAYOUT5]]>, %arg2: tensor<1x64x8x8xf32, #[[LAYOUT3]]>) -> tensor<1x64x8x8xf32, #[[LAYOUT3]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @conv_nhwc_hwcf(
// CHECK-SAME: %arg0: tensor<1x10x10x64xf32, #[[LAYOUT6]]>, %arg1: tensor<3x3x64x128xf32, #[[LAYOUT7]]>, %arg2: tensor<1x8x8x128xf32, #[[LAYOUT6]]>) -> tensor<1x8x8x128xf32, #[[LAYOUT6]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @conv_nhwc_fhwc(
// CHECK-SAME: %arg0: tensor<1x10x10x64xf32, #[[LAYOUT6]]>, %arg1: tensor<128x3x3x64xf32, #[[LAYOUT8]]>, %arg2: tensor<1x8x8x128xf32, #[[LAYOUT6]]>) -> tensor<1x8x8x128xf32, #[[LAYOUT6]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @depthwise_nhwc_hwc(
// CHECK-SAME: %arg0: tensor<1x10x10x32xf32, #[[LAYOUT6]]>, %arg1: tensor<3x3x32xf32, #[[LAYOUT9]]>, %arg2: tensor<1x8x8x32xf32, #[[LAYOUT6]]>) -> tensor<1x8x8x32xf32, #[[LAYOUT6]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @depthwise_nchw_chw(
// CHECK-SAME: %arg0: tensor<1x32x10x10xf32, #[[LAYOUT3]]>, %arg1: tensor<32x3x3xf32, #[[LAYOUT10]]>, %arg2: tensor<1x32x8x8xf32, #[[LAYOUT3]]>) -> tensor<1x32x8x8xf32, #[[LAYOUT3]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @pool_nchw_max(
// CHECK-SAME: %arg0: tensor<1x32x10x10xf32, #[[LAYOUT3]]>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x32x5x5xf32, #[[LAYOUT3]]>) -> tensor<1x32x5x5xf32, #[[LAYOUT3]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @pool_nhwc_sum(
// CHECK-SAME: %arg0: tensor<1x10x10x32xi8, #[[LAYOUT6]]>, %arg1: tensor<2x2xi8>, %arg2: tensor<1x5x5x32xi8, #[[LAYOUT6]]>) -> tensor<1x5x5x32xi8, #[[LAYOUT6]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @softmax_dim0(
// CHECK-SAME: %arg0: tensor<300x20xf32, #[[LAYOUT11]]>, %arg1: tensor<300x20xf32, #[[LAYOUT11]]>) -> tensor<300x20xf32, #[[LAYOUT11]]>
// CHECK-NOT: layout.transform
// CHECK-LABEL: func.func @elementwise(
// CHECK-SAME: %arg0: tensor<4x100xf32>, %arg1: tensor<4x100xf32>) -> tensor<4x100xf32>
// CHECK-NOT: layout.transform
