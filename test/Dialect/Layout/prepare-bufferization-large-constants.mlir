// RUN: tensor-opt %s -split-input-file -layout-prepare-bufferization=max-constant-layout-bytes=100 | FileCheck %s
// RUN: tensor-opt %s -split-input-file -layout-prepare-bufferization | FileCheck %s --check-prefix=NOLIMIT

// A constant whose laid-out data would exceed max-constant-layout-bytes
// stays its logical data (the same values, retyped) and is laid out at run
// time by a transform; a smaller one is laid out by the compiler.

#rows8 = #layout.encoding<align = [1, 8], pad_value = zero>
#rows4 = #layout.encoding<align = [1, 4], pad_value = zero>

// 4 rows of 8 f32: 128 bytes.
// CHECK-LABEL: func.func @large
// CHECK: %[[C:.*]] = arith.constant dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]{{.*}}> : tensor<4x5xf32>
// CHECK: layout.transform %[[C]] : tensor<4x5xf32> to tensor<4x5xf32, #{{.*}}>
// NOLIMIT-LABEL: func.func @large
// NOLIMIT-NOT: arith.constant
// NOLIMIT: memref.get_global
func.func @large() -> tensor<4x5xf32, #rows8> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0]]> : tensor<4x5xf32, #rows8>
  return %c : tensor<4x5xf32, #rows8>
}

// -----

#rows4 = #layout.encoding<align = [1, 4], pad_value = zero>

// 2 rows of 4 f32: 32 bytes, laid out now.
// CHECK: memref.global "private" constant @__layout_constant : memref<8xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 0.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 0.000000e+00]>
// CHECK-LABEL: func.func @small
// CHECK-NOT: arith.constant
func.func @small() -> tensor<2x3xf32, #rows4> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32, #rows4>
  return %c : tensor<2x3xf32, #rows4>
}
