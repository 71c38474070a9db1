// A declarative target that asks for tiles on a matmul lowers and runs:
// the A operand blocked over k with undefined padding (the matmul cannot
// sum over it, so it runs on a plain copy), B blocked over n with zero
// padding, the result blocked over rows. The numbers are exact integers,
// worked out on the plain operands.
// RUN: tensor-opt %s --layout-assign --layout-propagate --canonicalize \
// RUN:   --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-assign --layout-propagate --canonicalize \
// RUN:   | FileCheck %s --check-prefix=ASSIGNED

// ASSIGNED-DAG: #[[A:.*]] = #layout.encoding<align = [1, 8], tiles = [1 : 8]>
// ASSIGNED-DAG: #[[B:.*]] = #layout.encoding<align = [1, 4], pad_value = zero, tiles = [1 : 4]>
// ASSIGNED-DAG: #[[C:.*]] = #layout.encoding<tiles = [0 : 5]>
// ASSIGNED: linalg.matmul {{.*}} : tensor<5x6xf32, #[[A]]>, tensor<6x3xf32, #[[B]]>) outs({{.*}} : tensor<5x3xf32, #[[C]]>)

// CHECK: sizes = [5, 3]
// CHECK-NEXT: {{\[\[}}2,   -1,   6],
// CHECK-NEXT: [-10,   -7,   6],
// CHECK-NEXT: [-1,   8,   -8],
// CHECK-NEXT: [-6,   9,   -1],
// CHECK-NEXT: [10,   -4,   -8]]

module attributes {layout.target = #layout.target<"tiler", rules = [
  #layout.rule<"linalg.matmul",
    operands = [#layout.requirement<align = [1, 8], tiles = [1 : 8]>,
                #layout.requirement<align = [1, 4], pad_value = zero, tiles = [1 : 4]>],
    results = [#layout.requirement<tiles = [0 : 5]>]>
]>} {
  func.func @main() {
    %a = arith.constant dense<[[-3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [3.0, -3.0, -2.0, -1.0, 0.0, 1.0], [2.0, 3.0, -3.0, -2.0, -1.0, 0.0], [1.0, 2.0, 3.0, -3.0, -2.0, -1.0], [0.0, 1.0, 2.0, 3.0, -3.0, -2.0]]> : tensor<5x6xf32>
    %b = arith.constant dense<[[-2.0, -1.0, 0.0], [1.0, 2.0, -2.0], [-1.0, 0.0, 1.0], [2.0, -2.0, -1.0], [0.0, 1.0, 2.0], [-2.0, -1.0, 0.0]]> : tensor<6x3xf32>
    %one = arith.constant 1.0 : f32
    %e = tensor.empty() : tensor<5x3xf32>
    %c = linalg.fill ins(%one : f32) outs(%e : tensor<5x3xf32>) -> tensor<5x3xf32>
    %r = linalg.matmul ins(%a, %b : tensor<5x6xf32>, tensor<6x3xf32>) outs(%c : tensor<5x3xf32>) -> tensor<5x3xf32>
    %u = tensor.cast %r : tensor<5x3xf32> to tensor<*xf32>
    call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(tensor<*xf32>)
}
