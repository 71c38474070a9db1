// The NPU's requirements, checked by the layout verifier against the
// target attached to the module.
// RUN: npu-opt %s --layout-verify -verify-diagnostics

module attributes {layout.target = #npu.target<lanes = 16>} {
  func.func @mm(%x: tensor<8x20xf32>, %y: tensor<20x8xf32>,
                %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
    // expected-error @below {{operand #0 of 'linalg.matmul' is in the packed row-major layout but target 'npu' requires #layout.requirement<order = [0, 1], align = [1, 16], pad_value = zero, tiles = [], base_align = 64>: physical extent 20 of dimension 1 is not a multiple of 16 elements}}
    // expected-error @below {{operand #1 of 'linalg.matmul' is in the packed row-major layout but target 'npu' requires #layout.requirement<order = [1, 0]}}
    // expected-error @below {{operand #2 of 'linalg.matmul'}}
    // expected-error @below {{result #0 of 'linalg.matmul'}}
    %0 = linalg.matmul ins(%x, %y : tensor<8x20xf32>, tensor<20x8xf32>)
                       outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
