// A relabel of a slice reads the slice. The small ViT's attention
// (test/real-networks/vit.test) splits q, k and v out of one 3x17x64 tensor
// and relabels k as its transpose: the view started at the whole buffer's
// first element, so every head's scores were q times q.
// RUN: tensor-opt %s --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s

// The second 2x3 slice of x (values 6..11), transposed, then times 10:
// CHECK: sizes = [3, 2]
// CHECK-NEXT: [60,   90]
// CHECK-NEXT: [70,   100]
// CHECK-NEXT: [80,   110]

#cm = #layout.encoding<order = [1, 0]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @second_transposed(%x: tensor<3x2x3xf32>) -> tensor<3x2xf32> {
  %s = tensor.extract_slice %x[1, 0, 0] [1, 2, 3] [1, 1, 1] : tensor<3x2x3xf32> to tensor<1x2x3xf32>
  %c = tensor.collapse_shape %s [[0, 1], [2]] : tensor<1x2x3xf32> into tensor<2x3xf32>
  %t = layout.relabel %c permutation = [1, 0] : tensor<2x3xf32> to tensor<3x2xf32, #cm>
  %ten = arith.constant 10.0 : f32
  %e = tensor.empty() : tensor<3x2xf32, #cm>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<3x2xf32, #cm>) outs(%e : tensor<3x2xf32, #cm>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.mulf %in, %ten : f32
    linalg.yield %p : f32
  } -> tensor<3x2xf32, #cm>
  %r = layout.transform %m : tensor<3x2xf32, #cm> to tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func @main() {
  %x = arith.constant dense<[[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]],
                             [[6.0, 7.0, 8.0], [9.0, 10.0, 11.0]],
                             [[12.0, 13.0, 14.0], [15.0, 16.0, 17.0]]]> : tensor<3x2x3xf32>
  %r = func.call @second_transposed(%x) : (tensor<3x2x3xf32>) -> tensor<3x2xf32>
  %b = bufferization.to_buffer %r : tensor<3x2xf32> to memref<3x2xf32>
  %u = memref.cast %b : memref<3x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
