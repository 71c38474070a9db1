// RUN: tensor-opt %s -split-input-file | tensor-opt -split-input-file | FileCheck %s

// Every part of a layout, printed back in normalized form with a short alias.

// CHECK: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func private @order
// CHECK-SAME: tensor<1x3x8x8xf32, #[[NHWC]]>
func.func private @order(tensor<1x3x8x8xf32, #layout.encoding<order = [0, 2, 3, 1]>>)

// -----

// CHECK: #[[ROWS:.*]] = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 64>
// CHECK-LABEL: func private @aligned_rows
// CHECK-SAME: tensor<1000x1000xf32, #[[ROWS]]>
func.func private @aligned_rows(tensor<1000x1000xf32, #layout.encoding<align = [1, 16], pad_value = zero, base_align = 64>>)

// -----

// Parts in any order are printed in one order.
// CHECK: #[[HALO:.*]] = #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 2, 2], pad_value = zero>
// CHECK-LABEL: func private @halo
// CHECK-SAME: tensor<1x3x8x8xf32, #[[HALO]]>
func.func private @halo(tensor<1x3x8x8xf32, #layout.encoding<pad_value = zero, pad_high = [0, 0, 2, 2], pad_low = [0, 0, 1, 1]>>)

// -----

// CHECK: #[[CONST:.*]] = #layout.encoding<align = [8], pad_value = -1.000000e+00 : f32>
// CHECK-LABEL: func private @float_pad_value
// CHECK-SAME: tensor<5xf32, #[[CONST]]>
func.func private @float_pad_value(tensor<5xf32, #layout.encoding<align = [8], pad_value = -1.0 : f32>>)

// -----

// CHECK: #[[CONST:.*]] = #layout.encoding<pad_low = [2], pad_value = -128 : i8>
// CHECK-LABEL: func private @integer_pad_value
// CHECK-SAME: tensor<5xi8, #[[CONST]]>
func.func private @integer_pad_value(tensor<5xi8, #layout.encoding<pad_low = [2], pad_value = -128 : i8>>)

// -----

// Zero of any element type.
// CHECK: #[[ZERO:.*]] = #layout.encoding<align = [8], pad_value = zero>
// CHECK-LABEL: func private @zero_pad
// CHECK-SAME: tensor<5xbf16, #[[ZERO]]>
func.func private @zero_pad(tensor<5xbf16, #layout.encoding<align = [8], pad_value = zero>>)

// -----

// CHECK: #[[BLOCKED:.*]] = #layout.encoding<tiles = [1 : 16]>
// CHECK-LABEL: func private @nchw16c
// CHECK-SAME: tensor<2x32x7x7xf32, #[[BLOCKED]]>
func.func private @nchw16c(tensor<2x32x7x7xf32, #layout.encoding<tiles = [1 : 16]>>)

// -----

// CHECK: #[[BLOCKED:.*]] = #layout.encoding<order = [1, 0], align = [16, 8], pad_value = zero, tiles = [0 : 16, 1 : 8], base_align = 128>
// CHECK-LABEL: func private @two_tiles
// CHECK-SAME: tensor<30x30xf16, #[[BLOCKED]]>
func.func private @two_tiles(tensor<30x30xf16, #layout.encoding<order = [1, 0], align = [16, 8], pad_value = zero, tiles = [0 : 16, 1 : 8], base_align = 128>>)

// -----

// Trivial parts are dropped: identity order, alignment 1, zero halo, tiles
// of 1, base alignment 1, and a pad value where no padding can exist.
// CHECK: #[[PACKED:.*]] = #layout.encoding<>
// CHECK-LABEL: func private @trivial
// CHECK-SAME: tensor<4x4xf32, #[[PACKED]]>
func.func private @trivial(tensor<4x4xf32, #layout.encoding<order = [0, 1], align = [1, 1], pad_low = [0, 0], pad_high = [0, 0], pad_value = zero, tiles = [0 : 1], base_align = 1>>)

// -----

// CHECK: #[[UNDEF:.*]] = #layout.encoding<align = [4]>
// CHECK-LABEL: func private @undef_pad_value
// CHECK-SAME: tensor<3xi32, #[[UNDEF]]>
func.func private @undef_pad_value(tensor<3xi32, #layout.encoding<align = [4], pad_value = undef>>)

// -----

// One layout is one attribute, whatever its spelling.
// CHECK: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-NOT: #layout.encoding
// CHECK-LABEL: func private @same_layout
// CHECK-SAME: tensor<1x3x8x8xf32, #[[NHWC]]>, tensor<1x3x8x8xf32, #[[NHWC]]>
func.func private @same_layout(tensor<1x3x8x8xf32, #layout.encoding<order = [0, 2, 3, 1]>>,
                               tensor<1x3x8x8xf32, #layout.encoding<order = [0, 2, 3, 1], pad_value = zero>>)

// -----

// Dynamic extents.
// CHECK: #[[ROWS:.*]] = #layout.encoding<align = [1, 16], tiles = [1 : 16]>
// CHECK-LABEL: func private @dynamic
// CHECK-SAME: tensor<?x?xi32, #[[ROWS]]>
func.func private @dynamic(tensor<?x?xi32, #layout.encoding<align = [1, 16], tiles = [1 : 16]>>)

// -----

// Element types: integers, floats and index.
// CHECK-LABEL: func private @element_types
// CHECK-SAME: tensor<4x5xf64, #{{.*}}>, tensor<4x5xi1, #{{.*}}>, tensor<4x5xindex, #{{.*}}>, tensor<4x5xf8E4M3FN, #{{.*}}>
func.func private @element_types(tensor<4x5xf64, #layout.encoding<order = [1, 0]>>,
                                 tensor<4x5xi1, #layout.encoding<order = [1, 0]>>,
                                 tensor<4x5xindex, #layout.encoding<order = [1, 0]>>,
                                 tensor<4x5xf8E4M3FN, #layout.encoding<order = [1, 0]>>)

// -----

// Aliases spell the parts of the layout.
// CHECK-DAG: #align1x16x1x1_lo0x0x1x1_hi0x0x1x1_fill = #layout.encoding<align = [1, 16, 1, 1], pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = 2.000000e+00 : f32>
// CHECK-DAG: #packed = #layout.encoding<>
// CHECK-DAG: #perm0231_base64 = #layout.encoding<order = [0, 2, 3, 1], base_align = 64>
// CHECK-DAG: #align1x16_zero = #layout.encoding<align = [1, 16], pad_value = zero>
// CHECK-DAG: #tile0by2_1by4 = #layout.encoding<tiles = [0 : 2, 1 : 4]>
// CHECK-LABEL: func private @aliases
// CHECK-SAME: #packed>, {{.*}}#align1x16x1x1_lo0x0x1x1_hi0x0x1x1_fill>, {{.*}}#perm0231_base64>, {{.*}}#align1x16_zero>, {{.*}}#tile0by2_1by4>)
func.func private @aliases(tensor<4x4xf32, #layout.encoding<>>,
  tensor<4x4x4x4xf32, #layout.encoding<pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = 2.0 : f32, align = [1, 16, 1, 1]>>,
  tensor<4x4x4x4xf32, #layout.encoding<order = [0, 2, 3, 1], base_align = 64>>,
  tensor<4x4xf32, #layout.encoding<align = [1, 16], pad_value = zero>>,
  tensor<4x4xf32, #layout.encoding<tiles = [0 : 2, 1 : 4]>>)

// -----

// Tiles placed among the outer dims: `tK` in the order is tile K. TVM's
// NC4cHW, rows over two banks (the tile outermost), two tiles apart (listed
// in the order they are placed in).
// CHECK-DAG: #[[NC4CHW:perm01t023_tile1by4]] = #layout.encoding<order = [0, 1, t0, 2, 3], tiles = [1 : 4]>
// CHECK-DAG: #[[BANKS:permt001_align32x1_zero_tile0by2]] = #layout.encoding<order = [t0, 0, 1], align = [32, 1], pad_value = zero, tiles = [0 : 2]>
// CHECK-DAG: #[[APART:permt00t11_tile1by4_0by2]] = #layout.encoding<order = [t0, 0, t1, 1], tiles = [1 : 4, 0 : 2]>
// CHECK-LABEL: func private @placed_tiles
// CHECK-SAME: #[[NC4CHW]]>, {{.*}}#[[BANKS]]>, {{.*}}#[[APART]]>
func.func private @placed_tiles(
  tensor<1x8x5x5xf32, #layout.encoding<order = [0, 1, t0, 2, 3], tiles = [1 : 4]>>,
  tensor<8x16xf32, #layout.encoding<tiles = [0 : 2], order = [t0, 0, 1], align = [32, 1], pad_value = zero>>,
  tensor<6x8xf32, #layout.encoding<order = [t1, 0, t0, 1], tiles = [0 : 2, 1 : 4]>>)

// -----

// Tiles placed after the outer dims are the default, listed in the order
// they are placed in (and print so); a tile of size 1 places nothing,
// wherever it is.
// CHECK-DAG: #[[BLOCKED:tile1by4]] = #layout.encoding<tiles = [1 : 4]>
// CHECK-DAG: #[[NHWC:perm0231]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-DAG: #[[SWAPPED:tile1by4_0by2]] = #layout.encoding<tiles = [1 : 4, 0 : 2]>
// CHECK-LABEL: func private @default_placement
// CHECK-SAME: #[[BLOCKED]]>, {{.*}}#[[NHWC]]>, {{.*}}#[[SWAPPED]]>
func.func private @default_placement(
  tensor<1x8x5x5xf32, #layout.encoding<order = [0, 1, 2, 3, t0], tiles = [1 : 4]>>,
  tensor<1x8x5x5xf32, #layout.encoding<order = [t0, 0, 2, 3, 1], tiles = [2 : 1]>>,
  tensor<6x8xf32, #layout.encoding<order = [0, 1, t1, t0], tiles = [0 : 2, 1 : 4]>>)
