// RUN: tensor-opt %s -split-input-file -layout-verify -verify-diagnostics
// RUN: tensor-opt %s -split-input-file -layout-assign -layout-verify | FileCheck %s

// A requirement's tiles come after the outer dims: the same tiles placed
// among them (TVM's NC4cHW) do not meet it, and assignment transforms
// such an operand into the layout asked for.
module attributes {layout.target = #layout.target<"blocked", rules = [
    #layout.rule<"linalg.add",
                 operands = [#layout.requirement<tiles = [1 : 4]>, #layout.requirement<tiles = [1 : 4]>],
                 results = [#layout.requirement<tiles = [1 : 4]>]>]>} {
  // CHECK-LABEL: func @placed
  // CHECK: %[[BLOCKED:.*]] = layout.transform %arg0 : tensor<1x8x2x2xf32, #{{.*}}> to tensor<1x8x2x2xf32, #[[NC4:.*]]>
  // CHECK: linalg.add ins(%[[BLOCKED]], %arg1
  func.func @placed(%a: tensor<1x8x2x2xf32, #layout.encoding<order = [0, 1, t0, 2, 3], tiles = [1 : 4]>>,
                    %b: tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>>)
      -> tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>> {
    %e = tensor.empty() : tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>>
    // expected-error @+1 {{operand #0 of 'linalg.add' is in #layout.encoding<order = [0, 1, t0, 2, 3], tiles = [1 : 4]> but target 'blocked' requires #layout.requirement<tiles = [1 : 4]>: the layout is tiles [1 : 4] placed among the outer dims but must be tiles [1 : 4]}}
    %r = linalg.add ins(%a, %b : tensor<1x8x2x2xf32, #layout.encoding<order = [0, 1, t0, 2, 3], tiles = [1 : 4]>>, tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>>)
        outs(%e : tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>>) -> tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>>
    return %r : tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>>
  }
}
