// RUN: tensor-opt %s --layout-gpu-device-constants --split-input-file \
// RUN:   -verify-diagnostics | FileCheck %s
// RUN: tensor-opt %s --layout-gpu-device-constants --gpu-kernel-outlining \
// RUN:   --split-input-file -verify-diagnostics | FileCheck %s --check-prefix=OUTLINED

// A constant the kernel reads moves into the launch, and outlining then
// copies its global into the kernels' module: the kernel reads a device
// global, not a host pointer. Host code keeps its own read of it.
// CHECK-LABEL: func.func @reads_constant
// CHECK: %[[HOST:.*]] = memref.get_global @weights
// CHECK: gpu.launch
// CHECK: %[[DEVICE:.*]] = memref.get_global @weights
// CHECK: memref.load %[[DEVICE]]
// CHECK: gpu.terminator
// CHECK: memref.load %[[HOST]]
// OUTLINED-LABEL: func.func @reads_constant
// OUTLINED: gpu.launch_func @reads_constant_kernel::@reads_constant_kernel
// OUTLINED-SAME: args(%{{.*}} : memref<4xf32>)
// OUTLINED: gpu.module @reads_constant_kernel
// OUTLINED: gpu.func @reads_constant_kernel(%{{.*}}: memref<4xf32>) kernel
// OUTLINED: memref.get_global @weights
// OUTLINED: memref.global "private" constant @weights : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
memref.global "private" constant @weights : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

func.func @reads_constant(%out: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %w = memref.get_global @weights : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %v = memref.load %w[%tx] : memref<4xf32>
    memref.store %v, %out[%tx] : memref<4xf32>
    gpu.terminator
  }
  %h = memref.load %w[%c0] : memref<4xf32>
  return %h : f32
}

// -----

// A view of a constant (a layout's strided view of its physical buffer)
// moves with it, with the constants that describe it.
// CHECK-LABEL: func.func @reads_view
// CHECK: gpu.launch
// CHECK: %[[G:.*]] = memref.get_global @padded
// CHECK: %[[V:.*]] = memref.reinterpret_cast %[[G]]
// CHECK: memref.load %[[V]]
memref.global "private" constant @padded : memref<16xf32> = dense<1.0>

func.func @reads_view(%out: memref<2x3xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %g = memref.get_global @padded : memref<16xf32>
  %v = memref.reinterpret_cast %g to offset: [0], sizes: [2, 3], strides: [8, 1]
      : memref<16xf32> to memref<2x3xf32, strided<[8, 1]>>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c3, %sz = %c1) {
    %x = memref.load %v[%tx, %ty] : memref<2x3xf32, strided<[8, 1]>>
    memref.store %x, %out[%tx, %ty] : memref<2x3xf32>
    gpu.terminator
  }
  return
}

// -----

// A mutable global stays the host's (its value may change between
// launches): the kernel still reads the host pointer, with a warning.
// CHECK-LABEL: func.func @reads_mutable
// CHECK: %[[G:.*]] = memref.get_global @state
// CHECK: gpu.launch
// CHECK-NOT: memref.get_global
// CHECK: memref.load %[[G]]
memref.global "private" @state : memref<4xf32> = dense<0.0>

func.func @reads_mutable(%out: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.get_global @state : memref<4xf32>
  // expected-warning @+1 {{reads the mutable host global @state, which a GPU without HMM cannot reach}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %v = memref.load %s[%tx] : memref<4xf32>
    memref.store %v, %out[%tx] : memref<4xf32>
    gpu.terminator
  }
  return
}
