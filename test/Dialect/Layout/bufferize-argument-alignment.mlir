// RUN: tensor-opt %s -split-input-file -layout-bufferize | FileCheck %s

// An argument whose layout promises base_align: memref types do not carry
// alignment, so bufferization checks the promise at the entry (a message
// on stderr and abort, not a misaligned access) and tells LLVM with
// memref.assume_alignment, which every use then reads. Others are left
// alone.
// CHECK: llvm.mlir.global internal constant @tensor_layout_misaligned_promised_0("tensor-layout: argument #0 of @promised must be aligned to 64 bytes (its layout's base_align)\0A")
// CHECK-LABEL: func.func @promised
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[PLAIN:.*]]: memref<4xf32>)
// CHECK: %[[POINTER:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: %[[MASK:.*]] = arith.constant 63 : index
// CHECK: %[[LOW:.*]] = arith.andi %[[POINTER]], %[[MASK]]
// CHECK: %[[BAD:.*]] = arith.cmpi ne, %[[LOW]],
// CHECK: scf.if %[[BAD]] {
// CHECK: llvm.mlir.addressof @tensor_layout_misaligned_promised_0
// CHECK: llvm.call @write(
// CHECK: llvm.call @abort()
// CHECK: }
// CHECK: %[[ALIGNED:.*]] = memref.assume_alignment %[[A]], 64 : memref<4xf32>
// CHECK-NOT: memref.assume_alignment
// CHECK-NOT: extract_aligned_pointer_as_index %[[PLAIN]]
// CHECK: memref.load %[[ALIGNED]]
// CHECK: memref.load %[[PLAIN]]
func.func @promised(%a: tensor<4xf32, #layout.encoding<base_align = 64>>, %b: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<4xf32, #layout.encoding<base_align = 64>>
  %y = tensor.extract %b[%c0] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// -----

// A halo puts the first element 3 floats past the aligned base: the check
// is of the base, the assumption (about the first element) only 4 bytes.
// CHECK-LABEL: func.func @halo
// CHECK: arith.constant 63 : index
// CHECK: memref.assume_alignment %{{.*}}, 4 : memref<4xf32, strided<[1], offset: 3>>
func.func @halo(%a: tensor<4xf32, #layout.encoding<pad_low = [3], base_align = 64>>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<4xf32, #layout.encoding<pad_low = [3], base_align = 64>>
  return %x : f32
}
