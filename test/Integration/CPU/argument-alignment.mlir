// An argument whose layout asks for base_align is the caller's promise. A
// caller that breaks it (a buffer 4 bytes off an aligned one) gets the
// same results: the buffer is copied into an aligned one at entry, padding
// included (the halo below holds 7.0, read back through expand_halo), and
// what the function writes into it is copied back before it returns. With
// strict-argument-alignment the program instead says which argument and
// aborts before it reads a misaligned buffer.
// RUN: sed s/SHIFT/0/ %s | tensor-opt --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: sed s/SHIFT/4/ %s | tensor-opt --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: sed s/SHIFT/0/ %s | tensor-opt --layout-lower-to-llvm=strict-argument-alignment=true | %{run} | FileCheck %s
// RUN: sed s/SHIFT/4/ %s | tensor-opt --layout-lower-to-llvm=strict-argument-alignment=true \
// RUN:   | not --crash %{run} 2>&1 | FileCheck %s --check-prefix=STRICT
// CHECK: 1.5
// CHECK-NEXT: 7
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// STRICT: tensor-layout: argument #0 of @first must be aligned to 64 bytes (its layout's base_align)

#base64 = #layout.encoding<base_align = 64>
#halo64 = #layout.encoding<pad_low = [1], pad_value = 7.0 : f32, base_align = 64>

func.func @first(%w: tensor<4xf32, #base64>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %w[%c0] : tensor<4xf32, #base64>
  return %v : f32
}

// The halo element, before element 0.
func.func @halo(%w: tensor<4xf32, #halo64>) -> f32 {
  %c0 = arith.constant 0 : index
  %p = layout.expand_halo %w : tensor<4xf32, #halo64> to tensor<5xf32, #base64>
  %v = tensor.extract %p[%c0] : tensor<5xf32, #base64>
  return %v : f32
}

// Adds 1 to its argument in place (an op accumulating into an argument
// that nothing reads after it writes it; arguments are writable).
func.func @add_one(%w: tensor<4xf32, #base64>) -> f32 {
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%w : tensor<4xf32, #base64>) {
  ^bb0(%o: f32):
    %s = arith.addf %o, %one : f32
    linalg.yield %s : f32
  } -> tensor<4xf32, #base64>
  %x = tensor.extract %r[%c0] : tensor<4xf32, #base64>
  return %x : f32
}

func.func @main() {
  // Buffers 64-byte aligned, seen SHIFT bytes in.
  %buffer = memref.alloc() {alignment = 64 : i64} : memref<32xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %shift = arith.constant SHIFT : index
  %view = memref.view %buffer[%shift][] : memref<32xi8> to memref<4xf32>
  %value = arith.constant 1.5 : f32
  memref.store %value, %view[%c0] : memref<4xf32>
  %t = bufferization.to_tensor %view restrict : memref<4xf32> to tensor<4xf32, #base64>
  %first = call @first(%t) : (tensor<4xf32, #base64>) -> f32
  vector.print %first : f32

  %hbuffer = memref.alloc() {alignment = 64 : i64} : memref<32xi8>
  %hview = memref.view %hbuffer[%shift][] : memref<32xi8> to memref<5xf32>
  %pad = arith.constant 7.0 : f32
  memref.store %pad, %hview[%c0] : memref<5xf32>
  memref.store %value, %hview[%c1] : memref<5xf32>
  %inner = memref.subview %hview[1] [4] [1] : memref<5xf32> to memref<4xf32, strided<[1], offset: 1>>
  %h = bufferization.to_tensor %inner restrict : memref<4xf32, strided<[1], offset: 1>> to tensor<4xf32, #halo64>
  %halo = call @halo(%h) : (tensor<4xf32, #halo64>) -> f32
  vector.print %halo : f32

  %w = bufferization.to_tensor %view restrict writable : memref<4xf32> to tensor<4xf32, #base64>
  %returned = call @add_one(%w) : (tensor<4xf32, #base64>) -> f32
  vector.print %returned : f32
  // The caller's own buffer holds what @add_one wrote.
  %written = memref.load %view[%c0] : memref<4xf32>
  vector.print %written : f32
  return
}
