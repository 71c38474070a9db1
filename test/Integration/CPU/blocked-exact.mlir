// Transforms to and from a tiling without padding run as vectorized copies
// of higher rank (NCHW -> NCHW16c: 16x16 tiles transposed in registers).
// Element (c, h, w) of a 1x48x4x5 tensor holds c * 100 + h * 10 + w; its
// NCHW16c buffer is compared with the same numbers computed from each
// physical position, and the round trip back to NCHW with the input.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// The same with every f32 transform oneDNN can do as its reorder
// (convert-layout-copy-to-onednn): the same buffers, padding included.
// RUN: tensor-opt %s '--layout-lower-to-llvm=onednn=true onednn-reorder-bytes=1' | %{run} | FileCheck %s

#nchw16c = #layout.encoding<tiles = [1 : 16]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @to_blocked(%x: tensor<1x48x4x5xf32>) -> tensor<1x3x4x5x16xf32> {
  %b = layout.transform %x : tensor<1x48x4x5xf32> to tensor<1x48x4x5xf32, #nchw16c>
  %p = layout.to_physical %b : tensor<1x48x4x5xf32, #nchw16c> to tensor<1x3x4x5x16xf32>
  return %p : tensor<1x3x4x5x16xf32>
}

func.func @round_trip(%x: tensor<1x48x4x5xf32>) -> tensor<1x48x4x5xf32> {
  %b = layout.transform %x : tensor<1x48x4x5xf32> to tensor<1x48x4x5xf32, #nchw16c>
  %r = layout.transform %b : tensor<1x48x4x5xf32, #nchw16c> to tensor<1x48x4x5xf32>
  return %r : tensor<1x48x4x5xf32>
}

// c * 100 + h * 10 + w for the logical index (n, c, h, w).
#logical = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @numbered() -> tensor<1x48x4x5xf32> {
  %e = tensor.empty() : tensor<1x48x4x5xf32>
  %r = linalg.generic {indexing_maps = [#logical],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x48x4x5xf32>) {
  ^bb0(%out: f32):
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %c100 = arith.constant 100 : index
    %c10 = arith.constant 10 : index
    %a = arith.muli %c, %c100 : index
    %b = arith.muli %h, %c10 : index
    %s = arith.addi %a, %b : index
    %t = arith.addi %s, %w : index
    %i = arith.index_cast %t : index to i32
    %f = arith.sitofp %i : i32 to f32
    linalg.yield %f : f32
  }  -> tensor<1x48x4x5xf32>
  return %r : tensor<1x48x4x5xf32>
}

// The number of positions of `got` that differ from `expected`.
func.func @mismatches5(%got: tensor<1x3x4x5x16xf32>, %expected: tensor<1x3x4x5x16xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %n = scf.for %b = %c0 to %c3 step %c1 iter_args(%n0 = %c0) -> index {
    %n1 = scf.for %h = %c0 to %c4 step %c1 iter_args(%n2 = %n0) -> index {
      %n3 = scf.for %w = %c0 to %c5 step %c1 iter_args(%n4 = %n2) -> index {
        %n5 = scf.for %l = %c0 to %c16 step %c1 iter_args(%n6 = %n4) -> index {
          %g = tensor.extract %got[%c0, %b, %h, %w, %l] : tensor<1x3x4x5x16xf32>
          %e = tensor.extract %expected[%c0, %b, %h, %w, %l] : tensor<1x3x4x5x16xf32>
          %ne = arith.cmpf une, %g, %e : f32
          %one = arith.select %ne, %c1, %c0 : index
          %n7 = arith.addi %n6, %one : index
          scf.yield %n7 : index
        }
        scf.yield %n5 : index
      }
      scf.yield %n3 : index
    }
    scf.yield %n1 : index
  }
  return %n : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %x = call @numbered() : () -> tensor<1x48x4x5xf32>

  // Physical position (0, b, h, w, l) holds channel b * 16 + l.
  %p = call @to_blocked(%x) : (tensor<1x48x4x5xf32>) -> tensor<1x3x4x5x16xf32>
  %e = tensor.empty() : tensor<1x3x4x5x16xf32>
  %expected = linalg.generic {
      indexing_maps = [affine_map<(n, b, h, w, l) -> (n, b, h, w, l)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x3x4x5x16xf32>) {
  ^bb0(%out: f32):
    %b = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %l = linalg.index 4 : index
    %c16 = arith.constant 16 : index
    %c100 = arith.constant 100 : index
    %c10 = arith.constant 10 : index
    %bc = arith.muli %b, %c16 : index
    %c = arith.addi %bc, %l : index
    %a = arith.muli %c, %c100 : index
    %hh = arith.muli %h, %c10 : index
    %s = arith.addi %a, %hh : index
    %t = arith.addi %s, %w : index
    %i = arith.index_cast %t : index to i32
    %f = arith.sitofp %i : i32 to f32
    linalg.yield %f : f32
  } -> tensor<1x3x4x5x16xf32>
  %bad = call @mismatches5(%p, %expected) : (tensor<1x3x4x5x16xf32>, tensor<1x3x4x5x16xf32>) -> index
  // CHECK: blocked mismatches: 0
  vector.print str "blocked mismatches: "
  vector.print %bad : index

  // One pixel (h = 2, w = 3) of the second block: channels 16..31.
  %mp = bufferization.to_buffer %p : tensor<1x3x4x5x16xf32> to memref<1x3x4x5x16xf32>
  %pixel = memref.subview %mp[0, 1, 2, 3, 0] [1, 1, 1, 1, 16] [1, 1, 1, 1, 1]
      : memref<1x3x4x5x16xf32> to memref<16xf32, strided<[1], offset: 528>>
  %up = memref.cast %pixel : memref<16xf32, strided<[1], offset: 528>> to memref<*xf32>
  // CHECK: sizes = [16]
  // CHECK-NEXT: [1623,  1723,  1823,  1923,  2023,  2123,  2223,  2323,  2423,  2523,  2623,  2723,  2823,  2923,  3023,  3123]
  call @printMemrefF32(%up) : (memref<*xf32>) -> ()

  // Back to NCHW: the input again.
  %r = call @round_trip(%x) : (tensor<1x48x4x5xf32>) -> tensor<1x48x4x5xf32>
  %pr = call @to_blocked(%r) : (tensor<1x48x4x5xf32>) -> tensor<1x3x4x5x16xf32>
  %bad2 = call @mismatches5(%pr, %expected) : (tensor<1x3x4x5x16xf32>, tensor<1x3x4x5x16xf32>) -> index
  %x0 = tensor.extract %r[%c0, %c0, %c0, %c0] : tensor<1x48x4x5xf32>
  %c47 = arith.constant 47 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %xl = tensor.extract %r[%c0, %c47, %c3, %c4] : tensor<1x48x4x5xf32>
  // CHECK: round trip mismatches: 0
  vector.print str "round trip mismatches: "
  vector.print %bad2 : index
  // CHECK: first and last: 0 4734
  vector.print str "first and last: "
  vector.print %x0 : f32 punctuation <no_punctuation>
  vector.print str " "
  vector.print %xl : f32
  return
}
