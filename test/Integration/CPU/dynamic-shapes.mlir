// Tensors in layouts with dynamic shapes: buffers whose extents, strides,
// offset and size are computed at run time from the layout (alignment,
// halos, order), padding written, transforms copied, element-wise ops in
// the layout, views (relabel, expand_halo) of them. Printed: logical values,
// and whole physical buffers where a layout has padding.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s

#rows8 = #layout.encoding<align = [1, 8], pad_value = zero>
#halo = #layout.encoding<pad_low = [1, 2], pad_high = [1, 0], pad_value = -1.0 : f32>
#cols4 = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = 7.0 : f32>
#halo_t = #layout.encoding<order = [1, 0], pad_low = [2, 1], pad_high = [0, 1], pad_value = -1.0 : f32>

func.func private @printMemrefF32(memref<*xf32>)

/// Prints the whole buffer of `m`: `rows` rows of its leading stride.
func.func @print_buffer(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %rows: index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %lead = arith.maxui %strides#0, %strides#1 : index
  %p = memref.reinterpret_cast %base to offset: [0], sizes: [%rows, %lead], strides: [%lead, 1]
      : memref<f32> to memref<?x?xf32>
  %u = memref.cast %p : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @print(%v: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %v read_only : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// x + x with rows padded to 8 (zeros), and back.
func.func @add_aligned(%x: tensor<?x?xf32>) -> (tensor<?x?xf32, #rows8>, tensor<?x?xf32>) {
  %t = layout.transform %x : tensor<?x?xf32> to tensor<?x?xf32, #rows8>
  %y = arith.addf %t, %t : tensor<?x?xf32, #rows8>
  %b = layout.transform %y : tensor<?x?xf32, #rows8> to tensor<?x?xf32>
  return %y, %b : tensor<?x?xf32, #rows8>, tensor<?x?xf32>
}

// A new tensor in a layout, filled, with its halo of -1.
func.func @fill_halo(%d0: index, %d1: index) -> tensor<?x?xf32, #halo> {
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32, #halo>
  %c = arith.constant 3.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<?x?xf32, #halo>) -> tensor<?x?xf32, #halo>
  return %f : tensor<?x?xf32, #halo>
}

// Column-major with columns padded to 4 (sevens), then its transpose as a
// relabel (row-major, rows of 4).
func.func @columns(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #cols4> {
  %t = layout.transform %x : tensor<?x?xf32> to tensor<?x?xf32, #cols4>
  return %t : tensor<?x?xf32, #cols4>
}

func.func @transposed(%x: tensor<?x?xf32, #cols4>) -> tensor<?x?xf32> {
  %r = layout.relabel %x permutation = [1, 0] : tensor<?x?xf32, #cols4> to tensor<?x?xf32, #layout.encoding<align = [1, 4], pad_value = 7.0 : f32>>
  %b = layout.transform %r : tensor<?x?xf32, #layout.encoding<align = [1, 4], pad_value = 7.0 : f32>> to tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}

// A halo seen as elements: x padded by its halo, moving no data.
func.func @with_halo(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %t = layout.transform %x : tensor<?x?xf32> to tensor<?x?xf32, #halo_t>
  %p = layout.expand_halo %t : tensor<?x?xf32, #halo_t> to tensor<?x?xf32, #layout.encoding<order = [1, 0]>>
  %b = layout.transform %p : tensor<?x?xf32, #layout.encoding<order = [1, 0]>> to tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}

// Every other (s = 2) or every (s = 1) column of x, in rows padded to 8:
// the copy checks at run time whether the source's columns are contiguous
// (vector rows) or not (scalar loops).
func.func @strided_columns(%x: tensor<?x?xf32>, %s: index, %n: index) -> tensor<?x?xf32, #rows8> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %x, %c0 : tensor<?x?xf32>
  %v = tensor.extract_slice %x[0, 0] [%m, %n] [1, %s] : tensor<?x?xf32> to tensor<?x?xf32>
  %t = layout.transform %v : tensor<?x?xf32> to tensor<?x?xf32, #rows8>
  return %t : tensor<?x?xf32, #rows8>
}

// 42 x 37 values i * 37 + j, column-major with columns padded to 44 (with
// 7): whole 16 x 16 tiles transposed in registers, and the edges.
func.func @transpose_tiles(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #cols4> {
  %t = layout.transform %x : tensor<?x?xf32> to tensor<?x?xf32, #cols4>
  return %t : tensor<?x?xf32, #cols4>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %v = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0, 9.0], [10.0, 11.0, 12.0, 13.0, 14.0]]> : tensor<3x5xf32>
  %x = tensor.cast %v : tensor<3x5xf32> to tensor<?x?xf32>

  // CHECK: [0,   2,   4,   6,   8,   0,   0,   0]
  // CHECK-NEXT: [10,   12,   14,   16,   18,   0,   0,   0]
  // CHECK-NEXT: [20,   22,   24,   26,   28,   0,   0,   0]
  // CHECK: [0,   2,   4,   6,   8]
  // CHECK-NEXT: [10,   12,   14,   16,   18]
  // CHECK-NEXT: [20,   22,   24,   26,   28]
  %a:2 = call @add_aligned(%x) : (tensor<?x?xf32>) -> (tensor<?x?xf32, #rows8>, tensor<?x?xf32>)
  %am = bufferization.to_buffer %a#0 read_only : tensor<?x?xf32, #rows8> to memref<?x?xf32, strided<[?, 1]>>
  %ac = memref.cast %am : memref<?x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print_buffer(%ac, %c3) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) -> ()
  call @print(%a#1) : (tensor<?x?xf32>) -> ()

  // Two rows of three, with one row of halo above and below and two
  // columns before.
  // CHECK: [-1,   -1,   -1,   -1,   -1]
  // CHECK-NEXT: [-1,   -1,   3,   3,   3]
  // CHECK-NEXT: [-1,   -1,   3,   3,   3]
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1]
  %h = call @fill_halo(%c2, %c3) : (index, index) -> tensor<?x?xf32, #halo>
  %hm = bufferization.to_buffer %h read_only : tensor<?x?xf32, #halo> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %hc = memref.cast %hm : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print_buffer(%hc, %c4) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) -> ()

  // Five columns of three rows, each padded to four with a 7.
  // CHECK: [0,   5,   10,   7]
  // CHECK-NEXT: [1,   6,   11,   7]
  // CHECK-NEXT: [2,   7,   12,   7]
  // CHECK-NEXT: [3,   8,   13,   7]
  // CHECK-NEXT: [4,   9,   14,   7]
  // CHECK: [0,   5,   10]
  // CHECK-NEXT: [1,   6,   11]
  // CHECK-NEXT: [2,   7,   12]
  // CHECK-NEXT: [3,   8,   13]
  // CHECK-NEXT: [4,   9,   14]
  %c = call @columns(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32, #cols4>
  %cm = bufferization.to_buffer %c read_only : tensor<?x?xf32, #cols4> to memref<?x?xf32, strided<[1, ?]>>
  %cc = memref.cast %cm : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c5 = arith.constant 5 : index
  call @print_buffer(%cc, %c5) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) -> ()
  %t = call @transposed(%c) : (tensor<?x?xf32, #cols4>) -> tensor<?x?xf32>
  call @print(%t) : (tensor<?x?xf32>) -> ()

  // x with two rows of -1 above and a column of -1 on each side.
  // CHECK: [-1,   -1,   -1,   -1,   -1,   -1,   -1]
  // CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1]
  // CHECK-NEXT: [-1,   0,   1,   2,   3,   4,   -1]
  // CHECK-NEXT: [-1,   5,   6,   7,   8,   9,   -1]
  // CHECK-NEXT: [-1,   10,   11,   12,   13,   14,   -1]
  %w = call @with_halo(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  call @print(%w) : (tensor<?x?xf32>) -> ()

  // CHECK: [0,   2,   4,   0,   0,   0,   0,   0]
  // CHECK-NEXT: [5,   7,   9,   0,   0,   0,   0,   0]
  // CHECK-NEXT: [10,   12,   14,   0,   0,   0,   0,   0]
  // CHECK: [0,   1,   2,   3,   0,   0,   0,   0]
  // CHECK-NEXT: [5,   6,   7,   8,   0,   0,   0,   0]
  // CHECK-NEXT: [10,   11,   12,   13,   0,   0,   0,   0]
  %s2 = call @strided_columns(%x, %c2, %c3) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32, #rows8>
  %s2m = bufferization.to_buffer %s2 read_only : tensor<?x?xf32, #rows8> to memref<?x?xf32, strided<[?, 1]>>
  %s2c = memref.cast %s2m : memref<?x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print_buffer(%s2c, %c3) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) -> ()
  %s1 = call @strided_columns(%x, %c1, %c4) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32, #rows8>
  %s1m = bufferization.to_buffer %s1 read_only : tensor<?x?xf32, #rows8> to memref<?x?xf32, strided<[?, 1]>>
  %s1c = memref.cast %s1m : memref<?x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print_buffer(%s1c, %c3) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) -> ()

  // Checked in the program: every element where it belongs, every padding
  // position 7 (the column-major buffer: 37 columns of 44 positions).
  // CHECK: transposed: 1628 of 1628 positions right
  %c42 = arith.constant 42 : index
  %c37 = arith.constant 37 : index
  %e = tensor.empty(%c42, %c37) : tensor<?x?xf32>
  %big = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ij = affine.apply affine_map<(i, j) -> (i * 37 + j)>(%i, %j)
    %ii = arith.index_cast %ij : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<?x?xf32>
  %tt = call @transpose_tiles(%big) : (tensor<?x?xf32>) -> tensor<?x?xf32, #cols4>
  %tm = bufferization.to_buffer %tt read_only : tensor<?x?xf32, #cols4> to memref<?x?xf32, strided<[1, ?]>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %tm
      : memref<?x?xf32, strided<[1, ?]>> -> memref<f32>, index, index, index, index, index
  %whole = memref.reinterpret_cast %base to offset: [0], sizes: [%c37, %strides#1], strides: [%strides#1, 1]
      : memref<f32> to memref<?x?xf32>
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %counts:2 = scf.for %j = %c0 to %c37 step %c1 iter_args(%good = %zero, %bad = %zero) -> (i64, i64) {
    %row:2 = scf.for %i = %c0 to %strides#1 step %c1 iter_args(%g = %good, %b = %bad) -> (i64, i64) {
      %got = memref.load %whole[%j, %i] : memref<?x?xf32>
      %inside = arith.cmpi ult, %i, %c42 : index
      %ij = affine.apply affine_map<(i, j) -> (i * 37 + j)>(%i, %j)
      %ii = arith.index_cast %ij : index to i32
      %want = arith.sitofp %ii : i32 to f32
      %seven = arith.constant 7.0 : f32
      %expected = arith.select %inside, %want, %seven : f32
      %ok = arith.cmpf oeq, %got, %expected : f32
      %g1 = arith.addi %g, %one : i64
      %b1 = arith.addi %b, %one : i64
      %g2 = arith.select %ok, %g1, %g : i64
      %b2 = arith.select %ok, %b, %b1 : i64
      scf.yield %g2, %b2 : i64, i64
    }
    scf.yield %row#0, %row#1 : i64, i64
  }
  %total = arith.addi %counts#0, %counts#1 : i64
  vector.print str "transposed: "
  vector.print %counts#0 : i64 punctuation <no_punctuation>
  vector.print str " of "
  vector.print %total : i64 punctuation <no_punctuation>
  vector.print str " positions right\n"
  return
}
