// RUN: tensor-opt %s -split-input-file -convert-parallel-loops-to-onednn-threads=only-with-onednn-calls=true | FileCheck %s

// --layout-lower-to-llvm's default (threads=-1 with onednn): a module that
// calls oneDNN's runtime anyway gets its loops on oneDNN's threads...
// CHECK-LABEL: func.func private @tensor_layout_parallel_for
// CHECK-LABEL: func.func @with_kernel
// CHECK-NOT: scf.parallel
// CHECK: call @tensor_layout_parallel_for
func.func private @tensor_layout_onednn_conv_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<?xi64>)
func.func @with_kernel(%src: memref<64xf32>, %dst: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %src[%i] : memref<64xf32>
    memref.store %v, %dst[%i] : memref<64xf32>
    scf.reduce
  }
  return
}

// -----

// ... and one that calls none (transforms alone) keeps them, to run in
// sequence with no runtime to link.
// CHECK-LABEL: func.func @transforms_only
// CHECK-NOT: tensor_layout_parallel_for
// CHECK: scf.parallel
func.func @transforms_only(%src: memref<64xf32>, %dst: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %src[%i] : memref<64xf32>
    memref.store %v, %dst[%i] : memref<64xf32>
    scf.reduce
  }
  return
}
