// The ahead-of-time example: examples/aot/transform.mlir compiled to an
// object file by tensor-layout-compile and called from C++ (main.cpp),
// which prints the whole physical buffer of the result.
// RUN: %tensor_layout_obj_root/examples/aot/aot-example | FileCheck %s

// CHECK: strides 16 1 8 4, aligned 1
// CHECK-NEXT: physical: 0 4 8 -1 1 5 9 -1 2 6 10 -1 3 7 11 -1
