// A kernel whose threads exchange values through workgroup memory, run on
// the host by layout-emulate-gpu-launches: each block of 4 threads reverses
// its 4 elements, which is right only if every thread stored before any
// thread loads (the barrier).
// RUN: tensor-opt %s --layout-emulate-gpu-launches --convert-scf-to-cf \
// RUN:   --finalize-memref-to-llvm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts | %{run} | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %in = memref.alloc() : memref<12xf32>
  %out = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    memref.store %f, %in[%i] : memref<12xf32>
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
             workgroup(%tile : memref<4xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %in[%i] : memref<12xf32>
    memref.store %v, %tile[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %last = arith.subi %sx, %c1 : index
    %j = arith.subi %last, %tx : index
    %w = memref.load %tile[%j] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%i] : memref<12xf32>
    gpu.terminator
  }
  %u = memref.cast %out : memref<12xf32> to memref<*xf32>
  // CHECK: [3,  2,  1,  0,  7,  6,  5,  4,  11,  10,  9,  8]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %in : memref<12xf32>
  memref.dealloc %out : memref<12xf32>
  return
}
