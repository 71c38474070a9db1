// RUN: tensor-opt %s -split-input-file -layout-host-memory-spaces | FileCheck %s
// RUN: tensor-opt %s -split-input-file -layout-host-memory-spaces=to-host=false -verify-diagnostics

// Buffers of every memory space become host memory: values, signatures,
// globals and casts between spaces.

// CHECK: memref.global "private" constant @table : memref<4xf32> = dense<1.000000e+00>
// CHECK-LABEL: func.func @to_host
// CHECK-SAME: (%[[ARG:.*]]: memref<4x5xf32, strided<[8, 1]>>) -> memref<4x5xf32, strided<[8, 1]>>
// CHECK: %[[BUF:.*]] = memref.alloc() : memref<32xf32>
// CHECK: memref.reinterpret_cast %[[BUF]] {{.*}} : memref<32xf32> to memref<4x5xf32, strided<[8, 1]>>
// CHECK: memref.get_global @table : memref<4xf32>
// CHECK-NOT: memory_space_cast
// CHECK: memref.copy %[[ARG]], %{{.*}} : memref<4x5xf32, strided<[8, 1]>> to memref<4x5xf32, strided<[8, 1]>>
// (to-host=false: the first use, the global, is the error.)
// expected-error @+1 {{a buffer in memory space 1 has no lowering in this pipeline}}
memref.global "private" constant @table : memref<4xf32, 1> = dense<1.0>
func.func @to_host(%x: memref<4x5xf32, strided<[8, 1]>, 1>) -> memref<4x5xf32, strided<[8, 1]>, 3> {
  %b = memref.alloc() : memref<32xf32, 3>
  %v = memref.reinterpret_cast %b to offset: [0], sizes: [4, 5], strides: [8, 1] : memref<32xf32, 3> to memref<4x5xf32, strided<[8, 1]>, 3>
  %t = memref.get_global @table : memref<4xf32, 1>
  %c = memref.memory_space_cast %x : memref<4x5xf32, strided<[8, 1]>, 1> to memref<4x5xf32, strided<[8, 1]>, 3>
  memref.copy %c, %v : memref<4x5xf32, strided<[8, 1]>, 3> to memref<4x5xf32, strided<[8, 1]>, 3>
  return %v : memref<4x5xf32, strided<[8, 1]>, 3>
}

// -----

// A dialect's memory space too.

// CHECK-LABEL: func.func @gpu_space
// CHECK: memref.alloc() : memref<8xf32>
func.func @gpu_space() -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{a buffer in memory space #gpu.address_space<workgroup> has no lowering in this pipeline; --layout-lower-to-llvm with host-memory-spaces=true runs it in host memory}}
  %b = memref.alloc() : memref<8xf32, #gpu.address_space<workgroup>>
  %e = memref.load %b[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
  return %e : f32
}

// -----

// Without a memory space nothing changes, and nothing is reported.

// CHECK-LABEL: func.func @default_space
// CHECK: memref.alloc() : memref<8xf32>
func.func @default_space() -> f32 {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<8xf32>
  %e = memref.load %b[%c0] : memref<8xf32>
  return %e : f32
}
