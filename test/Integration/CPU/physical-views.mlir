// layout.to_physical and layout.from_physical of untiled layouts, run: a
// 3x3 box sum that reads its zero border from the halo of its input's
// layout (the whole buffer seen by to_physical, no tensor.pad copy), and a
// tensor in a halo layout given by its whole buffer (from_physical),
// computed on in that layout and printed with its padding.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s

#halo = #layout.encoding<pad_low = [1, 1], pad_high = [1, 1], pad_value = zero>

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%v: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %v read_only : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @box_sum(%x: tensor<3x4xf32, #halo>) -> tensor<3x4xf32> {
  %whole = layout.to_physical %x : tensor<3x4xf32, #halo> to tensor<5x6xf32>
  %window = arith.constant dense<1.0> : tensor<3x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %sum = linalg.generic {
      indexing_maps = [affine_map<(i, j, k, l) -> (i + k, j + l)>,
                       affine_map<(i, j, k, l) -> (k, l)>,
                       affine_map<(i, j, k, l) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%whole, %window : tensor<5x6xf32>, tensor<3x3xf32>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%in: f32, %w: f32, %acc: f32):
    %p = arith.mulf %in, %w : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %sum : tensor<3x4xf32>
}

func.func @doubled(%p: tensor<5x6xf32>) -> tensor<5x6xf32> {
  %x = layout.from_physical %p : tensor<5x6xf32> to tensor<3x4xf32, #halo>
  %y = arith.addf %x, %x : tensor<3x4xf32, #halo>
  %whole = layout.to_physical %y : tensor<3x4xf32, #halo> to tensor<5x6xf32>
  return %whole : tensor<5x6xf32>
}

func.func @main() {
  %v = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>

  // CHECK: [10,   18,   24,   18]
  // CHECK-NEXT: [27,   45,   54,   39]
  // CHECK-NEXT: [26,   42,   48,   34]
  %x = layout.transform %v : tensor<3x4xf32> to tensor<3x4xf32, #halo>
  %s = call @box_sum(%x) : (tensor<3x4xf32, #halo>) -> tensor<3x4xf32>
  %sd = tensor.cast %s : tensor<3x4xf32> to tensor<?x?xf32>
  call @print(%sd) : (tensor<?x?xf32>) -> ()

  // CHECK: [0,   0,   0,   0,   0,   0]
  // CHECK-NEXT: [0,   0,   2,   4,   6,   0]
  // CHECK-NEXT: [0,   8,   10,   12,   14,   0]
  // CHECK-NEXT: [0,   16,   18,   20,   22,   0]
  // CHECK-NEXT: [0,   0,   0,   0,   0,   0]
  %p = arith.constant dense<[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 2.0, 3.0, 0.0], [0.0, 4.0, 5.0, 6.0, 7.0, 0.0], [0.0, 8.0, 9.0, 10.0, 11.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<5x6xf32>
  %d = call @doubled(%p) : (tensor<5x6xf32>) -> tensor<5x6xf32>
  %dd = tensor.cast %d : tensor<5x6xf32> to tensor<?x?xf32>
  call @print(%dd) : (tensor<?x?xf32>) -> ()
  return
}
