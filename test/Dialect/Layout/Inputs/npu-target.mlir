// A target described without C++ (assign-target-file.mlir): 1x1
// convolutions run as matmuls over channels and want NHWC; larger filters
// want blocked channels; adds run in any shared layout; relu is not
// declared and gets the default (element-wise: any shared layout).
#nhwc = #layout.requirement<order = [0, 2, 3, 1], align_bytes = [1, 32, 1, 1]>
#blocked = #layout.requirement<tiles = [1 : 8]>
module attributes {layout.target = #layout.target<"npu", rules = [
  #layout.rule<"linalg.conv_2d_nchw_fchw",
               where = [operand 1 dim 2 eq 1, operand 1 dim 3 eq 1],
               operands = [#nhwc, any, #nhwc], results = [#nhwc]>,
  #layout.rule<"linalg.conv_2d_nchw_fchw",
               operands = [#blocked, any, #blocked], results = [#blocked]>,
  #layout.rule<"linalg.add", all_alike>
]>} {}
