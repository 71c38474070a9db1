// A strided slice (no layout views it) of a column-major tensor into a
// padded layout: through the packed tensor, copied with the slice's real
// strides (a view by the result layout's own strides would read
// elements 0..15).
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// CHECK: [0,   2,   4,   6]
// CHECK-NEXT: [16,   18,   20,   22]
// CHECK-NEXT: [32,   34,   36,   38]
// CHECK-NEXT: [48,   50,   52,   54]

func.func private @printMemrefF32(memref<*xf32>)
func.func @s(%x: tensor<8x8xf32, #layout.encoding<order = [1, 0]>>) -> tensor<4x4xf32> {
  %s = tensor.extract_slice %x[0, 0] [4, 4] [2, 2] : tensor<8x8xf32, #layout.encoding<order = [1, 0]>> to tensor<4x4xf32, #layout.encoding<align = [1, 4]>>
  %t = layout.transform %s : tensor<4x4xf32, #layout.encoding<align = [1, 4]>> to tensor<4x4xf32>
  return %t : tensor<4x4xf32>
}
func.func @main() {
  %e = tensor.empty() : tensor<8x8xf32>
  %v = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c8 = arith.constant 8 : index
    %m = arith.muli %i, %c8 : index
    %a = arith.addi %m, %j : index
    %ii = arith.index_cast %a : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<8x8xf32>
  %x = layout.transform %v : tensor<8x8xf32> to tensor<8x8xf32, #layout.encoding<order = [1, 0]>>
  %r = call @s(%x) : (tensor<8x8xf32, #layout.encoding<order = [1, 0]>>) -> tensor<4x4xf32>
  %m = bufferization.to_buffer %r : tensor<4x4xf32> to memref<4x4xf32>
  %u = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
