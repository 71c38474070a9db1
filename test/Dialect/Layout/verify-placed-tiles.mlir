// RUN: tensor-opt %s -split-input-file -layout-verify -verify-diagnostics
// RUN: tensor-opt %s -split-input-file -layout-assign -layout-verify | FileCheck %s

// A requirement's tiles come after the outer dims unless its order places
// them: the same tiles placed elsewhere (TVM's NC4cHW) do not meet it, and
// assignment transforms such an operand into the layout asked for.
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
    // expected-error @+1 {{operand #0 of 'linalg.add' is in #layout.encoding<order = [0, 1, t0, 2, 3], tiles = [1 : 4]> but target 'blocked' requires #layout.requirement<tiles = [1 : 4]>: the layout is tiles [1 : 4] placed as [0, 1, t0, 2, 3] but must be tiles [1 : 4]}}
    %r = linalg.add ins(%a, %b : tensor<1x8x2x2xf32, #layout.encoding<order = [0, 1, t0, 2, 3], tiles = [1 : 4]>>, tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>>)
        outs(%e : tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>>) -> tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>>
    return %r : tensor<1x8x2x2xf32, #layout.encoding<tiles = [1 : 4]>>
  }
}

// -----

// A target that keeps its tensors' rows in two banks (the tile outermost):
// assignment moves the operands there and the result back; a layout with
// the tile last does not meet it.
module attributes {layout.target = #layout.target<"banked", rules = [
    #layout.rule<"linalg.add",
                 operands = [#layout.requirement<order = [t0, 0, 1], tiles = [0 : 2]>, #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2]>],
                 results = [#layout.requirement<order = [t0, 0, 1], tiles = [0 : 2]>]>]>} {
  // CHECK-LABEL: func @banked
  // CHECK-DAG: layout.transform %arg0 : tensor<8x16xf32> to tensor<8x16xf32, #[[BANKS:permt001_tile0by2]]>
  // CHECK-DAG: layout.transform %arg1 : tensor<8x16xf32, #{{.*}}> to tensor<8x16xf32, #[[BANKS]]>
  // CHECK: %[[SUM:.*]] = linalg.add {{.*}} -> tensor<8x16xf32, #[[BANKS]]>
  // CHECK: layout.transform %[[SUM]] : tensor<8x16xf32, #[[BANKS]]> to tensor<8x16xf32>
  func.func @banked(%a: tensor<8x16xf32>, %b: tensor<8x16xf32, #layout.encoding<tiles = [0 : 2]>>) -> tensor<8x16xf32> {
    %e = tensor.empty() : tensor<8x16xf32>
    // expected-error @+3 {{operand #0 of 'linalg.add' is in the packed row-major layout but target 'banked' requires #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2]>: the layout is untiled but must be tiles [0 : 2] placed as [t0, 0, 1]}}
    // expected-error @+2 {{operand #1 of 'linalg.add' is in #layout.encoding<tiles = [0 : 2]> but target 'banked' requires #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2]>: the layout is tiles [0 : 2] but must be tiles [0 : 2] placed as [t0, 0, 1]}}
    // expected-error @+1 {{result #0 of 'linalg.add' is in the packed row-major layout}}
    %r = linalg.add ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32, #layout.encoding<tiles = [0 : 2]>>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    return %r : tensor<8x16xf32>
  }
}

// -----

// Where a requirement places a tile is compared among the dims wider than
// 1: the layout of @apart has its tile after the unit dim, as asked, but
// stores the elements packed (dim 1's outer part before the tile); the
// layout of @alike places its elements as asked, the unit dim elsewhere.
module attributes {layout.target = #layout.target<"t", rules = [
    #layout.rule<"linalg.copy",
                 operands = [#layout.requirement<order = [0, t0, 1], tiles = [1 : 4]>, #layout.requirement<>],
                 results = [#layout.requirement<>]>]>} {
  func.func @apart(%a: tensor<1x8xf32, #layout.encoding<order = [1, t0, 0], tiles = [1 : 4]>>, %e: tensor<1x8xf32>) -> tensor<1x8xf32> {
    // expected-error @+1 {{operand #0 of 'linalg.copy' is in #layout.encoding<order = [1, t0, 0], tiles = [1 : 4]> but target 't' requires #layout.requirement<order = [0, t0, 1], tiles = [1 : 4]>: the layout is tiles [1 : 4] placed as [1, t0, 0] but must be tiles [1 : 4] placed as [0, t0, 1]}}
    %r = linalg.copy ins(%a : tensor<1x8xf32, #layout.encoding<order = [1, t0, 0], tiles = [1 : 4]>>) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
    return %r : tensor<1x8xf32>
  }
  func.func @alike(%a: tensor<1x8xf32, #layout.encoding<order = [t0, 1, 0], tiles = [1 : 4]>>, %e: tensor<1x8xf32>) -> tensor<1x8xf32> {
    %r = linalg.copy ins(%a : tensor<1x8xf32, #layout.encoding<order = [t0, 1, 0], tiles = [1 : 4]>>) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
    return %r : tensor<1x8xf32>
  }
}
