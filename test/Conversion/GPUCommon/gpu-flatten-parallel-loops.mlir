// RUN: tensor-opt %s --pass-pipeline="builtin.module(func.func(layout-gpu-flatten-parallel-loops))" \
// RUN:   --split-input-file | FileCheck %s
// RUN: tensor-opt %s --pass-pipeline="builtin.module(func.func(layout-gpu-flatten-parallel-loops{block-size=128}))" \
// RUN:   --split-input-file | FileCheck %s --check-prefix=B128

// A 3-D loop (as convert-linalg-to-parallel-loops makes of element-wise
// code) becomes one dim of 4 * 100000 * 3 = 1200000 iterations, tiled by
// 256: the outer loop over tiles (the grid), the inner one over 256 threads
// with a guard for the last tile.
// CHECK-LABEL: func.func @elementwise
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[N:.*]] = arith.constant 1200000 : index
// CHECK-DAG:     %[[C256:.*]] = arith.constant 256 : index
// CHECK:         scf.parallel (%[[TILE:.*]]) = (%[[C0]]) to (%[[N]]) step (%[[C256]]) {
// CHECK:           scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%[[C256]]) step (%{{.*}}) {
// CHECK:             %[[I:.*]] = arith.addi %{{.*}}, %[[TILE]]
// CHECK:             %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %[[N]]
// CHECK:             scf.if %{{.*}} {
// CHECK:               arith.remsi %[[I]]
// CHECK:               memref.load
// CHECK:               memref.store
// CHECK-NOT:     scf.parallel
// CHECK:         return
// B128-LABEL: func.func @elementwise
// B128:         %[[C128:.*]] = arith.constant 128 : index
// B128:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%[[C128]])
// B128:           scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[C128]])
func.func @elementwise(%a: memref<4x100000x3xf32>, %b: memref<4x100000x3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cn = arith.constant 100000 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c4, %cn, %c3) step (%c1, %c1, %c1) {
    %x = memref.load %a[%i, %j, %k] : memref<4x100000x3xf32>
    %y = memref.load %b[%i, %j, %k] : memref<4x100000x3xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %a[%i, %j, %k] : memref<4x100000x3xf32>
    scf.reduce
  }
  return
}

// -----

// Left alone: loops inside kernels and loops with reductions.
// CHECK-LABEL: func.func @left_alone
// CHECK:         gpu.launch
// CHECK-NEXT:      scf.parallel (%{{.*}}, %{{.*}}) =
// CHECK:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init
// CHECK-NOT:       scf.parallel
// CHECK:         return
func.func @left_alone(%a: memref<8x8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
      memref.store %zero, %a[%i, %j] : memref<8x8xf32>
      scf.reduce
    }
    gpu.terminator
  }
  %sum = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%zero) -> f32 {
    %x = memref.load %a[%i, %c0] : memref<8x8xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      scf.reduce.return %t : f32
    }
  }
  return %sum : f32
}
