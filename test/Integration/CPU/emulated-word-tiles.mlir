// The GPU tile kernel for narrow elements moves 4-byte words, which needs
// word-aligned addresses: where the source's start is not known to be
// aligned (an argument), each thread tests it, alike in every thread, and
// takes elements where it fails. Run as GPU kernels on the host
// (emulate-gpu=true): an i8 transpose of an input at byte 1 of its buffer
// (not word-aligned: elements) and at byte 4 (words) gives the input's
// elements either way.
// RUN: tensor-opt %s --layout-lower-to-llvm=emulate-gpu=true | %{run} \
// RUN:   | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=emulate-gpu=true \
// RUN:   --mlir-print-ir-after=convert-layout-copy-to-gpu -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=KERNEL
// KERNEL-LABEL: func.func @transpose
// KERNEL: gpu.launch
// KERNEL: memref.get_global @__layout_tile_i32_64x17
// KERNEL: memref.extract_aligned_pointer_as_index
// KERNEL: vector.load %{{.*}} {alignment = 4 : i64} : memref<{{.*}}xi8{{.*}}>, vector<4xi8>
// KERNEL: gpu.barrier
// KERNEL: vector.store %{{.*}} {alignment = 4 : i64} : memref<{{.*}}xi8{{.*}}>, vector<4xi8>

#t = #layout.encoding<order = [1, 0]>

func.func @transpose(%x: tensor<8x12xi8>) -> tensor<8x12xi8, #t> {
  %0 = layout.transform %x : tensor<8x12xi8> to tensor<8x12xi8, #t>
  return %0 : tensor<8x12xi8, #t>
}

func.func private @printMemrefI32(memref<*xi32>)

// The input at byte `shift` of a buffer holding 0, 1, 2, ...: element
// (r, c) is shift + 12 r + c.
func.func @run(%shift: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %buffer = memref.alloc() {alignment = 64 : i64} : memref<100xi8>
  scf.for %i = %c0 to %c100 step %c1 {
    %n = arith.index_cast %i : index to i8
    memref.store %n, %buffer[%i] : memref<100xi8>
  }
  %view = memref.view %buffer[%shift][] : memref<100xi8> to memref<8x12xi8>
  %x = bufferization.to_tensor %view restrict : memref<8x12xi8> to tensor<8x12xi8>
  %y = func.call @transpose(%x) : (tensor<8x12xi8>) -> tensor<8x12xi8, #t>
  %wide = arith.extsi %y : tensor<8x12xi8, #t> to tensor<8x12xi32, #t>
  %plain = layout.transform %wide : tensor<8x12xi32, #t> to tensor<8x12xi32>
  %cast = tensor.cast %plain : tensor<8x12xi32> to tensor<*xi32>
  %printed = bufferization.to_buffer %cast : tensor<*xi32> to memref<*xi32>
  func.call @printMemrefI32(%printed) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // CHECK: sizes = [8, 12]
  // CHECK-NEXT: {{\[\[}}1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12],
  // CHECK: [85,   86,   87,   88,   89,   90,   91,   92,   93,   94,   95,   96]]
  func.call @run(%c1) : (index) -> ()
  // CHECK: sizes = [8, 12]
  // CHECK-NEXT: {{\[\[}}4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15],
  // CHECK: [88,   89,   90,   91,   92,   93,   94,   95,   96,   97,   98,   99]]
  func.call @run(%c4) : (index) -> ()
  return
}
