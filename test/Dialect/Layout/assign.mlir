// RUN: tensor-opt %s -layout-assign -layout-verify | FileCheck %s
// RUN: tensor-opt %s -layout-assign=assign-signatures -layout-verify | FileCheck %s --check-prefix=SIG

// Layout assignment with a target described in the module: what it
// inserts, where, and what it leaves alone. Every result also verifies.

// CHECK-DAG: #[[ROWS:.*]] = #layout.encoding<align = [1, 8]>
// CHECK-DAG: #[[COLS:.*]] = #layout.encoding<order = [1, 0]>
// CHECK-DAG: #[[HALO:.*]] = #layout.encoding<pad_low = [1, 1], pad_high = [1, 1], pad_value = zero>
// SIG-DAG: #[[ROWS:.*]] = #layout.encoding<align = [1, 8]>
// SIG-DAG: #[[COLS:.*]] = #layout.encoding<order = [1, 0]>

// A target that wants matmul's B stored transposed (column-major) and rows
// of A and C padded to 8 elements, and a zero halo for a "stencil" op.
module attributes {layout.target = #layout.target<"test", rules = [
  #layout.rule<"linalg.matmul", operands = [
      #layout.requirement<align = [1, 8]>,
      #layout.requirement<order = [1, 0]>,
      #layout.requirement<align = [1, 8]>],
    results = [#layout.requirement<align = [1, 8]>]>,
  #layout.rule<"linalg.copy", operands = [
      #layout.requirement<pad_low = [1, 1], pad_high = [1, 1], pad_value = zero>,
      any]>
]>} {

// A chain of element-wise ops carries the layout: one transform for B, not
// one around each op. With assign-signatures, the arguments and the result
// take the layouts the matmul wants and no transform is left.
// CHECK-LABEL: func @chain
// CHECK-SAME: (%[[A:.*]]: tensor<4x6xf32>, %[[B:.*]]: tensor<6x5xf32>) -> tensor<4x5xf32>
// CHECK: %[[AR:.*]] = layout.transform %[[A]] : tensor<4x6xf32> to tensor<4x6xf32, #[[ROWS]]>
// CHECK: %[[N:.*]] = arith.negf %[[B]]
// CHECK: %[[E:.*]] = math.exp %[[N]]
// CHECK: %[[BC:.*]] = layout.transform %[[E]] : tensor<6x5xf32> to tensor<6x5xf32, #[[COLS]]>
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<4x5xf32, #[[ROWS]]>
// CHECK: %[[FILL:.*]] = linalg.fill {{.*}} outs(%[[EMPTY]] : tensor<4x5xf32, #[[ROWS]]>)
// CHECK: %[[M:.*]] = linalg.matmul ins(%[[AR]], %[[BC]] : {{.*}}) outs(%[[FILL]] : tensor<4x5xf32, #[[ROWS]]>)
// CHECK: %[[R:.*]] = layout.transform %[[M]] : tensor<4x5xf32, #[[ROWS]]> to tensor<4x5xf32>
// CHECK: return %[[R]]
// SIG-LABEL: func @chain
// SIG-SAME: (%[[A:.*]]: tensor<4x6xf32, #[[ROWS]]>, %[[B:.*]]: tensor<6x5xf32, #[[COLS]]>) -> tensor<4x5xf32, #[[ROWS]]>
// SIG-NOT: layout.transform
// SIG: arith.negf %[[B]] : tensor<6x5xf32, #[[COLS]]>
// SIG-NOT: layout.transform
// SIG: return
func.func @chain(%a: tensor<4x6xf32>, %b: tensor<6x5xf32>) -> tensor<4x5xf32> {
  %bn = arith.negf %b : tensor<6x5xf32>
  %be = math.exp %bn : tensor<6x5xf32>
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %be : tensor<4x6xf32>, tensor<6x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %m : tensor<4x5xf32>
}

// A value two ops need in one layout is transformed once; the mulf runs on
// the transformed A rather than needing a second transform.
// CHECK-LABEL: func @shared
// CHECK-SAME: (%[[A:.*]]: tensor<4x6xf32>, %[[B:.*]]: tensor<6x5xf32>)
// CHECK-DAG: %[[BC:.*]] = layout.transform %[[B]] : tensor<6x5xf32> to tensor<6x5xf32, #[[COLS]]>
// CHECK-DAG: %[[AR:.*]] = layout.transform %[[A]] : tensor<4x6xf32> to tensor<4x6xf32, #[[ROWS]]>
// CHECK: linalg.matmul ins(%[[AR]], %[[BC]]
// CHECK-NEXT: layout.transform {{.*}} to tensor<4x5xf32>
// CHECK-NEXT: %[[SQ:.*]] = arith.mulf %[[AR]], %[[AR]] : tensor<4x6xf32, #[[ROWS]]>
// CHECK-NEXT: linalg.matmul ins(%[[SQ]], %[[BC]]
// CHECK-NEXT: layout.transform {{.*}} to tensor<4x5xf32>
// CHECK-NEXT: return
func.func @shared(%a: tensor<4x6xf32>, %b: tensor<6x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  %a2 = arith.mulf %a, %a : tensor<4x6xf32>
  %n = linalg.matmul ins(%a2, %b : tensor<4x6xf32>, tensor<6x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %m, %n : tensor<4x5xf32>, tensor<4x5xf32>
}

// Constants take their layout at compile time: no transform of the weights.
// CHECK-LABEL: func @constant_weights
// CHECK: %[[W:.*]] = arith.constant dense<{{.*}}> : tensor<6x5xf32, #[[COLS]]>
// CHECK-NOT: layout.transform {{.*}}tensor<6x5xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %[[W]] :
func.func @constant_weights(%a: tensor<4x6xf32>) -> tensor<4x5xf32> {
  %w = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0, 25.0], [26.0, 27.0, 28.0, 29.0, 30.0]]> : tensor<6x5xf32>
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %w : tensor<4x6xf32>, tensor<6x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %m : tensor<4x5xf32>
}

