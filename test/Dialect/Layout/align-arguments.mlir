// RUN: tensor-opt %s -split-input-file -layout-assign=target=generic-cpu | FileCheck %s
// RUN: tensor-opt %s -split-input-file -layout-assign="target=generic-cpu align-arguments=false" | FileCheck %s --check-prefix=COPY

// The matmul (wide enough that its layouts pay for A's transform, against
// the plain alternative) wants B only aligned to 64 bytes: B's argument type promises
// it (the caller passes an aligned buffer), and no transform copies it.
// A also needs its rows padded: that stays a transform.
// CHECK-DAG: #[[BASE:.*]] = #layout.encoding<base_align = 64>
// CHECK-DAG: #[[ROWS:.*]] = #layout.encoding<align = [1, 16], base_align = 64>
// CHECK-LABEL: func.func @mlp
// CHECK-SAME: (%[[A:.*]]: tensor<512x200xf32>, %[[B:.*]]: tensor<200x1024xf32, #[[BASE]]>)
// CHECK: %[[PADDED:.*]] = layout.transform %[[A]] : tensor<512x200xf32> to tensor<512x200xf32, #[[ROWS]]>
// CHECK-NOT: layout.transform %[[B]]
// CHECK: linalg.matmul ins(%[[PADDED]], %[[B]] :
// COPY-LABEL: func.func @mlp
// COPY-SAME: %{{.*}}: tensor<200x1024xf32>)
// COPY: layout.transform %arg1 : tensor<200x1024xf32> to tensor<200x1024xf32, #{{.*}}>
func.func @mlp(%a: tensor<512x200xf32>, %b: tensor<200x1024xf32>) -> tensor<512x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x1024xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %y = linalg.matmul ins(%a, %b : tensor<512x200xf32>, tensor<200x1024xf32>) outs(%z : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  return %y : tensor<512x1024xf32>
}

// -----

// A function with a caller in the module keeps its signature: the caller's
// tensors carry no promise.
// CHECK-LABEL: func.func @called
// CHECK-SAME: %{{.*}}: tensor<200x1024xf32>)
// CHECK: layout.transform %arg1 : tensor<200x1024xf32> to tensor<200x1024xf32, #{{.*}}>
func.func @called(%a: tensor<512x200xf32>, %b: tensor<200x1024xf32>) -> tensor<512x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x1024xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %y = linalg.matmul ins(%a, %b : tensor<512x200xf32>, tensor<200x1024xf32>) outs(%z : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  return %y : tensor<512x1024xf32>
}

func.func @caller(%a: tensor<512x200xf32>, %b: tensor<200x1024xf32>) -> tensor<512x1024xf32> {
  %y = call @called(%a, %b) : (tensor<512x200xf32>, tensor<200x1024xf32>) -> tensor<512x1024xf32>
  return %y : tensor<512x1024xf32>
}

// -----

// An argument also read where no alignment is needed: those reads see it
// through a free view.
// CHECK-LABEL: func.func @also_returned
// CHECK-SAME: %[[B:[a-z0-9]+]]: tensor<200x1024xf32, #[[BASE:[a-z0-9_]+]]>)
// CHECK: %[[VIEW:.*]] = layout.relabel %[[B]] permutation = [0, 1] : tensor<200x1024xf32, #[[BASE]]> to tensor<200x1024xf32>
// CHECK: return %{{.*}}, %[[VIEW]]
func.func @also_returned(%a: tensor<512x200xf32>, %b: tensor<200x1024xf32>) -> (tensor<512x1024xf32>, tensor<200x1024xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x1024xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %y = linalg.matmul ins(%a, %b : tensor<512x200xf32>, tensor<200x1024xf32>) outs(%z : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  return %y, %b : tensor<512x1024xf32>, tensor<200x1024xf32>
}
