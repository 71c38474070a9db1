// RUN: tensor-opt %s --split-input-file --layout-gpu-async-launches | FileCheck %s
// Idempotent: a second run leaves the first's output as it is.
// RUN: tensor-opt %s --split-input-file --layout-gpu-async-launches --layout-gpu-async-launches | FileCheck %s
// Every output lowers with upstream's pipeline: no token op or cast is left.
// RUN: tensor-opt %s --split-input-file --layout-gpu-async-launches \
// RUN:   --gpu-lower-to-nvvm-pipeline="cubin-format=isa" | FileCheck %s --check-prefix=LOWERED
// LOWERED-NOT: gpu.wait
// LOWERED-NOT: gpu.alloc
// LOWERED-NOT: gpu.dealloc
// LOWERED-NOT: unrealized_conversion_cast

// Two launches and a free (in the form layout-gpu-allocations gives it):
// one chain, on one stream, waited for once, before the return. The
// managed allocation stays synchronous and orders nothing.
// CHECK-LABEL: func.func @launches_and_free
// CHECK: %[[BUFFER:.*]] = gpu.alloc host_shared () : memref<256xf32>
// CHECK: %[[STREAM:.*]] = gpu.wait async
// CHECK: %[[FIRST:.*]] = gpu.launch_func async [%[[STREAM]]] @kernels::@fill
// CHECK: %[[SECOND:.*]] = gpu.launch_func async [%[[FIRST]]] @kernels::@fill
// CHECK: %[[FREED:.*]] = gpu.dealloc async [%[[SECOND]]] %[[BUFFER]]
// CHECK-NEXT: gpu.wait [%[[FREED]]]
// CHECK-NEXT: return
// CHECK-NOT: gpu.wait
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buffer: memref<256xf32>) kernel {
      gpu.return
    }
  }
  func.func @launches_and_free() {
    %c1 = arith.constant 1 : index
    %buffer = gpu.alloc host_shared () : memref<256xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    %stream = gpu.wait async
    %freed = gpu.dealloc async [%stream] %buffer : memref<256xf32>
    gpu.wait [%freed]
    return
  }
}

// -----

// A host load reads what the kernel wrote: the host waits for the chain
// before it, and the launch after it starts a new one. An alloca (no read
// or write) waits for nothing.
// CHECK-LABEL: func.func @host_read
// CHECK: %[[FIRST:.*]] = gpu.launch_func async [%{{.*}}] @kernels::@fill
// CHECK-NEXT: memref.alloca
// CHECK-NEXT: gpu.wait [%[[FIRST]]]
// CHECK-NEXT: memref.load
// CHECK-NEXT: %[[STREAM:.*]] = gpu.wait async
// CHECK-NEXT: %[[SECOND:.*]] = gpu.launch_func async [%[[STREAM]]] @kernels::@fill
// CHECK-NEXT: gpu.wait [%[[SECOND]]]
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buffer: memref<256xf32>) kernel {
      gpu.return
    }
  }
  func.func @host_read(%buffer: memref<256xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    %scratch = memref.alloca() : memref<4xf32>
    %value = memref.load %buffer[%c0] : memref<256xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    return %value : f32
  }
}

// -----

// A library call between launches gets the chain's stream in place of its
// null one, and the chain goes on past it; a call with a stream of its own
// is host code, waited for like any other call.
// CHECK-LABEL: func.func @library_call
// CHECK: %[[FIRST:.*]] = gpu.launch_func async [%{{.*}}] @kernels::@fill
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[STREAM:.*]] = builtin.unrealized_conversion_cast %[[FIRST]] : !gpu.async.token to !llvm.ptr
// CHECK-NEXT: call @matmul(%{{.*}}, %[[STREAM]])
// CHECK-NEXT: %[[SECOND:.*]] = gpu.launch_func async [%[[FIRST]]] @kernels::@fill
// CHECK-NEXT: gpu.wait [%[[SECOND]]]
// CHECK-NEXT: call @matmul(%{{.*}}, %arg1)
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buffer: memref<256xf32>) kernel {
      gpu.return
    }
  }
  func.func private @matmul(memref<256xf32>, !llvm.ptr) attributes {layout.stream_argument}
  func.func @library_call(%buffer: memref<256xf32>, %own: !llvm.ptr) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    %null = llvm.mlir.zero : !llvm.ptr
    call @matmul(%buffer, %null) : (memref<256xf32>, !llvm.ptr) -> ()
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    call @matmul(%buffer, %own) : (memref<256xf32>, !llvm.ptr) -> ()
    return
  }
}

