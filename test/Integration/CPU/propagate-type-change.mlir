// layout-propagate moves the transform of a column-major tensor past an
// element-type change (fptosi), which then runs on the column-major buffer
// and converts to i32 there; the program lowers (it did not: the
// destination lost its layout) and computes what it says.
// RUN: tensor-opt %s --layout-propagate --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate | FileCheck %s --check-prefix=MOVED
// MOVED-LABEL: func.func @to_int
// MOVED: arith.fptosi %{{.*}} : tensor<2x3xf32, #[[CM:.*]]> to tensor<2x3xi32, #[[CM]]>
// MOVED: layout.transform %{{.*}} : tensor<2x3xi32, #[[CM]]> to tensor<2x3xi32>

#cm = #layout.encoding<order = [1, 0]>

func.func private @printMemrefI32(memref<*xi32>)

func.func @to_int(%x: tensor<2x3xf32, #cm>) -> tensor<2x3xi32> {
  %p = layout.transform %x : tensor<2x3xf32, #cm> to tensor<2x3xf32>
  %i = arith.fptosi %p : tensor<2x3xf32> to tensor<2x3xi32>
  return %i : tensor<2x3xi32>
}

func.func @main() {
  %x = arith.constant dense<[[1.5, -2.5, 3.9], [40.2, -0.7, 6.0]]> : tensor<2x3xf32>
  %c = layout.transform %x : tensor<2x3xf32> to tensor<2x3xf32, #cm>
  %i = call @to_int(%c) : (tensor<2x3xf32, #cm>) -> tensor<2x3xi32>
  %m = bufferization.to_buffer %i : tensor<2x3xi32> to memref<2x3xi32>
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  // CHECK: sizes = [2, 3]
  // CHECK-NEXT: {{\[\[}}1, -2, 3],
  // CHECK-NEXT: [40, 0, 6]]
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
