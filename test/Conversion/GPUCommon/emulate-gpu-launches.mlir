// RUN: tensor-opt %s --layout-emulate-gpu-launches --split-input-file \
// RUN:   | FileCheck %s

// A barrier splits the threads' loop: every thread stores to the tile before
// any reads it back. Pure values of the first stretch that the second uses
// (the row %i) are recomputed there; loops of one iteration are left out;
// the workgroup global becomes host memory.

memref.global "private" @tile : memref<4xf32, #gpu.address_space<workgroup>>

// CHECK-LABEL: memref.global "private" @tile : memref<4xf32>
// CHECK-LABEL: func.func @reverse_blocks
// CHECK-SAME:    (%[[IN:.*]]: memref<8xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK:         scf.for %[[BX:.*]] = %[[C0]] to %[[C2]] step %{{.*}} {
// CHECK-NEXT:      scf.for %[[TX:.*]] = %[[C0]] to %[[C4]] step %{{.*}} {
// CHECK-NEXT:        %[[TILE:.*]] = memref.get_global @tile : memref<4xf32>
// CHECK-NEXT:        %[[BASE:.*]] = arith.muli %[[BX]], %[[C4]]
// CHECK-NEXT:        %[[I:.*]] = arith.addi %[[BASE]], %[[TX]]
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[IN]][%[[I]]]
// CHECK-NEXT:        memref.store %[[V]], %[[TILE]][%[[TX]]] : memref<4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.for %[[TX2:.*]] = %[[C0]] to %[[C4]] step %{{.*}} {
// CHECK-NEXT:        %[[LAST:.*]] = arith.subi %[[C4]], %[[C1]]
// CHECK-NEXT:        %[[J:.*]] = arith.subi %[[LAST]], %[[TX2]]
// CHECK-NEXT:        %[[TILE2:.*]] = memref.get_global @tile : memref<4xf32>
// CHECK-NEXT:        %[[W:.*]] = memref.load %[[TILE2]][%[[J]]]
// CHECK-NEXT:        %[[BASE2:.*]] = arith.muli %[[BX]], %[[C4]]
// CHECK-NEXT:        %[[I2:.*]] = arith.addi %[[BASE2]], %[[TX2]]
// CHECK-NEXT:        memref.store %[[W]], %[[OUT]][%[[I2]]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NOT:     gpu.
// CHECK:         return
func.func @reverse_blocks(%in: memref<8xf32>, %out: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %tile = memref.get_global @tile : memref<4xf32, #gpu.address_space<workgroup>>
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %tile[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %last = arith.subi %sx, %c1 : index
    %j = arith.subi %last, %tx : index
    %w = memref.load %tile[%j] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%i] : memref<8xf32>
    gpu.terminator
  }
  return
}

// -----

// Workgroup attributions are allocated once, outside the loops; id and dimension ops, at
// the top and inside regions, read the loops' variables and bounds.

// CHECK-LABEL: func.func @ids
// CHECK-SAME:    (%[[OUT:.*]]: memref<2x3xindex>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK:         %[[SCRATCH:.*]] = memref.alloca() : memref<3xindex>
// CHECK-NEXT:    scf.for %[[BY:.*]] = %[[C0]] to %[[C2]] step %{{.*}} {
// CHECK-NEXT:      scf.for %[[TY:.*]] = %[[C0]] to %[[C3]] step %{{.*}} {
// CHECK-NEXT:        %[[COND:.*]] = arith.cmpi ult, %[[TY]], %[[C3]]
// CHECK-NEXT:        scf.if %[[COND]] {
// CHECK-NEXT:          %[[SUM:.*]] = arith.addi %[[TY]], %[[BY]]
// CHECK-NEXT:          memref.store %[[SUM]], %[[SCRATCH]][%[[TY]]]
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.for %[[TY2:.*]] = %[[C0]] to %[[C3]] step %{{.*}} {
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[SCRATCH]][%[[TY2]]]
// CHECK-NEXT:        memref.store %[[V]], %[[OUT]][%[[BY]], %[[TY2]]]
func.func @ids(%out: memref<2x3xindex>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c3, %sz = %c1)
             workgroup(%scratch : memref<3xindex, #gpu.address_space<workgroup>>) {
    %t = gpu.thread_id y
    %n = gpu.block_dim y
    %inside = arith.cmpi ult, %t, %n : index
    scf.if %inside {
      %b = gpu.block_id y
      %sum = arith.addi %t, %b : index
      memref.store %sum, %scratch[%t] : memref<3xindex, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %v = memref.load %scratch[%ty] : memref<3xindex, #gpu.address_space<workgroup>>
    memref.store %v, %out[%by, %ty] : memref<2x3xindex>
    gpu.terminator
  }
  return
}

// -----

// Code without launches is untouched, and so are outlined kernels' globals.

// CHECK-LABEL: gpu.module @kernels
// CHECK-NEXT:    memref.global "private" @kept : memref<4xf32, #gpu.address_space<workgroup>>
gpu.module @kernels {
  memref.global "private" @kept : memref<4xf32, #gpu.address_space<workgroup>>
}

// CHECK-LABEL: func.func @no_launch
// CHECK-NOT:     scf.for
// CHECK:         memref.store
// CHECK-NEXT:    return
func.func @no_launch(%out: memref<1xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %out[%c0] : memref<1xf32>
  return
}
