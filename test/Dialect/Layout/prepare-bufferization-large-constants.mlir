// RUN: tensor-opt %s -split-input-file -layout-prepare-bufferization=max-constant-layout-bytes=100 | FileCheck %s
// RUN: tensor-opt %s -split-input-file -layout-prepare-bufferization | FileCheck %s --check-prefix=NOLIMIT
// RUN: tensor-opt %s -split-input-file -layout-bufferize=max-constant-layout-bytes=100 | FileCheck %s --check-prefix=BUFFERS

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

// -----

// A deferred constant read as the destination of two ops: a transform, and
// so a buffer, for each (one shared buffer would be written twice, and
// bufferization cannot copy a buffer with a layout by type).

#rows8 = #layout.encoding<align = [1, 8], pad_value = zero>
#id = affine_map<(i, j) -> (i, j)>

// CHECK-LABEL: func.func @destination_twice
// CHECK: %[[C:.*]] = arith.constant dense<1.000000e+00> : tensor<4x5xf32>
// CHECK-COUNT-2: layout.transform %[[C]] : tensor<4x5xf32> to tensor<4x5xf32, #{{.*}}>
// BUFFERS-LABEL: func.func @destination_twice
// BUFFERS-COUNT-2: layout.copy %{{.*}} : memref<4x5xf32> as tensor<4x5xf32> to memref<4x5xf32, strided<[8, 1]>> as tensor<4x5xf32, #{{.*}}>
func.func @destination_twice(%x: tensor<4x5xf32, #rows8>) -> (tensor<4x5xf32, #rows8>, tensor<4x5xf32, #rows8>) {
  %c = arith.constant dense<1.0> : tensor<4x5xf32, #rows8>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x5xf32, #rows8>) outs(%c : tensor<4x5xf32, #rows8>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32, #rows8>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x5xf32, #rows8>) outs(%c : tensor<4x5xf32, #rows8>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32, #rows8>
  return %a, %b : tensor<4x5xf32, #rows8>, tensor<4x5xf32, #rows8>
}

// -----

// A deferred constant given as a destination the op does not read: the
// op gets a new tensor, and no transform is left to copy for nothing.

#rows8 = #layout.encoding<align = [1, 8], pad_value = zero>

// CHECK-LABEL: func.func @unread_destination
// CHECK-NOT: layout.transform
// CHECK: linalg.fill
// BUFFERS-LABEL: func.func @unread_destination
// BUFFERS-NOT: layout.copy
func.func @unread_destination() -> tensor<4x5xf32, #rows8> {
  %c = arith.constant dense<1.0> : tensor<4x5xf32, #rows8>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%c : tensor<4x5xf32, #rows8>) -> tensor<4x5xf32, #rows8>
  return %f : tensor<4x5xf32, #rows8>
}
