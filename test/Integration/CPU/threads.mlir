// A transpose on two OpenMP threads with non-temporal stores: the same
// numbers as on one. x[i][j] = 1000 i + j; shown: column 37 of the 70x40
// transposed matrix (physical row 37), then padding.
// REQUIRES: libomp
// RUN: tensor-opt %s --layout-lower-to-llvm="threads=2 nontemporal-bytes=1" \
// RUN:   | %{run},%libomp | FileCheck %s

#t = #layout.encoding<order = [1, 0], align = [16, 1], pad_value = -1.0 : f32, base_align = 64>

func.func private @printMemrefF32(memref<*xf32>)

func.func @transpose(%x: tensor<70x40xf32>) -> tensor<70x40xf32, #t> {
  %0 = layout.transform %x : tensor<70x40xf32> to tensor<70x40xf32, #t>
  return %0 : tensor<70x40xf32, #t>
}

func.func @main() {
  %e = tensor.empty() : tensor<70x40xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<70x40xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c1000 = arith.constant 1000 : index
    %row = arith.muli %i, %c1000 : index
    %v = arith.addi %row, %j : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    linalg.yield %vf : f32
  } -> tensor<70x40xf32>
  %y = call @transpose(%x) : (tensor<70x40xf32>) -> tensor<70x40xf32, #t>
  %m = bufferization.to_buffer %y : tensor<70x40xf32, #t> to memref<70x40xf32, strided<[1, 80]>>
  // Physical row 37 (j = 37): 80 floats, 70 elements then 10 pad values.
  %row = memref.reinterpret_cast %m to offset: [2960], sizes: [80], strides: [1]
      : memref<70x40xf32, strided<[1, 80]>> to memref<80xf32, strided<[1], offset: 2960>>
  %u = memref.cast %row : memref<80xf32, strided<[1], offset: 2960>> to memref<*xf32>
  // CHECK: sizes = [80] strides = [1]
  // CHECK-NEXT: [37,  1037,  2037,  3037,  4037,  5037,  6037,  7037,  8037,  9037,  10037,  11037,  12037,  13037,  14037,  15037,  16037,  17037,  18037,  19037,  20037,  21037,  22037,  23037,  24037,  25037,  26037,  27037,  28037,  29037,  30037,  31037,  32037,  33037,  34037,  35037,  36037,  37037,  38037,  39037,  40037,  41037,  42037,  43037,  44037,  45037,  46037,  47037,  48037,  49037,  50037,  51037,  52037,  53037,  54037,  55037,  56037,  57037,  58037,  59037,  60037,  61037,  62037,  63037,  64037,  65037,  66037,  67037,  68037,  69037,  -1,  -1,  -1,  -1,  -1,  -1,  -1,  -1,  -1,  -1]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