// -----

// Library calls with no GPU op after them keep their null streams: the
// host's wait for a stream only they used would not survive upstream's
// canonicalization. A call to an unmarked function is host code.
// CHECK-LABEL: func.func @calls_alone
// CHECK-NOT: gpu.wait
// CHECK-NOT: unrealized_conversion_cast
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: call @matmul(%{{.*}}, %[[NULL]])
// CHECK-NEXT: call @matmul(%{{.*}}, %[[NULL]])
// CHECK-NEXT: call @unmarked(%{{.*}}, %[[NULL]])
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  func.func private @matmul(memref<256xf32>, !llvm.ptr) attributes {layout.stream_argument}
  func.func private @unmarked(memref<256xf32>, !llvm.ptr)
  func.func @calls_alone(%buffer: memref<256xf32>) {
    %null = llvm.mlir.zero : !llvm.ptr
    call @matmul(%buffer, %null) : (memref<256xf32>, !llvm.ptr) -> ()
    call @matmul(%buffer, %null) : (memref<256xf32>, !llvm.ptr) -> ()
    call @unmarked(%buffer, %null) : (memref<256xf32>, !llvm.ptr) -> ()
    return
  }
}

// -----

// A loop that launches is host code that touches memory: the chain before
// it is waited for, and its body has a chain of its own, waited for at the
// end of each iteration.
// CHECK-LABEL: func.func @loop
// CHECK: %[[BEFORE:.*]] = gpu.launch_func async
// CHECK-NEXT: gpu.wait [%[[BEFORE]]]
// CHECK-NEXT: scf.for
// CHECK-NEXT: %[[STREAM:.*]] = gpu.wait async
// CHECK-NEXT: %[[INSIDE:.*]] = gpu.launch_func async [%[[STREAM]]]
// CHECK-NEXT: gpu.wait [%[[INSIDE]]]
// CHECK-NEXT: }
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buffer: memref<256xf32>) kernel {
      gpu.return
    }
  }
  func.func @loop(%buffer: memref<256xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    scf.for %i = %c0 to %c4 step %c1 {
      gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
          threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    }
    return
  }
}

// -----

// Chains of the input's own. A free's chain (as layout-gpu-allocations
// makes it) and a device allocation's join the block's; two frees forked
// from one fresh stream and joined again run one after the other on it.
// CHECK-LABEL: func.func @device_buffer
// CHECK-NEXT: arith.constant
// CHECK-NEXT: %[[STREAM:.*]] = gpu.wait async
// CHECK-NEXT: %[[BUFFER:.*]], %[[ALLOCATED:.*]] = gpu.alloc async [%[[STREAM]]] ()
// CHECK-NEXT: %[[LAUNCHED:.*]] = gpu.launch_func async [%[[ALLOCATED]]] @kernels::@fill
// CHECK-NEXT: %[[FREED:.*]] = gpu.dealloc async [%[[LAUNCHED]]] %[[BUFFER]]
// CHECK-NEXT: gpu.wait [%[[FREED]]]
// CHECK-NEXT: return
// CHECK-LABEL: func.func @fork_join
// CHECK-NEXT: arith.constant
// CHECK-NEXT: %[[STREAM:.*]] = gpu.wait async
// CHECK-NEXT: %[[FIRST:.*]] = gpu.dealloc async [%[[STREAM]]] %arg0
// CHECK-NEXT: %[[SECOND:.*]] = gpu.dealloc async [%[[FIRST]]] %arg1
// CHECK-NEXT: %[[LAUNCHED:.*]] = gpu.launch_func async [%[[SECOND]]] @kernels::@fill
// CHECK-NEXT: gpu.wait [%[[LAUNCHED]]]
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buffer: memref<256xf32>) kernel {
      gpu.return
    }
  }
  func.func @device_buffer() {
    %c1 = arith.constant 1 : index
    %s = gpu.wait async
    %d, %t = gpu.alloc async [%s] () : memref<256xf32>
    gpu.wait [%t]
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%d : memref<256xf32>)
    %s2 = gpu.wait async
    %f = gpu.dealloc async [%s2] %d : memref<256xf32>
    gpu.wait [%f]
    return
  }
  func.func @fork_join(%a: memref<256xf32>, %b: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %s = gpu.wait async
    %f1 = gpu.dealloc async [%s] %a : memref<256xf32>
    %f2 = gpu.dealloc async [%s] %b : memref<256xf32>
    %j = gpu.wait async [%f1, %f2]
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%a : memref<256xf32>)
    gpu.wait [%j]
    return
  }
}

