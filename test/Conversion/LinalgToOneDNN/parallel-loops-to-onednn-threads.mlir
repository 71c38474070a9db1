// RUN: tensor-opt %s -split-input-file -convert-parallel-loops-to-onednn-threads | FileCheck %s
// RUN: tensor-opt %s -split-input-file -convert-parallel-loops-to-onednn-threads=threads=2 | FileCheck %s --check-prefix=TWO

// A copy's parallel loop: its body becomes a function of (context, begin,
// end) running the first dim's iterations from begin to end; the buffers
// it reads and writes travel in a struct on the caller's stack, allocated
// at the function's entry; the constants are made again inside.
// CHECK-LABEL: func.func private @tensor_layout_parallel_for(i64, i64, i64, i64, (!llvm.ptr, i64, i64) -> (), !llvm.ptr)
// CHECK-LABEL: func.func @copy(
// CHECK-SAME: %[[SRC:.*]]: memref<64x32xf32>, %[[DST:.*]]: memref<64x32xf32>, %[[N:.*]]: index
// CHECK: %[[CTX:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast %[[SRC]] : memref<64x32xf32> to !llvm.struct
// CHECK: %[[F0:.*]] = llvm.getelementptr %[[CTX]][0, 0]
// CHECK: llvm.store %[[S]], %[[F0]]
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %[[DST]] : memref<64x32xf32> to !llvm.struct
// CHECK: %[[F1:.*]] = llvm.getelementptr %[[CTX]][0, 1]
// CHECK: llvm.store %[[D]], %[[F1]]
// CHECK: %[[BODY:.*]] = constant @copy_parallel : (!llvm.ptr, i64, i64) -> ()
// CHECK: %[[THREADS:.*]] = arith.constant 0 : i64
// CHECK: %[[LB:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK: %[[UB:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[STEP:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK: call @tensor_layout_parallel_for(%[[LB]], %[[UB]], %[[STEP]], %[[THREADS]], %[[BODY]], %[[CTX]])
// CHECK-NOT: scf.parallel
// CHECK: return
// CHECK-LABEL: func.func private @copy_parallel(
// CHECK-SAME: %[[C:.*]]: !llvm.ptr, %[[BEGIN:.*]]: i64, %[[END:.*]]: i64)
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[G0:.*]] = llvm.getelementptr %[[C]][0, 0]
// CHECK: %[[L0:.*]] = llvm.load %[[G0]] : !llvm.ptr -> !llvm.struct
// CHECK: %[[SRC2:.*]] = builtin.unrealized_conversion_cast %[[L0]] : !llvm.struct<{{.*}}> to memref<64x32xf32>
// CHECK: %[[G1:.*]] = llvm.getelementptr %[[C]][0, 1]
// CHECK: %[[L1:.*]] = llvm.load %[[G1]] : !llvm.ptr -> !llvm.struct
// CHECK: %[[DST2:.*]] = builtin.unrealized_conversion_cast %[[L1]] : !llvm.struct<{{.*}}> to memref<64x32xf32>
// CHECK: %[[B:.*]] = arith.index_cast %[[BEGIN]] : i64 to index
// CHECK: %[[E:.*]] = arith.index_cast %[[END]] : i64 to index
// CHECK: scf.for %[[I:.*]] = %[[B]] to %[[E]] step %[[C4]] {
// CHECK:   scf.for %[[J:.*]] = %{{.*}} to %[[C32]]
// CHECK:     memref.load %[[SRC2]][%[[I]], %[[J]]]
// CHECK:     memref.store %{{.*}}, %[[DST2]][%[[I]], %[[J]]]
// CHECK: return
// TWO-LABEL: func.func @copy(
// TWO: %[[THREADS:.*]] = arith.constant 2 : i64
// TWO: call @tensor_layout_parallel_for(%{{.*}}, %{{.*}}, %{{.*}}, %[[THREADS]],
func.func @copy(%src: memref<64x32xf32>, %dst: memref<64x32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c4) {
    scf.for %j = %c0 to %c32 step %c1 {
      %v = memref.load %src[%i, %j] : memref<64x32xf32>
      memref.store %v, %dst[%i, %j] : memref<64x32xf32>
    }
    scf.reduce
  }
  return
}

// -----

// A loop of two dims: the second stays a parallel loop inside each
// iteration of the first (run sequentially); its bounds, an index the
// caller computed, travel with the buffer.
// CHECK-LABEL: func.func @two_dims(
// CHECK-SAME: %[[BUF:.*]]: memref<?x8xf32>, %[[M:.*]]: index
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK: builtin.unrealized_conversion_cast %[[M]] : index to i64
// CHECK: call @tensor_layout_parallel_for
// CHECK-LABEL: func.func private @two_dims_parallel(
// CHECK: %[[UB:.*]] = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// CHECK: scf.for %[[I:.*]] =
// CHECK:   scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%[[UB]]) step (%{{.*}}) {
// CHECK:     memref.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
func.func @two_dims(%buf: memref<?x8xf32>, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %buf, %c0 : memref<?x8xf32>
  %f = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
    memref.store %f, %buf[%i, %j] : memref<?x8xf32>
    scf.reduce
  }
  return
}

// -----

// A loop with a reduction, and one already nested in another parallel
// loop's iterations, are left as they are; two functions' bodies get
// names of their own.
// CHECK-LABEL: func.func @reduction
// CHECK: scf.parallel
// CHECK: scf.reduce(
// CHECK-NOT: tensor_layout_parallel_for
// CHECK: return
func.func @reduction(%buf: memref<16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%c16) step (%c1) init (%zero) -> f32 {
    %v = memref.load %buf[%i] : memref<16xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum : f32
}

// -----

// CHECK-LABEL: func.func @nested(
// CHECK: call @tensor_layout_parallel_for
// CHECK-NOT: call @tensor_layout_parallel_for
// CHECK: return
// CHECK-LABEL: func.func private @nested_parallel(
// CHECK: scf.for
// CHECK:   scf.parallel
// CHECK-NOT: tensor_layout_parallel_for
// CHECK: return
func.func @nested(%buf: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 2.0 : f32
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
      memref.store %f, %buf[%i, %j] : memref<4x4xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A loop in a nested module: the runtime's loop is declared there, beside
// the function that calls it.
// CHECK-LABEL: module @inner
// CHECK: func.func private @tensor_layout_parallel_for
// CHECK: func.func @f(
// CHECK: call @tensor_layout_parallel_for
// CHECK: func.func private @f_parallel(
module {
  module @inner {
    func.func @f(%buf: memref<4xf32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %f = arith.constant 2.0 : f32
      scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
        memref.store %f, %buf[%i] : memref<4xf32>
        scf.reduce
      }
      return
    }
  }
}
