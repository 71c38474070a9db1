// RUN: tensor-opt %s -convert-parallel-loops-to-onednn-threads -verify-diagnostics

// A symbol of the runtime's name with another type is an error at the
// symbol (the calls would not link).
// expected-error@+1 {{'tensor_layout_parallel_for' is the oneDNN runtime's parallel loop, a function of type '(i64, i64, i64, i64, (!llvm.ptr, i64, i64) -> (), !llvm.ptr) -> ()'}}
func.func private @tensor_layout_parallel_for(i64)
func.func @clash(%buf: memref<4xf32>) {
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
