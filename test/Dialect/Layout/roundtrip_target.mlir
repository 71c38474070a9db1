// RUN: tensor-opt %s -split-input-file | tensor-opt -split-input-file | FileCheck %s

// Requirements, rules and targets print back as written (parts in a fixed
// order, zero constants as `zero`).

// CHECK: layout.requirement = #layout.requirement<order = [0, 2, 3, 1], align = [1, 1, 1, 4], align_bytes = [1, 1, 1, 64], pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1], pad_value = zero, tiles = [1 : 16], base_align = 64>
module attributes {layout.requirement = #layout.requirement<
    base_align = 64, tiles = [1 : 16], pad_value = 0.0 : f32,
    pad_high = [0, 0, 1, 1], pad_low = [0, 0, 1, 1],
    align_bytes = [1, 1, 1, 64], align = [1, 1, 1, 4], order = [0, 2, 3, 1]>} {}

// -----

// CHECK: layout.any = #layout.requirement<>
// CHECK-SAME: layout.constant = #layout.requirement<pad_value = -1.000000e+00 : f32>
// CHECK-SAME: layout.untiled = #layout.requirement<tiles = []>
module attributes {layout.any = #layout.requirement<>,
                   layout.untiled = #layout.requirement<tiles = []>,
                   layout.constant = #layout.requirement<pad_value = -1.0 : f32>} {}

// -----

// CHECK: layout.target = #layout.target<"npu", rules = [
// CHECK-SAME: #layout.rule<"linalg.conv_2d_nchw_fchw", where = [operand 1 dim 2 le 3, result 0 dim 1 ge 16], operands = [#layout.requirement<order = [0, 2, 3, 1]>, any], results = [#layout.requirement<order = [0, 2, 3, 1]>]>,
// CHECK-SAME: #layout.rule<"linalg.add", all_alike>,
// CHECK-SAME: #layout.rule<"linalg.matmul", where = [operand 0 dim 0 eq 1, operand 0 dim 1 lt 8, operand 0 dim 1 gt 2, operand 0 dim 1 ne 5]>,
// CHECK-SAME: #layout.rule<"linalg.conv_2d_nchw_fchw", alternative = 4096, operands = [#layout.requirement<order = [0, 1, 2, 3]>]>]>
#nhwc = #layout.requirement<order = [0, 2, 3, 1]>
module attributes {layout.target = #layout.target<"npu", rules = [
  #layout.rule<"linalg.conv_2d_nchw_fchw",
               where = [operand 1 dim 2 le 3, result 0 dim 1 ge 16],
               operands = [#nhwc, any], results = [#nhwc]>,
  #layout.rule<"linalg.add", all_alike>,
  #layout.rule<"linalg.matmul", where = [operand 0 dim 0 eq 1,
      operand 0 dim 1 lt 8, operand 0 dim 1 gt 2, operand 0 dim 1 ne 5]>,
  #layout.rule<"linalg.conv_2d_nchw_fchw",
               operands = [#layout.requirement<order = [0, 1, 2, 3]>],
               alternative = 4096>
]>} {}

// -----

// CHECK: layout.targets = [#layout.generic_cpu, #layout.x86_avx512, #layout.nvidia_sm90]
module attributes {layout.targets = [#layout.generic_cpu, #layout.x86_avx512,
                                     #layout.nvidia_sm90]} {}

// -----

// A requirement may place tiles among the outer dims, as a layout does
// (rows over two banks); it lists them in the order they are placed in,
// and the default placement prints without them.
// CHECK: layout.banks = #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2]>
// CHECK-SAME: layout.last = #layout.requirement<order = [0, 1], tiles = [1 : 4, 0 : 2]>
// CHECK-SAME: layout.unit = #layout.requirement<order = [0, 1], tiles = []>
module attributes {layout.banks = #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2]>,
                   layout.last = #layout.requirement<order = [0, 1, t1, t0], tiles = [0 : 2, 1 : 4]>,
                   layout.unit = #layout.requirement<order = [0, 1], tiles = [0 : 1]>} {}
