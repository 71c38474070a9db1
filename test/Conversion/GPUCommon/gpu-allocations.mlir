// RUN: tensor-opt %s --layout-gpu-allocations --split-input-file | FileCheck %s
// RUN: tensor-opt %s --layout-gpu-allocations="host-shared=false" \
// RUN:   --split-input-file | FileCheck %s --check-prefix=DEVICE

// Host allocations become managed memory (synchronous, the form gpu-to-llvm
// lowers); deallocations free on a stream that is waited for.
// CHECK-LABEL: func.func @host
// CHECK: %[[M:.*]] = gpu.alloc host_shared (%{{.*}}) : memref<?xf32>
// CHECK: %[[S:.*]] = gpu.wait async
// CHECK: %[[F:.*]] = gpu.dealloc async [%[[S]]] %[[M]] : memref<?xf32>
// CHECK: gpu.wait [%[[F]]]
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.dealloc
// With host-shared=false: device memory, allocated on a stream.
// DEVICE-LABEL: func.func @host
// DEVICE: %[[S:.*]] = gpu.wait async
// DEVICE: %[[M:.*]], %[[T:.*]] = gpu.alloc async [%[[S]]] (%{{.*}}) : memref<?xf32>
// DEVICE: gpu.wait [%[[T]]]
// DEVICE-NOT: host_shared
// DEVICE: gpu.dealloc async
func.func @host(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %m[%c0] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %v : f32
}

// -----

// Allocations inside a kernel and stack allocations are left alone.
// CHECK-LABEL: func.func @kernel
// CHECK: memref.alloca
// CHECK: gpu.launch
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.dealloc
// CHECK-NOT: gpu.alloc
func.func @kernel() {
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
    %m = memref.alloc() : memref<4xf32>
    memref.dealloc %m : memref<4xf32>
    gpu.terminator
  }
  return
}
