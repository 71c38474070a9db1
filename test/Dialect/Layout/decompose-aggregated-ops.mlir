// RUN: tensor-opt %s -layout-decompose-aggregated-ops | FileCheck %s
// RUN: tensor-opt %s -layout-decompose-aggregated-ops=keep-library-softmax \
// RUN:   | FileCheck %s --check-prefix=KEEP

#rows = #layout.encoding<align = [1, 8], pad_value = zero>

// A softmax along dim 1: a max and a sum reduction over it, the rest
// element-wise, written into the op's destination (in its layout).
// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32, #{{.*}}>, %[[OUT:.*]]: tensor<2x4xf32, #{{.*}}>)
// CHECK-NOT: linalg.softmax
// CHECK-NOT: layout.transform
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: arith.maxnumf
// CHECK: math.exp
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: arith.addf
// CHECK: %[[R:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<2x4xf32, #{{.*}}>)
// CHECK: arith.divf
// CHECK: return %[[R]]
func.func @softmax(%x: tensor<2x4xf32, #rows>, %out: tensor<2x4xf32, #rows>) -> tensor<2x4xf32, #rows> {
  %p = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32, #rows>)
                                   outs(%out : tensor<2x4xf32, #rows>) -> tensor<2x4xf32, #rows>
  return %p : tensor<2x4xf32, #rows>
}

// An input in another layout than the output's is first transformed into
// the output's: the decomposition's element-wise steps take the input's
// type and write into the output.
// CHECK-LABEL: func.func @mixed_layouts
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>
// CHECK: %[[T:.*]] = layout.transform %[[X]] : tensor<2x4xf32> to tensor<2x4xf32, #{{.*}}>
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<2x4xf32, #{{.*}}>)
// CHECK-NOT: linalg.softmax
func.func @mixed_layouts(%x: tensor<2x4xf32>, %out: tensor<2x4xf32, #rows>) -> tensor<2x4xf32, #rows> {
  %p = linalg.softmax dimension(0) ins(%x : tensor<2x4xf32>)
                                   outs(%out : tensor<2x4xf32, #rows>) -> tensor<2x4xf32, #rows>
  return %p : tensor<2x4xf32, #rows>
}

// Ops that lower as they are stay.
// CHECK-LABEL: func.func @matmul
// CHECK: linalg.matmul
func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// With keep-library-softmax, the f32 softmax of static shape stays for
// convert-linalg-to-onednn or convert-linalg-to-cudnn; others are
// decomposed as ever.
// KEEP-LABEL: func.func @kept
// KEEP: linalg.softmax
// KEEP-LABEL: func.func @f16_decomposed
// KEEP-NOT: linalg.softmax
// KEEP: linalg.generic
// KEEP-LABEL: func.func @dynamic_decomposed
// KEEP-NOT: linalg.softmax
// KEEP: linalg.generic
func.func @kept(%x: tensor<2x16xf32>, %e: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %p = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %p : tensor<2x16xf32>
}
func.func @f16_decomposed(%x: tensor<2x16xf16>, %e: tensor<2x16xf16>) -> tensor<2x16xf16> {
  %p = linalg.softmax dimension(1) ins(%x : tensor<2x16xf16>) outs(%e : tensor<2x16xf16>) -> tensor<2x16xf16>
  return %p : tensor<2x16xf16>
}
func.func @dynamic_decomposed(%x: tensor<?x16xf32>, %e: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %p = linalg.softmax dimension(1) ins(%x : tensor<?x16xf32>) outs(%e : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %p : tensor<?x16xf32>
}
