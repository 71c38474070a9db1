// Reductions after a transform, run with and without layout-propagate
// (which sinks the transform below the reduction: the reduction reads the
// NHWC or column-major buffer where it is, and only the reduced result, if
// anything, is transformed). Both give the same numbers.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize | FileCheck %s --check-prefix=IR

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#cols = #layout.encoding<order = [1, 0, 2], align = [1, 4, 1], pad_value = zero>

func.func private @printMemrefF32(memref<*xf32>)

// Global sum pooling of an NHWC image: no transform left.
// IR-LABEL: func.func @pool
// IR-NOT: layout.transform
// IR: linalg.reduce ins(%{{.*}} : tensor<1x3x2x2xf32, #{{.*}}>)
func.func @pool(%x: tensor<1x3x2x2xf32, #nhwc>) -> tensor<1x3xf32> {
  %zero = arith.constant 0.0 : f32
  %t = layout.transform %x : tensor<1x3x2x2xf32, #nhwc> to tensor<1x3x2x2xf32>
  %e = tensor.empty() : tensor<1x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3xf32>) -> tensor<1x3xf32>
  %r = linalg.reduce ins(%t : tensor<1x3x2x2xf32>) outs(%f : tensor<1x3xf32>) dimensions = [2, 3]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<1x3xf32>
}

// The maximum over the last dim (a generic reduction) of a tensor whose
// first two dims are swapped in memory, rows padded: the transform moves
// the 2x3 result (column-major, as the source's kept dims) instead of the
// 2x3x4 input.
// IR-LABEL: func.func @row_max
// IR: %[[R:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<2x3x4xf32, #{{.*}}>) outs(%{{.*}} : tensor<2x3xf32, #[[COLS2:.*]]>)
// IR: layout.transform %[[R]] : tensor<2x3xf32, #[[COLS2]]> to tensor<2x3xf32>
func.func @row_max(%x: tensor<2x3x4xf32, #cols>) -> tensor<2x3xf32> {
  %low = arith.constant -1.0e+30 : f32
  %t = layout.transform %x : tensor<2x3x4xf32, #cols> to tensor<2x3x4xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%low : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%t : tensor<2x3x4xf32>) outs(%f : tensor<2x3xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @main() {
  // Element (c, h, w) = 4c + 2h + w.
  %img = arith.constant dense<[[[[0.0, 1.0], [2.0, 3.0]], [[4.0, 5.0], [6.0, 7.0]],
                                [[8.0, 9.0], [10.0, 11.0]]]]> : tensor<1x3x2x2xf32>
  %x = layout.transform %img : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nhwc>
  %p = call @pool(%x) : (tensor<1x3x2x2xf32, #nhwc>) -> tensor<1x3xf32>
  %pm = bufferization.to_buffer %p : tensor<1x3xf32> to memref<1x3xf32>
  %pu = memref.cast %pm : memref<1x3xf32> to memref<*xf32>
  // Sums of 4 channels' pixels: 0+1+2+3, 4+..+7, 8+..+11.
  // CHECK: [6, 22, 38]
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()

  // Element (i, j, k) = 12i + 4j + k: the row maximum is 12i + 4j + 3.
  %v = arith.constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]],
                             [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]]> : tensor<2x3x4xf32>
  %y = layout.transform %v : tensor<2x3x4xf32> to tensor<2x3x4xf32, #cols>
  %m = call @row_max(%y) : (tensor<2x3x4xf32, #cols>) -> tensor<2x3xf32>
  %mm = bufferization.to_buffer %m : tensor<2x3xf32> to memref<2x3xf32>
  %mu = memref.cast %mm : memref<2x3xf32> to memref<*xf32>
  // CHECK: [3, 7, 11]
  // CHECK-NEXT: [15, 19, 23]
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  return
}