// exp(0) = 1: running exp in the zero-padded layout would need a second
// transform to restore the zeros, so the transform stays after exp.
// CHECK-LABEL: func @halo_after_exp
// CHECK-SAME: (%[[X:.*]]: tensor<6x6xf32>)
// CHECK-NEXT: %[[E:.*]] = math.exp %[[X]] : tensor<6x6xf32>
// CHECK-NEXT: %[[H:.*]] = layout.transform %[[E]] : tensor<6x6xf32> to tensor<6x6xf32, #[[HALO]]>
// CHECK: linalg.copy ins(%[[H]] :
func.func @halo_after_exp(%x: tensor<6x6xf32>) -> tensor<6x6xf32> {
  %y = math.exp %x : tensor<6x6xf32>
  %e = tensor.empty() : tensor<6x6xf32>
  %c = linalg.copy ins(%y : tensor<6x6xf32>) outs(%e : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %c : tensor<6x6xf32>
}

// 0 * 0 = 0: the square keeps zero padding, so both copies are served by
// one transform before it (two would be needed after it).
// CHECK-LABEL: func @halo_before_square
// CHECK: %[[Y:.*]] = arith.mulf
// CHECK-NEXT: %[[H:.*]] = layout.transform %[[Y]] : tensor<6x6xf32> to tensor<6x6xf32, #[[HALO]]>
// CHECK-NEXT: %[[Z:.*]] = arith.mulf %[[H]], %[[H]] : tensor<6x6xf32, #[[HALO]]>
// CHECK-NOT: layout.transform
// CHECK: linalg.copy ins(%[[H]]
// CHECK: linalg.copy ins(%[[Z]]
func.func @halo_before_square(%x: tensor<6x6xf32>) -> tensor<6x6xf32> {
  %y = arith.mulf %x, %x : tensor<6x6xf32>
  %z = arith.mulf %y, %y : tensor<6x6xf32>
  %e = tensor.empty() : tensor<6x6xf32>
  %c1 = linalg.copy ins(%y : tensor<6x6xf32>) outs(%e : tensor<6x6xf32>) -> tensor<6x6xf32>
  %c2 = linalg.copy ins(%z : tensor<6x6xf32>) outs(%c1 : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %c2 : tensor<6x6xf32>
}

func.func private @opaque(tensor<6x5xf32>) -> tensor<6x5xf32>

// An op the target does not know and that is not element-wise keeps its
// types: the call gets B as declared, the matmul its own copy.
// CHECK-LABEL: func @as_written
// CHECK: %[[N:.*]] = arith.negf %{{.*}} : tensor<6x5xf32>
// CHECK: %[[NC:.*]] = layout.transform %[[N]] : tensor<6x5xf32> to tensor<6x5xf32, #[[COLS]]>
// CHECK: linalg.matmul ins(%{{.*}}, %[[NC]] :
// CHECK: call @opaque(%[[N]]) : (tensor<6x5xf32>) -> tensor<6x5xf32>
func.func @as_written(%a: tensor<4x6xf32>, %b: tensor<6x5xf32>) -> tensor<4x5xf32> {
  %bn = arith.negf %b : tensor<6x5xf32>
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %bn : tensor<4x6xf32>, tensor<6x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  %o = func.call @opaque(%bn) : (tensor<6x5xf32>) -> tensor<6x5xf32>
  return %m : tensor<4x5xf32>
}
}
