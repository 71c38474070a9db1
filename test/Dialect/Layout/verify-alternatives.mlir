// RUN: tensor-opt %s -layout-verify -verify-diagnostics

// An op meets the target when it meets any one of its sets of
// requirements: the plain alternative here. Meeting none, the errors name
// what the first set asks.
module attributes {layout.target = #layout.target<"two-kernels", rules = [
    #layout.rule<"linalg.matmul",
                 operands = [#layout.requirement<order = [1, 0]>]>,
    #layout.rule<"linalg.matmul", alternative = 64,
                 operands = [#layout.requirement<order = [0, 1]>, #layout.requirement<align = [1, 8]>]>]>} {
  func.func @alternative_met(%a: tensor<4x4xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %r = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
    return %r : tensor<4x8xf32>
  }
  func.func @no_set_met(%a: tensor<4x4xf32>, %b: tensor<4x6xf32>, %c: tensor<4x6xf32>) -> tensor<4x6xf32> {
    // expected-error @+1 {{operand #0 of 'linalg.matmul' is in the packed row-major layout but target 'two-kernels' requires #layout.requirement<order = [1, 0]>}}
    %r = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
    return %r : tensor<4x6xf32>
  }
}
