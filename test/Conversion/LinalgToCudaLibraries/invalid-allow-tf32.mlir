// `layout.allow_tf32` is a unit attribute: any other value (a boolean,
// say, whose `false` would read as allowing TF32) is an error at the op.
// RUN: tensor-opt %s -convert-linalg-to-cublaslt -verify-diagnostics

func.func @boolean(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  // expected-error @below {{'linalg.matmul' op 'layout.allow_tf32' must be a unit attribute, got false}}
  linalg.matmul {layout.allow_tf32 = false} ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
