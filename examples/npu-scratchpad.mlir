// A dense layer for an accelerator with two memories besides the host's:
// its matmul unit reads operands from a scratchpad (memory space 1) whose
// rows start on 16-byte boundaries, and its vector unit works on tensors
// whose rows are spread round-robin over two banks of another memory
// (space 2): row r in bank r % 2, each bank 4 rows of 16 long.
//
//   Y = relu(X W + B)
//
// The program says nothing of where its tensors live; the target
// (`layout.target` below, a declarative one) says what each op needs, and
//
//   tensor-opt npu-scratchpad.mlir --layout-assign --layout-propagate \
//     --layout-verify
//
// moves X and W into the scratchpad, the product into the banks, and the
// result back to host memory. On the CPU the memories are emulated in host
// memory: --layout-lower-to-llvm=host-memory-spaces=true (without it, the
// lowering stops at the first buffer in another memory space).
module attributes {layout.target = #layout.target<"npu", rules = [
    #layout.rule<"linalg.matmul", operands = [
        #layout.requirement<align_bytes = [1, 16], memory_space = 1>,
        #layout.requirement<align_bytes = [1, 16], memory_space = 1>,
        #layout.requirement<memory_space = 1>],
      results = [#layout.requirement<memory_space = 1>]>,
    #layout.rule<"linalg.add", operands = [
        #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>,
        #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>,
        #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>],
      results = [#layout.requirement<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>]>,
    #layout.rule<"linalg.max", operands = [
        #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>,
        #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>,
        #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>],
      results = [#layout.requirement<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>]>]>} {
  func.func @dense_relu(%x: tensor<8x10xf32>, %w: tensor<10x16xf32>,
                        %b: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<8x16xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    %xw = linalg.matmul ins(%x, %w : tensor<8x10xf32>, tensor<10x16xf32>)
        outs(%acc : tensor<8x16xf32>) -> tensor<8x16xf32>
    %sum = linalg.add ins(%xw, %b : tensor<8x16xf32>, tensor<8x16xf32>)
        outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    %zeros = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    %y = linalg.max ins(%sum, %zeros : tensor<8x16xf32>, tensor<8x16xf32>)
        outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    return %y : tensor<8x16xf32>
  }
}
