// A target description with a mistake in it (invalid_assign.mlir).
module attributes {layout.target = #layout.target<"broken", rules = [
  #layout.rule<"linalg.matmul", operands = [#layout.requirement<align = [1, 8]>]>,
  #layout.rule<"linalg.conv_2d_nchw_fchw",
               where = [operand 1 dim 2 below 3]>
]>} {}
