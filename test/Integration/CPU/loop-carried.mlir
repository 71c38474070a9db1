// Loops whose body yields a new tensor in a layout rather than updating
// the carried one in place: an element-wise op on the carried tensor
// (aligned rows with zero padding, and NCHW2c-like tiles), three times.
// One-shot bufferization used to refuse these ("Yield operand #0 is not
// equivalent to the corresponding iter bbArg"); each iteration now yields
// a new buffer and deallocation frees the one it replaces. Printed: the
// logical values, and the whole padded buffer of the aligned rows.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s

#rows = #layout.encoding<align = [1, 4], pad_value = zero>
#tiles = #layout.encoding<align = [1, 4], pad_value = zero, tiles = [1 : 2]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @doubled_three_times(%x: tensor<2x3xf32, #rows>) -> tensor<2x3xf32, #rows> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> tensor<2x3xf32, #rows> {
    %e = tensor.empty() : tensor<2x3xf32, #rows>
    %s = linalg.add ins(%acc, %acc : tensor<2x3xf32, #rows>, tensor<2x3xf32, #rows>)
                    outs(%e : tensor<2x3xf32, #rows>) -> tensor<2x3xf32, #rows>
    scf.yield %s : tensor<2x3xf32, #rows>
  }
  return %r : tensor<2x3xf32, #rows>
}

func.func @tiled_plus_one(%x: tensor<2x3xf32, #tiles>) -> tensor<2x3xf32, #tiles> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant dense<1.0> : tensor<2x3xf32, #tiles>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> tensor<2x3xf32, #tiles> {
    %s = arith.addf %acc, %one : tensor<2x3xf32, #tiles>
    scf.yield %s : tensor<2x3xf32, #tiles>
  }
  return %r : tensor<2x3xf32, #tiles>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %a = layout.transform %x : tensor<2x3xf32> to tensor<2x3xf32, #rows>
  %d = call @doubled_three_times(%a) : (tensor<2x3xf32, #rows>) -> tensor<2x3xf32, #rows>
  // The whole buffer, padding included.
  %p = layout.to_physical %d : tensor<2x3xf32, #rows> to tensor<2x4xf32>
  %pm = bufferization.to_buffer %p : tensor<2x4xf32> to memref<2x4xf32>
  %pu = memref.cast %pm : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  // CHECK: [8,   16,   24,   0]
  // CHECK-NEXT: [32,   40,   48,   0]

  %t = layout.transform %x : tensor<2x3xf32> to tensor<2x3xf32, #tiles>
  %u = call @tiled_plus_one(%t) : (tensor<2x3xf32, #tiles>) -> tensor<2x3xf32, #tiles>
  %q = layout.to_physical %u : tensor<2x3xf32, #tiles> to tensor<2x2x2xf32>
  %qm = bufferization.to_buffer %q : tensor<2x2x2xf32> to memref<2x2x2xf32>
  %qu = memref.cast %qm : memref<2x2x2xf32> to memref<*xf32>
  call @printMemrefF32(%qu) : (memref<*xf32>) -> ()
  // CHECK: {{\[}}[4,     5],
  // CHECK-NEXT: [6,     0]],
  // CHECK-NEXT: {{\[}}[7,     8],
  // CHECK-NEXT: [9,     0]]]
  return
}
