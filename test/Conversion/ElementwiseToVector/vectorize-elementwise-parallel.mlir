// RUN: tensor-opt %s -layout-vectorize-elementwise=parallel-bytes=8192 -split-input-file | FileCheck %s
// RUN: tensor-opt %s -layout-vectorize-elementwise -split-input-file | FileCheck %s --check-prefix=SERIAL

// With parallel-bytes, an op over at least that many bytes runs its
// outermost loop of more than one iteration as an scf.parallel (then on
// threads): over one contiguous buffer, the vector loop itself; the
// scalar loop of the last elements stays after it.
// CHECK-LABEL: func.func @contiguous
// CHECK-DAG: %[[C8192:.*]] = arith.constant 8192 : index
// CHECK-DAG: %[[C8195:.*]] = arith.constant 8195 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%[[C8192]]) step (%[[C16]]) {
// CHECK: math.exp %{{.*}} : vector<16xf32>
// CHECK: scf.reduce
// CHECK: scf.for %{{.*}} = %[[C8192]] to %[[C8195]]
// CHECK: math.exp %{{.*}} : f32
// SERIAL-LABEL: func.func @contiguous
// SERIAL-NOT: scf.parallel
// SERIAL: scf.for
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @contiguous(%x: memref<1x5x11x149xf32>, %o: memref<1x5x11x149xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : memref<1x5x11x149xf32>) outs(%o : memref<1x5x11x149xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %e = math.exp %n : f32
    linalg.yield %e : f32
  }
  return
}

// -----

// Rows padded from 20 to 24 elements: runs of one row, loops over the
// channels and rows; the channels' loop (the batch of 1 has none) is the
// parallel one, the rows' stays sequential inside it.
// CHECK-LABEL: func.func @padded_rows
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: scf.parallel (%[[C:.*]]) = (%{{.*}}) to (%[[C32]]) step
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CHECK: arith.negf %{{.*}} : vector<16xf32>
// CHECK: arith.negf %{{.*}} : f32
// CHECK: scf.reduce
// SERIAL-LABEL: func.func @padded_rows
// SERIAL-NOT: scf.parallel
// SERIAL: return
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @padded_rows(%x: memref<1x32x16x20xf32, strided<[12288, 384, 24, 1]>>, %o: memref<1x32x16x20xf32, strided<[12288, 384, 24, 1]>>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : memref<1x32x16x20xf32, strided<[12288, 384, 24, 1]>>) outs(%o : memref<1x32x16x20xf32, strided<[12288, 384, 24, 1]>>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// Below parallel-bytes (1024 elements of 4 bytes): sequential loops, which
// would cost more to hand to threads than they take.
// CHECK-LABEL: func.func @small
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK-NOT: scf.parallel
// CHECK: return
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @small(%x: memref<1x4x16x16xf32>, %o: memref<1x4x16x16xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : memref<1x4x16x16xf32>) outs(%o : memref<1x4x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  }
  return
}