// -----

// An op that depends on a token from elsewhere (an argument) starts a new
// chain after the host waited for the block's, with only that dependency
// (gpu-to-llvm lowers one); a host wait for that token stays, after the
// chain's own.
// CHECK-LABEL: func.func @other_chain
// CHECK: %[[FIRST:.*]] = gpu.launch_func async [%{{.*}}] @kernels::@fill
// CHECK-NEXT: gpu.wait [%[[FIRST]]]
// CHECK-NEXT: %[[DEVICE:.*]], %[[ALLOCATED:.*]] = gpu.alloc async [%arg1] ()
// CHECK-NEXT: %[[SECOND:.*]] = gpu.launch_func async [%[[ALLOCATED]]] @kernels::@fill
// CHECK-NEXT: gpu.wait [%[[SECOND]]]
// CHECK-NEXT: gpu.wait [%arg1]
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buffer: memref<256xf32>) kernel {
      gpu.return
    }
  }
  func.func @other_chain(%buffer: memref<256xf32>, %token: !gpu.async.token) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    %device, %allocated = gpu.alloc async [%token] () : memref<16xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    gpu.wait [%token]
    return
  }
}

// -----

// A call first on a fresh stream, a launch after it: both on the stream.
// Calls on a fresh stream followed by a host load keep their null streams
// (as at a return), and the launches after the load form a new chain.
// CHECK-LABEL: func.func @call_then_launch
// CHECK: %[[STREAM:.*]] = gpu.wait async
// CHECK-NEXT: %[[CAST:.*]] = builtin.unrealized_conversion_cast %[[STREAM]] : !gpu.async.token to !llvm.ptr
// CHECK-NEXT: call @matmul(%{{.*}}, %[[CAST]])
// CHECK-NEXT: %[[LAUNCHED:.*]] = gpu.launch_func async [%[[STREAM]]] @kernels::@fill
// CHECK-NEXT: gpu.wait [%[[LAUNCHED]]]
// CHECK-NEXT: return
// CHECK-LABEL: func.func @calls_then_load
// CHECK-NEXT: arith.constant
// CHECK-NEXT: arith.constant
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero
// CHECK-NEXT: call @matmul(%{{.*}}, %[[NULL]])
// CHECK-NEXT: memref.load
// CHECK-NEXT: %[[STREAM:.*]] = gpu.wait async
// CHECK-NEXT: %[[LAUNCHED:.*]] = gpu.launch_func async [%[[STREAM]]] @kernels::@fill
// CHECK-NEXT: gpu.wait [%[[LAUNCHED]]]
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buffer: memref<256xf32>) kernel {
      gpu.return
    }
  }
  func.func private @matmul(memref<256xf32>, !llvm.ptr) attributes {layout.stream_argument}
  func.func @call_then_launch(%buffer: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %null = llvm.mlir.zero : !llvm.ptr
    call @matmul(%buffer, %null) : (memref<256xf32>, !llvm.ptr) -> ()
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    return
  }
  func.func @calls_then_load(%buffer: memref<256xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %null = llvm.mlir.zero : !llvm.ptr
    call @matmul(%buffer, %null) : (memref<256xf32>, !llvm.ptr) -> ()
    %value = memref.load %buffer[%c0] : memref<256xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buffer : memref<256xf32>)
    return %value : f32
  }
}
