// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s
// RUN: tensor-opt %s -layout-propagate=target=generic-cpu -split-input-file | FileCheck %s --check-prefix=ROWMAJOR
// RUN: not tensor-opt %s -layout-propagate=target=no-such-target 2>&1 | FileCheck %s --check-prefix=BADOPT

// With a target (the module's; the option overrides it), a transform into
// an input whose requirement its source layout already meets is bypassed:
// a transposed B reaches a matmul that takes any layout of B as a
// zero-copy relabel. The A operand must be row-major and keeps its
// transform; generic-cpu wants a row-major B too and keeps that transform
// (ROWMAJOR). Without a target nothing is assumed (last case).

// CHECK-LABEL: func @transpose_matmul
// CHECK-SAME: (%[[A:.*]]: tensor<8x16xf32, #{{.*}}>, %[[B:.*]]: tensor<32x16xf32>
// CHECK: %[[AT:.*]] = layout.transform %[[A]]
// CHECK: %[[BT:.*]] = layout.relabel %[[B]] permutation = [1, 0]
// CHECK-NOT: layout.transform
// CHECK: linalg.matmul ins(%[[AT]], %[[BT]] :
// ROWMAJOR-LABEL: func @transpose_matmul
// ROWMAJOR: layout.relabel
// ROWMAJOR: %[[BT:.*]] = layout.transform
// ROWMAJOR: linalg.matmul ins(%{{.*}}, %[[BT]] :
// BADOPT: layout-propagate: unknown target 'no-such-target'
module attributes {layout.target = #layout.target<"strided-matmul", rules = [
  #layout.rule<"linalg.matmul",
               operands = [#layout.requirement<order = [0, 1]>, any, any],
               results = [any]>
]>} {
func.func @transpose_matmul(%a: tensor<8x16xf32, #layout.encoding<order = [1, 0]>>, %b: tensor<32x16xf32>, %o: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %at = layout.transform %a : tensor<8x16xf32, #layout.encoding<order = [1, 0]>> to tensor<8x16xf32>
  %e = tensor.empty() : tensor<16x32xf32>
  %bt = linalg.transpose ins(%b : tensor<32x16xf32>) outs(%e : tensor<16x32xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%at, %bt : tensor<8x16xf32>, tensor<16x32xf32>) outs(%o : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}
}

// -----

// Not an input: the init decides the result's layout, so a transform into
// it stays.

// CHECK-LABEL: func @init_kept
// CHECK: %[[OT:.*]] = layout.transform
// CHECK: linalg.matmul {{.*}} outs(%[[OT]] :
module attributes {layout.target = #layout.target<"strided-matmul", rules = [
  #layout.rule<"linalg.matmul", operands = [any, any, any], results = [any]>
]>} {
func.func @init_kept(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>, %o: tensor<8x32xf32, #layout.encoding<order = [1, 0]>>) -> tensor<8x32xf32> {
  %ot = layout.transform %o : tensor<8x32xf32, #layout.encoding<order = [1, 0]>> to tensor<8x32xf32>
  %r = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x32xf32>) outs(%ot : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}
}

// -----

// CHECK-LABEL: func @no_target
// CHECK: layout.relabel
// CHECK: %[[BT:.*]] = layout.transform
// CHECK: linalg.matmul ins(%{{.*}}, %[[BT]] :
func.func @no_target(%a: tensor<8x16xf32>, %b: tensor<32x16xf32>, %o: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %e = tensor.empty() : tensor<16x32xf32>
  %bt = linalg.transpose ins(%b : tensor<32x16xf32>) outs(%e : tensor<16x32xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%a, %bt : tensor<8x16xf32>, tensor<16x32xf32>) outs(%o : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// -----

// With alternative sets of requirements, the op keeps the set it meets:
// A's source is row-major, which the plain alternative takes, but the op
// meets its first set (column-major A) through the transform; bypassing it
// would switch the op to the dearer kernel, so the transform stays.
// CHECK-LABEL: func @keeps_its_set
// CHECK: %[[AT:.*]] = layout.transform %arg0
// CHECK: linalg.matmul ins(%[[AT]], %arg1 :
module attributes {layout.target = #layout.target<"two-kernels", rules = [
  #layout.rule<"linalg.matmul",
               operands = [#layout.requirement<order = [1, 0]>, any, any]>,
  #layout.rule<"linalg.matmul", alternative = 100,
               operands = [#layout.requirement<order = [0, 1]>, any, any]>
]>} {
func.func @keeps_its_set(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>, %o: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %at = layout.transform %a : tensor<8x16xf32> to tensor<8x16xf32, #layout.encoding<order = [1, 0]>>
  %r = linalg.matmul ins(%at, %b : tensor<8x16xf32, #layout.encoding<order = [1, 0]>>, tensor<16x32xf32>) outs(%o : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}
}

// -----

// The same op meeting its alternative (plain A) through a transform of a
// column-major source: the first set takes that source as it is, at a
// lower cost, so the transform is bypassed.
// CHECK-LABEL: func @cheaper_set
// CHECK-NOT: layout.transform
// CHECK: linalg.matmul ins(%arg0, %arg1 :
module attributes {layout.target = #layout.target<"two-kernels", rules = [
  #layout.rule<"linalg.matmul",
               operands = [#layout.requirement<order = [1, 0]>, any, any]>,
  #layout.rule<"linalg.matmul", alternative = 100,
               operands = [#layout.requirement<order = [0, 1]>, any, any]>
]>} {
func.func @cheaper_set(%a: tensor<8x16xf32, #layout.encoding<order = [1, 0]>>, %b: tensor<16x32xf32>, %o: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %at = layout.transform %a : tensor<8x16xf32, #layout.encoding<order = [1, 0]>> to tensor<8x16xf32>
  %r = linalg.matmul ins(%at, %b : tensor<8x16xf32>, tensor<16x32xf32>) outs(%o : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}
}
