// An argument whose layout asks for base_align is the caller's promise:
// kept, the function runs; broken, the function says which argument and
// aborts before it reads a misaligned buffer.
// RUN: sed s/SHIFT/0/ %s | tensor-opt --layout-lower-to-llvm | %{run} | FileCheck %s --check-prefix=KEPT
// RUN: sed s/SHIFT/4/ %s | tensor-opt --layout-lower-to-llvm | not --crash %{run} 2>&1 | FileCheck %s --check-prefix=BROKEN
// KEPT: 1.5
// BROKEN: tensor-layout: argument #0 of @first must be aligned to 64 bytes (its layout's base_align)

#base64 = #layout.encoding<base_align = 64>

func.func @first(%w: tensor<4xf32, #base64>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %w[%c0] : tensor<4xf32, #base64>
  return %v : f32
}

func.func @main() {
  // A buffer 64-byte aligned, seen SHIFT bytes in.
  %buffer = memref.alloc() {alignment = 64 : i64} : memref<32xi8>
  %c0 = arith.constant 0 : index
  %shift = arith.constant SHIFT : index
  %view = memref.view %buffer[%shift][] : memref<32xi8> to memref<4xf32>
  %value = arith.constant 1.5 : f32
  memref.store %value, %view[%c0] : memref<4xf32>
  %t = bufferization.to_tensor %view restrict : memref<4xf32> to tensor<4xf32, #base64>
  %first = call @first(%t) : (tensor<4xf32, #base64>) -> f32
  vector.print %first : f32
  return
}
