// A small convolution network, written as a frontend emits it for NHWC
// convolutions on an NCHW model (transposes around the convolution, bias
// and ReLU in NCHW), with a main that prints its result. `make run`
// optimizes, lowers and runs it:
//
//   tensor-opt examples/run-network.mlir --layout-propagate --canonicalize \
//     --layout-lower-to-llvm | mlir-runner -e main -entry-point-result=void \
//     -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so,...,\
//     build/lib/libtensor_layout_onednn_runtime.so
//
// test/Integration/CPU/network.mlir checks that the result is the same, bit
// for bit, with and without the layout optimization.

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @network(%input: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %filter = arith.constant dense<[[[[-2.125, -2.0], [-1.875, -1.75]], [[-1.625, -1.5], [-1.375, -1.25]], [[-1.125, -1.0], [-0.875, -0.75]]], [[[-0.625, -0.5], [-0.375, -0.25]], [[-0.125, 0.0], [0.125, 0.25]], [[0.375, 0.5], [0.625, 0.75]]], [[[0.875, 1.0], [1.125, 1.25]], [[1.375, 1.5], [1.625, 1.75]], [[1.875, 2.0], [2.125, 2.25]]]]> : tensor<3x3x2x2xf32>
  %bias = arith.constant dense<[[[[0.5, -24.0], [1.0, -23.0]], [[-25.0, 0.75], [-30.0, 0.0]]]]> : tensor<1x2x2x2xf32>

  %e0 = tensor.empty() : tensor<1x4x4x2xf32>
  %x = linalg.transpose ins(%input : tensor<1x2x4x4xf32>) outs(%e0 : tensor<1x4x4x2xf32>) permutation = [0, 2, 3, 1]
  %e1 = tensor.empty() : tensor<1x2x2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %filter : tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) outs(%z : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %e2 = tensor.empty() : tensor<1x2x2x2xf32>
  %y = linalg.transpose ins(%c : tensor<1x2x2x2xf32>) outs(%e2 : tensor<1x2x2x2xf32>) permutation = [0, 3, 1, 2]
  %e3 = tensor.empty() : tensor<1x2x2x2xf32>
  %b = linalg.add ins(%y, %bias : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e3 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %e4 = tensor.empty() : tensor<1x2x2x2xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<1x2x2x2xf32>) outs(%e4 : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

func.func @main() {
  %input = arith.constant dense<[[[[-2.5, -2.25, -2.0, -1.75], [-1.5, -1.25, -1.0, -0.75], [-0.5, -0.25, 0.0, 0.25], [0.5, 0.75, 1.0, 1.25]], [[1.5, 1.75, 2.0, 2.25], [2.5, 2.75, 3.0, 3.25], [3.5, 3.75, 4.0, 4.25], [4.5, 4.75, 5.0, 5.25]]]]> : tensor<1x2x4x4xf32>
  %r = call @network(%input) : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %m = bufferization.to_buffer %r : tensor<1x2x2x2xf32> to memref<1x2x2x2xf32>
  %u = memref.cast %m : memref<1x2x2x2xf32> to memref<*xf32>
  vector.print str "network(input), 1x2x2x2 in NCHW:\n"
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // The same result as raw bits, which the tests compare between builds.
  vector.print str "the same result as the bits of each float (test/Integration/CPU/network.mlir checks that every build prints these):\n"
  %bits = arith.bitcast %r : tensor<1x2x2x2xf32> to tensor<1x2x2x2xi32>
  %mb = bufferization.to_buffer %bits : tensor<1x2x2x2xi32> to memref<1x2x2x2xi32>
  %ub = memref.cast %mb : memref<1x2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  return
}
