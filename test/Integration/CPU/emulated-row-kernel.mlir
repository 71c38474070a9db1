// The GPU row kernel moves 16-byte chunks. Where only the source's start
// is not known to be 16-byte aligned (an argument), each thread tests it,
// alike in every thread: aligned, one 16-byte load per chunk; otherwise
// element loads. With transform-work-per-thread=4 each thread moves four
// chunks, every load before the first store, and threads past the last
// chunk move none. Run as GPU kernels on the host (emulate-gpu=true): rows
// of 8 floats padded to 12 (pad value -1), from an input at byte 4 of its
// buffer (not 16-byte aligned: element loads) and at byte 16 (vector
// loads), give the input's elements either way; so do rows whose low
// padding moves, whose chunks lie off the 16-byte grid.
// RUN: tensor-opt %s --layout-lower-to-llvm=emulate-gpu=true | %{run} \
// RUN:   | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm="emulate-gpu=true \
// RUN:   transform-work-per-thread=4 transform-work-min-blocks=0" | %{run} \
// RUN:   | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm="emulate-gpu=true \
// RUN:   transform-work-per-thread=4 transform-work-min-blocks=0" \
// RUN:   --mlir-print-ir-after=convert-layout-copy-to-gpu -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=KERNEL
// The default work-min-blocks keeps a launch this small at one chunk a
// thread.
// RUN: tensor-opt %s --layout-lower-to-llvm="emulate-gpu=true \
// RUN:   transform-work-per-thread=4" \
// RUN:   --mlir-print-ir-after=convert-layout-copy-to-gpu -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SMALL

// KERNEL-LABEL: func.func @pad_rows
// KERNEL: gpu.launch
// KERNEL: memref.extract_aligned_pointer_as_index
// KERNEL: scf.if
// KERNEL-COUNT-4: vector.load %{{.*}} {alignment = 16 : i64} : memref<{{.*}}xf32{{.*}}>, vector<4xf32>
// KERNEL: } else {
// KERNEL-NOT: vector.load
// KERNEL-NOT: vector.store
// KERNEL: memref.load
// KERNEL-COUNT-4: vector.store %{{.*}} {alignment = 16 : i64}
// KERNEL-NOT: vector.store
// KERNEL: gpu.terminator

// SMALL-LABEL: func.func @pad_rows
// SMALL: vector.load %{{.*}} {alignment = 16 : i64}
// SMALL-NOT: vector.load %{{.*}} {alignment = 16 : i64}
// SMALL: } else {

#rows = #layout.encoding<align = [1, 12], pad_value = -1.0 : f32, base_align = 64>

func.func @pad_rows(%x: tensor<6x8xf32>) -> tensor<6x8xf32, #rows> {
  %0 = layout.transform %x : tensor<6x8xf32> to tensor<6x8xf32, #rows>
  return %0 : tensor<6x8xf32, #rows>
}

// Rows whose low padding moves (1 column before, 3 after): a chunk at
// position p of a row reads the source from p - 3 + 1, 8 bytes off the
// 16-byte grid however the source's start lies, so element loads. (A vector
// load marked 16-byte aligned there crashed the emulated run.)
#low1 = #layout.encoding<pad_low = [0, 1], pad_high = [0, 3]>
#low3 = #layout.encoding<pad_low = [0, 3], pad_high = [0, 1], pad_value = -1.0 : f32>

// KERNEL-LABEL: func.func @shift_lows
// KERNEL-NOT: memref.extract_aligned_pointer_as_index
// KERNEL-NOT: alignment = 16 : i64} : memref<{{.*}}>, vector<4xf32>
// KERNEL: vector.load %{{.*}} {alignment = 4 : i64}
// KERNEL: gpu.terminator
func.func @shift_lows(%x: tensor<4x64xf32, #low1>) -> tensor<4x64xf32, #low3> {
  %0 = layout.transform %x : tensor<4x64xf32, #low1> to tensor<4x64xf32, #low3>
  return %0 : tensor<4x64xf32, #low3>
}

func.func private @printMemrefF32(memref<*xf32>)

// 0, 1, 2, ... through @shift_lows.
func.func @run_lows() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %buffer = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  scf.for %i = %c0 to %c256 step %c1 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    memref.store %f, %buffer[%i] : memref<256xf32>
  }
  %rows = memref.expand_shape %buffer [[0, 1]] output_shape [4, 64] : memref<256xf32> into memref<4x64xf32>
  %x = bufferization.to_tensor %rows restrict : memref<4x64xf32> to tensor<4x64xf32>
  %low1 = layout.transform %x : tensor<4x64xf32> to tensor<4x64xf32, #low1>
  %y = func.call @shift_lows(%low1) : (tensor<4x64xf32, #low1>) -> tensor<4x64xf32, #low3>
  %plain = layout.transform %y : tensor<4x64xf32, #low3> to tensor<4x64xf32>
  %cast = tensor.cast %plain : tensor<4x64xf32> to tensor<*xf32>
  %printed = bufferization.to_buffer %cast : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%printed) : (memref<*xf32>) -> ()
  return
}

// The input at float `shift` of a buffer holding 0, 1, 2, ...: element
// (r, c) is shift + 8 r + c.
func.func @run(%shift: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c4 = arith.constant 4 : index
  %buffer = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
  %floats = memref.view %buffer[%c0][] : memref<256xi8> to memref<64xf32>
  scf.for %i = %c0 to %c64 step %c1 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    memref.store %f, %floats[%i] : memref<64xf32>
  }
  %bytes = arith.muli %shift, %c4 : index
  %view = memref.view %buffer[%bytes][] : memref<256xi8> to memref<6x8xf32>
  %x = bufferization.to_tensor %view restrict : memref<6x8xf32> to tensor<6x8xf32>
  %y = func.call @pad_rows(%x) : (tensor<6x8xf32>) -> tensor<6x8xf32, #rows>
  %plain = layout.transform %y : tensor<6x8xf32, #rows> to tensor<6x8xf32>
  %cast = tensor.cast %plain : tensor<6x8xf32> to tensor<*xf32>
  %printed = bufferization.to_buffer %cast : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%printed) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // CHECK: sizes = [6, 8]
  // CHECK-NEXT: {{\[\[}}1,   2,   3,   4,   5,   6,   7,   8],
  // CHECK: [41,   42,   43,   44,   45,   46,   47,   48]]
  func.call @run(%c1) : (index) -> ()
  // CHECK: sizes = [6, 8]
  // CHECK-NEXT: {{\[\[}}4,   5,   6,   7,   8,   9,   10,   11],
  // CHECK: [44,   45,   46,   47,   48,   49,   50,   51]]
  func.call @run(%c4) : (index) -> ()
  // CHECK: sizes = [4, 64]
  // CHECK-NEXT: {{\[\[}}0,   1,   2,   3,
  // CHECK: 252,   253,   254,   255]]
  func.call @run_lows() : () -> ()
  return
}
