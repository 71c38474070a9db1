// RUN: tensor-opt %s -split-input-file -layout-verify -verify-diagnostics
// RUN: tensor-opt %s -split-input-file -layout-assign -layout-verify | FileCheck %s

// A target whose matmul reads and writes its scratchpad (memory space 1),
// rows aligned to 8: a tensor in the default space, or in another one,
// does not meet it, and assignment moves the operands in and the result
// out.
module attributes {layout.target = #layout.target<"npu", rules = [
    #layout.rule<"linalg.matmul",
                 operands = [#layout.requirement<align = [1, 8], memory_space = 1>, #layout.requirement<align = [1, 8], memory_space = 1>, #layout.requirement<memory_space = 1>],
                 results = [#layout.requirement<memory_space = 1>]>]>} {
  // CHECK-LABEL: func @matmul
  // CHECK-DAG: %[[A:.*]] = layout.transform %arg0 : tensor<4x6xf32> to tensor<4x6xf32, #[[SA:align1x8_space1]]>
  // CHECK-DAG: %[[B:.*]] = layout.transform %arg1 : tensor<6x5xf32, #{{.*}}> to tensor<6x5xf32, #[[SA]]>
  // CHECK: %[[C:.*]] = linalg.matmul ins(%[[A]], %[[B]] : {{.*}}) outs(%{{.*}} : tensor<4x5xf32, #[[S:space1]]>) -> tensor<4x5xf32, #[[S]]>
  // CHECK: layout.transform %[[C]] : tensor<4x5xf32, #[[S]]> to tensor<4x5xf32>
  func.func @matmul(%a: tensor<4x6xf32>, %b: tensor<6x5xf32, #layout.encoding<align = [1, 8], memory_space = 2>>) -> tensor<4x5xf32> {
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4x5xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
    // expected-error @+4 {{operand #0 of 'linalg.matmul' is in the packed row-major layout but target 'npu' requires #layout.requirement<align = [1, 8], memory_space = 1>: physical extent 6 of dimension 1 is not a multiple of 8 elements}}
    // expected-error @+3 {{operand #1 of 'linalg.matmul' is in #layout.encoding<align = [1, 8], memory_space = 2> but target 'npu' requires #layout.requirement<align = [1, 8], memory_space = 1>: the buffer is in memory space 2 but must be in memory space 1}}
    // expected-error @+2 {{operand #2 of 'linalg.matmul' is in the packed row-major layout but target 'npu' requires #layout.requirement<memory_space = 1>: the buffer is in the default memory space but must be in memory space 1}}
    // expected-error @+1 {{result #0 of 'linalg.matmul' is in the packed row-major layout}}
    %r = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x5xf32, #layout.encoding<align = [1, 8], memory_space = 2>>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
    return %r : tensor<4x5xf32>
  }
}

// -----

// `memory_space = 0` asks for the default space: a layout without one
// meets it, one in space 1 does not.
module attributes {layout.target = #layout.target<"host", rules = [
    #layout.rule<"linalg.copy",
                 operands = [#layout.requirement<memory_space = 0>, #layout.requirement<>],
                 results = [#layout.requirement<>]>]>} {
  // CHECK-LABEL: func @host
  // CHECK: %[[H:.*]] = layout.transform %arg1 : tensor<8xf32, #{{.*}}> to tensor<8xf32>
  // CHECK: linalg.copy ins(%[[H]]
  func.func @host(%a: tensor<8xf32, #layout.encoding<align = [16]>>, %b: tensor<8xf32, #layout.encoding<memory_space = 1>>, %e: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %r = linalg.copy ins(%a : tensor<8xf32, #layout.encoding<align = [16]>>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    // expected-error @+1 {{operand #0 of 'linalg.copy' is in #layout.encoding<memory_space = 1> but target 'host' requires #layout.requirement<memory_space = 0>: the buffer is in memory space 1 but must be in the default memory space}}
    %s = linalg.copy ins(%b : tensor<8xf32, #layout.encoding<memory_space = 1>>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    return %r, %s : tensor<8xf32>, tensor<8xf32>
  }
}

// -----

// A requirement that names no memory space keeps a tensor in its own: the
// transform that aligns the rows stays in space 1.
module attributes {layout.target = #layout.target<"aligned", rules = [
    #layout.rule<"linalg.copy",
                 operands = [#layout.requirement<align = [1, 8]>, #layout.requirement<>],
                 results = [#layout.requirement<>]>]>} {
  // CHECK-LABEL: func @keeps_space
  // CHECK: %[[A:.*]] = layout.transform %arg0 : tensor<4x6xf32, #{{.*}}> to tensor<4x6xf32, #[[S:align1x8_space1]]>
  // CHECK: linalg.copy ins(%[[A]] : tensor<4x6xf32, #[[S]]>)
  func.func @keeps_space(%a: tensor<4x6xf32, #layout.encoding<memory_space = 1>>, %e: tensor<4x6xf32>) -> tensor<4x6xf32> {
    // expected-error @+1 {{operand #0 of 'linalg.copy' is in #layout.encoding<memory_space = 1> but target 'aligned' requires #layout.requirement<align = [1, 8]>: physical extent 6 of dimension 1 is not a multiple of 8 elements}}
    %r = linalg.copy ins(%a : tensor<4x6xf32, #layout.encoding<memory_space = 1>>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
    return %r : tensor<4x6xf32>
  }
}
